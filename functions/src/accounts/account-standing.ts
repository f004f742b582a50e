// Whether an account may act now, as operators set it in the Firebase console (contract,
// "Operators"): not disabled and not signed out everywhere in Auth (checked on every call, not
// only when its ID token expires), and not blocked (`blocked/{uid}`, any fields). The placeOrder
// callable and every signed-in call of the REST facade ask here (decision 140).
import type { DecodedIdToken } from 'firebase-admin/auth';
import { auth, db } from '../lib/admin.js';
import { collections } from '../shared/index.js';

/** One document read: whether an operator has blocked this account. */
export async function isBlocked(uid: string): Promise<boolean> {
  return (await db.collection(collections.blocked).doc(uid).get()).exists;
}

type TokenCheck = { active: true; token: DecodedIdToken } | { active: false; disabled: boolean };

/**
 * The ID token verified again with the revocation check: one Auth lookup of the account, which
 * refuses a disabled account, or a token issued before its sessions were revoked.
 */
export async function verifyActiveToken(idToken: string): Promise<TokenCheck> {
  try {
    return { active: true, token: await auth.verifyIdToken(idToken, true) };
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    return { active: false, disabled: code === 'auth/user-disabled' };
  }
}
