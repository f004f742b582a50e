// The cook's moves (through the rules). Declining gives the units back to the food and takes the
// order off its count, exactly once: it shares returnToStock's marker with onOrderDeleted, so a
// decline racing the buyer's cancel, or a retried delivery, returns the units once whatever
// order the events run in. Accepting copies the kitchen's address into the order, once, and a
// decline takes it out again (pickup-address.ts, decision 120). Not collected counts the
// buyer's missed pickup, once (no-show.ts); its units stay sold. An expiry returns the units
// as a decline does.
import type { DocumentData } from 'firebase-admin/firestore';
import { onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { collections, orderStatusOf } from '../shared/index.js';
import { countNoShow } from './no-show.js';
import { addressOutOfStep, syncPickupAddress } from './pickup-address.js';
import { returnToStock } from './return-to-stock.js';

interface Snapshot {
  data(): DocumentData | undefined;
}

/** What the handler needs of an update event; a real FirestoreEvent fits it. */
interface OrderUpdatedEvent {
  params: { orderId: string };
  data?: { before: Snapshot; after: Snapshot } | undefined;
}

export async function handleOrderUpdated(event: OrderUpdatedEvent): Promise<void> {
  const before = event.data?.before.data();
  const after = event.data?.after.data();
  if (!before || !after) return;
  // Read again inside: the event may be old news (a decline since, a retried delivery).
  if (addressOutOfStep(after)) await syncPickupAddress(event.params.orderId);
  if (orderStatusOf(after) === 'no-show' && orderStatusOf(before) !== 'no-show')
    await countNoShow(event.params.orderId, after);
  // Only the moves into `declined` and `expired` return anything; every other update (the
  // cook's other moves, the buyer removing a finished order from their list) leaves the stock
  // alone. The expireOrder task returns an expired order's units itself; this is the same
  // return (one marker) for an order an operator expired by hand.
  const status = orderStatusOf(after);
  if (status === orderStatusOf(before)) return;
  if (status === 'declined' || status === 'expired')
    await returnToStock(event.params.orderId, after, status);
}

export const onOrderUpdated = onDocumentUpdated(
  { document: `${collections.orders}/{orderId}`, region: 'us-central1' },
  handleOrderUpdated,
);
