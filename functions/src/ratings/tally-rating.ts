// Counting a rating into its food's aggregate, exactly once per rating created and once per
// rating deleted, whatever order the events arrive in and however often each is delivered.
//
// One marker per rating (ratingTallies/{key}) records where that rating stands: `counted`
// (its stars are in the food's aggregate, or its food was gone), or `removed`. Each step
// changes the marker and the food in one atomic write guarded by preconditions: the marker is
// created only if absent, or updated only as it was read, and the food only as it was read.
// So a repeated delivery finds the marker already moved and does nothing, and two events
// racing on one food retry until each has written on top of the other (decision 130).
import { FieldValue, type DocumentData } from 'firebase-admin/firestore';
import { db } from '../lib/admin.js';
import {
  alreadyExists,
  failedPrecondition,
  grpcCode,
  notFound,
  retry,
  withOptimisticRetries,
} from '../orders/place-order.js';
import { collections, ratingLimits } from '../shared/index.js';
import {
  movedAggregate,
  ratingTalliesCollection,
  storedAggregate,
  tallyKey,
  type TallyState,
} from './aggregate.js';

const starsOf = (rating: DocumentData): number | null => {
  const stars = rating.stars;
  return typeof stars === 'number' &&
    Number.isInteger(stars) &&
    stars >= ratingLimits.starsMin &&
    stars <= ratingLimits.starsMax
    ? stars
    : null;
};

/**
 * Moves the rating `rating` (the document at ratings/{orderId}) into `to`: `counted` when it
 * was created, `removed` when it was deleted.
 */
export async function tallyRating(
  orderId: string,
  rating: DocumentData | undefined,
  to: TallyState,
): Promise<void> {
  const stars = rating ? starsOf(rating) : null;
  const foodId = typeof rating?.foodId === 'string' ? rating.foodId : '';
  // Only the rules write ratings, and they check both; anything else is not a rating to count.
  if (!rating || stars === null || !foodId || foodId.includes('/')) return;

  const markerRef = db.collection(ratingTalliesCollection).doc(tallyKey(orderId, rating));
  const foodRef = db.collection(collections.foods).doc(foodId);
  const by = to === 'counted' ? 1 : -1;

  await withOptimisticRetries(async () => {
    const [marker, food] = await db.getAll(markerRef, foodRef);
    const batch = db.batch();
    const record = { orderId, foodId, stars, at: FieldValue.serverTimestamp() };
    const foodFound = Boolean(food?.exists && food.updateTime);
    const moveFood = () => {
      const next = movedAggregate(storedAggregate(food?.data()), stars, by);
      if (food?.updateTime) batch.update(foodRef, { ...next }, { lastUpdateTime: food.updateTime });
    };

    if (to === 'counted') {
      // Counted already, or deleted before this event came: nothing more to count.
      if (marker?.exists) return true;
      // A food deleted meanwhile keeps its ratings and has no aggregate to move.
      batch.create(markerRef, { ...record, state: 'counted', foodCounted: foodFound });
      if (foodFound) moveFood();
    } else if (!marker?.exists || !marker.updateTime) {
      // The delete overtook its create: recorded, so the create, when it comes, counts nothing.
      batch.create(markerRef, { ...record, state: 'removed', foodCounted: false });
    } else {
      if (marker.get('state') === 'removed') return true;
      batch.update(
        markerRef,
        { state: 'removed', removedAt: FieldValue.serverTimestamp() },
        { lastUpdateTime: marker.updateTime },
      );
      if (marker.get('foodCounted') === true && foodFound) moveFood();
    }

    try {
      await batch.commit();
      return true;
    } catch (error) {
      const code = grpcCode(error);
      // The food or the marker changed since they were read (another rating, another
      // delivery of this event): read both again and decide again.
      if (code === failedPrecondition || code === notFound || code === alreadyExists) return retry;
      throw error;
    }
  }, 50_000);
}
