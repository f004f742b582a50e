// Live reads: reactfire hooks over the full Firestore SDK of the live session (LiveRoot provides
// it). Only the chunks of live pages import this module, so reactfire and the full SDK stay out
// of the first load (decision 075). Hooks answer in the gateway's shapes, never SDK types.
import { useMemo } from 'react';
import { collection, doc, limit, orderBy, query, where, type Firestore } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData, useFirestoreDocData } from 'reactfire';
import type { LiveQuery, StoredDoc } from './query';

export interface Live<T> {
  status: 'loading' | 'success' | 'error';
  data: T;
}

// reactfire hands each document's fields out with its id under this key.
const idField = '__id';

function stored(fields: Record<string, unknown>): StoredDoc {
  const { [idField]: id, ...data } = fields;
  return { id: String(id), data };
}

function sdkQuery(
  db: Firestore,
  { collection: path, where: filters, orderBy: sort, limit: size }: LiveQuery,
) {
  return query(
    collection(db, path),
    ...filters.map((w) => where(w.field, w.op, w.value)),
    ...(sort ? [orderBy(sort.field, sort.direction)] : []),
    limit(size),
  );
}

/** One document, live: null until it arrives and while it does not exist. */
export function useLiveDoc(collectionPath: string, id: string): Live<StoredDoc | null> {
  const db = useFirestore();
  const ref = useMemo(() => doc(db, collectionPath, id), [db, collectionPath, id]);
  const { status, data } = useFirestoreDocData(ref, { idField });
  return useMemo(
    () => ({ status, data: status === 'success' && data ? stored(data) : null }),
    [status, data],
  );
}

/**
 * A query's documents, live. `query` must be stable between renders (useMemo) or its listener
 * restarts each render.
 */
export function useLiveQuery(dataQuery: LiveQuery): Live<StoredDoc[]> {
  const db = useFirestore();
  const ref = useMemo(() => sdkQuery(db, dataQuery), [db, dataQuery]);
  const { status, data } = useFirestoreCollectionData(ref, { idField });
  return useMemo(() => ({ status, data: (data ?? []).map(stored) }), [status, data]);
}
