// The live kitchen: the cook's Orders for my food and the buyer's My ordered food, each open
// in its own browser context, change by themselves. The live bound is the `live` timeout
// below (the contract's 2 s, with room for this busy machine); no timing is asserted.
import type { BrowserContext, Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { messages } from '../../functions/src/shared/index.js';
import {
  adminDb,
  deleteDialog,
  expect,
  openAs,
  openUserMenu,
  signIn,
  startSignedIn,
  test,
  type Account,
} from './support/fixtures';

const live = { timeout: 5_000 };

async function buy(page: Page, foodId: string, quantity = 1) {
  await page.goto(`/foodPurchase/${foodId}`);
  await page.getByLabel('Quantity').fill(String(quantity));
  await page.getByRole('button', { name: 'Purchase' }).click();
  // Success sends the buyer to the menu (orders.spec.ts asserts the 1.5 s popup itself; a
  // page in a second context can be scheduled past it). A callable on a busy emulator: more
  // than the default wait.
  await expect(page).toHaveURL('/allFood', { timeout: 30_000 });
}

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

test.describe('live kitchen', () => {
  let buyerContext: BrowserContext | undefined;
  test.afterEach(async () => {
    await buyerContext?.close();
    buyerContext = undefined;
  });

  test('an order reaches the open cook page; each move reaches the open buyer page', async ({
    page,
    browser,
    makeAccount,
    makeFood,
  }, testInfo) => {
    test.slow();
    const cook = await makeAccount('Alice Cook');
    const buyer = await makeAccount('Bob Buyer');
    const foodName = `Kitchen Biryani ${Date.now()}`;
    const foodId = await makeFood(cook, { foodName, quantity: 5 });

    await startSignedIn(page, cook);
    await openUserMenu(page, 'Orders for my food');
    await expect(page).toHaveURL('/ordersReceived');
    await expect(page).toHaveTitle('FoodTable | Orders for my food');
    await expect(page.getByRole('heading', { name: 'No orders for your food yet' })).toBeVisible();
    await expect(page.getByTestId('waiting-count')).toHaveCount(0);

    const bob = await openAs(browser, testInfo, buyer);
    buyerContext = bob.context;
    await buy(bob.page, foodId);

    // Alice's open page: the row and the waiting count arrive without a reload.
    const row = orderRow(page, foodName);
    await expect(row).toBeVisible(live);
    await expect(row).toContainText('Bob Buyer');
    await expect(row).toContainText(buyer.email);
    await expect(statusOf(page, foodName)).toHaveText('Placed');
    await expect(page.getByTestId('waiting-count')).toHaveText('1', live);
    await expect(row.getByRole('button')).toHaveText(['Accept', 'Decline']);

    await bob.page.goto('/myOrderedFood');
    await expect(statusOf(bob.page, foodName)).toHaveText('Placed');

    await row.getByRole('button', { name: 'Accept', exact: true }).click();
    await expect(statusOf(bob.page, foodName)).toHaveText('Accepted', live);
    await expect(page.getByTestId('waiting-count')).toHaveCount(0, live);
    await expect(row.getByRole('button')).toHaveText(['Ready', 'Decline']);

    // Bob may not cancel what Alice is cooking: the reason, and nothing changes.
    await orderRow(bob.page, foodName)
      .getByRole('button', { name: /Delete/ })
      .click();
    await expect(bob.page.getByText(messages.orderInKitchen)).toBeVisible();
    await expect(bob.page.getByText(deleteDialog.title)).toHaveCount(0);
    const orders = await adminDb.collection('orders').where('foodId', '==', foodId).get();
    expect(orders.size).toBe(1);
    expect(orders.docs[0]?.get('status')).toBe('accepted');

    await row.getByRole('button', { name: 'Ready', exact: true }).click();
    await expect(statusOf(bob.page, foodName)).toHaveText('Ready', live);
    await expect(row.getByRole('button')).toHaveText(['Complete']);
    await row.getByRole('button', { name: 'Complete', exact: true }).click();
    await expect(statusOf(bob.page, foodName)).toHaveText('Completed', live);
    await expect(row.getByRole('button')).toHaveCount(0);
    await expect(statusOf(page, foodName)).toHaveText('Completed');

    // A finished sale leaves Bob's list; Alice keeps her record of it.
    await orderRow(bob.page, foodName)
      .getByRole('button', { name: /Delete/ })
      .click();
    await bob.page.getByRole('button', { name: deleteDialog.button }).click();
    await expect(orderRow(bob.page, foodName)).toHaveCount(0);
    await expect(statusOf(page, foodName)).toHaveText('Completed');
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

  test('a declined order reaches the buyer and its units return to the open detail page', async ({
    page,
    browser,
    makeAccount,
    makeFood,
  }, testInfo) => {
    test.slow();
    const cook = await makeAccount('Alice Cook');
    const buyer = await makeAccount('Bob Buyer');
    const foodName = `Kitchen Haleem ${Date.now()}`;
    const foodId = await makeFood(cook, { foodName, quantity: 5 });

    await startSignedIn(page, cook, '/ordersReceived');
    const bob = await openAs(browser, testInfo, buyer);
    buyerContext = bob.context;
    await buy(bob.page, foodId, 2);
    await bob.page.goto('/myOrderedFood');
    const detail = await bob.context.newPage();
    await detail.goto(`/singleFood/${foodId}`);
    await expect(detail.getByText('3 available', { exact: true })).toBeVisible();

    const row = orderRow(page, foodName);
    await row.getByRole('button', { name: 'Decline', exact: true }).click();
    await expect(page.getByText('Decline this order?')).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(statusOf(page, foodName)).toHaveText('Placed');
    await row.getByRole('button', { name: 'Decline', exact: true }).click();
    await page.getByRole('button', { name: 'Yes, decline it!' }).click();

    await expect(statusOf(bob.page, foodName)).toHaveText('Declined', live);
    await expect(row.getByRole('button')).toHaveCount(0);
    // The trigger returns the units; the open page shows them without a reload.
    await expect(detail.getByText('5 available', { exact: true })).toBeVisible({
      timeout: 15_000,
    });
  });

  test('another buyer empties the stock: the open purchase page disables Purchase', async ({
    page,
    browser,
    makeAccount,
    makeFood,
  }, testInfo) => {
    // Two buyers sign in and one buys: as slow as the other two-user journeys here.
    test.slow();
    const cook = await makeAccount('Alice Cook');
    const first = await makeAccount('Bob Buyer');
    const second = await makeAccount('Carol Buyer');
    const foodId = await makeFood(cook, { quantity: 1 });

    await startSignedIn(page, first, `/foodPurchase/${foodId}`);
    await expect(page.getByText('1 unit available')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Purchase' })).toBeEnabled();

    const carol = await openAs(browser, testInfo, second);
    buyerContext = carol.context;
    // The sold-out warning lasts 3.5 s and shows as soon as the stock reaches 0, while Carol's
    // page is still on its own success popup: watch for it from before her purchase.
    const warned = expect(page.getByText(messages.foodUnavailable)).toBeVisible({
      timeout: 30_000,
    });
    await buy(carol.page, foodId);
    await warned;

    await page.bringToFront();
    await expect(page.getByRole('button', { name: 'Purchase' })).toBeDisabled(live);
    await expect(page.getByText('Sold out').first()).toBeVisible();
  });

  test('signing out on a live page logs no errors; the next user sees only their own', async ({
    page,
    makeAccount,
    makeFood,
  }) => {
    const cook = await makeAccount('Alice Cook');
    const other = await makeAccount('Dana Diner');
    const foodName = `Kitchen Kebab ${Date.now()}`;
    const foodId = await makeFood(cook, { foodName });
    await adminDb.collection('orders').add({
      buyerEmail: 'someone@foodtable.test',
      buyerName: 'Some One',
      buyerUid: 'someone',
      buyingDate: '2026/11/23 12:00:00',
      foodName,
      price: 9.5,
      quantity: 1,
      foodOwner: cook.displayName,
      foodOwnerUid: cook.uid,
      foodId,
      imageURL: '/images/foods/biryani.svg',
      createdAt: new Date(),
      status: 'placed',
      placedAt: new Date(),
    });
    const errors = collectErrors(page);

    await startSignedIn(page, cook, '/ordersReceived');
    await expect(orderRow(page, foodName)).toBeVisible();
    await expect(page.getByTestId('waiting-count')).toHaveText('1');
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();

    await signIn(page, other, page.url());
    await expect(page).toHaveURL('/ordersReceived');
    await expect(page.getByRole('heading', { name: 'No orders for your food yet' })).toBeVisible();
    await expect(page.getByText(foodName)).toHaveCount(0);
    await expect(page.getByTestId('waiting-count')).toHaveCount(0);
    await page.goto('/myOrderedFood');
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login/);
    // Give a late listener error time to show before counting.
    await page.waitForTimeout(1_000);
    expect(errors).toEqual([]);
  });

  test("a stranger's direct read of an order is refused; the cook's and buyer's are not", async ({
    makeAccount,
    makeFood,
  }) => {
    const cook = await makeAccount('Alice Cook');
    const buyer = await makeAccount('Bob Buyer');
    const stranger = await makeAccount('Sam Stranger');
    const foodId = await makeFood(cook);
    const order = await adminDb.collection('orders').add({
      buyerEmail: buyer.email,
      buyerName: buyer.displayName,
      buyerUid: buyer.uid,
      buyingDate: '2026/11/23 12:00:00',
      foodName: 'Direct read',
      price: 9.5,
      quantity: 1,
      foodOwner: cook.displayName,
      foodOwnerUid: cook.uid,
      foodId,
      imageURL: '/images/foods/biryani.svg',
      createdAt: new Date(),
      status: 'placed',
      placedAt: new Date(),
    });
    const read = async (account: Account) => {
      const signInAnswer = await fetch(
        'http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo',
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            email: account.email,
            password: account.password,
            returnSecureToken: true,
          }),
        },
      );
      const { idToken } = (await signInAnswer.json()) as { idToken: string };
      const answer = await fetch(
        `http://127.0.0.1:8080/v1/projects/demo-foodtable/databases/(default)/documents/orders/${order.id}`,
        { headers: { Authorization: `Bearer ${idToken}` } },
      );
      return answer.status;
    };
    expect(await read(stranger)).toBe(403);
    expect(await read(cook)).toBe(200);
    expect(await read(buyer)).toBe(200);
  });
});

test('screenshots: Orders for my food and the Status column, phone and desktop', async ({
  page,
  makeAccount,
  makeFood,
}) => {
  test.slow();
  const cook = await makeAccount('Alice Rahman');
  const buyer = await makeAccount('Bob Karim');
  const dishes = [
    ['Chicken Biryani', 'placed', 2],
    ['Beef Tehari', 'accepted', 1],
    ['Mango Lassi', 'ready', 3],
    ['Shingara', 'completed', 6],
    ['Fuchka Plate', 'declined', 1],
  ] as const;
  for (const [index, [foodName, status, quantity]] of dishes.entries()) {
    const foodId = await makeFood(cook, { foodName, quantity: 10 });
    await adminDb.collection('orders').add({
      buyerEmail: buyer.email,
      buyerName: buyer.displayName,
      buyerUid: buyer.uid,
      buyingDate: `2026/11/23 12:0${index}:00`,
      foodName,
      price: 4.5 + index,
      quantity,
      foodOwner: cook.displayName,
      foodOwnerUid: cook.uid,
      foodId,
      imageURL: '/images/foods/biryani.svg',
      createdAt: new Date(Date.now() - (dishes.length - index) * 60_000),
      status,
    });
  }
  const shoot = async (name: string) => {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      for (const label of ['Placed', 'Accepted', 'Ready', 'Completed', 'Declined'])
        await expect(page.locator('[data-status]').getByText(label, { exact: true })).toBeVisible();
      // For people to look at (artifacts/ is not committed).
      const file = new URL(`../../artifacts/screens/${name}-${width}.png`, import.meta.url);
      await page.screenshot({ path: fileURLToPath(file), fullPage: true });
    }
  };
  await startSignedIn(page, cook, '/ordersReceived');
  await shoot('orders-received');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login/);
  await startSignedIn(page, buyer, '/myOrderedFood');
  await shoot('my-ordered-food');
});
