// Portions per slot (contract, "Portions per slot"), as a cook and a diner meet it: the cook
// sets Orders per pickup slot on My kitchen; a full pickup time shows as "(full)" and cannot be
// chosen; a time that fills while the diner's form is open is refused with the contract's
// popup, and the form then offers the next time with room.
import {
  kitchenMessages,
  kitchenPaths,
  pickupSlots,
  kitchenOf,
} from '../../functions/src/shared/index.js';
import {
  adminDb,
  expect,
  placeOrderAs,
  shoot,
  startSignedIn,
  test,
  type Account,
  type MakeAccount,
  type MakeFood,
} from './support/fixtures';

const kitchen = {
  pickupArea: 'Mirpur 10',
  openFrom: '00:00',
  openTo: '23:59',
  leadMinutes: 30,
  timeZone: 'UTC',
  paused: false,
};

/** A cook whose kitchen takes one order per pickup time, a dish of theirs and two diners. */
async function oneOrderPerSlot(makeAccount: MakeAccount, makeFood: MakeFood) {
  const [cook, diner, rival] = await Promise.all([
    makeAccount('Slot Cook'),
    makeAccount('Slot Diner'),
    makeAccount('Slot Rival'),
  ]);
  await adminDb
    .doc(kitchenPaths.kitchen(cook.uid))
    .set({ ...kitchen, perSlot: 1, updatedAt: new Date() });
  const foodId = await makeFood(cook, { quantity: 20 });
  return { cook, diner, rival, foodId };
}

/** The pickup times the purchase form offers now (a minute's grace, as the form takes). */
const offered = () => pickupSlots(kitchenOf({ ...kitchen, perSlot: 1 }), Date.now() + 60_000);

const order = (buyer: Account, foodId: string, at: number) =>
  placeOrderAs(buyer, { foodId, quantity: 1, pickupAt: new Date(at).toISOString() });

test.describe('portions per slot', () => {
  test('the cook sets Orders per pickup slot on My kitchen', async ({ page, account }) => {
    await startSignedIn(page, account, '/myKitchen');
    await page.getByLabel('Pickup area').fill('Mirpur 10');
    await page.getByLabel('Pickup address').fill('House 3, Road 2, Mirpur 10');
    await page.getByLabel('Orders per pickup slot').fill('0');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(kitchenMessages.perSlot)).toBeVisible();
    await page.getByLabel('Orders per pickup slot').fill('4');
    await page.getByLabel('Time to answer an order (minutes)').fill('45');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(kitchenMessages.kitchenSaved)).toBeVisible();
    const stored = (await adminDb.doc(kitchenPaths.kitchen(account.uid)).get()).data();
    expect(stored).toMatchObject({ perSlot: 4, answerMinutes: 45 });
    // Emptied: no limit, and the key is gone.
    await page.getByLabel('Orders per pickup slot').fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(kitchenMessages.kitchenSaved)).toBeVisible();
    await expect
      .poll(async () => (await adminDb.doc(kitchenPaths.kitchen(account.uid)).get()).get('perSlot'))
      .toBeUndefined();
  });

  test('a full time shows as (full); one that fills while the form is open is refused, and the next is offered', async ({
    page,
    makeAccount,
    makeFood,
  }) => {
    const { diner, rival, foodId } = await oneOrderPerSlot(makeAccount, makeFood);
    const [first, second, third] = offered();
    if (!first || !second || !third) throw new Error('the kitchen offers no pickup times');
    await order(rival, foodId, first.at);

    await startSignedIn(page, diner, `/foodPurchase/${foodId}`);
    const select = page.getByLabel('Pickup time');
    const full = select.locator(`option[value="${first.at}"]`);
    await expect(full).toHaveText(new RegExp(`${first.time} \\(full\\)$`));
    await expect(full).toBeDisabled();
    // The earliest time with room is chosen.
    await expect(select).toHaveValue(String(second.at));
    await shoot(page, 'purchase-full-slot');

    // The rival takes the chosen time while the diner's form is open.
    await order(rival, foodId, second.at);
    await page.getByRole('button', { name: 'Purchase' }).click();
    // The contract's popup, which closes by itself.
    await expect(page.locator('.swal2-title')).toHaveText(kitchenMessages.slotFull);
    await expect(page.locator('.swal2-title')).toBeHidden({ timeout: 6_000 });
    // Nothing ordered; the form marks the time full and offers the next one with room.
    await expect(select.locator(`option[value="${second.at}"]`)).toHaveText(/\(full\)$/);
    await expect(select).toHaveValue(String(third.at));
    const mine = await adminDb.collection('orders').where('buyerUid', '==', diner.uid).get();
    expect(mine.size).toBe(0);

    await page.getByRole('button', { name: 'Purchase' }).click();
    await expect(page).toHaveURL('/allFood', { timeout: 30_000 });
  });
});
