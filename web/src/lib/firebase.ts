// The only place the Firebase JS SDK is set up. Import this module only with import(), so
// that the first paint of any page never waits for the SDK.
import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  browserPopupRedirectResolver,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
} from 'firebase/auth';
import type { Firestore } from 'firebase/firestore/lite';
import type { Functions } from 'firebase/functions';
import { env } from '@/config/env';

export const app = initializeApp(env.firebase);

// initializeAuth with explicit persistence keeps the popup and redirect code out of the
// bundle until sign-in needs it (getAuth would pull it all in).
export const auth = initializeAuth(app, {
  persistence: [indexedDBLocalPersistence, browserLocalPersistence],
});

if (env.useEmulators) connectAuthEmulator(auth, 'http://127.0.0.1:9099', { disableWarnings: true });

export { browserPopupRedirectResolver };

/**
 * The lite Firestore client (one-shot reads and writes, no listeners or cache, a fraction of
 * the full SDK), its SDK loaded on first use: Auth, which every signed-in page starts, does
 * not bring it. lib/data/store.ts makes it once and keeps it.
 */
export async function createFirestoreClient(): Promise<Firestore> {
  const { connectFirestoreEmulator, getFirestore } = await import('firebase/firestore/lite');
  const client = getFirestore(app);
  if (env.useEmulators) connectFirestoreEmulator(client, '127.0.0.1', 8080);
  return client;
}

/**
 * The Cloud Functions client, its SDK loaded on first use (only the order pages call a
 * function). lib/data/store.ts makes it once and keeps it.
 */
export async function createFunctionsClient(): Promise<Functions> {
  const { connectFunctionsEmulator, getFunctions } = await import('firebase/functions');
  const client = getFunctions(app, 'us-central1');
  if (env.useEmulators) connectFunctionsEmulator(client, '127.0.0.1', 5001);
  return client;
}
