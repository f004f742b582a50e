// One page of the shared gallery, newest first. Entries are public: a plain REST read.
import { collections } from '@shared/collections';
import { pageSizes } from '@shared/constants';
import { galleryEntryFromDocument } from '@shared/documents';
import type { GalleryEntry } from '@shared';
import { readPublic } from '@/lib/data/public-read';
import type { Cursor } from '@/lib/data/query';

/** Where the next page starts (opaque). */
export type GalleryCursor = Cursor;

export interface GalleryPage {
  entries: GalleryEntry[];
  /** null when there is nothing more to load. */
  next: GalleryCursor | null;
}

export async function getGallery(after?: GalleryCursor | null): Promise<GalleryPage> {
  // With lookahead, 'Load more' shows only when there is more: it never leads to an empty page.
  const page = await readPublic(
    {
      collection: collections.gallery,
      where: [],
      orderBy: { field: 'createdAt', direction: 'desc' },
      limit: pageSizes.gallery,
    },
    after,
    { lookahead: true },
  );
  return {
    entries: page.docs.map((doc) => galleryEntryFromDocument(doc.id, doc.data)),
    next: page.next,
  };
}
