import { messages } from '../../functions/src/shared/index.js';
import { adminDb, deleteDialog, expect, startSignedIn, test } from './support/fixtures';

const ordersOf = async (foodId: string) =>
  (await adminDb.collection('orders').where('foodId', '==', foodId).get()).size;

test.describe('purchase and orders', () => {
  test('a buyer buys a unit, sees the order, cancels it, and the unit goes back', async ({
    page,
    makeAccount,
    makeFood,
  }) => {
    // A whole journey with a function call and a trigger: more time on a busy machine.
    test.slow();
    const owner = await makeAccount('Olivia Owner');
    const buyer = await makeAccount('Bashir Buyer');
    const foodName = `Mango Lassi ${Date.now()}`;
    const foodId = await makeFood(owner, { foodName, quantity: 5, price: 4.5 });

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
    await expect(page.getByText(messages.purchased)).toBeVisible();
    await expect(page).toHaveURL('/allFood');

    await page.goto(`/foodPurchase/${foodId}`);
    await expect(page.getByText('4 units available')).toBeVisible();
    await page.goto(`/singleFood/${foodId}`);
    await expect(page.getByText('4 available', { exact: true })).toBeVisible();

    await page.goto('/myOrderedFood');
    await expect(page).toHaveTitle('FoodTable | My Ordered Food');
    const row = page.getByRole('row').filter({ hasText: foodName });
    await expect(row).toBeVisible();
    await expect(row.getByRole('cell', { name: '$4.50' })).toBeVisible();
    await expect(row.getByRole('cell', { name: 'Olivia Owner' })).toBeVisible();
    await expect(row).toContainText(/\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}/);

    await row.getByRole('button', { name: /Delete/ }).click();
    await expect(page.getByText(deleteDialog.title)).toBeVisible();
    await expect(page.getByText(deleteDialog.text)).toBeVisible();
    await page.getByRole('button', { name: deleteDialog.button }).click();
    await expect(page.getByText(messages.deleted)).toBeVisible();
    await expect(row).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'No orders yet' })).toBeVisible();

    // The unit comes back once the cancellation trigger has run. Each try loads the page anew
    // (sign-in restored, the food and its kitchen read): a few seconds each.
    await expect(async () => {
      await page.goto(`/foodPurchase/${foodId}`);
      await expect(page.getByText('5 units available')).toBeVisible({ timeout: 6_000 });
    }).toPass({ timeout: 30_000 });
  });

  test('dismissing the confirmation keeps the order', async ({ page, makeAccount, makeFood }) => {
    const owner = await makeAccount('Olivia Owner');
    const buyer = await makeAccount('Bashir Buyer');
    const foodName = `Shingara ${Date.now()}`;
    const foodId = await makeFood(owner, { foodName, quantity: 2 });

    await startSignedIn(page, buyer, `/foodPurchase/${foodId}`);
    await page.getByRole('button', { name: 'Purchase' }).click();
    await expect(page).toHaveURL('/allFood');
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
    const owner = await makeAccount('Olivia Owner');
    const buyer = await makeAccount('Bashir Buyer');
    const foodId = await makeFood(owner, { quantity: 0 });

    await startSignedIn(page, buyer, `/foodPurchase/${foodId}`);
    await expect(page.getByText(messages.foodUnavailable)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Purchase' })).toBeDisabled();
    await expect(page.getByText('Sold out').first()).toBeVisible();
  });

  test('too many and fewer than one: the spec popups, and no order', async ({
    page,
    makeAccount,
    makeFood,
  }) => {
    const owner = await makeAccount('Olivia Owner');
    const buyer = await makeAccount('Bashir Buyer');
    const foodId = await makeFood(owner, { quantity: 3 });

    await startSignedIn(page, buyer, `/foodPurchase/${foodId}`);
    const quantity = page.getByLabel('Quantity');
    const purchase = page.getByRole('button', { name: 'Purchase' });

    await quantity.fill('4');
    await purchase.click();
    await expect(page.locator('.swal2-title')).toHaveText(messages.overQuantity);
    await expect(page.locator('.swal2-title')).toBeHidden({ timeout: 6_000 });

    await quantity.fill('0');
    await purchase.click();
    await expect(page.locator('.swal2-title')).toHaveText(messages.atLeastOne);
    await expect(page.getByRole('alert').filter({ hasText: messages.atLeastOne })).toBeVisible();

    await quantity.fill('');
    await purchase.click();
    await expect(page.getByText(messages.quantityRequired)).toBeVisible();

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
