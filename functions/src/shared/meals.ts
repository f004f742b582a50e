// A meal from one kitchen (decision 160): several dishes of one cook, ordered together for one
// pickup. The meal in progress is `carts/{uid}`; placeOrder takes it as `items`. The two schemas
// (the cart the web writes and firestore.rules check; the meal placeOrder takes) live here, for
// web, functions and the rules tests alike; its texts and limits in meal-messages.ts.
import { z } from './zod.js';
import { placeOrderSchema } from './schemas.js';
import { mealLimits, mealMessages } from './meal-messages.js';

const foodId = placeOrderSchema.shape.foodId;

const distinctFoods = (lines: readonly { foodId: string }[]) =>
  new Set(lines.map((line) => line.foodId)).size === lines.length;

// ---------------------------------------------------------------- carts/{uid}

/** One dish of the meal in progress: 1-100 units. */
export const cartLineSchema = z
  .object({
    foodId,
    quantity: z.number().int().min(1).max(mealLimits.lineQuantityMax, mealMessages.tooManyUnits),
  })
  .strict();
export type CartLine = z.infer<typeof cartLineSchema>;

/** carts/{uid} without its server time (`updatedAt`, set with serverTimestamp()). */
export const cartSchema = z
  .object({
    cookUid: z.string().min(1).max(128),
    lines: z
      .array(cartLineSchema)
      .min(1)
      .max(mealLimits.linesMax, mealMessages.tooManyDishes)
      .refine(distinctFoods, 'Each dish once'),
  })
  .strict();
export type CartFields = z.infer<typeof cartSchema>;

// ---------------------------------------------------------------- placeOrder's meal

/** One line of a meal: checked as a single-dish order's foodId and quantity are. */
const mealItemSchema = z.object({ foodId, quantity: placeOrderSchema.shape.quantity }).strict();

/** placeOrder's meal input: `items` instead of `foodId` and `quantity`. */
export const placeMealSchema = z
  .object({
    items: z
      .array(mealItemSchema)
      .min(1)
      .max(mealLimits.linesMax)
      .refine(distinctFoods, 'Each dish once'),
    buyingDate: placeOrderSchema.shape.buyingDate,
    requestId: placeOrderSchema.shape.requestId,
    pickupAt: placeOrderSchema.shape.pickupAt,
  })
  .strict();
export type PlaceMealInput = z.infer<typeof placeMealSchema>;

/** What placeOrder answers for a meal: `insertedId` is the first line's order. */
export interface PlacedMeal {
  insertedId: string;
  insertedIds: string[];
  mealId: string;
}

/** Whether placeOrder's input is a meal (it has `items`) rather than a single dish. */
export const isMealInput = (data: unknown): boolean =>
  typeof data === 'object' && data !== null && 'items' in data;
