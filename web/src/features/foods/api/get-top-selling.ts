import { topSellingPlan, type Food } from '@shared';
import { runFoodQuery } from './run-food-query';

/** The home page's most ordered foods (at most 6): one query, six document reads. */
export async function getTopSelling(): Promise<Food[]> {
  const page = await runFoodQuery(topSellingPlan());
  return page.items;
}
