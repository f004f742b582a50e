// The only place the Admin SDK is set up. On the emulators, firebase-tools sets the
// *_EMULATOR_HOST variables and the SDK talks to them.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';

const app = getApps()[0] ?? initializeApp();

export const db = getFirestore(app);
export const auth = getAuth(app);

/** True only on the emulator suite: gates test-only hooks. */
export const onEmulators = process.env.FUNCTIONS_EMULATOR === 'true';
