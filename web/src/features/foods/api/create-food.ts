import { collections, foodFormSchema, type FoodFields } from '@shared';
import type { AppUser } from '@/lib/auth';

export { foodFormSchema };
export type CreateFoodInput = FoodFields;

/** The owner's name as firestore.rules expect it: the token's name claim, when it has one. */
export function ownerName(user: AppUser): string {
  return user.displayName.trim() || user.email.split('@')[0] || 'FoodTable cook';
}

/** Lists a food as the signed-in user: exactly the 12 keys firestore.rules allow on create. */
export async function createFood(input: CreateFoodInput, user: AppUser): Promise<string> {
  const [{ db }, { addDoc, collection, serverTimestamp }] = await Promise.all([
    import('@/lib/firebase'),
    import('firebase/firestore/lite'),
  ]);
  const ref = await addDoc(collection(db, collections.foods), {
    foodName: input.foodName,
    imageURL: input.imageURL,
    category: input.category,
    country: input.country,
    price: input.price,
    quantity: input.quantity,
    description: input.description,
    userName: ownerName(user),
    userEmail: user.email,
    ownerUid: user.uid,
    orderCount: 0,
    createdAt: serverTimestamp(),
  });
  return ref.id;
}
