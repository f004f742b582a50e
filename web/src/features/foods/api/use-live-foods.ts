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

/** The owner's foods as loaded, with their stock and order count live (the rows on screen). */
export function useLiveStock(ownerUid: string, foods: Food[]): Food[] {
  const rows = Math.max(foods.length, 1);
  const query = useMemo(() => {
    const { collection, where, orderBy } = myFoodsPlan(ownerUid);
    return { collection, where, orderBy, limit: rows };
  }, [ownerUid, rows]);
  const live = useLiveQuery(query).data;
  return useMemo(() => {
    const stock = new Map(live.map((doc) => [doc.id, foodFromDocument(doc.id, doc.data)]));
    return foods.map((food) => {
      const now = stock.get(food._id);
      return now ? { ...food, quantity: now.quantity, orderCount: now.orderCount } : food;
    });
  }, [foods, live]);
}
