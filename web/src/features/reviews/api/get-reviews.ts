// The newest reviews for the home page's carousel. This module is in the home page's bundle,
// so it imports only the light parts of @shared and loads the Firestore SDK on first call.
import type { QueryDocumentSnapshot } from 'firebase/firestore/lite';
import { collections } from '@shared/collections';
import { pageSizes } from '@shared/constants';
import type { Review } from '@shared';

export async function getReviews(): Promise<Review[]> {
  const [{ db }, { collection, getDocs, limit, orderBy, query }] = await Promise.all([
    import('@/lib/firebase'),
    import('firebase/firestore/lite'),
  ]);
  const snapshot = await getDocs(
    query(
      collection(db, collections.reviews),
      orderBy('createdAt', 'desc'),
      limit(pageSizes.reviews),
    ),
  );
  return snapshot.docs.map(toReview);
}

function toReview(doc: QueryDocumentSnapshot): Review {
  const data = doc.data();
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const createdAt = data.createdAt as { toDate?: () => Date } | null | undefined;
  return {
    _id: doc.id,
    title: text(data.title),
    review: text(data.review),
    userEmail: text(data.userEmail),
    userName: text(data.userName),
    userPhoto: text(data.userPhoto),
    userUid: text(data.userUid),
    createdAt: createdAt?.toDate ? createdAt.toDate().toISOString() : null,
  };
}
