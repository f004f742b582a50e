// Guards the private internal that firebase-auth-store.ts relies on: the names under which
// Firebase Auth's browser persistence keeps the signed-in user. An upgrade that renames them
// fails here, not silently in the navbar's first paint.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import webPackage from '../../package.json';
import { sessionDb, sessionKeyPrefix } from './firebase-auth-store';

const root = join(__dirname, '../../..');
const authDist = join(root, 'node_modules/@firebase/auth/dist/esm');
const authSource = readdirSync(authDist)
  .filter((file) => /^index-.*\.js$/.test(file))
  .map((file) => readFileSync(join(authDist, file), 'utf8'))
  .join('\n');
const installed = (name: string) =>
  (
    JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;

describe("Firebase Auth's persistence, as firebase-auth-store.ts reads it", () => {
  it('is the exact version pinned in web/package.json', () => {
    expect(webPackage.dependencies.firebase).toBe(installed('firebase'));
    expect(webPackage.dependencies.firebase).toBe('12.19.0');
  });

  it('keeps users under firebase:authUser:<apiKey>:<app>', () => {
    expect(authSource).toContain('return `${"firebase" /* Namespace.PERSISTENCE */}:${key}:');
    expect(authSource).toContain('userKey = "authUser" /* KeyName.AUTH_USER */');
    expect(sessionKeyPrefix).toBe('firebase:authUser:');
  });

  it('stores them in the IndexedDB database and object store named here', () => {
    expect(authSource).toContain(`const DB_NAME = '${sessionDb.name}';`);
    expect(authSource).toContain(`const DB_OBJECTSTORE_NAME = '${sessionDb.store}';`);
  });
});
