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

/** The composite index a plan needs: equality and array filters, then the order. */
function neededIndex(plan: FoodQueryPlan): IndexField[] {
  return [
    ...plan.where.map(({ field, op }) =>
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
