// A meal from one kitchen (decision 160): a diner adds two dishes of one cook from their pages,
// sees the navbar count, keeps the meal when a dish of another kitchen asks to start a new one,
// orders the meal on /myMeal for one pickup, and sees it as one entry; the cook, in a second
// browser, sees it as one entry and accepts every dish with one click.
import type { BrowserContext, Page } from '@playwright/test';
import { mealMessages } from '../../functions/src/shared/index.js';
import { adminDb, expect, openAs, startSignedIn, test } from './support/fixtures';

const live = { timeout: 5_000 };
const shots = '/tmp/shots/31';

const mealCount = (page: Page) => page.getByTestId('meal-count');
const popupTitle = (page: Page) => page.locator('.swal2-title');

async function addToMeal(page: Page, foodId: string, quantity: number) {
  await page.goto(`/singleFood/${foodId}`);
  const form = page.getByRole('form', { name: 'Add to meal' });
  await form.getByLabel('Quantity').fill(String(quantity));
  await form.getByRole('button', { name: 'Add to meal' }).click();
}

async function shoot(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await expect(page.locator('main')).toBeVisible();
    await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

test.describe('a meal from one kitchen', () => {
  let cookContext: BrowserContext | undefined;
  test.afterEach(async () => {
    await cookContext?.close();
    cookContext = undefined;
  });

  test('the diner orders two dishes as one meal; the cook accepts it as one', async ({
    page,
    browser,
    makeAccount,
    makeFood,
  }, testInfo) => {
    test.slow();
    const cook = await makeAccount('Meera Cook');
    const otherCook = await makeAccount('Omar Cook');
    const diner = await makeAccount('Dina Diner');
    const stamp = Date.now();
    const biryani = `Meal Biryani ${stamp}`;
    const raita = `Meal Raita ${stamp}`;
    const biryaniId = await makeFood(cook, { foodName: biryani, price: 12, quantity: 5 });
    const raitaId = await makeFood(cook, { foodName: raita, price: 3.5, quantity: 5 });
    const elsewhereId = await makeFood(otherCook, { foodName: `Elsewhere ${stamp}`, quantity: 5 });

    await startSignedIn(page, diner, '/myMeal');
    await expect(page.getByText(mealMessages.empty)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse all food' })).toHaveAttribute(
      'href',
      '/allFood',
    );
    await expect(mealCount(page)).toHaveCount(0);

    await addToMeal(page, biryaniId, 2);
    await expect(popupTitle(page)).toHaveText(mealMessages.added);
    await expect(mealCount(page)).toHaveText('1', live);
    await addToMeal(page, raitaId, 1);
    await expect(mealCount(page)).toHaveText('2', live);

    // A dish of another kitchen asks first; keeping the meal changes nothing.
    await addToMeal(page, elsewhereId, 1);
    await expect(page.getByRole('heading', { name: mealMessages.startNewTitle })).toBeVisible();
    await expect(page.getByText(mealMessages.otherKitchen('Meera Cook'))).toBeVisible();
    await expect(page.getByRole('button', { name: mealMessages.startNew })).toBeVisible();
    await page.getByRole('button', { name: mealMessages.keep }).click();
    await expect(popupTitle(page)).toHaveCount(0);
    await expect(mealCount(page)).toHaveText('2');

    await page.getByRole('link', { name: /My meal/ }).click();
    await expect(page).toHaveURL('/myMeal');
    const dishes = page.getByRole('list', { name: 'Dishes in your meal' });
    await expect(dishes.getByRole('listitem')).toHaveCount(2);
    await expect(dishes.getByRole('listitem').filter({ hasText: biryani })).toContainText(
      '$12.00 each',
    );
    await expect(page.getByTestId('meal-total')).toHaveText('$27.50');
    await expect(page.getByLabel('Pickup time')).toBeEnabled();
    await expect(page.getByLabel('Quantity')).toHaveCount(2);
    // The count stays in the navbar on this page too (it is not a live page of its own).
    await expect(mealCount(page)).toHaveText('2');
    await shoot(page, 'my-meal');

    await page.getByRole('button', { name: mealMessages.placeOrder }).click();
    await expect(popupTitle(page)).toHaveText(mealMessages.ordered, { timeout: 30_000 });
    await expect(page).toHaveURL('/myOrderedFood');
    await expect(mealCount(page)).toHaveCount(0, live);

    // One entry: both dishes, one status.
    const entry = page.getByRole('row').filter({ hasText: biryani });
    await expect(entry).toContainText(raita, live);
    await expect(entry).toContainText('× 2');
    await expect(entry.locator('[data-status]')).toHaveText('Placed');
    await expect(page.getByRole('row').filter({ hasText: raita })).toHaveCount(1);
    const orders = await adminDb.collection('orders').where('buyerUid', '==', diner.uid).get();
    expect(orders.size).toBe(2);
    expect(new Set(orders.docs.map((doc) => doc.get('mealId') as string)).size).toBe(1);
    await expect(popupTitle(page)).toHaveCount(0);
    await shoot(page, 'my-ordered-food');

    // The cook, in a browser of their own: one entry, one Accept for both dishes.
    const meera = await openAs(browser, testInfo, cook);
    cookContext = meera.context;
    await meera.page.goto('/ordersReceived');
    const cooksEntry = meera.page.getByRole('row').filter({ hasText: biryani });
    await expect(cooksEntry).toContainText(raita, live);
    await expect(cooksEntry).toContainText('Dina Diner');
    await expect(cooksEntry.getByRole('button')).toHaveText(['Accept', 'Decline']);
    await shoot(meera.page, 'orders-received');
    await cooksEntry.getByRole('button', { name: 'Accept' }).click();
    await expect(cooksEntry.locator('[data-status]')).toHaveText('Accepted', live);
    await expect(cooksEntry.getByRole('button')).toHaveText(['Ready', 'Decline']);

    // Every line moved; the diner's open page follows by itself.
    await expect(entry.locator('[data-status]')).toHaveText('Accepted', live);
    const moved = await adminDb.collection('orders').where('buyerUid', '==', diner.uid).get();
    expect(moved.docs.map((doc) => doc.get('status') as string)).toEqual(['accepted', 'accepted']);
  });

  test('starting a new meal with a dish of another kitchen; removing the last dish empties it', async ({
    page,
    makeAccount,
    makeFood,
  }) => {
    const cook = await makeAccount('Meera Cook');
    const otherCook = await makeAccount('Omar Cook');
    const diner = await makeAccount('Dina Diner');
    const first = await makeFood(cook, { quantity: 5 });
    const elsewhereName = `Elsewhere Dal ${Date.now()}`;
    const elsewhere = await makeFood(otherCook, { foodName: elsewhereName, quantity: 5 });

    await startSignedIn(page, diner);
    await addToMeal(page, first, 1);
    await expect(mealCount(page)).toHaveText('1', live);
    await addToMeal(page, elsewhere, 3);
    await page.getByRole('button', { name: mealMessages.startNew }).click();
    await expect(popupTitle(page)).toHaveText(mealMessages.added);
    await expect
      .poll(async () => (await adminDb.doc(`carts/${diner.uid}`).get()).data())
      .toMatchObject({ cookUid: otherCook.uid, lines: [{ foodId: elsewhere, quantity: 3 }] });

    await page.goto('/myMeal');
    await expect(page.getByText(`From Omar Cook’s kitchen`)).toBeVisible();
    await page.getByRole('button', { name: `${mealMessages.remove} ${elsewhereName}` }).click();
    await expect(page.getByText(mealMessages.empty)).toBeVisible();
    await expect(mealCount(page)).toHaveCount(0, live);
  });
});
