// What the meal's writes send their routes' clientActions (parseJsonRequest reads the requests
// with these): `Add to meal` on a dish's page, and a dish's units, a dish out or the meal
// placed on /myMeal. The rules are the cart's and placeOrder's own (@shared).
import { z } from '@shared/zod';
import { cartLineSchema, messages, placeMealSchema } from '@shared';

/** `Add to meal`: its quantity, and whether the diner chose `Start a new meal`. */
export const addToMealSchema = z
  .object({
    intent: z.literal('add-to-meal'),
    // A number; how many a meal takes is the cart's rule, which addToMeal checks with the
    // contract's messages.
    quantity: z.number({ error: messages.atLeastOne }),
    /** The diner chose `Start a new meal` for a dish of another kitchen. */
    startNew: z.boolean(),
  })
  .strict();
export type AddToMealFields = z.infer<typeof addToMealSchema>;

/** /myMeal's writes: a dish's units (1-100), a dish out, or the meal placed. */
export const mealWriteSchema = z.discriminatedUnion('intent', [
  z
    .object({
      intent: z.literal('quantity'),
      id: cartLineSchema.shape.foodId,
      quantity: cartLineSchema.shape.quantity,
    })
    .strict(),
  z.object({ intent: z.literal('remove'), id: cartLineSchema.shape.foodId }).strict(),
  z
    .object({
      intent: z.literal('place'),
      requestId: placeMealSchema.shape.requestId.unwrap(),
      pickupAt: placeMealSchema.shape.pickupAt.unwrap().nullable(),
    })
    .strict(),
]);
export type MealWrite = z.infer<typeof mealWriteSchema>;
