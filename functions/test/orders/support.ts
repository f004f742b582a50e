// Foods and orders for the orders suites: every food is made here, owned by a test user, so
// the seed's documents are never touched.
// The emulator helpers come first: they set up the Admin SDK before src/ is imported.
import { adminDb, callFunction, hosts, projectId, type TestUser } from '../support/emulators.js';
import { randomUUID } from 'node:crypto';
import {
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { FieldValue } from 'firebase-admin/firestore';
import { doc, runTransaction, serverTimestamp } from 'firebase/firestore';
import { orderCancellationsCollection } from '../../src/orders/place-order.js';
import {
  canMove,
  collections,
  messages,
  orderStatusOf,
  searchTokens,
  statusTimeField,
  type OrderStatus,
} from '../../src/shared/index.js';

/**
 * A kitchen card open all day, taking orders at once (no lead time), in `timeZone` (UTC unless
 * given), with `fields` added or replaced: the card most suites set up their cook with.
 */
export function allDayKitchen(fields: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    pickupArea: 'Lalbagh',
    openFrom: '00:00',
    openTo: '23:59',
    leadMinutes: 0,
    timeZone: 'UTC',
    paused: false,
    ...fields,
  };
}

export interface FoodSetup {
  quantity: number;
  price?: number;
  orderCount?: number;
  /**
   * false: only the fields a client writes, for a test of what onFoodWritten derives. Otherwise
   * the derived fields too, so that no trigger write races the test.
   */
  derived?: boolean;
}

export async function makeFood(
  owner: TestUser,
  { quantity, price = 7.25, orderCount = 0, derived = true }: FoodSetup,
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
    ...(derived
      ? {
          searchTerms: searchTokens(foodName),
          // The zero rating aggregate onFoodWritten would add (decision 130).
          ratingCount: 0,
          ratingSum: 0,
          ratingAvg: 0,
          // Its kitchen's currency, as onFoodWritten would give it (none here: dollars).
          currency: 'USD',
        }
      : {}),
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
  error?: { status: string; message: string; details?: unknown };
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

// ---------------------------------------------------------------- the live kitchen

/**
 * The web SDK as a signed-in user of the app's own project, under the app's rules (the ones
 * the emulator loaded from firebase.json: none are loaded here). Never clear this project's
 * data: other suites share it.
 */
export async function appClients(): Promise<RulesTestEnvironment> {
  const [host, port] = hosts.firestore.split(':');
  return initializeTestEnvironment({ projectId, firestore: { host: host!, port: Number(port) } });
}

export type AppDb = ReturnType<RulesTestContext['firestore']>;

export const clientAs = (env: RulesTestEnvironment, user: TestUser): AppDb =>
  env.authenticatedContext(user.uid, { email: user.email, name: user.displayName }).firestore();

/**
 * The cook's button, as the page makes the move: in a transaction that checks the order is
 * still in the status the cook saw, so two tabs clicking at once end in one move.
 */
export async function moveOrder(
  db: AppDb,
  orderId: string,
  from: OrderStatus,
  to: OrderStatus,
): Promise<void> {
  const ref = doc(db, collections.orders, orderId);
  await runTransaction(db, async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists() || orderStatusOf(snapshot.data()) !== from || !canMove(from, to)) {
      throw new Error(messages.orderMoveRefused);
    }
    tx.update(ref, { status: to, [statusTimeField[to]]: serverTimestamp() });
  });
}

export const cancellationMarker = (orderId: string) =>
  adminDb.doc(`${orderCancellationsCollection}/${orderId}`);
