import { myFoodsPlan } from '@shared';
import { runFoodQuery, type FoodPage } from './run-food-query';

/** One page of the signed-in user's own foods, newest first (by uid, never by e-mail). */
export function listMyFoods(ownerUid: string, after?: string | null): Promise<FoodPage> {
  return runFoodQuery(myFoodsPlan(ownerUid), after);
}
