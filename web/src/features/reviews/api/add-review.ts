// Posts a review as the signed-in user, with their photo when it is an address we can show.
import {
  collections,
  imageUrlPattern,
  limits,
  reviewSchema,
  type Review,
  type ReviewInput,
} from '@shared';
import { authorOf } from '@/lib/author';
import type { AppUser } from '@/lib/auth';
import { addDoc, serverTime } from '@/lib/data/store';

export { reviewSchema, type ReviewInput };

/** Writes exactly the contract's keys and returns the review as the carousel shows it. */
export async function addReview(input: ReviewInput, user: AppUser): Promise<Review> {
  const { title, review } = reviewSchema.parse(input);
  const author = authorOf(user);
  // firestore.rules accept a web address or ''; anything else (say, a data: URL from some
  // identity provider) is left out and the default avatar shows instead.
  const userPhoto =
    user.photoURL.length <= limits.urlMax && imageUrlPattern.test(user.photoURL)
      ? user.photoURL
      : '';
  const id = await addDoc(collections.reviews, {
    title,
    review,
    userEmail: author.userEmail,
    userName: author.userName,
    userPhoto,
    userUid: author.userUid,
    createdAt: serverTime,
  });
  return { _id: id, title, review, ...author, userPhoto, createdAt: new Date().toISOString() };
}
