// Lighthouse runs exactly as an independent tester runs them: the Lighthouse CLI of this
// repository, default (mobile, simulated throttling) config, one process and so one fresh
// Chromium with a fresh profile per run, in Debian's Chromium. Until issue 13 the bench drove
// Lighthouse's node API over one Chromium kept open for every run: later runs found that
// renderer already warm and reported a TBT several times lower than a CLI run of the same
// build (docs/performance.md, "Why the bench said 99").
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from '../emulators.mjs';

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
 * One Lighthouse CLI run of url, every category. Returns category scores (0-100), LCP, FCP
 * and TBT (ms), CLS, the LCP element, the busiest scripts and the failed audits of the
 * non-performance categories (to say what to fix).
 */
export async function runLighthouse(url) {
  const dir = mkdtempSync(join(tmpdir(), 'foodtable-lighthouse-'));
  try {
    const report = join(dir, 'report.json');
    await runCli([
      url,
      '--quiet',
      '--output=json',
      `--output-path=${report}`,
      `--chrome-flags=${chromeFlags.join(' ')}`,
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
      failed,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
