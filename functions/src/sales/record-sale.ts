// My sales' per-day totals (decision 130): when the cook completes an order, its sale is added
// to salesDays/{cookUid}_{day} (per dish and in all), exactly once: a marker per order
// (saleTallies/{orderId}) is created in the same atomic write, so a repeated delivery of the
// event fails on the marker and adds nothing. The totals are increments, so any number of
// sales of one cook landing at once add up without reading or retrying.
import { FieldValue, Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { db } from '../lib/admin.js';
import { alreadyExists, grpcCode } from '../orders/place-order.js';
import { collections, salesDay, saleCents, statusTimeField } from '../shared/index.js';
import { kitchenTimeZone } from './kitchen-time-zone.js';

/** Functions' bookkeeping: one marker per order counted into the sales totals. */
const saleTalliesCollection = 'saleTallies';

/** The id of a cook's day of sales. */
export const salesDayId = (cookUid: string, day: string) => `${cookUid}_${day}`;

/** Adds the completed order `order` (ordersId `orderId`) to its cook's day, once. */
export async function recordSale(orderId: string, order: DocumentData): Promise<void> {
  const cookUid = typeof order.foodOwnerUid === 'string' ? order.foodOwnerUid : '';
  const foodId = typeof order.foodId === 'string' ? order.foodId : '';
  const quantity = Number.isSafeInteger(order.quantity) ? (order.quantity as number) : 0;
  const unitPrice = typeof order.price === 'number' && order.price >= 0 ? order.price : 0;
  const completedAt = order[statusTimeField.completed];
  if (!cookUid || !foodId || quantity < 1 || !(completedAt instanceof Timestamp)) return;

  const day = salesDay(completedAt.toDate(), await kitchenTimeZone(cookUid));
  const revenueCents = saleCents({ unitPrice, quantity });
  const increments = {
    orders: FieldValue.increment(1),
    units: FieldValue.increment(quantity),
    revenueCents: FieldValue.increment(revenueCents),
  };
  const batch = db.batch();
  batch.create(db.collection(saleTalliesCollection).doc(orderId), {
    cookUid,
    day,
    at: FieldValue.serverTimestamp(),
  });
  batch.set(
    db.collection(collections.salesDays).doc(salesDayId(cookUid, day)),
    {
      cookUid,
      day,
      ...increments,
      dishes: { [foodId]: { dish: String(order.foodName ?? ''), ...increments } },
    },
    { merge: true },
  );
  try {
    await batch.commit();
  } catch (error) {
    // Another delivery of this event counted it already.
    if (grpcCode(error) === alreadyExists) return;
    throw error;
  }
}
