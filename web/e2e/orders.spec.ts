import { messages } from '../../functions/src/shared/index.js';
import {
  adminDb,
  deleteDialog,
  expect,
  placeOrderAs,
  queriesFrom,
  startSignedIn,
  test,
  type FoodOverrides,
  type MakeAccount,
  type MakeFood,
} from './support/fixtures';

const ordersOf = async (foodId: string) =>
  (await adminDb.collection('orders').where('foodId', '==', foodId).get()).size;

/** Olivia's dish (`food`: its name, stock, price) and Bashir, who would buy it. */
async function bashirAndOliviasDish(
  makeAccount: MakeAccount,
  makeFood: MakeFood,
  food: FoodOverrides,
) {
  const owner = await makeAccount('Olivia Owner');
  const buyer = await makeAccount('Bashir Buyer');
  const foodId = await makeFood(owner, food);
  return { buyer, foodId };
}

test.describe('purchase and orders', () => {
  test('a buyer buys a unit through the purchase form, and one fewer is left', async ({
    page,
    makeAccount,
    makeFood,
  }) => {
    const foodName = `Mango Lassi ${Date.now()}`;
    const { buyer, foodId } = await bashirAndOliviasDish(makeAccount, makeFood, {
      foodName,
      quantity: 5,
      price: 4.5,
    });

    await startSignedIn(page, buyer, `/foodPurchase/${foodId}`);
    await expect(page.getByRole('heading', { name: 'Purchase' })).toBeVisible();
    await expect(page).toHaveTitle('FoodTable | Purchase');
    await expect(page.getByLabel('Food Name')).toHaveValue(foodName);
    await expect(page.getByLabel('Price')).toHaveValue('$4.50');
    await expect(page.getByLabel('Buyer Name')).toHaveValue('Bashir Buyer');
    await expect(page.getByLabel('Buyer Email')).toHaveValue(buyer.email);
    await expect(page.getByLabel('Buying Date')).toHaveValue(
      /^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}$/,
    );
    for (const label of ['Food Name', 'Price', 'Buyer Name', 'Buyer Email']) {
      await expect(page.getByLabel(label)).toHaveJSProperty('readOnly', true);
    }
    await expect(page.getByText('5 units available')).toBeVisible();

    await page.getByLabel('Quantity').fill('1');
    await page.getByRole('button', { name: 'Purchase' }).click();
    // A function call: seen past 10 s while the machine's other work loads the emulators.
    await expect(page.getByText(messages.purchased)).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL('/allFood');

    await page.goto(`/foodPurchase/${foodId}`);
    await expect(page.getByText('4 units available')).toBeVisible();
    await page.goto(`/singleFood/${foodId}`);
    await expect(page.getByText('4 available', { exact: true })).toBeVisible();
  });

  test('a buyer sees the order in My ordered food, cancels it, and the unit goes back', async ({
    page,
    makeAccount,
    makeFood,
  }) => {
    const foodName = `Mango Lassi ${Date.now()}`;
    const { buyer, foodId } = await bashirAndOliviasDish(makeAccount, makeFood, {
      foodName,
      quantity: 5,
      price: 4.5,
    });
    // As the purchase form orders: the real placeOrder callable over HTTP.
    await placeOrderAs(buyer, { foodId, quantity: 1 });
    const food = adminDb.doc(`foods/${foodId}`);
    expect((await food.get()).get('quantity')).toBe(4);

    await startSignedIn(page, buyer, '/myOrderedFood');
    await expect(page).toHaveTitle('FoodTable | My Ordered Food');
    const row = page.getByRole('row').filter({ hasText: foodName });
    await expect(row).toBeVisible();
    await expect(row.getByRole('cell', { name: '$4.50' })).toBeVisible();
    await expect(row.getByRole('cell', { name: 'Olivia Owner' })).toBeVisible();
    await expect(row).toContainText(/\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}/);

    await row.getByRole('button', { name: /Delete/ }).click();
    await expect(page.getByText(deleteDialog.title)).toBeVisible();
    await expect(page.getByText(deleteDialog.text)).toBeVisible();
    // The cancel shows through the page's live view: it reads the orders no second time.
    const reads = queriesFrom(page);
    await page.getByRole('button', { name: deleteDialog.button }).click();
    // Deleting an order waits on the emulator's order triggers: seen past 10 s on a busy machine.
    await expect(page.getByText(messages.deleted)).toBeVisible({ timeout: 30_000 });
    await expect(row).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'No orders yet' })).toBeVisible();

    // The unit comes back once the cancellation trigger has run; then the purchase page says so.
    await expect
      .poll(async () => (await food.get()).get('quantity'), {
        intervals: [100, 250],
        timeout: 30_000,
      })
      .toBe(5);
    expect(reads).toEqual([]);
    await page.goto(`/foodPurchase/${foodId}`);
    await expect(page.getByText('5 units available')).toBeVisible();
  });

  test('dismissing the confirmation keeps the order', async ({ page, makeAccount, makeFood }) => {
    const foodName = `Shingara ${Date.now()}`;
    const { buyer, foodId } = await bashirAndOliviasDish(makeAccount, makeFood, {
      foodName,
      quantity: 2,
    });

    await startSignedIn(page, buyer, `/foodPurchase/${foodId}`);
    await page.getByRole('button', { name: 'Purchase' }).click();
    // A function call: seen past 10 s while the machine's other work loads the emulators.
    await expect(page).toHaveURL('/allFood', { timeout: 30_000 });
    await page.goto('/myOrderedFood');
    const row = page.getByRole('row').filter({ hasText: foodName });
    await row.getByRole('button', { name: /Delete/ }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText(deleteDialog.title)).toBeHidden();
    await expect(row).toBeVisible();
    expect(await ordersOf(foodId)).toBe(1);
  });

  test('the owner cannot buy their own food: a warning, back to all food, no order', async ({
    page,
    makeAccount,
    makeFood,
  }) => {
    const owner = await makeAccount('Olivia Owner');
    const foodId = await makeFood(owner, { quantity: 5 });

    await startSignedIn(page, owner, `/foodPurchase/${foodId}`);
    await page.getByRole('button', { name: 'Purchase' }).click();
    await expect(page.getByText(messages.ownFood)).toBeVisible();
    await expect(page).toHaveURL('/allFood');
    expect(await ordersOf(foodId)).toBe(0);
  });

  test('a sold-out food shows the warning on load and a disabled Purchase button', async ({
    page,
    makeAccount,
    makeFood,
  }) => {
    const { buyer, foodId } = await bashirAndOliviasDish(makeAccount, makeFood, { quantity: 0 });

    // The warning is a popup of a few seconds on load: watched for from the start, since
    // the sign-in may be confirmed only after it has gone on a busy machine.
    const warned = expect(page.getByText(messages.foodUnavailable)).toBeVisible({
      timeout: 20_000,
    });
    await startSignedIn(page, buyer, `/foodPurchase/${foodId}`);
    await warned;
    await expect(page.getByRole('button', { name: 'Purchase' })).toBeDisabled();
    await expect(page.getByText('Sold out').first()).toBeVisible();
  });

  test('too many: the spec popup, which closes by itself, and no order', async ({
    page,
    makeAccount,
    makeFood,
  }) => {
    const { buyer, foodId } = await bashirAndOliviasDish(makeAccount, makeFood, { quantity: 3 });

    await startSignedIn(page, buyer, `/foodPurchase/${foodId}`);
    await page.getByLabel('Quantity').fill('4');
    await page.getByRole('button', { name: 'Purchase' }).click();
    await expect(page.locator('.swal2-title')).toHaveText(messages.overQuantity);
    await expect(page.locator('.swal2-title')).toBeHidden({ timeout: 6_000 });

    await expect(page).toHaveURL(`/foodPurchase/${foodId}`);
    expect(await ordersOf(foodId)).toBe(0);
  });

  test('no quantity and fewer than one: the message under the field, the spec popup, and no order', async ({
    page,
    makeAccount,
    makeFood,
  }) => {
    const { buyer, foodId } = await bashirAndOliviasDish(makeAccount, makeFood, { quantity: 3 });

    await startSignedIn(page, buyer, `/foodPurchase/${foodId}`);
    const quantity = page.getByLabel('Quantity');
    const purchase = page.getByRole('button', { name: 'Purchase' });

    // Empty first: fewer than one's popup would cover the button for seconds.
    await quantity.fill('');
    await purchase.click();
    await expect(page.getByText(messages.quantityRequired)).toBeVisible();

    await quantity.fill('0');
    await purchase.click();
    await expect(page.locator('.swal2-title')).toHaveText(messages.atLeastOne);
    await expect(page.getByRole('alert').filter({ hasText: messages.atLeastOne })).toBeVisible();

    await expect(page).toHaveURL(`/foodPurchase/${foodId}`);
    expect(await ordersOf(foodId)).toBe(0);
  });

  test('an unknown food shows Not Found', async ({ page, account }) => {
    await startSignedIn(page, account, '/foodPurchase/no-such-food');
    await expect(page.getByRole('heading', { name: 'Not Found!' })).toBeVisible();
  });

  test('with no orders, My ordered food says so and links to all food', async ({
    page,
    account,
  }) => {
    await startSignedIn(page, account, '/myOrderedFood');
    await expect(page.getByRole('heading', { name: 'No orders yet' })).toBeVisible();
    await page.getByRole('link', { name: 'Browse all food' }).click();
    await expect(page).toHaveURL('/allFood');
  });

  test('a visitor is sent to login first', async ({ page, makeAccount, makeFood }) => {
    const owner = await makeAccount('Olivia Owner');
    const foodId = await makeFood(owner, { quantity: 1 });
    await page.goto(`/foodPurchase/${foodId}`);
    await expect(page).toHaveURL(`/login?from=${encodeURIComponent(`/foodPurchase/${foodId}`)}`);
  });
});
