// The live kitchen: the cook's Orders for my food and the buyer's My ordered food, each open
// in its own browser context, change by themselves. The live bound is the `live` timeout
// below (the contract's 2 s, with room for this busy machine); no timing is asserted. A test
// whose journey starts after the purchase places the order through the placeOrder callable,
// as the purchase page does.
import type { BrowserContext, Page, Request } from '@playwright/test';
import { messages } from '../../functions/src/shared/index.js';
import {
  addOrder,
  adminDb,
  deleteDialog,
  expect,
  holdRequests,
  idTokenOf,
  moveOrder,
  openAs,
  openUserMenu,
  placeOrderAs,
  queriesFrom,
  shoot,
  signIn,
  startSignedIn,
  test,
  type Account,
  type MakeAccount,
  type MakeFood,
} from './support/fixtures';

const live = { timeout: 5_000 };

/**
 * The buyer on the open purchase page buys `quantity` units, as a person does; resolves once
 * placeOrder has answered (the order is written). The page then goes on to the menu.
 */
async function buy(page: Page, quantity = 1) {
  await page.getByLabel('Quantity').fill(String(quantity));
  const answered = page.waitForResponse(
    (response) => response.url().includes('/placeOrder') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Purchase' }).click();
  expect((await answered).ok()).toBe(true);
}

/** `buyer` buys through the placeOrder callable, as the purchase page calls it; the order's id. */
async function placeOrder(buyer: Account, foodId: string, quantity = 1) {
  return (await placeOrderAs(buyer, { foodId, quantity })).insertedId;
}

/** Alice's dish of 5 units and Bob, who buys it, made at once. */
async function alicesDish(makeAccount: MakeAccount, makeFood: MakeFood, dish = 'Biryani') {
  const [cook, buyer] = await Promise.all([makeAccount('Alice Cook'), makeAccount('Bob Buyer')]);
  const foodName = `Kitchen ${dish} ${Date.now()}`;
  const foodId = await makeFood(cook, { foodName, quantity: 5 });
  return { cook, buyer, foodName, foodId };
}

/** The rest of an order of one unit at 9.50, placed just now, as placeOrder writes it. */
const placedJustNow = () => ({
  buyingDate: '2026/11/23 12:00:00',
  price: 9.5,
  quantity: 1,
  createdAt: new Date(),
  status: 'placed',
  placedAt: new Date(),
});

const orderRow = (page: Page, foodName: string) =>
  page.getByRole('row').filter({ hasText: foodName });
const statusOf = (page: Page, foodName: string) =>
  orderRow(page, foodName).locator('[data-status]');

/** Console errors and uncaught exceptions of a page, from now on. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * The requests of a page's Firestore listener channels still open, from now on: while one is,
 * a listener can still report an error.
 */
function openListenerChannels(page: Page): Set<Request> {
  const open = new Set<Request>();
  page.on('request', (request) => {
    if (request.url().includes('/Listen/channel')) open.add(request);
  });
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  return open;
}

test.describe('live kitchen', () => {
  // The second person's browser of a test, if it has one.
  let otherContext: BrowserContext | undefined;
  test.afterEach(async () => {
    await otherContext?.close();
    otherContext = undefined;
  });

  test('an order reaches the open cook page', async ({
    page,
    browser,
    makeAccount,
    makeFood,
  }, testInfo) => {
    const { cook, buyer, foodName, foodId } = await alicesDish(makeAccount, makeFood);

    // Bob has the dish's purchase page open; Alice opens Orders for my food from her menu.
    await startSignedIn(page, buyer, `/foodPurchase/${foodId}`);
    const alice = await openAs(browser, testInfo, cook);
    otherContext = alice.context;
    await openUserMenu(alice.page, 'Orders for my food');
    await expect(alice.page).toHaveURL('/ordersReceived');
    await expect(alice.page).toHaveTitle('FoodTable | Orders for my food');
    await expect(
      alice.page.getByRole('heading', { name: 'No orders for your food yet' }),
    ).toBeVisible();
    await expect(alice.page.getByTestId('waiting-count')).toHaveCount(0);

    await buy(page);

    // Alice's open page: the row and the waiting count arrive without a reload.
    const row = orderRow(alice.page, foodName);
    await expect(row).toBeVisible(live);
    // Success sends Bob to the menu (orders.spec.ts asserts the 1.5 s popup itself).
    await expect(page).toHaveURL('/allFood');
    await expect(row).toContainText('Bob Buyer');
    await expect(row).toContainText(buyer.email);
    await expect(statusOf(alice.page, foodName)).toHaveText('Placed');
    await expect(alice.page.getByTestId('waiting-count')).toHaveText('1', live);
    await expect(row.getByRole('button')).toHaveText(['Accept', 'Decline']);
  });

  // The page draws the orders its loader read; the live view, a chunk of its own, follows them.
  test('My ordered food shows the orders before its live view connects, then follows them', async ({
    page,
    makeAccount,
    makeFood,
  }) => {
    const { buyer, foodName, foodId } = await alicesDish(makeAccount, makeFood);
    const orderId = await placeOrder(buyer, foodId);
    const listen = await holdRequests(page, /\.Firestore\/Listen\/channel/);
    await startSignedIn(page, buyer, '/myOrderedFood');
    await expect(statusOf(page, foodName)).toHaveText('Placed');
    await moveOrder(orderId, 'accepted');
    await listen.release();
    await expect(statusOf(page, foodName)).toHaveText('Accepted', live);
  });

  // Decision 240: the navbar's live state is a worker's; the page people open first runs no
  // Firestore listener of its own.
  test('on All Food the waiting count comes from the account’s worker: the page opens no listener', async ({
    page,
    makeAccount,
    makeFood,
  }) => {
    const { cook, foodName, foodId } = await alicesDish(makeAccount, makeFood);
    const listening = openListenerChannels(page);
    await startSignedIn(page, cook, '/allFood');
    // Started once Firebase Auth has confirmed her.
    await expect
      .poll(() => page.workers().some((worker) => worker.url().includes('account-watch')))
      .toBe(true);

    await addOrder({
      buyer: { uid: 'someone', email: 'someone@foodtable.test', displayName: 'Some One' },
      cook,
      foodId,
      foodName,
      ...placedJustNow(),
    });
    await expect(page.getByTestId('waiting-count')).toHaveText('1', live);
    // The page's own resources: the worker's channel is not among them.
    const pageListens = await page.evaluate(
      () =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.includes('/Listen/channel')).length,
    );
    expect(pageListens).toBe(0);
    expect(listening.size).toBeGreaterThan(0);
  });

  test('the cook accepts: the open buyer page follows', async ({
    page: bob,
    browser,
    makeAccount,
    makeFood,
  }, testInfo) => {
    const { cook, buyer, foodName, foodId } = await alicesDish(makeAccount, makeFood);
    await Promise.all([startSignedIn(bob, buyer, '/myOrderedFood'), placeOrder(buyer, foodId)]);
    // Each page's first rows come with the expect's own timeout (a page load); the live updates
    // after them, within `live`.
    await expect(statusOf(bob, foodName)).toHaveText('Placed');
    const alice = await openAs(browser, testInfo, cook, '/ordersReceived');
    otherContext = alice.context;
    await expect(alice.page.getByTestId('waiting-count')).toHaveText('1');
    const row = orderRow(alice.page, foodName);
    // Her move shows through her page's live view: it reads the orders no second time.
    const reads = queriesFrom(alice.page);
    await row.getByRole('button', { name: 'Accept', exact: true }).click();
    await expect(statusOf(bob, foodName)).toHaveText('Accepted', live);
    await expect(alice.page.getByTestId('waiting-count')).toHaveCount(0, live);
    await expect(row.getByRole('button')).toHaveText(['Ready', 'Decline']);
    expect(reads).toEqual([]);
  });

  // The order as the cook's Accept above leaves it.
  test('Bob can no longer cancel an order the cook has accepted', async ({
    page: bob,
    makeAccount,
    makeFood,
  }) => {
    const { buyer, foodName, foodId } = await alicesDish(makeAccount, makeFood);
    await Promise.all([
      startSignedIn(bob, buyer, '/myOrderedFood'),
      placeOrder(buyer, foodId).then((id) => moveOrder(id, 'accepted')),
    ]);
    await expect(statusOf(bob, foodName)).toHaveText('Accepted');

    // Bob may not cancel what Alice is cooking: the reason, and nothing changes.
    await orderRow(bob, foodName)
      .getByRole('button', { name: /Delete/ })
      .click();
    await expect(bob.getByText(messages.orderInKitchen)).toBeVisible();
    await expect(bob.getByText(deleteDialog.title)).toHaveCount(0);
    const orders = await adminDb.collection('orders').where('foodId', '==', foodId).get();
    expect(orders.size).toBe(1);
    expect(orders.docs[0]?.get('status')).toBe('accepted');
  });

  test('the cook marks an accepted order ready, then complete: the open buyer page follows', async ({
    page: bob,
    browser,
    makeAccount,
    makeFood,
  }, testInfo) => {
    const { cook, buyer, foodName, foodId } = await alicesDish(makeAccount, makeFood);
    await Promise.all([
      startSignedIn(bob, buyer, '/myOrderedFood'),
      placeOrder(buyer, foodId).then((id) => moveOrder(id, 'accepted')),
    ]);
    // Loaded with the expect's own timeout, as above.
    await expect(statusOf(bob, foodName)).toHaveText('Accepted');
    const alice = await openAs(browser, testInfo, cook, '/ordersReceived');
    otherContext = alice.context;
    const row = orderRow(alice.page, foodName);
    await row.getByRole('button', { name: 'Ready', exact: true }).click();
    await expect(statusOf(bob, foodName)).toHaveText('Ready', live);
    // Not collected is not offered until 15 minutes after the pickup time.
    await expect(row.getByRole('button')).toHaveText(['Complete']);
    await row.getByRole('button', { name: 'Complete', exact: true }).click();
    await expect(statusOf(bob, foodName)).toHaveText('Completed', live);
    await expect(row.getByRole('button')).toHaveCount(0);
    await expect(statusOf(alice.page, foodName)).toHaveText('Completed');
  });

  test("a finished sale leaves the buyer's list; the cook keeps her record of it", async ({
    page: bob,
    browser,
    makeAccount,
    makeFood,
  }, testInfo) => {
    const { cook, buyer, foodName, foodId } = await alicesDish(makeAccount, makeFood);
    await Promise.all([
      startSignedIn(bob, buyer, '/myOrderedFood'),
      placeOrder(buyer, foodId).then((id) => moveOrder(id, 'accepted', 'ready', 'completed')),
    ]);
    // Loaded with the expect's own timeout, as above.
    await expect(statusOf(bob, foodName)).toHaveText('Completed');
    const alice = await openAs(browser, testInfo, cook, '/ordersReceived');
    otherContext = alice.context;
    await expect(statusOf(alice.page, foodName)).toHaveText('Completed');

    await orderRow(bob, foodName)
      .getByRole('button', { name: /Delete/ })
      .click();
    await bob.getByRole('button', { name: deleteDialog.button }).click();
    await expect(orderRow(bob, foodName)).toHaveCount(0);
    await expect(statusOf(alice.page, foodName)).toHaveText('Completed');
    // Read back until the buyer's write is seen (on a loaded machine the page can be ahead of
    // this read by a moment).
    await expect
      .poll(async () =>
        (await adminDb.collection('orders').where('foodId', '==', foodId).get()).docs.map((doc) => [
          doc.get('status'),
          doc.get('buyerUid') ?? null,
          doc.get('removedByBuyerUid'),
        ]),
      )
      .toEqual([['completed', null, buyer.uid]]);
  });

  test('a declined order reaches the open buyer page', async ({
    page,
    browser,
    makeAccount,
    makeFood,
  }, testInfo) => {
    const { cook, buyer, foodName, foodId } = await alicesDish(makeAccount, makeFood, 'Haleem');
    await Promise.all([startSignedIn(page, cook, '/ordersReceived'), placeOrder(buyer, foodId, 2)]);
    await expect(statusOf(page, foodName)).toHaveText('Placed');
    const bob = await openAs(browser, testInfo, buyer, '/myOrderedFood');
    otherContext = bob.context;
    await expect(statusOf(bob.page, foodName)).toHaveText('Placed');

    const row = orderRow(page, foodName);
    await row.getByRole('button', { name: 'Decline', exact: true }).click();
    await expect(page.getByText('Decline this order?')).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(statusOf(page, foodName)).toHaveText('Placed');
    await row.getByRole('button', { name: 'Decline', exact: true }).click();
    await page.getByRole('button', { name: 'Yes, decline it!' }).click();

    await expect(statusOf(bob.page, foodName)).toHaveText('Declined', live);
    await expect(row.getByRole('button')).toHaveCount(0);
  });

  // The decline as the cook's move above leaves the order: the trigger gives the units back.
  test("a declined order's units return to the buyer's open detail page", async ({
    page,
    makeAccount,
    makeFood,
  }) => {
    const { buyer, foodId } = await alicesDish(makeAccount, makeFood, 'Haleem');
    const [orderId] = await Promise.all([
      placeOrder(buyer, foodId, 2),
      startSignedIn(page, buyer, `/singleFood/${foodId}`),
    ]);
    await expect(page.getByText('3 available', { exact: true })).toBeVisible();
    await moveOrder(orderId, 'declined');
    // The trigger returns the units; the open page shows them without a reload.
    await expect(page.getByText('5 available', { exact: true })).toBeVisible({ timeout: 15_000 });
  });

  test('another buyer empties the stock: the open purchase page disables Purchase', async ({
    page,
    makeAccount,
    makeFood,
  }) => {
    const [cook, first, second] = await Promise.all([
      makeAccount('Alice Cook'),
      makeAccount('Bob Buyer'),
      makeAccount('Carol Buyer'),
    ]);
    const foodId = await makeFood(cook, { quantity: 1 });

    await startSignedIn(page, first, `/foodPurchase/${foodId}`);
    await expect(page.getByText('1 unit available')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Purchase' })).toBeEnabled();

    // The sold-out warning lasts 3.5 s and shows as soon as the stock reaches 0: watch for it
    // from before Carol's purchase.
    const warned = expect(page.getByText(messages.foodUnavailable)).toBeVisible({
      timeout: 30_000,
    });
    await placeOrder(second, foodId);
    await warned;
    await expect(page.getByRole('button', { name: 'Purchase' })).toBeDisabled(live);
    await expect(page.getByText('Sold out').first()).toBeVisible();
  });

  /** Alice on Orders for my food, signed in, with an order waiting for her on screen. */
  async function aliceWithAnOrder(page: Page, makeAccount: MakeAccount, makeFood: MakeFood) {
    const cook = await makeAccount('Alice Cook');
    const foodName = `Kitchen Kebab ${Date.now()}`;
    const foodId = await makeFood(cook, { foodName });
    await Promise.all([
      addOrder({
        buyer: { uid: 'someone', email: 'someone@foodtable.test', displayName: 'Some One' },
        cook,
        foodId,
        foodName,
        ...placedJustNow(),
      }),
      startSignedIn(page, cook, '/ordersReceived'),
    ]);
    await expect(orderRow(page, foodName)).toBeVisible();
    await expect(page.getByTestId('waiting-count')).toHaveText('1');
    return { foodName };
  }

  test('signing out on a live page closes every listener and logs no errors', async ({
    page,
    makeAccount,
    makeFood,
  }) => {
    const errors = collectErrors(page);
    const listening = openListenerChannels(page);
    await aliceWithAnOrder(page, makeAccount, makeFood);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    // Count once every listener has stopped (the page's and the navbar's worker's): none is
    // left to report an error later.
    await expect.poll(() => listening.size).toBe(0);
    expect(errors).toEqual([]);
  });

  test('the next user to sign in on the same page sees only their own', async ({
    page,
    makeAccount,
    makeFood,
  }) => {
    const errors = collectErrors(page);
    const [{ foodName }, other] = await Promise.all([
      aliceWithAnOrder(page, makeAccount, makeFood),
      makeAccount('Dana Diner'),
    ]);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login/);

    await signIn(page, other, page.url());
    await expect(page).toHaveURL('/ordersReceived');
    await expect(page.getByRole('heading', { name: 'No orders for your food yet' })).toBeVisible();
    await expect(page.getByText(foodName)).toHaveCount(0);
    await expect(page.getByTestId('waiting-count')).toHaveCount(0);
    await page.goto('/myOrderedFood');
    await expect(page.getByRole('heading', { name: 'No orders yet' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("a stranger's direct read of an order is refused; the cook's and buyer's are not", async ({
    makeAccount,
    makeFood,
  }) => {
    const [cook, buyer, stranger] = await Promise.all([
      makeAccount('Alice Cook'),
      makeAccount('Bob Buyer'),
      makeAccount('Sam Stranger'),
    ]);
    const foodId = await makeFood(cook);
    const [order, ...tokens] = await Promise.all([
      addOrder({ buyer, cook, foodId, foodName: 'Direct read', ...placedJustNow() }),
      ...[stranger, cook, buyer].map(idTokenOf),
    ]);
    const read = async (idToken: string | undefined) => {
      const answer = await fetch(
        `http://127.0.0.1:8080/v1/projects/demo-foodtable/databases/(default)/documents/orders/${order.id}`,
        { headers: { Authorization: `Bearer ${idToken}` } },
      );
      return answer.status;
    };
    const [strangerToken, cookToken, buyerToken] = tokens;
    expect(await read(strangerToken)).toBe(403);
    expect(await read(cookToken)).toBe(200);
    expect(await read(buyerToken)).toBe(200);
  });
});

test('screenshots: Orders for my food and the Status column, phone and desktop', async ({
  page,
  makeAccount,
  makeFood,
}) => {
  const [cook, buyer] = await Promise.all([makeAccount('Alice Rahman'), makeAccount('Bob Karim')]);
  const dishes = [
    ['Chicken Biryani', 'placed', 2],
    ['Beef Tehari', 'accepted', 1],
    ['Mango Lassi', 'ready', 3],
    ['Shingara', 'completed', 6],
    ['Fuchka Plate', 'declined', 1],
  ] as const;
  await Promise.all(
    dishes.map(async ([foodName, status, quantity], index) => {
      const foodId = await makeFood(cook, { foodName, quantity: 10 });
      await addOrder({
        buyer,
        cook,
        foodId,
        foodName,
        buyingDate: `2026/11/23 12:0${index}:00`,
        price: 4.5 + index,
        quantity,
        createdAt: new Date(Date.now() - (dishes.length - index) * 60_000),
        status,
      });
    }),
  );
  const everyStatus = async () => {
    for (const label of ['Placed', 'Accepted', 'Ready', 'Completed', 'Declined'])
      await expect(page.locator('[data-status]').getByText(label, { exact: true })).toBeVisible();
  };
  await startSignedIn(page, cook, '/ordersReceived');
  await shoot(page, 'orders-received', everyStatus);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login/);
  await startSignedIn(page, buyer, '/myOrderedFood');
  await shoot(page, 'my-ordered-food', everyStatus);
});
