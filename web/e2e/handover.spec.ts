// The handover: the cook sets up their kitchen; the buyer sees its area and hours and orders
// with a chosen pickup time; the cook, in a second browser, sorts by pickup time, sees it and
// accepts, and the buyer's open page shows the address; the cook pauses and the buyer's open
// dish page disables Purchase. Each test starts from the state the one before it made, written
// as the app writes it (the /myKitchen form's save, the placeOrder callable). Fresh accounts:
// the seed's kitchens stay as they are for other specs.
import type { BrowserContext } from '@playwright/test';
import { FieldValue, type Timestamp } from 'firebase-admin/firestore';
import {
  kitchenFormSchema,
  kitchenMessages,
  kitchenOf,
  kitchenPaths,
  pickupSlots,
  type KitchenFormInput,
} from '../../functions/src/shared/index.js';
import {
  adminDb,
  expect,
  openAs,
  placeOrderAs,
  shoot,
  startSignedIn,
  test,
  type Account,
  type MakeAccount,
  type MakeFood,
} from './support/fixtures';

const live = { timeout: 5_000 };

/** The cook and the buyer both live in Dhaka, on a desktop screen. */
const inDhaka = { viewport: { width: 1280, height: 900 }, timezoneId: 'Asia/Dhaka' };

/** The kitchen the first test's cook sets up on /myKitchen. */
const dhanmondi: KitchenFormInput = {
  pickupArea: 'Dhanmondi',
  pickupAddress: 'House 27, Road 9A, Dhanmondi',
  openFrom: '00:00',
  openTo: '23:59',
  leadMinutes: 30,
  timeZone: 'Asia/Dhaka',
  paused: false,
  // The Currency select's first choice, saved as chosen.
  currency: 'USD',
};

/** Saves `cook`'s kitchen as the /myKitchen form does (saveKitchen): the card and the address. */
async function saveKitchen(cook: Account, input: KitchenFormInput) {
  const { pickupAddress, ...card } = kitchenFormSchema.parse(input);
  const batch = adminDb.batch();
  batch.set(adminDb.doc(kitchenPaths.kitchen(cook.uid)), {
    ...card,
    updatedAt: FieldValue.serverTimestamp(),
  });
  batch.set(adminDb.doc(kitchenPaths.pickupAddress(cook.uid)), { pickupAddress });
  await batch.commit();
}

/** A cook with the Dhanmondi kitchen saved and a dish of 5 units in it, and a buyer. */
async function dhanmondiKitchen(makeAccount: MakeAccount, makeFood: MakeFood) {
  const [cookAccount, buyerAccount] = await Promise.all([
    makeAccount('Kitchen Cook'),
    makeAccount('Kitchen Buyer'),
  ]);
  const foodName = `Chotpoti ${Date.now()}`;
  const foodId = await makeFood(cookAccount, { foodName, quantity: 5 });
  await saveKitchen(cookAccount, dhanmondi);
  return { cookAccount, buyerAccount, foodName, foodId };
}

test.describe('the handover', () => {
  test.use(inDhaka);
  let others: BrowserContext[] = [];
  test.afterEach(async () => {
    await Promise.all(others.map((context) => context.close()));
    others = [];
  });

  test('the cook sets up the kitchen on /myKitchen', async ({ page, account }) => {
    await startSignedIn(page, account, '/myKitchen');
    await page.getByLabel('Pickup area').fill('Dhanmondi');
    await page.getByLabel('Pickup address').fill('House 27, Road 9A, Dhanmondi');
    await page.getByLabel('Opens at').fill('00:00');
    await page.getByLabel('Closes at').fill('23:59');
    await page.getByLabel('Time to cook (minutes)').fill('30');
    await expect(page.getByLabel('Time zone')).toHaveValue('Asia/Dhaka');
    await shoot(page, 'my-kitchen');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(kitchenMessages.kitchenSaved)).toBeVisible();
    // Stored as saveKitchen above stores it: the next tests start from that.
    const { pickupAddress, ...card } = dhanmondi;
    const [stored, address] = await Promise.all([
      adminDb.doc(kitchenPaths.kitchen(account.uid)).get(),
      adminDb.doc(kitchenPaths.pickupAddress(account.uid)).get(),
    ]);
    expect(stored.data()).toEqual({ ...card, updatedAt: expect.anything() });
    expect(address.data()).toEqual({ pickupAddress });
  });

  test('the buyer sees the kitchen’s area and hours and orders for the second pickup time', async ({
    page,
    makeAccount,
    makeFood,
  }) => {
    const { buyerAccount, foodId } = await dhanmondiKitchen(makeAccount, makeFood);

    await startSignedIn(page, buyerAccount, `/foodPurchase/${foodId}`);
    await expect(page.getByText('Pickup in Dhanmondi, 00:00–23:59')).toBeVisible();
    const select = page.getByLabel('Pickup time');
    const options = select.locator('option');
    await expect(options.first()).toBeAttached();
    const second = (await options.nth(1).getAttribute('value')) ?? '';
    await select.selectOption(second);
    await shoot(page, 'purchase');
    await page.getByRole('button', { name: 'Purchase' }).click();
    await expect(page).toHaveURL('/allFood', { timeout: 30_000 });
    // The order holds the time chosen (the next test's cook sees it).
    const orders = await adminDb.collection('orders').where('foodId', '==', foodId).get();
    expect(orders.docs.map((order) => (order.get('pickupAt') as Timestamp).toMillis())).toEqual([
      Number(second),
    ]);
  });

  test("the cook sorts by pickup time and accepts: the buyer's open page shows the address", async ({
    page: buyer,
    browser,
    makeAccount,
    makeFood,
  }, testInfo) => {
    const { cookAccount, buyerAccount, foodName, foodId } = await dhanmondiKitchen(
      makeAccount,
      makeFood,
    );
    // The second time the purchase page offers, as the buyer of the test before chose it.
    const chosen = pickupSlots(kitchenOf(dhanmondi), Date.now() + 60_000)[1];
    if (!chosen) throw new Error('the kitchen offers no second pickup time');
    await Promise.all([
      startSignedIn(buyer, buyerAccount, '/myOrderedFood'),
      placeOrderAs(buyerAccount, {
        foodId,
        quantity: 1,
        pickupAt: new Date(chosen.at).toISOString(),
      }),
    ]);
    // Each page's first rows come with the expect's own timeout (a page load); the live updates
    // after them, within `live`.
    const buyersRow = buyer.getByRole('row').filter({ hasText: foodName });
    await expect(buyersRow).toContainText('Dhanmondi');
    await expect(buyersRow).not.toContainText('House 27');

    // The cook sorts by pickup time, sees the time chosen, and accepts.
    const cook = await openAs(browser, testInfo, cookAccount, '/ordersReceived', inDhaka);
    others.push(cook.context);
    await cook.page.getByLabel('Sort by').selectOption('pickup');
    const row = cook.page.getByRole('row').filter({ hasText: foodName });
    await expect(row).toContainText(chosen.time, live);
    await shoot(cook.page, 'orders-received');
    await row.getByRole('button', { name: 'Accept' }).click();
    // The address is copied by a trigger: a function run on the emulator, then the live update.
    await expect(buyersRow).toContainText('House 27, Road 9A, Dhanmondi', { timeout: 15_000 });
    await shoot(buyer, 'my-ordered-food');
  });

  test("the cook pauses orders: the buyer's open dish page disables Purchase", async ({
    page: buyer,
    browser,
    makeAccount,
    makeFood,
  }, testInfo) => {
    const { cookAccount, buyerAccount, foodId } = await dhanmondiKitchen(makeAccount, makeFood);

    // The buyer keeps the dish open; the cook pauses orders.
    await startSignedIn(buyer, buyerAccount, `/singleFood/${foodId}`);
    await expect(buyer.getByRole('link', { name: 'Purchase Now' })).toBeVisible();
    const cook = await openAs(browser, testInfo, cookAccount, '/myKitchen', inDhaka);
    others.push(cook.context);
    await cook.page.getByText('Pause orders').click();
    await cook.page.getByRole('button', { name: 'Save' }).click();
    await expect(cook.page.getByText(kitchenMessages.kitchenSaved)).toBeVisible();
    await expect(buyer.getByText(kitchenMessages.notTakingOrders)).toBeVisible(live);
    await expect(buyer.getByRole('button', { name: 'Purchase Now' })).toBeDisabled();
  });
});

test('a cook without a kitchen is invited to set it up when adding food, without being stopped', async ({
  page,
  account,
}) => {
  await startSignedIn(page, account, '/addFoodItem');
  const invitation = page.getByTestId('kitchen-invitation');
  await expect(invitation).toContainText('Until you set up your kitchen');
  // The form is there all the same.
  await expect(page.getByRole('button', { name: 'Add Item' })).toBeEnabled();
  await invitation.getByRole('link', { name: 'Set up my kitchen' }).click();
  await expect(page).toHaveURL('/myKitchen');
  await page.getByLabel('Pickup area').fill('Gulshan');
  await page.getByLabel('Pickup address').fill('House 1, Road 2, Gulshan');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(kitchenMessages.kitchenSaved)).toBeVisible();

  // Once the kitchen's answer has come and the page has drawn two frames since: no invitation.
  const kitchenRead = page.waitForResponse(
    (response) =>
      response.url().includes(':batchGet') &&
      (response.request().postData() ?? '').includes(`/kitchens/${account.uid}`),
  );
  await page.goto('/addFoodItem');
  await kitchenRead;
  await expect(page.getByRole('button', { name: 'Add Item' })).toBeEnabled();
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  await expect(page.getByTestId('kitchen-invitation')).toHaveCount(0);
});
