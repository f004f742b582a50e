import { collections, foodFormSchema, type FoodFields } from '@shared';

export { foodFormSchema };
export type UpdateFoodInput = FoodFields;

/** The owner changes the seven fields they chose; nothing else (firestore.rules check it). */
export async function updateFood(id: string, input: UpdateFoodInput): Promise<void> {
  const [{ db }, { doc, updateDoc }] = await Promise.all([
    import('@/lib/firebase'),
    import('firebase/firestore/lite'),
  ]);
  await updateDoc(doc(db, collections.foods, id), {
    foodName: input.foodName,
    imageURL: input.imageURL,
    category: input.category,
    country: input.country,
    price: input.price,
    quantity: input.quantity,
    description: input.description,
  });
}
