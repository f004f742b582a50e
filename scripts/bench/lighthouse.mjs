// Lighthouse runs exactly as an independent tester runs them: the Lighthouse CLI of this
// repository, default (mobile, simulated throttling) config, one process and so one fresh
// Chromium with a fresh profile per run, in Debian's Chromium; then the same with
// `--throttling-method=devtools`. Not Lighthouse's node API over one Chromium kept open for
// every run: there later runs find the renderer warm and report a TBT several times lower than
// a CLI run of the same build (decision 060).
//
// Signed in: before each such run, Playwright signs the account in through the app's /login in
// a new profile folder, which Lighthouse then opens (`--user-data-dir`) without resetting its
// storage (`--disable-storage-reset`), so Firebase Auth finds the session. A run counts as
// signed in only if Auth's accounts:lookup answered 200 during it; a row with a run that was
// not is an error. In Bangla likewise: the profile holds the language cookie in its jar, as a
// reader's browser does after choosing, and a run that fetched another language's catalogs
// (the page turned into it after hydration) makes its rows errors.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { root } from '../emulators.mjs';
import { signIn } from './live.mjs';
import { formats, median, row } from './table.mjs';

export const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const cli = join(root, 'node_modules', '.bin', 'lighthouse');

/** Text of the LCP element as Lighthouse reports it (its HTML snippet or selector). */
function lcpElement(audit) {
  const tables = audit?.details?.items ?? [];
  for (const table of tables) {
    const node = table?.items?.[0]?.node ?? table?.node;
    if (node) return node.snippet ?? node.selector ?? node.nodeLabel ?? null;
  }
  return null;
}

/** The scripts that kept the main thread busiest (bootup-time), to say where TBT comes from. */
function busiestScripts(audit) {
  return (audit?.details?.items ?? [])
    .slice(0, 4)
    .map((item) => ({ url: String(item.url), ms: Math.round(item.total ?? 0) }));
}

/** Lighthouse's long-tasks audit: each main-thread task of 50 ms or more, by script. */
function longTasks(audit) {
  return (audit?.details?.items ?? []).map((item) => ({
    url: String(item.url),
    duration: Math.round(item.duration ?? 0),
  }));
}

/** The languages of the catalogs the page fetched (decision 210: `/assets/{language}-…js`). */
function catalogLanguages(audit) {
  const languages = (audit?.details?.items ?? []).map(
    (item) => /\/assets\/(en|bn|hi)-[\w-]+\.js$/.exec(String(item.url))?.[1],
  );
  return [...new Set(languages.filter(Boolean))];
}

/** Whether Firebase Auth restored a session during the run: its accounts:lookup answered 200. */
function signedInDuring(audit) {
  return (audit?.details?.items ?? []).some(
    (item) => /\/accounts:lookup\b/.test(String(item.url)) && item.statusCode === 200,
  );
}

function runCli(args) {
  return new Promise((resolve, reject) => {
    const child = spawn(cli, args, {
      cwd: root,
      env: { ...process.env, CHROME_PATH: chromePath },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr = (stderr + chunk.toString()).slice(-2000);
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`lighthouse exited ${code}: ${stderr.trim()}`)),
    );
  });
}

/**
 * One Lighthouse CLI run of url: every category with Lighthouse's simulated throttling (the
 * default), the performance category alone with `throttling: 'devtools'` (real throttling:
 * the page loads slowed down, nothing simulated). `profile`: a Chromium profile folder to run
 * in, its storage kept. Returns category scores (0-100), LCP, FCP and TBT (ms), CLS, the LCP
 * element, the busiest scripts, the long tasks, whether a session was restored and the failed
 * audits of the non-performance categories (to say what to fix).
 */
export async function runLighthouse(url, { throttling = 'simulate', profile = null } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'foodtable-lighthouse-'));
  try {
    const report = join(dir, 'report.json');
    const flags = profile ? [...chromeFlags, `--user-data-dir=${profile}`] : chromeFlags;
    await runCli([
      url,
      '--quiet',
      '--output=json',
      `--output-path=${report}`,
      `--chrome-flags=${flags.join(' ')}`,
      `--throttling-method=${throttling}`,
      ...(throttling === 'simulate' ? [] : ['--only-categories=performance']),
      ...(profile ? ['--disable-storage-reset'] : []),
    ]);
    const lhr = JSON.parse(readFileSync(report, 'utf8'));
    if (lhr.runtimeError)
      throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const scores = {};
    const failed = [];
    for (const [id, category] of Object.entries(lhr.categories)) {
      scores[id] = category.score === null ? null : Math.round(category.score * 100);
      if (id === 'performance') continue;
      for (const ref of category.auditRefs) {
        const audit = lhr.audits[ref.id];
        if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1)
          failed.push(`${id}: ${ref.id}`);
      }
    }
    const metric = (id) => lhr.audits[id]?.numericValue ?? null;
    return {
      scores,
      lcp: metric('largest-contentful-paint'),
      fcp: metric('first-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      lcpElement: lcpElement(lhr.audits['largest-contentful-paint-element']),
      busiest: busiestScripts(lhr.audits['bootup-time']),
      longTasks: longTasks(lhr.audits['long-tasks']),
      signedIn: signedInDuring(lhr.audits['network-requests']),
      catalogs: catalogLanguages(lhr.audits['network-requests']),
      failed,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A Chromium profile in a new temporary folder, as the page's visitor's browser holds it: with
 * `page.account` signed in through the app's /login, its HTTP cache then emptied (Lighthouse
 * keeps this profile's storage, and would otherwise find the login page's scripts cached, which
 * a signed-out run never does); with `page.cookies` in its cookie jar, where the page's scripts
 * read them too (a cookie sent only as a request header reaches Hosting and not the page).
 */
async function visitorProfile(page) {
  const dir = mkdtempSync(join(tmpdir(), 'foodtable-profile-'));
  try {
    const context = await chromium.launchPersistentContext(dir, {
      executablePath: chromePath,
      args: chromeFlags.filter((flag) => !flag.startsWith('--headless')),
    });
    try {
      if (page.cookies) await context.addCookies(page.cookies);
      if (page.account) {
        const tab = context.pages()[0] ?? (await context.newPage());
        await signIn(tab, page.siteUrl, page.account.email, page.account.password);
        await (await context.newCDPSession(tab)).send('Network.clearBrowserCache');
      }
    } finally {
      await context.close();
    }
    return dir;
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

/** One run of a page; a page with a visitor's account or cookies runs in a profile of its own. */
async function runPage(page, options) {
  if (!page.account && !page.cookies) return runLighthouse(page.url, options);
  const profile = await visitorProfile(page);
  try {
    return await runLighthouse(page.url, { ...options, profile });
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
}

/**
 * `runs` interleaved rounds of every page (so noise hits them alike), after one unmeasured run
 * of each that warms the servers only. A run that fails (NO_FCP when the machine is swamped)
 * is retried once, then left out of the median and named in `errors`. A run that was not what
 * its visitor gets is kept out too, and named in `notAsVisitor`: its rows are errors. So are a
 * signed-in page's run that restored no session, and a page in a language that fetched another
 * language's catalogs (it turned into that language after hydration).
 */
async function rounds(pages, runs, options) {
  const results = Object.fromEntries(pages.map((p) => [p.key, []]));
  const errors = [];
  const notAsVisitor = [];
  for (const page of pages) await runPage(page, options).catch(() => {});
  for (let i = 0; i < runs; i++)
    for (const page of pages)
      for (let attempt = 1; attempt <= 2; attempt++) {
        try {
          const result = await runPage(page, options);
          const other = result.catalogs.filter((language) => language !== page.language);
          const why =
            page.account && !result.signedIn
              ? 'was NOT signed in (no accounts:lookup answered 200)'
              : page.language && other.length
                ? `left its language: it fetched catalogs in ${other.join(', ')}`
                : null;
          if (why) notAsVisitor.push({ key: page.key, run: i + 1, why });
          else results[page.key].push(result);
          break;
        } catch (error) {
          errors.push(`${page.key} run ${i + 1}, attempt ${attempt}: ${error.message}`);
        }
      }
  return { results, errors, notAsVisitor };
}

/**
 * The Lighthouse rows: the bare React + router page (bench/baseline; left out without
 * `bareUrl`), `paths` signed out, / in Bangla, and, given an account, `paths` signed in; `runs`
 * interleaved rounds with simulated throttling, then `runs` with real (devtools) throttling.
 * Absolute rows, Bangla against English, and each page against the bare page of the same rounds
 * (decision 060).
 */
const bangla = '/ in Bangla';

/**
 * Why `/ in Bangla` cannot be measured here, or null. A Bangla reader's phone has a Bengali font
 * (Android ships Noto Sans Bengali); without one, Chromium searches every font of the machine for
 * each letter it lays out and draws boxes, which no reader waits for.
 */
function withoutBengaliFont() {
  let families;
  try {
    families = execFileSync('fc-list', [':lang=bn', 'family'], { encoding: 'utf8' });
  } catch {
    return null; // no fontconfig: the system's own fonts, as on a Mac
  }
  return families.trim()
    ? null
    : 'not measured: this machine has no Bengali font (Debian: apt-get install fonts-noto-core)';
}

export async function lighthouseRows({
  bareUrl,
  siteUrl,
  runs,
  log,
  account = null,
  paths = ['/', '/allFood'],
}) {
  const noBengaliFont = withoutBengaliFont();
  const pages = [
    ...(bareUrl ? [{ key: 'baseline', url: `${bareUrl}/` }] : []),
    ...paths.map((path) => ({ key: path, url: `${siteUrl}${path}` })),
    // A reader who chose Bangla: the cookie that Hosting chooses the HTML by and the page's
    // scripts read (decision 210). Sent as a request header only, it reached Hosting and not
    // the scripts, which then turned the page into the browser's English after hydration.
    ...(noBengaliFont
      ? []
      : [
          {
            key: bangla,
            url: `${siteUrl}/`,
            language: 'bn',
            // For a year, as the select sets it: a cookie without an end is gone with the
            // browser that the profile is prepared in.
            cookies: [
              {
                name: 'firebase-language-override',
                value: 'bn',
                url: siteUrl,
                expires: Math.floor(Date.now() / 1000) + 365 * 24 * 3600,
              },
            ],
          },
        ]),
    ...(account
      ? paths.map((path) => ({
          key: `${path} (signed in)`,
          url: `${siteUrl}${path}`,
          siteUrl,
          account,
        }))
      : []),
  ];
  const keys = pages.filter((page) => page.key !== 'baseline').map((page) => page.key);
  log(
    `Lighthouse CLI (mobile, simulated), a warm-up and ${runs} rounds of ${bareUrl ? 'the bare page, ' : ''}${keys.join(', ')}…`,
  );
  const lh = await rounds(pages, runs);
  log(`Lighthouse CLI (mobile, devtools throttling), a warm-up and ${runs} rounds…`);
  const real = await rounds(pages, runs, { throttling: 'devtools' });

  const rows = [];
  const pathOf = (url) => url.replace(/^https?:\/\/[^/]+/, '');
  const longOnes = (run) =>
    run.longTasks
      .filter((task) => task.duration > 100)
      .map((task) => `${pathOf(task.url)} ${task.duration} ms`)
      .join(', ') || 'none';
  const notes = [
    ...[...lh.errors, ...real.errors].map((e) => `Lighthouse run failed: ${e}`),
    ...[
      ...lh.notAsVisitor.map((r) => ({ ...r, how: 'simulated' })),
      ...real.notAsVisitor.map((r) => ({ ...r, how: 'devtools' })),
    ].map((r) => `Lighthouse ${r.key} run ${r.run} (${r.how}) ${r.why}: its rows are errors.`),
  ];
  const med = (set, key, pick) =>
    set.results[key]?.length ? median(set.results[key].map(pick)) : null;
  /** Why a page's rows of this set are not measured, or null. */
  const failure = (set, key) =>
    set.notAsVisitor.some((r) => r.key === key)
      ? 'a run was not what its visitor gets'
      : set.results[key].length
        ? null
        : 'no run succeeded';
  const state = (set, key) => (failure(set, key) ? 'error' : undefined);
  const runsNote = `median of ${runs}`;
  const bare = {
    lcp: med(lh, 'baseline', (r) => r.lcp),
    fcp: med(lh, 'baseline', (r) => r.fcp),
    tbt: med(lh, 'baseline', (r) => r.tbt),
    performance: med(lh, 'baseline', (r) => r.scores.performance),
    realLcp: med(real, 'baseline', (r) => r.lcp),
  };
  for (const key of keys) {
    const budget = [
      ['performance', 'Lighthouse performance', 97, 90],
      ['accessibility', 'Lighthouse accessibility', 100, 95],
      ['best-practices', 'Lighthouse best practices', 95, 90],
      ['seo', 'Lighthouse SEO', 95, 90],
    ];
    for (const [id, label, goal, limit] of budget)
      rows.push(
        row({
          name: `${label} ${key} (${runsNote})`,
          better: 'higher',
          goal,
          limit,
          value: med(lh, key, (r) => r.scores[id]),
          format: 'score',
          state: state(lh, key),
          detail: failure(lh, key),
        }),
      );
    const timing = (name, pick, goal, limit, format, ratio) =>
      row({
        name: `${name} ${key} (${runsNote})`,
        goal,
        limit,
        value: med(lh, key, pick),
        format,
        state: state(lh, key),
        detail: failure(lh, key),
        ratio,
      });
    rows.push(
      timing('LCP', (r) => r.lcp, 1800, 2500, 's', bare.lcp),
      timing('FCP', (r) => r.fcp, 1800, 3000, 's', bare.fcp),
      timing('TBT', (r) => r.tbt, 150, 300, 'ms', bare.tbt),
      timing('CLS', (r) => r.cls, 0, 0.05, 'cls'),
    );
  }
  // Bangla against English, of the same rounds: its HTML and catalogs, the same code.
  const inBoth = (set, pick) => [med(set, bangla, pick), med(set, '/', pick)];
  const [bnLcp, enLcp] = inBoth(lh, (r) => r.lcp);
  const [bnRealLcp, enRealLcp] = inBoth(real, (r) => r.lcp);
  const [bnTbt, enTbt] = inBoth(lh, (r) => r.tbt);
  const languageState = noBengaliFont ?? failure(lh, bangla) ?? failure(lh, '/');
  rows.push(
    row({
      name: `LCP ${bangla} ÷ in English (${runsNote})`,
      goal: 1.05,
      limit: 1.05,
      value: bnLcp && enLcp ? bnLcp / enLcp : null,
      format: 'ratio',
      detail: languageState,
    }),
    row({
      name: `LCP ${bangla} ÷ in English, devtools throttling (${runsNote})`,
      goal: 1.05,
      limit: 1.05,
      value: bnRealLcp && enRealLcp ? bnRealLcp / enRealLcp : null,
      format: 'ratio',
      detail: noBengaliFont ?? failure(real, bangla) ?? failure(real, '/'),
    }),
    row({
      name: `TBT ${bangla} − in English (${runsNote})`,
      goal: 30,
      limit: 30,
      value: typeof bnTbt === 'number' && typeof enTbt === 'number' ? bnTbt - enTbt : null,
      format: 'ms',
      detail: languageState,
    }),
  );
  // Against the bare React + router page of the same rounds.
  const known = (value, base) => typeof value === 'number' && typeof base === 'number';
  for (const key of bareUrl ? keys : []) {
    const lcp = med(lh, key, (r) => r.lcp);
    const fcp = med(lh, key, (r) => r.fcp);
    const tbt = med(lh, key, (r) => r.tbt);
    const performance = med(lh, key, (r) => r.scores.performance);
    const realLcp = med(real, key, (r) => r.lcp);
    rows.push(
      row({
        name: `LCP ${key} ÷ LCP bare React + router page`,
        goal: 0.9,
        limit: 1.0,
        value: lcp && bare.lcp ? lcp / bare.lcp : null,
        format: 'ratio',
        state: state(lh, key),
        detail: failure(lh, key),
      }),
      row({
        name: `FCP ${key} ÷ FCP bare React + router page`,
        goal: 0.9,
        limit: 1.0,
        value: fcp && bare.fcp ? fcp / bare.fcp : null,
        format: 'ratio',
        state: state(lh, key),
        detail: failure(lh, key),
      }),
      row({
        name: `Performance ${key} − bare React + router page`,
        better: 'higher',
        goal: -1,
        limit: -3,
        value: known(performance, bare.performance) ? performance - bare.performance : null,
        format: 'score',
        state: state(lh, key),
        detail: failure(lh, key),
      }),
      row({
        name: `TBT ${key} − bare React + router page`,
        goal: 50,
        limit: 150,
        value: known(tbt, bare.tbt) ? tbt - bare.tbt : null,
        format: 'ms',
        state: state(lh, key),
        detail: failure(lh, key),
      }),
      row({
        name: `LCP ${key} ÷ bare page, devtools throttling (${runsNote})`,
        goal: 1.0,
        limit: 1.0,
        value: realLcp && bare.realLcp ? realLcp / bare.realLcp : null,
        format: 'ratio',
        state: state(real, key),
        detail: failure(real, key),
      }),
    );
  }
  for (const page of pages) {
    const runsOf = lh.results[page.key];
    if (!runsOf.length) continue;
    notes.push(
      `Lighthouse ${page.key}: LCP ${runsOf.map((r) => formats.s(r.lcp)).join(', ')}; FCP ${runsOf.map((r) => formats.s(r.fcp)).join(', ')}; TBT ${runsOf.map((r) => formats.ms(r.tbt)).join(', ')}; performance ${runsOf.map((r) => r.scores.performance).join(', ')}; with devtools throttling LCP ${real.results[page.key].map((r) => formats.s(r.lcp)).join(', ')}.`,
    );
    const element = runsOf.find((r) => r.lcpElement)?.lcpElement;
    if (element) notes.push(`LCP element of ${page.key}: \`${element.replace(/\s+/g, ' ')}\``);
    const busiest = runsOf.at(Math.floor(runsOf.length / 2))?.busiest ?? [];
    if (busiest.length)
      notes.push(
        `Main-thread time by script on ${page.key} (bootup-time, one run): ${busiest.map((b) => `${pathOf(b.url)} ${b.ms} ms`).join(', ')}.`,
      );
    notes.push(
      `Long tasks over 100 ms on ${page.key} (long-tasks, each run): simulated ${runsOf.map(longOnes).join(' | ')}; devtools ${real.results[page.key].map(longOnes).join(' | ') || 'no run'}.`,
    );
    const failed = [...new Set(runsOf.flatMap((r) => r.failed))];
    if (failed.length) notes.push(`Audits not passed on ${page.key}: ${failed.join(', ')}.`);
  }
  return { rows, notes, results: { simulated: lh.results, devtools: real.results } };
}
