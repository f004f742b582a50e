// Not collected (contract): when the cook marks a ready order `no-show`, the buyer's missed
// pickups (`users/{uid}.noShows`, written by functions only) go up by one, once per pickup: a
// meal is one pickup, so its lines count once. The marker noShowTallies/{mealId ?? orderId} is
// created in the same transaction as the count, so a trigger delivered twice, or every line of
// a meal, counts once. The cook cannot read users/{buyer}: the same transaction copies the new
// count into the buyer's orders still waiting (`buyerNoShows`), as placeOrder does into new
// ones, so Orders for my food shows `Missed pickups: {n}` beside the buyer's name.
// The units stay sold: the food was cooked.
import { FieldValue, type DocumentData } from 'firebase-admin/firestore';
import { db } from '../lib/admin.js';
import { collections } from '../shared/index.js';

/** One document per missed pickup counted (functions only). */
export const noShowTalliesCollection = 'noShowTallies';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Counts the buyer's missed pickup of `order` (moved to `no-show`), once per order or meal. */
export async function countNoShow(orderId: string, order: DocumentData): Promise<void> {
  // A buyer who took it off their list since is still its buyer.
  const buyerUid = text(order.buyerUid) || text(order.removedByBuyerUid);
  if (!buyerUid) return;
  const mealId = text(order.mealId);
  const markerRef = db.collection(noShowTalliesCollection).doc(mealId || orderId);
  const buyerRef = db.collection(collections.users).doc(buyerUid);
  const waiting = db
    .collection(collections.orders)
    .where('buyerUid', '==', buyerUid)
    .where('status', '==', 'placed');

  await db.runTransaction(async (tx) => {
    const [marker, buyer] = await tx.getAll(markerRef, buyerRef);
    if (marker?.exists) return;
    const placed = await tx.get(waiting);
    const stored: unknown = buyer?.get('noShows');
    const noShows = (Number.isInteger(stored) && Number(stored) > 0 ? Number(stored) : 0) + 1;

    tx.create(markerRef, {
      buyerUid,
      orderId,
      ...(mealId ? { mealId } : {}),
      countedAt: FieldValue.serverTimestamp(),
    });
    if (buyer?.exists) tx.update(buyerRef, { noShows });
    else
      // No profile yet (none was written at sign-up): one the user's own saves can keep.
      tx.create(buyerRef, {
        displayName: text(order.buyerName) || text(order.buyerEmail),
        email: text(order.buyerEmail),
        photoURL: '',
        createdAt: FieldValue.serverTimestamp(),
        noShows,
      });
    for (const line of placed.docs) tx.update(line.ref, { buyerNoShows: noShows });
  });
}
