// Live copies of foods, for pages inside a LiveRoot: each hook starts from what the page
// loaded and answers the live copy once it arrives, so the page reads one source.
import { useMemo } from 'react';
import {
  asAuthorSees,
  collections,
  foodFromDocument,
  myFoodsPlan,
  type AsAuthorSees,
  type Food,
} from '@shared';
import { useLiveDocUnlessRefused, useLiveQuery, type LiveUnlessRefused } from '@/lib/data/live';

/**
 * What a food's page shows: what the page loaded until the live copy arrives, then the live
 * copy (marked for its author when hidden); null once the rules refuse this reader, because an
 * operator hid the food from everyone but its author (decision 140). A deleted food keeps what
 * the page shows; its purchase is refused anyway.
 */
export function foodAsShown(
  loaded: AsAuthorSees<Food>,
  live: LiveUnlessRefused,
): AsAuthorSees<Food> | null {
  if (live.status === 'refused') return null;
  if (live.status === 'loading' || !live.data) return loaded;
  return asAuthorSees(foodFromDocument(live.data.id, live.data.data), live.data.data);
}

/**
 * One food as loaded, then live (another buyer's purchase lowers its stock); null once it is
 * not available to this reader any more.
 */
export function useLiveFood(loaded: AsAuthorSees<Food>): AsAuthorSees<Food> | null {
  const live = useLiveDocUnlessRefused(collections.foods, loaded._id);
  return useMemo(() => foodAsShown(loaded, live), [live, loaded]);
}

/** A food's counts that change as people buy. */
export type Stock = Pick<Food, 'quantity' | 'orderCount'>;

/** The stock and order count of the owner's newest `rows` foods (the rows on screen), live. */
export function useLiveStock(ownerUid: string, rows: number): ReadonlyMap<string, Stock> {
  const query = useMemo(() => {
    const { collection, where, orderBy } = myFoodsPlan(ownerUid);
    return { collection, where, orderBy, limit: Math.max(rows, 1) };
  }, [ownerUid, rows]);
  const live = useLiveQuery(query).data;
  return useMemo(
    () =>
      new Map(
        live.map((doc) => {
          const { quantity, orderCount } = foodFromDocument(doc.id, doc.data);
          return [doc.id, { quantity, orderCount }];
        }),
      ),
    [live],
  );
}
