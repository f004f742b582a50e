// Signing in and registering: only the login and register pages need this, so it stays out
// of the first load (lib/auth.ts, which every page loads, keeps the state and sign-out).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { authSdk, publish, toAppUser, type AppUser } from './auth';
import { errorCode } from './errors';
import { i18n } from './i18n';
import { messageTexts } from './shared-texts';

export async function signIn(email: string, password: string): Promise<void> {
  const [{ auth }, { signInWithEmailAndPassword }] = await Promise.all([
    authSdk(),
    import('firebase/auth'),
  ]);
  await signInWithEmailAndPassword(auth, email, password);
}

export async function signInWithGoogle(): Promise<void> {
  const [{ auth, browserPopupRedirectResolver }, { GoogleAuthProvider, signInWithPopup }] =
    await Promise.all([authSdk(), import('firebase/auth')]);
  await signInWithPopup(auth, new GoogleAuthProvider(), browserPopupRedirectResolver);
}

interface Registration {
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
    authSdk(),
    import('firebase/auth'),
  ]);
  const { user } = await createUserWithEmailAndPassword(auth, email, password);
  await updateProfile(user, { displayName: name, photoURL });
  // A fresh token carries the name claim that firestore.rules compare author names with.
  await user.getIdToken(true);
  publish(user);
  return toAppUser(user);
}

const friendlyAuthErrors: Record<string, MessageDescriptor> = {
  'auth/invalid-credential': msg`Wrong e-mail or password.`,
  'auth/wrong-password': msg`Wrong e-mail or password.`,
  'auth/user-not-found': msg`No account uses this e-mail.`,
  'auth/email-already-in-use': msg`An account already uses this e-mail.`,
  'auth/invalid-email': msg`This e-mail address is not valid.`,
  'auth/weak-password': msg`This password is too weak.`,
  'auth/too-many-requests': msg`Too many attempts. Wait a minute and try again.`,
  'auth/popup-closed-by-user': msg`The sign-in window was closed before signing in.`,
  'auth/network-request-failed': msg`No connection to the sign-in service. Try again.`,
  // Disabled by an operator in the Auth console (decision 140).
  'auth/user-disabled': messageTexts.accountDisabled,
};

/**
 * The identity provider's error as a sentence in the page's language (one it does not know,
 * in its own English), with its code kept for support.
 */
export function authErrorMessage(error: unknown): { text: string; code: string } {
  const code = errorCode(error);
  const friendly = friendlyAuthErrors[code];
  if (friendly) return { text: i18n._(friendly), code };
  const message = error instanceof Error ? error.message : String(error);
  return { text: message.replace(/^Firebase:\s*/, ''), code };
}
