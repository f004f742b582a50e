import { foodFields, matchesSearch, type Food, type FoodQueryPlan } from '@shared';
import { runQuery, type RestCursor } from '@/lib/firestore-rest';
import { foodFromDoc } from './food-from-doc';

/** Where the next page starts: the sort value and name of the last document of the page before. */
export type FoodCursor = RestCursor;

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
  plan: FoodQueryPlan,
  cursor?: FoodCursor | null,
): Promise<FoodPage> {
  const docs = await runQuery({
    collection: plan.collection,
    where: plan.where,
    orderBy: plan.orderBy,
    limit: plan.limit,
    after: cursor,
    // A food's own fields only: its stored searchTerms, about 30 pieces of its name (decision
    // 080), would make a page of twelve more than twice as large.
    select: foodFields,
  });
  const { text } = plan;
  const foods = docs
    .map((doc) => foodFromDoc(doc.id, doc.data))
    // The query checked the longest word typed; the other words are checked here.
    .filter((food) => text === null || matchesSearch(food.foodName, text));
  const last = docs.at(-1);
  const sortValue = last?.fields[plan.orderBy.field];
  return {
    foods,
    next:
      docs.length === plan.limit && last && sortValue
        ? { value: sortValue, name: last.name }
        : null,
  };
}
