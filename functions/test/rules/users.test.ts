import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  collection,
  serverTimestamp,
  setDoc,
  updateDoc,
  Timestamp,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { rulesTestEnv } from '../support/rules.js';

let env: RulesTestEnvironment;
const alice = { uid: 'alice', token: { email: 'alice@foodtable.test', name: 'Alice Rahman' } };
const profile = {
  displayName: 'Alice Rahman',
  email: 'alice@foodtable.test',
  photoURL: 'https://example.com/a.png',
};

const as = (who: typeof alice | null) =>
  (who ? env.authenticatedContext(who.uid, who.token) : env.unauthenticatedContext()).firestore();

beforeAll(async () => {
  env = await rulesTestEnv('users');
});
afterAll(async () => {
  await env.cleanup();
});
beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    await setDoc(doc(context.firestore(), 'users/alice'), {
      ...profile,
      createdAt: Timestamp.now(),
    });
  });
});

describe('users/{uid}', () => {
  it('lets a user read their own profile', async () => {
    await assertSucceeds(getDoc(doc(as(alice), 'users/alice')));
  });

  it('refuses another user and visitors a profile', async () => {
    await assertFails(
      getDoc(
        doc(as({ uid: 'bob', token: { email: 'bob@foodtable.test', name: 'Bob' } }), 'users/alice'),
      ),
    );
    await assertFails(getDoc(doc(as(null), 'users/alice')));
  });

  it('refuses listing profiles, even to a signed-in user', async () => {
    await assertFails(getDocs(collection(as(alice), 'users')));
  });

  it('lets a user create their own profile with the server time', async () => {
    const bob = { uid: 'bob', token: { email: 'bob@foodtable.test', name: 'Bob Karim' } };
    await assertSucceeds(
      setDoc(doc(as(bob), 'users/bob'), {
        displayName: 'Bob Karim',
        email: 'bob@foodtable.test',
        photoURL: '',
        createdAt: serverTimestamp(),
      }),
    );
  });

  it('refuses a profile written for someone else', async () => {
    await assertFails(
      setDoc(doc(as(alice), 'users/bob'), { ...profile, createdAt: serverTimestamp() }),
    );
  });

  it('refuses a profile whose e-mail is not the token e-mail', async () => {
    const mallory = { uid: 'mallory', token: { email: 'mallory@example.com', name: 'Mallory' } };
    await assertFails(
      setDoc(doc(as(mallory), 'users/mallory'), { ...profile, createdAt: serverTimestamp() }),
    );
  });

  it('refuses a profile that holds a password', async () => {
    const bob = { uid: 'bob', token: { email: 'bob@foodtable.test', name: 'Bob Karim' } };
    await assertFails(
      setDoc(doc(as(bob), 'users/bob'), {
        displayName: 'Bob Karim',
        email: 'bob@foodtable.test',
        photoURL: '',
        password: 'Bob123',
        createdAt: serverTimestamp(),
      }),
    );
  });

  it('refuses a client-chosen creation time', async () => {
    const bob = { uid: 'bob', token: { email: 'bob@foodtable.test', name: 'Bob Karim' } };
    await assertFails(
      setDoc(doc(as(bob), 'users/bob'), {
        displayName: 'Bob',
        email: 'bob@foodtable.test',
        photoURL: '',
        createdAt: Timestamp.fromMillis(0),
      }),
    );
  });

  it('refuses an empty name and a javascript: photo', async () => {
    const bob = { uid: 'bob', token: { email: 'bob@foodtable.test', name: 'Bob Karim' } };
    await assertFails(
      setDoc(doc(as(bob), 'users/bob'), {
        displayName: '  ',
        email: 'bob@foodtable.test',
        photoURL: '',
        createdAt: serverTimestamp(),
      }),
    );
    await assertFails(
      setDoc(doc(as(bob), 'users/bob'), {
        displayName: 'Bob',
        email: 'bob@foodtable.test',
        photoURL: 'javascript:alert(1)',
        createdAt: serverTimestamp(),
      }),
    );
  });

  it('lets a user update their name and photo but not the creation time', async () => {
    await assertSucceeds(
      updateDoc(doc(as(alice), 'users/alice'), { displayName: 'Alice R.', photoURL: '' }),
    );
    await assertFails(updateDoc(doc(as(alice), 'users/alice'), { createdAt: serverTimestamp() }));
  });

  it('lets only the user delete their profile', async () => {
    await assertFails(deleteDoc(doc(as(null), 'users/alice')));
    await assertSucceeds(deleteDoc(doc(as(alice), 'users/alice')));
  });
});

describe('everything else', () => {
  it('is closed to clients', async () => {
    await assertFails(getDoc(doc(as(alice), 'secrets/x')));
    await assertFails(setDoc(doc(as(alice), 'secrets/x'), { a: 1 }));
    await assertFails(getDoc(doc(as(null), 'processedEvents/x')));
  });
});
