// Every query plan the web runs has its composite index declared: in production a query
// without one fails, and the emulator (which needs none) would never show it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  foodListPlan,
  foodSorts,
  type FoodListFilter,
  type FoodQueryPlan,
} from '../../src/shared/index.js';
import { allergens, dietFilters, filterKeysField } from '../../src/shared/declaration.js';

interface IndexField {
  fieldPath: string;
  order?: 'ASCENDING' | 'DESCENDING';
  arrayConfig?: 'CONTAINS';
}
const indexes = (
  JSON.parse(readFileSync(new URL('../../../firestore.indexes.json', import.meta.url), 'utf8')) as {
    indexes: { collectionGroup: string; fields: IndexField[] }[];
  }
).indexes;

const orderOf = (plan: FoodQueryPlan): IndexField => ({
  fieldPath: plan.orderBy.field,
  order: plan.orderBy.direction === 'asc' ? 'ASCENDING' : 'DESCENDING',
});

const isFilterKey = (field: string) => field.startsWith(`${filterKeysField}.`);

/**
 * The composite index a plan needs: equality and array filters, then the order. The Diet and
 * Free from keys (decision 150) are left out: each has its own index with the order, and
 * Firestore merges those with this one (index merging), so their combinations need no index.
 */
function neededIndex(plan: FoodQueryPlan): IndexField[] {
  return [
    ...plan.where
      .filter(({ field }) => !isFilterKey(field))
      .map(({ field, op }) =>
        op === 'array-contains'
          ? { fieldPath: field, arrayConfig: 'CONTAINS' as const }
          : { fieldPath: field, order: 'ASCENDING' as const },
      ),
    {
      fieldPath: plan.orderBy.field,
      order: plan.orderBy.direction === 'asc' ? ('ASCENDING' as const) : ('DESCENDING' as const),
    },
  ];
}

describe('firestore.indexes.json', () => {
  const filters: FoodListFilter[] = foodSorts.flatMap((sort) =>
    [null, 'biryani'].flatMap((text) =>
      [null, 'Rice Dishes' as const].flatMap((category) =>
        [null, 'India' as const].map((country) => ({ text, category, country, sort })),
      ),
    ),
  );

  it.each(
    foodSorts.flatMap((sort) => [
      ...dietFilters.map((diet): FoodListFilter => ({ sort, diet })),
      ...allergens.map((allergen): FoodListFilter => ({ sort, freeFrom: [allergen] })),
    ]),
  )('has an index of each Diet and Free from key with the order, to merge: %j', (filter) => {
    const plan = foodListPlan(filter);
    const keys = plan.where.filter(({ field }) => isFilterKey(field));
    expect(keys).toHaveLength(1);
    for (const { field } of keys) {
      const wanted = [{ fieldPath: field, order: 'ASCENDING' }, orderOf(plan)];
      const found = indexes.some(
        (index) =>
          index.collectionGroup === 'foods' &&
          JSON.stringify(index.fields) === JSON.stringify(wanted),
      );
      expect(found, JSON.stringify(wanted)).toBe(true);
    }
  });

  it('keeps the filters of a search, a category, Diet and several Free from choices in one plan', () => {
    const plan = foodListPlan({
      text: 'dal',
      category: 'Curries and Gravies',
      diet: 'veg',
      freeFrom: ['milk', 'peanuts'],
    });
    expect(plan.where.map(({ field }) => field)).toEqual([
      'searchTerms',
      'category',
      `${filterKeysField}.veg`,
      `${filterKeysField}.free_milk`,
      `${filterKeysField}.free_peanuts`,
    ]);
    expect(neededIndex(plan)).toEqual([
      { fieldPath: 'searchTerms', arrayConfig: 'CONTAINS' },
      { fieldPath: 'category', order: 'ASCENDING' },
      { fieldPath: 'createdAt', order: 'DESCENDING' },
    ]);
  });

  it.each(filters.map((filter) => [JSON.stringify(filter), filter] as const))(
    'has an index for /allFood with %s (bounded reads in production)',
    (_name, filter) => {
      const needed = neededIndex(foodListPlan(filter));
      // One field alone is served by Firestore's automatic single-field indexes.
      if (needed.length === 1) return;
      const found = indexes.some(
        (index) =>
          index.collectionGroup === 'foods' &&
          JSON.stringify(index.fields) === JSON.stringify(needed),
      );
      expect(found, JSON.stringify(needed)).toBe(true);
    },
  );
});
