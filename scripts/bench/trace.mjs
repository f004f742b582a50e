// Where a page's main-thread time goes after its first paint: a Chromium performance trace at
// 4× CPU of a fresh visit, and every task over 50 ms after the first contentful paint, named
// by what it did (the scripts it evaluated or ran, style recalculation, layout, parsing).
//
//   node scripts/bench/trace.mjs [--signed-in] [--lang=bn|hi] [--runs=N] [--url=…] [paths…]
//
// Against a running stack (`npm start`): paths default to / and /allFood and a dish's page.
// `--signed-in` signs the demo account Alice in through the login page first, in the same
// browser context, so the visit has her session (and the login page's cached code). Each
// path is opened in a new tab of a fresh context; the trace runs until the network has been
// quiet for half a second, or 8 s. `--lang` sets the language cookie that Hosting chooses the
// HTML by. Writes artifacts/trace-<page>.json (the raw trace, for DevTools).
//
// Script time is attributed from the trace's CPU profile samples: to the source package or
// file when the build has source maps (`npx tsx build-tools/build.ts --mode emulator
// --sourcemapClient hidden` in web/, then the stack serves it), else to the chunk. With the
// source maps each run also gives the time inside React's synchronous renders after the first
// paint: updates outside a transition, drawn in one task whatever their size.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { SourceMapConsumer } from 'source-map-js';
import { root } from '../emulators.mjs';
import { cardSelector, launchBrowser } from './browser.mjs';
import { clientDir } from './build.mjs';
import { signIn } from './live.mjs';

const argv = process.argv.slice(2);
const option = (name, fallback) =>
  argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const baseUrl = option('url', 'http://127.0.0.1:5000');
const runs = Number(option('runs', 1));
const signedIn = argv.includes('--signed-in');
const language = option('lang', null);
const longTaskMs = 50;
const cpuSlowdown = 4;
const viewport = { width: 412, height: 915 };

const categories = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'v8.execute',
  'v8',
  'blink.user_timing',
  'loading',
  'disabled-by-default-v8.cpu_profiler',
];

/** The id of a dish of the seed, for the deep link: the first card's link on /allFood. */
async function aDishPath(browser) {
  const page = await browser.newPage();
  await page.goto(`${baseUrl}/allFood`);
  const href = await page.locator(cardSelector).first().getAttribute('href');
  await page.close();
  return new URL(href, baseUrl).pathname;
}

async function signInAlice(context) {
  const page = await context.newPage();
  await signIn(page, baseUrl, 'alice@foodtable.test', 'Alice123');
  await page.close();
}

/** The page's navigation: its start event, on the main thread of the renderer that loaded it. */
function pageNavigation(events, url) {
  return events.find(
    (e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL === url,
  );
}

const shortUrl = (url) => (url ? url.replace(baseUrl, '').replace(/^.*\/assets\//, '') : '');

/** What one piece of work inside a task was, in a word and its script. */
function label(event) {
  const data = event.args?.data ?? event.args?.beginData ?? {};
  switch (event.name) {
    case 'EvaluateScript':
    case 'v8.compileModule':
    case 'v8.evaluateModule':
      return `${event.name} ${shortUrl(data.url ?? event.args?.fileName)}`;
    case 'FunctionCall':
      return `script ${shortUrl(data.url)}${data.functionName ? ` ${data.functionName}` : ''}`;
    case 'EventDispatch':
      return `event ${data.type}`;
    case 'TimerFire':
      return 'timer';
    case 'UpdateLayoutTree':
      return 'style recalculation';
    case 'ParseAuthorStyleSheet':
      return `parse stylesheet ${shortUrl(data.styleSheetUrl)}`;
    default:
      return event.name;
  }
}

const leafKinds = new Set([
  'EvaluateScript',
  'v8.compileModule',
  'v8.evaluateModule',
  'FunctionCall',
  'EventDispatch',
  'TimerFire',
  'FireAnimationFrame',
  'RunMicrotasks',
  'UpdateLayoutTree',
  'Layout',
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'Paint',
  'PrePaint',
  'Layerize',
  'MajorGC',
  'MinorGC',
  'V8.GC_SCAVENGER',
  'HitTest',
]);

const maps = new Map();
/** The source map of a built script, when the build wrote one. */
function sourceMapOf(url) {
  if (!maps.has(url)) {
    const file = join(clientDir, 'assets', `${basename(new URL(url).pathname)}.map`);
    maps.set(
      url,
      existsSync(file) ? new SourceMapConsumer(JSON.parse(readFileSync(file, 'utf8'))) : null,
    );
  }
  return maps.get(url);
}

/** Where a profile frame of our build is in its sources (a source map's position), or null. */
function originalOf(frame) {
  const map = frame.url?.startsWith(baseUrl) ? sourceMapOf(frame.url) : null;
  return (
    map?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber }) ?? null
  );
}

/** A sample's place as a reader names it: a package, a file of ours, or the chunk. */
function sourceOf(frame) {
  if (!frame.url) return frame.functionName || '(native)';
  if (!frame.url.startsWith(baseUrl)) return frame.url;
  const at = originalOf(frame);
  if (!at?.source) return shortUrl(frame.url);
  const pkg = at.source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  return pkg ? pkg[1] : at.source.replace(/^.*\/src\//, 'src/');
}

/** A profile frame's function as the source names it (the build's names are minified). */
function functionOf(frame) {
  return originalOf(frame)?.name ?? frame.functionName;
}

/**
 * Every CPU profile sample of the main thread: its time, how long until the next, where it was,
 * and whether it was inside React's synchronous render (`renderRootSync`: an update outside a
 * transition, which React draws in one task instead of in slices between frames).
 */
function profileSamples(events, main) {
  const samples = [];
  const nodes = new Map();
  // The main thread's profile only: a worker of the page (the navbar's live views) is profiled
  // in the same process, with a clock and samples of its own.
  const profile = events.find(
    (e) => e.name === 'Profile' && e.pid === main.pid && e.tid === main.tid,
  );
  let time = profile?.args?.data?.startTime;
  for (const chunk of events.filter(
    (e) => e.name === 'ProfileChunk' && e.pid === main.pid && e.id === profile?.id,
  )) {
    const profile = chunk.args.data.cpuProfile ?? {};
    for (const node of profile.nodes ?? []) nodes.set(node.id, node);
    const deltas = chunk.args.data.timeDeltas ?? [];
    (profile.samples ?? []).forEach((id, i) => {
      time += deltas[i] ?? 0;
      samples.push({ ts: time, node: id });
    });
  }
  const inSyncRender = new Map();
  const syncRender = (id) => {
    if (!inSyncRender.has(id)) {
      const node = nodes.get(id);
      inSyncRender.set(
        id,
        !!node &&
          (functionOf(node.callFrame ?? {}) === 'renderRootSync' ||
            (node.parent !== undefined && syncRender(node.parent))),
      );
    }
    return inSyncRender.get(id);
  };
  return samples.map(({ ts, node }, i) => ({
    ts,
    dur: (samples[i + 1]?.ts ?? ts) - ts,
    where: sourceOf(nodes.get(node)?.callFrame ?? {}),
    syncRender: syncRender(node),
  }));
}

/** The tasks over 50 ms after the first contentful paint, each with its three largest parts. */
function longTasks(events, url) {
  // Now and then Chromium leaves the navigation's start out of the trace: the times are then
  // from the first thing the page's renderer did, which is within a few milliseconds of it.
  const navigation =
    pageNavigation(events, url) ??
    events.find((e) => e.name === 'firstContentfulPaint' && e.tid === e.pid);
  if (!navigation) throw new Error(`no navigation to ${url} in the trace`);
  const main = { pid: navigation.pid, tid: navigation.tid };
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid);
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === main.pid);
  const lcp = events
    .filter((e) => e.name === 'largestContentfulPaint::Candidate' && e.pid === main.pid)
    .at(-1);
  const from =
    navigation.name === 'navigationStart' ? navigation.ts : onMain.find((e) => e.ph === 'X').ts;
  const ms = (ts) => Math.round((ts - from) / 1000);
  const tasks = onMain.filter((e) => e.name === 'RunTask' && e.ph === 'X');
  const samples = profileSamples(events, main);
  const long = tasks.filter((t) => t.dur / 1000 > longTaskMs && (!fcp || t.ts >= fcp.ts));
  const before = tasks.filter((t) => t.dur / 1000 > longTaskMs && fcp && t.ts < fcp.ts);
  const describe = (task) => {
    const inside = onMain.filter(
      (e) =>
        e !== task &&
        e.ph === 'X' &&
        leafKinds.has(e.name) &&
        e.ts >= task.ts &&
        e.ts + (e.dur ?? 0) <= task.ts + task.dur,
    );
    // Outermost parts only: a part inside another counts in its parent.
    const outer = inside.filter(
      (e) =>
        !inside.some(
          (other) =>
            other !== e &&
            other.ts <= e.ts &&
            other.ts + other.dur >= e.ts + e.dur &&
            other.dur > e.dur,
        ),
    );
    const byLabel = new Map();
    for (const part of outer) byLabel.set(label(part), (byLabel.get(label(part)) ?? 0) + part.dur);
    const parts = [...byLabel]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([what, dur]) => `${what} ${Math.round(dur / 1000)}`);
    // The profile's samples in the task: where its script time went.
    const bySource = new Map();
    const inTask = samples.filter((p) => p.ts >= task.ts && p.ts <= task.ts + task.dur);
    for (const { where } of inTask) bySource.set(where, (bySource.get(where) ?? 0) + 1);
    const sources = [...bySource]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([where, count]) => `${where} ${Math.round((100 * count) / inTask.length)}%`);
    return { at: ms(task.ts), ms: Math.round(task.dur / 1000), parts, sources };
  };
  return {
    fcp: fcp ? ms(fcp.ts) : null,
    lcp: lcp ? ms(lcp.ts) : null,
    tbtAfterFcp: long.reduce((sum, t) => sum + t.dur / 1000 - longTaskMs, 0),
    syncRenderAfterFcp: samples
      .filter((p) => p.syncRender && (!fcp || p.ts >= fcp.ts))
      .reduce((sum, p) => sum + p.dur / 1000, 0),
    beforeFcp: before.map(describe),
    afterFcp: long.map(describe),
  };
}

async function traceVisit(browser, path) {
  const context = await browser.newContext({ viewport });
  if (language)
    await context.addCookies([
      { name: 'firebase-language-override', value: language, url: baseUrl },
    ]);
  if (signedIn) await signInAlice(context);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await browser.startTracing(page, { categories, screenshots: false });
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
  // A signed-in page keeps a channel open for its live views: the network never rests there,
  // so the trace ends after 8 s at the latest.
  await page.waitForLoadState('networkidle', { timeout: 8_000 }).catch(() => {});
  const trace = JSON.parse((await browser.stopTracing()).toString());
  await context.close();
  return trace;
}

const browser = await launchBrowser();
try {
  const paths = argv.filter((arg) => !arg.startsWith('--'));
  if (!paths.length) paths.push('/', '/allFood', await aDishPath(browser));
  mkdirSync(join(root, 'artifacts'), { recursive: true });
  for (const path of paths) {
    for (let run = 1; run <= runs; run++) {
      const trace = await traceVisit(browser, path);
      const name = `${path.replaceAll('/', '_') || '_'}${signedIn ? '-signed-in' : ''}${language ? `-${language}` : ''}`;
      writeFileSync(join(root, 'artifacts', `trace-${name}.json`), JSON.stringify(trace));
      const found = longTasks(trace.traceEvents, `${baseUrl}${path}`);
      console.log(
        `\n${path}${signedIn ? ' (signed in)' : ''}${language ? ` in ${language}` : ''}, run ${run}: FCP ${found.fcp} ms, LCP ${found.lcp} ms, ` +
          `blocking after FCP ${Math.round(found.tbtAfterFcp)} ms, ` +
          `React's synchronous renders after FCP ${Math.round(found.syncRenderAfterFcp)} ms`,
      );
      for (const [when, tasks] of [
        ['before FCP', found.beforeFcp],
        ['after FCP', found.afterFcp],
      ]) {
        for (const task of tasks)
          console.log(
            `  ${when.padEnd(10)} at ${String(task.at).padStart(5)} ms  ${String(task.ms).padStart(4)} ms  ` +
              `${task.parts.join('; ')}\n${' '.repeat(36)}samples: ${task.sources.join(', ')}`,
          );
      }
    }
  }
} finally {
  await browser.close();
}
