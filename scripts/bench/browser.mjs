// The rows measured in a real browser through Playwright: the scripts a fresh visitor
// downloads, time to first food cards, the Firestore documents a page reads, and axe on every
// page.
// The probe functions below run inside the page, where these are defined:
/* global window, document, requestAnimationFrame, MutationObserver */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { root } from '../emulators.mjs';
import { chromeFlags, chromePath } from './lighthouse.mjs';

// @axe-core/playwright is the web workspace's dev dependency (its e2e tests use it too).
const axeModule = await import(
  pathToFileURL(createRequire(join(root, 'web', 'package.json')).resolve('@axe-core/playwright'))
    .href
);
const AxeBuilder = axeModule.AxeBuilder ?? axeModule.default?.AxeBuilder ?? axeModule.default;

/** A food card links to its details page: the first such link in <main> is the first card. */
export const cardSelector = 'main a[href*="/singleFood/"]';
/** A placeholder for a page not built yet; no page draws one now (ComingSoon is gone). */
const placeholderSelector = '[data-coming-soon]';

export function launchBrowser() {
  return chromium.launch({
    executablePath: chromePath,
    args: chromeFlags.filter((flag) => !flag.startsWith('--headless')),
  });
}

/**
 * Every script of the site's origin a fresh visitor's browser downloads on url until the
 * network is quiet (no request for 500 ms), each compressed with gzip -9: the first load as
 * the browser fetches it, whatever the HTML, the router or the app imports.
 */
export async function fetchedScripts(browser, url) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const { origin } = new URL(url);
    const files = new Map();
    page.on('response', (response) => {
      const { origin: from, pathname } = new URL(response.url());
      const script = response.request().resourceType() === 'script' || pathname.endsWith('.js');
      if (from !== origin || !script || files.has(pathname)) return;
      files.set(
        pathname,
        response.body().then(
          (body) => gzipSync(body, { level: 9 }).length,
          () => null, // a body the browser did not keep: no total then
        ),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const sizes = await Promise.all(
      [...files].map(async ([path, size]) => ({ path, gzip: await size })),
    );
    const known = sizes.every((f) => f.gzip !== null);
    return { files: sizes, bytes: known ? sizes.reduce((n, f) => n + f.gzip, 0) : null };
  } finally {
    await context.close();
  }
}

/**
 * Counts the documents Firestore's REST API returns to a page (firestore/lite speaks REST:
 * runQuery answers one entry per document, batchGet one per found document).
 */
function countReads(page) {
  const pending = [];
  let docs = 0;
  page.on('response', (response) => {
    const url = response.url();
    if (!/:(runQuery|batchGet)\b/.test(url)) return;
    pending.push(
      response
        .json()
        .then((body) => {
          for (const entry of Array.isArray(body) ? body : [])
            if (entry.document || entry.found) docs += 1;
        })
        .catch(() => {}),
    );
  });
  return {
    reset: () => {
      docs = 0;
    },
    total: async () => {
      await Promise.all(pending);
      return docs;
    },
  };
}

// Records when the first card is in the DOM, at the next frame (when it is painted).
const firstCardProbe = (selector) => {
  const state = { firstCard: null };
  Object.defineProperty(window, '__bench', { value: state });
  const check = () => {
    if (state.firstCard !== null || !document.querySelector(selector)) return false;
    state.firstCard = -1;
    requestAnimationFrame(() => {
      state.firstCard = performance.now();
    });
    return true;
  };
  new MutationObserver((_, observer) => {
    if (check()) observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
};

async function waitForCardsOrPlaceholder(page, timeoutMs) {
  const found = await Promise.race([
    page.waitForSelector(cardSelector, { timeout: timeoutMs }).then(() => 'cards'),
    page.waitForSelector(placeholderSelector, { timeout: timeoutMs }).then(() => 'pending'),
  ]).catch(() => 'none');
  return found;
}

/**
 * Loads url cold (new context) and reports the time from navigation start to the first food
 * card painted, and the documents read by then plus anything still in flight.
 */
export async function firstCards(browser, url, timeoutMs = 20_000) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.addInitScript(firstCardProbe, cardSelector);
    const reads = countReads(page);
    await page.goto(url, { waitUntil: 'commit' });
    const found = await waitForCardsOrPlaceholder(page, timeoutMs);
    if (found !== 'cards') return { state: found };
    await page.waitForFunction(() => (window.__bench?.firstCard ?? -1) > 0);
    const ms = await page.evaluate(() => window.__bench.firstCard);
    await page.waitForLoadState('networkidle');
    return { state: 'cards', ms, docs: await reads.total() };
  } finally {
    await context.close();
  }
}

/**
 * Types a search on a loaded /allFood and counts the documents read by that search alone.
 * The search box is found as a person would: a searchbox, or a field labelled "Search".
 */
export async function searchReads(browser, url, text, timeoutMs = 20_000) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const reads = countReads(page);
    await page.goto(url);
    const found = await waitForCardsOrPlaceholder(page, timeoutMs);
    if (found !== 'cards') return { state: found };
    await page.waitForLoadState('networkidle');
    const box = page
      .getByRole('searchbox')
      .or(page.getByLabel(/search/i))
      .first();
    if (!(await box.count())) return { state: 'pending' };
    await reads.total();
    reads.reset();
    await box.fill(text);
    await box.press('Enter');
    await page.waitForTimeout(300);
    await page.waitForLoadState('networkidle');
    await page.waitForSelector(cardSelector, { timeout: timeoutMs });
    return { state: 'cards', docs: await reads.total() };
  } finally {
    await context.close();
  }
}

/** Signs in through the login form, as a person would. */
async function signIn(page, baseUrl, account) {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL(`${baseUrl}/`);
}

/**
 * axe on each page, signed out and then signed in as `account`. A page still showing the
 * shell's placeholder is reported as pending instead of being checked.
 */
export async function axePages(browser, baseUrl, { signedOut, signedIn, account }) {
  const results = [];
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    const check = async (path, who) => {
      const t0 = Date.now();
      await page.goto(`${baseUrl}${path}`);
      // A page with a live listener never goes network-idle: wait a while, not forever.
      await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
      // Skeletons and spinners give way to content (or an inline error) before the check; a
      // section that loads only when scrolled into view keeps its skeleton, hence the bound.
      await page
        .waitForFunction(() => !document.querySelector('.skeleton, .loading'), null, {
          timeout: 3_000,
        })
        .catch(() => {});
      if (await page.locator(placeholderSelector).count()) {
        results.push({ path, who, state: 'pending', ms: Date.now() - t0 });
        return;
      }
      const { violations } = await new AxeBuilder({ page }).analyze();
      const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      results.push({
        path,
        who,
        state: 'checked',
        serious: serious.reduce((n, v) => n + v.nodes.length, 0),
        // The rule, how many elements, and the first few of them, to find what to fix.
        rules: serious.map(
          (v) =>
            `${v.id} (${v.nodes.length}: ${v.nodes
              .slice(0, 3)
              .map((n) => n.target.join(' '))
              .join('; ')})`,
        ),
        ms: Date.now() - t0,
      });
    };
    for (const path of signedOut) await check(path, 'signed out');
    await signIn(page, baseUrl, account);
    for (const path of signedIn) await check(path, 'signed in');
  } finally {
    await context.close();
  }
  return results;
}
