import { collections } from '@shared';
import { deleteDoc } from '@/lib/data/store';

/** The owner deletes one of their foods (firestore.rules refuse anyone else). */
export function deleteFood(id: string): Promise<void> {
  return deleteDoc(collections.foods, id);
}
