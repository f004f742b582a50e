// Who is calling the REST facade: a Firebase ID token as Bearer, or the `__session` cookie
// that POST /jwt set. Both are verified with revocation checks.
import type { Request } from 'express';
import type { DecodedIdToken } from 'firebase-admin/auth';
import { isBlocked } from '../accounts/account-standing.js';
import { auth } from '../lib/admin.js';
import { imageUrlPattern, limits, messages } from '../shared/index.js';
import { forbidden, HttpError } from './http.js';

export const sessionCookieName = '__session';

export interface Caller {
  uid: string;
  email: string;
  name: string;
  picture: string;
}

export function bearerToken(req: Request): string | null {
  const header = req.get('authorization') ?? '';
  const match = /^Bearer (\S+)$/.exec(header);
  return match?.[1] ?? null;
}

function readCookie(req: Request, name: string): string | null {
  for (const part of (req.get('cookie') ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

function toCaller(token: DecodedIdToken): Caller {
  return {
    uid: token.uid,
    email: token.email ?? '',
    name: typeof token.name === 'string' ? token.name : '',
    picture: token.picture ?? '',
  };
}

/** The verified caller, or null when there is none or the credential is bad, expired or revoked. */
async function identifyCaller(req: Request): Promise<Caller | null> {
  try {
    const token = bearerToken(req);
    if (token) return toCaller(await auth.verifyIdToken(token, true));
    const cookie = readCookie(req, sessionCookieName);
    if (cookie) return toCaller(await auth.verifySessionCookie(cookie, true));
  } catch {
    return null;
  }
  return null;
}

/**
 * The verified caller, or a 401. Every account of this site has an e-mail; one without is refused.
 * An account an operator blocked is refused with 403 for every call that needs a caller, reads
 * included (one document read per call); public lists never ask here.
 */
export async function requireCaller(req: Request): Promise<Caller> {
  const caller = await identifyCaller(req);
  if (!caller) throw new HttpError(401, { error: 'Sign in first' });
  if (!caller.email)
    throw new HttpError(403, { error: 'Sign in with an account that has an e-mail' });
  if (await isBlocked(caller.uid)) throw forbidden(messages.accountBlocked);
  return caller;
}

const isImageUrl = (value: string) => value.length <= limits.urlMax && imageUrlPattern.test(value);

/**
 * The caller as the author of a document: uid and e-mail from the verified token; the name and
 * photo from the token, or from the Auth account when the token predates them (the first token
 * after sign-up has no name yet). Never from the request body.
 */
export async function authorOf(caller: Caller): Promise<Caller> {
  let name = caller.name.trim();
  let picture = isImageUrl(caller.picture) ? caller.picture : '';
  if (!name || !picture) {
    const account = await auth.getUser(caller.uid).catch(() => null);
    name ||= account?.displayName?.trim() ?? '';
    if (!picture && account?.photoURL && isImageUrl(account.photoURL)) picture = account.photoURL;
  }
  name ||= caller.email.split('@')[0] ?? '';
  return { ...caller, name: name.slice(0, limits.userNameMax), picture };
}
