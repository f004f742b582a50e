import { collections, editableFoodFields, foodFormSchema, type FoodFields } from '@shared';
import type { AppUser } from '@/lib/auth';
import { addDoc, serverTime } from '@/lib/data/store';

export { foodFormSchema };
export type CreateFoodInput = FoodFields;

/** The owner's name as firestore.rules expect it: the token's name claim, when it has one. */
export function ownerName(user: AppUser): string {
  return user.displayName.trim() || user.email.split('@')[0] || 'FoodTable cook';
}

/** The fields the owner chose, and nothing else that the input may carry. */
export function editableFields(input: FoodFields): FoodFields {
  return Object.fromEntries(editableFoodFields.map((field) => [field, input[field]])) as FoodFields;
}

/** Lists a food as the signed-in user: exactly the 12 keys firestore.rules allow on create. */
export function createFood(input: CreateFoodInput, user: AppUser): Promise<string> {
  return addDoc(collections.foods, {
    ...editableFields(input),
    userName: ownerName(user),
    userEmail: user.email,
    ownerUid: user.uid,
    orderCount: 0,
    createdAt: serverTime,
  });
}
