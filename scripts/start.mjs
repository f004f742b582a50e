// npm start: build, start the emulator suite and the mail catcher (maildev: SMTP 1025, inbox
// 1080, where the functions emulator sends order mail; decision 170), seed an empty database,
// print the URLs.
// --persist keeps the emulators' data in emulator-data/ across restarts.
// --no-build serves what is already built (the shutdown check of `npm test` uses it).
// Ctrl+C or SIGTERM stops everything it started within 10 s, whatever state the functions
// emulator is in (decision 001).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  assertJava,
  emulatorEnv,
  firebaseBin,
  hostingUrl,
  projectId,
  root,
  run,
  waitFor,
  waitForEmulators,
  warmFunctions,
} from './emulators.mjs';
import { portsInUse, signal, survivors, treeOf } from './process-tree.mjs';

const persist = process.argv.includes('--persist') || process.env.FOODTABLE_PERSIST === '1';
const build = !process.argv.includes('--no-build');
const dataDir = join(root, 'emulator-data');
// firebase-tools' own clean stop (and --persist's export) gets this long; then everything it
// started is killed, which leaves time to see the ports closed within 10 s.
const graceMs = 6_000;
const mailInboxUrl = 'http://127.0.0.1:1080';
const portWaitMs = 2_000;

let emulators = null;
let maildev = null;
let stopping = null;
const remembered = new Map(); // pid -> start time of every process seen under firebase-tools

function rememberTree() {
  for (const root of [emulators?.pid, maildev?.pid]) {
    if (!root) continue;
    for (const child of treeOf(root)) remembered.set(child.pid, child.start);
  }
}

/** The groups this script started: firebase-tools' and maildev's. */
const groups = () => [emulators?.pid, maildev?.pid].filter(Boolean);

/** Kills firebase-tools' process group and every process seen under it (the JVM has its own). */
function killEverything() {
  rememberTree();
  for (const group of groups()) signal(-group, 'SIGKILL');
  for (const left of survivors({ groups: groups(), remembered })) {
    signal(left.pid, 'SIGKILL');
  }
}

/** Asks firebase-tools to stop (one SIGINT: --persist exports then), and makes sure it does. */
function stop(reason, exitCode = 0) {
  if (stopping) return stopping;
  const started = Date.now();
  stopping = (async () => {
    if (!emulators) process.exit(exitCode || 130);
    console.log(
      `\n${reason}: ${persist ? 'stopping the emulators and saving the data…' : 'stopping the emulators…'}`,
    );
    rememberTree();
    signal(emulators.pid, 'SIGINT');
    // The catcher holds nothing worth a clean stop (its mails live in memory).
    if (maildev?.pid) signal(-maildev.pid, 'SIGKILL');
    const watch = setInterval(rememberTree, 1000);
    const gone = emulators.exitCode !== null || emulators.signalCode !== null;
    const exited = gone || new Promise((resolve) => emulators.once('exit', () => resolve(true)));
    const clean = await Promise.race([
      exited,
      new Promise((resolve) => setTimeout(() => resolve(false), graceMs)),
    ]);
    clearInterval(watch);
    // Also after a clean exit: workers that were still starting are not firebase-tools' to end.
    killEverything();
    let busy = await portsInUse();
    const portsBy = Date.now() + portWaitMs;
    while (busy.length && Date.now() < portsBy) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      killEverything();
      busy = await portsInUse();
    }
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const left = survivors({ groups: groups(), remembered });
    if (busy.length || left.length) {
      console.error(
        `Stopped in ${seconds} s, but ports ${busy.join(', ') || 'none'} still answer and ` +
          `${left.length} process(es) remain: ${left.map((p) => p.pid).join(' ')}`,
      );
      process.exit(1);
    }
    console.log(
      clean
        ? `Everything stopped in ${seconds} s.`
        : `firebase-tools had not stopped after ${graceMs / 1000} s: killed it and everything it ` +
            `started; all stopped in ${seconds} s.${persist ? ' The data was not saved.' : ''}`,
    );
    process.exit(exitCode);
  })();
  return stopping;
}

// Ctrl+C reaches npm and this script (the emulators run in their own process group), so two
// signals may come at once: only a second one a second later means "do not wait".
let firstSignalAt = 0;
for (const name of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(name, () => {
    if (!stopping) {
      firstSignalAt = Date.now();
      void stop(`${name} received`);
    } else if (emulators && Date.now() - firstSignalAt > 1000) {
      console.log('Second signal: killing the emulators now.');
      killEverything();
    }
  });
}
// `npm start` runs this under `sh -c`, which dies of a SIGTERM without passing it on: a parent
// that goes away is a stop too.
const parentPid = () => {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return process.ppid;
  }
};
const firstParent = parentPid();
setInterval(() => {
  if (parentPid() !== firstParent) void stop('parent process gone');
}, 500).unref();

assertJava();
const started = Date.now();
if (build) {
  console.log('Building the functions and the web app…');
  await run('npm', ['run', 'build', '-w', 'functions']);
  await run('npm', ['run', 'build:emulator', '-w', 'web']);
}

const args = ['emulators:start', '--project', projectId];
if (persist) {
  args.push('--export-on-exit', dataDir);
  if (existsSync(dataDir)) args.push('--import', dataDir);
}
if (!stopping) {
  // The mail catcher, in a process group of its own like the emulators: stopped with them.
  maildev = spawn(
    join(root, 'node_modules', '.bin', 'maildev'),
    ['--smtp', '1025', '--ip', '127.0.0.1', '--web', '1080', '--web-ip', '127.0.0.1'],
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], detached: true },
  );
  maildev.on('exit', (code) => {
    if (!stopping) void stop(`maildev exited (${code})`, code || 1);
  });
  emulators = spawn(firebaseBin, args, {
    cwd: root,
    env: emulatorEnv(),
    stdio: ['inherit', 'pipe', 'inherit'],
    detached: true,
  });
  emulators.stdout.pipe(process.stdout);
  emulators.on('exit', (code) => {
    if (!stopping) void stop(`firebase-tools exited (${code})`, code || 1);
  });
}

try {
  await Promise.all([waitForEmulators(), waitFor(mailInboxUrl)]);
  await run(join(root, 'node_modules', '.bin', 'tsx'), ['scripts/seed/seed.ts']);
  // One call per HTTP function, so the first user does not wait for a worker to load.
  await warmFunctions();
} catch (error) {
  console.error(`\n${error.message}`);
  await stop('start-up failed', 1);
}
if (stopping) await stopping;
const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(`\n  FoodTable is running at ${hostingUrl}  (ready in ${seconds} s)`);
console.log(`  Mail inbox (every mail the functions send): ${mailInboxUrl}`);
console.log('  Demo accounts: alice@foodtable.test / Alice123 and bob@foodtable.test / Bob123');
console.log(
  persist ? `  Data is kept in ${dataDir} when you stop with Ctrl+C.\n` : '  Stop with Ctrl+C.\n',
);
