// Cancelling an order is deleting it (the buyer through the rules, or the REST facade). This
// trigger gives the units back to the food and takes the order off its count, exactly once
// (returnToStock's marker). A completed order is a sale: deleting it returns nothing. A
// declined one was already returned by the decline: the shared marker makes this a no-op.
import type { DocumentData } from 'firebase-admin/firestore';
import { onDocumentDeleted } from 'firebase-functions/v2/firestore';
import { collections, orderStatusOf } from '../shared/index.js';
import { returnToStock } from './return-to-stock.js';

/** What the handler needs of a delete event; a real FirestoreEvent fits it. */
interface OrderDeletedEvent {
  params: { orderId: string };
  data?: { data(): DocumentData | undefined } | undefined;
}

export async function handleOrderDeleted(event: OrderDeletedEvent): Promise<void> {
  const order = event.data?.data();
  if (!order || orderStatusOf(order) === 'completed') return;
  await returnToStock(event.params.orderId, order, 'cancelled');
}

export const onOrderDeleted = onDocumentDeleted(
  { document: `${collections.orders}/{orderId}`, region: 'us-central1' },
  handleOrderDeleted,
);
