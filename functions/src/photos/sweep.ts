// A photo nobody uses does not stay (contract, "Photos from the phone"): each upload schedules
// a task for 24 hours later (Cloud Tasks; scheduled functions cannot run offline), which deletes
// the photo unless a food or a gallery entry shows it by then. The task checks the photo's age
// itself: a task that comes early (queued by hand, or by a queue that ignores the schedule, as
// firebase-tools' own did: decision 230) must change nothing. A food or an entry that lets
// go of a photo (deleted, or given another image) deletes it at once when nothing else shows it.
import { getFunctions } from 'firebase-admin/functions';
import { onDocumentDeleted, onDocumentWritten } from 'firebase-functions/v2/firestore';
import { onTaskDispatched } from 'firebase-functions/v2/tasks';
import { collections, photoIdPattern, photoOf } from '../shared/index.js';
import { deletePhotoIfUnused, photoUploadedAt, storedPhotoUrl } from './photo-store.js';

const region = 'us-central1';
const unusedPhotoLifetimeSeconds = 24 * 60 * 60;
// Cloud Tasks may run a task a little before its time; a minute early still counts as due.
const earlyTolerance = 60;

export const sweepPhoto = onTaskDispatched<{ photoId?: unknown }>(
  {
    region,
    retryConfig: { maxAttempts: 5, minBackoffSeconds: 60 },
    rateLimits: { maxConcurrentDispatches: 10 },
  },
  async (request) => {
    const { photoId } = request.data;
    if (typeof photoId !== 'string' || !photoIdPattern.test(photoId)) return;
    const uploadedAt = await photoUploadedAt(photoId);
    const dueAt = Date.now() - (unusedPhotoLifetimeSeconds - earlyTolerance) * 1000;
    if (uploadedAt !== null && uploadedAt <= dueAt) await deletePhotoIfUnused(photoId);
  },
);

/** Schedules the look at a new photo 24 hours from now. */
export async function scheduleSweep(photoId: string): Promise<void> {
  await getFunctions()
    .taskQueue<{ photoId: string }>(`locations/${region}/functions/sweepPhoto`)
    .enqueue({ photoId }, { scheduleDelaySeconds: unusedPhotoLifetimeSeconds });
}

/** The photo of ours an image URL shows (one the site stored), if any. */
function ourPhoto(imageURL: unknown): string | null {
  if (typeof imageURL !== 'string') return null;
  const photo = photoOf(imageURL);
  return photo && storedPhotoUrl(photo.photoId) === imageURL ? photo.photoId : null;
}

/** The photo a document showed before this write and no longer shows after it. */
async function releaseLetGo(before: unknown, after: unknown): Promise<void> {
  const photoId = ourPhoto(before);
  if (photoId && ourPhoto(after) !== photoId) await deletePhotoIfUnused(photoId);
}

export const releaseFoodPhoto = onDocumentWritten(
  { document: `${collections.foods}/{foodId}`, region },
  async (event) => {
    await releaseLetGo(event.data?.before.get('imageURL'), event.data?.after.get('imageURL'));
  },
);

export const releaseGalleryPhoto = onDocumentDeleted(
  { document: `${collections.gallery}/{entryId}`, region },
  async (event) => {
    await releaseLetGo(event.data?.get('imageURL'), undefined);
  },
);
