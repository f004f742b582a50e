// A sale happens when the cook moves an order to `completed`: this trigger adds it to the
// cook's per-day totals, once (recordSale). Every other update leaves the totals alone.
import type { DocumentData } from 'firebase-admin/firestore';
import { onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { collections, orderStatusOf } from '../shared/index.js';
import { recordSale } from './record-sale.js';

interface Snapshot {
  data(): DocumentData | undefined;
}

/** What the handler needs of an update event; a real FirestoreEvent fits it. */
interface SaleEvent {
  params: { orderId: string };
  data?: { before: Snapshot; after: Snapshot } | undefined;
}

export async function handleSaleCompleted(event: SaleEvent): Promise<void> {
  const before = event.data?.before.data();
  const after = event.data?.after.data();
  if (!before || !after || orderStatusOf(after) !== 'completed') return;
  if (orderStatusOf(before) === 'completed') return;
  await recordSale(event.params.orderId, after);
}

export const onSaleCompleted = onDocumentUpdated(
  { document: `${collections.orders}/{orderId}`, region: 'us-central1' },
  handleSaleCompleted,
);
