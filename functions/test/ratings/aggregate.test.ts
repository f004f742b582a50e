// A food's rating aggregate: counted by functions exactly once per rating created or deleted,
// under repeated deliveries, deliveries out of order and many ratings at once; a rating of a
// food deleted meanwhile is kept and changes nothing; a refused rating moves nothing.
// The emulator helpers come first: they set up the Admin SDK for the handlers imported below.
import { adminDb, createTestUser, eventually, type TestUser } from '../support/emulators.js';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { deleteDoc, doc, serverTimestamp, setDoc } from 'firebase/firestore';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleRatingCreated, handleRatingDeleted } from '../../src/ratings/on-rating-written.js';
import { ratingTalliesCollection } from '../../src/ratings/aggregate.js';
import { collections, ratingSummaryOf, type OrderStatus } from '../../src/shared/index.js';
import { appClients, clientAs, makeFood } from '../orders/support.js';

let env: RulesTestEnvironment;
let cook: TestUser;

beforeAll(async () => {
  env = await appClients();
  cook = await createTestUser('Rated Cook');
});
afterAll(() => env.cleanup());

const foodRef = (foodId: string) => adminDb.doc(`${collections.foods}/${foodId}`);
async function aggregateOf(foodId: string) {
  const data = (await foodRef(foodId).get()).data() ?? {};
  return { ratingCount: data.ratingCount, ratingSum: data.ratingSum, ratingAvg: data.ratingAvg };
}

/** A rating as stored (what the trigger's event carries), for a fresh order id. */
function ratingEvent(foodId: string, stars: number, orderId = `test-${randomUUID()}`) {
  const rating: DocumentData = {
    stars,
    comment: '',
    foodId,
    buyerUid: `buyer-${orderId}`,
    buyerName: 'Bea Buyer',
    createdAt: Timestamp.fromMillis(Date.now() - Math.floor(Math.random() * 1e6)),
  };
  return { params: { orderId }, data: { data: () => rating } };
}

/** A buyer's order of `foodId` as placeOrder and the cook's moves leave it. */
async function storeOrder(
  foodId: string,
  buyer: { uid: string; displayName: string },
  status: OrderStatus,
) {
  const ref = adminDb.collection(collections.orders).doc();
  await ref.set({
    buyerEmail: `${buyer.uid}@foodtable.test`,
    buyerName: buyer.displayName,
    buyerUid: buyer.uid,
    buyingDate: '2026/11/20 10:00:00',
    foodName: 'Rated dish',
    price: 10,
    quantity: 1,
    foodOwner: cook.displayName,
    foodOwnerUid: cook.uid,
    foodId,
    imageURL: '/images/foods/biryani.svg',
    createdAt: Timestamp.now(),
    status,
  });
  return ref.id;
}

const fakeBuyer = (n: number) => {
  const uid = `rating-buyer-${randomUUID().slice(0, 8)}-${n}`;
  return {
    uid,
    email: `${uid}@foodtable.test`,
    displayName: `Buyer ${n}`,
    password: '',
    idToken: '',
  };
};

/** The buyer's page: the rating at the order's id, in their name, at the server's time. */
function rate(buyer: TestUser, orderId: string, foodId: string, stars: number) {
  return setDoc(doc(clientAs(env, buyer), collections.ratings, orderId), {
    stars,
    comment: `Rated ${stars}`,
    foodId,
    buyerUid: buyer.uid,
    buyerName: buyer.displayName,
    createdAt: serverTimestamp(),
  });
}

describe('through the app: the buyer rates, the trigger counts', () => {
  it('counts a rating and takes it off when the buyer deletes it', async () => {
    const foodId = await makeFood(cook, { quantity: 5 });
    const buyer = fakeBuyer(1);
    const orderId = await storeOrder(foodId, buyer, 'completed');
    await rate(buyer, orderId, foodId, 4);
    expect(
      await eventually(
        () => aggregateOf(foodId),
        (a) => a.ratingCount === 1,
      ),
    ).toEqual({ ratingCount: 1, ratingSum: 4, ratingAvg: 4 });

    await deleteDoc(doc(clientAs(env, buyer), collections.ratings, orderId));
    expect(
      await eventually(
        () => aggregateOf(foodId),
        (a) => a.ratingCount === 0,
      ),
    ).toEqual({ ratingCount: 0, ratingSum: 0, ratingAvg: 0 });
  });

  it('20 buyers rating one food at once: the exact count and average', async () => {
    const foodId = await makeFood(cook, { quantity: 5 });
    const stars = Array.from({ length: 20 }, (_, i) => (i % 5) + 1);
    const buyers = stars.map((_, i) => fakeBuyer(i));
    const orders = await Promise.all(buyers.map((b) => storeOrder(foodId, b, 'completed')));
    await Promise.all(buyers.map((b, i) => rate(b, orders[i]!, foodId, stars[i]!)));
    const sum = stars.reduce((a, b) => a + b, 0);
    const aggregate = await eventually(
      () => aggregateOf(foodId),
      (a) => a.ratingCount === 20,
      60_000,
    );
    expect(aggregate).toEqual({ ratingCount: 20, ratingSum: sum, ratingAvg: sum / 20 });
    // Nothing more arrives later: every rating was counted once.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(await aggregateOf(foodId)).toEqual(aggregate);
  }, 90_000);

  it('a refused rating writes nothing and the aggregate does not move', async () => {
    const foodId = await makeFood(cook, { quantity: 5 });
    const buyer = fakeBuyer(1);
    const placed = await storeOrder(foodId, buyer, 'placed');
    const completed = await storeOrder(foodId, buyer, 'completed');
    await rate(buyer, completed, foodId, 5);
    await eventually(
      () => aggregateOf(foodId),
      (a) => a.ratingCount === 1,
    );

    await expect(rate(buyer, placed, foodId, 1)).rejects.toThrow();
    await expect(rate(buyer, completed, foodId, 1)).rejects.toThrow(); // a second rating
    await expect(rate(fakeBuyer(2), completed, foodId, 1)).rejects.toThrow(); // not the buyer
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect((await adminDb.doc(`${collections.ratings}/${placed}`).get()).exists).toBe(false);
    expect(await aggregateOf(foodId)).toEqual({ ratingCount: 1, ratingSum: 5, ratingAvg: 5 });
  });

  it('a rating of a food deleted meanwhile is kept and changes nothing', async () => {
    const foodId = await makeFood(cook, { quantity: 5 });
    const buyer = fakeBuyer(1);
    const orderId = await storeOrder(foodId, buyer, 'completed');
    await foodRef(foodId).delete();
    await rate(buyer, orderId, foodId, 3);
    const markers = () =>
      adminDb.collection(ratingTalliesCollection).where('orderId', '==', orderId).get();
    await eventually(markers, (snapshot) => snapshot.size === 1);
    expect((await adminDb.doc(`${collections.ratings}/${orderId}`).get()).get('stars')).toBe(3);
    expect((await foodRef(foodId).get()).exists).toBe(false);
  });
});

describe('the trigger delivered more than once, or out of order', () => {
  it('counts a created rating once when the event is delivered twice', async () => {
    const foodId = await makeFood(cook, { quantity: 5 });
    const event = ratingEvent(foodId, 5);
    await handleRatingCreated(event);
    await handleRatingCreated(event);
    expect(await aggregateOf(foodId)).toEqual({ ratingCount: 1, ratingSum: 5, ratingAvg: 5 });
  });

  it('counts once when three deliveries run at the same time', async () => {
    const foodId = await makeFood(cook, { quantity: 5 });
    const event = ratingEvent(foodId, 2);
    await Promise.all([event, event, event].map(handleRatingCreated));
    expect(await aggregateOf(foodId)).toEqual({ ratingCount: 1, ratingSum: 2, ratingAvg: 2 });
  });

  it('takes a deleted rating off once, however often the delete is delivered', async () => {
    const foodId = await makeFood(cook, { quantity: 5 });
    const kept = ratingEvent(foodId, 5);
    const gone = ratingEvent(foodId, 2);
    await Promise.all([handleRatingCreated(kept), handleRatingCreated(gone)]);
    expect(await aggregateOf(foodId)).toEqual({ ratingCount: 2, ratingSum: 7, ratingAvg: 3.5 });
    await Promise.all([handleRatingDeleted(gone), handleRatingDeleted(gone)]);
    await handleRatingDeleted(gone);
    expect(await aggregateOf(foodId)).toEqual({ ratingCount: 1, ratingSum: 5, ratingAvg: 5 });
    // A late redelivery of the create changes nothing either.
    await handleRatingCreated(gone);
    expect(await aggregateOf(foodId)).toEqual({ ratingCount: 1, ratingSum: 5, ratingAvg: 5 });
  });

  it('a delete that arrives before its create leaves the food as it was', async () => {
    const foodId = await makeFood(cook, { quantity: 5 });
    const event = ratingEvent(foodId, 4);
    await handleRatingDeleted(event);
    await handleRatingCreated(event);
    expect(await aggregateOf(foodId)).toEqual({ ratingCount: 0, ratingSum: 0, ratingAvg: 0 });
  });

  it('a rating given again after its delete is a new rating', async () => {
    const foodId = await makeFood(cook, { quantity: 5 });
    const first = ratingEvent(foodId, 1);
    await handleRatingCreated(first);
    await handleRatingDeleted(first);
    const again = ratingEvent(foodId, 5, first.params.orderId);
    await handleRatingCreated(again);
    await handleRatingCreated(again);
    expect(await aggregateOf(foodId)).toEqual({ ratingCount: 1, ratingSum: 5, ratingAvg: 5 });
  });

  it('20 different ratings delivered at once, each twice: the exact count and average', async () => {
    const foodId = await makeFood(cook, { quantity: 5 });
    const events = Array.from({ length: 20 }, (_, i) => ratingEvent(foodId, (i % 5) + 1));
    await Promise.all([...events, ...events].map(handleRatingCreated));
    expect(await aggregateOf(foodId)).toEqual({ ratingCount: 20, ratingSum: 60, ratingAvg: 3 });
  }, 60_000);

  it('starts a damaged aggregate again instead of producing NaN', async () => {
    const foodId = await makeFood(cook, { quantity: 5 });
    await foodRef(foodId).update({ ratingCount: 'lots', ratingSum: -3, ratingAvg: 'NaN' });
    expect(ratingSummaryOf((await foodRef(foodId).get()).data() ?? {})).toEqual({
      ratingAvg: 0,
      ratingCount: 0,
    });
    await handleRatingCreated(ratingEvent(foodId, 4));
    expect(await aggregateOf(foodId)).toEqual({ ratingCount: 1, ratingSum: 4, ratingAvg: 4 });
  });
});
