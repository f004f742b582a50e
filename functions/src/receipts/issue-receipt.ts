// Receipts (decision 130): once an order, or every line of a meal, is finished, its receipt is
// written at receipts/{mealId ?? orderId}, numbered 1, 2, 3… per kitchen. The number comes from
// the cook's counter (receiptCounters/{cookUid}, functions only), taken in the same transaction
// that creates the receipt, and only if the receipt is absent: completions racing each other
// wait for the counter in turn (no gap, no repeat), and an event delivered twice takes no
// second number.
import { FieldValue, Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { db } from '../lib/admin.js';
import {
  collections,
  currencyOf,
  orderMoves,
  orderStatusOf,
  receiptTotals,
  statusTimeField,
} from '../shared/index.js';

/** Functions' own: the next receipt number of each kitchen, `{ next }`. */
export const receiptCountersCollection = 'receiptCounters';

/**
 * Completions of one kitchen in different instances queue on its counter: each transaction
 * that loses the race runs again, so give them room (the SDK's default is 5 attempts).
 */
const maxAttempts = 50;

// Completions of one kitchen in this instance take turns rather than fight over its counter:
// dozens of transactions on one document at once mostly abort and back off, for seconds each.
const turns = new Map<string, Promise<unknown>>();

function inTurn<T>(cookUid: string, work: () => Promise<T>): Promise<T> {
  const mine = (turns.get(cookUid) ?? Promise.resolve()).then(work);
  const done = mine.catch(() => undefined);
  turns.set(cookUid, done);
  void done.then(() => {
    if (turns.get(cookUid) === done) turns.delete(cookUid);
  });
  return mine;
}

export interface StoredOrder {
  id: string;
  data: DocumentData;
}

/** A line the cook may still move on (placed, accepted, ready) keeps its meal open. */
export const isOpen = (order: DocumentData) => orderMoves[orderStatusOf(order)].length > 0;

/**
 * The orders a receipt covers: once none is open, the completed ones (lines the cook declined,
 * or that ended otherwise, are left out). Null while a line is open or when none was completed.
 */
export function receiptOrders(orders: readonly StoredOrder[]): StoredOrder[] | null {
  if (orders.some((order) => isOpen(order.data))) return null;
  const completed = orders.filter((order) => orderStatusOf(order.data) === 'completed');
  return completed.length ? completed : null;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const amount = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : 0;

/** The receipt's fields but its number, from the orders it covers (in line order). */
export function receiptContent(orders: readonly StoredOrder[]): DocumentData {
  const first = orders[0]?.data ?? {};
  const { lines, total } = receiptTotals(
    orders.map(({ data }) => ({
      foodName: text(data.foodName),
      quantity: Number.isSafeInteger(data.quantity) ? (data.quantity as number) : 0,
      price: amount(data.price),
    })),
  );
  const completedAt = orders
    .map(({ data }) => data[statusTimeField.completed] as unknown)
    .filter((at): at is Timestamp => at instanceof Timestamp)
    .reduce<Timestamp | null>(
      (latest, at) => (latest && latest.toMillis() >= at.toMillis() ? latest : at),
      null,
    );
  return {
    cookUid: text(first.foodOwnerUid),
    cookName: text(first.foodOwner),
    // A buyer who already took the sale off their list is still its buyer.
    buyerUid: text(first.buyerUid) || text(first.removedByBuyerUid),
    buyerName: text(first.buyerName) || text(first.buyerEmail),
    pickupArea: typeof first.pickupArea === 'string' ? first.pickupArea : null,
    lines,
    total,
    currency: currencyOf(first.currency),
    completedAt: completedAt ?? FieldValue.serverTimestamp(),
  };
}

/** The meal's orders as stored now, in line order; the event's own if the query missed it. */
async function mealOrders(mealId: string, orderId: string, order: DocumentData) {
  const found = await db.collection(collections.orders).where('mealId', '==', mealId).get();
  const orders: StoredOrder[] = found.docs.map((doc) => ({ id: doc.id, data: doc.data() }));
  if (!orders.some((o) => o.id === orderId)) orders.push({ id: orderId, data: order });
  return orders.sort((a, b) => (a.id < b.id ? -1 : 1));
}

/**
 * Writes the receipt of `order` (the order as the event left it) if it, or its meal, is now
 * finished with something completed. Resolves with the number taken, or null when nothing was
 * written (not finished, or written already).
 */
export async function issueReceipt(orderId: string, order: DocumentData): Promise<number | null> {
  const mealId = text(order.mealId);
  const orders = mealId ? await mealOrders(mealId, orderId, order) : [{ id: orderId, data: order }];
  const covered = receiptOrders(orders);
  if (!covered) return null;
  const content = receiptContent(covered);
  if (!content.cookUid || !content.buyerUid) return null;

  const cookUid = String(content.cookUid);
  const receipt = db.collection(collections.receipts).doc(mealId || orderId);
  const counter = db.collection(receiptCountersCollection).doc(cookUid);
  return inTurn(cookUid, () =>
    db.runTransaction(
      async (transaction) => {
        const [written, count] = await transaction.getAll(receipt, counter);
        if (written?.exists) return null;
        const next: unknown = count?.get('next');
        const number = Number.isSafeInteger(next) && (next as number) >= 1 ? (next as number) : 1;
        transaction.create(receipt, { number, ...content });
        transaction.set(counter, { next: number + 1 });
        return number;
      },
      { maxAttempts },
    ),
  );
}
