// An old client cannot page: every list it reads answers up to 100 items, newest first, when
// it sends no ?limit= (decision 040). Each list here holds more than a web page (12) of the
// test's own items, so a default that fell back to a page size would fail.
import { FieldValue } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections, pageSizes, searchTokens } from '../../src/shared/index.js';
import { adminDb, type TestUser } from '../support/emulators.js';
import { call, makeFood, makeOrder, makeUser, removeMade, track, unique } from './client.js';

// More than any page the web asks for, so only a 100-item default returns them all.
const count = Math.max(pageSizes.foods, pageSizes.myFoods, pageSizes.myOrders) + 3;

let cook: TestUser;
let buyer: TestUser;
const word = `qz${unique()}`;
const foods: string[] = [];
const orders: string[] = [];
const gallery: string[] = [];
const reviews: string[] = [];

beforeAll(async () => {
  [cook, buyer] = await Promise.all([makeUser('List Cook'), makeUser('List Buyer')]);
  // One at a time: each gets a later createdAt than the one before, so "newest first" is known.
  for (let i = 0; i < count; i++)
    foods.push(await makeFood(cook, { foodName: `${word} Stew ${i}` }));
  for (const foodId of foods) orders.push(await makeOrder(buyer, foodId));
  for (let i = 0; i < count; i++) {
    const posted = { userEmail: buyer.email, userName: buyer.displayName, userUid: buyer.uid };
    const entry = await adminDb.collection(collections.gallery).add({
      ...posted,
      imageURL: '/images/foods/biryani.svg',
      feedback: `${word} ${i}`,
      createdAt: FieldValue.serverTimestamp(),
    });
    track(entry.path);
    gallery.push(entry.id);
    const review = await adminDb.collection(collections.reviews).add({
      ...posted,
      title: `${word} ${i}`,
      review: 'Listed for an old client.',
      userPhoto: '',
      createdAt: FieldValue.serverTimestamp(),
    });
    track(review.path);
    reviews.push(review.id);
  }
  expect(searchTokens(`${word} Stew`)).toContain(word);
});
afterAll(removeMade);

const ids = (body: { _id: string }[]) => body.map((item) => item._id);

describe('a list read without ?limit= answers up to 100 items, newest first', () => {
  it.each([
    ['GET /my-added-food/{email}', () => `/my-added-food/${cook.email}`, () => cook, () => foods],
    [
      'GET /my-ordered-food/{email}',
      () => `/my-ordered-food/${buyer.email}`,
      () => buyer,
      () => orders,
    ],
    ['GET /search-food?foodName=', () => `/search-food?foodName=${word}`, () => null, () => foods],
  ])('%s: all of the caller’s items, newest first', async (_name, path, caller, mine) => {
    const { status, body } = await call<{ _id: string }[]>('GET', path(), { as: caller() });
    expect(status).toBe(200);
    expect(ids(body)).toEqual([...mine()].reverse());
  });

  it.each([
    ['GET /gallery', '/gallery', () => gallery],
    ['GET /review', '/review', () => reviews],
    ['GET /allFood', '/allFood', () => foods],
  ])('%s: more than a page, ours among the newest, at most 100', async (_name, path, mine) => {
    const { status, body } = await call<{ _id: string }[]>('GET', path);
    expect(status).toBe(200);
    // Ours at least (the database may hold nothing else yet), more than any page size.
    expect(body.length).toBeGreaterThanOrEqual(count);
    expect(body.length).toBeLessThanOrEqual(100);
    // Other suites add items at the same time: ours come in order, not necessarily together.
    const listed = ids(body).filter((id) => mine().includes(id));
    expect(listed).toEqual([...mine()].reverse());
  });
});
