// One mapper from stored documents to what the web and the facade show: the id as `_id`, each
// field of the collection's shape coerced to its kind (a hand-edited document in the console
// never yields undefined, NaN or an object where text is expected), server times as ISO text.
// The shapes of foods and of what the public pages show are here; an order's shape is in
// order-documents.ts, a day's sales in sales.ts and a receipt's in receipts.ts, so that the
// menu's pages do not carry what only an account's pages read.
import { ratingSummaryOf, type Rating } from './rating-summary.js';
import type { Food, GalleryEntry, Review } from './types.js';
import { declarationFields, declarationOf, type FoodDeclaration } from './declaration.js';
import { currencyOf } from './money.js';

/**
 * How a stored field reads: text ('' when missing), text that may be unset (null), a finite
 * number (0), or a time (null).
 */
export type FieldKind = 'text' | 'optionalText' | 'number' | 'time';

/** A document type's fields and their kinds (the `_id` comes from the document's name). */
export type Shape<T> = { readonly [K in Exclude<keyof T, '_id'>]: FieldKind };

const foodShape = {
  foodName: 'text',
  imageURL: 'text',
  category: 'text',
  country: 'text',
  price: 'number',
  quantity: 'number',
  description: 'text',
  userName: 'text',
  userEmail: 'text',
  ownerUid: 'text',
  orderCount: 'number',
  createdAt: 'time',
  // Checked together by ratingSummaryOf below: a damaged aggregate reads as unrated.
  ratingAvg: 'number',
  ratingCount: 'number',
  // currency is read apart (currencyOf): absent or unknown is US dollars.
} as const satisfies Shape<Omit<Food, keyof FoodDeclaration | 'currency'>>;

const galleryShape = {
  imageURL: 'text',
  feedback: 'text',
  userEmail: 'text',
  userName: 'text',
  userUid: 'text',
  createdAt: 'time',
} as const satisfies Shape<GalleryEntry>;

const reviewShape = {
  title: 'text',
  review: 'text',
  userEmail: 'text',
  userName: 'text',
  userPhoto: 'text',
  userUid: 'text',
  createdAt: 'time',
} as const satisfies Shape<Review>;

const ratingShape = {
  stars: 'number',
  comment: 'text',
  foodId: 'text',
  buyerUid: 'text',
  buyerName: 'text',
  createdAt: 'time',
} as const satisfies Shape<Rating>;

/** A shape's field names, in its order. */
export const fieldsOf = <S extends object>(shape: S) => Object.keys(shape) as (keyof S & string)[];

/**
 * A food's own fields, as stored and as shown: what a read asks for (derived fields stay home).
 * The declaration's five are read apart (declarationOf): a food without them is not declared.
 */
export const foodFields = [...fieldsOf(foodShape), 'currency', ...declarationFields];

/** A stored time as the SDKs hand it out (Timestamp), as REST decodes it, or a Date. */
interface TimeLike {
  toDate: () => Date;
}

function read(kind: FieldKind, value: unknown): string | number | null {
  switch (kind) {
    case 'text':
      return typeof value === 'string' ? value : '';
    case 'optionalText':
      return typeof value === 'string' ? value : null;
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? value : 0;
    case 'time': {
      const date =
        value instanceof Date
          ? value
          : typeof (value as Partial<TimeLike> | null)?.toDate === 'function'
            ? (value as TimeLike).toDate()
            : null;
      return date && !Number.isNaN(date.getTime()) ? date.toISOString() : null;
    }
  }
}

/** Each field of the shape, read to its kind (also for receipts.ts's mapper, kept apart). */
export function readFields<T>(shape: Record<string, FieldKind>, data: object): T {
  const fields = data as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [field, kind] of Object.entries(shape)) out[field] = read(kind, fields[field]);
  // Every key of T is in its shape (checked with `satisfies`), each read to its kind.
  return out as T;
}

export function fromShape<T>(shape: Record<string, FieldKind>, id: string, data: object): T {
  return { _id: id, ...readFields<Omit<T, '_id'>>(shape, data) } as T;
}

/** Stored document data as any SDK hands it out: plain fields, times with `toDate()`. */
export type DocumentData = object;

export const foodFromDocument = (id: string, data: DocumentData): Food => ({
  ...fromShape<Food>(foodShape, id, data),
  currency: currencyOf((data as { currency?: unknown }).currency),
  ...ratingSummaryOf(data),
  ...declarationOf(data as Record<string, unknown>),
});

export const galleryEntryFromDocument = (id: string, data: DocumentData) =>
  fromShape<GalleryEntry>(galleryShape, id, data);

export const reviewFromDocument = (id: string, data: DocumentData) =>
  fromShape<Review>(reviewShape, id, data);

export const ratingFromDocument = (id: string, data: DocumentData) =>
  fromShape<Rating>(ratingShape, id, data);
