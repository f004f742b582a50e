import type { QueryConstraint, QueryDocumentSnapshot } from 'firebase/firestore/lite';
import { matchesSearch, type Food, type FoodQueryPlan } from '@shared';
import { foodFromDoc } from './food-from-doc';

/** Where the next page starts: the last document of the page before. */
export type FoodCursor = QueryDocumentSnapshot;

export interface FoodPage {
  foods: Food[];
  /** Set when the page was full, so there may be more. */
  next: FoodCursor | null;
}

/** Runs one of the shared query plans (@shared food-queries): one page, after `cursor`. */
export async function runFoodQuery(
  plan: FoodQueryPlan,
  cursor?: FoodCursor | null,
): Promise<FoodPage> {
  const [{ db }, fs] = await Promise.all([
    import('@/lib/firebase'),
    import('firebase/firestore/lite'),
  ]);
  const constraints: QueryConstraint[] = [
    ...plan.where.map(({ field, op, value }) => fs.where(field, op, value)),
    fs.orderBy(plan.orderBy.field, plan.orderBy.direction),
    ...(cursor ? [fs.startAfter(cursor)] : []),
    fs.limit(plan.limit),
  ];
  const snapshot = await fs.getDocs(fs.query(fs.collection(db, plan.collection), ...constraints));
  const { text } = plan;
  const foods = snapshot.docs
    .map((doc) => foodFromDoc(doc.id, doc.data()))
    // The query checked the longest word typed; the other words are checked here.
    .filter((food) => text === null || matchesSearch(food.foodName, text));
  const last = snapshot.docs.at(-1);
  return { foods, next: snapshot.size === plan.limit && last ? last : null };
}
