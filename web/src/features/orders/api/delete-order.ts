import { collections } from '@shared';

/**
 * The buyer cancels one of their orders by deleting it (firestore.rules refuse anyone else).
 * A function then returns the units to the food's stock and takes the order off its count.
 */
export async function deleteOrder(id: string): Promise<void> {
  const [{ db }, { deleteDoc, doc }] = await Promise.all([
    import('@/lib/firebase'),
    import('firebase/firestore/lite'),
  ]);
  await deleteDoc(doc(db, collections.orders, id));
}

/**
 * A completed sale leaves the buyer's list but stays in the cook's records: the buyer gives
 * the order up (no more `buyerUid`) instead of deleting it.
 */
export async function removeOrderFromMyList(id: string, buyerUid: string): Promise<void> {
  const [{ db }, { deleteField, doc, serverTimestamp, updateDoc }] = await Promise.all([
    import('@/lib/firebase'),
    import('firebase/firestore/lite'),
  ]);
  await updateDoc(doc(db, collections.orders, id), {
    buyerUid: deleteField(),
    removedByBuyerUid: buyerUid,
    removedByBuyerAt: serverTimestamp(),
  });
}
