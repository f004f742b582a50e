import { categories, countries, foodListPlan, type FoodListFilter } from '@shared';
import { runFoodQuery, type FoodCursor, type FoodPage } from './run-food-query';

/** /allFood's filter as it stands in the address: ?q=&category=&country= (unknown values dropped). */
export function foodFilterFromUrl(url: URL): FoodListFilter {
  const params = url.searchParams;
  const category = params.get('category');
  const country = params.get('country');
  return {
    text: params.get('q')?.trim() || null,
    category: categories.find((option) => option === category) ?? null,
    country: countries.find((option) => option === country) ?? null,
  };
}

/** One page of /allFood, newest first; a search reads at most one page of documents. */
export function listFoods(filter: FoodListFilter, cursor?: FoodCursor | null): Promise<FoodPage> {
  return runFoodQuery(foodListPlan(filter), cursor);
}
