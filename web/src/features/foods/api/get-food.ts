import { collections, foodFromDocument, type Food } from '@shared';
import { readDoc } from '@/lib/data/store';

// A Firestore document id is one path segment, not '.', '..' or __reserved__.
const validId = (id: string) =>
  id.length > 0 && id.length <= 1500 && !id.includes('/') && !/^\.\.?$|^__.*__$/.test(id);

/** One food by id, or null when there is no such food. */
export async function getFood(id: string): Promise<Food | null> {
  if (!validId(id)) return null;
  const doc = await readDoc(collections.foods, id);
  return doc ? foodFromDocument(doc.id, doc.data) : null;
}
