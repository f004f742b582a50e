// Helpers for tests that run against the emulator suite: the Admin SDK for setting up data,
// and real sign-ins through the Auth emulator for callers' ID tokens.
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { deleteApp, getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll } from 'vitest';

export const projectId = 'demo-foodtable';
export const hosts = {
  firestore: process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080',
  auth: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099',
  functions: '127.0.0.1:5001',
};
process.env.FIRESTORE_EMULATOR_HOST = hosts.firestore;
process.env.FIREBASE_AUTH_EMULATOR_HOST = hosts.auth;

const app = getApps()[0] ?? initializeApp({ projectId });
export const adminDb = getFirestore(app);
export const adminAuth = getAuth(app);

/**
 * A project of its own for a backfill script (it rewrites what it finds there, so never the
 * shared demo-foodtable): its Firestore through the Admin SDK, and `run()`, which runs
 * `scripts/<script>` against it with tsx. The app is deleted after the file's tests.
 */
export function backfillProject(script: string) {
  const root = join(import.meta.dirname, '..', '..', '..');
  const id = `demo-backfill-${randomUUID().slice(0, 8)}`;
  const backfillApp = initializeApp({ projectId: id }, id);
  afterAll(() => deleteApp(backfillApp));
  const run = () =>
    promisify(execFile)(
      join(root, 'node_modules', '.bin', 'tsx'),
      [`scripts/${script}`, '--project', id],
      { cwd: root, env: { ...process.env, FIRESTORE_EMULATOR_HOST: hosts.firestore } },
    );
  return { db: getFirestore(backfillApp), run };
}

export const functionsUrl = `http://${hosts.functions}/${projectId}/us-central1`;
export const apiUrl = `${functionsUrl}/api`;

export interface TestUser {
  uid: string;
  email: string;
  password: string;
  displayName: string;
  idToken: string;
}

/** A fresh account in the Auth emulator, signed in: tests never share users. */
export async function createTestUser(displayName = 'Test User'): Promise<TestUser> {
  const id = randomUUID().slice(0, 8);
  const email = `test-${id}@foodtable.test`;
  const password = 'Passw0rd';
  const { uid } = await adminAuth.createUser({ email, password, displayName, emailVerified: true });
  return { uid, email, password, displayName, idToken: await signInWithPassword(email, password) };
}

export async function signInWithPassword(email: string, password: string): Promise<string> {
  const response = await fetch(
    `http://${hosts.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string; error?: { message: string } };
  if (!body.idToken) throw new Error(`Sign-in failed: ${body.error?.message}`);
  return body.idToken;
}

/** Calls a callable function the way the web SDK does. */
export async function callFunction(name: string, data: unknown, idToken?: string) {
  const response = await fetch(`${functionsUrl}/${name}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(idToken ? { Authorization: `Bearer ${idToken}` } : {}),
    },
    body: JSON.stringify({ data }),
  });
  return {
    status: response.status,
    body: (await response.json()) as {
      result?: unknown;
      error?: { status: string; message: string; details?: unknown };
    },
  };
}

/**
 * Polls until a condition holds: for effects of Firestore triggers, which run after the write.
 * 30 s by default: on two busy cores the functions emulator has been seen to take 15-20 s to
 * start a worker for a trigger whose workers are all in use; the condition returns as soon as
 * it holds, so a healthy run never waits that long.
 */
export async function eventually<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 30_000,
): Promise<T> {
  const start = Date.now();
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() - start > timeoutMs) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
