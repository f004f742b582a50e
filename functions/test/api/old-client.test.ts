// An old client, replayed: every call of the spec's section 7 with the bodies its forms sent
// (price and quantity as text, its own identity keys, the registration password), changed in
// one way only: the Bearer ID token on every request (docs/api.md, "Moving an old client
// over"). Each step checks the answer and what is stored; the last prints one row per call.
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  collections,
  type Food,
  type GalleryEntry,
  type Order,
  type Review,
} from '../../src/shared/index.js';
import { eventually, type TestUser } from '../support/emulators.js';
import {
  call,
  makeUser,
  readDoc,
  removeMade,
  track,
  unique,
  type Answer,
  type CallOptions,
} from './client.js';

/** Where site-relative paths point in answers on the emulators (the Hosting emulator). */
const site = 'http://127.0.0.1:5000';

/** The spec's section 7, call for call. */
const sectionSeven = [
  'POST /jwt',
  'POST /logout',
  'GET /top-selling',
  'GET /allFood',
  'GET /search-food',
  'GET /single-food/{id}',
  'GET /find-exist-order/{foodId}',
  'GET /findEmail/{foodId}',
  'POST /orderFood',
  'POST /increaseOrderCount/{foodId}',
  'GET /gallery',
  'POST /gallery',
  'POST /myFoods',
  'GET /my-added-food/{email}',
  'DELETE /allspot/{foodId}',
  'GET /my-ordered-food/{email}',
  'DELETE /delete-order-food/{orderId}',
  'POST /users',
  'GET /review',
  'POST /review',
];

let cook: TestUser;
let diner: TestUser;
const results: { call: string; status: number; checked: string }[] = [];

/** One call as the old client makes it ("METHOD /path as in the spec"): JSON, plus the Bearer token. */
async function replay<T = Record<string, unknown>>(
  spec: string,
  path: string,
  who: TestUser,
  body?: unknown,
): Promise<Answer<T>> {
  const options: CallOptions = { as: who };
  if (body !== undefined) options.body = body;
  const answer = await call<T>(spec.split(' ')[0] ?? 'GET', path, options);
  results.push({ call: spec, status: answer.status, checked: '' });
  return answer;
}

const note = (text: string) => {
  const last = results.at(-1);
  if (last) last.checked = text;
};

beforeAll(async () => {
  [cook, diner] = await Promise.all([makeUser('Old Client Cook'), makeUser('Old Client Diner')]);
});
afterAll(async () => {
  console.table(results);
  await removeMade();
});

describe('an old client, with only a Bearer token added, works through every call', () => {
  const word = `qx${unique().replace(/[^a-z]/g, 'k')}chana`;
  const foodName = `Old Client ${word}`;
  let foodId = '';
  let orderId = '';

  it('POST /users: registers; the password is dropped', async () => {
    const answer = await replay('POST /users', '/users', cook, {
      displayName: cook.displayName,
      email: cook.email,
      password: 'Secret123',
      photoURL: 'https://example.com/cook.png',
    });
    expect(answer.status).toBe(200);
    track(`${collections.users}/${cook.uid}`);
    const stored = await readDoc(`${collections.users}/${cook.uid}`);
    expect(stored).toMatchObject({ displayName: cook.displayName, email: cook.email });
    expect(stored).not.toHaveProperty('password');
    note('profile stored, no password');
  });

  it('POST /jwt: the session cookie for the same e-mail', async () => {
    const answer = await replay('POST /jwt', '/jwt', cook, { email: cook.email });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('set-cookie')).toMatch(/^__session=/);
    note('Set-Cookie __session');
  });

  it('POST /myFoods: price "12.50" and quantity " 5 " as the form sent them, stored as numbers', async () => {
    const answer = await replay<{ insertedId: string }>('POST /myFoods', '/myFoods', cook, {
      category: 'Curries and Gravies',
      country: 'India',
      description: 'Chickpeas in a spiced tomato gravy.',
      foodName,
      imageURL: '/images/foods/butter-chicken.svg',
      price: '12.50',
      quantity: ' 5 ',
      userEmail: cook.email,
      userName: cook.displayName,
      orderCount: 0,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ acknowledged: true, insertedId: expect.any(String) });
    foodId = answer.body.insertedId;
    track(`${collections.foods}/${foodId}`);
    expect(await readDoc(`${collections.foods}/${foodId}`)).toMatchObject({
      foodName,
      price: 12.5,
      quantity: 5,
      orderCount: 0,
      ownerUid: cook.uid,
      // Stored as the web stores it; only answers carry the site's origin.
      imageURL: '/images/foods/butter-chicken.svg',
    });
    note('price 12.5, quantity 5 (numbers)');
  });

  it('GET /top-selling: at most 6 foods, images as absolute URLs', async () => {
    const answer = await replay<Food[]>('GET /top-selling', '/top-selling', diner);
    expect(answer.status).toBe(200);
    expect(answer.body.length).toBeGreaterThan(0);
    expect(answer.body.length).toBeLessThanOrEqual(6);
    for (const food of answer.body) expect(food.imageURL).toMatch(/^https?:\/\//);
    note(`${answer.body.length} foods, absolute image URLs`);
  });

  it('GET /allFood: up to 100 foods without ?limit=, the new one with an absolute image URL', async () => {
    const answer = await replay<Food[]>('GET /allFood', '/allFood', diner);
    expect(answer.status).toBe(200);
    expect(answer.body.length).toBeLessThanOrEqual(100);
    const mine = answer.body.find((food) => food._id === foodId);
    expect(mine).toMatchObject({
      price: 12.5,
      quantity: 5,
      imageURL: `${site}/images/foods/butter-chicken.svg`,
    });
    const image = await fetch(mine?.imageURL ?? '');
    expect(image.status).toBe(200);
    note(`${answer.body.length} foods; its image loads from ${site}`);
  });

  it('GET /search-food: a piece from inside a word, in another case, finds it', async () => {
    // The search terms are the trigger's (onFoodWritten): a second or so after the insert.
    await eventually(
      () => readDoc(`${collections.foods}/${foodId}`),
      (data) => Array.isArray(data?.searchTerms),
    );
    const piece = word.slice(3, 9).toUpperCase();
    const answer = await replay<Food[]>(
      'GET /search-food',
      `/search-food?foodName=${piece}`,
      diner,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.map((food) => food._id)).toEqual([foodId]);
    note(`"${piece}" finds it`);
  });

  it('GET /single-food/{id}: the food, numbers as numbers', async () => {
    const answer = await replay<Food>('GET /single-food/{id}', `/single-food/${foodId}`, diner);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      _id: foodId,
      price: 12.5,
      quantity: 5,
      imageURL: `${site}/images/foods/butter-chicken.svg`,
    });
    note('price 12.5, quantity 5');
  });

  it('GET /findEmail/{foodId}: not the owner, so the purchase may go on', async () => {
    const answer = await replay('GET /findEmail/{foodId}', `/findEmail/${foodId}`, diner);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ _id: foodId, userEmail: null, isOwner: false });
    expect(answer.body.userEmail).not.toBe(diner.email);
    note('isOwner false');
  });

  it('GET /find-exist-order/{foodId}: no order yet', async () => {
    const answer = await replay(
      'GET /find-exist-order/{foodId}',
      `/find-exist-order/${foodId}`,
      diner,
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ exists: false, foodId: null });
    note('exists false');
  });

  it('POST /orderFood: quantity "2" and price "12.50" as text; the order is placed once', async () => {
    const answer = await replay<{ insertedId: string }>('POST /orderFood', '/orderFood', diner, {
      buyerEmail: diner.email,
      buyerName: diner.displayName,
      buyingDate: '2026/11/23 12:30:00',
      foodName,
      price: '12.50',
      quantity: '2',
      foodOwner: cook.displayName,
      foodId,
      imageURL: '/images/foods/butter-chicken.svg',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ acknowledged: true, insertedId: expect.any(String) });
    orderId = answer.body.insertedId;
    track(`${collections.orders}/${orderId}`);
    expect(await readDoc(`${collections.orders}/${orderId}`)).toMatchObject({
      buyerUid: diner.uid,
      buyerEmail: diner.email,
      quantity: 2,
      price: 12.5,
      foodId,
      foodOwnerUid: cook.uid,
      createdAt: expect.any(Timestamp),
    });
    expect(await readDoc(`${collections.foods}/${foodId}`)).toMatchObject({
      quantity: 3,
      orderCount: 1,
    });
    note('quantity 2 (number); stock 5 -> 3, orderCount 1');
  });

  it('POST /increaseOrderCount/{foodId}: 200, and the count stays right', async () => {
    const answer = await replay(
      'POST /increaseOrderCount/{foodId}',
      `/increaseOrderCount/${foodId}`,
      diner,
    );
    expect(answer.status).toBe(200);
    expect(await readDoc(`${collections.foods}/${foodId}`)).toMatchObject({ orderCount: 1 });
    note('orderCount still 1');
  });

  it('GET /find-exist-order/{foodId}: now there is one', async () => {
    const answer = await replay(
      'GET /find-exist-order/{foodId}',
      `/find-exist-order/${foodId}`,
      diner,
    );
    expect(answer.body).toEqual({ exists: true, foodId });
    note('exists true');
  });

  it('GET /my-ordered-food/{email}: the order, its image as an absolute URL', async () => {
    const answer = await replay<Order[]>(
      'GET /my-ordered-food/{email}',
      `/my-ordered-food/${diner.email}`,
      diner,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.map((order) => order._id)).toEqual([orderId]);
    expect(answer.body[0]).toMatchObject({
      quantity: 2,
      imageURL: `${site}/images/foods/butter-chicken.svg`,
    });
    note('1 order');
  });

  it('GET /my-added-food/{email}: the cook’s food', async () => {
    const answer = await replay<Food[]>(
      'GET /my-added-food/{email}',
      `/my-added-food/${cook.email}`,
      cook,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.map((food) => food._id)).toEqual([foodId]);
    note('1 food');
  });

  it('POST /gallery and GET /gallery: the entry, by the caller', async () => {
    const feedback = `Old client dinner ${unique()}`;
    const posted = await replay<{ insertedId: string }>('POST /gallery', '/gallery', diner, {
      imageURL: '/images/gallery/spice-market.svg',
      feedback,
      userEmail: diner.email,
      userName: diner.displayName,
    });
    expect(posted.status).toBe(200);
    track(`${collections.gallery}/${posted.body.insertedId}`);
    expect(await readDoc(`${collections.gallery}/${posted.body.insertedId}`)).toMatchObject({
      feedback,
      userUid: diner.uid,
      imageURL: '/images/gallery/spice-market.svg',
    });
    note('stored with the caller’s uid');
    const listed = await replay<GalleryEntry[]>('GET /gallery', '/gallery', diner);
    expect(listed.status).toBe(200);
    expect(listed.body.find((entry) => entry._id === posted.body.insertedId)).toMatchObject({
      feedback,
      imageURL: `${site}/images/gallery/spice-market.svg`,
    });
    note(`${listed.body.length} entries, absolute image URLs`);
  });

  it('POST /review and GET /review: the review with _id, title, review, userPhoto, userName', async () => {
    const title = `Old client ${unique()}`;
    const posted = await replay<{ insertedId: string }>('POST /review', '/review', diner, {
      title,
      review: 'Ordered from an old client.',
      userEmail: diner.email,
      userName: diner.displayName,
      userPhoto: 'https://example.com/diner.png',
    });
    expect(posted.status).toBe(200);
    track(`${collections.reviews}/${posted.body.insertedId}`);
    expect(await readDoc(`${collections.reviews}/${posted.body.insertedId}`)).toMatchObject({
      title,
      userUid: diner.uid,
    });
    note('stored with the caller’s uid');
    const listed = await replay<Review[]>('GET /review', '/review', diner);
    expect(listed.body.find((review) => review._id === posted.body.insertedId)).toMatchObject({
      _id: posted.body.insertedId,
      title,
      review: 'Ordered from an old client.',
      userPhoto: '',
      userName: diner.displayName,
    });
    note(`${listed.body.length} reviews`);
  });

  it('DELETE /delete-order-food/{orderId}: cancelled, the units go back', async () => {
    const answer = await replay(
      'DELETE /delete-order-food/{orderId}',
      `/delete-order-food/${orderId}`,
      diner,
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ acknowledged: true, deletedCount: 1 });
    const food = await eventually(
      () => readDoc(`${collections.foods}/${foodId}`),
      (data) => data?.quantity === 5,
    );
    expect(food).toMatchObject({ quantity: 5, orderCount: 0 });
    note('deletedCount 1; stock back to 5');
  });

  it('DELETE /allspot/{foodId}: the cook deletes the food', async () => {
    const answer = await replay('DELETE /allspot/{foodId}', `/allspot/${foodId}`, cook);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ acknowledged: true, deletedCount: 1 });
    expect(await readDoc(`${collections.foods}/${foodId}`)).toBeNull();
    note('deletedCount 1');
  });

  it('POST /logout: clears the cookie', async () => {
    const answer = await replay('POST /logout', '/logout', cook, { email: cook.email });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('set-cookie')).toMatch(/^__session=;/);
    note('cookie cleared');
  });

  it('made every call of the spec’s section 7, each answered 200', () => {
    expect([...new Set(results.map((result) => result.call))].sort()).toEqual(
      [...sectionSeven].sort(),
    );
    expect(results.filter((result) => result.status !== 200)).toEqual([]);
  });
});
