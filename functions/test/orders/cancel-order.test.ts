// Cancelling = deleting the order. The onOrderDeleted trigger returns the units and takes the
// order off the count, once, even when the event is delivered twice.
// The emulator helpers come first: they set up the Admin SDK for the handler imported below.
import { adminDb, createTestUser, eventually, type TestUser } from '../support/emulators.js';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { handleOrderDeleted } from '../../src/orders/on-order-deleted.js';
import { orderCancellationsCollection } from '../../src/orders/place-order.js';
import { collections } from '../../src/shared/index.js';
import { makeFood, placeOrder, readFood } from './support.js';

let owner: TestUser;
let buyer: TestUser;

beforeAll(async () => {
  [owner, buyer] = await Promise.all([
    createTestUser('Cancel Owner'),
    createTestUser('Cancel Buyer'),
  ]);
});

/** A delete event as the trigger receives it: the order id and the deleted document's data. */
const deletedEvent = (orderId: string, order: Record<string, unknown>) => ({
  params: { orderId },
  data: { data: () => order },
});

const marker = (orderId: string) => adminDb.doc(`${orderCancellationsCollection}/${orderId}`);

describe('cancelling an order', () => {
  it('returns the units to the stock and takes the order off the count', async () => {
    const foodId = await makeFood(owner, { quantity: 6, orderCount: 4 });
    const { insertedId } = await placeOrder({ foodId, quantity: 2 }, buyer.idToken);
    expect(insertedId).toEqual(expect.any(String));
    expect(await readFood(foodId)).toEqual({ quantity: 4, orderCount: 5 });

    await adminDb.doc(`${collections.orders}/${insertedId}`).delete();
    const food = await eventually(
      () => readFood(foodId),
      (value) => value.quantity === 6,
    );
    expect(food).toEqual({ quantity: 6, orderCount: 4 });
    expect((await marker(insertedId ?? '').get()).exists).toBe(true);
  });

  it('changes nothing when the food no longer exists', async () => {
    const foodId = await makeFood(owner, { quantity: 3 });
    const { insertedId } = await placeOrder({ foodId, quantity: 1 }, buyer.idToken);
    await adminDb.doc(`${collections.foods}/${foodId}`).delete();

    await adminDb.doc(`${collections.orders}/${insertedId}`).delete();
    const cancelled = await eventually(
      () => marker(insertedId ?? '').get(),
      (snapshot) => snapshot.exists,
    );
    expect(cancelled.exists).toBe(true);
    expect((await adminDb.doc(`${collections.foods}/${foodId}`).get()).exists).toBe(false);
  });

  it('counts once when the same delete event is delivered twice', async () => {
    const foodId = await makeFood(owner, { quantity: 5, orderCount: 3 });
    const event = deletedEvent(`test-${randomUUID()}`, { foodId, quantity: 2 });
    await handleOrderDeleted(event);
    await handleOrderDeleted(event);
    expect(await readFood(foodId)).toEqual({ quantity: 7, orderCount: 2 });
  });

  it('counts once when two deliveries of the event run at the same time', async () => {
    const foodId = await makeFood(owner, { quantity: 5, orderCount: 3 });
    const event = deletedEvent(`test-${randomUUID()}`, { foodId, quantity: 1 });
    await Promise.all([
      handleOrderDeleted(event),
      handleOrderDeleted(event),
      handleOrderDeleted(event),
    ]);
    expect(await readFood(foodId)).toEqual({ quantity: 6, orderCount: 2 });
  });

  it('a late redelivery after the real cancellation changes nothing', async () => {
    const foodId = await makeFood(owner, { quantity: 4, orderCount: 0 });
    const { insertedId } = await placeOrder({ foodId, quantity: 3 }, buyer.idToken);
    const orderRef = adminDb.doc(`${collections.orders}/${insertedId}`);
    const order = (await orderRef.get()).data() ?? {};
    await orderRef.delete();
    await eventually(
      () => readFood(foodId),
      (value) => value.quantity === 4,
    );

    await handleOrderDeleted(deletedEvent(insertedId ?? '', order));
    expect(await readFood(foodId)).toEqual({ quantity: 4, orderCount: 0 });
  });

  it('a cancelled order retried with its request id is not placed again', async () => {
    const foodId = await makeFood(owner, { quantity: 4 });
    const requestId = randomUUID().replaceAll('-', '');
    const first = await placeOrder({ foodId, quantity: 1, requestId }, buyer.idToken);
    await adminDb.doc(`${collections.orders}/${first.insertedId}`).delete();
    await eventually(
      () => marker(first.insertedId ?? '').get(),
      (snapshot) => snapshot.exists,
    );

    const retry = await placeOrder({ foodId, quantity: 1, requestId }, buyer.idToken);
    expect(retry.insertedId).toBe(first.insertedId);
    expect((await adminDb.doc(`${collections.orders}/${first.insertedId}`).get()).exists).toBe(
      false,
    );
    expect(await readFood(foodId)).toEqual({ quantity: 4, orderCount: 0 });
  });
});
