// The signed-in account's live state for the navbar, in a worker of its own (decision 240): the
// orders waiting for the cook, the dishes in their meal, and an operator's block. The full
// Firestore SDK loads, evaluates and listens here, off the page's main thread, on every page.
// Firebase Auth reads the page's session from IndexedDB (the page's Auth keeps it there) and
// notices a sign-in or sign-out in it; the page terminates the worker before it signs out.
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
  where,
} from 'firebase/firestore';
import { collections, orderFromDocument } from '@shared';
import { env } from '@/config/env';
import { waitingCap, type AccountWatchUpdate } from './account-watch-messages';

const app = initializeApp(env.firebase);
const auth = initializeAuth(app, { persistence: indexedDBLocalPersistence });
const db = initializeFirestore(app, {});
if (env.useEmulators) {
  connectAuthEmulator(auth, 'http://127.0.0.1:9099', { disableWarnings: true });
  connectFirestoreEmulator(db, '127.0.0.1', 8080);
}

const post = (update: AccountWatchUpdate) => self.postMessage(update);

/** Listens to `uid`'s three documents and queries; returns the function that stops them. */
function watch(uid: string): () => void {
  const stopped = (what: string) => (error: Error) => {
    console.warn(`The navbar's ${what} stopped`, error);
  };
  const waiting = query(
    collection(db, collections.orders),
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
      doc(db, collections.carts, uid),
      (snapshot) => {
        const lines: unknown = snapshot.get('lines');
        post({ uid, mealCount: Array.isArray(lines) ? lines.length : 0 });
      },
      stopped('meal count'),
    ),
    onSnapshot(
      doc(db, collections.blocked, uid),
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
  const uid = auth.currentUser?.uid === asked ? asked : null;
  if (watching?.uid === uid) return;
  watching?.stop();
  watching = uid ? { uid, stop: watch(uid) } : null;
}

self.addEventListener('message', (event: MessageEvent<{ uid: string }>) => {
  asked = event.data.uid;
  follow();
});
onAuthStateChanged(auth, follow);
