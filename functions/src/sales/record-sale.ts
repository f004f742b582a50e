// My sales' per-day totals (decision 130): when the cook completes an order, its sale is added
// to salesDays/{cookUid}_{day} (per dish and in all), exactly once: a marker per order
// (saleTallies/{orderId}) is created in the same atomic write, so a repeated delivery of the
// event fails on the marker and adds nothing. The totals are increments, so any number of
// sales of one cook landing at once add up without reading or retrying.
// Money is kept per currency, the order's (currencyOf): each dish's entry is keyed by
// dayDishKey (the food id for USD, as before currencies) and says its `currency`; the day's
// own revenue is `revenueCents` for USD, as before, and `revenueCents_BDT`, `revenueCents_INR`
// for the others. So the days written before currencies read on unchanged, as dollars.
import { FieldValue, Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { db } from '../lib/admin.js';
import { alreadyExists, grpcCode } from '../orders/place-order.js';
import {
  collections,
  currencyOf,
  dayDishKey,
  salesDay,
  saleCents,
  statusTimeField,
  type Currency,
} from '../shared/index.js';
import { kitchenTimeZone } from './kitchen-time-zone.js';

/** Functions' bookkeeping: one marker per order counted into the sales totals. */
const saleTalliesCollection = 'saleTallies';

/** The id of a cook's day of sales. */
export const salesDayId = (cookUid: string, day: string) => `${cookUid}_${day}`;

/** The field of a day's revenue in `currency`, all its dishes together. */
const dayRevenueField = (currency: Currency) =>
  currency === 'USD' ? 'revenueCents' : `revenueCents_${currency}`;

/** Adds the completed order `order` (ordersId `orderId`) to its cook's day, once. */
export async function recordSale(orderId: string, order: DocumentData): Promise<void> {
  const cookUid = typeof order.foodOwnerUid === 'string' ? order.foodOwnerUid : '';
  const foodId = typeof order.foodId === 'string' ? order.foodId : '';
  const quantity = Number.isSafeInteger(order.quantity) ? (order.quantity as number) : 0;
  const unitPrice = typeof order.price === 'number' && order.price >= 0 ? order.price : 0;
  const currency = currencyOf(order.currency);
  const completedAt = order[statusTimeField.completed];
  if (!cookUid || !foodId || quantity < 1 || !(completedAt instanceof Timestamp)) return;

  const day = salesDay(completedAt.toDate(), await kitchenTimeZone(cookUid));
  const revenueCents = saleCents({ unitPrice, quantity });
  const counts = { orders: FieldValue.increment(1), units: FieldValue.increment(quantity) };
  const revenue = FieldValue.increment(revenueCents);
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
      ...counts,
      [dayRevenueField(currency)]: revenue,
      dishes: {
        [dayDishKey(foodId, currency)]: {
          dish: String(order.foodName ?? ''),
          currency,
          ...counts,
          revenueCents: revenue,
        },
      },
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
