// Orders that never hang, and Not collected (contract). A placed order (or meal) nobody answers
// within the kitchen's answerMinutes expires on the server, through the expireOrder task queue
// the emulators run at the task's time (an early task answers 503 until its order is due),
// with its units back once and one `expired` mail. The cook's accept and the
// expiry race on one document and exactly one wins. A no-show counts the buyer's missed pickup
// once, returns no units, and shows on the buyer's orders still waiting.
// The emulator helpers come first: they set up the Admin SDK before src/ is imported.
import {
  adminDb,
  callFunction,
  createTestUser,
  eventually,
  type TestUser,
} from '../support/emulators.js';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { FieldValue, Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireWhenDue, expiryTaskId } from '../../src/orders/expiry.js';
import { countNoShow, noShowTalliesCollection } from '../../src/orders/no-show.js';
import { handleOrderUpdated } from '../../src/orders/on-order-updated.js';
import { collections, kitchenPaths, statusTimeField } from '../../src/shared/index.js';
import {
  appClients,
  cancellationMarker,
  clientAs,
  makeFood,
  moveOrder,
  allDayKitchen,
  placeOrder,
  readFood,
} from './support.js';

let env: RulesTestEnvironment;
let cook: TestUser;
let patientCook: TestUser;
let buyer: TestUser;

/** A kitchen open all day with no lead time, answering within `answerMinutes`. */
async function kitchenOf(user: TestUser, answerMinutes: number) {
  await adminDb.doc(kitchenPaths.kitchen(user.uid)).set(
    allDayKitchen({
      pickupArea: 'Banani, lake side',
      timeZone: 'Asia/Dhaka',
      answerMinutes,
      updatedAt: FieldValue.serverTimestamp(),
    }),
  );
}

beforeAll(async () => {
  [cook, patientCook, buyer] = await Promise.all([
    createTestUser('Quick Cook'),
    createTestUser('Patient Cook'),
    createTestUser('Waiting Buyer'),
  ]);
  // One minute to answer: the least a kitchen may give, so the real queue is seen expiring.
  await kitchenOf(cook, 1);
  // Four hours: its orders' own tasks stay out of the races below, which call the handler.
  await kitchenOf(patientCook, 240);
  env = await appClients();
});
afterAll(() => env.cleanup());

const orderRef = (orderId: string) => adminDb.doc(`${collections.orders}/${orderId}`);
const readOrder = async (orderId: string) => (await orderRef(orderId).get()).data() ?? {};
const millis = (value: unknown) => (value instanceof Timestamp ? value.toMillis() : NaN);

async function placeOne(foodId: string, quantity = 1, who = buyer): Promise<string> {
  const placed = await placeOrder({ foodId, quantity }, who.idToken);
  expect(placed.error).toBeUndefined();
  return placed.insertedId!;
}

async function placeMeal(foodIds: string[]) {
  const { body } = await callFunction(
    'placeOrder',
    { items: foodIds.map((foodId) => ({ foodId, quantity: 1 })) },
    buyer.idToken,
  );
  expect(body.error).toBeUndefined();
  return body.result as { insertedIds: string[]; mealId: string };
}

/** The order as if placed `minutes` ago: due at once for a task that asks for 1 minute. */
const backdate = (orderId: string, minutes: number) => {
  const at = Timestamp.fromMillis(Date.now() - minutes * 60_000);
  return orderRef(orderId).update({ createdAt: at, placedAt: at });
};

/** Every outbox mail about the order or meal, by id. */
async function mailsAbout(field: 'orderId' | 'mealId', id: string) {
  const found = await adminDb.collection('mail').where(field, '==', id).get();
  return found.docs.map((doc) => ({ id: doc.id, kind: doc.get('kind') as string }));
}

/** Waits until the order has expired: its task comes at the due time. */
const expiredWithin = (orderId: string, timeoutMs: number) =>
  eventually(
    () => readOrder(orderId),
    (order) => order.status === 'expired',
    timeoutMs,
  );

describe('orders that never hang', () => {
  it.concurrent(
    'a placed order nobody answers expires within a minute of its time: units back once, one mail',
    async () => {
      const foodId = await makeFood(cook, { quantity: 5, orderCount: 2 });
      const orderId = await placeOne(foodId, 2);
      expect(await readFood(foodId)).toEqual({ quantity: 3, orderCount: 3 });

      const order = await expiredWithin(orderId, 110_000);
      expect(order.status).toBe('expired');
      const late = millis(order[statusTimeField.expired]) - millis(order.createdAt);
      // Due a minute after it was placed (a few seconds' tolerance), and never a minute late.
      expect(late).toBeGreaterThanOrEqual(55_000);
      expect(late).toBeLessThan(120_000);

      const food = await eventually(
        () => readFood(foodId),
        (state) => state.quantity === 5,
      );
      expect(food).toEqual({ quantity: 5, orderCount: 2 });
      expect((await cancellationMarker(orderId).get()).get('reason')).toBe('expired');

      const mails = await eventually(
        () => mailsAbout('orderId', orderId),
        (found) => found.some((mail) => mail.kind === 'expired'),
      );
      expect(mails.filter((mail) => mail.kind === 'expired')).toEqual([
        { id: `expired-${orderId}`, kind: 'expired' },
      ]);
      const mail = await adminDb.doc(`mail/expired-${orderId}`).get();
      expect(mail.get('to')).toBe(buyer.email);

      // A later visit (the task again, or a retried one) changes nothing.
      await expireWhenDue({ orderId, answerMinutes: 1 });
      expect(await readFood(foodId)).toEqual({ quantity: 5, orderCount: 2 });
      // The cook can no longer accept it.
      await expect(moveOrder(clientAs(env, cook), orderId, 'placed', 'accepted')).rejects.toThrow();
    },
    150_000,
  );

  it.concurrent(
    'a meal expires as one: every line, its units, one mail for the meal',
    async () => {
      const foodIds = await Promise.all([0, 1].map(() => makeFood(cook, { quantity: 4 })));
      const { insertedIds, mealId } = await placeMeal(foodIds);
      for (const id of insertedIds) await expiredWithin(id, 110_000);
      const lines = await Promise.all(insertedIds.map(readOrder));
      expect(lines.map((line) => line.status)).toEqual(['expired', 'expired']);
      // One transaction: the lines expired at the same instant.
      expect(new Set(lines.map((line) => millis(line[statusTimeField.expired]))).size).toBe(1);

      const foods = await eventually(
        () => Promise.all(foodIds.map(readFood)),
        (state) => state.every((food) => food.quantity === 4),
      );
      expect(foods).toEqual([
        { quantity: 4, orderCount: 0 },
        { quantity: 4, orderCount: 0 },
      ]);
      const mails = await eventually(
        () => mailsAbout('mealId', mealId),
        (found) => found.some((mail) => mail.kind === 'expired'),
      );
      expect(mails.filter((mail) => mail.kind === 'expired')).toEqual([
        { id: `expired-${mealId}`, kind: 'expired' },
      ]);
      for (const id of insertedIds) expect(await mailsAbout('orderId', id)).toEqual([]);
    },
    150_000,
  );

  it('an early task changes nothing and asks to be tried again', async () => {
    const foodId = await makeFood(patientCook, { quantity: 3 });
    const orderId = await placeOne(foodId);
    const before = await orderRef(orderId).get();
    await expect(expireWhenDue({ orderId, answerMinutes: 240 })).rejects.toMatchObject({
      code: 'unavailable',
    });
    // A minute early is early: the tolerance is seconds.
    await backdate(orderId, 239);
    await expect(expireWhenDue({ orderId, answerMinutes: 240 })).rejects.toMatchObject({
      code: 'unavailable',
    });
    const after = await orderRef(orderId).get();
    expect(after.get('status')).toBe('placed');
    expect(before.get('status')).toBe('placed');
    expect(await readFood(foodId)).toEqual({ quantity: 2, orderCount: 1 });
    // Malformed tasks are dropped, never retried.
    for (const odd of [{}, { orderId }, { orderId, answerMinutes: 0 }, { orderId: 'a/b' }])
      await expect(expireWhenDue(odd)).resolves.toBeUndefined();
  });

  it('a buyer who turned order mail off gets no expired mail', async () => {
    const quiet = await createTestUser('Quiet Buyer');
    await adminDb.doc(`users/${quiet.uid}`).set({ emailOrders: false }, { merge: true });
    const foodId = await makeFood(patientCook, { quantity: 2 });
    const orderId = await placeOne(foodId, 1, quiet);
    await backdate(orderId, 5);
    await expireWhenDue({ orderId, answerMinutes: 1 });
    expect((await readOrder(orderId)).status).toBe('expired');
    expect(await readFood(foodId)).toEqual({ quantity: 2, orderCount: 0 });
    // The mail trigger has had its time: nothing was written for the buyer.
    const mails = await eventually(
      () => mailsAbout('orderId', orderId),
      (found) => found.some((mail) => mail.kind === 'expired'),
      3_000,
    );
    expect(mails.map((mail) => mail.kind)).not.toContain('expired');
  });

  it('an order an operator expires by hand gets its units back and its mail, once', async () => {
    const foodId = await makeFood(patientCook, { quantity: 4, orderCount: 1 });
    const orderId = await placeOne(foodId, 3);
    await orderRef(orderId).update({
      status: 'expired',
      [statusTimeField.expired]: FieldValue.serverTimestamp(),
    });
    const food = await eventually(
      () => readFood(foodId),
      (state) => state.quantity === 4,
    );
    expect(food).toEqual({ quantity: 4, orderCount: 1 });
    expect((await cancellationMarker(orderId).get()).get('reason')).toBe('expired');
    await eventually(
      () => adminDb.doc(`mail/expired-${orderId}`).get(),
      (mail) => mail.exists,
    );
    // The task, when it comes (here by hand), finds it done.
    await expireWhenDue({ orderId, answerMinutes: 240 });
    expect(await readFood(foodId)).toEqual({ quantity: 4, orderCount: 1 });
  });

  it('the task id is one per order or meal, and always one Cloud Tasks takes', () => {
    expect(expiryTaskId('abc_DEF-123')).toBe('expire-abc_DEF-123');
    expect(expiryTaskId('odd id/with.dots')).toMatch(/^expire-[0-9a-f]{64}$/);
  });

  it('the cook’s accept and the expiry at the same instant: exactly one wins, every time', async () => {
    const rounds = 12;
    const foodId = await makeFood(patientCook, { quantity: rounds * 2 });
    const orderIds = await Promise.all(Array.from({ length: rounds }, () => placeOne(foodId)));
    await Promise.all(orderIds.map((id) => backdate(id, 2)));
    const cooksDb = clientAs(env, patientCook);

    // The two start together: the expiry runs here, next to the database, and the cook's
    // transaction takes a round trip or two more.
    const outcomes = await Promise.all(
      orderIds.map(async (orderId) => {
        const [accept, expiry] = await Promise.allSettled([
          moveOrder(cooksDb, orderId, 'placed', 'accepted'),
          expireWhenDue({ orderId, answerMinutes: 1 }),
        ]);
        expect(expiry.status).toBe('fulfilled');
        const order = await readOrder(orderId);
        const marker = await cancellationMarker(orderId).get();
        return { orderId, accepted: accept.status === 'fulfilled', order, returned: marker.exists };
      }),
    );
    for (const { accepted, order, returned } of outcomes) {
      // Never both: an accepted order keeps its units and has no expiry; an expired one was
      // never accepted and its units came back.
      expect(order.status).toBe(accepted ? 'accepted' : 'expired');
      expect(statusTimeField.accepted in order).toBe(accepted);
      expect(statusTimeField.expired in order).toBe(!accepted);
      expect(returned).toBe(!accepted);
    }
    const expired = outcomes.filter((outcome) => !outcome.accepted).length;
    console.log(`accept/expiry race: ${rounds - expired} accepted, ${expired} expired`);
    expect(await readFood(foodId)).toEqual({
      quantity: rounds + expired,
      orderCount: rounds - expired,
    });
  });
});

describe('not collected', () => {
  /** A ready order whose pickup was `minutes` ago, as the cook's moves and the clock leave it. */
  async function readyOrder(foodId: string, minutes: number, who = buyer) {
    const orderId = await placeOne(foodId, 1, who);
    await orderRef(orderId).update({
      status: 'ready',
      acceptedAt: FieldValue.serverTimestamp(),
      readyAt: FieldValue.serverTimestamp(),
      pickupAt: Timestamp.fromMillis(Date.now() - minutes * 60_000),
    });
    return orderId;
  }

  const noShowsOf = async (user: TestUser) =>
    (await adminDb.doc(`users/${user.uid}`).get()).get('noShows') as number | undefined;

  it('counts the missed pickup once, returns no units, and shows it on the buyer’s waiting orders', async () => {
    const forgetful = await createTestUser('Forgetful Buyer');
    await adminDb.doc(`users/${forgetful.uid}`).set({
      displayName: forgetful.displayName,
      email: forgetful.email,
      photoURL: '',
      createdAt: FieldValue.serverTimestamp(),
    });
    const foodId = await makeFood(patientCook, { quantity: 5 });
    const waiting = await placeOne(foodId, 1, forgetful);
    const orderId = await readyOrder(foodId, 20, forgetful);
    expect(await readFood(foodId)).toEqual({ quantity: 3, orderCount: 2 });

    await moveOrder(clientAs(env, patientCook), orderId, 'ready', 'no-show');
    expect(
      await eventually(
        () => noShowsOf(forgetful),
        (count) => count === 1,
      ),
    ).toBe(1);
    expect((await adminDb.doc(`${noShowTalliesCollection}/${orderId}`).get()).exists).toBe(true);
    expect((await readOrder(waiting)).buyerNoShows).toBe(1);
    // The food was cooked: nothing goes back.
    expect(await readFood(foodId)).toEqual({ quantity: 3, orderCount: 2 });
    expect((await cancellationMarker(orderId).get()).exists).toBe(false);

    // The same event delivered twice more counts nothing more.
    const after = await readOrder(orderId);
    const event = {
      params: { orderId },
      data: {
        before: { data: () => ({ ...after, status: 'ready' }) },
        after: { data: () => after },
      },
    };
    await handleOrderUpdated(event);
    await handleOrderUpdated(event);
    expect(await noShowsOf(forgetful)).toBe(1);

    // The buyer's profile stays theirs to save (the rules keep noShows out of their hands).
    const profile = (await adminDb.doc(`users/${forgetful.uid}`).get()).data() as DocumentData;
    expect(profile).toMatchObject({ displayName: forgetful.displayName, noShows: 1 });

    // Their next order carries the count for the cook.
    const next = await placeOne(foodId, 1, forgetful);
    expect((await readOrder(next)).buyerNoShows).toBe(1);
  });

  it('a meal not collected is one missed pickup; a buyer without a profile gets one', async () => {
    const newcomer = await createTestUser('New Buyer');
    const foodIds = await Promise.all([0, 1].map(() => makeFood(patientCook, { quantity: 3 })));
    const { body } = await callFunction(
      'placeOrder',
      { items: foodIds.map((foodId) => ({ foodId, quantity: 1 })) },
      newcomer.idToken,
    );
    const { insertedIds, mealId } = body.result as { insertedIds: string[]; mealId: string };
    const pickupAt = Timestamp.fromMillis(Date.now() - 30 * 60_000);
    await Promise.all(
      insertedIds.map((id) =>
        orderRef(id).update({ status: 'ready', readyAt: FieldValue.serverTimestamp(), pickupAt }),
      ),
    );
    const cooksDb = clientAs(env, patientCook);
    await Promise.all(insertedIds.map((id) => moveOrder(cooksDb, id, 'ready', 'no-show')));
    await eventually(
      () => noShowsOf(newcomer),
      (count) => count === 1,
    );
    // Each line's count delivered once more, here, after the triggers': the meal is still one.
    for (const id of insertedIds) await countNoShow(id, (await readOrder(id)) as DocumentData);
    expect(await noShowsOf(newcomer)).toBe(1);
    expect((await adminDb.doc(`${noShowTalliesCollection}/${mealId}`).get()).exists).toBe(true);
    expect((await adminDb.doc(`users/${newcomer.uid}`).get()).data()).toMatchObject({
      displayName: newcomer.displayName,
      email: newcomer.email,
      photoURL: '',
      noShows: 1,
      createdAt: expect.any(Timestamp),
    });
    expect(await Promise.all(foodIds.map(readFood))).toEqual([
      { quantity: 2, orderCount: 1 },
      { quantity: 2, orderCount: 1 },
    ]);
  });

  it('the rules let the cook say Not collected only 15 minutes after the pickup', async () => {
    const foodId = await makeFood(patientCook, { quantity: 3 });
    const early = await readyOrder(foodId, 10);
    await expect(
      moveOrder(clientAs(env, patientCook), early, 'ready', 'no-show'),
    ).rejects.toThrow();
    expect((await readOrder(early)).status).toBe('ready');
  });
});
