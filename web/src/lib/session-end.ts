// An account the server no longer accepts (disabled in the Auth console, or its sessions
// revoked): the app signs it out and says why in a popup (decision 140). Loaded only when a
// call is refused, or with the account's live notice for a signed-in user; never in the
// first load. Its texts load when it has something to say.
import type { User } from 'firebase/auth';
import { messages } from '@shared/messages';
import { authSdk, currentUser, onBeforeSignOut, signOut } from './auth';
import { errorCode } from './errors';
import { signedOutNotice } from './popups';
import { pageText } from './shared-texts';
import { loadCatalog } from './i18n';

/** This module's catalog (decision 210), loaded with its first popup. */
const texts = import.meta.glob('../locales/session-end/*.po');

/**
 * Why the server no longer accepts this session, from a callable's refusal or the Auth SDK's
 * failed token refresh; null when the error says nothing of the kind.
 */
export function endedSessionMessage(error: unknown): string | null {
  switch (errorCode(error)) {
    case 'auth/user-disabled':
      return messages.accountDisabled;
    // A refresh token revoked (the operator ended the sessions, the password changed).
    case 'auth/user-token-expired':
      return messages.sessionEnded;
    // placeOrder says which (decision 140); a call that carried no token at all, or a
    // revoked one, is a session that has ended.
    case 'functions/unauthenticated': {
      const said = error instanceof Error ? error.message : '';
      return said.startsWith(messages.accountDisabled)
        ? messages.accountDisabled
        : messages.sessionEnded;
    }
    default:
      return null;
  }
}

// One popup for one ending, however many refusals arrive together.
let saying: Promise<void> | null = null;

/** Says `message` (the shared code's English) in the page's language. */
function say(message: string): Promise<void> {
  saying ??= loadCatalog(texts)
    .then(() => signedOutNotice(pageText(message)))
    .finally(() => {
      saying = null;
    });
  return saying;
}

/**
 * A call refused because of who made it: signs the user out (resolves once signed out, so the
 * caller's page can send them to /login) and says why. When the app already shows nobody
 * signed in, the Auth SDK ended the session itself and `watchSessionEnd` says why.
 */
export async function endRefusedSession(error: unknown): Promise<void> {
  const message = endedSessionMessage(error);
  if (!message || !currentUser()) return;
  await signOut();
  void say(message);
}

/** The answer to "why did the Auth SDK sign this user out?": ask the account again. */
async function whyEnded(left: User): Promise<string | null> {
  try {
    // Signed out, the user object still holds its refresh token: a refresh of it asks the
    // identity service about the account without signing anyone in (it is no longer the
    // current user, so the SDK persists nothing).
    await left.getIdToken(true);
    return null;
  } catch (error) {
    return endedSessionMessage(error);
  }
}

let watching = false;
let ownSignOut = false;

/**
 * The Auth SDK signs a user out by itself when a token refresh (hourly, or on the first call
 * after the token expired) or its start-up reload finds the account disabled or its sessions
 * revoked, and reports only "signed out" (firebase/auth `_logoutIfInvalidated`). A sign-out
 * this tab did not ask for is checked once: disabled or revoked, the popup says so; another
 * tab's Logout is neither, and shows nothing. Started once, for the rest of the page's life.
 */
export function watchSessionEnd(): void {
  if (watching) return;
  watching = true;
  onBeforeSignOut(async () => {
    ownSignOut = true;
  });
  void Promise.all([authSdk(), import('firebase/auth')]).then(
    ([{ auth }, { onAuthStateChanged }]) => {
      let signedIn = auth.currentUser;
      onAuthStateChanged(auth, (user) => {
        const left = signedIn;
        const own = ownSignOut;
        signedIn = user;
        ownSignOut = false;
        if (user || !left || own) return;
        void whyEnded(left).then((message) => {
          if (message) void say(message);
        });
      });
    },
  );
}
