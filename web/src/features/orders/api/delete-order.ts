import { collections } from '@shared';
import { deleteDoc, removeField, serverTime, updateDoc } from '@/lib/data/store';

/**
 * The buyer cancels one of their orders by deleting it (firestore.rules refuse anyone else).
 * A function then returns the units to the food's stock and takes the order off its count.
 */
export function deleteOrder(id: string): Promise<void> {
  return deleteDoc(collections.orders, id);
}

/**
 * A completed sale leaves the buyer's list but stays in the cook's records: the buyer gives
 * the order up (no more `buyerUid`) instead of deleting it.
 */
export function removeOrderFromMyList(id: string, buyerUid: string): Promise<void> {
  return updateDoc(collections.orders, id, {
    buyerUid: removeField,
    removedByBuyerUid: buyerUid,
    removedByBuyerAt: serverTime,
  });
}
