// Declining: the cook moves an order to `declined` (through the rules). This trigger gives the
// units back to the food and takes the order off its count, exactly once: it shares
// returnToStock's marker with onOrderDeleted, so a decline racing the buyer's cancel, or a
// retried delivery, returns the units once whatever order the events run in.
import type { DocumentData } from 'firebase-admin/firestore';
import { onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { collections, orderStatusOf } from '../shared/index.js';
import { returnToStock } from './return-to-stock.js';

interface Snapshot {
  data(): DocumentData | undefined;
}

/** What the handler needs of an update event; a real FirestoreEvent fits it. */
export interface OrderUpdatedEvent {
  params: { orderId: string };
  data?: { before: Snapshot; after: Snapshot } | undefined;
}

export async function handleOrderUpdated(event: OrderUpdatedEvent): Promise<void> {
  const before = event.data?.before.data();
  const after = event.data?.after.data();
  // Only the move into `declined` returns anything; every other update (the cook's other
  // moves, the buyer removing a completed sale from their list) leaves the stock alone.
  if (!before || !after || orderStatusOf(after) !== 'declined') return;
  if (orderStatusOf(before) === 'declined') return;
  await returnToStock(event.params.orderId, after, 'declined');
}

export const onOrderUpdated = onDocumentUpdated(
  { document: `${collections.orders}/{orderId}`, region: 'us-central1' },
  handleOrderUpdated,
);
