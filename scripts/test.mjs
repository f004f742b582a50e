// npm test: every suite, in order of cost. Static checks and unit tests first; then the
// emulator suite starts once (firebase emulators:exec) for the rules, functions, API and
// browser tests. Ends with per-suite counts and one "N passed, N failed" line.
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { assertJava, emulatorEnv, firebaseBin, projectId, root, run } from './emulators.mjs';

const artifacts = join(root, 'artifacts');
rmSync(artifacts, { recursive: true, force: true });
mkdirSync(artifacts, { recursive: true });

const started = Date.now();
const timings = [];
const failedSteps = [];
async function step(name, cmd, args, options) {
  const t0 = Date.now();
  console.log(`\n▶ ${name}`);
  try {
    await run(cmd, args, options);
    return true;
  } catch (error) {
    console.error(`✖ ${name}: ${error.message}`);
    failedSteps.push(name);
    return false;
  } finally {
    timings.push([name, (Date.now() - t0) / 1000]);
  }
}

/** A browser for Playwright: $CHROMIUM_PATH, Debian's Chromium, or Playwright's own download. */
function findBrowser() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  try {
    const require = createRequire(join(root, 'web', 'package.json'));
    candidates.push(require('playwright-core').chromium.executablePath());
  } catch {
    // playwright-core not resolvable: only the system browsers remain.
  }
  return candidates.find((path) => path && existsSync(path));
}

const browser = findBrowser();
if (!browser) {
  console.error(
    'No Chromium found: install it (Debian: apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium or Chrome binary.',
  );
  process.exit(1);
}
assertJava();

const bin = (name) => join(root, 'node_modules', '.bin', name);
let ok = true;
ok = (await step('lint', 'npm', ['run', 'lint'])) && ok;
ok = (await step('typecheck', 'npm', ['run', 'typecheck'])) && ok;
// Nothing untranslated ships: the catalogs are up to date with the code and every message has
// its Bangla and Hindi text (the web's build refuses a missing one too).
ok =
  (await step('catalogs (Bangla and Hindi)', 'npm', [
    'run',
    'i18n',
    '-w',
    'web',
    '--',
    '--check',
  ])) && ok;
ok =
  (await step(
    'unit tests (vitest)',
    bin('vitest'),
    [
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${join(artifacts, 'unit.json')}`,
    ],
    { cwd: join(root, 'web') },
  )) && ok;
ok = (await step('build functions', 'npm', ['run', 'build', '-w', 'functions'])) && ok;
ok = (await step('build web (emulator mode)', 'npm', ['run', 'build:emulator', '-w', 'web'])) && ok;
// Before the emulator run, on the same fixed ports: `npm start` under a burst, then SIGINT and
// SIGTERM; everything it started must be gone within 10 s (scripts/check-shutdown.mjs).
ok =
  (await step('npm start: stop within 10 s of SIGINT / SIGTERM under a burst', 'node', [
    'scripts/check-shutdown.mjs',
  ])) && ok;
ok =
  (await step(
    'emulator suites: rules, functions, API, e2e',
    firebaseBin,
    [
      'emulators:exec',
      '--project',
      projectId,
      '--only',
      'auth,firestore,functions,hosting,tasks',
      'node scripts/test-emulated.mjs',
    ],
    {
      env: { ...emulatorEnv(), CHROMIUM_PATH: browser },
      stdio: ['ignore', 'pipe', 'pipe'],
      onChild: quietEmulators,
    },
  )) && ok;

/**
 * The emulators log every function call and Hosting request: all of it goes to
 * artifacts/emulators.log, and the console keeps the tests' own output.
 */
function quietEmulators(child) {
  const file = createWriteStream(join(artifacts, 'emulators.log'));
  const requestLog = /^(> {2}|i {2}(functions|hosting)(\[[^\]]*\])?: |\[hosting\] Rewriting)/;
  let partial = '';
  const echo = (chunk) => {
    file.write(chunk);
    const lines = (partial + chunk.toString()).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) if (!requestLog.test(line)) console.log(line);
  };
  child.stdout.on('data', echo);
  child.stderr.on('data', echo);
  child.on('exit', () => {
    if (partial) console.log(partial);
    file.end();
  });
}

// ------------------------------------------------------------------ summary
const e2eBudgetSeconds = 30;

/** Every attempt of every e2e test in Playwright's JSON report (a retry is an attempt too). */
function e2eAttempts(report) {
  const attempts = [];
  const walk = (suite) => {
    suite.suites?.forEach(walk);
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        for (const result of test.results)
          attempts.push({
            seconds: result.duration / 1000,
            title: `${spec.file}:${spec.line} ${spec.title}${result.retry ? ` (retry ${result.retry})` : ''}`,
          });
  };
  report.suites.forEach(walk);
  return attempts;
}

/** Every test in a vitest JSON report. */
function vitestTests(report) {
  return report.testResults.flatMap((file) =>
    file.assertionResults.map((test) => ({
      seconds: (test.duration ?? 0) / 1000,
      title: `${file.name.slice(root.length + 1)} › ${test.fullName}`,
    })),
  );
}

function printSlowest(label, tests, count = 10) {
  console.log(`\nSlowest ${label} (s):`);
  for (const { seconds, title } of [...tests].sort((a, b) => b.seconds - a.seconds).slice(0, count))
    console.log(`  ${seconds.toFixed(1).padStart(7)}  ${title.slice(0, 150)}`);
}

function readJson(name) {
  const path = join(artifacts, name);
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null;
}
const suites = [];
const unit = readJson('unit.json');
const functions = readJson('functions.json');
for (const [label, report] of [
  ['unit (web + shared)', unit],
  ['rules + functions + API', functions],
]) {
  if (report) suites.push([label, report.numPassedTests, report.numFailedTests]);
}
const shutdown = readJson('shutdown.json');
if (shutdown) suites.push(['npm start shutdown', shutdown.passed, shutdown.failed]);
const e2e = readJson('e2e-results.json');
if (e2e)
  suites.push([
    'e2e (Playwright, Chromium)',
    e2e.stats.expected + e2e.stats.flaky,
    e2e.stats.unexpected,
  ]);

console.log('\nSuite                          passed  failed');
for (const [label, passed, failed] of suites)
  console.log(`${label.padEnd(30)} ${String(passed).padStart(6)}  ${String(failed).padStart(6)}`);

// Where the time went: every step, the suites inside the emulator run, the slowest tests.
console.log('\nStep timings (s):');
for (const [name, seconds] of timings) console.log(`  ${seconds.toFixed(1).padStart(7)}  ${name}`);
for (const [name, seconds] of readJson('emulated-timings.json') ?? [])
  console.log(`  ${seconds.toFixed(1).padStart(7)}    ${name}`);
const attempts = e2e ? e2eAttempts(e2e) : [];
printSlowest('e2e tests (each attempt)', attempts);
if (functions) printSlowest('rules, functions and API tests', vitestTests(functions));
// The e2e time budget: a test near its timeout lands by luck on a slower machine. A budget on
// the suite itself, not a timed assertion of the product.
const overBudget = attempts.filter((attempt) => attempt.seconds > e2eBudgetSeconds);
if (overBudget.length)
  console.log(
    `✖ e2e time budget: ${overBudget.length} attempt(s) over ${e2eBudgetSeconds} s (split or shorten them)`,
  );
console.log(`Wall time: ${((Date.now() - started) / 1000).toFixed(1)} s`);
const passed = suites.reduce((sum, [, p]) => sum + p, 0);
const failedTests = suites.reduce((sum, [, , f]) => sum + f, 0) + overBudget.length;
// A failed step with no failed test in it (lint, typecheck, a build) counts as one failure.
const failed = failedTests || failedSteps.length;
if (failedSteps.length) console.log(`Failed steps: ${failedSteps.join(', ')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(ok && failed === 0 ? 0 : 1);
