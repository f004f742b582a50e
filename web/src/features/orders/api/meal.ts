// A meal from one kitchen (contract, "A meal from one kitchen"; decision 160): the meal in
// progress is carts/{uid}, written by the routes' clientActions through these operations, and
// ordered whole through placeOrder's `items`. firestore.rules check the cart as cartSchema does.
import { msg } from '@lingui/core/macro';
import {
  cartLineSchema,
  cartSchema,
  collections,
  mealMessages,
  messages,
  placeMealSchema,
  type CartFields,
  type CartLine,
  type PlacedMeal,
  type PlaceMealInput,
} from '@shared';
import { readPublicDoc } from '@/lib/data/public-read';
import { i18n, loadCatalog } from '@/lib/i18n';
import { callFunction, deleteDoc, readDoc, serverTime, setDoc } from '@/lib/data/store';
import { publishMealCount } from './meal-signal';

// This module's texts in the page's language, before it is used (decision 210).
await loadCatalog(import.meta.glob('../../../locales/meal/*.po'));

/** The meal in progress as stored, or null when it is empty (or not a meal the app wrote). */
export async function readMeal(uid: string): Promise<CartFields | null> {
  const stored = await readDoc(collections.carts, uid);
  if (!stored) return null;
  const { cookUid, lines } = stored.data;
  const parsed = cartSchema.safeParse({ cookUid, lines });
  return parsed.success ? parsed.data : null;
}

/** Writes the meal whole (the rules take it whole), or deletes it when no dish is left. */
async function saveMeal(uid: string, meal: CartFields | null): Promise<void> {
  const lines = meal?.lines ?? [];
  if (!meal || lines.length === 0) await deleteDoc(collections.carts, uid);
  else await setDoc(collections.carts, uid, { ...cartSchema.parse(meal), updatedAt: serverTime });
  // The navbar's count follows at once; its live copy confirms a moment later.
  publishMealCount(lines.length);
}

/** The dish the detail page adds: what the meal needs to know of it. */
interface MealDish {
  _id: string;
  ownerUid: string;
  /** Units in stock as the page shows them. */
  quantity: number;
}

export type AddToMealAnswer =
  | { added: number }
  /** The meal is from another kitchen: its cook's name, for the `Start a new meal?` choice. */
  | { otherKitchen: string }
  | { failed: string };

/** The name of the meal's cook, as its first dish says it (else `another cook`, translated). */
async function cookNameOf(meal: CartFields): Promise<string> {
  const first = meal.lines[0];
  const food = first
    ? await readPublicDoc(collections.foods, first.foodId).catch(() => null)
    : null;
  const name = food?.data.userName;
  return typeof name === 'string' && name ? name : i18n._(msg`another cook`);
}

/**
 * Adds `quantity` units of the dish to the signed-in user's meal (more of a dish already in it
 * adds up). A dish of another kitchen asks first, unless `startNew` says the diner chose to
 * start a new meal with it.
 */
export async function addToMeal(
  uid: string,
  dish: MealDish,
  quantity: number,
  startNew: boolean,
): Promise<AddToMealAnswer> {
  if (dish.ownerUid === uid) return { failed: messages.ownFood };
  const units = cartLineSchema.shape.quantity.safeParse(quantity);
  if (!units.success) {
    return { failed: quantity > 1 ? mealMessages.tooManyUnits : messages.atLeastOne };
  }
  const meal = await readMeal(uid);
  if (meal && meal.cookUid !== dish.ownerUid && !startNew) {
    return { otherKitchen: await cookNameOf(meal) };
  }
  const lines: CartLine[] = meal?.cookUid === dish.ownerUid ? meal.lines : [];
  const had = lines.find((line) => line.foodId === dish._id);
  const next = had
    ? lines.map((line) =>
        line.foodId === dish._id ? { ...line, quantity: line.quantity + units.data } : line,
      )
    : [...lines, { foodId: dish._id, quantity: units.data }];
  const wanted = next.find((line) => line.foodId === dish._id)?.quantity ?? 0;
  if (wanted > dish.quantity) return { failed: messages.overQuantity };
  const checked = cartSchema.safeParse({ cookUid: dish.ownerUid, lines: next });
  if (!checked.success) {
    return { failed: checked.error.issues[0]?.message ?? mealMessages.tooManyDishes };
  }
  await saveMeal(uid, checked.data);
  return { added: next.length };
}

/** Sets one dish's units in the meal (1-100), or takes the dish out (`quantity` 0). */
export async function changeMealLine(uid: string, foodId: string, quantity: number) {
  const meal = await readMeal(uid);
  if (!meal) return;
  const lines =
    quantity > 0
      ? meal.lines.map((line) => (line.foodId === foodId ? { ...line, quantity } : line))
      : meal.lines.filter((line) => line.foodId !== foodId);
  await saveMeal(uid, { ...meal, lines });
}

/** Orders the meal through placeOrder: every line or none. The server empties the cart. */
export async function placeMeal(input: PlaceMealInput): Promise<PlacedMeal> {
  const placed = await callFunction<PlaceMealInput, PlacedMeal>(
    'placeOrder',
    placeMealSchema.parse(input),
  );
  publishMealCount(0);
  return placed;
}

/** The dish a meal's refusal names (`details.foodId`), if any. */
export function refusedDishOf(error: unknown): string | null {
  const details: unknown =
    typeof error === 'object' && error !== null && 'details' in error ? error.details : null;
  const foodId =
    typeof details === 'object' && details !== null && 'foodId' in details ? details.foodId : null;
  return typeof foodId === 'string' ? foodId : null;
}
