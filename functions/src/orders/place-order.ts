// The purchase: one atomic write that creates the order, takes the units off the stock and
// counts the order, guarded by the food's update time (see decision 020). The callable
// `placeOrder` and the REST facade's POST /orderFood both go through placeOrderTransaction.
import { createHash } from 'node:crypto';
import {
  FieldValue,
  Timestamp,
  type DocumentReference,
  type WriteBatch,
} from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../lib/admin.js';
import { armedFault, failAt } from './fault-hook.js';
import { refusal } from './refusal.js';
import {
  collections,
  earliestPickup,
  formatBuyingDate,
  isHidden,
  kitchenOf,
  kitchenPaths,
  parseIsoInstant,
  pickupRefusal,
  pickupRefusalReasons,
  type Kitchen,
  type Order,
  type PlaceOrderInput,
  type StatusTimeField,
} from '../shared/index.js';

/**
 * Bookkeeping of orders whose units went back to the stock (functions only): one marker per
 * order, written by a cancellation or a decline, whichever comes first, so it counts once.
 */
export const orderCancellationsCollection = 'orderCancellations';

// gRPC codes a commit fails with: the food changed (or went) since it was read, or the
// order's (or cancellation marker's) id is already taken.
export const failedPrecondition = 9;
export const notFound = 5;
export const alreadyExists = 6;

export interface OrderCaller {
  uid: string;
  email: string;
  name: string;
}

/**
 * The stored order as placed: the contract's fields, status `placed`, the server's time for its
 * creation and its first step, and the pickup the kitchen took. The later steps' times are
 * written by the cook's moves; the address only when the cook accepts (pickup-address.ts).
 */
export type OrderDocument = Omit<
  Order,
  '_id' | 'createdAt' | StatusTimeField | 'status' | 'pickupAt' | 'pickupAddress'
> & {
  status: 'placed';
  createdAt: FieldValue;
  placedAt: FieldValue;
  pickupAt: Timestamp;
};

/**
 * The pickup time the kitchen takes for this purchase at `now`: the one asked for, or without
 * one (old clients) the earliest it offers. Refuses with the contract's message and reason
 * otherwise.
 */
export function pickupFor(kitchen: Kitchen, pickupAt: string | undefined, now: number): number {
  if (kitchen.paused) throw refusal('failed-precondition', 'paused');
  if (pickupAt === undefined) {
    const earliest = earliestPickup(kitchen, now);
    if (earliest === null) throw refusal('failed-precondition', 'outside-hours');
    return earliest;
  }
  // The schema already refused text that is not an instant; this is its value.
  const at = parseIsoInstant(pickupAt);
  if (at === null) throw refusal('invalid-argument', 'outside-hours');
  const refused = pickupRefusal(at, kitchen, now);
  if (refused) throw refusal('failed-precondition', pickupRefusalReasons[refused]);
  return at;
}

/**
 * Writes a food's side of an order into `batch`: the new stock and the order count moved by one
 * (+1 placed, -1 cancelled). Only functions call it, in the same atomic write as the order or
 * its cancellation marker, so the count is exact by construction. The write fails unless the
 * food is still as it was read at `readAt`.
 */
export function incrementOrderCount(
  batch: WriteBatch,
  food: DocumentReference,
  change: { by: 1 | -1; stock: number; readAt: Timestamp },
): void {
  batch.update(
    food,
    { quantity: change.stock, orderCount: FieldValue.increment(change.by) },
    { lastUpdateTime: change.readAt },
  );
}

/** The id of an order placed with a client's requestId: the same request always maps to it. */
export function orderIdFor(uid: string, requestId: string): string {
  return createHash('sha256').update(`${uid}\n${requestId}`).digest('hex').slice(0, 40);
}

export function grpcCode(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
}

/** What an attempt returns when the food changed under it and it should run again. */
export const retry = Symbol('retry');

/**
 * Runs `attempt` until it returns a result, retrying with a growing, jittered pause while it
 * returns `retry` (the food changed under it). Gives up with `aborted` after `budgetMs`.
 */
export async function withOptimisticRetries<T>(
  attempt: () => Promise<T | typeof retry>,
  budgetMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + budgetMs;
  for (let round = 0; ; round++) {
    const result = await attempt();
    if (result !== retry) return result;
    if (Date.now() > deadline) {
      throw new HttpsError('aborted', 'Too many orders at once. Please try again.');
    }
    const pause = Math.min(400, 10 * 2 ** Math.min(round, 6));
    await new Promise((resolve) => setTimeout(resolve, Math.random() * pause));
  }
}

/** Places an order for a signed-in caller. `input` is already checked with placeOrderSchema. */
export async function placeOrderTransaction(
  caller: OrderCaller,
  input: PlaceOrderInput,
): Promise<{ insertedId: string }> {
  if (!caller.email) {
    throw new HttpsError('failed-precondition', 'Sign in with an account that has an e-mail');
  }
  const foodRef = db.collection(collections.foods).doc(input.foodId);
  const orders = db.collection(collections.orders);
  const orderRef = input.requestId
    ? orders.doc(orderIdFor(caller.uid, input.requestId))
    : orders.doc();
  const cancellationRef = db.collection(orderCancellationsCollection).doc(orderRef.id);
  const placed = { insertedId: orderRef.id };
  // Test-only (emulators): null in production without a read.
  const fault = await armedFault(foodRef.id);
  // The cook's kitchen: known once the food has been read (its owner never changes), then
  // read in the same call as the food on every later attempt (decision 120).
  let kitchenRef: DocumentReference | null = null;

  return withOptimisticRetries(async () => {
    const requestRefs = input.requestId ? [orderRef, cancellationRef] : [];
    const [snapshot, ...rest] = await db.getAll(
      foodRef,
      ...requestRefs,
      ...(kitchenRef ? [kitchenRef] : []),
    );
    const [existing, cancelled] = input.requestId ? rest : [];
    // A retried request answers with the order it already placed, even if since cancelled.
    if (existing?.exists || cancelled?.exists) return placed;
    failAt(fault, 'after-read');

    const food = snapshot?.data();
    // A food an operator hid is not for sale, to anyone (visibility.ts).
    if (!snapshot?.updateTime || !food || isHidden(food)) throw refusal('not-found', 'unavailable');
    if (food.ownerUid === caller.uid) throw refusal('failed-precondition', 'own-food');
    const stock = typeof food.quantity === 'number' ? food.quantity : 0;
    if (input.quantity > stock) throw refusal('failed-precondition', 'over-quantity');

    const ownerUid = String(food.ownerUid ?? '');
    let kitchenSnapshot = kitchenRef ? rest[requestRefs.length] : undefined;
    // A food without an owner (never written by the app) has no kitchen: the defaults.
    if (!kitchenRef && ownerUid) {
      kitchenRef = db.doc(kitchenPaths.kitchen(ownerUid));
      kitchenSnapshot = await kitchenRef.get();
    }
    const kitchen = kitchenOf(kitchenSnapshot?.data());
    const pickupAt = pickupFor(kitchen, input.pickupAt, Date.now());

    const order: OrderDocument = {
      buyerEmail: caller.email,
      buyerName: caller.name || caller.email,
      buyerUid: caller.uid,
      buyingDate: input.buyingDate ?? formatBuyingDate(new Date()),
      foodName: String(food.foodName ?? ''),
      price: typeof food.price === 'number' ? food.price : 0,
      quantity: input.quantity,
      foodOwner: String(food.userName ?? ''),
      foodOwnerUid: ownerUid,
      foodId: foodRef.id,
      imageURL: String(food.imageURL ?? ''),
      createdAt: FieldValue.serverTimestamp(),
      status: 'placed',
      placedAt: FieldValue.serverTimestamp(),
      pickupAt: Timestamp.fromMillis(pickupAt),
      pickupArea: kitchen.pickupArea,
    };
    const batch = db.batch();
    batch.create(orderRef, order);
    failAt(fault, 'after-order-write');
    incrementOrderCount(batch, foodRef, {
      by: 1,
      stock: stock - input.quantity,
      readAt: snapshot.updateTime,
    });
    failAt(fault, 'after-stock-write');
    try {
      await batch.commit();
      return placed;
    } catch (error) {
      const code = grpcCode(error);
      // The next read sees the food as it is now, or that it is gone.
      if (code === failedPrecondition || code === notFound) return retry;
      // The same request, sent twice at once: the other copy placed the order.
      if (code === alreadyExists && input.requestId) return placed;
      throw error;
    }
  });
}
