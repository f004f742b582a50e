// The newest reviews for the home page's carousel. Reviews are public: a plain REST read, so
// the home page needs no Firebase SDK to show them.
import { collections } from '@shared/collections';
import { pageSizes } from '@shared/constants';
import type { Review } from '@shared';
import { runQuery, type TimestampLike } from '@/lib/firestore-rest';

export async function getReviews(): Promise<Review[]> {
  const docs = await runQuery({
    collection: collections.reviews,
    where: [],
    orderBy: { field: 'createdAt', direction: 'desc' },
    limit: pageSizes.reviews,
  });
  return docs.map(({ id, data }) => toReview(id, data));
}

function toReview(id: string, data: Record<string, unknown>): Review {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const createdAt = data.createdAt as Partial<TimestampLike> | null | undefined;
  return {
    _id: id,
    title: text(data.title),
    review: text(data.review),
    userEmail: text(data.userEmail),
    userName: text(data.userName),
    userPhoto: text(data.userPhoto),
    userUid: text(data.userUid),
    createdAt: createdAt?.toDate ? createdAt.toDate().toISOString() : null,
  };
}
