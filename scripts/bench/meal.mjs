// A meal from one kitchen (decision 160), three rows, each the median of `rounds` samples:
//   - placeOrder: a meal of 5 dishes ÷ a single dish, each the round trip of the callable over
//     HTTP from Node (as the web SDK calls it), the two kinds interleaved; hard limit 1.5×;
//   - purchase → entry: from the start of a meal's placeOrder call to the moment its entry is
//     in the DOM of the cook's open /ordersReceived (recorded in the page); within 2 s;
//   - Add to meal → navbar count: in Chromium at 4× CPU (CDP Emulation.setCPUThrottlingRate)
//     on a phone-sized window, from the click's event time to the animation frame after the
//     navbar's count shows the new number (recorded in the page); within 300 ms.
// The cook, the diner and the dishes are made with the Admin SDK and deleted after, with the
// orders the rounds placed. Everything runs against the emulators on 127.0.0.1.
/* global document, window, requestAnimationFrame, MutationObserver */
import { randomUUID } from 'node:crypto';
import { idToken, timedPlaceOrder } from './callable.mjs';
import { benchAccounts, benchAdmin, benchFood, signIn } from './live.mjs';
import { formats, median, row } from './table.mjs';

const password = 'Bench123';
const mealSize = 5;
const cpuSlowdown = 4;

/** A cook with `count` dishes (stock for every round) and a diner, made with the Admin SDK. */
async function makeKitchen({ auth, db, FieldValue }, count) {
  const tag = randomUUID().slice(0, 8);
  const [cook, diner] = await benchAccounts(auth, password, [
    { email: `bench-meal-cook-${tag}@foodtable.test`, displayName: 'Bench Cook' },
    { email: `bench-meal-diner-${tag}@foodtable.test`, displayName: 'Bench Diner' },
  ]);
  const foods = [];
  for (let i = 0; i < count; i++) {
    const ref = await db.collection('foods').add(
      benchFood(cook, FieldValue, {
        foodName: `Bench Meal Dish ${i + 1} ${tag}`,
        price: 4 + i,
        quantity: 10_000,
        description: 'Made for the meal bench.',
        ratingCount: 0,
        ratingSum: 0,
        ratingAvg: 0,
      }),
    );
    foods.push(ref.id);
  }
  const remove = async () => {
    for (const foodId of foods) {
      const orders = await db.collection('orders').where('foodId', '==', foodId).get();
      await Promise.all(orders.docs.map((doc) => doc.ref.delete()));
      await db.doc(`foods/${foodId}`).delete();
    }
    await db.doc(`carts/${diner.uid}`).delete();
    await Promise.all([cook, diner].map((a) => auth.deleteUser(a.uid).catch(() => undefined)));
  };
  return { tag, cook, diner, foods, remove };
}

// ------------------------------------------------------------------ in the page

/** Records, in the page, the wall-clock time each order entry of the cook's list appears. */
function watchEntries() {
  const seen = {};
  const scan = () => {
    const now = performance.timeOrigin + performance.now();
    for (const entry of document.querySelectorAll('tr[data-order-id]')) {
      seen[entry.dataset.orderId] ??= now;
    }
  };
  new MutationObserver(scan).observe(document.body, { subtree: true, childList: true });
  window.__entriesSeen = seen;
  scan();
}

/**
 * Arms a probe for the next click of `Add to meal`: the click's event time, and the frame after
 * the navbar's count reads `expected`. Resolves (in the page) with the milliseconds between.
 */
function armCountProbe(expected) {
  return new Promise((resolve) => {
    let clickedAt = null;
    const button = [...document.querySelectorAll('button')].find(
      (b) => b.textContent.trim() === 'Add to meal',
    );
    button.addEventListener('click', (event) => (clickedAt = event.timeStamp), {
      capture: true,
      once: true,
    });
    const check = () => {
      const count = document.querySelector('[data-testid="meal-count"]');
      if (clickedAt === null || count?.textContent.trim() !== expected) return;
      observer.disconnect();
      requestAnimationFrame(() => resolve(performance.now() - clickedAt));
    };
    const observer = new MutationObserver(check);
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    window.__mealProbeReady = true;
  });
}

// ------------------------------------------------------------------ the measures

/** placeOrder round trips: a meal of `mealSize` and a single dish, interleaved. */
async function placeOrderTimes(kitchen, rounds) {
  const token = await idToken(kitchen.diner.email, password);
  const meal = () => ({
    items: kitchen.foods.slice(0, mealSize).map((foodId) => ({ foodId, quantity: 1 })),
  });
  const single = () => ({ foodId: kitchen.foods[0], quantity: 1 });
  // Warm the callable's worker first: its start-up is not the purchase.
  await timedPlaceOrder(token, single());
  await timedPlaceOrder(token, meal());
  const times = { meal: [], single: [] };
  for (let i = 0; i < rounds; i++) {
    const order = i % 2 ? ['meal', 'single'] : ['single', 'meal'];
    for (const kind of order) {
      const { ms } = await timedPlaceOrder(token, kind === 'meal' ? meal() : single());
      times[kind].push(ms);
    }
  }
  return { times, token };
}

/** From the start of a meal's placeOrder to its entry on the cook's open page. */
async function cookSeesMeal(browser, baseUrl, kitchen, token, rounds) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await signIn(page, baseUrl, kitchen.cook.email, password);
    await page.goto(`${baseUrl}/ordersReceived`);
    await page.getByRole('heading', { name: 'Orders for my food' }).waitFor();
    await page.waitForSelector('tr[data-order-id]', { timeout: 30_000 });
    await page.evaluate(watchEntries);
    const latencies = [];
    for (let i = 0; i < rounds; i++) {
      const started = Date.now();
      const { result } = await timedPlaceOrder(token, {
        items: kitchen.foods.slice(0, mealSize).map((foodId) => ({ foodId, quantity: 1 })),
      });
      // The entry is the meal's: it carries the id of whichever of its orders the list shows first.
      const handle = await page.waitForFunction(
        (ids) => ids.map((id) => window.__entriesSeen?.[id]).find(Boolean),
        result.insertedIds,
        { timeout: 15_000 },
      );
      latencies.push((await handle.jsonValue()) - started);
    }
    return latencies;
  } finally {
    await context.close();
  }
}

/** Add to meal → the navbar's count, at 4× CPU on a 390×844 window. */
async function addToMealTimes(browser, baseUrl, kitchen, { db }, rounds) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const times = [];
  try {
    const page = await context.newPage();
    await signIn(page, baseUrl, kitchen.diner.email, password);
    const cdp = await context.newCDPSession(page);
    const [first, second] = kitchen.foods;
    for (let i = 0; i < rounds; i++) {
      // A meal of one dish, then the page of a second: the count goes from 1 to 2.
      await db.doc(`carts/${kitchen.diner.uid}`).set({
        cookUid: kitchen.cook.uid,
        lines: [{ foodId: first, quantity: 1 }],
        updatedAt: new Date(),
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await page.goto(`${baseUrl}/singleFood/${second}`);
      await page.getByTestId('meal-count').filter({ hasText: '1' }).waitFor({ timeout: 30_000 });
      // What the page does after it has drawn (live listeners, prefetches) settles first.
      await page.waitForTimeout(1000);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
      const measured = page.evaluate(armCountProbe, '2');
      await page.waitForFunction(() => window.__mealProbeReady === true);
      await page.getByRole('button', { name: 'Add to meal', exact: true }).click();
      times.push(await measured);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      // The popup closes by itself; the next round opens the page again.
      await page.locator('.swal2-container').waitFor({ state: 'detached', timeout: 10_000 });
    }
  } finally {
    await context.close();
  }
  return times;
}

const names = {
  ratio: `placeOrder: a meal of ${mealSize} dishes ÷ a single dish`,
  toCook: `A meal of ${mealSize}: purchase → one entry on the cook's open page`,
  toCount: `Add to meal → navbar count, ${cpuSlowdown}× CPU, 390×844`,
};

/** Runs one part; its row, or an ERROR row and a note when it cannot run. */
async function part(name, limit, format, rows, notes, measure) {
  try {
    rows.push(row({ name, goal: limit, limit, format, ...(await measure()) }));
  } catch (error) {
    notes.push(`${name}: not measured (${error.message.split('\n')[0]}).`);
    rows.push(row({ name, goal: limit, limit, value: null, format, state: 'error' }));
  }
}

/** The three rows (ERROR rows when a part cannot run), notes and the raw samples. */
export async function mealRows(browser, baseUrl, { rounds = 10, log = console.log } = {}) {
  const admin = await benchAdmin('bench-meal');
  const kitchen = await makeKitchen(admin, mealSize);
  const rows = [];
  const notes = [];
  const runs = {};
  let token = null;
  try {
    log(`placeOrder: a meal of ${mealSize} and a single dish, ${rounds} each…`);
    await part(`${names.ratio} (medians of ${rounds})`, 1.5, 'ratio', rows, notes, async () => {
      const measured = await placeOrderTimes(kitchen, rounds);
      token = measured.token;
      const { times } = measured;
      runs.placeOrder = times;
      notes.push(
        `placeOrder round trips, meal of ${mealSize}: ${times.meal.map(formats.ms).join(', ')}; single dish: ${times.single.map(formats.ms).join(', ')}.`,
      );
      return {
        value: median(times.meal) / median(times.single),
        aside: `${formats.ms(median(times.meal))} ÷ ${formats.ms(median(times.single))}`,
      };
    });

    log(`A meal → its entry on the cook's open page, ${rounds} rounds…`);
    await part(`${names.toCook} (median of ${rounds})`, 2000, 's', rows, notes, async () => {
      const toCook = await cookSeesMeal(
        browser,
        baseUrl,
        kitchen,
        token ?? (await idToken(kitchen.diner.email, password)),
        rounds,
      );
      runs.toCook = toCook;
      notes.push(
        `Meal → cook's page: ${toCook.map(formats.s).join(', ')} (max ${formats.s(Math.max(...toCook))}).`,
      );
      return { value: median(toCook) };
    });

    log(`Add to meal → the navbar's count at ${cpuSlowdown}× CPU, ${rounds} rounds…`);
    await part(`${names.toCount} (median of ${rounds})`, 300, 'ms', rows, notes, async () => {
      const toCount = await addToMealTimes(browser, baseUrl, kitchen, admin, rounds);
      runs.toCount = toCount;
      notes.push(
        `Add to meal → count: ${toCount.map(formats.ms).join(', ')} (max ${formats.ms(Math.max(...toCount))}).`,
      );
      return { value: median(toCount) };
    });
  } finally {
    await kitchen.remove();
  }
  return { rows, notes, runs };
}
