// Authentication state outside React: route loaders and the auth provider both read it.
// The SDK is loaded on first use, so pages paint before Firebase arrives.
import type { User } from 'firebase/auth';
import { env } from '@/config/env';
import { afterFirstPaint } from './after-first-paint';

export interface AppUser {
  uid: string;
  displayName: string;
  email: string;
  photoURL: string;
}

type Listener = (user: AppUser | null) => void;

const listeners = new Set<Listener>();
let current: AppUser | null = null;
let ready: Promise<AppUser | null> | undefined;

// The SDK waits for the first paint: the auth state is never needed to draw the first screen.
const firebase = () => afterFirstPaint().then(() => import('./firebase'));

function toAppUser(user: User): AppUser {
  return {
    uid: user.uid,
    displayName: user.displayName ?? '',
    email: user.email ?? '',
    photoURL: user.photoURL ?? '',
  };
}

/** Starts listening to Firebase Auth; resolves with the first user state it reports. */
export function authReady(): Promise<AppUser | null> {
  ready ??= firebase().then(
    ({ auth }) =>
      new Promise<AppUser | null>((resolve) => {
        void import('firebase/auth').then(({ onAuthStateChanged }) => {
          onAuthStateChanged(auth, (user) => {
            const previous = current;
            current = user ? toAppUser(user) : null;
            void syncSession(user, previous);
            resolve(current);
            listeners.forEach((listener) => listener(current));
          });
        });
      }),
  );
  return ready;
}

export function currentUser(): AppUser | null {
  return current;
}

export function onUserChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** After a profile change the SDK does not report a new state: tell the listeners ourselves. */
function publish(user: User) {
  current = toAppUser(user);
  listeners.forEach((listener) => listener(current));
}

// The spec's session calls: POST /jwt on sign-in, POST /logout on sign-out. Their answers are
// not needed by the app (it talks to Firestore with the SDK), so failures are only logged.
async function syncSession(user: User | null, previous: AppUser | null) {
  try {
    if (user) {
      const token = await user.getIdToken();
      await fetch(`${env.apiBase}/jwt`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({ email: user.email }),
      });
    } else if (previous) {
      await fetch(`${env.apiBase}/logout`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: previous.email }),
      });
    }
  } catch (error) {
    console.warn('Session call failed', error);
  }
}

/** The signed-in user's ID token, for calls to the REST facade. */
export async function idToken(): Promise<string | null> {
  const { auth } = await firebase();
  return auth.currentUser ? auth.currentUser.getIdToken() : null;
}

export async function signIn(email: string, password: string): Promise<void> {
  const [{ auth }, { signInWithEmailAndPassword }] = await Promise.all([
    firebase(),
    import('firebase/auth'),
  ]);
  await signInWithEmailAndPassword(auth, email, password);
}

export async function signInWithGoogle(): Promise<void> {
  const [{ auth, browserPopupRedirectResolver }, { GoogleAuthProvider, signInWithPopup }] =
    await Promise.all([firebase(), import('firebase/auth')]);
  await signInWithPopup(auth, new GoogleAuthProvider(), browserPopupRedirectResolver);
}

export interface Registration {
  name: string;
  email: string;
  password: string;
  photoURL: string;
}

/** Creates the account, sets its name and photo, and returns the user with them. */
export async function register({
  name,
  email,
  password,
  photoURL,
}: Registration): Promise<AppUser> {
  const [{ auth }, { createUserWithEmailAndPassword, updateProfile }] = await Promise.all([
    firebase(),
    import('firebase/auth'),
  ]);
  const { user } = await createUserWithEmailAndPassword(auth, email, password);
  await updateProfile(user, { displayName: name, photoURL });
  // A fresh token carries the name claim that firestore.rules compare author names with.
  await user.getIdToken(true);
  publish(user);
  return toAppUser(user);
}

const beforeSignOut = new Set<() => Promise<void>>();

/** Work that must finish while the user is still signed in (live listeners closing). */
export function onBeforeSignOut(task: () => Promise<void>): () => void {
  beforeSignOut.add(task);
  return () => beforeSignOut.delete(task);
}

export async function signOut(): Promise<void> {
  const { auth } = await firebase();
  await Promise.all([...beforeSignOut].map((task) => task().catch(console.warn)));
  await auth.signOut();
}

const friendlyAuthErrors: Record<string, string> = {
  'auth/invalid-credential': 'Wrong e-mail or password.',
  'auth/wrong-password': 'Wrong e-mail or password.',
  'auth/user-not-found': 'No account uses this e-mail.',
  'auth/email-already-in-use': 'An account already uses this e-mail.',
  'auth/invalid-email': 'This e-mail address is not valid.',
  'auth/weak-password': 'This password is too weak.',
  'auth/too-many-requests': 'Too many attempts. Wait a minute and try again.',
  'auth/popup-closed-by-user': 'The sign-in window was closed before signing in.',
  'auth/network-request-failed': 'No connection to the sign-in service. Try again.',
};

/** The identity provider's error as a sentence, with its code kept for support. */
export function authErrorMessage(error: unknown): { text: string; code: string } {
  const code =
    typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  const message = error instanceof Error ? error.message : String(error);
  return { text: friendlyAuthErrors[code] ?? message.replace(/^Firebase:\s*/, ''), code };
}
