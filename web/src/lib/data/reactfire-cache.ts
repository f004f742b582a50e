// A private internal of reactfire 4.2.6, contained here: its observable cache, a global Map that
// is never evicted, so a listener once started stays open for the life of the page
// (FirebaseExtended/reactfire#790, open). live-session.ts must stop every listener at sign-out
// and when a live page is left, so it clears the cache's Firestore entries by hand. reactfire is
// pinned to exactly 4.2.6 in web/package.json; reactfire-cache.test.ts fails when an upgrade
// changes what this relies on.

interface CachedSubject {
  /** Stops the subject's shared subscription (the Firestore listener underneath). */
  _reset?: () => void;
}

// Globals by design upstream, so that several bundles share one cache.
const reactfireGlobals = globalThis as unknown as {
  _reactFirePreloadedObservables?: Map<string, CachedSubject>;
  _reactFireFirestoreQueryCache?: unknown[];
};

/** Drops every Firestore observable from reactfire's cache, stopping their listeners. */
export function forgetReactfireFirestore(): void {
  const cache = reactfireGlobals._reactFirePreloadedObservables;
  cache?.forEach((subject, key) => {
    if (!key.startsWith('firestore:')) return;
    subject._reset?.();
    cache.delete(key);
  });
  // Every firestore key is gone, so the query indexes they referred to may be reused.
  reactfireGlobals._reactFireFirestoreQueryCache?.splice(0);
}
