import { collections, type DeclaredFoodFields } from '@shared';
import { updateDoc } from '@/lib/data/store';

type UpdateFoodInput = DeclaredFoodFields;

/**
 * The owner changes the seven fields they chose and the declaration; nothing else (the route
 * read them with declaredFoodSchema, strict; firestore.rules check it).
 */
export function updateFood(id: string, input: UpdateFoodInput): Promise<void> {
  return updateDoc(collections.foods, id, input);
}
