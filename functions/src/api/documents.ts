// Documents as the facade answers them: the shared mapper (@shared documents) over a snapshot,
// so the facade and the web show one shape; derived fields such as searchTerms stay inside.
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import {
  foodFromDocument,
  galleryEntryFromDocument,
  orderFromDocument,
  reviewFromDocument,
  type DocumentData,
} from '../shared/index.js';

const over =
  <T>(map: (id: string, data: DocumentData) => T) =>
  (snapshot: DocumentSnapshot): T =>
    map(snapshot.id, snapshot.data() ?? {});

export const toFood = over(foodFromDocument);
/** An order with its status: one written before statuses existed reads as placed. */
export const toOrder = over(orderFromDocument);
export const toGalleryEntry = over(galleryEntryFromDocument);
export const toReview = over(reviewFromDocument);

/** The legacy server's insert and delete answers. */
export const inserted = (insertedId: string) => ({ acknowledged: true, insertedId });
export const deleted = (deletedCount: 0 | 1) => ({ acknowledged: true, deletedCount });
