import { collections } from '@shared';

/** The owner deletes one of their foods (firestore.rules refuse anyone else). */
export async function deleteFood(id: string): Promise<void> {
  const [{ db }, { deleteDoc, doc }] = await Promise.all([
    import('@/lib/firebase'),
    import('firebase/firestore/lite'),
  ]);
  await deleteDoc(doc(db, collections.foods, id));
}
