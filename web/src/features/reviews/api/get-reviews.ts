// The newest reviews for the home page's carousel. Reviews are public: a plain REST read, so
// the home page needs no Firebase SDK to show them.
import { reviewFromDocument } from '@shared/documents';
import { reviewListPlan } from '@shared/public-lists';
import type { Review } from '@shared';
import { readPublicVisible } from '@/lib/data/public-read';

/** The newest reviews, without those operators hid. */
export async function getReviews(): Promise<Review[]> {
  const page = await readPublicVisible(reviewListPlan());
  return page.docs.map((doc) => reviewFromDocument(doc.id, doc.data));
}
