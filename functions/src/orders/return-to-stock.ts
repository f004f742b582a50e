// Giving an order's units back to its food, and its place in its pickup time (a kitchen with a
// limit per slot): when the buyer cancels (deletes) it, when the cook declines it and when it
// expires unanswered. Every path goes through returnToStock, keyed by the same marker document
// (orderCancellations/{orderId}) created in the same atomic write as the stock change. So
// whichever event runs first returns the units, and every later one (the other path, or a
// retried delivery of either) finds the marker and does nothing: exactly once per order.
import { FieldValue, type DocumentData } from 'firebase-admin/firestore';
import { db } from '../lib/admin.js';
import { collections, limits } from '../shared/index.js';
import {
  alreadyExists,
  failedPrecondition,
  grpcCode,
  incrementOrderCount,
  notFound,
  orderCancellationsCollection,
  retry,
  withOptimisticRetries,
} from './place-order.js';
import { freeSlot, slotOfOrder } from './pickup-capacity.js';

/** Why the units went back: recorded on the marker for whoever reads the bookkeeping. */
type ReturnReason = 'cancelled' | 'declined' | 'expired';

/**
 * Returns `order`'s units to its food and takes the order off the food's count, once per
 * order id. A food deleted since the order has no stock to return to: only the marker is
 * written, so a later event still does nothing.
 */
export async function returnToStock(
  orderId: string,
  order: DocumentData | undefined,
  reason: ReturnReason,
): Promise<void> {
  const foodId = typeof order?.foodId === 'string' ? order.foodId : '';
  const quantity = typeof order?.quantity === 'number' ? order.quantity : 0;
  if (!foodId) return;

  const markerRef = db.collection(orderCancellationsCollection).doc(orderId);
  const foodRef = db.collection(collections.foods).doc(foodId);
  // Its pickup time's place, when the kitchen counts them (pickup-capacity.ts).
  const slotRef = slotOfOrder(order);
  await withOptimisticRetries(async () => {
    const [marker, food, slot] = await db.getAll(markerRef, foodRef, ...(slotRef ? [slotRef] : []));
    if (marker?.exists) return true;

    const batch = db.batch();
    batch.create(markerRef, {
      foodId,
      quantity,
      reason,
      cancelledAt: FieldValue.serverTimestamp(),
    });
    const stock = food?.data()?.quantity;
    if (food?.exists && food.updateTime && typeof stock === 'number') {
      incrementOrderCount(batch, foodRef, {
        by: -1,
        stock: Math.min(limits.quantityMax, stock + quantity),
        readAt: food.updateTime,
      });
    }
    freeSlot(batch, slot, orderId);
    try {
      await batch.commit();
      return true;
    } catch (error) {
      const code = grpcCode(error);
      if (code === failedPrecondition || code === notFound) return retry;
      // The other path, or another delivery of this event, got there first.
      if (code === alreadyExists) return true;
      throw error;
    }
  }, 50_000);
}
