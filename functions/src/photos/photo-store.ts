// The one module that keeps photos (contract, "Photos from the phone"). They live in Firestore,
// because Cloud Storage's emulator cannot start on offline machines: photos/{photoId} holds the
// owner and the time, and each width's WebP is a document of its own under `widths` (a document
// holds at most 1 MiB). A deployment that moves photos to Cloud Storage changes this file only.
import { createHash } from 'node:crypto';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { db } from '../lib/admin.js';
import { siteOrigin } from '../api/site-urls.js';
import {
  collections,
  photoIdPattern,
  photoLimits,
  photoPath,
  photoWidths,
  storedPhotoWidth,
  type PhotoWidth,
} from '../shared/index.js';
import type { PhotoVariant } from './process-photo.js';

const widthsCollection = 'widths';

const photoDoc = (photoId: string) => db.collection(collections.photos).doc(photoId);
const widthDoc = (photoId: string, width: PhotoWidth) =>
  photoDoc(photoId).collection(widthsCollection).doc(String(width));

/** The absolute URL a food or gallery entry stores: the 800 width on the site. */
export const storedPhotoUrl = (photoId: string) =>
  `${siteOrigin()}${photoPath(photoId, storedPhotoWidth)}`;

export class TooManyPhotos extends Error {}

/**
 * Counts one more photo from `uid` against the hourly limit, or throws TooManyPhotos. In a
 * transaction, so two uploads at once cannot both take the last place. Counted before the
 * photo is decoded: a refused file costs the server the same work as a kept one.
 */
export async function countUpload(uid: string, now = Date.now()): Promise<void> {
  const ref = db.collection(collections.photoQuotas).doc(uid);
  await db.runTransaction(async (tx) => {
    const stored: unknown = (await tx.get(ref)).get('sentAt');
    const hourAgo = now - 60 * 60 * 1000;
    const recent = (Array.isArray(stored) ? stored : [])
      .filter((time): time is Timestamp => time instanceof Timestamp)
      .filter((time) => time.toMillis() > hourAgo);
    if (recent.length >= photoLimits.uploadsPerHour) throw new TooManyPhotos();
    tx.set(ref, { sentAt: [...recent, Timestamp.fromMillis(now)] });
  });
}

/** Keeps a processed photo (all its widths in one batch) and returns its new id. */
export async function keepPhoto(ownerUid: string, variants: PhotoVariant[]): Promise<string> {
  const ref = db.collection(collections.photos).doc();
  const batch = db.batch();
  batch.create(ref, { ownerUid, createdAt: FieldValue.serverTimestamp() });
  for (const variant of variants) {
    batch.create(widthDoc(ref.id, variant.width), {
      webp: variant.webp,
      etag: createHash('sha256').update(variant.webp).digest('base64url').slice(0, 27),
      width: variant.actualWidth,
      height: variant.actualHeight,
    });
  }
  await batch.commit();
  return ref.id;
}

export interface StoredWidth {
  webp: Buffer;
  etag: string;
}

/** One width of a photo, or null when there is no such photo. */
export async function readPhoto(photoId: string, width: PhotoWidth): Promise<StoredWidth | null> {
  if (!photoIdPattern.test(photoId)) return null;
  const data = (await widthDoc(photoId, width).get()).data();
  if (!data || !Buffer.isBuffer(data.webp) || typeof data.etag !== 'string') return null;
  return { webp: data.webp, etag: data.etag };
}

/** When the photo was kept (milliseconds), or null when there is no such photo. */
export async function photoUploadedAt(photoId: string): Promise<number | null> {
  const createdAt: unknown = (await photoDoc(photoId).get()).get('createdAt');
  return createdAt instanceof Timestamp ? createdAt.toMillis() : null;
}

/** Whether a food or a gallery entry shows the photo. */
async function photoInUse(photoId: string): Promise<boolean> {
  const url = storedPhotoUrl(photoId);
  const users = await Promise.all(
    [collections.foods, collections.gallery].map((name) =>
      db.collection(name).where('imageURL', '==', url).limit(1).count().get(),
    ),
  );
  return users.some((snapshot) => snapshot.data().count > 0);
}

/** Deletes the photo, all its widths at once, when no food or gallery entry shows it. */
export async function deletePhotoIfUnused(photoId: string): Promise<'deleted' | 'in use'> {
  if (await photoInUse(photoId)) return 'in use';
  const batch = db.batch();
  for (const width of photoWidths) batch.delete(widthDoc(photoId, width));
  batch.delete(photoDoc(photoId));
  await batch.commit();
  return 'deleted';
}
