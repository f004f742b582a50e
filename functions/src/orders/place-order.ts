// The purchase: one Firestore transaction that reads the food, refuses what the contract
// refuses, writes the order, takes the units off the stock and counts the order. The callable
// `placeOrder` and the REST facade's POST /orderFood both go through placeOrderTransaction.
import { createHash } from 'node:crypto';
import {
  FieldValue,
  type DocumentData,
  type DocumentReference,
  type Transaction,
} from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../lib/admin.js';
import { collections, formatBuyingDate, messages, type PlaceOrderInput } from '../shared/index.js';

/** Bookkeeping of cancelled orders (functions only): makes a cancellation count once. */
export const orderCancellationsCollection = 'orderCancellations';

// Fifty buyers racing for one food contend for its document; the default of 5 attempts lets
// some of them fail with ABORTED instead of the answer they are owed.
const maxAttempts = 25;

export interface OrderCaller {
  uid: string;
  email: string;
  name: string;
}

/** The stored order: exactly the contract's fields. */
export interface OrderDocument {
  buyerEmail: string;
  buyerName: string;
  buyerUid: string;
  buyingDate: string;
  foodName: string;
  price: number;
  quantity: number;
  foodOwner: string;
  foodOwnerUid: string;
  foodId: string;
  imageURL: string;
  createdAt: FieldValue;
}

/**
 * Moves a food's order count, inside the caller's transaction. Only functions call it: once
 * per order placed (+1) and once per order cancelled (-1), so the count is exact by construction.
 */
export function incrementOrderCount(tx: Transaction, food: DocumentReference, by: 1 | -1): void {
  tx.update(food, { orderCount: FieldValue.increment(by) });
}

/** The id of an order placed with a client's requestId: the same request always maps to it. */
export function orderIdFor(uid: string, requestId: string): string {
  return createHash('sha256').update(`${uid}\n${requestId}`).digest('hex').slice(0, 40);
}

function stockOf(food: DocumentData): number {
  return typeof food.quantity === 'number' ? food.quantity : 0;
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

  return db.runTransaction(
    async (tx) => {
      // A retried request answers with the order it already placed, even if since cancelled.
      if (input.requestId) {
        const [placed, cancelled] = await tx.getAll(orderRef, cancellationRef);
        if (placed?.exists || cancelled?.exists) return { insertedId: orderRef.id };
      }

      const snapshot = await tx.get(foodRef);
      const food = snapshot.data();
      if (!food) throw new HttpsError('not-found', messages.foodUnavailable);
      if (food.ownerUid === caller.uid)
        throw new HttpsError('failed-precondition', messages.ownFood);
      const stock = stockOf(food);
      if (input.quantity > stock) {
        throw new HttpsError('failed-precondition', messages.overQuantity);
      }

      const order: OrderDocument = {
        buyerEmail: caller.email,
        buyerName: caller.name || caller.email,
        buyerUid: caller.uid,
        buyingDate: input.buyingDate ?? formatBuyingDate(new Date()),
        foodName: String(food.foodName ?? ''),
        price: typeof food.price === 'number' ? food.price : 0,
        quantity: input.quantity,
        foodOwner: String(food.userName ?? ''),
        foodOwnerUid: String(food.ownerUid ?? ''),
        foodId: foodRef.id,
        imageURL: String(food.imageURL ?? ''),
        createdAt: FieldValue.serverTimestamp(),
      };
      tx.create(orderRef, order);
      tx.update(foodRef, { quantity: stock - input.quantity });
      incrementOrderCount(tx, foodRef, 1);
      return { insertedId: orderRef.id };
    },
    { maxAttempts },
  );
}
