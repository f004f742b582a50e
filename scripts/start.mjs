// npm start: build, start the emulator suite, seed an empty database, print the URL.
// --persist keeps the emulators' data in emulator-data/ across restarts.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  assertJava,
  emulatorEnv,
  firebaseBin,
  hostingUrl,
  projectId,
  root,
  run,
  waitForEmulators,
} from './emulators.mjs';

const persist = process.argv.includes('--persist') || process.env.FOODTABLE_PERSIST === '1';
const dataDir = join(root, 'emulator-data');

assertJava();
const started = Date.now();
console.log('Building the functions and the web app…');
await run('npm', ['run', 'build', '-w', 'functions']);
await run('npm', ['run', 'build:emulator', '-w', 'web']);

const args = ['emulators:start', '--project', projectId];
if (persist) {
  args.push('--export-on-exit', dataDir);
  if (existsSync(dataDir)) args.push('--import', dataDir);
}
const emulators = spawn(firebaseBin, args, {
  cwd: root,
  env: emulatorEnv(),
  stdio: ['inherit', 'pipe', 'inherit'],
  detached: true,
});
emulators.stdout.pipe(process.stdout);
emulators.on('exit', (code) => process.exit(code ?? 0));
// The emulators run in their own process group, so Ctrl+C reaches only this script, which
// passes on a single SIGINT: a second signal would make firebase-tools quit before it exports.
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log(
      persist ? '\nStopping the emulators and saving the data…' : '\nStopping the emulators…',
    );
    emulators.kill('SIGINT');
  });
}

try {
  await waitForEmulators();
  await run(join(root, 'node_modules', '.bin', 'tsx'), ['scripts/seed/seed.ts']);
} catch (error) {
  console.error(`\n${error.message}`);
  emulators.kill('SIGINT');
  process.exitCode = 1;
}
if (process.exitCode) await new Promise(() => {}); // wait for the emulators to stop
const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(`\n  FoodTable is running at ${hostingUrl}  (ready in ${seconds} s)`);
console.log('  Demo accounts: alice@foodtable.test / Alice123 and bob@foodtable.test / Bob123');
console.log(
  persist ? `  Data is kept in ${dataDir} when you stop with Ctrl+C.\n` : '  Stop with Ctrl+C.\n',
);
