// POST /jwt and POST /logout: the spec's session calls. A session cookie is minted only for a
// verified ID token whose e-mail matches the body; the old server signed any e-mail it was sent.
import type { Request, Response } from 'express';
import { z } from 'zod';
import { auth } from '../lib/admin.js';
import { bearerToken, sessionCookieName } from './caller.js';

const sessionDays = 5;
const cookieAttributes = 'Path=/; HttpOnly; Secure; SameSite=Strict';

const jwtBodySchema = z.object({ email: z.string().min(1).max(254) });

export async function postJwt(req: Request, res: Response) {
  const body = jwtBodySchema.safeParse(req.body);
  if (!body.success) {
    res.status(400).json({ error: 'Bad request', fields: { email: 'Email is required' } });
    return;
  }
  const idToken = bearerToken(req);
  if (!idToken) {
    res.status(401).json({ error: 'Sign in first' });
    return;
  }
  let email: string | undefined;
  try {
    email = (await auth.verifyIdToken(idToken, true)).email;
  } catch {
    res.status(401).json({ error: 'Sign in first' });
    return;
  }
  if (!email || email.toLowerCase() !== body.data.email.trim().toLowerCase()) {
    res.status(403).json({ error: 'The e-mail does not match the signed-in user' });
    return;
  }
  const expiresIn = sessionDays * 24 * 60 * 60 * 1000;
  const cookie = await auth.createSessionCookie(idToken, { expiresIn });
  res.setHeader(
    'Set-Cookie',
    `${sessionCookieName}=${encodeURIComponent(cookie)}; Max-Age=${expiresIn / 1000}; ${cookieAttributes}`,
  );
  res.json({ success: true });
}

export function postLogout(_req: Request, res: Response) {
  res.setHeader('Set-Cookie', `${sessionCookieName}=; Max-Age=0; ${cookieAttributes}`);
  res.json({ success: true });
}
