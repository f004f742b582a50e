// A kitchen's currency (contract, "Languages and money"), as a cook and a diner meet it: the cook
// chooses taka on My kitchen and her dishes are priced in ৳ wherever they show; a diner buys
// Rahima's Kacchi Biryani (the seed's kitchen in Dhaka) and pays, and sees, taka throughout.
import { kitchenMessages, kitchenPaths, messages } from '../../functions/src/shared/index.js';
import { FieldValue } from 'firebase-admin/firestore';
import { adminDb, expect, shoot, startSignedIn, test } from './support/fixtures';

const currencyOf = async (foodId: string) =>
  (await adminDb.doc(`foods/${foodId}`).get()).get('currency') as unknown;

test.describe('a kitchen’s currency', () => {
  test('the cook chooses taka on My kitchen: the server prices her dishes in it, and the page keeps it', async ({
    page,
    account,
    makeFood,
  }) => {
    const foodName = `Bhuna Khichuri ${Date.now()}`;
    const foodId = await makeFood(account, { foodName, price: 250, quantity: 6 });

    await startSignedIn(page, account, '/myKitchen');
    await page.getByLabel('Pickup area').fill('Lalbagh');
    await page.getByLabel('Pickup address').fill('House 5, Lalbagh Road');
    await expect(page.getByLabel('Currency')).toHaveValue('USD');
    await page.getByLabel('Currency').selectOption({ label: 'Bangladeshi taka (৳)' });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(kitchenMessages.kitchenSaved)).toBeVisible();
    expect((await adminDb.doc(kitchenPaths.kitchen(account.uid)).get()).get('currency')).toBe(
      'BDT',
    );
    // The server gives the kitchen's currency to her dishes.
    await expect.poll(() => currencyOf(foodId), { timeout: 30_000 }).toBe('BDT');

    // The page keeps her choice.
    await page.goto('/myKitchen');
    await expect(page.getByLabel('Currency')).toHaveValue('BDT');
  });

  test('a dish of a kitchen in taka is priced in ৳ on its card, its page and My foods', async ({
    page,
    account,
    makeFood,
  }) => {
    const foodName = `Bhuna Khichuri ${Date.now()}`;
    // The kitchen as My kitchen saves it in taka, and her dish as the server then prices it.
    await adminDb.doc(kitchenPaths.kitchen(account.uid)).set({
      pickupArea: 'Lalbagh',
      currency: 'BDT',
      updatedAt: FieldValue.serverTimestamp(),
    });
    const foodId = await makeFood(account, { foodName, price: 250, quantity: 6, currency: 'BDT' });

    await startSignedIn(page, account, `/allFood?q=${encodeURIComponent(foodName)}`);
    const card = page.getByRole('article').filter({ hasText: foodName });
    await expect(card.getByText('৳250.00')).toBeVisible();
    await page.goto(`/singleFood/${foodId}`);
    await expect(page.getByText('৳250.00', { exact: true })).toBeVisible();
    await page.goto('/myAddedFood');
    await expect(page.getByRole('row', { name: new RegExp(foodName) })).toContainText('৳250.00');
  });

  test('a diner buys Rahima’s Kacchi Biryani in taka, from the dish to My ordered food', async ({
    page,
    account,
  }) => {
    await startSignedIn(page, account, '/singleFood/seed-kacchi-biryani');
    await expect(page.getByRole('heading', { name: 'Kacchi Biryani' })).toBeVisible();
    await expect(page.getByText('৳450.00', { exact: true })).toBeVisible();
    await shoot(page, 'dish-in-taka');

    await page.getByRole('link', { name: 'Purchase Now' }).click();
    await expect(page.getByLabel('Price')).toHaveValue('৳450.00');
    await page.getByLabel('Quantity').fill('2');
    await page.getByRole('button', { name: 'Purchase' }).click();
    await expect(page.getByText(messages.purchased)).toBeVisible({ timeout: 30_000 });

    await page.goto('/myOrderedFood');
    const row = page.getByRole('row', { name: /Kacchi Biryani/ });
    await expect(row).toContainText('৳450.00');
    await expect(row).toContainText('৳900.00 total');
    const orders = await adminDb
      .collection('orders')
      .where('buyerUid', '==', account.uid)
      .where('foodId', '==', 'seed-kacchi-biryani')
      .get();
    expect(orders.docs.map((order) => order.get('currency'))).toEqual(['BDT']);
  });
});
