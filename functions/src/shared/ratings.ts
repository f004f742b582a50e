// Verified ratings: one per completed order, stored at ratings/{orderId}, written by the buyer
// under firestore.rules (which spell the same limits; the rules tests prove it). A food's
// aggregate (ratingCount, ratingAvg) is written by functions only (decision 130).
import { z } from './zod.js';
import { ratingLimits } from './rating-summary.js';
import { hiddenCharacters } from './text-rules.js';

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
