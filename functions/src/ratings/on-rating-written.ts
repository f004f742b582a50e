// The triggers that keep a food's rating aggregate: a rating created counts its stars once, a
// rating deleted takes them off once (tallyRating's marker). Handlers are exported apart from
// their wrappers so tests can deliver the same event twice.
import type { DocumentData } from 'firebase-admin/firestore';
import { onDocumentCreated, onDocumentDeleted } from 'firebase-functions/v2/firestore';
import type { collections } from '../shared/index.js';
import { tallyRating } from './tally-rating.js';

/** What the handlers need of a created or deleted event; a real FirestoreEvent fits it. */
interface RatingEvent {
  params: { orderId: string };
  data?: { data(): DocumentData | undefined } | undefined;
}

export async function handleRatingCreated(event: RatingEvent): Promise<void> {
  await tallyRating(event.params.orderId, event.data?.data(), 'counted');
}

export async function handleRatingDeleted(event: RatingEvent): Promise<void> {
  await tallyRating(event.params.orderId, event.data?.data(), 'removed');
}

// A literal, so the event's params are typed with orderId.
const document = 'ratings/{orderId}' satisfies `${typeof collections.ratings}/{orderId}`;

export const onRatingCreated = onDocumentCreated(
  { document, region: 'us-central1' },
  handleRatingCreated,
);

export const onRatingDeleted = onDocumentDeleted(
  { document, region: 'us-central1' },
  handleRatingDeleted,
);
