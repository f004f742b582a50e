// My sales' per-day totals: the cook completing an order adds it to their day once, under
// repeated deliveries and many completions at once, on their kitchen's clock, its money in the
// order's currency; other moves add nothing.
// The emulator helpers come first: they set up the Admin SDK for the handlers imported below.
import { adminDb, createTestUser, eventually, type TestUser } from '../support/emulators.js';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleSaleCompleted } from '../../src/sales/on-sale-completed.js';
import { salesDayId } from '../../src/sales/record-sale.js';
import {
  collections,
  dayRecordFromDocument,
  dayRecordsOf,
  kitchenPaths,
  salesDay,
  type Currency,
} from '../../src/shared/index.js';
import {
  appClients,
  clientAs,
  makeFood,
  moveOrder,
  allDayKitchen,
  placeOrder,
} from '../orders/support.js';

let env: RulesTestEnvironment;
let buyer: TestUser;

beforeAll(async () => {
  env = await appClients();
  buyer = await createTestUser('Sales Buyer');
});
afterAll(() => env.cleanup());

const dayOf = async (cookUid: string, day: string) =>
  (await adminDb.doc(`${collections.salesDays}/${salesDayId(cookUid, day)}`).get()).data();

/**
 * A completed order of the cook's food, as the move leaves it, and the event of that move.
 * Without a currency it is an order from before currencies (dollars).
 */
function completion(
  cookUid: string,
  foodId: string,
  quantity: number,
  price: number,
  at = '2026-11-20T10:00:00Z',
  currency?: Currency,
) {
  const completedAt = Timestamp.fromDate(new Date(at));
  const order: DocumentData = {
    foodOwnerUid: cookUid,
    foodId,
    foodName: 'Sold dish',
    buyerName: 'Bea Buyer',
    quantity,
    price,
    ...(currency ? { currency } : {}),
    status: 'ready',
  };
  return {
    params: { orderId: `test-${randomUUID()}` },
    data: {
      before: { data: () => order },
      after: { data: () => ({ ...order, status: 'completed', completedAt }) },
    },
  };
}

describe('a completed order in the cook’s sales', () => {
  it('is added to the cook’s day when the cook completes it in the app', async () => {
    const cook = await createTestUser('Sales Cook');
    const foodId = await makeFood(cook, { quantity: 5, price: 12.5 });
    const { insertedId } = await placeOrder({ foodId, quantity: 2 }, buyer.idToken);
    const orderId = insertedId ?? '';
    const asCook = clientAs(env, cook);
    await moveOrder(asCook, orderId, 'placed', 'accepted');
    await moveOrder(asCook, orderId, 'accepted', 'ready');
    const ready = await eventually(
      async () =>
        (await adminDb.collection(collections.salesDays).where('cookUid', '==', cook.uid).get())
          .size,
      (size) => size > 0,
      2000,
    );
    expect(ready).toBe(0); // not a sale until completed
    await moveOrder(asCook, orderId, 'ready', 'completed');
    const order = (await adminDb.doc(`${collections.orders}/${orderId}`).get()).data() ?? {};
    const day = salesDay((order.completedAt as Timestamp).toDate());
    const totals = await eventually(
      () => dayOf(cook.uid, day),
      (data) => data?.orders === 1,
    );
    expect(totals).toEqual({
      cookUid: cook.uid,
      day,
      orders: 1,
      units: 2,
      revenueCents: 2500,
      dishes: {
        [foodId]: {
          dish: order.foodName,
          currency: 'USD',
          orders: 1,
          units: 2,
          revenueCents: 2500,
        },
      },
    });
  });

  it('is added to the taka revenue when the cook’s kitchen sells in taka', async () => {
    const cook = await createTestUser('Taka Sales Cook');
    await adminDb
      .doc(kitchenPaths.kitchen(cook.uid))
      .set(allDayKitchen({ timeZone: 'Asia/Dhaka', currency: 'BDT' }));
    const foodId = await makeFood(cook, { quantity: 5, price: 450 });
    const { insertedId } = await placeOrder({ foodId, quantity: 2 }, buyer.idToken);
    const orderId = insertedId ?? '';
    const asCook = clientAs(env, cook);
    await moveOrder(asCook, orderId, 'placed', 'accepted');
    await moveOrder(asCook, orderId, 'accepted', 'ready');
    await moveOrder(asCook, orderId, 'ready', 'completed');
    const order = (await adminDb.doc(`${collections.orders}/${orderId}`).get()).data() ?? {};
    expect(order.currency).toBe('BDT');
    const day = salesDay((order.completedAt as Timestamp).toDate(), 'Asia/Dhaka');
    const totals = await eventually(
      () => dayOf(cook.uid, day),
      (data) => data?.orders === 1,
    );
    expect(totals).toEqual({
      cookUid: cook.uid,
      day,
      orders: 1,
      units: 2,
      revenueCents_BDT: 90_000,
      dishes: {
        [`${foodId}_BDT`]: {
          dish: order.foodName,
          currency: 'BDT',
          orders: 1,
          units: 2,
          revenueCents: 90_000,
        },
      },
    });
  });

  it('counts once when the completion is delivered twice, or three times at once', async () => {
    const cook = `cook-${randomUUID()}`;
    const event = completion(cook, 'food-a', 3, 9);
    await handleSaleCompleted(event);
    await Promise.all([handleSaleCompleted(event), handleSaleCompleted(event)]);
    expect(await dayOf(cook, '2026-11-20')).toMatchObject({
      orders: 1,
      units: 3,
      revenueCents: 2700,
      // An order from before currencies: dollars.
      dishes: { 'food-a': { currency: 'USD', revenueCents: 2700 } },
    });
  });

  it('keeps each currency’s money apart, each order counted once however often delivered', async () => {
    const cook = `cook-${randomUUID()}`;
    // The same dish on one day in three currencies: its kitchen changed currency twice.
    const events = [
      completion(cook, 'food-a', 2, 12.5, '2026-11-20T09:00:00Z', 'USD'),
      completion(cook, 'food-a', 3, 250, '2026-11-20T12:00:00Z', 'BDT'),
      completion(cook, 'food-a', 1, 180, '2026-11-20T15:00:00Z', 'INR'),
      completion(cook, 'food-b', 1, 60, '2026-11-20T16:00:00Z', 'BDT'),
    ];
    await Promise.all(events.flatMap((event) => [event, event, event]).map(handleSaleCompleted));
    await handleSaleCompleted(events[1]!);
    const day = await dayOf(cook, '2026-11-20');
    expect(day).toMatchObject({
      orders: 4,
      units: 7,
      revenueCents: 2500,
      revenueCents_BDT: 81_000,
      revenueCents_INR: 18_000,
    });
    // Stored as dayRecordsOf works it out from the same sales, so tests and the backfill agree.
    const sales = events.map(({ params, data }) => {
      const order: DocumentData = data.after.data();
      return {
        orderId: params.orderId,
        foodId: String(order.foodId),
        dish: String(order.foodName),
        buyer: String(order.buyerName),
        quantity: Number(order.quantity),
        unitPrice: Number(order.price),
        currency: order.currency as Currency,
        completedAt: (order.completedAt as Timestamp).toDate(),
      };
    });
    expect(dayRecordFromDocument(day ?? {})).toEqual(dayRecordsOf(sales)[0]);
    expect(Object.keys(day?.dishes ?? {}).sort()).toEqual([
      'food-a',
      'food-a_BDT',
      'food-a_INR',
      'food-b_BDT',
    ]);
  });

  it('adds up 20 completions landing at once, per dish and in all', async () => {
    const cook = `cook-${randomUUID()}`;
    const events = Array.from({ length: 20 }, (_, i) =>
      completion(cook, i % 2 ? 'food-odd' : 'food-even', 1 + (i % 3), 0.1),
    );
    await Promise.all(events.map(handleSaleCompleted));
    const units = events.reduce((sum, _e, i) => sum + 1 + (i % 3), 0);
    const day = await dayOf(cook, '2026-11-20');
    expect(day).toMatchObject({ orders: 20, units, revenueCents: units * 10 });
    expect(day?.dishes['food-odd'].orders + day?.dishes['food-even'].orders).toBe(20);
  });

  it('adds nothing for other moves', async () => {
    const cook = `cook-${randomUUID()}`;
    const event = completion(cook, 'food-a', 1, 5);
    const declined = {
      ...event,
      data: {
        before: event.data.before,
        after: { data: () => ({ ...event.data.before.data(), status: 'declined' }) },
      },
    };
    await handleSaleCompleted(declined);
    const again = { ...event, data: { before: event.data.after, after: event.data.after } };
    await handleSaleCompleted(again);
    expect(await dayOf(cook, '2026-11-20')).toBeUndefined();
  });
});

describe('the day of a sale, on the kitchen’s clock', () => {
  const kitchen = (timeZone: string) => ({
    pickupArea: 'Dhanmondi',
    openFrom: '10:00',
    openTo: '22:00',
    leadMinutes: 30,
    timeZone,
    paused: false,
  });
  const setZone = (cookUid: string, timeZone: string) =>
    adminDb.doc(kitchenPaths.kitchen(cookUid)).set(kitchen(timeZone));
  const daysOf = async (cookUid: string) =>
    (await adminDb.collection(collections.salesDays).where('cookUid', '==', cookUid).get()).docs
      .map((doc) => [doc.id, doc.get('orders')])
      .sort();

  it('a sale completed at 23:30 UTC is the next day in Asia/Dhaka', async () => {
    const cook = `cook-${randomUUID()}`;
    await setZone(cook, 'Asia/Dhaka');
    await handleSaleCompleted(completion(cook, 'food-a', 1, 5, '2026-11-20T23:30:00Z'));
    expect(await daysOf(cook)).toEqual([[salesDayId(cook, '2026-11-21'), 1]]);
    expect((await dayOf(cook, '2026-11-21'))?.day).toBe('2026-11-21');
  });

  it('a cook without a kitchen, or whose zone is not one, counts in UTC (the contract’s default)', async () => {
    const none = `cook-${randomUUID()}`;
    const odd = `cook-${randomUUID()}`;
    // Well-formed, so the rules let it through; unknown to Intl, so kitchenOf reads UTC.
    await setZone(odd, 'Mars/Olympus');
    for (const cook of [none, odd])
      await handleSaleCompleted(completion(cook, 'food-a', 1, 5, '2026-11-20T23:30:00Z'));
    expect(await daysOf(none)).toEqual([[salesDayId(none, '2026-11-20'), 1]]);
    expect(await daysOf(odd)).toEqual([[salesDayId(odd, '2026-11-20'), 1]]);
  });

  it('a cook who changes zone keeps the days already counted; later sales use the new zone', async () => {
    const cook = `cook-${randomUUID()}`;
    await setZone(cook, 'UTC');
    await handleSaleCompleted(completion(cook, 'food-a', 1, 5, '2026-11-20T23:30:00Z'));
    await setZone(cook, 'Asia/Dhaka');
    await handleSaleCompleted(completion(cook, 'food-a', 1, 5, '2026-11-20T23:40:00Z'));
    expect(await daysOf(cook)).toEqual([
      [salesDayId(cook, '2026-11-20'), 1],
      [salesDayId(cook, '2026-11-21'), 1],
    ]);
  });
});
