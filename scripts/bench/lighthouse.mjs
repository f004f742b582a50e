// Lighthouse runs: the default (mobile) config, simulated throttling, Debian's Chromium.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

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

/** Runs fn with the debugging port of a fresh Chromium, and closes it afterwards. */
export async function withChrome(fn) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags, logLevel: 'silent' });
  try {
    return await fn(chrome.port);
  } finally {
    chrome.kill();
  }
}

/** Text of the LCP element as Lighthouse reports it (its HTML snippet or selector). */
function lcpElement(audit) {
  const tables = audit?.details?.items ?? [];
  for (const table of tables) {
    const node = table?.items?.[0]?.node ?? table?.node;
    if (node) return node.snippet ?? node.selector ?? node.nodeLabel ?? null;
  }
  return null;
}

/**
 * One Lighthouse run of url. Returns category scores (0-100), LCP (ms), CLS, the LCP element
 * and the failed audits of the non-performance categories (to say what to fix).
 */
export async function runLighthouse(port, url, categories) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: categories,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
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
    failed,
  };
}
