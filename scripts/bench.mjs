// npm run bench: builds the app, serves it on the Hosting emulator with the seed data and
// measures every budget of docs/performance.md; prints one table and exits non-zero when a
// hard limit is broken. Ratios compare pages measured in this same run: the machine is noisy.
//
//   npm run bench              every row (starts the emulators itself when none are running)
//   npm run bench:size         the size rows only: a build and no browser (what CI runs)
//   node scripts/bench.mjs --runs=1 --card-runs=2   quicker, noisier
//   node scripts/bench.mjs --lighthouse-only        the size, scripts-fetched and Lighthouse rows
//                                                   (/ and /allFood signed out and signed in)
//   node scripts/bench.mjs --languages              the size rows and Lighthouse of / in English
//                                                   and in Bangla only (no bare page, signed out)
//   npm run bench -- --journey                      the buying journey's rows only, against the
//                                                   2024 client (--journey-rounds=5,
//                                                   --journey-dwell=1000 ms; 0 turns the dwell off)
//   npm run bench -- --mail                         the order-mail rows only
//                                                   (--mail-rounds=30)
//   npm run bench -- --meal                         the meal rows only
//                                                   (--meal-rounds=10)
//   npm run bench -- --allergens                    the allergen filters' reads only
//   npm run bench -- --photos                       the photo rows only: upload, card image
//                                                   bytes, LCP with photos (--photo-rounds=5)
//   npm run bench -- --limits                       a slot limit's cost to the purchase and the
//                                                   expiry's lateness (--limit-rounds=20)
//   node scripts/bench.mjs --static                 a quick look, not the figure of record: the
//                                                   signed-out Lighthouse rows without emulators,
//                                                   web/dist/client on superstatic (data reads fail)
//   node scripts/bench/sales.mjs                    the My sales rows only (emulators running)
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { buildApp, buildBaseline, clientDir } from './bench/build.mjs';
import { journeyRows } from './bench/journey.mjs';
import { liveLatencyRows, liveSizeRows } from './bench/live.mjs';
import { pickupSelectRows } from './bench/pickup.mjs';
import { deferredLibraries, measureFirstLoad, pageFirstLoad, prerendered } from './bench/size.mjs';
import { broken, formats, median, printTable, row } from './bench/table.mjs';
import { emulatorEnv, firebaseBin, projectId, root, run } from './emulators.mjs';

const argv = process.argv.slice(2);
const option = (name, fallback) => {
  const found = argv.find((a) => a.startsWith(`--${name}=`));
  return found ? Number(found.split('=')[1]) : fallback;
};
const sizeOnly = argv.includes('--size');
const inside = argv.includes('--inside');
const staticSite = argv.includes('--static');
const languagesOnly = argv.includes('--languages');
const lighthouseOnly = staticSite || languagesOnly || argv.includes('--lighthouse-only');
const journeyOnly = argv.includes('--journey');
const mailOnly = argv.includes('--mail');
const allergensOnly = argv.includes('--allergens');
const mailRounds = option('mail-rounds', 30);
const mealOnly = argv.includes('--meal');
const mealRounds = option('meal-rounds', 10);
const photosOnly = argv.includes('--photos');
const photoRounds = option('photo-rounds', 5);
const limitsOnly = argv.includes('--limits');
const limitRounds = option('limit-rounds', 20);
const journeyOptions = {
  rounds: option('journey-rounds', 5),
  dwellMs: option('journey-dwell', 1000),
};
const lighthouseRuns = option('runs', 5);
const cardRuns = option('card-runs', 5);
const hostingUrl = 'http://127.0.0.1:5000';
const suitePorts = [9099, 8080, 5001, 5000];
const scale = { large: ['demo-bench-10k', 10_000], small: ['demo-bench-100', 100] };

process.env.METADATA_SERVER_DETECTION ??= 'none'; // the Admin SDK: no cloud metadata lookups
const started = Date.now();
const loadAtStart = loadavg()[0];
const log = (text) =>
  console.log(`[bench ${((Date.now() - started) / 1000).toFixed(0)} s] ${text}`);

const listening = (port) =>
  new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => socket.end(resolve(true)));
    socket.once('error', () => resolve(false));
  });

// ------------------------------------------------------------------------------- size rows
const firstLoadJs = { goal: 110_000, limit: 140_000 };

const pagesOf = (first) => Object.keys(prerendered).map((path) => [path, first[path]]);

function sizeRows(first) {
  const rows = [];
  // The first-load budget. Its goal stays; the hard limit is React Router's framework
  // runtime (about 112 kB with React before any page of ours) plus the pages' own code, with
  // room for no more than that (decision 110, docs/performance.md).
  for (const [path, page] of pagesOf(first))
    rows.push(
      row({
        name: `First-load JS, gzip -9 (${path})`,
        goal: firstLoadJs.goal,
        limit: firstLoadJs.limit,
        // No script found is a bench that lost track of the page, not a free first load.
        value: page?.js || null,
        format: 'kB',
        detail: page ? (page.js ? null : 'no script found in its HTML') : 'not prerendered',
      }),
    );
  // One stylesheet (Tailwind's output) serves both pages: the larger of the two.
  const css = pagesOf(first).map(([, page]) => page?.css ?? 0);
  rows.push(
    row({
      name: 'First-load CSS, gzip -9 (/ and /allFood)',
      goal: 15_000,
      limit: 25_000,
      value: Math.max(...css) || null,
      format: 'kB',
      detail: 'no stylesheet found',
    }),
  );
  // The first screen is in the HTML (decision 110): it must stay small enough to arrive in
  // the first round trips.
  for (const [path, page] of pagesOf(first))
    rows.push(
      row({
        name: `HTML of ${path}, gzip -9`,
        goal: 20_000,
        limit: 20_000,
        value: page?.html.gzip ?? null,
        format: 'kB',
        detail: 'not prerendered',
      }),
    );
  const pages = pagesOf(first).map(([, page]) => page);
  const known = pages.every((page) => page?.chunksKnown);
  rows.push(
    row({
      name: 'Deferred libraries in the first load (/ and /allFood)',
      goal: 0,
      limit: 0,
      value: known ? new Set(pages.flatMap((page) => page.deferredFound)).size : null,
      format: 'count',
      detail: 'no module list',
    }),
  );
  return rows;
}

function sizeNotes(first, baseline) {
  const notes = [];
  for (const [path, page] of pagesOf(first)) {
    if (!page) continue;
    notes.push(
      `First load of ${path}: ${page.files.map((f) => `${f.url.replace('/assets/', '')} ${formats.kB(f.gzip)}`).join(', ')}; its HTML ${formats.kB(page.html.gzip)} (${formats.kB(page.html.raw)} raw).`,
      `Largest parts of the first-load JS of ${path} (bytes in the bundle before minification): ${page.packages
        .slice(0, 6)
        .map(([name, bytes]) => `${name} ${formats.kB(bytes)}`)
        .join(', ')}.`,
    );
  }
  const found = [...new Set(pagesOf(first).flatMap(([, page]) => page?.deferredFound ?? []))];
  notes.push(
    found.length
      ? `Deferred libraries found in the first load: ${found.join(', ')}.`
      : `None of ${deferredLibraries.join(', ')} is in the first load.`,
  );
  if (baseline)
    notes.push(`Baseline (bare React + router) first-load JS: ${formats.kB(baseline.js)}.`);
  return notes;
}

/**
 * The first load of / in Bangla less in English: its HTML and its catalogs are Bangla, its
 * code the same (decision 210). `bangla` is the Bangla build's client dir and chunks.
 */
function languageRow(first, bangla) {
  const english = first['/'];
  const bn = pageFirstLoad(bangla.dir, prerendered['/'], bangla.chunks);
  return row({
    name: 'First-load JS of / in Bangla − in English, gzip -9',
    goal: 5_000,
    limit: 5_000,
    value: english?.js && bn.js ? bn.js - english.js : null,
    format: 'kB',
    detail: 'no script found',
  });
}

/**
 * The size rows of the build in web/dist/client, and the baseline built into tmp. `bangla`:
 * the same app built in Bangla (buildBangla).
 */
async function measureSizes(chunks, tmp, bangla) {
  const baselineDir = join(tmp, 'baseline');
  await buildBaseline(baselineDir);
  const first = measureFirstLoad(clientDir, chunks);
  const live = liveSizeRows(clientDir, chunks);
  return {
    first,
    baselineDir,
    rows: [...sizeRows(first), languageRow(first, bangla), ...live.rows],
    notes: [...sizeNotes(first, pageFirstLoad(baselineDir, 'index.html')), ...live.notes],
  };
}

/** The app built with its pages in Bangla, copied into tmp: before the English build. */
async function buildBangla(tmp) {
  const dir = join(tmp, 'bn');
  return { dir, chunks: await buildApp(dir, { FOODTABLE_PAGE_LANGUAGE: 'bn' }) };
}

function finish(rows, notes, extra = {}) {
  // Lighthouse's simulated timings scale with the CPU time it observes: on a busy machine the
  // absolute rows drift, the ratios much less.
  notes.push(
    `Load average (1 min) at start ${loadAtStart.toFixed(1)}, at end ${loadavg()[0].toFixed(1)}, on ${availableParallelism()} cores.`,
  );
  console.log('');
  printTable(rows);
  console.log('');
  for (const note of notes) console.log(`- ${note}`);
  const failures = broken(rows);
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  console.log(
    failures.length
      ? `\nHard limit broken or not measured: ${failures.map((r) => `${r.name}: ${r.measured}, hard limit ${r.limit}`).join('; ')} (${seconds} s)`
      : `\nEvery hard limit holds (${seconds} s).`,
  );
  mkdirSync(join(root, 'artifacts'), { recursive: true });
  writeFileSync(
    join(
      root,
      'artifacts',
      sizeOnly
        ? 'bench-size.json'
        : journeyOnly
          ? 'bench-journey.json'
          : allergensOnly
            ? 'bench-allergens.json'
            : mailOnly
              ? 'bench-mail.json'
              : mealOnly
                ? 'bench-meal.json'
                : photosOnly
                  ? 'bench-photos.json'
                  : limitsOnly
                    ? 'bench-limits.json'
                    : 'bench.json',
    ),
    `${JSON.stringify({ date: new Date().toISOString(), rows, notes, ...extra }, null, 2)}\n`,
  );
  process.exit(failures.length ? 1 : 0);
}

// ------------------------------------------------------------------------- size-only mode
async function benchSize() {
  const tmp = mkdtempSync(join(tmpdir(), 'foodtable-bench-'));
  try {
    log(
      'Building the app in Bangla, then into web/dist (react-router build --mode emulator) and the baseline…',
    );
    const bangla = await buildBangla(tmp);
    const sizes = await measureSizes(await buildApp(), tmp, bangla);
    finish(sizes.rows, sizes.notes, { firstLoad: sizes.first });
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

// --------------------------------------------------------------------------- full bench
async function benchAll() {
  log('Loading Lighthouse, Playwright and the Admin SDK…');
  const { serveStatic } = await import('./bench/serve.mjs');
  const { lighthouseRows } = await import('./bench/lighthouse.mjs');
  const browserRows = await import('./bench/browser.mjs');
  const shared = await tsImport('../functions/src/shared/index.ts', import.meta.url);
  const seedData = await tsImport('./seed/data.ts', import.meta.url);
  const { seedScale } = await tsImport('./bench/seed-scale.ts', import.meta.url);
  const { pageSizes } = shared;

  const tmp = mkdtempSync(join(tmpdir(), 'foodtable-bench-'));
  const servers = [];
  const notes = [];
  const rows = [];
  try {
    // Builds: the scale variants (same app, own Firestore project, copied to a temporary
    // folder) for the browser rows, then the app itself, left in web/dist (what the Hosting
    // emulator serves), and the baseline.
    const variants = {};
    if (!lighthouseOnly)
      for (const [key, [project]] of Object.entries(scale)) {
        log(`Building the app for ${project}…`);
        variants[key] = join(tmp, project);
        await buildApp(variants[key], { VITE_FIREBASE_PROJECT_ID: project });
      }
    log('Building the app in Bangla, then into web/dist in every language, and the baseline…');
    const bangla = await buildBangla(tmp);
    const sizes = await measureSizes(
      await buildApp(clientDir, {}, { languages: true }),
      tmp,
      bangla,
    );
    rows.push(...sizes.rows);
    notes.push(...sizes.notes);

    if (inside) {
      log('Seeding the demo data…');
      await run(join(root, 'node_modules', '.bin', 'tsx'), ['scripts/seed/seed.ts']);
    }
    for (const [key, [project, count]] of Object.entries(scale)) {
      if (!variants[key]) continue;
      const seeded = await seedScale(project, count);
      log(
        seeded.reused
          ? `${project}: ${count} foods already seeded`
          : `${project}: seeded ${count} foods in ${seeded.seconds.toFixed(1)} s`,
      );
    }
    const baseline = await serveStatic(sizes.baselineDir);
    servers.push(baseline);
    const served = {};
    for (const [key, dir] of Object.entries(variants)) {
      served[key] = await serveStatic(dir);
      servers.push(served[key]);
    }
    let siteUrl = hostingUrl;
    if (staticSite) {
      const site = await serveStatic(clientDir);
      servers.push(site);
      siteUrl = site.url;
      notes.push(
        `--static is a quick look, not the figure of record: / and /allFood served by superstatic from web/dist/client without emulators, so the pages' data reads fail, their sections keep their skeletons and the signed-in Lighthouse rows are not measured.`,
      );
    }

    // ---- the first load as the browser fetches it
    log('Scripts a fresh visitor downloads on / and /allFood…');
    const probe = await browserRows.launchBrowser();
    try {
      for (const path of Object.keys(prerendered)) {
        const fetched = await browserRows.fetchedScripts(probe, `${siteUrl}${path}`);
        rows.push(
          row({
            name: `First-load JS the browser fetches, gzip -9 (${path})`,
            goal: firstLoadJs.goal,
            limit: firstLoadJs.limit,
            value: fetched.files.length ? fetched.bytes : null,
            format: 'kB',
            detail: fetched.files.length ? 'a script body was not kept' : 'no script fetched',
          }),
        );
        notes.push(
          `Scripts fetched on ${path} until the network was quiet: ${fetched.files.map((f) => `${f.path.replace('/assets/', '')} ${f.gzip === null ? '?' : formats.kB(f.gzip)}`).join(', ')}.`,
        );
      }
    } finally {
      await probe.close();
    }

    // ---- browser rows: scale, reads, axe
    // --lighthouse-only and --static skip these (they need the emulators and the seed data).
    const browser = lighthouseOnly ? null : await browserRows.launchBrowser();
    let allFoodReady = lighthouseOnly;
    if (browser)
      try {
        log(`Time to first cards on /allFood, 10,000 vs 100 foods, ${cardRuns} runs each…`);
        const times = { large: [], small: [] };
        const reads = { large: [], small: [] };
        let cardsState = 'cards';
        // One unmeasured load of each first: the emulator's first query of a project pays for
        // warming up the JVM, which says nothing about 10,000 against 100 documents.
        for (const key of ['large', 'small'])
          cardsState = (await browserRows.firstCards(browser, `${served[key].url}/allFood`)).state;
        for (let i = 0; i < cardRuns && cardsState === 'cards'; i++) {
          for (const key of i % 2 ? ['small', 'large'] : ['large', 'small']) {
            const result = await browserRows.firstCards(browser, `${served[key].url}/allFood`);
            if (result.state !== 'cards') {
              cardsState = result.state;
              break;
            }
            times[key].push(result.ms);
            reads[key].push(result.docs);
          }
        }
        allFoodReady = cardsState === 'cards';
        const ratio =
          allFoodReady && median(times.small) ? median(times.large) / median(times.small) : null;
        const pendingOrError = cardsState === 'pending' ? 'pending' : 'error';
        rows.push(
          row({
            name: `First cards /allFood: 10,000 ÷ 100 foods (median of ${cardRuns})`,
            goal: 1.3,
            limit: 1.3,
            value: ratio,
            format: 'ratio',
            state: allFoodReady ? undefined : pendingOrError,
            detail: allFoodReady ? null : 'no food cards appeared',
          }),
          row({
            name: 'Docs read, /allFood first page (10,000 foods)',
            goal: pageSizes.foods,
            limit: pageSizes.foods + 1,
            value: allFoodReady ? Math.max(...reads.large) : null,
            format: 'count',
            state: allFoodReady ? undefined : pendingOrError,
          }),
        );
        if (allFoodReady)
          notes.push(
            `First cards on /allFood: 10,000 foods ${formats.s(median(times.large))}, 100 foods ${formats.s(median(times.small))} (medians; runs ${times.large.map(formats.s).join(', ')} vs ${times.small.map(formats.s).join(', ')}).`,
          );

        log('Documents read by one search and by the home page…');
        const search = allFoodReady
          ? await browserRows.searchReads(browser, `${served.large.url}/allFood`, 'icken')
          : { state: pendingOrError };
        rows.push(
          row({
            name: 'Docs read, one inside-word search "icken" (10,000 foods)',
            goal: pageSizes.foods,
            limit: pageSizes.foods + 1,
            value: search.docs ?? null,
            format: 'count',
            state:
              search.state === 'cards'
                ? undefined
                : search.state === 'pending'
                  ? 'pending'
                  : 'error',
            detail: search.state === 'cards' ? null : 'search found no cards',
          }),
        );
        const home = await browserRows.firstCards(browser, `${served.large.url}/`);
        rows.push(
          row({
            name: 'Docs read, home with top selling (10,000 foods)',
            goal: pageSizes.topSelling,
            limit: pageSizes.topSelling + 1,
            value: home.docs ?? null,
            format: 'count',
            // The home page has no cards until its top-selling section is built.
            state: home.state === 'cards' ? undefined : 'pending',
          }),
        );

        log('axe on every page, signed out and signed in…');
        const alice = seedData.demoAccounts.alice;
        const aliceFood = seedData.seedFoods.find((f) => f.owner === 'alice')?.id;
        const bobFood = seedData.seedFoods.find((f) => f.owner === 'bob')?.id;
        const publicPages = [
          '/',
          '/allFood',
          '/gallery',
          `/singleFood/${aliceFood}`,
          '/no-such-page',
        ];
        const axe = await browserRows.axePages(browser, hostingUrl, {
          account: alice,
          signedOut: [...publicPages, '/login', '/register'],
          signedIn: [
            ...publicPages,
            `/foodPurchase/${bobFood}`,
            '/addFoodItem',
            '/myAddedFood',
            `/updateMyList/${aliceFood}`,
            '/myOrderedFood',
          ],
        });
        const checked = axe.filter((r) => r.state === 'checked');
        const pendingPages = axe.filter((r) => r.state === 'pending');
        rows.push(
          row({
            name: `axe serious+critical, ${checked.length} of ${axe.length} page views`,
            goal: 0,
            limit: 0,
            value: checked.reduce((n, r) => n + r.serious, 0),
            format: 'count',
          }),
        );
        for (const r of checked.filter((c) => c.serious))
          notes.push(`axe, ${r.path} (${r.who}): ${r.rules.join(', ')}.`);
        if (pendingPages.length)
          notes.push(
            `axe pending (page not built yet): ${pendingPages.map((r) => `${r.path} (${r.who})`).join(', ')}.`,
          );
        log('Live kitchen latencies, 10 samples each…');
        const liveRows = await liveLatencyRows(browser, hostingUrl);
        rows.push(...liveRows.rows);
        notes.push(...liveRows.notes);
        log("The purchase form's Pickup time select, 5 loads at 4× CPU…");
        const pickupRows = await pickupSelectRows(browser, hostingUrl);
        rows.push(...pickupRows.rows);
        notes.push(...pickupRows.notes);
        log(
          `The buying journey, FoodTable and the 2024 client, ${journeyOptions.rounds} rounds at 4× CPU…`,
        );
        const journey = await journeyRows(browser, hostingUrl, { ...journeyOptions, log });
        rows.push(...journey.rows);
        notes.push(...journey.notes);
        log(`A meal of 5: placeOrder, the cook's page and the navbar's count…`);
        const { mealRows } = await import('./bench/meal.mjs');
        const meal = await mealRows(browser, hostingUrl, { rounds: mealRounds, log });
        rows.push(...meal.rows);
        notes.push(...meal.notes);
        // Before the Lighthouse rows: the seed dishes carry photos only while these run.
        log('Photos: upload, card image bytes and LCP with photos…');
        const { photoRows } = await import('./bench/photos.mjs');
        const photos = await photoRows(browser, hostingUrl, {
          rounds: photoRounds,
          lcpRuns: lighthouseRuns,
          log,
        });
        rows.push(...photos.rows);
        notes.push(...photos.notes);
      } finally {
        await browser.close();
      }
    else
      notes.push(
        'The browser rows (cards, reads, axe, live, pickup, journey, meal, photos) were not measured.',
      );

    // ---- order mail: purchase to the cook's inbox, and the purchase with mail on ÷ off
    if (!lighthouseOnly) {
      log(`Order mail, ${mailRounds} rounds…`);
      const { mailRows } = await import('./bench/mail.mjs');
      const mail = await mailRows({ rounds: mailRounds, log });
      rows.push(...mail.rows);
      notes.push(...mail.notes);
      const { limitsRows } = await import('./bench/limits.mjs');
      const limits = await limitsRows({ rounds: limitRounds, log });
      rows.push(...limits.rows);
      notes.push(...limits.notes);
    }

    // ---- My sales at 100 and 10,000 completed orders (Node on the emulator, no browser)
    if (!lighthouseOnly) {
      log('The allergen filters at 10,000 dishes…');
      const { allergenRows } = await tsImport('./bench/allergens-reads.ts', import.meta.url);
      const allergens = await allergenRows(log);
      rows.push(...allergens.rows.map((r) => row({ ...r, format: 'count' })));
      notes.push(...allergens.notes);
      log('My sales and sales.csv at 100 and 10,000 completed orders…');
      const { salesRows } = await import('./bench/sales.mjs');
      const sales = await salesRows();
      rows.push(...sales.rows);
      notes.push(...sales.notes);
    }

    // ---- Lighthouse: bare page, / and /allFood signed out and (not --static) signed in as
    // the demo account Alice, simulated then devtools throttling (--languages: / in English
    // and in Bangla only)
    const lh = await lighthouseRows({
      bareUrl: languagesOnly ? null : baseline.url,
      siteUrl,
      runs: lighthouseRuns,
      log,
      account: staticSite || languagesOnly ? null : seedData.demoAccounts.alice,
      ...(languagesOnly ? { paths: ['/'] } : {}),
    });
    rows.push(...lh.rows);
    notes.push(...lh.notes);
    if (!allFoodReady) notes.push('/allFood shows no food cards: its rows are pending or errors.');
    finish(rows, notes, { firstLoad: sizes.first, lighthouse: lh.results });
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    rmSync(tmp, { recursive: true, force: true });
  }
}

// ------------------------------------------------------------------- journey-only mode
// The buying journey's rows alone: the app built into web/dist (what Hosting serves), the demo
// data, and the journey against the 2024 reference client (scripts/bench/journey.mjs).
async function benchJourney() {
  log('Building the app into web/dist (react-router build --mode emulator)…');
  await buildApp();
  if (inside) {
    log('Seeding the demo data…');
    await run(join(root, 'node_modules', '.bin', 'tsx'), ['scripts/seed/seed.ts']);
  }
  const { launchBrowser } = await import('./bench/browser.mjs');
  const browser = await launchBrowser();
  let journey;
  try {
    log(
      `The buying journey, FoodTable and the 2024 client, ${journeyOptions.rounds} rounds at 4× CPU…`,
    );
    journey = await journeyRows(browser, hostingUrl, { ...journeyOptions, log });
  } finally {
    await browser.close();
  }
  finish(journey.rows, journey.notes, {
    journey: { runs: journey.runs, scripts: journey.scripts },
  });
}

// ---------------------------------------------------------------------- mail-only mode
// The order-mail rows alone: the emulators' functions and a mail catcher; no
// browser and no web build.
async function benchMail() {
  const { mailRows } = await import('./bench/mail.mjs');
  log(`Order mail: ${mailRounds} rounds of a purchase with mail on and one with mail off…`);
  const mail = await mailRows({ rounds: mailRounds, log });
  finish(mail.rows, mail.notes, { mail: mail.runs });
}

// -------------------------------------------------------------------- limits-only mode
// The slot limit's cost to a purchase and the expiry's lateness: the emulators' functions, the
// task queue and a mail catcher (scripts/bench/limits.mjs); no browser and no web build.
async function benchLimits() {
  const { limitsRows } = await import('./bench/limits.mjs');
  const limits = await limitsRows({ rounds: limitRounds, log });
  finish(limits.rows, limits.notes, { limits: limits.runs });
}

// ---------------------------------------------------------------------- meal-only mode
// The meal rows alone: the app built into web/dist (what Hosting serves), then
// placeOrder from Node and two pages in Chromium (scripts/bench/meal.mjs).
async function benchMeal() {
  log('Building the app into web/dist (react-router build --mode emulator)…');
  await buildApp();
  const { mealRows } = await import('./bench/meal.mjs');
  const { launchBrowser } = await import('./bench/browser.mjs');
  const browser = await launchBrowser();
  let meal;
  try {
    log(`A meal of 5: placeOrder, the cook's page and the navbar's count, ${mealRounds} rounds…`);
    meal = await mealRows(browser, hostingUrl, { rounds: mealRounds, log });
  } finally {
    await browser.close();
  }
  finish(meal.rows, meal.notes, { meal: meal.runs });
}

// --------------------------------------------------------------------- photos-only mode
// The photo rows alone: the app built into web/dist (what Hosting serves), the demo data, then
// an upload in Chromium, /allFood's card images and its LCP with photos (scripts/bench/photos.mjs).
async function benchPhotos() {
  log('Building the app into web/dist (react-router build --mode emulator)…');
  await buildApp();
  if (inside) {
    log('Seeding the demo data…');
    await run(join(root, 'node_modules', '.bin', 'tsx'), ['scripts/seed/seed.ts']);
  }
  const { photoRows } = await import('./bench/photos.mjs');
  const { launchBrowser } = await import('./bench/browser.mjs');
  const browser = await launchBrowser();
  let photos;
  try {
    photos = await photoRows(browser, hostingUrl, {
      rounds: photoRounds,
      lcpRuns: lighthouseRuns,
      log,
    });
  } finally {
    await browser.close();
  }
  finish(photos.rows, photos.notes, { photos: photos.runs });
}

// ------------------------------------------------------------------ allergens-only mode
// /allFood's Diet and Free from filters (decision 150): the reads of a page at 10,000 dishes,
// from Node against the emulator (scripts/bench/allergens-reads.ts); no browser, no build.
async function benchAllergens() {
  const { allergenRows } = await tsImport('./bench/allergens-reads.ts', import.meta.url);
  log('The allergen filters at 10,000 dishes (seeded once into demo-bench-allergens)…');
  const allergens = await allergenRows(log);
  finish(
    allergens.rows.map((r) => row({ ...r, format: 'count' })),
    allergens.notes,
  );
}

// ------------------------------------------------------------------------------ entry
const benchRun = journeyOnly
  ? benchJourney
  : allergensOnly
    ? benchAllergens
    : mailOnly
      ? benchMail
      : mealOnly
        ? benchMeal
        : photosOnly
          ? benchPhotos
          : limitsOnly
            ? benchLimits
            : benchAll;
if (sizeOnly) {
  await benchSize();
} else if (inside || staticSite) {
  await benchRun();
} else {
  const up = await Promise.all(suitePorts.map(listening));
  if (up.every(Boolean)) {
    log('Using the emulator suite already running (Hosting serves web/dist/client).');
    await benchRun();
  } else if (up.some(Boolean)) {
    const busy = suitePorts.filter((_, i) => up[i]);
    console.error(
      `Some emulator ports are in use (${busy.join(', ')}) but not the whole suite (${suitePorts.join(', ')}): stop what holds them, or start the suite with npm start.`,
    );
    process.exit(1);
  } else {
    log('Starting the emulator suite (firebase emulators:exec)…');
    await run('npm', ['run', 'build', '-w', 'functions']);
    // Hosting wants its folder to exist when it starts; the run inside builds into it.
    mkdirSync(clientDir, { recursive: true });
    const passOn = argv.filter((a) => a !== '--inside').join(' ');
    const child = spawn(
      firebaseBin,
      [
        'emulators:exec',
        '--project',
        projectId,
        '--only',
        'auth,firestore,functions,hosting,tasks',
        `node scripts/bench.mjs --inside ${passOn}`.trim(),
      ],
      { cwd: root, env: emulatorEnv(), stdio: ['ignore', 'pipe', 'pipe'] },
    );
    // The emulators log every request: keep that in a file, show the bench's own lines.
    mkdirSync(join(root, 'artifacts'), { recursive: true });
    const logPath = join(root, 'artifacts', 'bench-emulators.log');
    const logFile = createWriteStream(logPath);
    let showing = false;
    let partial = '';
    const echo = (chunk) => {
      logFile.write(chunk);
      const lines = (partial + chunk.toString()).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) {
        // Progress lines, then everything from the table on (it starts with a blank line).
        if (line.startsWith('[bench')) console.log(line);
        else if (showing || line.startsWith('| row')) {
          showing = !line.startsWith('Every hard limit') && !line.startsWith('Hard limit');
          console.log(line);
        }
      }
    };
    child.stdout.on('data', echo);
    child.stderr.on('data', echo);
    child.on('exit', (code, signal) => {
      logFile.end();
      if (code) console.log(`(emulator and bench output: ${logPath})`);
      process.exit(code ?? (signal ? 1 : 0));
    });
  }
}
