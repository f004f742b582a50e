// What a rating is and how a food's rating aggregate reads: plain TypeScript without zod, so
// the cards of the first load can show "★ 4.5 (12)" for a few bytes (the form's schema is in
// ratings.ts).

export const ratingLimits = { starsMin: 1, starsMax: 5, commentMax: 500 } as const;

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
