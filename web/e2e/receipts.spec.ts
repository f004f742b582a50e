// Receipts (decision 130): a cook completes a meal on Orders for my food; both lists link its
// receipt; the buyer opens it (Receipt {n}, every line, the total), prints it without the site's
// frame and keeps it as a PDF; the cook opens the same receipt. Someone else opening its address
// is refused, and a visitor is sent to sign in. The meal is placed through the placeOrder
// callable, as /myMeal places it; the kitchen is saved as /myKitchen saves it.
import type { BrowserContext, Page } from '@playwright/test';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { collections, kitchenPaths } from '../../functions/src/shared/index.js';
import {
  adminDb,
  expect,
  moveOrder,
  openAs,
  placeOrderAs,
  shoot,
  startSignedIn,
  test,
  type Account,
  type MakeAccount,
  type MakeFood,
} from './support/fixtures';

const live = { timeout: 10_000 };

/** Meera's kitchen in Dhaka (its card as /myKitchen saves it), two dishes, and a diner. */
async function meerasMeal(makeAccount: MakeAccount, makeFood: MakeFood) {
  const [cook, diner] = await Promise.all([makeAccount('Meera Cook'), makeAccount('Dina Diner')]);
  const stamp = Date.now();
  const biryani = `Kacchi Biryani ${stamp}`;
  const raita = `Cucumber Raita ${stamp}`;
  const [biryaniId, raitaId] = await Promise.all([
    makeFood(cook, { foodName: biryani, price: 12.5, quantity: 5 }),
    makeFood(cook, { foodName: raita, price: 3.25, quantity: 5 }),
    adminDb.doc(kitchenPaths.kitchen(cook.uid)).set({
      pickupArea: 'Dhanmondi Lake, north gate',
      openFrom: '00:00',
      openTo: '23:59',
      leadMinutes: 0,
      timeZone: 'Asia/Dhaka',
      paused: false,
      updatedAt: FieldValue.serverTimestamp(),
    }),
  ]);
  const meal = await placeOrderAs(diner, {
    items: [
      { foodId: biryaniId!, quantity: 2 },
      { foodId: raitaId!, quantity: 3 },
    ],
  });
  return { cook, diner, biryani, raita, mealId: meal.mealId };
}

/**
 * The receipt the functions write once the meal is completed: a trigger, which the emulator may
 * run a few seconds late while its queue drains (the seed's mails, the other specs' events).
 */
async function receiptWritten(id: string) {
  await expect
    .poll(async () => (await adminDb.doc(`${collections.receipts}/${id}`).get()).exists, {
      timeout: 30_000,
    })
    .toBe(true);
  return (await adminDb.doc(`${collections.receipts}/${id}`).get()).data()!;
}

/**
 * Meera's meal as her three moves (accept, ready, complete) leave it, written at once, and the
 * receipt the functions issue for it.
 */
async function completedMeal(makeAccount: MakeAccount, makeFood: MakeFood) {
  const meal = await meerasMeal(makeAccount, makeFood);
  const orders = await adminDb
    .collection(collections.orders)
    .where('mealId', '==', meal.mealId)
    .get();
  await Promise.all(
    orders.docs.map((order) => moveOrder(order.id, 'accepted', 'ready', 'completed')),
  );
  return { ...meal, stored: await receiptWritten(meal.mealId) };
}

/** A receipt written as issueReceipt writes one, for `buyer` from `cook`'s kitchen. */
function writeReceipt(
  id: string,
  { buyer, cook }: { buyer: Account; cook: Account },
  receipt: {
    number: number;
    pickupArea: string | null;
    lines: { foodName: string; quantity: number; unitPrice: number; total: number }[];
    total: number;
    currency: string;
  },
) {
  return adminDb.doc(`${collections.receipts}/${id}`).set({
    ...receipt,
    cookUid: cook.uid,
    cookName: cook.displayName,
    buyerUid: buyer.uid,
    buyerName: buyer.displayName,
    completedAt: Timestamp.now(),
  });
}

/** The cook's moves on the meal's entry, each button as the last move left the list. */
async function completeOnOrdersForMyFood(page: Page, dish: string) {
  const row = page.getByRole('row').filter({ hasText: dish });
  for (const [button, status] of [
    ['Accept', 'Accepted'],
    ['Ready', 'Ready'],
    ['Complete', 'Completed'],
  ] as const) {
    await row.getByRole('button', { name: button, exact: true }).click();
    await expect(row.locator('[data-status]')).toHaveText(status, live);
  }
  return row;
}

test.describe('receipts', () => {
  let cookContext: BrowserContext | undefined;
  test.afterEach(async () => {
    await cookContext?.close();
    cookContext = undefined;
  });

  test('the cook completes a meal: both lists link its receipt', async ({
    page,
    browser,
    makeAccount,
    makeFood,
  }, testInfo) => {
    const { cook, diner, biryani, mealId } = await meerasMeal(makeAccount, makeFood);
    await startSignedIn(page, diner, '/myOrderedFood');
    const buyersRow = page.getByRole('row').filter({ hasText: biryani });
    await expect(buyersRow.locator('[data-status]')).toHaveText('Placed');
    const cooks = await openAs(browser, testInfo, cook, '/ordersReceived', {
      viewport: { width: 1280, height: 900 },
    });
    cookContext = cooks.context;

    const cooksRow = await completeOnOrdersForMyFood(cooks.page, biryani);
    await expect(cooksRow.getByRole('link', { name: 'Receipt', exact: true })).toHaveAttribute(
      'href',
      `/receipt/${mealId}`,
    );
    await expect(buyersRow.locator('[data-status]')).toHaveText('Completed', live);
    await expect(buyersRow.getByRole('link', { name: 'Receipt', exact: true })).toHaveAttribute(
      'href',
      `/receipt/${mealId}`,
    );
    // The first receipt of a new kitchen, as the function numbered it.
    expect((await receiptWritten(mealId)).number).toBe(1);
  });

  // The meal completed as the cook's three moves leave it (the walk above clicks them): the
  // functions issue its receipt, and the buyer opens it from the list.
  test('the buyer opens a completed meal’s receipt from My ordered food', async ({
    page,
    makeAccount,
    makeFood,
  }) => {
    const { diner, biryani, raita, mealId } = await completedMeal(makeAccount, makeFood);
    await startSignedIn(page, diner, '/myOrderedFood');
    const row = page.getByRole('row').filter({ hasText: biryani });
    await expect(row.locator('[data-status]')).toHaveText('Completed');
    await row.getByRole('link', { name: 'Receipt', exact: true }).click();
    await expect(page).toHaveURL(`/receipt/${mealId}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Receipt 1');
    await expect(page).toHaveTitle('FoodTable | Receipt 1');

    const receipt = page.getByRole('article');
    await expect(receipt).toContainText('Meera Cook');
    await expect(receipt).toContainText('Dina Diner');
    await expect(receipt).toContainText('Dhanmondi Lake, north gate');
    await expect(receipt).toContainText('(Asia/Dhaka)');
    const lines = receipt.getByRole('table');
    // Dish, quantity, unit price, line total.
    const cells = (dish: string) =>
      lines.getByRole('row', { name: new RegExp(dish) }).getByRole('cell');
    await expect(cells(biryani)).toHaveText(['2', '$12.50', '$25.00']);
    await expect(cells(raita)).toHaveText(['3', '$3.25', '$9.75']);
    await expect(lines.getByRole('row', { name: /^Total/ })).toContainText('$34.75');
  });

  test('the cook opens a completed meal’s receipt from Orders for my food', async ({
    page,
    makeAccount,
    makeFood,
  }) => {
    const { cook, biryani, raita, mealId, stored } = await completedMeal(makeAccount, makeFood);
    await startSignedIn(page, cook, '/ordersReceived');
    const row = page.getByRole('row').filter({ hasText: biryani });
    await expect(row.locator('[data-status]')).toHaveText('Completed', live);
    await row.getByRole('link', { name: 'Receipt', exact: true }).click();
    await expect(page).toHaveURL(`/receipt/${mealId}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Receipt ${stored.number}`);
    await expect(page.getByRole('article').getByRole('table')).toContainText(raita);
    await expect(page.getByRole('link', { name: '← Back to Orders for my food' })).toBeVisible();
    // At a phone's width and a desktop's.
    await shoot(page, 'receipt');
  });

  test('the buyer prints a receipt: on paper it stands alone, and it keeps as a PDF', async ({
    page,
    makeAccount,
  }, testInfo) => {
    const [buyer, cook] = await Promise.all([makeAccount('Dina Diner'), makeAccount('Meera Cook')]);
    const id = `e2e-receipt-print-${Date.now()}`;
    await writeReceipt(
      id,
      { buyer, cook },
      {
        number: 3,
        pickupArea: 'Dhanmondi Lake, north gate',
        lines: [{ foodName: 'Kacchi Biryani', quantity: 2, unitPrice: 12.5, total: 25 }],
        total: 25,
        currency: 'USD',
      },
    );
    try {
      await startSignedIn(page, buyer, `/receipt/${id}`);
      await page.setViewportSize({ width: 1280, height: 900 });
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toHaveText('Receipt 3');
      const lines = page.getByRole('article').getByRole('table');
      // Print: the button asks the browser; on paper the receipt stands alone.
      await page.evaluate(() => {
        const seen = window as unknown as { printed?: number };
        seen.printed = 0;
        window.print = () => void (seen.printed = (seen.printed ?? 0) + 1);
      });
      await page.getByRole('button', { name: 'Print' }).click();
      expect(await page.evaluate(() => (window as unknown as { printed?: number }).printed)).toBe(
        1,
      );

      const navbar = page.getByRole('navigation', { name: 'Main' });
      await expect(navbar).toBeVisible();
      await page.emulateMedia({ media: 'print' });
      await expect(navbar).toBeHidden();
      await expect(page.getByRole('contentinfo')).toBeHidden();
      await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
      await expect(heading).toBeVisible();
      await expect(lines).toBeVisible();
      await shoot(page, 'receipt-print');
      const pdf = await page.pdf({ format: 'A4' });
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdf.length).toBeGreaterThan(5_000);
      await testInfo.attach('receipt.pdf', { body: pdf, contentType: 'application/pdf' });
      await page.emulateMedia({ media: 'screen' });
      await expect(navbar).toBeVisible();
    } finally {
      await adminDb.doc(`${collections.receipts}/${id}`).delete();
    }
  });

  test('someone else opening a receipt’s address is refused; a visitor is sent to sign in', async ({
    page,
    makeAccount,
  }) => {
    const [stranger, buyer, cook] = await Promise.all([
      makeAccount('Stan Stranger'),
      makeAccount('Bea Buyer'),
      makeAccount('Cody Cook'),
    ]);
    const id = `e2e-receipt-${Date.now()}`;
    await writeReceipt(
      id,
      { buyer, cook },
      {
        number: 4,
        pickupArea: null,
        lines: [{ foodName: 'Haleem', quantity: 1, unitPrice: 9, total: 9 }],
        total: 9,
        currency: 'BDT',
      },
    );
    try {
      await page.goto(`/receipt/${id}`);
      await expect(page).toHaveURL(
        new RegExp(`/login\\?from=${encodeURIComponent(`/receipt/${id}`)}$`),
      );

      await startSignedIn(page, stranger, `/receipt/${id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Receipt not found');
      await expect(page.getByText(/does not exist, or it is not yours to see/)).toBeVisible();
      await expect(page.getByText('Haleem')).toHaveCount(0);
      await expect(page).toHaveTitle('FoodTable | Receipt');
    } finally {
      await adminDb.doc(`${collections.receipts}/${id}`).delete();
    }
  });

  test('the buyer opens a receipt in another currency: its amounts say so', async ({
    page,
    makeAccount,
  }) => {
    const [buyer, cook] = await Promise.all([makeAccount('Bea Buyer'), makeAccount('Cody Cook')]);
    const id = `e2e-receipt-bdt-${Date.now()}`;
    await writeReceipt(
      id,
      { buyer, cook },
      {
        number: 9,
        pickupArea: 'Gulshan 2',
        lines: [{ foodName: 'Kacchi Biryani', quantity: 2, unitPrice: 450, total: 900 }],
        total: 900,
        currency: 'BDT',
      },
    );
    try {
      await startSignedIn(page, buyer, `/receipt/${id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Receipt 9');
      await expect(page.getByRole('row', { name: /^Total/ })).toContainText('৳900.00');
    } finally {
      await adminDb.doc(`${collections.receipts}/${id}`).delete();
    }
  });
});
