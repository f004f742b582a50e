import { categories, countries, foodListPlan, isFoodSort, type FoodListFilter } from '@shared';
import { runFoodQuery, type FoodPage } from './run-food-query';

/**
 * /allFood's filter as it stands in the address: ?q=&category=&country=&sort= (unknown values
 * dropped; no sort is Newest).
 */
export function foodFilterFromUrl(url: URL): FoodListFilter {
  const params = url.searchParams;
  const category = params.get('category');
  const country = params.get('country');
  const sort = params.get('sort');
  return {
    sort: isFoodSort(sort) && sort !== 'newest' ? sort : null,
    text: params.get('q')?.trim() || null,
    category: categories.find((option) => option === category) ?? null,
    country: countries.find((option) => option === country) ?? null,
  };
}

/** One page of /allFood, newest first or top rated; a search reads at most one page of documents. */
export function listFoods(filter: FoodListFilter, after?: string | null): Promise<FoodPage> {
  return runFoodQuery(foodListPlan(filter), after);
}
