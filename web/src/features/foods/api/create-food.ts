import { collections, type DeclaredFoodFields } from '@shared';
import type { AppUser } from '@/lib/auth';
import { addDoc, serverTime } from '@/lib/data/store';

type CreateFoodInput = DeclaredFoodFields;

/** The owner's name as firestore.rules expect it: the token's name claim, when it has one. */
export function ownerName(user: AppUser): string {
  return user.displayName.trim() || user.email.split('@')[0] || 'FoodTable cook';
}

/**
 * Lists a food as the signed-in user: exactly the 17 keys firestore.rules allow on create. The
 * input is the form's fields as the route read them (declaredFoodSchema, strict): the seven and
 * the declaration, nothing else.
 */
export function createFood(input: CreateFoodInput, user: AppUser): Promise<string> {
  return addDoc(collections.foods, {
    ...input,
    userName: ownerName(user),
    userEmail: user.email,
    ownerUid: user.uid,
    orderCount: 0,
    createdAt: serverTime,
  });
}
