// Posts a review as the signed-in user, with their photo when it is an address we can show.
import { msg } from '@lingui/core/macro';
import {
  collections,
  imageUrlPattern,
  limits,
  reviewSchema,
  type Review,
  type ReviewInput,
} from '@shared';
import { parseJsonRequest, type FormAnswer } from '@/components/form/form-action';
import { popupMs } from '@/config/ui';
import { authorOf } from '@/lib/author';
import { i18n, loadCatalog } from '@/lib/i18n';
import { messageTexts } from '@/lib/shared-texts';
import type { AppUser } from '@/lib/auth';
import { addDoc, serverTime } from '@/lib/data/store';
import { toast } from '@/lib/popups';

// This module's texts in the page's language, before it is used (decision 210).
await loadCatalog(import.meta.glob('../../../locales/add-review/*.po'));

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

/**
 * The home page's action for the review form: reads the request with the form's schema, posts
 * the review and shows the spec's toast; the form shows what failed.
 */
export async function postReview(request: Request, user: AppUser): Promise<FormAnswer<Review>> {
  const input = await parseJsonRequest(request, reviewSchema);
  if (!input.ok) return { failed: input.failed };
  try {
    const review = await addReview(input.data, user);
    void toast(i18n._(messageTexts.reviewAdded), popupMs.reviewAdded);
    return { saved: review };
  } catch (error) {
    console.error('Posting the review failed', error);
    return {
      failed: i18n._(msg`We couldn't post your review. Check your connection and try again.`),
    };
  }
}
