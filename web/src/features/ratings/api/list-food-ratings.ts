import { collections, ratingFromDocument, type Rating } from '@shared';
import { readPublic } from '@/lib/data/public-read';
import type { Cursor } from '@/lib/data/query';

/** Comments shown at a time on a food's page. */
const ratingsPageSize = 5;

export interface RatingsPage {
  ratings: Rating[];
  next: Cursor | null;
}

/** A food's ratings, newest first, one page (ratings are public: a REST read, no SDK). */
export async function listFoodRatings(foodId: string, after?: Cursor | null): Promise<RatingsPage> {
  const page = await readPublic(
    {
      collection: collections.ratings,
      where: [{ field: 'foodId', op: '==', value: foodId }],
      orderBy: { field: 'createdAt', direction: 'desc' },
      limit: ratingsPageSize,
    },
    after,
    { lookahead: true },
  );
  return { ratings: page.docs.map((doc) => ratingFromDocument(doc.id, doc.data)), next: page.next };
}
