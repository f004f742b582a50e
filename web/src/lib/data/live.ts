// Live reads: reactfire hooks over the full Firestore SDK of the live session (LiveRoot provides
// it). Only the chunks of live pages import this module, so reactfire and the full SDK stay out
// of the first load (decision 002). Hooks answer in the gateway's shapes, never SDK types.
import { useEffect, useMemo, useState } from 'react';
import {
  collection,
  doc,
  limit,
  onSnapshot,
  orderBy,
  query,
  where,
  type Firestore,
} from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData, useFirestoreDocData } from 'reactfire';
import { errorCode } from '@/lib/errors';
import type { LiveQuery, StoredDoc } from './query';

interface Live<T> {
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

/** A live document that the rules may stop showing this reader: `refused` once they do. */
export interface LiveUnlessRefused {
  status: 'loading' | 'success' | 'refused';
  data: StoredDoc | null;
}

type Heard =
  | { path: string; status: 'success'; data: StoredDoc | null }
  | { path: string; status: 'refused'; data: null }
  | { path: string; status: 'error'; error: unknown };

/**
 * What a listener's error means for a document the rules show to some readers only: the rules
 * refusing it (permission-denied, once an operator hid it from this reader) is an answer, not
 * a failure; any other error still is one.
 */
export const isRefusal = (error: unknown) => errorCode(error) === 'permission-denied';

/**
 * One document, live, for a reader the rules may stop letting read it while the page is open
 * (an operator hides a food: decision 140). The listener's refusal is answered as `refused`
 * instead of stopping the live view; any other error is thrown to the LiveRoot's boundary, as
 * reactfire's hooks do. A plain listener, not reactfire's: reactfire throws every error while
 * rendering and keeps the failed listener in its cache.
 */
export function useLiveDocUnlessRefused(collectionPath: string, id: string): LiveUnlessRefused {
  const db = useFirestore();
  const path = `${collectionPath}/${id}`;
  const [heard, setHeard] = useState<Heard | null>(null);
  useEffect(
    () =>
      onSnapshot(
        doc(db, path),
        (snapshot) => {
          const data = snapshot.data();
          setHeard({ path, status: 'success', data: data ? { id: snapshot.id, data } : null });
        },
        (error) =>
          setHeard(
            isRefusal(error)
              ? { path, status: 'refused', data: null }
              : { path, status: 'error', error },
          ),
      ),
    [db, path],
  );
  // What was heard for another document (the id changed) is not this one's.
  const now = heard?.path === path ? heard : null;
  const live = useMemo<LiveUnlessRefused>(
    () =>
      now && now.status !== 'error'
        ? { status: now.status, data: now.data }
        : { status: 'loading', data: null },
    [now],
  );
  if (now?.status === 'error') throw now.error;
  return live;
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
