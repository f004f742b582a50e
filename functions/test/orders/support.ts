// Foods and orders for the orders suites: every food is made here, owned by a test user, so
// the seed's documents are never touched.
import { randomUUID } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import { collections, searchTokens } from '../../src/shared/index.js';
import { adminDb, callFunction, type TestUser } from '../support/emulators.js';

export interface FoodSetup {
  quantity: number;
  price?: number;
  orderCount?: number;
}

export async function makeFood(
  owner: TestUser,
  { quantity, price = 7.25, orderCount = 0 }: FoodSetup,
) {
  const foodName = `Race Dish ${randomUUID().slice(0, 6)}`;
  const ref = await adminDb.collection(collections.foods).add({
    foodName,
    imageURL: '/images/foods/biryani.svg',
    category: 'Rice Dishes',
    country: 'Bangladesh',
    price,
    quantity,
    description: 'Made for an orders test.',
    userName: owner.displayName,
    userEmail: owner.email,
    ownerUid: owner.uid,
    orderCount,
    createdAt: FieldValue.serverTimestamp(),
    searchTerms: searchTokens(foodName),
  });
  return ref.id;
}

export async function readFood(foodId: string) {
  const data = (await adminDb.doc(`${collections.foods}/${foodId}`).get()).data();
  return { quantity: data?.quantity as number, orderCount: data?.orderCount as number };
}

export async function ordersOf(foodId: string) {
  const snapshot = await adminDb.collection(collections.orders).where('foodId', '==', foodId).get();
  return snapshot.docs.map(
    (doc) => ({ id: doc.id, ...doc.data() }) as { id: string } & Record<string, unknown>,
  );
}

export interface PlaceOrderOutcome {
  status: number;
  insertedId?: string;
  error?: { status: string; message: string };
  ms: number;
}

/** Calls placeOrder over HTTP as the web SDK does, timing the round trip. */
export async function placeOrder(data: unknown, idToken?: string): Promise<PlaceOrderOutcome> {
  const start = performance.now();
  const { status, body } = await callFunction('placeOrder', data, idToken);
  const ms = performance.now() - start;
  const result = body.result as { insertedId?: string } | undefined;
  return {
    status,
    ms,
    ...(result?.insertedId ? { insertedId: result.insertedId } : {}),
    ...(body.error ? { error: body.error } : {}),
  };
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? NaN;
}
