// A food's rating aggregate as functions keep it: the count, the sum of the stars, and the
// average the pages sort and show. Kept as a sum (decision 130): each rating moves it once.
import type { DocumentData, Timestamp } from 'firebase-admin/firestore';
import { ratingLimits } from '../shared/index.js';

interface StoredAggregate {
  ratingCount: number;
  ratingSum: number;
  ratingAvg: number;
}

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/**
 * The aggregate stored on a food, read for an update. A food without one (older foods) or
 * with a damaged one (edited in the console) starts again from nothing, so the new value is
 * never NaN; the page shows the damaged one as unrated meanwhile (ratingSummaryOf).
 */
export function storedAggregate(food: Record<string, unknown> | undefined): StoredAggregate {
  const count = food?.ratingCount;
  const sum = food?.ratingSum;
  if (!isCount(count) || !isCount(sum) || sum > count * ratingLimits.starsMax) {
    return { ratingCount: 0, ratingSum: 0, ratingAvg: 0 };
  }
  return { ratingCount: count, ratingSum: sum, ratingAvg: count ? sum / count : 0 };
}

/** The aggregate after one rating of `stars` is added (+1) or taken away (-1). */
export function movedAggregate(
  current: StoredAggregate,
  stars: number,
  by: 1 | -1,
): StoredAggregate {
  const ratingCount = Math.max(0, current.ratingCount + by);
  const ratingSum = ratingCount ? Math.max(0, current.ratingSum + by * stars) : 0;
  return { ratingCount, ratingSum, ratingAvg: ratingCount ? ratingSum / ratingCount : 0 };
}

/** Functions' bookkeeping: one marker per rating (closed to clients by the rules' catch-all). */
export const ratingTalliesCollection = 'ratingTallies';

export type TallyState = 'counted' | 'removed';

/**
 * The marker's id: the order's id and the rating's creation time. A rating deleted and given
 * again (a new document at the same id) is a new rating with a marker of its own.
 */
export function tallyKey(orderId: string, rating: DocumentData): string {
  const createdAt = rating.createdAt as Timestamp | undefined;
  const time =
    createdAt && typeof createdAt.toMillis === 'function'
      ? `${createdAt.seconds}.${String(createdAt.nanoseconds).padStart(9, '0')}`
      : 'unknown';
  return `${orderId}@${time}`;
}
