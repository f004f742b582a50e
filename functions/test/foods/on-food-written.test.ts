// The search-terms trigger, against the running functions emulator: a food written through the
// client SDK under firestore.rules gets its terms, a rename updates them, and writes that leave
// the name alone cause no further write (the trigger does not loop).
import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import {
  connectFirestoreEmulator,
  doc,
  getFirestore,
  serverTimestamp,
  setDoc,
  updateDoc,
  type Firestore,
} from 'firebase/firestore/lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections, searchTokens } from '../../src/shared/index.js';
import { filterKeysOf } from '../../src/shared/declaration-text.js';
import {
  adminDb,
  createTestUser,
  eventually,
  hosts,
  projectId,
  type TestUser,
} from '../support/emulators.js';

let app: FirebaseApp;
let db: Firestore;
let owner: TestUser;
const made: string[] = [];

const foodRef = (id: string) => adminDb.doc(`${collections.foods}/${id}`);
const read = async (id: string) => (await foodRef(id).get()).data() ?? {};
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The stored document's update time once it has stopped changing for `quietMs`. */
async function settledUpdateTime(id: string, quietMs = 3000): Promise<string> {
  let last = '';
  for (let round = 0; round < 10; round++) {
    const time = (await foodRef(id).get()).updateTime?.toDate().toISOString() ?? '';
    if (time === last) return time;
    last = time;
    await pause(quietMs);
  }
  throw new Error(`foods/${id} kept changing: the trigger loops`);
}

beforeAll(async () => {
  owner = await createTestUser('Trigger Cook');
  app = initializeApp({ projectId, apiKey: 'demo-api-key' }, `trigger-${randomUUID()}`);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${hosts.auth}`, { disableWarnings: true });
  await signInWithEmailAndPassword(auth, owner.email, owner.password);
  db = getFirestore(app);
  const [host, port] = hosts.firestore.split(':');
  connectFirestoreEmulator(db, host ?? '127.0.0.1', Number(port));
});

afterAll(async () => {
  await Promise.all(made.map((id) => foodRef(id).delete()));
  await deleteApp(app);
});

/** A tomato dal: veg, no allergen of the 14, made beside mustard seeds. */
const dal = {
  allergens: [],
  mayContain: ['mustard'],
  ingredients: 'Red lentils, tomato, garlic, cumin, oil.',
  diet: 'veg',
  dietTags: ['vegan', 'jain'],
};

async function createFood(foodName: string): Promise<string> {
  const id = `test-trigger-${randomUUID()}`;
  made.push(id);
  // Exactly the 17 keys a client may write (decision 150), as the add page writes them.
  await setDoc(doc(db, collections.foods, id), {
    foodName,
    imageURL: '/images/foods/biryani.svg',
    category: 'Rice Dishes',
    country: 'Bangladesh',
    price: 10,
    quantity: 4,
    description: 'Made by the trigger test.',
    userName: owner.displayName,
    userEmail: owner.email,
    ownerUid: owner.uid,
    orderCount: 0,
    createdAt: serverTimestamp(),
    ...dal,
  });
  return id;
}

describe('onFoodWritten', () => {
  it('gives a new food the search terms of its name', async () => {
    const id = await createFood('Smoky Aubergine Bharta');
    const food = await eventually(
      () => read(id),
      (data) => Array.isArray(data.searchTerms),
    );
    expect(food.searchTerms).toEqual(searchTokens('Smoky Aubergine Bharta'));
    expect(food.searchTerms).toEqual(expect.arrayContaining(['aub', 'bharta', 'smoky']));
  });

  it('updates the terms when the owner renames the food, then stops writing', async () => {
    const id = await createFood('Plain Khichuri');
    await eventually(
      () => read(id),
      (data) => Array.isArray(data.searchTerms),
    );
    await updateDoc(doc(db, collections.foods, id), { foodName: 'Festive Bhuna Khichuri' });
    const renamed = await eventually(
      () => read(id),
      (data) => Array.isArray(data.searchTerms) && data.searchTerms.includes('festive'),
    );
    expect(renamed.searchTerms).toEqual(searchTokens('Festive Bhuna Khichuri'));
    expect(renamed.searchTerms).not.toContain('plain');
    // A loop would keep rewriting the document; it settles instead.
    await expect(settledUpdateTime(id)).resolves.toMatch(/^\d{4}-/);
  });

  it('does not write again when an owner update leaves the name alone', async () => {
    const id = await createFood('Lemon Rice');
    await eventually(
      () => read(id),
      (data) => Array.isArray(data.searchTerms),
    );
    const before = await settledUpdateTime(id);
    await updateDoc(doc(db, collections.foods, id), { price: 11.5, quantity: 9 });
    const afterOwnerWrite = (await foodRef(id).get()).updateTime?.toDate().toISOString();
    expect(afterOwnerWrite).not.toBe(before);
    // Give the trigger time to run on the owner's write: it must not write a second time.
    await pause(4000);
    expect((await foodRef(id).get()).updateTime?.toDate().toISOString()).toBe(afterOwnerWrite);
    expect(await read(id)).toMatchObject({ price: 11.5, searchTerms: searchTokens('Lemon Rice') });
  });

  it('keeps the filter keys of the declaration (decision 150), and follows its changes', async () => {
    const id = await createFood('Tomato Dal');
    const food = await eventually(
      () => read(id),
      (data) => typeof data.filterKeys === 'object',
    );
    expect(food.filterKeys).toEqual(filterKeysOf(dal));
    expect(food.filterKeys).toMatchObject({ veg: true, vegOrEgg: true, free_milk: true });
    expect(food.filterKeys).not.toHaveProperty('free_mustard');
    // The cook adds ghee: no longer free from milk.
    await updateDoc(doc(db, collections.foods, id), {
      allergens: ['milk'],
      dietTags: ['jain'],
    });
    const changed = await eventually(
      () => read(id),
      (data) => (data.filterKeys as Record<string, unknown> | undefined)?.free_milk === undefined,
    );
    expect(changed.filterKeys).toMatchObject({ veg: true, free_gluten: true });
    await expect(settledUpdateTime(id)).resolves.toMatch(/^\d{4}-/);
  });

  it('gives a food without a declaration no filter keys', async () => {
    const id = `test-trigger-${randomUUID()}`;
    made.push(id);
    // As an old client's food through the facade: the 12 keys, written by the server.
    await foodRef(id).set({
      foodName: 'Undeclared Pitha',
      imageURL: '/images/foods/biryani.svg',
      category: 'Desserts and Sweets',
      country: 'Bangladesh',
      price: 3,
      quantity: 4,
      description: 'No declaration.',
      userName: owner.displayName,
      userEmail: owner.email,
      ownerUid: owner.uid,
      orderCount: 0,
      createdAt: new Date(),
    });
    const food = await eventually(
      () => read(id),
      (data) => Array.isArray(data.searchTerms),
    );
    expect(food).not.toHaveProperty('filterKeys');
  });
});
