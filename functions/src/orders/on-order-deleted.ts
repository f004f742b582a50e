// Cancelling an order is deleting it (the buyer through the rules, or the REST facade). This
// trigger gives the units back to the food and takes the order off its count, exactly once:
// a marker written in the same transaction makes a second delivery of the event a no-op.
import { FieldValue, type DocumentData } from 'firebase-admin/firestore';
import { onDocumentDeleted } from 'firebase-functions/v2/firestore';
import { db } from '../lib/admin.js';
import { collections, limits } from '../shared/index.js';
import { incrementOrderCount, orderCancellationsCollection } from './place-order.js';

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
  await db.runTransaction(async (tx) => {
    const [marker, food] = await tx.getAll(markerRef, foodRef);
    if (marker?.exists) return;
    tx.create(markerRef, { foodId, quantity, cancelledAt: FieldValue.serverTimestamp() });
    const stock = food?.data()?.quantity;
    // A food deleted since the order has no stock to return to.
    if (!food?.exists || typeof stock !== 'number') return;
    tx.update(foodRef, { quantity: Math.min(limits.quantityMax, stock + quantity) });
    incrementOrderCount(tx, foodRef, -1);
  });
}

export const onOrderDeleted = onDocumentDeleted(
  { document: `${collections.orders}/{orderId}`, region: 'us-central1' },
  handleOrderDeleted,
);
