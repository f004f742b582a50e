// An order's receipt is due when a move finishes it (decision 130): into `completed`, or, for a
// line of a meal, into any status the cook cannot move on from, since the meal's receipt waits
// for its last open line. issueReceipt decides and writes it once.
import type { DocumentData } from 'firebase-admin/firestore';
import { onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { collections, orderStatusOf } from '../shared/index.js';
import { isOpen, issueReceipt } from './issue-receipt.js';

interface Snapshot {
  data(): DocumentData | undefined;
}

/** What the handler needs of an update event; a real FirestoreEvent fits it. */
interface OrderFinishedEvent {
  params: { orderId: string };
  data?: { before: Snapshot; after: Snapshot } | undefined;
}

export async function handleOrderFinished(event: OrderFinishedEvent): Promise<void> {
  const before = event.data?.before.data();
  const after = event.data?.after.data();
  if (!before || !after || isOpen(after)) return;
  if (orderStatusOf(before) === orderStatusOf(after)) return;
  await issueReceipt(event.params.orderId, after);
}

export const receiptOnOrderFinished = onDocumentUpdated(
  { document: `${collections.orders}/{orderId}`, region: 'us-central1' },
  handleOrderFinished,
);
