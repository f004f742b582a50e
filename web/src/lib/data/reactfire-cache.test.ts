// Guards the private internal that reactfire-cache.ts relies on: reactfire's global observable
// cache and its Firestore query index. An upgrade that renames or reshapes them fails here.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Observable } from 'rxjs';
import { preloadObservable } from 'reactfire';
import { describe, expect, it, vi } from 'vitest';
import webPackage from '../../../package.json';
import { forgetReactfireFirestore } from './reactfire-cache';

const installed = JSON.parse(
  readFileSync(join(__dirname, '../../../../node_modules/reactfire/package.json'), 'utf8'),
) as { version: string };
const globals = globalThis as unknown as {
  _reactFirePreloadedObservables?: Map<string, unknown>;
  _reactFireFirestoreQueryCache?: unknown[];
};

describe("reactfire's observable cache, as reactfire-cache.ts clears it", () => {
  it('is the exact version pinned in web/package.json', () => {
    expect(webPackage.dependencies.reactfire).toBe(installed.version);
    expect(webPackage.dependencies.reactfire).toBe('4.2.6');
  });

  it('keeps each observable in a global Map under its key, and forgetting one stops it', () => {
    let listening = 0;
    const listener = new Observable<number>((subscriber) => {
      listening += 1;
      subscriber.next(1);
      return () => {
        listening -= 1;
      };
    });
    const key = 'firestore:docData:guard-test';
    const subject = preloadObservable(listener, key) as unknown as { _reset: () => void };
    expect(globals._reactFirePreloadedObservables?.get(key)).toBe(subject);
    const reset = vi.spyOn(subject, '_reset');

    forgetReactfireFirestore();

    expect(reset).toHaveBeenCalledOnce();
    expect(globals._reactFirePreloadedObservables?.has(key)).toBe(false);
    // The upstream leak itself (reactfire#790): the shared source stays subscribed after the
    // reset, which is why live-session.ts also terminates the Firestore instance. When an
    // upgrade fixes it, this fails: the workaround may then go.
    expect(listening).toBe(1);
  });

  it('keeps a global query index that forgetting empties', () => {
    expect(Array.isArray(globals._reactFireFirestoreQueryCache)).toBe(true);
    globals._reactFireFirestoreQueryCache?.push({});
    forgetReactfireFirestore();
    expect(globals._reactFireFirestoreQueryCache).toHaveLength(0);
  });

  it('leaves observables of other products alone', () => {
    const key = 'auth:user:guard-test';
    preloadObservable(new Observable<number>(() => undefined), key);
    forgetReactfireFirestore();
    expect(globals._reactFirePreloadedObservables?.has(key)).toBe(true);
  });
});
