// The full Firestore SDK (listeners, local cache) for the live pages, beside the lite instance
// of firebase.ts. Only the chunks of live pages import this module (decision 002).
//
// reactfire keeps every observable it creates in a global cache, and its shareReplay never
// lets go of the Firestore listener underneath, even when no component watches any more. So
// the listeners of a page left behind would stay open, and after sign-out they would fail
// with permission-denied (and stay failed in the cache: reactfire-cache.ts). The sure way to stop them is to
// terminate the Firestore instance: a "live session" is one instance, ended when a live page
// is left and before sign-out; the next live view starts a new one (decision 002).
import {
  connectFirestoreEmulator,
  initializeFirestore,
  terminate,
  type Firestore,
} from 'firebase/firestore';
import { env } from '@/config/env';
import { currentUser, onBeforeSignOut, onUserChanged } from '@/lib/auth';
import { app } from '@/lib/firebase';
import { forgetReactfireFirestore } from './reactfire-cache';

interface LiveSession {
  /** Changes with every new instance: live subtrees are keyed by it. */
  id: number;
  db: Firestore;
}

let session: LiveSession | null = null;
let nextId = 1;
// From "before sign-out" until someone signs in again no listener may start.
let suspended = false;
const listeners = new Set<() => void>();

function startSession(): LiveSession {
  const db = initializeFirestore(app, {});
  if (env.useEmulators) connectFirestoreEmulator(db, '127.0.0.1', 8080);
  session = { id: nextId++, db };
  return session;
}

// Created at module level, never inside a component: reactfire wants the SDK's instances made
// once, outside rendering.
startSession();

const publish = () => listeners.forEach((listener) => listener());

/** The current session, or null while none runs (after sign-out, say). */
export function currentLiveSession(): LiveSession | null {
  return session;
}

/** Starts a session when none runs and nobody is signing out. */
export function ensureLiveSession(): void {
  if (session || suspended) return;
  startSession();
  publish();
}

export function subscribeLiveSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Stops every live listener at once: clears reactfire's cache, terminates the instance and
 * tells the live subtrees (they render nothing without a session, so no hook subscribes to
 * the old instance). With `restart`, a fresh session replaces it at once (a live page was
 * left while another live view still watches).
 */
export async function endLiveSession({ restart = false } = {}): Promise<void> {
  const ended = session;
  session = null;
  forgetReactfireFirestore();
  // terminate() unregisters the instance at once (the rest is asynchronous): only then does
  // initializeFirestore make a new one instead of handing back the one being terminated.
  const terminated = ended ? terminate(ended.db) : Promise.resolve();
  if (restart && !suspended) startSession();
  publish();
  await terminated;
}

// Before the user's token goes away every listener must be closed, or each one fails with
// permission-denied.
onBeforeSignOut(() => {
  suspended = true;
  return endLiveSession();
});
// A sign-out this tab did not start (another tab, a revoked session) or a different user:
// the listeners of the old user must not outlive them. Live views start a new session for
// the next user themselves.
let sessionUid = currentUser()?.uid ?? null;
onUserChanged((user) => {
  const uid = user?.uid ?? null;
  suspended = !user;
  if (sessionUid !== uid) void endLiveSession({ restart: !!user });
  sessionUid = uid;
});
