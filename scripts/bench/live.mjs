// The live kitchen's rows: the JS of the largest live page, and two latencies on
// the emulators, each the median (and max) of 10 samples:
//   - purchase → row: from the start of a placeOrder call to the moment its row is in the
//     DOM of the cook's open /ordersReceived;
//   - move → status: from the cook's click on Accept to the moment the buyer's open
//     /myOrderedFood shows Accepted.
// The page records when each row and status first appear (a MutationObserver, wall-clock
// milliseconds), so the wait for Playwright's polling is not counted.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { idToken, timedPlaceOrder } from './callable.mjs';
import { firstLoadAssets } from './size.mjs';
import { formats, median, row } from './table.mjs';

/** The routes whose chunks carry reactfire and the full Firestore SDK. */
export const liveRoutes = [
  'orders-received',
  'my-ordered-food',
  'my-added-food',
  'single-food',
  'food-purchase',
];

const chunkOf = (chunks, path) =>
  [...chunks.values()].find((chunk) =>
    Object.keys(chunk.modules).some((id) => id.replaceAll('\\', '/').endsWith(path)),
  );

/** A chunk and every chunk it imports statically, minus those in `skip`. */
function closure(chunks, fileName, skip, files = new Set()) {
  if (files.has(fileName) || skip.has(fileName)) return files;
  files.add(fileName);
  for (const next of chunks.get(fileName)?.imports ?? []) closure(chunks, next, skip, files);
  return files;
}

/**
 * gzip -9 size of what each live route loads beyond what every page loads anyway (the SPA
 * fallback's first load, and the Firebase app and Auth of lib/firebase.ts that lib/auth.ts
 * loads for a signed-in visitor): its chunk and every chunk it imports statically (what it
 * loads before it draws its data), and with the live view it imports lazily once it has
 * (`lib/data/live-root.tsx`, reactfire and the full Firestore SDK: decision 002). Largest
 * first.
 */
export function liveChunkSizes(distDir, chunks) {
  const html = readFileSync(join(distDir, '__spa-fallback.html'), 'utf8');
  const first = new Set(firstLoadAssets(html).map((a) => a.url.replace(/^\//, '')));
  const firebase = chunkOf(chunks, '/src/lib/firebase.ts');
  const everyPage = firebase ? closure(chunks, firebase.fileName, first) : new Set();
  for (const file of first) everyPage.add(file);
  const liveRoot = chunkOf(chunks, '/src/lib/data/live-root.tsx')?.fileName;
  const gzip = (file) => gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length;
  const sum = (files) => [...files].reduce((n, file) => n + gzip(file), 0);
  const sizes = [];
  for (const route of liveRoutes) {
    const entry = chunkOf(chunks, `/src/app/routes/${route}.tsx`);
    if (!entry) continue;
    const files = closure(chunks, entry.fileName, everyPage);
    const withLive = new Set(files);
    // The lazily imported parts that bring the live view in (and what they import).
    for (const file of files)
      for (const lazy of chunks.get(file)?.dynamicImports ?? []) {
        const part = closure(chunks, lazy, everyPage);
        if (liveRoot && part.has(liveRoot)) for (const next of part) withLive.add(next);
      }
    sizes.push({ route, before: sum(files), bytes: sum(withLive), files: [...withLive] });
  }
  return sizes.sort((a, b) => b.bytes - a.bytes);
}

const placeOrderId = async (token, data) => (await timedPlaceOrder(token, data)).result.insertedId;

/* global document, MutationObserver, window -- these run inside the page */

// Records, in the page, the wall-clock time each order row and each of its statuses appear.
function watchRows() {
  const seen = {};
  const scan = () => {
    const now = performance.timeOrigin + performance.now();
    for (const row of document.querySelectorAll('tr[data-order-id]')) {
      const id = row.getAttribute('data-order-id');
      const status = row.querySelector('[data-status]')?.getAttribute('data-status');
      seen[id] ??= now;
      if (status) seen[`${id}:${status}`] ??= now;
    }
  };
  new MutationObserver(scan).observe(document.body, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['data-status'],
  });
  window.__liveSeen = seen;
  scan();
}

/**
 * The Admin SDK on the suite's emulators, whether the bench started them (emulators:exec sets
 * these) or found them running (npm start); never a real project. One app per `name`.
 */
export async function benchAdmin(name) {
  const { getApps, initializeApp } = await import('firebase-admin/app');
  const { getAuth } = await import('firebase-admin/auth');
  const { FieldValue, getFirestore } = await import('firebase-admin/firestore');
  process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';
  const app =
    getApps().find((existing) => existing.name === name) ??
    initializeApp({ projectId: 'demo-foodtable' }, name);
  return { auth: getAuth(app), db: getFirestore(app), FieldValue };
}

/** A kitchen card open all day with no time to cook: any purchase takes the next quarter hour. */
export const openKitchen = {
  pickupArea: 'Bench Square',
  openFrom: '00:00',
  openTo: '23:59',
  leadMinutes: 0,
  timeZone: 'UTC',
  paused: false,
};

/** Accounts made with the Admin SDK, each `{ email, displayName }` with its `uid` added. */
export async function benchAccounts(auth, password, accounts) {
  for (const account of accounts) {
    const user = await auth.createUser({ ...account, password, emailVerified: true });
    account.uid = user.uid;
  }
  return accounts;
}

/** A food of the cook's as the app stores one; `fields` names it and may add to it. */
export function benchFood(cook, FieldValue, { foodName, price, quantity, description, ...more }) {
  return {
    foodName,
    imageURL: '/images/foods/biryani.svg',
    category: 'Rice Dishes',
    country: 'Bangladesh',
    price,
    quantity,
    description,
    userName: cook.displayName,
    userEmail: cook.email,
    ownerUid: cook.uid,
    orderCount: 0,
    createdAt: FieldValue.serverTimestamp(),
    searchTerms: [],
    currency: 'USD',
    ...more,
  };
}

/**
 * A cook and a buyer (password `password`) and a food of the cook's, made with the Admin SDK
 * for one bench row; `remove()` deletes the food and both accounts (what else the row made, it
 * deletes first).
 */
export async function benchCookBuyerAndFood({ auth, db, FieldValue }, row, { foodName, quantity }) {
  const tag = randomUUID().slice(0, 8);
  const password = 'Bench123';
  const [cook, buyer] = await benchAccounts(auth, password, [
    { email: `bench-${row}-cook-${tag}@foodtable.test`, displayName: 'Bench Cook' },
    { email: `bench-${row}-buyer-${tag}@foodtable.test`, displayName: 'Bench Buyer' },
  ]);
  const food = await db.collection('foods').add(
    benchFood(cook, FieldValue, {
      foodName: `${foodName} ${tag}`,
      price: 5,
      quantity,
      description: `Made for the ${row} bench.`,
    }),
  );
  const remove = async () => {
    await food.delete();
    await Promise.all([cook, buyer].map((a) => auth.deleteUser(a.uid).catch(() => undefined)));
  };
  return { tag, password, cook, buyer, food, remove };
}

/** Signs in through the login form and waits for the signed-in navbar. */
export async function signIn(page, baseUrl, email, password) {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.getByRole('button', { name: 'Logout' }).waitFor({ timeout: 30_000 });
}

async function seenAt(page, key, timeoutMs) {
  const handle = await page.waitForFunction((k) => window.__liveSeen?.[k], key, {
    timeout: timeoutMs,
  });
  return handle.jsonValue();
}

/**
 * Both latencies, `samples` each. Makes a cook, a buyer and a food with the Admin SDK and
 * deletes them after.
 */
export async function liveLatencies(browser, baseUrl, { samples = 10, timeoutMs = 15_000 } = {}) {
  const admin = await benchAdmin('bench-live');
  const { tag, password, cook, buyer, food, remove } = await benchCookBuyerAndFood(admin, 'live', {
    foodName: 'Bench Dal',
    quantity: 1000,
  });
  const cookContext = await browser.newContext();
  const buyerContext = await browser.newContext();
  const result = { toCook: [], toBuyer: [] };
  try {
    const cookPage = await cookContext.newPage();
    const buyerPage = await buyerContext.newPage();
    await signIn(cookPage, baseUrl, cook.email, password);
    await signIn(buyerPage, baseUrl, buyer.email, password);
    await cookPage.goto(`${baseUrl}/ordersReceived`);
    await cookPage.getByRole('heading', { name: 'Orders for my food' }).waitFor();
    await buyerPage.goto(`${baseUrl}/myOrderedFood`);
    await buyerPage.getByRole('heading', { name: 'My ordered food items' }).waitFor();
    await cookPage.evaluate(watchRows);
    await buyerPage.evaluate(watchRows);
    const token = await idToken(buyer.email, password);

    for (let i = 0; i < samples; i++) {
      const started = Date.now();
      const id = await placeOrderId(token, {
        foodId: food.id,
        quantity: 1,
        requestId: `bench${tag}${i}`.padEnd(8, '0'),
      });
      result.toCook.push((await seenAt(cookPage, id, timeoutMs)) - started);
      await seenAt(buyerPage, `${id}:placed`, timeoutMs);

      const accept = cookPage
        .locator(`tr[data-order-id="${id}"]`)
        .getByRole('button', { name: 'Accept', exact: true });
      await accept.waitFor();
      const clicked = Date.now();
      await accept.click();
      result.toBuyer.push((await seenAt(buyerPage, `${id}:accepted`, timeoutMs)) - clicked);
    }
  } finally {
    await cookContext.close();
    await buyerContext.close();
    const orders = await admin.db.collection('orders').where('foodId', '==', food.id).get();
    await Promise.all(orders.docs.map((doc) => doc.ref.delete()));
    await remove();
  }
  return result;
}

/** The size row of the largest live page, and a note naming every live page's size. */
export function liveSizeRows(distDir, chunks) {
  const sizes = liveChunkSizes(distDir, chunks);
  const largest = sizes[0];
  const rows = [
    row({
      name: `Live page JS beyond the first load, with its live view, gzip -9 (largest: ${largest ? `/${largest.route}` : 'none'})`,
      // No budget was set for these: they hold today's size with room for a feature, so a
      // library slipping into a live chunk (decision 002) shows.
      goal: 200_000,
      limit: 250_000,
      value: largest?.bytes ?? null,
      format: 'kB',
      detail: largest ? null : 'no live route chunk found',
    }),
  ];
  const notes = [
    `Live pages beyond the first load, with their live view (route chunk and static imports, before the page draws its data): ${sizes.map((s) => `${s.route} ${formats.kB(s.bytes)} (${formats.kB(s.before)})`).join(', ')}.`,
  ];
  return { rows, notes };
}

// The requirement itself: the median of each latency within 2 s on the emulators.
const liveGoalMs = 2000;

/** The two latency rows (median of `samples`, max in the note); ERROR rows if it cannot run. */
export async function liveLatencyRows(browser, baseUrl, samples = 10) {
  const names = [
    `Live: purchase → row on the cook's open page (median of ${samples})`,
    `Live: cook's Accept → status on the buyer's open page (median of ${samples})`,
  ];
  try {
    const { toCook, toBuyer } = await liveLatencies(browser, baseUrl, { samples });
    const rows = [toCook, toBuyer].map((values, i) =>
      row({
        name: names[i],
        goal: liveGoalMs,
        limit: liveGoalMs,
        value: median(values),
        format: 's',
      }),
    );
    const notes = [
      `Live latencies, max: purchase → row ${formats.s(Math.max(...toCook))}, Accept → status ${formats.s(Math.max(...toBuyer))} (runs ${toCook.map(formats.s).join(', ')} / ${toBuyer.map(formats.s).join(', ')}).`,
    ];
    return { rows, notes };
  } catch (error) {
    return {
      rows: names.map((name) =>
        row({
          name,
          goal: liveGoalMs,
          limit: liveGoalMs,
          value: null,
          format: 's',
          state: 'error',
        }),
      ),
      notes: [`Live latencies could not be measured: ${error.message}`],
    };
  }
}
