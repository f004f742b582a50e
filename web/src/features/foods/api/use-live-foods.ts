// Live copies of foods, for pages inside a LiveRoot: each hook starts from what the page
// loaded and answers the live copy once it arrives, so the page reads one source.
import { useMemo } from 'react';
import { collections, foodFromDocument, myFoodsPlan, type Food } from '@shared';
import { useLiveDoc, useLiveQuery } from '@/lib/data/live';

/**
 * One food as loaded, then live (another buyer's purchase lowers its stock). A deleted food
 * keeps what the page shows; its purchase is refused anyway.
 */
export function useLiveFood(loaded: Food): Food {
  const live = useLiveDoc(collections.foods, loaded._id).data;
  return useMemo(() => (live ? foodFromDocument(live.id, live.data) : loaded), [live, loaded]);
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
