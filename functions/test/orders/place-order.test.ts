import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { buyingDatePattern, collections, messages } from '../../src/shared/index.js';
import { adminDb, createTestUser, type TestUser } from '../support/emulators.js';
import { makeFood, ordersOf, placeOrder, readFood } from './support.js';

let owner: TestUser;
let buyer: TestUser;

beforeAll(async () => {
  [owner, buyer] = await Promise.all([
    createTestUser('Olivia Owner'),
    createTestUser('Bashir Buyer'),
  ]);
});

const requestId = () => randomUUID().replaceAll('-', '');

describe('placeOrder refuses, with the contract code, message and reason, and writes nothing', () => {
  it('refuses a caller who is not signed in', async () => {
    const foodId = await makeFood(owner, { quantity: 5 });
    const outcome = await placeOrder({ foodId, quantity: 1 });
    expect(outcome.status).toBe(401);
    expect(outcome.error?.status).toBe('UNAUTHENTICATED');
    // Not a refusal of the order: it has no reason.
    expect(outcome.error).not.toHaveProperty('details');
    expect(await ordersOf(foodId)).toHaveLength(0);
    expect(await readFood(foodId)).toEqual({ quantity: 5, orderCount: 0 });
  });

  it('says the food is not available when there is no such food', async () => {
    const foodId = `no-such-food-${randomUUID()}`;
    const outcome = await placeOrder({ foodId, quantity: 1 }, buyer.idToken);
    expect(outcome.error).toEqual({
      status: 'NOT_FOUND',
      message: messages.foodUnavailable,
      details: { reason: 'unavailable' },
    });
    expect(await ordersOf(foodId)).toHaveLength(0);
  });

  it("refuses the food's owner: no order, stock and count unchanged", async () => {
    const foodId = await makeFood(owner, { quantity: 5 });
    const outcome = await placeOrder({ foodId, quantity: 1 }, owner.idToken);
    expect(outcome.error).toEqual({
      status: 'FAILED_PRECONDITION',
      message: messages.ownFood,
      details: { reason: 'own-food' },
    });
    expect(await ordersOf(foodId)).toHaveLength(0);
    expect(await readFood(foodId)).toEqual({ quantity: 5, orderCount: 0 });
  });

  it('refuses more units than are in stock', async () => {
    const foodId = await makeFood(owner, { quantity: 3 });
    const outcome = await placeOrder({ foodId, quantity: 4 }, buyer.idToken);
    expect(outcome.error).toEqual({
      status: 'FAILED_PRECONDITION',
      message: messages.overQuantity,
      details: { reason: 'over-quantity' },
    });
    expect(await readFood(foodId)).toEqual({ quantity: 3, orderCount: 0 });
  });

  it('refuses any unit of a sold-out food as more than the quantity', async () => {
    const foodId = await makeFood(owner, { quantity: 0 });
    const outcome = await placeOrder({ foodId, quantity: 1 }, buyer.idToken);
    expect(outcome.error).toEqual({
      status: 'FAILED_PRECONDITION',
      message: messages.overQuantity,
      details: { reason: 'over-quantity' },
    });
    expect(await ordersOf(foodId)).toHaveLength(0);
  });

  it('refuses a quantity above any possible stock as more than the quantity', async () => {
    const foodId = await makeFood(owner, { quantity: 3 });
    const outcome = await placeOrder({ foodId, quantity: 1_000_000 }, buyer.idToken);
    expect(outcome.error).toEqual({
      status: 'FAILED_PRECONDITION',
      message: messages.overQuantity,
      details: { reason: 'over-quantity' },
    });
  });

  it.each([0, -1, 1.5, '2', null])(
    'refuses the quantity %j: at least a single product',
    async (quantity) => {
      const foodId = await makeFood(owner, { quantity: 5 });
      const outcome = await placeOrder({ foodId, quantity }, buyer.idToken);
      expect(outcome.error).toEqual({
        status: 'INVALID_ARGUMENT',
        message: messages.atLeastOne,
        details: { reason: 'at-least-one' },
      });
      expect(await ordersOf(foodId)).toHaveLength(0);
      expect(await readFood(foodId)).toEqual({ quantity: 5, orderCount: 0 });
    },
  );

  it('refuses an order without a food id, or with a malformed buying date or request id', async () => {
    const foodId = await makeFood(owner, { quantity: 5 });
    for (const data of [
      { quantity: 1 },
      { foodId, quantity: 1, buyingDate: '12/31/2024' },
      { foodId, quantity: 1, requestId: 'short' },
      'not an object',
    ]) {
      const outcome = await placeOrder(data, buyer.idToken);
      expect(outcome.error?.status).toBe('INVALID_ARGUMENT');
      // Not one of the contract's refusals: the fields say what is wrong, and no reason.
      expect(outcome.error?.message).toBe('Invalid order');
      expect(outcome.error?.details).toEqual({ fields: expect.any(Object) });
    }
    expect(await ordersOf(foodId)).toHaveLength(0);
  });

  it.each([
    ['price', 0.01],
    ['buyerName', 'Someone Else'],
    ['buyerEmail', 'alice@foodtable.test'],
    ['buyerUid', 'demo-alice'],
    ['foodOwner', 'Nobody'],
    ['foodName', 'Free Lunch'],
  ])('does not let the caller set %s through the input', async (key, value) => {
    const foodId = await makeFood(owner, { quantity: 5 });
    const outcome = await placeOrder({ foodId, quantity: 1, [key]: value }, buyer.idToken);
    expect(outcome.error?.status).toBe('INVALID_ARGUMENT');
    expect(await ordersOf(foodId)).toHaveLength(0);
    expect(await readFood(foodId)).toEqual({ quantity: 5, orderCount: 0 });
  });
});

describe('placeOrder places an order', () => {
  it('writes exactly the contract fields, from the food and the verified token', async () => {
    const foodId = await makeFood(owner, { quantity: 5, price: 12.5 });
    const outcome = await placeOrder(
      { foodId, quantity: 2, buyingDate: '2025/01/31 18:05:09' },
      buyer.idToken,
    );
    expect(outcome.error).toBeUndefined();
    expect(outcome.insertedId).toEqual(expect.any(String));

    const snapshot = await adminDb.doc(`${collections.orders}/${outcome.insertedId}`).get();
    const order = snapshot.data();
    expect(Object.keys(order ?? {}).sort()).toEqual(
      [
        'buyerEmail',
        'buyerName',
        'buyerUid',
        'buyingDate',
        'createdAt',
        'currency',
        'foodId',
        'foodName',
        'foodOwner',
        'foodOwnerUid',
        'imageURL',
        'price',
        'quantity',
        'status',
        'placedAt',
        'pickupAt',
        'pickupArea',
      ].sort(),
    );
    const food = (await adminDb.doc(`${collections.foods}/${foodId}`).get()).data();
    expect(order).toMatchObject({
      buyerEmail: buyer.email,
      buyerName: 'Bashir Buyer',
      buyerUid: buyer.uid,
      buyingDate: '2025/01/31 18:05:09',
      foodName: food?.foodName,
      price: 12.5,
      // The kitchen's currency (this cook has no kitchen: dollars).
      currency: 'USD',
      quantity: 2,
      foodOwner: 'Olivia Owner',
      foodOwnerUid: owner.uid,
      foodId,
      imageURL: '/images/foods/biryani.svg',
    });
    expect(order?.createdAt?.toDate()).toBeInstanceOf(Date);
  });

  it('takes the units off the stock and counts the order once', async () => {
    const foodId = await makeFood(owner, { quantity: 5, orderCount: 7 });
    const outcome = await placeOrder({ foodId, quantity: 3 }, buyer.idToken);
    expect(outcome.insertedId).toEqual(expect.any(String));
    expect(await readFood(foodId)).toEqual({ quantity: 2, orderCount: 8 });
  });

  it('sells the last units exactly, then refuses', async () => {
    const foodId = await makeFood(owner, { quantity: 2 });
    expect((await placeOrder({ foodId, quantity: 2 }, buyer.idToken)).insertedId).toBeTruthy();
    expect(await readFood(foodId)).toEqual({ quantity: 0, orderCount: 1 });
    const again = await placeOrder({ foodId, quantity: 1 }, buyer.idToken);
    expect(again.error?.message).toBe(messages.overQuantity);
    expect(again.error?.details).toEqual({ reason: 'over-quantity' });
  });

  it('stamps the buying date itself when the caller sends none', async () => {
    const foodId = await makeFood(owner, { quantity: 5 });
    const outcome = await placeOrder({ foodId, quantity: 1 }, buyer.idToken);
    const order = (await adminDb.doc(`${collections.orders}/${outcome.insertedId}`).get()).data();
    expect(order?.buyingDate).toMatch(buyingDatePattern);
  });

  it('a retried request returns the same order and places no second one', async () => {
    const foodId = await makeFood(owner, { quantity: 5 });
    const id = requestId();
    const first = await placeOrder({ foodId, quantity: 2, requestId: id }, buyer.idToken);
    const retry = await placeOrder({ foodId, quantity: 2, requestId: id }, buyer.idToken);
    expect(first.insertedId).toEqual(expect.any(String));
    expect(retry.insertedId).toBe(first.insertedId);
    expect(await ordersOf(foodId)).toHaveLength(1);
    expect(await readFood(foodId)).toEqual({ quantity: 3, orderCount: 1 });
  });

  it('a double submit racing itself places one order', async () => {
    const foodId = await makeFood(owner, { quantity: 5 });
    const data = { foodId, quantity: 1, requestId: requestId() };
    const outcomes = await Promise.all(
      Array.from({ length: 4 }, () => placeOrder(data, buyer.idToken)),
    );
    const ids = new Set(outcomes.map((outcome) => outcome.insertedId));
    expect(ids.size).toBe(1);
    expect([...ids][0]).toEqual(expect.any(String));
    expect(await ordersOf(foodId)).toHaveLength(1);
    expect(await readFood(foodId)).toEqual({ quantity: 4, orderCount: 1 });
  });

  it('the same request id from another buyer is another order', async () => {
    const other = await createTestUser('Other Buyer');
    const foodId = await makeFood(owner, { quantity: 5 });
    const id = requestId();
    const mine = await placeOrder({ foodId, quantity: 1, requestId: id }, buyer.idToken);
    const theirs = await placeOrder({ foodId, quantity: 1, requestId: id }, other.idToken);
    expect(mine.insertedId).toBeTruthy();
    expect(theirs.insertedId).toBeTruthy();
    expect(theirs.insertedId).not.toBe(mine.insertedId);
    expect(await readFood(foodId)).toEqual({ quantity: 3, orderCount: 2 });
  });
});
