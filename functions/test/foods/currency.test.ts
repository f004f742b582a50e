// A kitchen's currency (contract, "Languages and money"): a food takes its kitchen's currency
// from functions (clients never write it), takes the new one when the cook changes it, and an
// order copies the kitchen's when placed; the order's mail, the facade's food and order carry it.
import { FieldValue } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { collections, kitchenPaths } from '../../src/shared/index.js';
import { adminDb, createTestUser, eventually, type TestUser } from '../support/emulators.js';
import { makeFood, allDayKitchen, placeOrder } from '../orders/support.js';
import { call } from '../api/client.js';

const kitchen = allDayKitchen({ timeZone: 'Asia/Dhaka' });

let cook: TestUser;
let otherCook: TestUser;
let buyer: TestUser;

/** A food as a client lists it: no currency, no derived fields. */
const listFood = async (owner: TestUser, price: number) => ({
  id: await makeFood(owner, { quantity: 10, price, derived: false }),
});

const currencyOfFood = async (foodId: string) =>
  (await adminDb.doc(`${collections.foods}/${foodId}`).get()).get('currency') as unknown;

const foodHas = (foodId: string, currency: string) =>
  eventually(
    () => currencyOfFood(foodId),
    (value) => value === currency,
  );

beforeAll(async () => {
  [cook, otherCook, buyer] = await Promise.all([
    createTestUser('Taka Cook'),
    createTestUser('Dollar Cook'),
    createTestUser('Currency Buyer'),
  ]);
  await adminDb.doc(kitchenPaths.kitchen(cook.uid)).set({ ...kitchen, currency: 'BDT' });
});

describe('a kitchen’s currency', () => {
  it('goes to a new food, and a cook without a kitchen sells in dollars', async () => {
    const [taka, dollars] = await Promise.all([listFood(cook, 450), listFood(otherCook, 12.5)]);
    expect(await foodHas(taka.id, 'BDT')).toBe('BDT');
    expect(await foodHas(dollars.id, 'USD')).toBe('USD');
  });

  it('goes to every food of the cook when the kitchen changes it, and to no one else’s', async () => {
    const foods = await Promise.all([listFood(cook, 120), listFood(cook, 380)]);
    const others = await listFood(otherCook, 9);
    for (const food of foods) await foodHas(food.id, 'BDT');
    await foodHas(others.id, 'USD');

    await adminDb.doc(kitchenPaths.kitchen(cook.uid)).update({ currency: 'INR' });
    for (const food of foods) expect(await foodHas(food.id, 'INR')).toBe('INR');
    expect(await currencyOfFood(others.id)).toBe('USD');

    // Back to dollars by removing the field (absent is dollars), then to taka again.
    await adminDb.doc(kitchenPaths.kitchen(cook.uid)).update({ currency: FieldValue.delete() });
    for (const food of foods) expect(await foodHas(food.id, 'USD')).toBe('USD');
    await adminDb.doc(kitchenPaths.kitchen(cook.uid)).update({ currency: 'BDT' });
    for (const food of foods) expect(await foodHas(food.id, 'BDT')).toBe('BDT');
  });

  it('is copied into an order when placed, shown in its mail and by the facade', async () => {
    const food = await listFood(cook, 450);
    await foodHas(food.id, 'BDT');
    const placed = await placeOrder({ foodId: food.id, quantity: 2 }, buyer.idToken);
    expect(placed.status).toBe(200);
    const orderId = placed.insertedId!;
    const order = (await adminDb.doc(`${collections.orders}/${orderId}`).get()).data();
    expect(order).toMatchObject({ price: 450, currency: 'BDT' });

    const mail = await eventually(
      () => adminDb.doc(`mail/new-order-${orderId}`).get(),
      (doc) => doc.exists,
    );
    expect(mail.get('message.text')).toContain('৳450.00 each');

    const shownFood = await call<{ currency: string; price: number }>(
      'GET',
      `/single-food/${food.id}`,
      { as: buyer },
    );
    expect(shownFood.body).toMatchObject({ price: 450, currency: 'BDT' });
    const mine = await call<{ _id: string; currency: string }[]>(
      'GET',
      `/my-ordered-food/${buyer.email}`,
      { as: buyer },
    );
    expect(mine.body.find((o) => o._id === orderId)).toMatchObject({ currency: 'BDT' });
  });

  it('a later change of the kitchen’s currency leaves a placed order as it was', async () => {
    const food = await listFood(cook, 200);
    await foodHas(food.id, 'BDT');
    const placed = await placeOrder({ foodId: food.id, quantity: 1 }, buyer.idToken);
    await adminDb.doc(kitchenPaths.kitchen(cook.uid)).update({ currency: 'INR' });
    await foodHas(food.id, 'INR');
    const order = await adminDb.doc(`${collections.orders}/${placed.insertedId!}`).get();
    expect(order.get('currency')).toBe('BDT');
    await adminDb.doc(kitchenPaths.kitchen(cook.uid)).update({ currency: 'BDT' });
    await foodHas(food.id, 'BDT');
  });
});
