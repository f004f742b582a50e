// The signed-in account's live state for the navbar, in a worker of its own (decision 240): the
// orders waiting for the cook, the dishes in their meal, and an operator's block. The full
// Firestore SDK loads, evaluates and listens here, off the page's main thread, on every page.
// Firebase Auth reads the page's session from IndexedDB (the page's Auth keeps it there) and
// notices a sign-in or sign-out in it; before the page signs out it has the worker stop.
import { initializeApp } from 'firebase/app';
import {
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  onAuthStateChanged,
} from 'firebase/auth';
import {
  collection,
  connectFirestoreEmulator,
  doc,
  initializeFirestore,
  limit,
  onSnapshot,
  query,
  terminate,
  where,
  type Firestore,
} from 'firebase/firestore';
import { collections, orderFromDocument } from '@shared';
import { env } from '@/config/env';
import {
  waitingCap,
  type AccountWatchOrder,
  type AccountWatchUpdate,
} from './account-watch-messages';

const app = initializeApp(env.firebase);
const auth = initializeAuth(app, { persistence: indexedDBLocalPersistence });
if (env.useEmulators) {
  connectAuthEmulator(auth, 'http://127.0.0.1:9099', { disableWarnings: true });
}

// One Firestore instance per account watched: stopping terminates it, which closes every
// listener with the connection they share.
let db: Firestore | null = null;
function firestore(): Firestore {
  if (!db) {
    db = initializeFirestore(app, {});
    if (env.useEmulators) connectFirestoreEmulator(db, '127.0.0.1', 8080);
  }
  return db;
}

const post = (update: AccountWatchUpdate) => self.postMessage(update);

/** Listens to `uid`'s three documents and queries; returns the function that stops them. */
function watch(uid: string): () => void {
  const store = firestore();
  const stopped = (what: string) => (error: Error) => {
    console.warn(`The navbar's ${what} stopped`, error);
  };
  const waiting = query(
    collection(store, collections.orders),
    where('foodOwnerUid', '==', uid),
    where('status', '==', 'placed'),
    limit(waitingCap + 1),
  );
  const stops = [
    onSnapshot(
      waiting,
      (snapshot) =>
        post({
          uid,
          waiting: snapshot.docs.map((order) => orderFromDocument(order.id, order.data())),
        }),
      stopped('waiting count'),
    ),
    onSnapshot(
      doc(store, collections.carts, uid),
      (snapshot) => {
        const lines: unknown = snapshot.get('lines');
        post({ uid, mealCount: Array.isArray(lines) ? lines.length : 0 });
      },
      stopped('meal count'),
    ),
    onSnapshot(
      doc(store, collections.blocked, uid),
      (snapshot) => post({ uid, blocked: snapshot.exists() }),
      stopped('block notice'),
    ),
  ];
  return () => stops.forEach((stop) => stop());
}

// The account the page asked for, and the one being watched: only the page's user is watched,
// once this worker's Auth has read the same user (a sign-in just made is in IndexedDB already,
// or within Auth's next look at it).
let asked: string | null = null;
let watching: { uid: string; stop: () => void } | null = null;

function follow() {
  const uid = asked !== null && auth.currentUser?.uid === asked ? asked : null;
  if (watching?.uid === uid) return;
  watching?.stop();
  watching = uid ? { uid, stop: watch(uid) } : null;
}
onAuthStateChanged(auth, follow);

/**
 * Every listener closed: the instance terminated (unsubscribing each first would only send
 * the server more requests). The worker stays, for the next account the page asks for.
 */
async function stop() {
  asked = null;
  watching = null;
  const ending = db;
  db = null;
  if (ending) {
    await terminate(ending).catch((error: unknown) =>
      console.warn('The account watch did not end cleanly', error),
    );
  }
  post({ stopped: true });
}

self.addEventListener('message', ({ data }: MessageEvent<AccountWatchOrder>) => {
  if ('stop' in data) {
    void stop();
    return;
  }
  asked = data.watch;
  follow();
});
