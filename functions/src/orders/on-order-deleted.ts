// Cancelling an order is deleting it (the buyer through the rules, or the REST facade). This
// trigger gives the units back to the food and takes the order off its count, exactly once:
// the cancellation marker is created in the same atomic write, so a second delivery of the
// event finds it and does nothing.
import { FieldValue, type DocumentData } from 'firebase-admin/firestore';
import { onDocumentDeleted } from 'firebase-functions/v2/firestore';
import { db } from '../lib/admin.js';
import { collections, limits } from '../shared/index.js';
import {
  alreadyExists,
  failedPrecondition,
  grpcCode,
  notFound,
  incrementOrderCount,
  orderCancellationsCollection,
  retry,
  withOptimisticRetries,
} from './place-order.js';

/** What the handler needs of a delete event; a real FirestoreEvent fits it. */
export interface OrderDeletedEvent {
  params: { orderId: string };
  data?: { data(): DocumentData | undefined } | undefined;
}

export async function handleOrderDeleted(event: OrderDeletedEvent): Promise<void> {
  const order = event.data?.data();
  const foodId = typeof order?.foodId === 'string' ? order.foodId : '';
  const quantity = typeof order?.quantity === 'number' ? order.quantity : 0;
  if (!foodId) return;

  const markerRef = db.collection(orderCancellationsCollection).doc(event.params.orderId);
  const foodRef = db.collection(collections.foods).doc(foodId);
  await withOptimisticRetries(async () => {
    const [marker, food] = await db.getAll(markerRef, foodRef);
    if (marker?.exists) return true;

    const batch = db.batch();
    batch.create(markerRef, { foodId, quantity, cancelledAt: FieldValue.serverTimestamp() });
    const stock = food?.data()?.quantity;
    // A food deleted since the order has no stock to return to: only the marker is written.
    if (food?.exists && food.updateTime && typeof stock === 'number') {
      incrementOrderCount(batch, foodRef, {
        by: -1,
        stock: Math.min(limits.quantityMax, stock + quantity),
        readAt: food.updateTime,
      });
    }
    try {
      await batch.commit();
      return true;
    } catch (error) {
      const code = grpcCode(error);
      if (code === failedPrecondition || code === notFound) return retry;
      // Another delivery of this event got there first.
      if (code === alreadyExists) return true;
      throw error;
    }
  }, 50_000);
}

export const onOrderDeleted = onDocumentDeleted(
  { document: `${collections.orders}/{orderId}`, region: 'us-central1' },
  handleOrderDeleted,
);
