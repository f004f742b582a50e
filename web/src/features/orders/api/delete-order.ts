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
