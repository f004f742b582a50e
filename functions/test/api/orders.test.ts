// Contract tests of the order endpoints: the purchase through placeDishOrder, the
// buyer's own list, cancelling, and the old client's helper calls.
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { doc, getDoc } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  collections,
  kitchenMessages,
  kitchenPaths,
  messages,
  pickupSlots,
  statusTimeField,
  type Order,
  type OrderStatus,
} from '../../src/shared/index.js';
import { adminDb, eventually, type TestUser } from '../support/emulators.js';
import { expireWhenDue } from '../../src/orders/expiry.js';
import { appClients, cancellationMarker, clientAs } from '../orders/support.js';
import { stepsTo } from '../rules/documents.js';
import {
  call,
  makeFood,
  makeOrder,
  makeUser,
  readDoc,
  removeMade,
  track,
  unique,
  writtenBy,
} from './client.js';

const orderShape = {
  _id: expect.any(String),
  buyerEmail: expect.any(String),
  buyerName: expect.any(String),
  buyerUid: expect.any(String),
  buyingDate: expect.any(String),
  foodName: expect.any(String),
  price: expect.any(Number),
  // The kitchen's currency (a cook without a kitchen sells in dollars).
  currency: 'USD',
  quantity: expect.any(Number),
  foodOwner: expect.any(String),
  foodOwnerUid: expect.any(String),
  foodId: expect.any(String),
  imageURL: expect.any(String),
  createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
  status: expect.any(String),
  placedAt: null,
  acceptedAt: null,
  readyAt: null,
  completedAt: null,
  declinedAt: null,
  expiredAt: null,
  noShowAt: null,
  // Orders written before pickups: "Pickup not set".
  pickupAt: null,
  pickupArea: null,
  pickupAddress: null,
};

type Inserted = { acknowledged: boolean; insertedId: string };

let owner: TestUser;
let buyer: TestUser;

beforeAll(async () => {
  [owner, buyer] = await Promise.all([makeUser('Order Owner'), makeUser('Order Buyer')]);
});
afterAll(removeMade);

/** The old client's purchase body: most of it is now ignored. */
const legacyOrder = (foodId: string, quantity: number, who: TestUser) => ({
  foodId,
  quantity,
  buyingDate: '2026/11/22 12:30:00',
  buyerEmail: who.email,
  buyerName: 'Name From The Form',
  foodName: 'Name From The Form',
  price: 0.01,
  foodOwner: 'Owner From The Form',
  imageURL: 'https://example.com/form.png',
});

const foodPath = (id: string) => `${collections.foods}/${id}`;

describe('POST /orderFood', () => {
  it('places the order with the price and names of the food and the caller, and takes it off the stock', async () => {
    const foodId = await makeFood(owner, { price: 9.75, quantity: 5 });
    const { status, body } = await call<Inserted>('POST', '/orderFood', {
      as: buyer,
      body: legacyOrder(foodId, 2, buyer),
    });
    expect(status).toBe(200);
    expect(body).toEqual({ acknowledged: true, insertedId: expect.any(String) });
    track(`${collections.orders}/${body.insertedId}`);

    expect(await readDoc(`${collections.orders}/${body.insertedId}`)).toMatchObject({
      buyerUid: buyer.uid,
      buyerEmail: buyer.email,
      buyerName: buyer.displayName,
      buyingDate: '2026/11/22 12:30:00',
      price: 9.75,
      quantity: 2,
      foodOwner: owner.displayName,
      foodOwnerUid: owner.uid,
      foodId,
      imageURL: '/images/foods/biryani.svg',
    });
    expect(await readDoc(foodPath(foodId))).toMatchObject({ quantity: 3, orderCount: 1 });
  });

  it('answers a retried request (same requestId) with the same order, placed once', async () => {
    const foodId = await makeFood(owner, { quantity: 5 });
    const body = { foodId, quantity: 1, requestId: `retry-${unique()}` };
    const first = await call<Inserted>('POST', '/orderFood', { as: buyer, body });
    const second = await call<Inserted>('POST', '/orderFood', { as: buyer, body });
    track(`${collections.orders}/${first.body.insertedId}`);
    expect(first.status).toBe(200);
    expect(second.body.insertedId).toBe(first.body.insertedId);
    expect(await readDoc(foodPath(foodId))).toMatchObject({ quantity: 4, orderCount: 1 });
  });

  it.each([
    ['an unknown food', 404, messages.foodUnavailable, 'missing'],
    ["the caller's own food", 409, messages.ownFood, 'own'],
    ['more than the stock', 409, messages.overQuantity, 'over'],
  ])(
    'refuses %s with %i and the spec’s message, changing nothing',
    async (_case, code, message, kind) => {
      const shopper = await makeUser('Refused Shopper');
      const foodId = await makeFood(kind === 'own' ? shopper : owner, { quantity: 2 });
      const before = await readDoc(foodPath(foodId));
      const target = kind === 'missing' ? `no-such-food-${unique()}` : foodId;
      const quantity = kind === 'over' ? 3 : 1;
      const { status, body } = await call('POST', '/orderFood', {
        as: shopper,
        body: legacyOrder(target, quantity, shopper),
      });
      expect(status).toBe(code);
      expect(body).toEqual({ error: message });
      expect(await readDoc(foodPath(foodId))).toEqual(before);
      expect((await writtenBy(shopper)).orders).toBe(0);
    },
  );

  it('refuses a quantity below one with 400 and the spec’s message on the field', async () => {
    const foodId = await makeFood(owner);
    const { status, body } = await call('POST', '/orderFood', {
      as: buyer,
      body: { foodId, quantity: 0 },
    });
    expect(status).toBe(400);
    expect(body).toEqual({ error: expect.any(String), fields: { quantity: messages.atLeastOne } });
  });
});

describe('POST /increaseOrderCount/{foodId}', () => {
  it('answers 200 and changes nothing: the purchase already counted', async () => {
    const foodId = await makeFood(owner, { orderCount: 3 });
    const before = await readDoc(foodPath(foodId));
    const { status, body } = await call('POST', `/increaseOrderCount/${foodId}`, { as: buyer });
    expect(status).toBe(200);
    expect(body).toEqual({ acknowledged: true, matchedCount: 0, modifiedCount: 0 });
    expect(await readDoc(foodPath(foodId))).toEqual(before);
  });
});

describe('GET /find-exist-order/{foodId}', () => {
  it('tells the caller whether they have ordered the food, and nothing about other buyers', async () => {
    const foodId = await makeFood(owner);
    await makeOrder(buyer, foodId);
    const mine = await call('GET', `/find-exist-order/${foodId}`, { as: buyer });
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual({ exists: true, foodId });

    const notMine = await call('GET', `/find-exist-order/${foodId}`, { as: owner });
    expect(notMine.status).toBe(200);
    expect(notMine.body).toEqual({ exists: false, foodId: null });

    expect((await call('GET', '/find-exist-order/no-such-food', { as: buyer })).status).toBe(404);
  });
});

describe('GET /my-ordered-food/{email}', () => {
  it("lists the caller's own orders, newest first, as documents with _id", async () => {
    const diner = await makeUser('Diner');
    const foodId = await makeFood(owner);
    const older = await makeOrder(diner, foodId);
    const newer = await makeOrder(diner, foodId, 2);
    await makeOrder(buyer, foodId);

    const { status, body } = await call<Order[]>('GET', `/my-ordered-food/${diner.email}`, {
      as: diner,
    });
    expect(status).toBe(200);
    expect(body.map((order) => order._id)).toEqual([newer, older]);
    // Written without a status (as before the live kitchen): it reads as placed.
    expect(body[0]).toEqual({
      ...orderShape,
      buyerUid: diner.uid,
      quantity: 2,
      foodId,
      status: 'placed',
    });

    const page = await call<Order[]>(
      'GET',
      `/my-ordered-food/${diner.email}?limit=1&after=${newer}`,
      {
        as: diner,
      },
    );
    expect(page.body.map((order) => order._id)).toEqual([older]);
  });
});

describe('DELETE /delete-order-food/{orderId}', () => {
  it("cancels the buyer's order: deleted once, and its units go back to the food", async () => {
    const foodId = await makeFood(owner, { quantity: 6 });
    const placed = await call<Inserted>('POST', '/orderFood', {
      as: buyer,
      body: { foodId, quantity: 2 },
    });
    expect(placed.status).toBe(200);
    const orderId = placed.body.insertedId;
    expect(await readDoc(foodPath(foodId))).toMatchObject({ quantity: 4, orderCount: 1 });

    const cancelled = await call('DELETE', `/delete-order-food/${orderId}`, { as: buyer });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toEqual({ acknowledged: true, deletedCount: 1 });
    expect(await readDoc(`${collections.orders}/${orderId}`)).toBeNull();

    // onOrderDeleted returns the units and takes the order off the count.
    const food = await eventually(
      () => readDoc(foodPath(foodId)),
      (data) => data?.quantity === 6,
    );
    expect(food).toMatchObject({ quantity: 6, orderCount: 0 });

    const again = await call('DELETE', `/delete-order-food/${orderId}`, { as: buyer });
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ deletedCount: 0 });
  });
});

// ---------------------------------------------------------------- the live kitchen

describe('orders in the kitchen, through the facade', () => {
  let env: RulesTestEnvironment;
  beforeAll(async () => {
    env = await appClients();
  });
  afterAll(() => env.cleanup());

  /**
   * Buys `quantity` of a fresh food through POST /orderFood, then walks the order to `status`
   * one step at a time, as the cook's moves would (the rules for those are tested apart).
   */
  async function orderIn(status: OrderStatus, quantity = 1, who = buyer) {
    const foodId = await makeFood(owner, { quantity: 5 });
    const placed = await call<Inserted>('POST', '/orderFood', {
      as: who,
      body: { foodId, quantity },
    });
    expect(placed.status).toBe(200);
    const orderId = placed.body.insertedId;
    track(`${collections.orders}/${orderId}`);
    if (status === 'no-show') track(`noShowTallies/${orderId}`);
    if (status === 'expired') {
      // As the expireOrder task leaves it: nobody answered in time, the units went back.
      const long = Timestamp.fromMillis(Date.now() - 3_600_000);
      await adminDb.doc(`${collections.orders}/${orderId}`).update({ createdAt: long });
      await expireWhenDue({ orderId, answerMinutes: 30 });
      return { foodId, orderId };
    }
    for (const step of stepsTo(status).slice(1))
      await adminDb
        .doc(`${collections.orders}/${orderId}`)
        .update({ status: step, [statusTimeField[step]]: FieldValue.serverTimestamp() });
    if (status === 'declined') {
      // The decline's own return of the units: done before the buyer's Delete.
      await eventually(
        () => cancellationMarker(orderId).get(),
        (snapshot) => snapshot.exists,
      );
    }
    return { foodId, orderId };
  }

  /** The order and its food exactly as stored, with their update times. */
  async function stored(foodId: string, orderId: string) {
    const [order, food] = await Promise.all([
      adminDb.doc(`${collections.orders}/${orderId}`).get(),
      adminDb.doc(foodPath(foodId)).get(),
    ]);
    return {
      order: order.data() ?? null,
      orderUpdated: order.updateTime?.toMillis() ?? null,
      food: food.data() ?? null,
      foodUpdated: food.updateTime?.toMillis() ?? null,
    };
  }

  it('GET /my-ordered-food answers each order with its status and the time of each step', async () => {
    const { orderId } = await orderIn('accepted');
    const { status, body } = await call<Order[]>('GET', `/my-ordered-food/${buyer.email}`, {
      as: buyer,
    });
    expect(status).toBe(200);
    const order = body.find((o) => o._id === orderId);
    const iso = expect.stringMatching(/^\d{4}-\d\d-\d\dT/);
    expect(order).toEqual({
      ...orderShape,
      _id: orderId,
      status: 'accepted',
      placedAt: iso,
      acceptedAt: iso,
      // The owner has no kitchen: the defaults' earliest time, no area, no address to copy.
      pickupAt: iso,
    });
    expect(order?.placedAt).toBe(order?.createdAt);
  });

  it('GET /my-ordered-food answers an expired and a not collected order with their times', async () => {
    // A buyer of their own: a no-show counts on their profile and on their waiting orders.
    const forgetful = await makeUser('Forgetful Buyer');
    track(`${collections.users}/${forgetful.uid}`);
    const [expired, noShow] = await Promise.all([
      orderIn('expired', 1, forgetful),
      orderIn('no-show', 1, forgetful),
    ]);
    const { body } = await call<Order[]>('GET', `/my-ordered-food/${forgetful.email}`, {
      as: forgetful,
    });
    const iso = expect.stringMatching(/^\d{4}-\d\d-\d\dT/);
    expect(body.find((o) => o._id === expired.orderId)).toMatchObject({
      status: 'expired',
      expiredAt: iso,
      acceptedAt: null,
      noShowAt: null,
    });
    expect(body.find((o) => o._id === noShow.orderId)).toMatchObject({
      status: 'no-show',
      readyAt: iso,
      noShowAt: iso,
      expiredAt: null,
    });
  });

  it('DELETE of an expired order deletes it; its units, already back, are not returned again', async () => {
    const { foodId, orderId } = await orderIn('expired', 2);
    expect(await readDoc(foodPath(foodId))).toMatchObject({ quantity: 5, orderCount: 0 });
    const cancelled = await call('DELETE', `/delete-order-food/${orderId}`, { as: buyer });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toEqual({ acknowledged: true, deletedCount: 1 });
    expect(await readDoc(`${collections.orders}/${orderId}`)).toBeNull();
    const food = await eventually(
      () => readDoc(foodPath(foodId)),
      (data) => data?.quantity !== 5,
      3_000,
    );
    expect(food).toMatchObject({ quantity: 5, orderCount: 0 });
  });

  it('DELETE of a not collected order takes it off the buyer’s list; the cook keeps it', async () => {
    const forgetful = await makeUser('Forgetful Buyer');
    track(`${collections.users}/${forgetful.uid}`);
    const { foodId, orderId } = await orderIn('no-show', 2, forgetful);
    const removed = await call('DELETE', `/delete-order-food/${orderId}`, { as: forgetful });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ acknowledged: true, deletedCount: 1 });
    const after = await stored(foodId, orderId);
    expect(after.order).toMatchObject({ status: 'no-show', removedByBuyerUid: forgetful.uid });
    expect(after.order).not.toHaveProperty('buyerUid');
    // Not collected: the food was cooked, nothing went back.
    expect(after.food).toMatchObject({ quantity: 3, orderCount: 1 });
  });

  it.each(['accepted', 'ready'] as const)(
    'DELETE of a %s order answers 409 with the message, and changes nothing',
    async (status) => {
      const { foodId, orderId } = await orderIn(status);
      const before = await stored(foodId, orderId);
      const refused = await call('DELETE', `/delete-order-food/${orderId}`, { as: buyer });
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({ error: messages.orderInKitchen });
      expect(await stored(foodId, orderId)).toEqual(before);
      expect(before.order).toMatchObject({ status, buyerUid: buyer.uid });
      expect((await cancellationMarker(orderId).get()).exists).toBe(false);
    },
  );

  it('DELETE of a declined order deletes it; its units, already back, are not returned again', async () => {
    const { foodId, orderId } = await orderIn('declined', 2);
    expect(await readDoc(foodPath(foodId))).toMatchObject({ quantity: 5, orderCount: 0 });

    const cancelled = await call('DELETE', `/delete-order-food/${orderId}`, { as: buyer });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toEqual({ acknowledged: true, deletedCount: 1 });
    expect(await readDoc(`${collections.orders}/${orderId}`)).toBeNull();
    // onOrderDeleted finds the decline's marker: give it its time, then nothing has moved.
    const food = await eventually(
      () => readDoc(foodPath(foodId)),
      (data) => data?.quantity !== 5,
      3_000,
    );
    expect(food).toMatchObject({ quantity: 5, orderCount: 0 });
  });

  it('DELETE of a completed sale takes it off the buyer’s list; the cook keeps it', async () => {
    const { foodId, orderId } = await orderIn('completed', 2);
    const before = await stored(foodId, orderId);

    const removed = await call('DELETE', `/delete-order-food/${orderId}`, { as: buyer });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ acknowledged: true, deletedCount: 1 });

    // Only the buyer's uid left; who removed it and when were recorded.
    const after = await stored(foodId, orderId);
    const { buyerUid, ...rest } = before.order ?? {};
    expect(buyerUid).toBe(buyer.uid);
    expect(after.order).toEqual({
      ...rest,
      removedByBuyerUid: buyer.uid,
      removedByBuyerAt: expect.any(Timestamp),
    });
    // A sale: the stock and count stay as sold.
    expect(after.food).toEqual(before.food);
    expect((await cancellationMarker(orderId).get()).exists).toBe(false);

    const list = await call<Order[]>('GET', `/my-ordered-food/${buyer.email}`, { as: buyer });
    expect(list.body.map((order) => order._id)).not.toContain(orderId);
    const exists = await call('GET', `/find-exist-order/${foodId}`, { as: buyer });
    expect(exists.body).toEqual({ exists: false, foodId: null });

    const cooksCopy = await getDoc(doc(clientAs(env, owner), collections.orders, orderId));
    expect(cooksCopy.data()).toMatchObject({ status: 'completed', foodOwnerUid: owner.uid });

    const again = await call('DELETE', `/delete-order-food/${orderId}`, { as: buyer });
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ deletedCount: 0 });
  });

  it('DELETE of someone else’s order in the kitchen answers 403, changing nothing', async () => {
    const { foodId, orderId } = await orderIn('accepted');
    const before = await stored(foodId, orderId);
    const refused = await call('DELETE', `/delete-order-food/${orderId}`, { as: owner });
    expect(refused.status).toBe(403);
    expect(await stored(foodId, orderId)).toEqual(before);
  });
});

// ---------------------------------------------------------------- the handover

describe('POST /orderFood with a pickup time, and the orders it answers', () => {
  const kitchen = {
    pickupArea: 'Dhanmondi',
    openFrom: '10:00',
    openTo: '22:00',
    leadMinutes: 30,
    timeZone: 'Asia/Dhaka',
    paused: false,
  };
  const address = 'House 12, Road 5, Dhanmondi, Dhaka 1205';

  async function cook(settings: typeof kitchen) {
    const user = await makeUser('Facade Cook');
    await adminDb
      .doc(kitchenPaths.kitchen(user.uid))
      .set({ ...settings, updatedAt: Timestamp.now() });
    await adminDb.doc(kitchenPaths.pickupAddress(user.uid)).set({ pickupAddress: address });
    track(kitchenPaths.pickupAddress(user.uid));
    track(kitchenPaths.kitchen(user.uid));
    return user;
  }

  it('stores the chosen time and the area; the address appears once the cook accepts', async () => {
    const diner = await makeUser('Pickup Diner');
    const foodId = await makeFood(await cook(kitchen), { quantity: 4 });
    const slot = pickupSlots(kitchen, Date.now() + 60_000)[3];
    if (!slot) throw new Error('no slot');
    const pickupAt = new Date(slot.at).toISOString();
    const placed = await call<Inserted>('POST', '/orderFood', {
      as: diner,
      body: { ...legacyOrder(foodId, 1, diner), pickupAt },
    });
    expect(placed.status).toBe(200);
    const orderId = placed.body.insertedId;
    track(`${collections.orders}/${orderId}`);

    const mine = async () =>
      (await call<Order[]>('GET', `/my-ordered-food/${diner.email}`, { as: diner })).body[0];
    expect(await mine()).toMatchObject({
      _id: orderId,
      pickupAt,
      pickupArea: 'Dhanmondi',
      pickupAddress: null,
    });

    await adminDb
      .doc(`${collections.orders}/${orderId}`)
      .update({ status: 'accepted', acceptedAt: FieldValue.serverTimestamp() });
    const accepted = await eventually(mine, (order) => order?.pickupAddress !== null);
    expect(accepted).toMatchObject({ status: 'accepted', pickupAt, pickupAddress: address });
  });

  /**
   * A kitchen's zone where it is now near midday, so that "in 30 minutes" falls inside an
   * all-day kitchen's hours whenever the test runs (in Dhaka it would cross midnight at 17:30
   * UTC and be refused as outside the hours instead).
   */
  const zoneNearNoon = () => {
    const hourIn = (timeZone: string) =>
      Number(
        new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hour12: false }).format(
          new Date(),
        ),
      );
    const zones = [
      'Pacific/Honolulu',
      'America/Los_Angeles',
      'America/New_York',
      'Europe/London',
      'Asia/Dhaka',
      'Asia/Tokyo',
    ];
    const fromNoon = (zone: string) => Math.abs(hourIn(zone) - 12);
    return zones.reduce((best, zone) => (fromNoon(zone) < fromNoon(best) ? zone : best));
  };

  it.each([
    ['a paused kitchen', { ...kitchen, paused: true }, undefined, kitchenMessages.kitchenPaused],
    ['"tomorrow"', kitchen, 'tomorrow', kitchenMessages.pickupOutsideHours],
    ['a number', kitchen, 1_780_000_000_000, kitchenMessages.pickupOutsideHours],
    ['a date in 1970', kitchen, '1970-01-01T10:00:00Z', kitchenMessages.pickupOutsideHours],
    [
      'sooner than the lead time',
      {
        ...kitchen,
        openFrom: '00:00',
        openTo: '23:59',
        leadMinutes: 120,
        timeZone: zoneNearNoon(),
      },
      'soon',
      kitchenMessages.needsMoreTime,
    ],
  ])(
    'refuses %s with 400 and the contract’s message, writing nothing',
    async (_case, settings, pickupAt, message) => {
      const shopper = await makeUser('Refused Pickup');
      const foodId = await makeFood(await cook(settings), { quantity: 2 });
      const before = await readDoc(foodPath(foodId));
      const value =
        pickupAt === 'soon' ? new Date(Date.now() + 30 * 60_000).toISOString() : pickupAt;
      const { status, body } = await call('POST', '/orderFood', {
        as: shopper,
        body: { foodId, quantity: 1, ...(value === undefined ? {} : { pickupAt: value }) },
      });
      expect(status).toBe(400);
      expect(body).toEqual({ error: message, fields: { pickupAt: message } });
      expect(await readDoc(foodPath(foodId))).toEqual(before);
      expect((await writtenBy(shopper)).orders).toBe(0);
    },
  );
});
