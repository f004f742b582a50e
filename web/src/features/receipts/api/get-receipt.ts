import { collections, receiptFromDocument, type Receipt } from '@shared';
import { errorCode } from '@/lib/errors';
import { readDoc } from '@/lib/data/store';

// A Firestore document id is one path segment, not '.', '..' or __reserved__.
const validId = (id: string) =>
  id.length > 0 && id.length <= 1500 && !id.includes('/') && !/^\.\.?$|^__.*__$/.test(id);

/**
 * The receipt of an order or a meal (receipts/{orderId or mealId}), for its buyer or its cook;
 * null for anyone else and for a receipt that does not exist: firestore.rules refuse both
 * alike, so the page cannot tell a stranger whether there is one.
 */
export async function getReceipt(id: string): Promise<Receipt | null> {
  if (!validId(id)) return null;
  try {
    const stored = await readDoc(collections.receipts, id);
    return stored && receiptFromDocument(stored.id, stored.data);
  } catch (error) {
    if (errorCode(error) === 'permission-denied') return null;
    throw error;
  }
}
