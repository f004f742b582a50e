// Verified ratings: one per completed order, stored at ratings/{orderId}, written by the buyer
// under firestore.rules (which spell the same limits; the rules tests prove it). A food's
// aggregate (ratingCount, ratingAvg) is written by functions only (decision 130).
import { z } from 'zod';
import { hiddenCharacters } from './schemas.js';

export const ratingLimits = { starsMin: 1, starsMax: 5, commentMax: 500 } as const;

export const ratingMessages = {
  thanks: 'Thanks for rating!',
  starsRequired: 'Choose 1 to 5 stars',
  commentTooLong: `At most ${ratingLimits.commentMax} characters`,
  /** The rules refused: the order is not a completed order of this buyer, or already rated. */
  refused: 'This order cannot be rated (it must be your completed order, rated once).',
} as const;

/** What the buyer chooses; the rest of the document comes from the order and the token. */
export const ratingSchema = z
  .object({
    stars: z
      .number({ error: ratingMessages.starsRequired })
      .int(ratingMessages.starsRequired)
      .min(ratingLimits.starsMin, ratingMessages.starsRequired)
      .max(ratingLimits.starsMax, ratingMessages.starsRequired),
    // Optional: an empty comment is a rating with stars only.
    comment: z
      .string()
      .trim()
      .max(ratingLimits.commentMax, ratingMessages.commentTooLong)
      .refine((value) => !hiddenCharacters.test(value), 'Remove control or invisible characters'),
  })
  .strict();
export type RatingInput = z.infer<typeof ratingSchema>;

/** ratings/{orderId} as the pages and the facade show it. */
export interface Rating {
  /** The rated order's id. */
  _id: string;
  stars: number;
  comment: string;
  foodId: string;
  buyerUid: string;
  buyerName: string;
  createdAt: string | null;
}

/** A food's aggregate as shown: ratingCount 0 (and ratingAvg 0) is unrated. */
export interface RatingSummary {
  ratingAvg: number;
  ratingCount: number;
}

export const unrated: RatingSummary = { ratingAvg: 0, ratingCount: 0 };

/**
 * A stored aggregate as the pages and the facade show it. Operators edit data in the console:
 * anything missing or damaged (a string, NaN, a negative or fractional count, an average
 * outside 1–5) reads as unrated, never as NaN.
 */
export function ratingSummaryOf(data: object): RatingSummary {
  const { ratingAvg: avg, ratingCount: count } = data as Record<string, unknown>;
  if (typeof count !== 'number' || !Number.isSafeInteger(count) || count < 1) return unrated;
  if (typeof avg !== 'number' || !Number.isFinite(avg)) return unrated;
  if (avg < ratingLimits.starsMin || avg > ratingLimits.starsMax) return unrated;
  return { ratingAvg: avg, ratingCount: count };
}

/** "★ 4.5 (12)", or "New" for a food nobody has rated yet. */
export function ratingLabel(summary: RatingSummary): string {
  if (summary.ratingCount < 1) return 'New';
  return `★ ${summary.ratingAvg.toFixed(1)} (${summary.ratingCount})`;
}
