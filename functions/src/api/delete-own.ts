// DELETE /allspot: the caller deletes a document they own.
import type { DocumentReference } from 'firebase-admin/firestore';
import { db } from '../lib/admin.js';
import { deleted } from './documents.js';
import { forbidden, isDocumentId, notFound } from './http.js';

/**
 * Deletes `ref` when `ownerField` holds the caller's uid: 404 when it does not exist (or the id
 * is malformed), 403 when it is someone else's. Read and delete run in one transaction, so of
 * two deletes at once only one reports a deletion.
 */
export async function deleteOwnDocument(
  id: string,
  refFor: (id: string) => DocumentReference,
  ownerField: string,
  callerUid: string,
  refusal: string,
) {
  if (!isDocumentId(id)) throw notFound(deleted(0));
  const ref = refFor(id);
  const outcome = await db.runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) return 'missing';
    if (snapshot.get(ownerField) !== callerUid) return 'not-yours';
    tx.delete(ref);
    return 'deleted';
  });
  if (outcome === 'missing') throw notFound(deleted(0));
  if (outcome === 'not-yours') throw forbidden(refusal);
  return deleted(1);
}
