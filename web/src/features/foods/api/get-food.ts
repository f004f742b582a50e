import { asAuthorSees, collections, foodFromDocument, type AsAuthorSees, type Food } from '@shared';
import { readDoc } from '@/lib/data/store';

// A Firestore document id is one path segment, not '.', '..' or __reserved__.
const validId = (id: string) =>
  id.length > 0 && id.length <= 1500 && !id.includes('/') && !/^\.\.?$|^__.*__$/.test(id);

const isRefused = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === 'permission-denied';

/**
 * One food by id, or null when there is no such food, or when an operator hid it and the
 * reader is not its owner (the rules refuse the read). The owner gets theirs marked hidden.
 */
export async function getFood(id: string): Promise<AsAuthorSees<Food> | null> {
  if (!validId(id)) return null;
  try {
    const doc = await readDoc(collections.foods, id);
    return doc ? asAuthorSees(foodFromDocument(doc.id, doc.data), doc.data) : null;
  } catch (error) {
    if (isRefused(error)) return null;
    throw error;
  }
}
