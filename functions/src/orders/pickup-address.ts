// The address after acceptance (decision 120): when the cook accepts an order, the server copies
// the kitchen's private pickupAddress into it, so its buyer can read it. Written once: only into
// an order that is accepted or ready and has none yet, guarded by the order's update time, so a
// retried event or a decline racing the copy never leaves the address in a declined order. A
// decline after acceptance takes it out again.
import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../lib/admin.js';
import { collections, kitchenPaths, orderStatusOf, type OrderStatus } from '../shared/index.js';
import {
  failedPrecondition,
  grpcCode,
  notFound,
  retry,
  withOptimisticRetries,
} from './place-order.js';

/** The statuses in which the buyer still has to collect the order: the address is theirs. */
const collecting: readonly OrderStatus[] = ['accepted', 'ready'];

type AddressOutcome = 'copied' | 'removed' | 'unchanged';

/** Whether an order as it now stands needs its address copied in or taken out. */
export function addressOutOfStep(order: { status?: unknown }): boolean {
  const status = orderStatusOf(order);
  const hasAddress = 'pickupAddress' in order;
  return (status === 'declined' && hasAddress) || (collecting.includes(status) && !hasAddress);
}

/**
 * Brings the order's pickupAddress in line with its status as stored now: copied in once while
 * the buyer is collecting it, taken out of a declined order, left alone otherwise (a completed
 * sale keeps it; a placed order never has it).
 */
export async function syncPickupAddress(orderId: string): Promise<AddressOutcome> {
  const orderRef = db.collection(collections.orders).doc(orderId);
  return withOptimisticRetries<AddressOutcome>(async () => {
    const snapshot = await orderRef.get();
    const order = snapshot.data();
    if (!order || !snapshot.updateTime) return 'unchanged';
    const status = orderStatusOf(order);
    const hasAddress = 'pickupAddress' in order;

    let change: Record<string, unknown> | null = null;
    if (status === 'declined' && hasAddress) {
      change = { pickupAddress: FieldValue.delete() };
    } else if (collecting.includes(status) && !hasAddress) {
      const cookUid = typeof order.foodOwnerUid === 'string' ? order.foodOwnerUid : '';
      if (!cookUid) return 'unchanged';
      const address = (await db.doc(kitchenPaths.pickupAddress(cookUid)).get()).data();
      // A cook who never gave an address: the buyer sees the area only, and a later move
      // (ready) tries again.
      if (typeof address?.pickupAddress !== 'string') return 'unchanged';
      change = { pickupAddress: address.pickupAddress };
    }
    if (!change) return 'unchanged';
    try {
      // Only against the order as read: a move (a decline) in between makes this run again.
      await orderRef.update(change, { lastUpdateTime: snapshot.updateTime });
      return typeof change.pickupAddress === 'string' ? 'copied' : 'removed';
    } catch (error) {
      const code = grpcCode(error);
      if (code === failedPrecondition || code === notFound) return retry;
      throw error;
    }
  }, 50_000);
}
