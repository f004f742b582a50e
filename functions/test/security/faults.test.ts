// Faults: a purchase that fails at any step leaves no partial write. The fault is injected by
// the emulator-only hook in placeDishOrder (src/orders/fault-hook.ts), armed for one food
// of this file's own through testFaults/placeOrder, and cleared after every test.
//
// The other two fault cases are proven where the behaviour lives:
// - a retried or duplicated order-cancel event counts once: test/orders/cancel-order.test.ts
//   ('counts once when the same delete event is delivered twice', '... at the same time',
//   'a late redelivery after the real cancellation changes nothing');
// - a client retry after a lost answer places no second order: test/orders/place-order.test.ts
//   ('a retried request returns the same order and places no second one', 'a double submit
//   racing itself places one order').
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
// emulators.js first: it sets up the Admin app (project id, emulator hosts) that the hook's
// module then reuses.
import { adminDb, createTestUser, type TestUser } from '../support/emulators.js';
import { faultDocPath, faultSteps, type FaultStep } from '../../src/orders/fault-hook.js';
import { call } from '../api/client.js';
import { makeFood, ordersOf, placeOrder, readFood } from '../orders/support.js';

let owner: TestUser;
let buyer: TestUser;
const foods: string[] = [];

beforeAll(async () => {
  [owner, buyer] = await Promise.all([
    createTestUser('Fault Owner'),
    createTestUser('Fault Buyer'),
  ]);
});
afterEach(() => adminDb.doc(faultDocPath).delete());
afterAll(async () => {
  const orders = await Promise.all(foods.map(ordersOf));
  await Promise.all([
    ...orders.flat().map((order) => adminDb.doc(`orders/${order.id}`).delete()),
    ...foods.map((id) => adminDb.doc(`foods/${id}`).delete()),
  ]);
});

async function foodWithFault(step: FaultStep) {
  const foodId = await makeFood(owner, { quantity: 5 });
  foods.push(foodId);
  await adminDb.doc(faultDocPath).set({ foodId, step });
  return foodId;
}

const requestId = () => randomUUID().replaceAll('-', '');

describe.each(faultSteps)('a purchase that fails %s', (step) => {
  it('through placeOrder writes nothing, and the next purchase works', async () => {
    const foodId = await foodWithFault(step);
    const failed = await placeOrder({ foodId, quantity: 2, requestId: requestId() }, buyer.idToken);
    expect(failed.error?.status).toBe('INTERNAL');
    expect(await ordersOf(foodId)).toHaveLength(0);
    expect(await readFood(foodId)).toEqual({ quantity: 5, orderCount: 0 });

    await adminDb.doc(faultDocPath).delete();
    const placed = await placeOrder({ foodId, quantity: 2 }, buyer.idToken);
    expect(placed.insertedId).toEqual(expect.any(String));
    expect(await ordersOf(foodId)).toHaveLength(1);
    expect(await readFood(foodId)).toEqual({ quantity: 3, orderCount: 1 });
  });

  it('through POST /orderFood writes nothing, and the same request then succeeds', async () => {
    const foodId = await foodWithFault(step);
    const body = { foodId, quantity: 1, requestId: requestId() };
    const failed = await call('POST', '/orderFood', { as: buyer, body });
    expect(failed.status).toBe(500);
    expect(await ordersOf(foodId)).toHaveLength(0);
    expect(await readFood(foodId)).toEqual({ quantity: 5, orderCount: 0 });

    // The client retries with the same request id once the fault is gone: one order, counted once.
    await adminDb.doc(faultDocPath).delete();
    const placed = await call<{ insertedId: string }>('POST', '/orderFood', { as: buyer, body });
    expect(placed.status).toBe(200);
    expect((await ordersOf(foodId)).map((order) => order.id)).toEqual([placed.body.insertedId]);
    expect(await readFood(foodId)).toEqual({ quantity: 4, orderCount: 1 });
  });
});

it('a fault armed for one food leaves purchases of other foods alone', async () => {
  const faulted = await foodWithFault('after-read');
  const other = await makeFood(owner, { quantity: 5 });
  foods.push(other);
  const placed = await placeOrder({ foodId: other, quantity: 1 }, buyer.idToken);
  expect(placed.insertedId).toEqual(expect.any(String));
  expect(await readFood(other)).toEqual({ quantity: 4, orderCount: 1 });
  expect(await readFood(faulted)).toEqual({ quantity: 5, orderCount: 0 });
});
