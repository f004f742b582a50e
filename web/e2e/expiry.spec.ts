// Orders that never hang, and Not collected. An order nobody answers turns Expired by itself on
// the buyer's My ordered food and the cook's Orders for my food, both open, with no page doing
// anything: the server's expireOrder task does it. The cook marks a ready order Not collected
// once its pickup is 15 minutes gone, and that buyer's next order shows the cook the missed
// pickup beside their name.
import type { BrowserContext, Page } from '@playwright/test';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { getFunctions } from 'firebase-admin/functions';
import { kitchenPaths, statusTimeField } from '../../functions/src/shared/index.js';
import {
  addOrder,
  adminDb,
  expect,
  openAs,
  placeOrderAs,
  startSignedIn,
  test,
  type Account,
} from './support/fixtures';

const live = { timeout: 5_000 };
/**
 * A page's first render, and what a function does after a write: on the emulators a trigger's
 * turn may wait behind others (8 at a time), as right after the seed.
 */
const server = { timeout: 30_000 };

/**
 * The order's expiry task, queued by hand to run now: the queue brings the order's own task at
 * its due time, a minute after it was placed.
 */
function queueExpiryNow(orderId: string) {
  process.env.CLOUD_TASKS_EMULATOR_HOST ??= '127.0.0.1:9499';
  return getFunctions()
    .taskQueue('locations/us-central1/functions/expireOrder')
    .enqueue({ orderId, answerMinutes: 1 });
}

/** The cook's kitchen card, open all day, answering orders within `answerMinutes`. */
async function saveKitchen(cook: Account, answerMinutes: number) {
  await adminDb.doc(kitchenPaths.kitchen(cook.uid)).set({
    pickupArea: 'Gulshan 2 circle',
    openFrom: '00:00',
    openTo: '23:59',
    leadMinutes: 0,
    timeZone: 'Asia/Dhaka',
    paused: false,
    answerMinutes,
    updatedAt: FieldValue.serverTimestamp(),
  });
}

const orderRow = (page: Page, orderId: string) => page.locator(`[data-order-id="${orderId}"]`);
const statusOf = (page: Page, orderId: string) => orderRow(page, orderId).locator('[data-status]');

test.describe('orders that never hang', () => {
  let others: BrowserContext[] = [];
  test.afterEach(async () => {
    await Promise.all(others.map((context) => context.close()));
    others = [];
  });

  test('an order nobody answers turns Expired on both open pages by itself', async ({
    page: buyerPage,
    browser,
    makeAccount,
    makeFood,
  }, testInfo) => {
    const [cook, buyer] = await Promise.all([
      makeAccount('Slow Cook'),
      makeAccount('Patient Buyer'),
    ]);
    const foodName = `Unanswered Haleem ${Date.now()}`;
    const foodId = await makeFood(cook, { foodName, quantity: 3 });
    await saveKitchen(cook, 1);
    await startSignedIn(buyerPage, buyer, '/myOrderedFood');
    await expect(buyerPage.getByRole('heading', { name: 'No orders yet' })).toBeVisible(server);
    const cooks = await openAs(browser, testInfo, cook, '/ordersReceived');
    others.push(cooks.context);
    const cookPage = cooks.page;
    await expect(cookPage.getByText('No orders for your food yet')).toBeVisible(server);

    const { insertedId: orderId } = await placeOrderAs(buyer, { foodId, quantity: 1 });
    for (const page of [buyerPage, cookPage])
      await expect(statusOf(page, orderId)).toHaveText('Placed', server);
    // The order as if placed a minute ago, and its task run now. The whole minute, on the same
    // queue, is functions/test/orders/expiry.test.ts's to wait for (the e2e budget is 30 s).
    const placedAt = Timestamp.fromMillis(Date.now() - 60_000);
    await adminDb.doc(`orders/${orderId}`).update({ createdAt: placedAt, placedAt });
    await queueExpiryNow(orderId);

    for (const page of [buyerPage, cookPage])
      await expect(statusOf(page, orderId)).toHaveText('Expired', server);
    // Nothing left for the cook to do, and the unit is back on sale.
    await expect(orderRow(cookPage, orderId).getByRole('button')).toHaveCount(0);
    await expect(orderRow(cookPage, orderId)).toContainText('Closed');
    await expect
      .poll(async () => (await adminDb.doc(`foods/${foodId}`).get()).get('quantity'), server)
      .toBe(3);
  });

  test('the cook marks a ready order Not collected; the buyer’s next order shows the missed pickup', async ({
    page: cookPage,
    browser,
    makeAccount,
    makeFood,
  }, testInfo) => {
    test.setTimeout(90_000);
    const [cook, buyer] = await Promise.all([
      makeAccount('Waiting Cook'),
      makeAccount('Absent Buyer'),
    ]);
    const foodName = `Uncollected Khichuri ${Date.now()}`;
    const foodId = await makeFood(cook, { foodName, quantity: 4 });
    // Ready since a while, its pickup 20 minutes gone, as the cook's moves and the clock leave it.
    const pickupAt = Timestamp.fromMillis(Date.now() - 20 * 60_000);
    const earlier = Timestamp.fromMillis(pickupAt.toMillis() - 60 * 60_000);
    const { id: orderId } = await addOrder({
      buyer,
      cook,
      foodId,
      foodName,
      buyingDate: '2026/11/28 11:00:00',
      price: 9.5,
      quantity: 1,
      createdAt: earlier,
      status: 'ready',
      placedAt: earlier,
      [statusTimeField.accepted]: earlier,
      [statusTimeField.ready]: pickupAt,
      pickupAt,
      pickupArea: null,
    });
    await startSignedIn(cookPage, cook, '/ordersReceived');
    await expect(statusOf(cookPage, orderId)).toHaveText('Ready', server);
    const buyers = await openAs(browser, testInfo, buyer, '/myOrderedFood');
    others.push(buyers.context);
    await expect(statusOf(buyers.page, orderId)).toHaveText('Ready', server);

    const row = orderRow(cookPage, orderId);
    await row.getByRole('button', { name: 'Not collected' }).click();
    await expect(statusOf(cookPage, orderId)).toHaveText('Not collected', live);
    await expect(statusOf(buyers.page, orderId)).toHaveText('Not collected', live);
    await expect(row.getByRole('button')).toHaveCount(0);
    // The food was cooked: the unit stays sold.
    expect((await adminDb.doc(`foods/${foodId}`).get()).get('quantity')).toBe(4);

    // Counted by the server; the buyer's next order tells the cook.
    await expect
      .poll(async () => (await adminDb.doc(`users/${buyer.uid}`).get()).get('noShows'), server)
      .toBe(1);
    const { insertedId: nextId } = await placeOrderAs(buyer, { foodId, quantity: 1 });
    await expect(orderRow(cookPage, nextId)).toContainText(buyer.displayName, server);
    await expect(orderRow(cookPage, nextId)).toContainText('Missed pickups: 1');
    await expect(row).not.toContainText('Missed pickups');
  });
});
