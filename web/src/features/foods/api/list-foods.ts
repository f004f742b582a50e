import { categories, countries, foodListPlan, isFoodSort, type FoodListFilter } from '@shared';
import { allergens, isDietFilter } from '@shared/declaration';
import { runFoodQuery, type FoodPage } from './run-food-query';

/**
 * /allFood's filter as it stands in the address: ?q=&category=&country=&sort=&diet=&free=
 * (unknown values dropped; no sort is Newest). `free` lists allergens with commas; `free=`
 * (empty) is a diner who chose none, and no `free` at all is a first visit (decision 150).
 */
export function foodFilterFromUrl(url: URL): FoodListFilter {
  const params = url.searchParams;
  const category = params.get('category');
  const country = params.get('country');
  const sort = params.get('sort');
  const diet = params.get('diet');
  const free = params.get('free');
  return {
    diet: isDietFilter(diet) ? diet : null,
    freeFrom:
      free === null ? null : allergens.filter((allergen) => free.split(',').includes(allergen)),
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
