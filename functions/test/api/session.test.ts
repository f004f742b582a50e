import { describe, expect, it } from 'vitest';
import { adminAuth, apiUrl, createTestUser, signInWithPassword } from '../support/emulators.js';

const hostingApi = 'http://127.0.0.1:5000/api';

async function postJwt(email: string, idToken?: string, base = apiUrl) {
  return fetch(`${base}/jwt`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(idToken ? { Authorization: `Bearer ${idToken}` } : {}),
    },
    body: JSON.stringify({ email }),
  });
}

describe('POST /jwt', () => {
  it('sets an HttpOnly, Secure, SameSite=Strict session cookie for a verified token with the same e-mail', async () => {
    const user = await createTestUser();
    const response = await postJwt(user.email, user.idToken);
    expect(response.status).toBe(200);
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^__session=[^;]+;/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('Secure');
    expect(cookie).toContain('SameSite=Strict');
    const value = decodeURIComponent(/^__session=([^;]+)/.exec(cookie)![1]!);
    const claims = await adminAuth.verifySessionCookie(value);
    expect(claims.uid).toBe(user.uid);
  });

  it('works through Hosting at /api/jwt', async () => {
    const user = await createTestUser();
    const response = await postJwt(user.email, user.idToken, hostingApi);
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toMatch(/^__session=/);
  });

  it('refuses a caller without a token: 401 and no cookie', async () => {
    const response = await postJwt('alice@foodtable.test');
    expect(response.status).toBe(401);
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('refuses a forged token', async () => {
    const response = await postJwt('alice@foodtable.test', 'not-a-token');
    expect(response.status).toBe(401);
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('refuses to sign an e-mail that is not the token e-mail: 403 and no cookie', async () => {
    const user = await createTestUser();
    const response = await postJwt('alice@foodtable.test', user.idToken);
    expect(response.status).toBe(403);
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('refuses a body without an e-mail', async () => {
    const user = await createTestUser();
    const response = await fetch(`${apiUrl}/jwt`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${user.idToken}` },
      body: JSON.stringify({}),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: expect.any(String),
      fields: { email: expect.any(String) },
    });
  });

  it('refuses a token issued before the account was revoked', async () => {
    const user = await createTestUser();
    // Revocation is to the second: make sure the token predates it.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await adminAuth.revokeRefreshTokens(user.uid);
    const stale = await postJwt(user.email, user.idToken);
    expect(stale.status).toBe(401);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const fresh = await postJwt(user.email, await signInWithPassword(user.email, user.password));
    expect(fresh.status).toBe(200);
  });
});

describe('POST /logout', () => {
  it('clears the session cookie', async () => {
    const response = await fetch(`${apiUrl}/logout`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'alice@foodtable.test' }),
    });
    expect(response.status).toBe(200);
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^__session=;/);
    expect(cookie).toContain('Max-Age=0');
  });
});
