import { collections, type Food } from '@shared';
import { foodFromDoc } from './food-from-doc';

// A Firestore document id is one path segment, not '.', '..' or __reserved__.
const validId = (id: string) =>
  id.length > 0 && id.length <= 1500 && !id.includes('/') && !/^\.\.?$|^__.*__$/.test(id);

/** One food by id, or null when there is no such food. */
export async function getFood(id: string): Promise<Food | null> {
  if (!validId(id)) return null;
  const [{ db }, { doc, getDoc }] = await Promise.all([
    import('@/lib/firebase'),
    import('firebase/firestore/lite'),
  ]);
  const snapshot = await getDoc(doc(db, collections.foods, id));
  const data = snapshot.data();
  return data ? foodFromDoc(snapshot.id, data) : null;
}
