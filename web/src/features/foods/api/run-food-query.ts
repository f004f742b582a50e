import {
  foodFields,
  foodFromDocument,
  matchesSearch,
  type Food,
  type FoodQueryPlan,
} from '@shared';
import { readPublic } from '@/lib/data/public-read';
import type { Cursor } from '@/lib/data/query';

/** Where the next page starts (opaque). */
export type FoodCursor = Cursor;

export interface FoodPage {
  foods: Food[];
  /** Set when the page was full, so there may be more. */
  next: FoodCursor | null;
}

/**
 * Runs one of the shared query plans (@shared food-queries): one page, after `cursor`. Foods
 * are public, so this is a plain REST read: no Firebase SDK on the pages that list them.
 */
export async function runFoodQuery(
  { collection, where, orderBy, limit, text }: FoodQueryPlan,
  cursor?: FoodCursor | null,
): Promise<FoodPage> {
  // A food's own fields only: its stored searchTerms, about 30 pieces of its name (decision
  // 080), would make a page of twelve more than twice as large.
  const page = await readPublic({ collection, where, orderBy, limit, select: foodFields }, cursor);
  return {
    foods: page.docs
      .map((doc) => foodFromDocument(doc.id, doc.data))
      // The query checked the longest word typed; the other words are checked here.
      .filter((food) => text === null || matchesSearch(food.foodName, text)),
    next: page.next,
  };
}
