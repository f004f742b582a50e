// A meal from one kitchen (decision 160): a diner adds two dishes of one cook from their pages,
// sees the navbar count and keeps the meal when a dish of another kitchen asks to start a new
// one; orders the meal on /myMeal for one pickup and sees it as one entry; the cook, in a second
// browser, sees it as one entry and accepts every dish with one click. Each test starts from
// the state the one before it made, written as the app writes it (the meal in carts/{uid} as
// the dish pages save it, the meal's orders through the placeOrder callable).
import type { BrowserContext, Page } from '@playwright/test';
import { FieldValue } from 'firebase-admin/firestore';
import {
  cartSchema,
  collections,
  mealMessages,
  type CartFields,
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
  type FoodOverrides,
} from './support/fixtures';

const live = { timeout: 5_000 };

const mealCount = (page: Page) => page.getByTestId('meal-count');
const popupTitle = (page: Page) => page.locator('.swal2-title');

async function addToMeal(page: Page, foodId: string, quantity: number) {
  const path = `/singleFood/${foodId}`;
  if (new URL(page.url()).pathname !== path) await page.goto(path);
  const form = page.getByRole('form', { name: 'Add to meal' });
  await form.getByLabel('Quantity').fill(String(quantity));
  await form.getByRole('button', { name: 'Add to meal' }).click();
}

/** The diner's meal in progress, as the dish pages save it (saveMeal). */
async function saveMeal(diner: Account, meal: CartFields) {
  await adminDb
    .doc(`${collections.carts}/${diner.uid}`)
    .set({ ...cartSchema.parse(meal), updatedAt: FieldValue.serverTimestamp() });
}

/** Meera's kitchen, with a biryani and a raita, and a diner. */
async function meerasKitchen(
  makeAccount: (displayName?: string) => Promise<Account>,
  makeFood: (owner: Account, overrides?: FoodOverrides) => Promise<string>,
) {
  const [cook, diner] = await Promise.all([makeAccount('Meera Cook'), makeAccount('Dina Diner')]);
  const stamp = Date.now();
  const biryani = `Meal Biryani ${stamp}`;
  const raita = `Meal Raita ${stamp}`;
  const [biryaniId, raitaId] = await Promise.all([
    makeFood(cook, { foodName: biryani, price: 12, quantity: 5 }),
    makeFood(cook, { foodName: raita, price: 3.5, quantity: 5 }),
  ]);
  return { cook, diner, biryani, raita, biryaniId, raitaId };
}

test.describe('a meal from one kitchen', () => {
  let cookContext: BrowserContext | undefined;
  test.afterEach(async () => {
    await cookContext?.close();
    cookContext = undefined;
  });

  test('the diner adds two dishes of one kitchen: the navbar counts them and My meal shows them', async ({
    page,
    makeAccount,
    makeFood,
  }) => {
    const { diner, biryani, biryaniId, raitaId } = await meerasKitchen(makeAccount, makeFood);

    await startSignedIn(page, diner, `/singleFood/${biryaniId}`);
    await expect(mealCount(page)).toHaveCount(0);
    await addToMeal(page, biryaniId, 2);
    await expect(popupTitle(page)).toHaveText(mealMessages.added);
    await expect(mealCount(page)).toHaveText('1', live);
    await addToMeal(page, raitaId, 1);
    await expect(mealCount(page)).toHaveText('2', live);

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
    await shoot(page, 'my-meal', () => expect(page.locator('main')).toBeVisible());
  });

  test('a dish of another kitchen asks first; keeping the meal changes nothing', async ({
    page,
    makeAccount,
    makeFood,
  }) => {
    const [{ cook, diner, biryaniId, raitaId }, otherCook] = await Promise.all([
      meerasKitchen(makeAccount, makeFood),
      makeAccount('Omar Cook'),
    ]);
    const elsewhereId = await makeFood(otherCook, {
      foodName: `Elsewhere ${Date.now()}`,
      quantity: 5,
    });
    const meal = {
      cookUid: cook.uid,
      lines: [
        { foodId: biryaniId, quantity: 2 },
        { foodId: raitaId, quantity: 1 },
      ],
    };
    await saveMeal(diner, meal);

    await startSignedIn(page, diner, `/singleFood/${elsewhereId}`);
    await expect(mealCount(page)).toHaveText('2', live);
    await addToMeal(page, elsewhereId, 1);
    await expect(page.getByRole('heading', { name: mealMessages.startNewTitle })).toBeVisible();
    await expect(page.getByText(mealMessages.otherKitchen('Meera Cook'))).toBeVisible();
    await expect(page.getByRole('button', { name: mealMessages.startNew })).toBeVisible();
    await page.getByRole('button', { name: mealMessages.keep }).click();
    await expect(popupTitle(page)).toHaveCount(0);
    await expect(mealCount(page)).toHaveText('2');
    expect((await adminDb.doc(`${collections.carts}/${diner.uid}`).get()).data()).toMatchObject(
      meal,
    );
  });

  test('the diner orders the meal on /myMeal for one pickup and sees it as one entry', async ({
    page,
    makeAccount,
    makeFood,
  }) => {
    const { cook, diner, biryani, raita, biryaniId, raitaId } = await meerasKitchen(
      makeAccount,
      makeFood,
    );
    await saveMeal(diner, {
      cookUid: cook.uid,
      lines: [
        { foodId: biryaniId, quantity: 2 },
        { foodId: raitaId, quantity: 1 },
      ],
    });

    await startSignedIn(page, diner, '/myMeal');
    await expect(
      page.getByRole('list', { name: 'Dishes in your meal' }).getByRole('listitem'),
    ).toHaveCount(2);
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
    await shoot(page, 'my-ordered-food', () => expect(page.locator('main')).toBeVisible());
  });

  test("the cook sees the meal as one entry and accepts it with one click; the diner's open page follows", async ({
    page,
    browser,
    makeAccount,
    makeFood,
  }, testInfo) => {
    const { cook, diner, biryani, raita, biryaniId, raitaId } = await meerasKitchen(
      makeAccount,
      makeFood,
    );
    await Promise.all([
      startSignedIn(page, diner, '/myOrderedFood'),
      placeOrderAs(diner, {
        items: [
          { foodId: biryaniId, quantity: 2 },
          { foodId: raitaId, quantity: 1 },
        ],
      }),
    ]);
    // Each page's first rows come with the expect's own timeout (a page load); the live updates
    // after them, within `live`.
    const entry = page.getByRole('row').filter({ hasText: biryani });
    await expect(entry).toContainText(raita);

    // The cook, in a browser of their own: one entry, one Accept for both dishes.
    const meera = await openAs(browser, testInfo, cook, '/ordersReceived');
    cookContext = meera.context;
    const cooksEntry = meera.page.getByRole('row').filter({ hasText: biryani });
    await expect(cooksEntry).toContainText(raita);
    await expect(cooksEntry).toContainText('Dina Diner');
    await expect(cooksEntry.getByRole('button')).toHaveText(['Accept', 'Decline']);
    await shoot(meera.page, 'orders-received', () =>
      expect(meera.page.locator('main')).toBeVisible(),
    );
    await cooksEntry.getByRole('button', { name: 'Accept' }).click();
    await expect(cooksEntry.locator('[data-status]')).toHaveText('Accepted', live);
    await expect(cooksEntry.getByRole('button')).toHaveText(['Ready', 'Decline']);

    // Every line moved; the diner's open page follows by itself.
    await expect(entry.locator('[data-status]')).toHaveText('Accepted', live);
    const moved = await adminDb.collection('orders').where('buyerUid', '==', diner.uid).get();
    expect(moved.docs.map((doc) => doc.get('status') as string)).toEqual(['accepted', 'accepted']);
  });

  test('starting a new meal with a dish of another kitchen', async ({
    page,
    makeAccount,
    makeFood,
  }) => {
    const [cook, otherCook, diner] = await Promise.all([
      makeAccount('Meera Cook'),
      makeAccount('Omar Cook'),
      makeAccount('Dina Diner'),
    ]);
    const [first, elsewhere] = await Promise.all([
      makeFood(cook, { quantity: 5 }),
      makeFood(otherCook, { foodName: `Elsewhere Dal ${Date.now()}`, quantity: 5 }),
    ]);
    await saveMeal(diner, { cookUid: cook.uid, lines: [{ foodId: first, quantity: 1 }] });

    await startSignedIn(page, diner, `/singleFood/${elsewhere}`);
    await expect(mealCount(page)).toHaveText('1', live);
    await addToMeal(page, elsewhere, 3);
    await page.getByRole('button', { name: mealMessages.startNew }).click();
    await expect(popupTitle(page)).toHaveText(mealMessages.added);
    await expect
      .poll(async () => (await adminDb.doc(`carts/${diner.uid}`).get()).data())
      .toMatchObject({ cookUid: otherCook.uid, lines: [{ foodId: elsewhere, quantity: 3 }] });
  });

  test('removing the last dish empties the meal', async ({ page, makeAccount, makeFood }) => {
    const [otherCook, diner] = await Promise.all([
      makeAccount('Omar Cook'),
      makeAccount('Dina Diner'),
    ]);
    const elsewhereName = `Elsewhere Dal ${Date.now()}`;
    const elsewhere = await makeFood(otherCook, { foodName: elsewhereName, quantity: 5 });
    await saveMeal(diner, { cookUid: otherCook.uid, lines: [{ foodId: elsewhere, quantity: 3 }] });

    await startSignedIn(page, diner, '/myMeal');
    await expect(page.getByText(`From Omar Cook’s kitchen`)).toBeVisible();
    await page.getByRole('button', { name: `${mealMessages.remove} ${elsewhereName}` }).click();
    await expect(page.getByText(mealMessages.empty)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse all food' })).toHaveAttribute(
      'href',
      '/allFood',
    );
    await expect(mealCount(page)).toHaveCount(0, live);
  });
});
