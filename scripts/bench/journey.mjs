// The buying journey: a signed-in diner on a phone-sized window (412×915) in Chromium with the
// CPU slowed 4× (CDP Emulation.setCPUThrottlingRate; only the page being measured, see
// throttle), five steps, each timed to the thing the person waits for:
//   list    open /allFood                      → the dish's View Details
//   detail  click View Details                 → the dish's name and Purchase Now
//   form    click Purchase Now                 → Purchase usable (FoodTable: a pickup time chosen)
//   buy     click Purchase                     → "Successfully Purchased The Food!"
//   deep    a new tab opens /singleFood/{id}   → the dish's name and Purchase Now
// on FoodTable and on the 2024 client it replaces (bench/reference-client, built by its own Vite
// and served by superstatic as serve.mjs serves every page of the bench), on the same facade,
// data and browser settings. Each site is signed in through its own login page. One warm-up
// round of each (not counted), then `rounds` rounds, the two sites interleaved (the order
// alternates); the rows are FoodTable ÷ reference client, medians, goal-only: a ratio to another
// client on a shared machine is a direction, not a limit to fail the run on.
//
// Before each tap the pointer rests on the target for `dwellMs` (--journey-dwell, 1000 ms), as a
// person's look does: what a site starts on hover (intent prefetching) has that time, and only
// what is left after the click is counted.
//
// Timing is taken in the page, never by Playwright's polling: an init script (journeyProbe)
// watches the DOM with a MutationObserver and, once the awaited thing is there and rendered,
// records performance.now() in the next animation frame (the frame that paints it). A click
// step starts at the click event's timeStamp (a capture listener on window, same clock); a
// step that loads a document starts at its navigation start (performance.now() is measured
// from it). The probe is the same on both sites except where their DOM differs (siteKinds).
//
// The diner, a cook and the dish (stock for every round) are made with the Admin SDK, as the
// live rows do (live.mjs), and deleted after; each purchase's order is deleted right after its
// popup (journey: a placed order keeps the emulators busy until it expires). Both sites
// talk to 127.0.0.1 only, but for the reference client's pictures and font on i.ibb.co and
// fonts.googleapis.com: where those do not resolve they fail at once (its README).
/* global window, document, location, requestAnimationFrame, MutationObserver, XPathResult */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildReferenceClient } from './build.mjs';
import { benchAdmin, benchCookBuyerAndFood, signIn } from './live.mjs';
import { serveStatic } from './serve.mjs';
import { formats, median, row } from './table.mjs';

const viewport = { width: 412, height: 915 };
/** The reference client's port: 127.0.0.1:5173 is an origin the API allows on the emulators. */
const referencePort = 5173;
const cpuSlowdown = 4;
const stepTimeoutMs = 30_000;
/**
 * After each step, before the next: a person scrolls the next target into view and reads
 * before the tap, and what a page does after it has drawn (live listeners, prefetches of what
 * is on screen) is not charged to the next step. After the purchase, the popup's 1.5 s and
 * each site's return to All Food.
 */
const settleMs = 1500;
const afterPurchaseMs = 3000;
const purchased = 'Successfully Purchased The Food!';

/** The five steps, what each waits for (a probe condition) and its goal. */
export const journeySteps = [
  { key: 'list', what: "open /allFood → the dish's View Details", awaits: 'card', goal: 0.8 },
  { key: 'detail', what: 'View Details → name, Purchase Now', awaits: 'dish', goal: 0.5 },
  { key: 'form', what: 'Purchase Now → Purchase usable', awaits: 'form', goal: 0.5 },
  { key: 'buy', what: 'Purchase → the success popup', awaits: 'bought', goal: 1.0 },
  { key: 'deep', what: 'new tab /singleFood/{id} → name, Purchase Now', awaits: 'dish', goal: 0.8 },
];

/** The reference client's /login: inputs named email and password, the button Sign In. */
async function referenceSignIn(page, baseUrl, email, password) {
  await page.goto(`${baseUrl}/login`);
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.getByRole('button', { name: 'Logout' }).waitFor({ timeout: 30_000 });
}

/**
 * The two sites, and only where their pages differ: the tag of the dish's name, what makes the
 * form usable (FoodTable chooses a pickup time), the quantity the reference form leaves empty
 * (a person types 1 before Purchase; FoodTable's says 1), and the login page.
 */
const siteKinds = {
  app: {
    label: 'FoodTable',
    nameTag: 'h1',
    pickupSelect: '#pickup-time',
    quantityInput: null,
    signIn,
  },
  reference: {
    label: '2024 client',
    nameTag: 'h2',
    pickupSelect: null,
    quantityInput: 'input[name="quantity"]',
    signIn: referenceSignIn,
  },
};

/** The journey's pages, each loaded in a new tab, for the JS loaded before its content. */
const journeyPages = [
  { path: () => '/allFood', name: '/allFood', awaits: 'card' },
  { path: (id) => `/singleFood/${id}`, name: '/singleFood/{id}', awaits: 'dish' },
  { path: (id) => `/foodPurchase/${id}`, name: '/foodPurchase/{id}', awaits: 'form' },
];

// ----------------------------------------------------------------------- in the page
/**
 * Installed in every document of both sites before their scripts run. `window.__journey.arm`
 * names the condition the next step waits for; a document opened at /allFood, /singleFood/…
 * or /foodPurchase/… arms its own, timed from navigation start.
 */
function journeyProbe({ foodId, foodName, nameTag, pickupSelect, purchasedText }) {
  const shown = (el) => Boolean(el) && el.getClientRects().length > 0 && el.checkVisibility();
  const textOf = (el) => el.textContent.trim();
  const withText = (selector, text) =>
    [...document.querySelectorAll(selector)].find((el) => textOf(el) === text);
  const conditions = {
    card: () =>
      shown(
        [...document.querySelectorAll(`a[href$="/singleFood/${foodId}"]`)].find(
          (a) => textOf(a) === 'View Details',
        ),
      ),
    dish: () => shown(withText(nameTag, foodName)) && shown(withText('a, button', 'Purchase Now')),
    form: () => {
      const button = withText('button', 'Purchase');
      if (!shown(button) || button.disabled) return false;
      if (!pickupSelect) return true;
      const select = document.querySelector(pickupSelect);
      return Boolean(select) && select.value !== '';
    },
    bought: () =>
      shown(
        document.evaluate(
          `//*[text()[normalize-space(.)="${purchasedText}"]]`,
          document,
          null,
          XPathResult.FIRST_ORDERED_NODE_TYPE,
          null,
        ).singleNodeValue,
      ),
  };
  const state = { armed: null, token: null, start: null, at: null };
  const check = () => {
    if (!state.armed || state.start === null || state.at !== null) return;
    if (!conditions[state.armed]()) return;
    state.at = -1;
    requestAnimationFrame(() => {
      state.at = performance.now();
    });
  };
  const arm = (name, fromClick) => {
    state.armed = name;
    state.at = null;
    state.token = Math.random().toString(36).slice(2);
    state.start = fromClick ? null : 0;
    if (fromClick)
      window.addEventListener(
        'click',
        (event) => {
          state.start = event.timeStamp;
          check();
        },
        { capture: true, once: true },
      );
    else check();
    return state.token;
  };
  Object.defineProperty(window, '__journey', { value: { state, arm } });
  new MutationObserver(check).observe(document, {
    childList: true,
    subtree: true,
    attributes: true,
    characterData: true,
  });
  const path = location.pathname;
  if (path === '/allFood') arm('card', false);
  else if (path.startsWith('/singleFood/')) arm('dish', false);
  else if (path.startsWith('/foodPurchase/')) arm('form', false);
}

// ------------------------------------------------------------------------ in Node
/** Waits for the page's probe to record `name`; resolves with { ms, at } (ms from the start). */
async function recorded(page, name, token) {
  const handle = await page
    .waitForFunction(
      ({ name, token }) => {
        const probe = window.__journey;
        if (!probe) return false;
        const { state } = probe;
        if (token && state.token !== token) return { error: 'the page loaded a new document' };
        if (state.armed !== name || !(state.at > 0)) return false;
        return { ms: state.at - state.start, at: state.at };
      },
      { name, token },
      { timeout: stepTimeoutMs, polling: 100 },
    )
    .catch(async (error) => {
      // What the page said instead (a refusal's popup, an error under the form), if anything.
      const said = await page
        .evaluate(() =>
          [...document.querySelectorAll('.swal2-title, [role="alert"]')]
            .map((el) => el.textContent.trim())
            .filter(Boolean)
            .join(' / '),
        )
        .catch(() => '');
      throw new Error(
        `${name} not seen on ${page.url()}${said ? ` (the page says: ${said})` : ''}: ${error.message.split('\n')[0]}`,
      );
    });
  const result = await handle.jsonValue();
  if (result.error) throw new Error(`${name} on ${page.url()}: ${result.error}`);
  return result;
}

const cdpSessions = new WeakMap();

/**
 * Sets the page's CPU slowdown (1: none). Chromium slows a renderer by keeping it busy: a
 * throttled page takes most of a core even when idle (about:blank, 4×: 0.9 s of CPU a second).
 * So only the page being measured is throttled; the other site's page and a site's first tab,
 * while its new tab loads, would otherwise take the two cores from it and from the emulators.
 */
async function throttle(page, rate = cpuSlowdown) {
  if (!cdpSessions.has(page)) cdpSessions.set(page, await page.context().newCDPSession(page));
  await cdpSessions.get(page).send('Emulation.setCPUThrottlingRate', { rate });
}

/** A new tab of the site, throttled: the page measured next. */
async function newTab(site) {
  const page = await site.context.newPage();
  await throttle(page);
  return page;
}

/** Loads path in the page; ms from navigation start to `awaits`. */
async function open(page, url, awaits) {
  await page.goto(url, { waitUntil: 'commit', timeout: stepTimeoutMs });
  return recorded(page, awaits, null);
}

/** Clicks the element; ms from the click event to `awaits`. */
async function clickFor(page, locator, awaits, dwellMs) {
  await locator.waitFor({ state: 'visible', timeout: stepTimeoutMs });
  // --journey-dwell: the pointer rests on the target before pressing (intent prefetching).
  if (dwellMs > 0) {
    await locator.hover({ timeout: stepTimeoutMs });
    await page.waitForTimeout(dwellMs);
  }
  const token = await page.evaluate((name) => window.__journey.arm(name, true), awaits);
  await locator.click({ timeout: stepTimeoutMs });
  return (await recorded(page, awaits, token)).ms;
}

/** Scrolls to the element; again if the page drew it anew meanwhile. */
async function scrollTo(locator) {
  for (let tries = 1; ; tries++) {
    try {
      return await locator.scrollIntoViewIfNeeded({ timeout: stepTimeoutMs });
    } catch (error) {
      if (tries >= 5 || !/not attached/.test(error.message)) throw error;
    }
  }
}

/**
 * One journey on one site: each step's ms. `forgetOrders` deletes the orders placed so far, so
 * each round finds the same dish, stock and lists as the first.
 */
async function journey(site, foodId, dwellMs, forgetOrders) {
  const { page, url, kind } = site;
  const ms = {};
  ms.list = (await open(page, `${url}/allFood`, 'card')).ms;
  // A person scrolls to what they will tap, then reads before tapping (settleMs).
  const card = page.locator(`a[href$="/singleFood/${foodId}"]`).filter({ hasText: 'View Details' });
  await scrollTo(card);
  await page.waitForTimeout(settleMs);
  ms.detail = await clickFor(page, card, 'dish', dwellMs);
  const purchaseNow = page.getByRole('link', { name: 'Purchase Now', exact: true });
  await scrollTo(purchaseNow);
  await page.waitForTimeout(settleMs);
  ms.form = await clickFor(page, purchaseNow, 'form', dwellMs);
  if (kind.quantityInput) await page.locator(kind.quantityInput).fill('1');
  await page.waitForTimeout(settleMs);
  const purchase = page.getByRole('button', { name: 'Purchase', exact: true });
  ms.buy = await clickFor(page, purchase, 'bought', dwellMs);
  await forgetOrders();
  await page.waitForTimeout(afterPurchaseMs);
  await throttle(page, 1);
  const tab = await newTab(site);
  try {
    ms.deep = (await open(tab, `${url}/singleFood/${foodId}`, 'dish')).ms;
    await tab.waitForTimeout(settleMs);
  } finally {
    await tab.close();
  }
  return ms;
}

/**
 * The same-origin scripts a new tab of `path` had loaded (responseEnd) by the frame that drew
 * its content, each gzip -9 (fetched again from the site).
 */
async function scriptsBeforeContent(site, path, awaits) {
  const tab = await newTab(site);
  try {
    const { at } = await open(tab, `${site.url}${path}`, awaits);
    const urls = await tab.evaluate(
      (at) =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.responseEnd <= at)
          .map((entry) => entry.name),
      at,
    );
    const scripts = [
      ...new Set(
        urls.filter((u) => {
          const { origin, pathname } = new URL(u);
          return origin === site.url && /\.m?js$/.test(pathname);
        }),
      ),
    ];
    const files = await Promise.all(
      scripts.map(async (u) => {
        const answer = await fetch(u);
        if (!answer.ok) throw new Error(`${u}: ${answer.status}`);
        const body = Buffer.from(await answer.arrayBuffer());
        return { path: new URL(u).pathname, gzip: gzipSync(body, { level: 9 }).length };
      }),
    );
    return { files, bytes: files.reduce((n, f) => n + f.gzip, 0) };
  } finally {
    await tab.close();
  }
}

/** The reference client built into tmp and served on its port; a clear error if that is taken. */
async function serveReferenceClient(tmp, log) {
  const dir = join(tmp, 'reference-client');
  log('Journey: building the 2024 reference client (bench/reference-client)…');
  await buildReferenceClient(dir, log);
  return serveStatic(dir, { port: referencePort }).catch((error) => {
    throw new Error(
      `the reference client needs 127.0.0.1:${referencePort}, an origin the API allows (${error.code ?? error.message}): stop what listens there`,
    );
  });
}

/**
 * Runs the journey on FoodTable at siteUrl and on the reference client: `rounds` counted rounds
 * after one warm-up. Returns each step's runs (ms) per site, the JS each page loaded before its
 * content, and what the browser refused by CORS on either site.
 */
export async function measureJourney(
  browser,
  siteUrl,
  { rounds = 5, dwellMs = 0, log = () => {} } = {},
) {
  const admin = await benchAdmin('bench-journey');
  const made = await benchCookBuyerAndFood(admin, 'journey', {
    foodName: 'Bench Biryani',
    quantity: 2 * (rounds + 1) + 20,
  });
  const { db, FieldValue } = admin;
  const foodId = made.food.id;
  const forgetOrders = async () => {
    const orders = await db.collection('orders').where('foodId', '==', foodId).get();
    await Promise.all(orders.docs.map((doc) => doc.ref.delete()));
  };
  const foodName = `Bench Biryani ${made.tag}`;
  // A dish as the web lists it (its declaration) from a kitchen like the demo cooks'.
  await made.food.update({
    allergens: ['milk'],
    mayContain: ['tree-nuts'],
    ingredients: 'Rice, chicken, yoghurt, onion, spices.',
    diet: 'non-veg',
    dietTags: ['halal'],
  });
  const kitchen = db.collection('kitchens').doc(made.cook.uid);
  await kitchen.set({
    pickupArea: 'Dhanmondi',
    openFrom: '10:00',
    openTo: '22:00',
    leadMinutes: 45,
    timeZone: 'Asia/Dhaka',
    paused: false,
    updatedAt: FieldValue.serverTimestamp(),
  });
  const tmp = mkdtempSync(join(tmpdir(), 'foodtable-journey-'));
  let server = null;
  const sites = [];
  const refused = [];
  try {
    server = await serveReferenceClient(tmp, log);
    for (const [name, url] of [
      ['app', siteUrl],
      ['reference', server.url],
    ]) {
      const kind = siteKinds[name];
      const context = await browser.newContext({ viewport });
      sites.push({ name, url, kind, context });
      await context.addInitScript(journeyProbe, {
        foodId,
        foodName,
        nameTag: kind.nameTag,
        pickupSelect: kind.pickupSelect,
        purchasedText: purchased,
      });
      // A request the API's CORS refuses fails the step that needed it; this says which.
      context.on('console', (message) => {
        if (message.type() === 'error' && /CORS/.test(message.text()))
          refused.push(`${kind.label}: ${message.text()}`);
      });
    }
    const [app, reference] = sites;
    log('Journey: signing the diner in on each site through its own login page…');
    for (const site of sites) {
      site.page = await site.context.newPage();
      await site.kind.signIn(site.page, site.url, made.buyer.email, made.password);
    }

    const runs = Object.fromEntries(
      sites.map((s) => [s.name, Object.fromEntries(journeySteps.map((st) => [st.key, []]))]),
    );
    for (let i = 0; i <= rounds; i++) {
      const order = i % 2 ? [reference, app] : [app, reference];
      for (const site of order) {
        for (const other of sites) await throttle(other.page, other === site ? cpuSlowdown : 1);
        log(`Journey: ${i ? `round ${i} of ${rounds}` : 'warm-up round'}, ${site.kind.label}…`);
        const ms = await journey(site, foodId, dwellMs, forgetOrders);
        if (i) for (const [key, value] of Object.entries(ms)) runs[site.name][key].push(value);
      }
    }

    log('Journey: the JS each page loaded before its content…');
    const scripts = {};
    for (const page of journeyPages)
      for (const site of sites)
        (scripts[page.name] ??= {})[site.name] = await scriptsBeforeContent(
          site,
          page.path(foodId),
          page.awaits,
        );
    return { runs, scripts, refused };
  } catch (error) {
    if (refused.length) error.message += ` (refused by CORS: ${refused.join(' / ')})`;
    throw error;
  } finally {
    for (const site of sites) await site.context.close().catch(() => undefined);
    await server?.stop();
    rmSync(tmp, { recursive: true, force: true });
    await forgetOrders();
    await kitchen.delete();
    await made.remove();
  }
}

const rowName = (step, rounds) =>
  `Journey ${step.key}: ${step.what}, FoodTable ÷ 2024 client (median of ${rounds})`;

const scriptList = (files) =>
  files.map((f) => `${f.path.replace('/assets/', '')} ${formats.kB(f.gzip)}`).join(', ');

/** The five ratio rows and their notes; ERROR rows when the journey cannot run. */
export async function journeyRows(browser, siteUrl, { rounds = 5, dwellMs = 0, log } = {}) {
  try {
    const { runs, scripts, refused } = await measureJourney(browser, siteUrl, {
      rounds,
      dwellMs,
      log,
    });
    const { app, reference } = siteKinds;
    const medians = Object.fromEntries(
      Object.keys(siteKinds).map((site) => [
        site,
        Object.fromEntries(journeySteps.map((step) => [step.key, median(runs[site][step.key])])),
      ]),
    );
    const rows = [];
    const notes = [
      `Journey: a signed-in diner (each site signed in through its own login page), Chromium at ${cpuSlowdown}× CPU, ${viewport.width}×${viewport.height}, warm caches (one warm-up round not counted), ${rounds} rounds interleaved with the 2024 reference client (bench/reference-client, its own Vite build on superstatic at 127.0.0.1:${referencePort}, the same facade and data)${dwellMs ? `, the pointer resting ${dwellMs} ms on each target before the click` : ', no dwell before the clicks'}. Goal-only rows: FoodTable ÷ the client it replaces.`,
      ...Object.entries(siteKinds).map(
        ([site, kind]) =>
          `Journey medians, ${kind.label}: ${journeySteps.map((step) => `${step.key} ${formats.ms(medians[site][step.key])}`).join(', ')}.`,
      ),
    ];
    for (const step of journeySteps) {
      const appMs = medians.app[step.key];
      const referenceMs = medians.reference[step.key];
      rows.push(
        row({
          name: rowName(step, rounds),
          goal: step.goal,
          limit: null,
          value: appMs !== null && referenceMs ? appMs / referenceMs : null,
          format: 'ratio',
          aside: `${app.label} ${formats.ms(appMs)}, ${reference.label} ${formats.ms(referenceMs)}`,
          detail: 'not measured',
        }),
      );
      notes.push(
        `Journey ${step.key}, runs: ${app.label} ${runs.app[step.key].map(formats.ms).join(', ')}; ${reference.label} ${runs.reference[step.key].map(formats.ms).join(', ')}.`,
      );
    }
    for (const [page, bySite] of Object.entries(scripts))
      notes.push(
        `JS loaded before the first render of ${page}'s content (new tab, signed in, gzip -9): ${app.label} ${formats.kB(bySite.app.bytes)} in ${bySite.app.files.length} files (${scriptList(bySite.app.files)}); ${reference.label} ${formats.kB(bySite.reference.bytes)} (${scriptList(bySite.reference.files)}).`,
      );
    if (refused.length) notes.push(`Journey: refused by CORS: ${refused.join(' / ')}.`);
    return { rows, notes, runs, scripts };
  } catch (error) {
    return {
      rows: journeySteps.map((step) =>
        row({
          name: rowName(step, rounds),
          goal: step.goal,
          limit: null,
          value: null,
          format: 'ratio',
          state: 'error',
          detail: 'not measured',
        }),
      ),
      notes: [`The buying journey could not be measured: ${error.message}`],
    };
  }
}
