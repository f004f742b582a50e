// npm run dev: the emulator suite (functions rebuilt on change), the mail catcher (inbox at
// http://127.0.0.1:1080) and Vite's dev server with hot reload at http://127.0.0.1:5173. /api
// is proxied to the function, as Hosting rewrites it.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import {
  assertJava,
  emulatorEnv,
  firebaseBin,
  projectId,
  root,
  run,
  waitForEmulators,
} from './emulators.mjs';

assertJava();
await run('npm', ['run', 'build', '-w', 'functions']);

const children = [
  spawn('npm', ['run', 'build:watch', '-w', 'functions'], { cwd: root, stdio: 'inherit' }),
  // The mail catcher the functions emulator sends to (decision 170): inbox at :1080.
  spawn(
    join(root, 'node_modules', '.bin', 'maildev'),
    ['--smtp', '1025', '--ip', '127.0.0.1', '--web', '1080', '--web-ip', '127.0.0.1'],
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
  ),
  spawn(
    firebaseBin,
    ['emulators:start', '--project', projectId, '--only', 'auth,firestore,functions,hosting,tasks'],
    {
      cwd: root,
      env: emulatorEnv(),
      stdio: 'inherit',
    },
  ),
];
const stop = () => children.forEach((child) => child.kill('SIGINT'));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, stop);

await waitForEmulators();
await run(join(root, 'node_modules', '.bin', 'tsx'), ['scripts/seed/seed.ts']);
children.push(spawn('npm', ['run', 'dev', '-w', 'web'], { cwd: root, stdio: 'inherit' }));
