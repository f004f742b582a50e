// Posts an image with feedback to the shared gallery, as the signed-in user.
import {
  collections,
  galleryEntrySchema,
  type GalleryEntry,
  type GalleryEntryInput,
} from '@shared';
import { authorOf } from '@/lib/author';
import type { AppUser } from '@/lib/auth';
import { addDoc, serverTime } from '@/lib/data/store';

export { galleryEntrySchema, type GalleryEntryInput };

/** Writes exactly the contract's keys and returns the entry as the page shows it. */
export async function addGalleryEntry(
  input: GalleryEntryInput,
  user: AppUser,
): Promise<GalleryEntry> {
  const { imageURL, feedback } = galleryEntrySchema.parse(input);
  const author = authorOf(user);
  const id = await addDoc(collections.gallery, {
    imageURL,
    feedback,
    ...author,
    createdAt: serverTime,
  });
  // The server's time is not read back: for ordering on this page "now" is close enough.
  return { _id: id, imageURL, feedback, ...author, createdAt: new Date().toISOString() };
}
