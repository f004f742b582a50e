// Runs inside `firebase emulators:exec` (started by scripts/test.mjs): every suite that needs
// the emulators. Each suite runs even when an earlier one failed, so one run shows everything.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root, run } from './emulators.mjs';
import { startMailCatcher } from './mail-catcher.mjs';

const bin = (name) => join(root, 'node_modules', '.bin', name);
const artifacts = join(root, 'artifacts');
let ok = true;
// Each suite's wall time, for the summary of `npm test` (artifacts/emulated-timings.json).
const timings = [];
// Where the functions emulator sends order mail (functions/.secret.local): a catcher for the
// whole run, so every suite's orders are mailed at once and the mail tests read what arrived.
const catcher = await startMailCatcher();

async function suite(name, cmd, args, options) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  try {
    await run(cmd, args, options);
  } catch (error) {
    console.error(`✖ ${name}: ${error.message}`);
    ok = false;
  } finally {
    timings.push([name, (Date.now() - started) / 1000]);
  }
}

await suite(
  'rules, functions and API tests (vitest)',
  bin('vitest'),
  [
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${join(artifacts, 'functions.json')}`,
  ],
  { cwd: join(root, 'functions') },
);
await suite('seed the demo data', bin('tsx'), ['scripts/seed/seed.ts', '--reset']);
await suite('e2e tests (Playwright)', bin('playwright'), [
  'test',
  '-c',
  'web/playwright.config.ts',
]);
// Last, so its requests never slow the suites above: the same run as `npm run test:load` (a
// warm-up, a burst of 20 buyers on one dish, 200 purchases, 1,000 facade reads), without the
// clean-up: these emulators and their data are thrown away when the suites end.
await suite('load (burst of 20 on one dish, 200 purchases, 1,000 reads)', bin('tsx'), [
  'scripts/load.mjs',
  '--no-clean-up',
]);

await catcher.close();
writeFileSync(join(artifacts, 'emulated-timings.json'), JSON.stringify(timings));
process.exit(ok ? 0 : 1);
