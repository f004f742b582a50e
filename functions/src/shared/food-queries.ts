// The shapes of the food queries the web makes, as plain data: the web runs them with the
// client SDK, the scale test runs exactly the same shapes with the Admin SDK, and
// firestore.indexes.json holds a composite index for each. Every query is bounded by a page.
import { collections } from './collections.js';
import type { Category, Country } from './catalog.js';
import { pageSizes } from './constants.js';
import { searchKey } from './search.js';
import { authorsOwn, publicOnly, type Visibility } from './visibility.js';
import {
  dietFilterKey,
  filterPath,
  freeFromKey,
  type Allergen,
  type DietFilter,
} from './declaration.js';

/** The derived field `onFoodWritten` keeps: every piece of every word of the name (search.ts). */
export const searchTermsField = 'searchTerms';

interface FoodWhere {
  /** A stored field, or one key of the derived `filterKeys` map (decision 150). */
  field: 'searchTerms' | 'category' | 'country' | 'ownerUid' | `filterKeys.${string}`;
  op: '==' | 'array-contains';
  value: string | boolean;
}

/** `dropHidden`: set by `publicOnly` or `authorsOwn` (visibility.ts), never by hand. */
export interface FoodQueryPlan extends Visibility {
  collection: typeof collections.foods;
  where: FoodWhere[];
  orderBy: { field: 'createdAt' | 'orderCount' | typeof ratingAvgField; direction: 'asc' | 'desc' };
  limit: number;
  /** The text typed, when the results must still pass `matchesSearch` (the query checks one word). */
  text: string | null;
}

/** The stored average a Top rated list sorts by (functions keep it; 0 is unrated). */
export const ratingAvgField = 'ratingAvg';

/** /allFood's orders, as they stand in the address (?sort=); `newest` is the default. */
export const foodSorts = ['newest', 'top-rated'] as const;
type FoodSort = (typeof foodSorts)[number];
export const foodSortLabels: Readonly<Record<FoodSort, string>> = {
  newest: 'Newest',
  'top-rated': 'Top rated',
};

export function isFoodSort(value: unknown): value is FoodSort {
  return typeof value === 'string' && (foodSorts as readonly string[]).includes(value);
}

export interface FoodListFilter {
  text?: string | null | undefined;
  category?: Category | null | undefined;
  country?: Country | null | undefined;
  /** Newest first (default), or Top rated: the highest average first, unrated (0) last. */
  sort?: FoodSort | null | undefined;
  /** Diet: Veg, or Veg or egg (declared dishes only). */
  diet?: DietFilter | null | undefined;
  /** Free from: none of these in the dish's allergens or mayContain (declared dishes only). */
  freeFrom?: readonly Allergen[] | null | undefined;
}

/**
 * The equality filters of /allFood's Diet and Free from: one key of the derived `filterKeys`
 * map each (decision 150). A food not declared has no map, so it matches none of them.
 */
function declarationWheres(filter: FoodListFilter): FoodWhere[] {
  const keys = [
    ...(filter.diet ? [dietFilterKey[filter.diet]] : []),
    ...(filter.freeFrom ?? []).map(freeFromKey),
  ];
  return keys.map((key) => ({
    field: filterPath(key) as `filterKeys.${string}`,
    op: '==',
    value: true,
  }));
}

/**
 * /allFood: one page, newest first or top rated; a search is one `array-contains` on the
 * longest word. Top rated sorts by the stored average (decision 130): every food carries it
 * (0 until rated, written by onFoodWritten), so unrated foods come last instead of missing;
 * equal averages follow the document name, as every cursor here does.
 */
export function foodListPlan(filter: FoodListFilter = {}): FoodQueryPlan {
  // No text, no search: the menu as most open it never runs searchKey's Unicode patterns.
  const key = filter.text ? searchKey(filter.text) : null;
  const where: FoodWhere[] = [];
  if (key) where.push({ field: searchTermsField, op: 'array-contains', value: key });
  if (filter.category) where.push({ field: 'category', op: '==', value: filter.category });
  if (filter.country) where.push({ field: 'country', op: '==', value: filter.country });
  where.push(...declarationWheres(filter));
  return publicOnly({
    collection: collections.foods,
    where,
    orderBy: {
      field: filter.sort === 'top-rated' ? ratingAvgField : 'createdAt',
      direction: 'desc',
    },
    limit: pageSizes.foods,
    text: key ? (filter.text ?? '').trim() : null,
  });
}

/** Home: the most ordered foods. */
export function topSellingPlan(): FoodQueryPlan {
  return publicOnly({
    collection: collections.foods,
    where: [],
    orderBy: { field: 'orderCount', direction: 'desc' },
    limit: pageSizes.topSelling,
    text: null,
  });
}

/** /myAddedFood: the signed-in user's own foods, newest first. */
export function myFoodsPlan(ownerUid: string): FoodQueryPlan {
  return authorsOwn({
    collection: collections.foods,
    where: [{ field: 'ownerUid', op: '==', value: ownerUid }],
    orderBy: { field: 'createdAt', direction: 'desc' },
    limit: pageSizes.myFoods,
    text: null,
  });
}
