// Where Lighthouse's Total Blocking Time comes from: runs the Lighthouse CLI once on a URL
// (mobile default, simulated throttling, as the bench and a tester run it) and prints the main
// thread as Lighthouse's simulation (Lantern) schedules it: every task of the simulated
// TBT run with its simulated start and length, what it did, and how much of it counts after
// the simulated first contentful paint. The observed trace cannot tell this: the simulation
// stretches each task (4× CPU, 2× for layout) and orders tasks by their dependencies, so a
// task seen before the first paint may be simulated after it (docs/performance.md).
//
//   node scripts/bench/lantern-tbt.mjs http://127.0.0.1:5000/allFood
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from '../emulators.mjs';

const url = process.argv[2];
if (!url) throw new Error('usage: node scripts/bench/lantern-tbt.mjs <url>');
const blockingThreshold = 50; // ms: Lighthouse's long task

const dir = mkdtempSync(join(tmpdir(), 'lantern-'));
try {
  const base = join(dir, 'run');
  execFileSync(
    join(root, 'node_modules/.bin/lighthouse'),
    [
      url,
      '--quiet',
      '--only-categories=performance',
      '--output=json',
      `--output-path=${base}.json`,
      '--save-assets',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --no-first-run',
    ],
    {
      env: {
        ...process.env,
        CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium',
        LANTERN_DEBUG: '1', // makes --save-assets write each simulation as a trace
      },
    },
  );
  const report = JSON.parse(readFileSync(`${base}.json`, 'utf8'));
  const audit = (id) => report.audits[id].numericValue;
  const fcp = audit('first-contentful-paint');
  console.log(
    `${url}: performance ${Math.round(report.categories.performance.score * 100)}, ` +
      `FCP ${Math.round(fcp)} ms, LCP ${Math.round(audit('largest-contentful-paint'))} ms, ` +
      `TBT ${Math.round(audit('total-blocking-time'))} ms (simulated)`,
  );

  // The simulated TBT run: its CPU nodes are the top-level "Task" events; what each did is the
  // events nested in it. Times are relative to the first request, as Lighthouse's metrics are.
  const trace = JSON.parse(readFileSync(`${base}-optimisticTotalBlockingTime.trace.json`, 'utf8'));
  const events = trace.traceEvents ?? trace;
  const start = Math.min(
    ...events.filter((e) => e.name === 'ResourceSendRequest').map((e) => e.ts),
  );
  const spans = events.filter((e) => e.ph === 'X');
  const tasks = spans.filter((e) => e.name === 'Task').sort((a, b) => a.ts - b.ts);
  const rows = tasks.map((task) => {
    const from = (task.ts - start) / 1000;
    const length = task.dur / 1000;
    const inside = {};
    for (const e of spans)
      if (e !== task && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur && e.dur > 0)
        inside[e.name] = Math.max(inside[e.name] ?? 0, e.dur / 1000);
    const did = Object.entries(inside)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([name]) => name)
      .join(', ');
    // Lighthouse's rule: the part of a task beyond its first 50 ms, and after the FCP, counts.
    const counts = Math.max(0, from + length - Math.max(from + blockingThreshold, fcp));
    return {
      'start ms': Math.round(from),
      'length ms': Math.round(length),
      'counts ms': Math.round(counts),
      'what it did': did,
    };
  });
  console.table(rows.filter((row) => row['length ms'] >= 10));
  const total = rows.reduce((sum, row) => sum + row['counts ms'], 0);
  console.log(
    `blocking after the simulated FCP, summed: ${total} ms ` +
      '(Lighthouse also ends the window at the simulated TTI and blends two estimates)',
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
