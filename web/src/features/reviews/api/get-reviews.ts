// The newest reviews for the home page's carousel. Reviews are public: a plain REST read, so
// the home page needs no Firebase SDK to show them.
import { collections } from '@shared/collections';
import { pageSizes } from '@shared/constants';
import { reviewFromDocument } from '@shared/documents';
import type { Review } from '@shared';
import { readPublic } from '@/lib/data/public-read';

export async function getReviews(): Promise<Review[]> {
  const page = await readPublic({
    collection: collections.reviews,
    where: [],
    orderBy: { field: 'createdAt', direction: 'desc' },
    limit: pageSizes.reviews,
  });
  return page.docs.map((doc) => reviewFromDocument(doc.id, doc.data));
}
