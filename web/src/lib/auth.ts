// Authentication state outside React: route loaders and the auth provider both read it.
// The SDK is loaded on first use, so pages paint before Firebase arrives.
import type { User } from 'firebase/auth';
import { loadOnce } from './load-once';
import { writeStored, readStored } from './local-storage';

export interface AppUser {
  uid: string;
  displayName: string;
  email: string;
  photoURL: string;
}

type Listener = (user: AppUser | null) => void;

const listeners = new Set<Listener>();
let current: AppUser | null = null;
let started: Promise<AppUser | null> | undefined;
let ready: Promise<AppUser | null> | undefined;

// Loaded on first use: the auth state is never needed to draw the first screen.
const firebase = loadOnce(() => import('./firebase'));

export function toAppUser(user: User): AppUser {
  return {
    uid: user.uid,
    displayName: user.displayName ?? '',
    email: user.email ?? '',
    photoURL: user.photoURL ?? '',
  };
}

// ---- The remembered user: what the navbar shows before Firebase Auth has reported.
const hintKey = 'foodtable:user';

// Storage refused: the navbar then waits for Firebase Auth, as before.
const remember = (user: AppUser | null) => writeStored(hintKey, user);

/**
 * The user this browser was signed in as when Firebase Auth last reported, or null. Only a
 * hint for the first paint (a name and a photo): Firebase Auth corrects it once it reports.
 */
export function rememberedUser(): AppUser | null {
  const value = readStored(hintKey);
  if (typeof value !== 'object' || value === null) return null;
  const field = (key: string) => {
    const v = (value as Record<string, unknown>)[key];
    return typeof v === 'string' ? v : '';
  };
  const uid = field('uid');
  return uid
    ? { uid, displayName: field('displayName'), email: field('email'), photoURL: field('photoURL') }
    : null;
}

/**
 * Whether this browser may hold a Firebase session: the remembered user, Firebase's own
 * localStorage fallback, or its IndexedDB store. When it does not, nobody is signed in and
 * Firebase Auth need not load until the visitor signs in (decision 110).
 */
async function mayHaveSession(): Promise<boolean> {
  if (rememberedUser()) return true;
  // Without the hint, Firebase's own stores tell. Their reader loads only then (a visitor who
  // never signed in, or one from before the hint), and its IndexedDB open, a long synchronous
  // call on a page's first use (10 ms and more at 1× CPU here), runs in a task of its own, not
  // inside React's effects after hydration (Total Blocking Time).
  const store = await import('./firebase-auth-store');
  return store.localStorageHasSession() || store.indexedDbHasSession();
}

/** Firebase (lib/firebase) with Auth listening: for sign-in, registration and sign-out. */
export async function authSdk() {
  const [sdk] = await Promise.all([firebase(), startAuth()]);
  return sdk;
}

/** Loads Firebase Auth and listens to it; resolves with the first user state it reports. */
function startAuth(): Promise<AppUser | null> {
  started ??= firebase().then(
    ({ auth }) =>
      new Promise<AppUser | null>((resolve) => {
        void import('firebase/auth').then(({ onAuthStateChanged }) => {
          onAuthStateChanged(auth, (user) => {
            const previous = current;
            current = user ? toAppUser(user) : null;
            remember(current);
            // The session calls are not needed to draw anything: their code loads with Auth.
            void import('./auth-session').then(({ syncSession }) => syncSession(user, previous));
            resolve(current);
            listeners.forEach((listener) => listener(current));
          });
        });
      }),
  );
  return started;
}

/**
 * Resolves with who is signed in. Loads Firebase Auth only when this browser may hold a
 * session; a visitor who never signed in gets null at once, without the SDK.
 */
export function authReady(): Promise<AppUser | null> {
  ready ??= mayHaveSession().then((maybe) => (maybe ? startAuth() : current));
  return ready;
}

/**
 * The signed-in user's ID token once Firebase Auth has reported (for a read over REST as
 * them), or null when nobody is signed in.
 */
export async function idToken(): Promise<string | null> {
  if (!(await authReady())) return null;
  const { auth } = await firebase();
  return auth.currentUser ? auth.currentUser.getIdToken() : null;
}

export function currentUser(): AppUser | null {
  return current;
}

export function onUserChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** After a profile change the SDK does not report a new state: tell the listeners ourselves. */
export function publish(user: User) {
  current = toAppUser(user);
  remember(current);
  listeners.forEach((listener) => listener(current));
}

const beforeSignOut = new Set<() => Promise<void>>();

/** Work that must finish while the user is still signed in (live listeners closing). */
export function onBeforeSignOut(task: () => Promise<void>): () => void {
  beforeSignOut.add(task);
  return () => beforeSignOut.delete(task);
}

export async function signOut(): Promise<void> {
  const { auth } = await authSdk();
  await Promise.all([...beforeSignOut].map((task) => task().catch(console.warn)));
  await auth.signOut();
}
