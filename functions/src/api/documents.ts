// Documents as the facade answers them: the id as `_id`, timestamps as ISO strings, and only
// the contract's fields (derived or bookkeeping fields such as searchTerms stay inside).
import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import {
  foodFields,
  orderStatusOf,
  statusTimeField,
  type Food,
  type GalleryEntry,
  type Order,
  type Review,
} from '../shared/index.js';

type Fields<T> = readonly Exclude<keyof T, '_id'>[];

const orderFields = [
  'buyerEmail',
  'buyerName',
  'buyerUid',
  'buyingDate',
  'foodName',
  'price',
  'quantity',
  'foodOwner',
  'foodOwnerUid',
  'foodId',
  'imageURL',
  'createdAt',
  'status',
  ...Object.values(statusTimeField),
  'pickupAt',
  'pickupArea',
  'pickupAddress',
] as const satisfies Fields<Order>;

const galleryFields = [
  'imageURL',
  'feedback',
  'userEmail',
  'userName',
  'userUid',
  'createdAt',
] as const satisfies Fields<GalleryEntry>;

const reviewFields = [
  'title',
  'review',
  'userEmail',
  'userName',
  'userPhoto',
  'userUid',
  'createdAt',
] as const satisfies Fields<Review>;

function plain(value: unknown): unknown {
  return value instanceof Timestamp ? value.toDate().toISOString() : (value ?? null);
}

function pick<T>(snapshot: DocumentSnapshot, fields: readonly string[]): T {
  const data = snapshot.data() ?? {};
  const out: Record<string, unknown> = { _id: snapshot.id };
  for (const field of fields) out[field] = plain(data[field]);
  // The field lists above are checked against the types with `satisfies`.
  return out as T;
}

export const toFood = (snapshot: DocumentSnapshot) => pick<Food>(snapshot, foodFields);
/**
 * An order with its status: one written before statuses existed reads as placed; one written
 * before pickups has pickupAt, pickupArea and pickupAddress null ("Pickup not set").
 */
export const toOrder = (snapshot: DocumentSnapshot): Order => ({
  ...pick<Order>(snapshot, orderFields),
  status: orderStatusOf(snapshot.data() ?? {}),
});
export const toGalleryEntry = (snapshot: DocumentSnapshot) =>
  pick<GalleryEntry>(snapshot, galleryFields);
export const toReview = (snapshot: DocumentSnapshot) => pick<Review>(snapshot, reviewFields);

/** The legacy server's insert and delete answers. */
export const inserted = (insertedId: string) => ({ acknowledged: true, insertedId });
export const deleted = (deletedCount: 0 | 1) => ({ acknowledged: true, deletedCount });
