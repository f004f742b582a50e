// One page of the shared gallery, newest first. The Firestore SDK is loaded on first call.
import type { QueryDocumentSnapshot } from 'firebase/firestore/lite';
import { collections } from '@shared/collections';
import { pageSizes } from '@shared/constants';
import type { GalleryEntry } from '@shared';

/** Where the next page starts: the last entry read. Opaque to callers. */
export type GalleryCursor = QueryDocumentSnapshot;

export interface GalleryPage {
  entries: GalleryEntry[];
  /** null when there is nothing more to load. */
  next: GalleryCursor | null;
}

export async function getGallery(after?: GalleryCursor | null): Promise<GalleryPage> {
  const [{ db }, { collection, getDocs, limit, orderBy, query, startAfter }] = await Promise.all([
    import('@/lib/firebase'),
    import('firebase/firestore/lite'),
  ]);
  const size = pageSizes.gallery;
  // One entry more than shown tells whether a next page exists, so 'Load more' never leads
  // to an empty page.
  const constraints = [orderBy('createdAt', 'desc'), ...(after ? [startAfter(after)] : [])];
  const snapshot = await getDocs(
    query(collection(db, collections.gallery), ...constraints, limit(size + 1)),
  );
  const docs = snapshot.docs.slice(0, size);
  const last = docs.at(-1);
  return {
    entries: docs.map(toGalleryEntry),
    next: snapshot.docs.length > size && last ? last : null,
  };
}

function toGalleryEntry(doc: QueryDocumentSnapshot): GalleryEntry {
  const data = doc.data();
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const createdAt = data.createdAt as { toDate?: () => Date } | null | undefined;
  return {
    _id: doc.id,
    imageURL: text(data.imageURL),
    feedback: text(data.feedback),
    userEmail: text(data.userEmail),
    userName: text(data.userName),
    userUid: text(data.userUid),
    createdAt: createdAt?.toDate ? createdAt.toDate().toISOString() : null,
  };
}
