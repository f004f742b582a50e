// Trust and sales: a buyer rates a completed order, the rating shows on the card and the
// detail page, the cook's My sales lists the sale and its CSV holds the right rows; My sales
// and the CSV count days on the kitchen's clock, as the functions do, and money per currency;
// /allFood sorts by Top rated with Load more.
import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import {
  collections,
  kitchenPaths,
  pageSizes,
  ratingMessages,
  saleCents,
  salesDay,
  salesWindow,
} from '../../functions/src/shared/index.js';
import { ratingTalliesCollection, tallyKey } from '../../functions/src/ratings/aggregate.js';
import {
  addOrder,
  adminDb,
  expect,
  openUserMenu,
  startSignedIn,
  test,
  type Account,
  type MakeAccount,
  type MakeFood,
  waitForApp,
} from './support/fixtures';

/** What Bob bought, as placeOrder writes it: two units at 7.50. */
const twoUnits = () => ({
  buyingDate: '2026/11/25 10:00:00',
  price: 7.5,
  quantity: 2,
  createdAt: FieldValue.serverTimestamp(),
});

/** An order of Bob's, ready for Alice to complete: what placeOrder and her moves leave. */
async function readyOrder(buyer: Account, cook: Account, foodId: string, foodName: string) {
  const ref = await addOrder({
    buyer,
    cook,
    foodId,
    foodName,
    ...twoUnits(),
    status: 'ready',
    placedAt: Timestamp.now(),
    acceptedAt: Timestamp.now(),
    readyAt: Timestamp.now(),
  });
  return ref.id;
}

/**
 * An order of Bob's that Alice has completed, as placeOrder and her moves leave it. Made
 * completed at once: no update, so the sales trigger has nothing to count.
 */
async function completedOrder(buyer: Account, cook: Account, foodId: string, foodName: string) {
  const completedAt = Timestamp.now();
  const ref = await addOrder({
    buyer,
    cook,
    foodId,
    foodName,
    ...twoUnits(),
    status: 'completed',
    placedAt: completedAt,
    acceptedAt: completedAt,
    readyAt: completedAt,
    completedAt,
  });
  return { orderId: ref.id, completedAt };
}

/**
 * Alice's and Bob's accounts at once, and Alice's biryani at 7.50: the set-up of a test is no
 * journey of its own.
 */
async function aliceBobAndBiryani(makeAccount: MakeAccount, makeFood: MakeFood) {
  const [alice, bob] = await Promise.all([
    makeAccount('Alice Cook'),
    makeAccount('Bob, "the" Buyer'),
  ]);
  const foodName = `Rated Biryani ${Date.now()}`;
  const foodId = await makeFood(alice, { foodName, price: 7.5 });
  return { alice, bob, foodName, foodId };
}

test('Alice completes Bob’s order from Orders for my food', async ({
  page,
  makeAccount,
  makeFood,
}) => {
  const { alice, bob, foodName, foodId } = await aliceBobAndBiryani(makeAccount, makeFood);
  await readyOrder(bob, alice, foodId, foodName);

  await startSignedIn(page, alice);
  await openUserMenu(page, 'Orders for my food');
  const row = page.getByRole('row').filter({ hasText: foodName });
  await row.getByRole('button', { name: 'Complete' }).click();
  await expect(row.locator('[data-status]')).toHaveText('Completed');
});

test('Alice’s My sales lists the sale of an order she completed; sales.csv holds its row', async ({
  page,
  makeAccount,
  makeFood,
}) => {
  const { alice, bob, foodName, foodId } = await aliceBobAndBiryani(makeAccount, makeFood);
  const { orderId, completedAt } = await completedOrder(bob, alice, foodId, foodName);
  // The day's totals as onSaleCompleted keeps them (recordSale: the order's marker and its
  // cook's day, no kitchen so UTC's; an order without a currency is in dollars).
  const day = salesDay(completedAt.toDate());
  const increments = {
    orders: 1,
    units: 2,
    revenueCents: saleCents({ unitPrice: 7.5, quantity: 2 }),
  };
  const batch = adminDb.batch();
  batch.create(adminDb.doc(`saleTallies/${orderId}`), {
    cookUid: alice.uid,
    day,
    at: FieldValue.serverTimestamp(),
  });
  batch.set(adminDb.doc(`${collections.salesDays}/${alice.uid}_${day}`), {
    cookUid: alice.uid,
    day,
    ...increments,
    dishes: { [foodId]: { dish: foodName, currency: 'USD', ...increments } },
  });
  await batch.commit();

  await startSignedIn(page, alice);
  await openUserMenu(page, 'My sales');
  await expect(page).toHaveURL('/mySales');
  const dish = page.getByRole('row').filter({ hasText: foodName });
  await expect(dish).toContainText('$15.00');
  await expect(page.getByRole('img', { name: 'Revenue per day, last 30 days' })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('sales.csv');
  const rows = parse(readFileSync((await download.path()) ?? '', 'utf8')) as string[][];
  expect(rows[0]).toEqual(['date', 'dish', 'buyer', 'quantity', 'unitPrice', 'total', 'currency']);
  expect(rows.slice(1)).toEqual([
    [
      expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
      foodName,
      bob.displayName,
      '2',
      '7.5',
      '15',
      'USD',
    ],
  ]);
});

test('My sales sums each currency apart and sales.csv ends each row with its currency', async ({
  page,
  makeAccount,
  makeFood,
}) => {
  const { alice, bob, foodName, foodId } = await aliceBobAndBiryani(makeAccount, makeFood);
  // Two orders completed by Alice's moves, as the functions see them: one in dollars, one
  // placed after her kitchen moved to taka.
  const completed = async (currency: 'USD' | 'BDT', price: number) => {
    const ref = await addOrder({
      buyer: bob,
      cook: alice,
      foodId,
      foodName,
      ...twoUnits(),
      price,
      currency,
      status: 'ready',
      placedAt: Timestamp.now(),
      acceptedAt: Timestamp.now(),
      readyAt: Timestamp.now(),
    });
    await ref.update({ status: 'completed', completedAt: Timestamp.now() });
  };
  await Promise.all([completed('USD', 7.5), completed('BDT', 250)]);
  await expect(async () => {
    const kept = await adminDb
      .collection(collections.salesDays)
      .where('cookUid', '==', alice.uid)
      .get();
    expect(kept.docs.reduce((n, doc) => n + Number(doc.get('orders')), 0)).toBe(2);
  }).toPass({ timeout: 20_000 });

  await startSignedIn(page, alice, '/mySales');
  await expect(page.getByText(/^\$15\.00 and ৳500\.00 from 2 completed orders/)).toBeVisible();
  const dishRows = page.getByRole('row').filter({ hasText: foodName });
  await expect(dishRows).toHaveCount(2);
  await expect(dishRows.nth(0)).toContainText('$15.00');
  await expect(dishRows.nth(1)).toContainText('৳500.00');
  await expect(page.getByRole('row', { name: /^Total/ })).toContainText('$15.00 and ৳500.00');
  await expect(
    page.getByRole('img', { name: 'Revenue per day, last 30 days, in Bangladeshi taka (৳)' }),
  ).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const rows = parse(readFileSync((await (await downloading).path()) ?? '', 'utf8')) as string[][];
  expect(
    rows
      .slice(1)
      .map((row) => row.slice(3))
      .sort(),
  ).toEqual([
    ['2', '250', '500', 'BDT'],
    ['2', '7.5', '15', 'USD'],
  ]);
});

test('Bob rates the order Alice completed (stars required), and the function counts it', async ({
  page,
  makeAccount,
  makeFood,
}) => {
  const { alice, bob, foodName, foodId } = await aliceBobAndBiryani(makeAccount, makeFood);
  await completedOrder(bob, alice, foodId, foodName);

  await startSignedIn(page, bob);
  await openUserMenu(page, 'My ordered food items');
  const order = page.getByRole('row').filter({ hasText: foodName });
  await order.getByRole('button', { name: `Rate ${foodName}` }).click();
  const dialog = page.getByRole('dialog', { name: `Rate ${foodName}` });
  await expect(dialog.getByRole('radiogroup', { name: 'Stars' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Submit rating' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(ratingMessages.starsRequired);
  await dialog.getByRole('radio', { name: '4 stars' }).check();
  await dialog.getByLabel('Comment').fill('Fragrant, generous, on time.');
  await dialog.getByRole('button', { name: 'Submit rating' }).click();
  await expect(page.getByRole('heading', { name: ratingMessages.thanks })).toBeVisible();
  await expect(order.getByLabel('You rated 4 out of 5')).toBeVisible();
  await expect(order.getByRole('button', { name: `Rate ${foodName}` })).toHaveCount(0);

  // The function counts it within a moment.
  await expect(async () => {
    const food = await adminDb.doc(`${collections.foods}/${foodId}`).get();
    expect([food.get('ratingCount'), food.get('ratingAvg')]).toEqual([1, 4]);
  }).toPass({ timeout: 20_000 });
});

test('a rated dish shows its rating on its card and its detail page', async ({
  page,
  makeAccount,
  makeFood,
}) => {
  const { alice, bob, foodName, foodId } = await aliceBobAndBiryani(makeAccount, makeFood);
  const { orderId } = await completedOrder(bob, alice, foodId, foodName);
  // Bob's rating as the Rate dialog writes it (rateOrder), counted as onRatingCreated counts it
  // (tallyRating: its marker and the food's aggregate, in one write), so the trigger, when it
  // comes, finds it counted already.
  const rating = {
    stars: 4,
    comment: 'Fragrant, generous, on time.',
    foodId,
    buyerUid: bob.uid,
    buyerName: bob.displayName,
    createdAt: Timestamp.now(),
  };
  const batch = adminDb.batch();
  batch.create(adminDb.collection(ratingTalliesCollection).doc(tallyKey(orderId, rating)), {
    orderId,
    foodId,
    stars: 4,
    at: FieldValue.serverTimestamp(),
    state: 'counted',
    foodCounted: true,
  });
  batch.update(adminDb.doc(`${collections.foods}/${foodId}`), {
    ratingCount: 1,
    ratingSum: 4,
    ratingAvg: 4,
  });
  batch.set(adminDb.doc(`${collections.ratings}/${orderId}`), rating);
  await batch.commit();

  await startSignedIn(page, alice, `/allFood?q=${encodeURIComponent(foodName)}`);
  await expect(page.getByRole('article').filter({ hasText: foodName })).toContainText('★ 4.0 (1)');
  await page.goto(`/singleFood/${foodId}`);
  const ratings = page.getByRole('region', { name: 'Ratings' });
  await expect(ratings).toContainText('★ 4.0 (1)');
  await expect(ratings.getByText('from a verified buyer', { exact: true })).toBeVisible();
  await expect(ratings).toContainText('Fragrant, generous, on time.');
  await expect(ratings).toContainText(bob.displayName);
});

test('My sales and sales.csv count days on the kitchen’s clock, the days the functions kept', async ({
  page,
  makeAccount,
  makeFood,
}) => {
  const [cook, buyer] = await Promise.all([makeAccount('Zoned Cook'), makeAccount('Zoned Buyer')]);
  // A kitchen whose calendar day is not UTC's now: 14 hours ahead from 10:30 UTC, 11 behind
  // before (half an hour from either change), so the test tells the zones apart at any hour.
  const now = new Date();
  const utcHour = now.getUTCHours() + now.getUTCMinutes() / 60;
  const timeZone = utcHour >= 10.5 ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago';
  await adminDb.doc(kitchenPaths.kitchen(cook.uid)).set({
    pickupArea: 'Far away',
    openFrom: '00:00',
    openTo: '23:59',
    leadMinutes: 30,
    timeZone,
    paused: false,
    updatedAt: Timestamp.now(),
  });
  const recent = new Date(now.getTime() - 2 * 60_000);
  expect(salesDay(recent, timeZone)).not.toBe(salesDay(recent));
  // And a sale on a kitchen's day that is in its 30 days but not in UTC's (the newest day
  // ahead of UTC, the oldest behind it): the middle of those instants.
  const zoneDays = new Set(salesWindow(now, timeZone));
  const utcDays = new Set(salesWindow(now));
  const onlyInZone: Date[] = [];
  for (let at = recent.getTime(); at > now.getTime() - 32 * 86_400_000; at -= 15 * 60_000) {
    const day = salesDay(new Date(at), timeZone);
    if (zoneDays.has(day) && !utcDays.has(day)) onlyInZone.push(new Date(at));
  }
  const edge = onlyInZone[Math.floor(onlyInZone.length / 2)];
  if (!edge) throw new Error(`No instant in ${timeZone}'s window outside UTC's`);

  // Two completed orders, the cook's moves as the functions see them.
  const foodName = `Zoned Pulao ${Date.now()}`;
  const foodId = await makeFood(cook, { foodName, price: 7.5 });
  await Promise.all(
    [recent, edge].map(async (at) => {
      const orderId = await readyOrder(buyer, cook, foodId, foodName);
      await adminDb
        .doc(`${collections.orders}/${orderId}`)
        .update({ status: 'completed', completedAt: Timestamp.fromDate(at) });
    }),
  );
  const days = [...new Set([recent, edge].map((at) => salesDay(at, timeZone)))].sort();
  await expect(async () => {
    const kept = await adminDb
      .collection(collections.salesDays)
      .where('cookUid', '==', cook.uid)
      .get();
    expect(kept.docs.map((doc) => doc.get('day')).sort()).toEqual(days);
    expect(kept.docs.reduce((n, doc) => n + Number(doc.get('orders')), 0)).toBe(2);
  }).toPass({ timeout: 20_000 });

  // The page's window holds both days; the CSV dates each sale on the same clock.
  await startSignedIn(page, cook, '/mySales');
  await expect(page.getByText(`Days on your kitchen’s clock (${timeZone}).`)).toBeVisible();
  await expect(page.getByText(/\$30\.00 from 2 completed orders/)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: foodName })).toContainText('$30.00');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const rows = parse(readFileSync((await (await downloading).path()) ?? '', 'utf8')) as string[][];
  expect(rows.slice(1).map((r) => r[0])).toEqual(
    [recent, edge].map((at) => salesDay(at, timeZone)),
  );
});

test('Top rated puts the best-rated dishes first and keeps its order through Load more', async ({
  page,
}) => {
  await page.goto('/allFood');
  // A choice in a select is the app's to act on: wait until it has taken the page over.
  await waitForApp(page);
  await page.getByLabel('Sort by').selectOption({ label: 'Top rated' });
  await expect(page).toHaveURL(/sort=top-rated/);
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(pageSizes.foods);
  // The seed's ratings: Chicken Biryani 4.7 (3), Haleem 4.5 (2), Gulab Jamun 3.0 (1).
  await expect(cards.nth(0)).toContainText('Chicken Biryani');
  await expect(cards.nth(0)).toContainText('★ 4.7 (3)');
  await expect(cards.nth(1)).toContainText('★ 4.5 (2)');
  await expect(cards.nth(pageSizes.foods - 1)).toContainText('New');
  await page.getByRole('button', { name: 'Load more' }).click();
  // The second page: more cards after the first twelve, none of them again.
  await expect(cards.nth(pageSizes.foods)).toBeVisible();
  const names = await cards.locator('h3').allTextContents();
  expect(new Set(names).size).toBe(names.length);
  // A shared link keeps the order; search works in it.
  await page.goto('/allFood?sort=top-rated&q=chicken');
  await expect(page.getByLabel('Sort by')).toHaveValue('top-rated');
  await expect(cards.nth(0)).toContainText('Chicken Biryani');
});
