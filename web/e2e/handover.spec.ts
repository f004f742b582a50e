// The handover, two people in two browsers: the cook sets up their kitchen, the buyer orders
// with a chosen pickup time, the cook sees it sorted by pickup time and accepts, and the
// buyer's open page shows the address; the cook pauses and the buyer's open dish page
// disables Purchase. Fresh accounts: the seed's kitchens stay as they are for other specs.
import { kitchenMessages } from '../../functions/src/shared/index.js';
import { expect, openAs, startSignedIn, test } from './support/fixtures';

const live = { timeout: 5_000 };
const shots = process.env.HANDOVER_SHOTS;

/** The cook and the buyer both live in Dhaka, on a desktop screen. */
const inDhaka = { viewport: { width: 1280, height: 900 }, timezoneId: 'Asia/Dhaka' };

test('cook sets a kitchen, buyer picks a time, cook accepts, buyer sees the address; pausing disables Purchase', async ({
  browser,
  makeAccount,
  makeFood,
}, testInfo) => {
  test.setTimeout(120_000);
  const cookAccount = await makeAccount('Kitchen Cook');
  const buyerAccount = await makeAccount('Kitchen Buyer');
  const foodName = `Chotpoti ${Date.now()}`;
  const foodId = await makeFood(cookAccount, { foodName, quantity: 5 });
  const cook = await openAs(browser, testInfo, cookAccount, inDhaka);
  const buyer = await openAs(browser, testInfo, buyerAccount, inDhaka);

  // The cook sets up the kitchen from the user menu's page.
  await cook.page.goto('/myKitchen');
  await cook.page.getByLabel('Pickup area').fill('Dhanmondi');
  await cook.page.getByLabel('Pickup address').fill('House 27, Road 9A, Dhanmondi');
  await cook.page.getByLabel('Opens at').fill('00:00');
  await cook.page.getByLabel('Closes at').fill('23:59');
  await cook.page.getByLabel('Time to cook (minutes)').fill('30');
  await expect(cook.page.getByLabel('Time zone')).toHaveValue('Asia/Dhaka');
  if (shots) await cook.page.screenshot({ path: `${shots}/my-kitchen-1280.png`, fullPage: true });
  await cook.page.getByRole('button', { name: 'Save' }).click();
  await expect(cook.page.getByText(kitchenMessages.kitchenSaved)).toBeVisible();

  // The buyer sees the area and hours, and chooses the second pickup time offered.
  await buyer.page.goto(`/foodPurchase/${foodId}`);
  await expect(buyer.page.getByText('Pickup in Dhanmondi, 00:00–23:59')).toBeVisible();
  const select = buyer.page.getByLabel('Pickup time');
  const options = select.locator('option');
  await expect(options.first()).toBeAttached();
  const second = await options.nth(1).getAttribute('value');
  await select.selectOption(second ?? '');
  const chosenLabel = (await options.nth(1).textContent()) ?? '';
  if (shots) await buyer.page.screenshot({ path: `${shots}/purchase-1280.png`, fullPage: true });
  await buyer.page.getByRole('button', { name: 'Purchase' }).click();
  await expect(buyer.page).toHaveURL('/allFood', { timeout: 30_000 });

  // The cook sorts by pickup time and accepts.
  await cook.page.goto('/ordersReceived');
  await cook.page.getByLabel('Sort by').selectOption('pickup');
  const row = cook.page.getByRole('row').filter({ hasText: foodName });
  await expect(row).toContainText(chosenLabel.split(', ').at(-1) ?? '', live);
  if (shots)
    await cook.page.screenshot({ path: `${shots}/orders-received-1280.png`, fullPage: true });

  await buyer.page.goto('/myOrderedFood');
  const buyersRow = buyer.page.getByRole('row').filter({ hasText: foodName });
  await expect(buyersRow).toContainText('Dhanmondi', live);
  await expect(buyersRow).not.toContainText('House 27');
  await row.getByRole('button', { name: 'Accept' }).click();
  // The address is copied by a trigger: a function run on the emulator, then the live update.
  await expect(buyersRow).toContainText('House 27, Road 9A, Dhanmondi', { timeout: 15_000 });
  if (shots)
    await buyer.page.screenshot({ path: `${shots}/my-ordered-food-1280.png`, fullPage: true });

  // The buyer keeps the dish open; the cook pauses orders.
  await buyer.page.goto(`/singleFood/${foodId}`);
  await expect(buyer.page.getByRole('link', { name: 'Purchase Now' })).toBeVisible();
  await cook.page.goto('/myKitchen');
  await cook.page.getByText('Pause orders').click();
  await cook.page.getByRole('button', { name: 'Save' }).click();
  await expect(cook.page.getByText(kitchenMessages.kitchenSaved)).toBeVisible();
  await expect(buyer.page.getByText(kitchenMessages.notTakingOrders)).toBeVisible(live);
  await expect(buyer.page.getByRole('button', { name: 'Purchase Now' })).toBeDisabled();

  if (shots) {
    for (const [page, path, name] of [
      [cook.page, '/myKitchen', 'my-kitchen'],
      [buyer.page, `/foodPurchase/${foodId}`, 'purchase'],
      [cook.page, '/ordersReceived', 'orders-received'],
      [buyer.page, '/myOrderedFood', 'my-ordered-food'],
    ] as const) {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(path);
      await page.waitForTimeout(1500);
      await page.screenshot({ path: `${shots}/${name}-390.png`, fullPage: true });
    }
  }
  await Promise.all([cook.context.close(), buyer.context.close()]);
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
