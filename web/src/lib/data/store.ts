// Signed-in reads, writes, transactions and callable functions over the lite Firestore SDK
// (lib/firebase.ts), loaded on first use so no page's first paint waits for it. Features pass
// plain values; `serverTime` and `removeField` stand for the SDK's sentinels.
import { errorCode } from '@/lib/errors';
import { loadOnce } from '@/lib/load-once';
import type { Cursor, DataQuery, Page, StoredDoc } from './query';

/** The server's time at the write (`serverTimestamp()`): what the rules check as request.time. */
export const serverTime: unique symbol = Symbol('serverTime');
/** Removes the field (`deleteField()`), in an update. */
export const removeField: unique symbol = Symbol('removeField');

type WriteData = Record<string, unknown>;

// Loaded with the first read or write, and kept for the next ones (lib/load-once).
const sdk = loadOnce(() =>
  Promise.all([
    import('@/lib/firebase').then(({ createFirestoreClient }) => createFirestoreClient()),
    import('firebase/firestore/lite'),
  ]).then(([db, lite]) => ({ db, ...lite })),
);
type Sdk = Awaited<ReturnType<typeof sdk>>;

function toSdk(data: WriteData, { serverTimestamp, deleteField }: Sdk): WriteData {
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => [
      key,
      value === serverTime ? serverTimestamp() : value === removeField ? deleteField() : value,
    ]),
  );
}

/** One document, or null when there is none. */
export async function readDoc(collection: string, id: string): Promise<StoredDoc | null> {
  const { db, doc, getDoc } = await sdk();
  const snapshot = await getDoc(doc(db, collection, id));
  const data = snapshot.data();
  return data ? { id: snapshot.id, data } : null;
}

/** One page of a query as the signed-in user (rules that depend on who asks). */
export async function readSignedIn(query: DataQuery, after?: Cursor | null): Promise<Page> {
  if (after && after.path !== 'signed-in') throw new Error('A cursor of another read path');
  const {
    db,
    collection,
    documentId,
    getDocs,
    limit,
    orderBy,
    query: build,
    startAfter,
    where,
  } = await sdk();
  const { field, direction } = query.orderBy;
  const snapshot = await getDocs(
    build(
      collection(db, query.collection),
      ...query.where.map((w) => where(w.field, w.op, w.value)),
      orderBy(field, direction),
      // The document id breaks ties, as on the public path, so a cursor resumes exactly.
      orderBy(documentId(), direction),
      ...(after ? [startAfter(after.value, after.id)] : []),
      limit(query.limit),
    ),
  );
  const last = snapshot.docs.at(-1);
  return {
    docs: snapshot.docs.map((d) => ({ id: d.id, data: d.data() })),
    next:
      snapshot.docs.length === query.limit && last
        ? { path: 'signed-in', value: last.get(field) as unknown, id: last.id }
        : null,
  };
}

/** Adds a document with a new id; resolves with the id. */
export async function addDoc(collection: string, data: WriteData): Promise<string> {
  const fs = await sdk();
  const ref = await fs.addDoc(fs.collection(fs.db, collection), toSdk(data, fs));
  return ref.id;
}

export async function setDoc(collection: string, id: string, data: WriteData): Promise<void> {
  const fs = await sdk();
  await fs.setDoc(fs.doc(fs.db, collection, id), toSdk(data, fs));
}

/** Sets several whole documents in one atomic batch: all are written, or none. */
export async function setDocs(
  writes: readonly { collection: string; id: string; data: WriteData }[],
): Promise<void> {
  const fs = await sdk();
  const batch = fs.writeBatch(fs.db);
  for (const { collection, id, data } of writes)
    batch.set(fs.doc(fs.db, collection, id), toSdk(data, fs));
  await batch.commit();
}

export async function updateDoc(collection: string, id: string, data: WriteData): Promise<void> {
  const fs = await sdk();
  await fs.updateDoc(fs.doc(fs.db, collection, id), toSdk(data, fs));
}

export async function deleteDoc(collection: string, id: string): Promise<void> {
  const { db, doc, deleteDoc: remove } = await sdk();
  await remove(doc(db, collection, id));
}

/** What a transaction body may do: read first, then write; it reruns when a read changed. */
interface Transaction {
  get(collection: string, id: string): Promise<StoredDoc | null>;
  update(collection: string, id: string, data: WriteData): void;
}

export async function transact<T>(body: (transaction: Transaction) => Promise<T>): Promise<T> {
  const fs = await sdk();
  const { db, doc, runTransaction } = fs;
  return runTransaction(db, (transaction) =>
    body({
      async get(collection, id) {
        const snapshot = await transaction.get(doc(db, collection, id));
        const data = snapshot.data();
        return data ? { id: snapshot.id, data } : null;
      },
      update(collection, id, data) {
        transaction.update(doc(db, collection, id), toSdk(data, fs));
      },
    }),
  );
}

/** Loads the Firestore client ahead of a write the page is about to make (Add to meal). */
export function prepareStore(): void {
  void sdk();
}

// The Functions client and its call, as the Firestore SDK above: loaded once.
const functionsSdk = loadOnce(() =>
  Promise.all([
    import('@/lib/firebase').then(({ createFunctionsClient }) => createFunctionsClient()),
    import('firebase/functions'),
  ]).then(([client, { httpsCallable }]) => ({ client, httpsCallable })),
);

/** Loads the Functions client ahead of a call the page is about to make (the purchase form). */
export function prepareFunctions(): void {
  void functionsSdk();
}

/** Calls a callable Cloud Function; resolves with its result. */
export async function callFunction<Input, Output>(name: string, input: Input): Promise<Output> {
  const { client, httpsCallable } = await functionsSdk();
  const call = httpsCallable<Input, Output>(client, name);
  try {
    return (await call(input)).data;
  } catch (error) {
    // Refused for who is calling (disabled in the console, sessions revoked): signed out and
    // told why before the caller hears of it, so its page can send them to /login (decision 140).
    if (errorCode(error) === 'functions/unauthenticated')
      await import('@/lib/session-end').then(({ endRefusedSession }) => endRefusedSession(error));
    throw error;
  }
}
