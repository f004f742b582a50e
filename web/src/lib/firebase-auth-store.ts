// A private internal of Firebase Auth (firebase 12.19.0, @firebase/auth 1.13.6), contained here:
// where its browser persistence keeps the signed-in user. Reading it tells whether a session may
// exist without loading the SDK (decision 110); the SDK offers no such call
// (firebase/firebase-js-sdk#462). firebase is pinned to exactly 12.19.0 in web/package.json;
// firebase-auth-store.test.ts fails when an upgrade changes these names.

/** `${Namespace.PERSISTENCE}:${KeyName.AUTH_USER}:` of @firebase/auth's persistence keys. */
export const sessionKeyPrefix = 'firebase:authUser:';
/** The IndexedDB database and object store of `indexedDBLocalPersistence`. */
export const sessionDb = { name: 'firebaseLocalStorageDb', store: 'firebaseLocalStorage' };

/** Whether `browserLocalPersistence` (localStorage) holds a signed-in user. */
export function localStorageHasSession(): boolean {
  try {
    for (let i = 0; i < localStorage.length; i++)
      if (localStorage.key(i)?.startsWith(sessionKeyPrefix)) return true;
  } catch {
    // No storage: IndexedDB may still hold one.
  }
  return false;
}

/** Whether `indexedDBLocalPersistence` holds a signed-in user, without loading the SDK. */
export function indexedDbHasSession(): Promise<boolean> {
  return new Promise((resolve) => {
    if (typeof indexedDB === 'undefined') return resolve(false);
    let request: IDBOpenDBRequest;
    try {
      request = indexedDB.open(sessionDb.name);
    } catch {
      return resolve(true);
    }
    // The database does not exist: opening it would create it. Abort that instead.
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onerror = () => resolve(false);
    request.onblocked = () => resolve(true);
    request.onsuccess = () => {
      const db = request.result;
      const answer = (value: boolean) => {
        db.close();
        resolve(value);
      };
      try {
        if (!db.objectStoreNames.contains(sessionDb.store)) return answer(false);
        const keys = db
          .transaction(sessionDb.store, 'readonly')
          .objectStore(sessionDb.store)
          .getAllKeys();
        keys.onsuccess = () =>
          answer(keys.result.some((key) => String(key).startsWith(sessionKeyPrefix)));
        keys.onerror = () => answer(true);
      } catch {
        answer(true);
      }
    };
  });
}
