import {
  asAuthorSees,
  foodFields,
  foodFromDocument,
  matchesSearch,
  type AsAuthorSees,
  type Food,
  type FoodQueryPlan,
} from '@shared';
import { readPublicVisible } from '@/lib/data/public-read';
import type { ListPage } from '@/components/list/more-pages';
import { decodeCursor, encodeCursor } from '@/lib/data/query';
import { rememberFoods } from './listed-foods';

/** A page of foods. Public lists never hold a hidden food; the owner's own list marks theirs. */
export type FoodPage = ListPage<AsAuthorSees<Food>>;

/**
 * Runs one of the shared query plans (@shared food-queries): one page, after `cursor`. Foods
 * are public, so this is a plain REST read: no Firebase SDK on the pages that list them.
 */
export async function runFoodQuery(
  { collection, where, orderBy, limit, text, dropHidden }: FoodQueryPlan,
  after?: string | null,
): Promise<FoodPage> {
  // A food's own fields only: its stored searchTerms, about 30 pieces of its name (decision
  // 010), would make a page of twelve more than twice as large.
  const page = await readPublicVisible(
    { collection, where, orderBy, limit, select: foodFields, dropHidden },
    decodeCursor(after ?? null),
  );
  const items = page.docs
    .map((doc) => asAuthorSees(foodFromDocument(doc.id, doc.data), doc.data))
    // The query checked the longest word typed; the other words are checked here.
    .filter((food) => text === null || matchesSearch(food.foodName, text));
  // A dish's page opened from this list paints from the copy shown here (listed-foods.ts).
  rememberFoods(items);
  return { items, next: page.next && encodeCursor(page.next) };
}
