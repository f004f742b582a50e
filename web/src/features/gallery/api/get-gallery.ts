// One page of the shared gallery, newest first. Entries are public: a plain REST read.
import { galleryEntryFromDocument } from '@shared/documents';
import { galleryListPlan } from '@shared/public-lists';
import type { GalleryEntry } from '@shared';
import { readPublicVisible } from '@/lib/data/public-read';
import type { ListPage } from '@/components/list/more-pages';
import { decodeCursor, encodeCursor } from '@/lib/data/query';

/** A page of the gallery; `next` is null when there is nothing more to load. */
export type GalleryPage = ListPage<GalleryEntry>;

export async function getGallery(after?: string | null): Promise<GalleryPage> {
  // With lookahead, 'Load more' shows only when there is more: it never leads to an empty page.
  // Without the entries operators hid: the page is refilled from the next ones.
  const page = await readPublicVisible(galleryListPlan(), decodeCursor(after ?? null), {
    lookahead: true,
  });
  return {
    items: page.docs.map((doc) => galleryEntryFromDocument(doc.id, doc.data)),
    next: page.next && encodeCursor(page.next),
  };
}
