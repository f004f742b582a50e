import { asAuthorSees, collections, foodFromDocument, type AsAuthorSees, type Food } from '@shared';
import type { StoredDoc } from '@/lib/data/query';
import { readPublicDoc } from '@/lib/data/public-read';
import { readDoc } from '@/lib/data/store';
import { listedFood, rememberFoods } from './listed-foods';

// A Firestore document id is one path segment, not '.', '..' or __reserved__.
const validId = (id: string) =>
  id.length > 0 && id.length <= 1500 && !id.includes('/') && !/^\.\.?$|^__.*__$/.test(id);

const foodOf = (doc: StoredDoc | null) =>
  doc && asAuthorSees(foodFromDocument(doc.id, doc.data), doc.data);

const isRefused = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === 'permission-denied';

/**
 * One food by id, or null when there is no such food, or when an operator hid it and the
 * reader is not its owner (the rules refuse the read). The owner gets theirs marked hidden.
 * The copy this tab has just listed serves at once (the page's live copy follows); otherwise
 * a public read over REST, no SDK, and for a refused one the reader's own, signed in.
 */
export async function getFood(id: string): Promise<AsAuthorSees<Food> | null> {
  if (!validId(id)) return null;
  const listed = listedFood(id);
  if (listed) return listed;
  try {
    const food = foodOf(await readPublicDoc(collections.foods, id));
    if (food) rememberFoods([food]);
    return food;
  } catch (error) {
    if (!isRefused(error)) throw error;
  }
  // Hidden by an operator: only its author may still read it.
  try {
    return foodOf(await readDoc(collections.foods, id));
  } catch (error) {
    if (isRefused(error)) return null;
    throw error;
  }
}
