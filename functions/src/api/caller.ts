// Who is calling the REST facade: a Firebase ID token as Bearer, or the `__session` cookie
// that POST /jwt set. Both are verified with revocation checks.
import type { Request } from 'express';
import type { DecodedIdToken } from 'firebase-admin/auth';
import { auth } from '../lib/admin.js';

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

export function readCookie(req: Request, name: string): string | null {
  for (const part of (req.get('cookie') ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

export function toCaller(token: DecodedIdToken): Caller {
  return {
    uid: token.uid,
    email: token.email ?? '',
    name: typeof token.name === 'string' ? token.name : '',
    picture: token.picture ?? '',
  };
}

/** The verified caller, or null when there is none or the credential is bad, expired or revoked. */
export async function identifyCaller(req: Request): Promise<Caller | null> {
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
