import { collections, editableFoodFields, foodFormSchema, type DeclaredFoodFields } from '@shared';
import { declarationFields } from '@shared/declaration';
import type { AppUser } from '@/lib/auth';
import { addDoc, serverTime } from '@/lib/data/store';

export { foodFormSchema };
export type CreateFoodInput = DeclaredFoodFields;

/** The owner's name as firestore.rules expect it: the token's name claim, when it has one. */
export function ownerName(user: AppUser): string {
  return user.displayName.trim() || user.email.split('@')[0] || 'FoodTable cook';
}

/** The fields the owner chose (the seven and the declaration), nothing else the input carries. */
export function editableFields(input: DeclaredFoodFields): DeclaredFoodFields {
  return Object.fromEntries(
    [...editableFoodFields, ...declarationFields].map((field) => [field, input[field]]),
  ) as DeclaredFoodFields;
}

/** Lists a food as the signed-in user: exactly the 17 keys firestore.rules allow on create. */
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
