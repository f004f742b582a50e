// The live kitchen's server side: placeOrder starts an order as placed; the cook's moves go
// through the rules from the web SDK; declining returns the units and takes the order off the
// count exactly once, shared with the buyer's cancel (one marker per order), whatever order
// the events run in and however often they are delivered.
// The emulator helpers come first: they set up the Admin SDK for the handlers imported below.
import { adminDb, createTestUser, eventually, type TestUser } from '../support/emulators.js';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import type { DocumentData } from 'firebase-admin/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import { deleteDoc, doc, serverTimestamp, updateDoc } from 'firebase/firestore';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleOrderDeleted } from '../../src/orders/on-order-deleted.js';
import { handleOrderUpdated } from '../../src/orders/on-order-updated.js';
import { collections, messages, type OrderStatus } from '../../src/shared/index.js';
import {
  appClients,
  cancellationMarker,
  clientAs,
  makeFood,
  moveOrder,
  placeOrder,
  readFood,
} from './support.js';

let env: RulesTestEnvironment;
let cook: TestUser;
let buyer: TestUser;

beforeAll(async () => {
  env = await appClients();
  [cook, buyer] = await Promise.all([
    createTestUser('Kitchen Cook'),
    createTestUser('Kitchen Buyer'),
  ]);
});
afterAll(() => env.cleanup());

const orderRef = (orderId: string) => adminDb.doc(`${collections.orders}/${orderId}`);
const readOrder = async (orderId: string) => (await orderRef(orderId).get()).data();

async function buy(foodId: string, quantity: number): Promise<string> {
  const { insertedId, error } = await placeOrder({ foodId, quantity }, buyer.idToken);
  if (!insertedId) throw new Error(`The purchase failed: ${error?.message}`);
  return insertedId;
}

/** An update event as the trigger receives it. */
const updatedEvent = (orderId: string, before: DocumentData, after: DocumentData) => ({
  params: { orderId },
  data: { before: { data: () => before }, after: { data: () => after } },
});
const deletedEvent = (orderId: string, order: DocumentData) => ({
  params: { orderId },
  data: { data: () => order },
});

/** Waits until the order's units are back, or the triggers had their time. */
const markerWritten = (orderId: string) =>
  eventually(
    () => cancellationMarker(orderId).get(),
    (snapshot) => snapshot.exists,
  );

describe('placeOrder starts every order as placed', () => {
  it('writes status placed and placedAt, the server time of the purchase', async () => {
    const foodId = await makeFood(cook, { quantity: 3 });
    const order = await readOrder(await buy(foodId, 1));
    expect(order?.status).toBe('placed');
    expect(order?.placedAt).toBeInstanceOf(Timestamp);
    expect((order?.placedAt as Timestamp).isEqual(order?.createdAt as Timestamp)).toBe(true);
    for (const later of ['acceptedAt', 'readyAt', 'completedAt', 'declinedAt'])
      expect(order?.[later]).toBeUndefined();
  });
});

describe('the cook’s moves, from the web SDK under the rules', () => {
  it('walks an order placed → accepted → ready → completed, each step with its server time', async () => {
    const foodId = await makeFood(cook, { quantity: 5, orderCount: 2 });
    const orderId = await buy(foodId, 2);
    const db = clientAs(env, cook);
    const steps: [OrderStatus, OrderStatus][] = [
      ['placed', 'accepted'],
      ['accepted', 'ready'],
      ['ready', 'completed'],
    ];
    for (const [from, to] of steps) await moveOrder(db, orderId, from, to);

    const order = await readOrder(orderId);
    expect(order?.status).toBe('completed');
    const times = ['placedAt', 'acceptedAt', 'readyAt', 'completedAt'].map((field) =>
      (order?.[field] as Timestamp).toMillis(),
    );
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(order?.declinedAt).toBeUndefined();
    // A sale: the stock and the count stay as the purchase left them.
    expect(await readFood(foodId)).toEqual({ quantity: 3, orderCount: 3 });
    expect((await cancellationMarker(orderId).get()).exists).toBe(false);
  });

  it('refuses a move by the buyer and a backward move by the cook, changing nothing', async () => {
    const foodId = await makeFood(cook, { quantity: 5 });
    const orderId = await buy(foodId, 1);
    await moveOrder(clientAs(env, cook), orderId, 'placed', 'accepted');
    const before = await orderRef(orderId).get();

    await expect(moveOrder(clientAs(env, buyer), orderId, 'accepted', 'ready')).rejects.toThrow(
      /permission/i,
    );
    // Straight to Firestore, past the page's own check: the rules must refuse it.
    await expect(
      updateDoc(doc(clientAs(env, cook), collections.orders, orderId), {
        status: 'placed',
        placedAt: serverTimestamp(),
      }),
    ).rejects.toThrow(/permission/i);
    const after = await orderRef(orderId).get();
    expect(after.updateTime?.isEqual(before.updateTime!)).toBe(true);
    expect(after.data()).toEqual(before.data());
  });
});

describe('declining returns the units and takes the order off the count, exactly once', () => {
  it('a decline from the cook’s page gives the units back, and the buyer may then delete it', async () => {
    const foodId = await makeFood(cook, { quantity: 6, orderCount: 4 });
    const orderId = await buy(foodId, 2);
    expect(await readFood(foodId)).toEqual({ quantity: 4, orderCount: 5 });

    await moveOrder(clientAs(env, cook), orderId, 'placed', 'declined');
    const food = await eventually(
      () => readFood(foodId),
      (value) => value.quantity === 6,
    );
    expect(food).toEqual({ quantity: 6, orderCount: 4 });
    expect((await cancellationMarker(orderId).get()).data()).toMatchObject({
      foodId,
      quantity: 2,
      reason: 'declined',
    });
    expect((await readOrder(orderId))?.declinedAt).toBeInstanceOf(Timestamp);

    // The buyer clears the declined order from their list: nothing more comes back.
    const declined = (await readOrder(orderId)) ?? {};
    await deleteDoc(doc(clientAs(env, buyer), collections.orders, orderId));
    expect(await readOrder(orderId)).toBeUndefined();
    await handleOrderDeleted(deletedEvent(orderId, declined));
    expect(await readFood(foodId)).toEqual({ quantity: 6, orderCount: 4 });
  });

  it('counts once when the same decline event is delivered twice', async () => {
    const foodId = await makeFood(cook, { quantity: 5, orderCount: 3 });
    const order = { foodId, quantity: 2 };
    const event = updatedEvent(
      `test-${randomUUID()}`,
      { ...order, status: 'accepted' },
      { ...order, status: 'declined' },
    );
    await handleOrderUpdated(event);
    await handleOrderUpdated(event);
    expect(await readFood(foodId)).toEqual({ quantity: 7, orderCount: 2 });
  });

  it('counts once when three deliveries of the decline run at the same time', async () => {
    const foodId = await makeFood(cook, { quantity: 5, orderCount: 3 });
    const order = { foodId, quantity: 1 };
    const event = updatedEvent(
      `test-${randomUUID()}`,
      { ...order, status: 'placed' },
      { ...order, status: 'declined' },
    );
    await Promise.all([
      handleOrderUpdated(event),
      handleOrderUpdated(event),
      handleOrderUpdated(event),
    ]);
    expect(await readFood(foodId)).toEqual({ quantity: 6, orderCount: 2 });
  });

  it.each([
    ['placed', 'accepted'],
    ['accepted', 'ready'],
    ['ready', 'completed'],
    ['declined', 'declined'],
  ] as const)('an update %s → %s returns nothing', async (from, to) => {
    const foodId = await makeFood(cook, { quantity: 5, orderCount: 3 });
    const orderId = `test-${randomUUID()}`;
    const order = { foodId, quantity: 2 };
    await handleOrderUpdated(
      updatedEvent(orderId, { ...order, status: from }, { ...order, status: to }),
    );
    expect(await readFood(foodId)).toEqual({ quantity: 5, orderCount: 3 });
    expect((await cancellationMarker(orderId).get()).exists).toBe(false);
  });

  it('a completed sale, deleted, returns nothing: it was sold', async () => {
    const foodId = await makeFood(cook, { quantity: 5, orderCount: 3 });
    const orderId = `test-${randomUUID()}`;
    await handleOrderDeleted(deletedEvent(orderId, { foodId, quantity: 2, status: 'completed' }));
    expect(await readFood(foodId)).toEqual({ quantity: 5, orderCount: 3 });
    expect((await cancellationMarker(orderId).get()).exists).toBe(false);
  });
});

describe('a decline racing the buyer’s cancel returns the units exactly once', () => {
  it('in either order of the two events, 20 rounds (the handlers at the same time)', async () => {
    const rounds = 20;
    const foodId = await makeFood(cook, { quantity: 50, orderCount: rounds });
    await Promise.all(
      Array.from({ length: rounds }, async (_, round) => {
        const orderId = `test-${randomUUID()}`;
        const order = { foodId, quantity: 1 };
        const decline = updatedEvent(
          orderId,
          { ...order, status: 'placed' },
          { ...order, status: 'declined' },
        );
        // The buyer deleted either the placed order (cancel first) or the declined one.
        const cancel = deletedEvent(orderId, {
          ...order,
          status: round % 2 ? 'placed' : 'declined',
        });
        const runs =
          round % 3
            ? [handleOrderUpdated(decline), handleOrderDeleted(cancel)]
            : [handleOrderDeleted(cancel), handleOrderUpdated(decline)];
        await Promise.all(runs);
        // A late redelivery of each changes nothing.
        await handleOrderUpdated(decline);
        await handleOrderDeleted(cancel);
      }),
    );
    expect(await readFood(foodId)).toEqual({ quantity: 50 + rounds, orderCount: 0 });
  }, 120_000);

  it('the cook’s Decline and the buyer’s Delete clicked at once on 6 orders, from the web SDK', async () => {
    const orders = 6;
    const foodId = await makeFood(cook, { quantity: 12 });
    const orderIds: string[] = [];
    for (let i = 0; i < orders; i++) orderIds.push(await buy(foodId, 2));
    expect(await readFood(foodId)).toEqual({ quantity: 0, orderCount: orders });

    const cookDb = clientAs(env, cook);
    const buyerDb = clientAs(env, buyer);
    const outcomes = await Promise.all(
      orderIds.map((orderId) =>
        Promise.allSettled([
          moveOrder(cookDb, orderId, 'placed', 'declined'),
          deleteDoc(doc(buyerDb, collections.orders, orderId)),
        ]),
      ),
    );
    // The buyer may delete a placed or a declined order: every delete went through.
    for (const [, deleted] of outcomes) expect(deleted.status).toBe('fulfilled');
    await Promise.all(orderIds.map(markerWritten));
    const food = await eventually(
      () => readFood(foodId),
      (value) => value.quantity === 12,
    );
    expect(food).toEqual({ quantity: 12, orderCount: 0 });

    // Whichever event ran second (or runs again) finds the marker and does nothing.
    for (const orderId of orderIds) {
      const order = { foodId, quantity: 2 };
      await handleOrderDeleted(deletedEvent(orderId, { ...order, status: 'declined' }));
      await handleOrderUpdated(
        updatedEvent(orderId, { ...order, status: 'placed' }, { ...order, status: 'declined' }),
      );
    }
    expect(await readFood(foodId)).toEqual({ quantity: 12, orderCount: 0 });
  }, 120_000);
});

describe('two tabs of the same cook clicking different moves at once', () => {
  it('end in one move and one consistent state, 5 orders', async () => {
    const orders = 5;
    const foodId = await makeFood(cook, { quantity: orders });
    const orderIds: string[] = [];
    for (let i = 0; i < orders; i++) orderIds.push(await buy(foodId, 1));
    const tabA = clientAs(env, cook);
    const tabB = clientAs(env, cook);

    const outcomes = await Promise.all(
      orderIds.map((orderId) =>
        Promise.allSettled([
          moveOrder(tabA, orderId, 'placed', 'accepted'),
          moveOrder(tabB, orderId, 'placed', 'declined'),
        ]),
      ),
    );

    let declined = 0;
    for (const [index, [accept, decline]] of outcomes.entries()) {
      const orderId = orderIds[index] ?? '';
      const order = await readOrder(orderId);
      // Exactly one tab's move went through. The other was refused: by its own transaction
      // (it re-read the order and saw it had changed), or by the rules when the winner's
      // status has no arrow to the loser's (declined → accepted).
      const won = [accept, decline].filter((outcome) => outcome.status === 'fulfilled');
      expect(won).toHaveLength(1);
      const lost = [accept, decline].find((outcome) => outcome.status === 'rejected');
      expect(String(lost?.status === 'rejected' && lost.reason)).toMatch(
        new RegExp(`${messages.orderMoveRefused}|permission-denied`),
      );
      if (accept.status === 'fulfilled') {
        expect(order).toMatchObject({ status: 'accepted' });
        expect(order?.acceptedAt).toBeInstanceOf(Timestamp);
        expect(order?.declinedAt).toBeUndefined();
      } else {
        declined++;
        expect(order).toMatchObject({ status: 'declined' });
        expect(order?.declinedAt).toBeInstanceOf(Timestamp);
        expect(order?.acceptedAt).toBeUndefined();
        await markerWritten(orderId);
      }
    }
    const food = await eventually(
      () => readFood(foodId),
      (value) => value.quantity === declined,
    );
    expect(food).toEqual({ quantity: declined, orderCount: orders - declined });
  }, 120_000);
});
