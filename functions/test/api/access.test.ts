// Access: every endpoint that needs a caller refuses one without (401), and no one reaches
// another user's data (403, or only their own). Each case compares the documents it could have
// changed before and after: a refusal changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections, type Food } from '../../src/shared/index.js';
import { adminAuth, adminDb, signInWithPassword, type TestUser } from '../support/emulators.js';
import {
  call,
  countWhere,
  hostingApi,
  makeFood,
  makeOrder,
  makeUser,
  readDoc,
  removeMade,
  track,
  unique,
  writtenBy,
} from './client.js';

let owner: TestUser;
let buyer: TestUser;
let stranger: TestUser;
let foodId: string;
let orderId: string;
const marker = `access-${unique()}`;

beforeAll(async () => {
  [owner, buyer, stranger] = await Promise.all([
    makeUser('Access Owner'),
    makeUser('Access Buyer'),
    makeUser('Access Stranger'),
  ]);
  foodId = await makeFood(owner, { quantity: 5 });
  orderId = await makeOrder(buyer, foodId);
  const profile = `${collections.users}/${owner.uid}`;
  await adminDb.doc(profile).set({
    displayName: owner.displayName,
    email: owner.email,
    photoURL: '',
    createdAt: new Date('2026-01-01T00:00:00Z'),
  });
  track(profile);
});
afterAll(removeMade);

/** Every document a refused call could have touched. */
async function world() {
  const [food, order, ownerProfile, foods, gallery, reviews, orders] = await Promise.all([
    readDoc(`${collections.foods}/${foodId}`),
    readDoc(`${collections.orders}/${orderId}`),
    readDoc(`${collections.users}/${owner.uid}`),
    countWhere(collections.foods, 'foodName', marker),
    countWhere(collections.gallery, 'feedback', marker),
    countWhere(collections.reviews, 'title', marker),
    countWhere(collections.orders, 'foodId', foodId),
  ]);
  return { food, order, ownerProfile, foods, gallery, reviews, orders };
}

const validFood = () => ({
  foodName: marker,
  imageURL: 'https://example.com/x.png',
  category: 'Seafood',
  country: 'Malaysia',
  price: 5,
  quantity: 1,
  description: 'Should never be stored.',
});

interface Endpoint {
  method: string;
  path: () => string;
  body?: () => unknown;
}

// The 13 endpoints that need a caller (besides /jwt and /logout, tested in session.test.ts).
const protectedEndpoints: Record<string, Endpoint> = {
  'GET /single-food/{id}': { method: 'GET', path: () => `/single-food/${foodId}` },
  'GET /find-exist-order/{foodId}': { method: 'GET', path: () => `/find-exist-order/${foodId}` },
  'GET /findEmail/{foodId}': { method: 'GET', path: () => `/findEmail/${foodId}` },
  'POST /orderFood': {
    method: 'POST',
    path: () => '/orderFood',
    body: () => ({ foodId, quantity: 1 }),
  },
  'POST /increaseOrderCount/{foodId}': {
    method: 'POST',
    path: () => `/increaseOrderCount/${foodId}`,
  },
  'POST /gallery': {
    method: 'POST',
    path: () => '/gallery',
    body: () => ({ imageURL: 'https://example.com/x.png', feedback: marker }),
  },
  'POST /myFoods': { method: 'POST', path: () => '/myFoods', body: validFood },
  'GET /my-added-food/{email}': { method: 'GET', path: () => `/my-added-food/${owner.email}` },
  'DELETE /allspot/{foodId}': { method: 'DELETE', path: () => `/allspot/${foodId}` },
  'GET /my-ordered-food/{email}': {
    method: 'GET',
    path: () => `/my-ordered-food/${buyer.email}`,
  },
  'DELETE /delete-order-food/{orderId}': {
    method: 'DELETE',
    path: () => `/delete-order-food/${orderId}`,
  },
  'POST /users': {
    method: 'POST',
    path: () => '/users',
    body: () => ({ displayName: 'Intruder', email: owner.email, photoURL: '' }),
  },
  'POST /review': {
    method: 'POST',
    path: () => '/review',
    body: () => ({ title: marker, review: 'Should never be stored.' }),
  },
};

const credentials = {
  'no credentials': {},
  'a forged Bearer token': { bearer: 'not-a-real-token' },
  'a forged session cookie': { cookie: 'not-a-real-cookie' },
};

describe.each(Object.entries(credentials))('with %s', (_label, credential) => {
  it.each(Object.entries(protectedEndpoints))(
    '%s answers 401 and changes nothing',
    async (_name, endpoint) => {
      const before = await world();
      const { status, body } = await call(endpoint.method, endpoint.path(), {
        ...credential,
        body: endpoint.body?.(),
      });
      expect(status).toBe(401);
      expect(body).toEqual({ error: expect.any(String) });
      expect(await world()).toEqual(before);
    },
  );
});

describe("another user's data", () => {
  it.each([
    ["the owner's food list", 'GET', () => `/my-added-food/${owner.email}`],
    ["the buyer's order list", 'GET', () => `/my-ordered-food/${buyer.email}`],
    ["deleting the owner's food", 'DELETE', () => `/allspot/${foodId}`],
    ["cancelling the buyer's order", 'DELETE', () => `/delete-order-food/${orderId}`],
  ])('%s is 403 for a stranger, and nothing changes', async (_name, method, path) => {
    const before = await world();
    const { status, body } = await call(method, path(), { as: stranger });
    expect(status).toBe(403);
    expect(body).toMatchObject({ error: expect.any(String) });
    expect(await world()).toEqual(before);
  });

  it("the buyer cannot delete the food they bought, nor the owner the buyer's order", async () => {
    const before = await world();
    expect((await call('DELETE', `/allspot/${foodId}`, { as: buyer })).status).toBe(403);
    expect((await call('DELETE', `/delete-order-food/${orderId}`, { as: owner })).status).toBe(403);
    expect(await world()).toEqual(before);
  });

  it("a stranger's own lists hold only their own data", async () => {
    const foods = await call<Food[]>('GET', `/my-added-food/${stranger.email}`, { as: stranger });
    const orders = await call<unknown[]>('GET', `/my-ordered-food/${stranger.email}`, {
      as: stranger,
    });
    expect(foods.status).toBe(200);
    expect(foods.body).toEqual([]);
    expect(orders.status).toBe(200);
    expect(orders.body).toEqual([]);
  });

  it("findEmail does not tell a stranger the owner's e-mail", async () => {
    const { status, body } = await call('GET', `/findEmail/${foodId}`, { as: stranger });
    expect(status).toBe(200);
    expect(body).toEqual({ _id: foodId, userEmail: null, isOwner: false });
    expect(JSON.stringify(body)).not.toContain(owner.email);
  });

  it('find-exist-order does not tell a stranger that someone else ordered the food', async () => {
    const { status, body } = await call('GET', `/find-exist-order/${foodId}`, { as: stranger });
    expect(status).toBe(200);
    expect(body).toEqual({ exists: false, foodId: null });
  });

  it.each([
    ['POST /myFoods', '/myFoods', () => ({ ...validFood(), userEmail: owner.email })],
    ['POST /myFoods', '/myFoods', () => ({ ...validFood(), ownerUid: owner.uid })],
    [
      'POST /gallery',
      '/gallery',
      () => ({ imageURL: 'https://example.com/x.png', feedback: marker, userEmail: owner.email }),
    ],
    ['POST /review', '/review', () => ({ title: marker, review: 'x', userEmail: owner.email })],
    ['POST /orderFood', '/orderFood', () => ({ foodId, quantity: 1, buyerEmail: buyer.email })],
    [
      'POST /users',
      '/users',
      () => ({ displayName: 'Intruder', email: owner.email, photoURL: '' }),
    ],
  ])('%s in the name of another user is 400, and nothing is written', async (_name, path, body) => {
    const before = await world();
    const answer = await call('POST', path, { as: stranger, body: body() });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: expect.any(String), fields: expect.any(Object) });
    expect(await world()).toEqual(before);
    expect(await writtenBy(stranger)).toMatchObject({
      foods: 0,
      orders: 0,
      gallery: 0,
      reviews: 0,
    });
    expect((await writtenBy(stranger)).profile).toBeNull();
  });
});

describe('the __session cookie', () => {
  async function sessionCookie(user: TestUser, idToken = user.idToken) {
    const response = await call('POST', '/jwt', { bearer: idToken, body: { email: user.email } });
    expect(response.status).toBe(200);
    const match = /^__session=([^;]+)/.exec(response.headers.get('set-cookie') ?? '');
    return decodeURIComponent(match?.[1] ?? '');
  }

  it('identifies the caller for reads and writes, directly and through Hosting', async () => {
    const cookie = await sessionCookie(owner);
    const direct = await call<Food[]>('GET', `/my-added-food/${owner.email}`, { cookie });
    expect(direct.status).toBe(200);
    expect(direct.body.map((food) => food._id)).toContain(foodId);

    const viaHosting = await call<Food[]>('GET', `/my-added-food/${owner.email}`, {
      cookie,
      base: hostingApi,
    });
    expect(viaHosting.status).toBe(200);
    expect(viaHosting.body.map((food) => food._id)).toContain(foodId);

    const posted = await call<{ insertedId: string }>('POST', '/gallery', {
      cookie,
      base: hostingApi,
      body: { imageURL: 'https://example.com/cookie.png', feedback: 'Posted with a cookie' },
    });
    expect(posted.status).toBe(200);
    track(`${collections.gallery}/${posted.body.insertedId}`);
    expect(await readDoc(`${collections.gallery}/${posted.body.insertedId}`)).toMatchObject({
      userUid: owner.uid,
    });
  });

  it('is refused once the account is revoked, and nothing changes', async () => {
    const user = await makeUser('Revoked');
    const ownFood = await makeFood(user);
    const cookie = await sessionCookie(user, await signInWithPassword(user.email, user.password));
    // Revocation is to the second: make sure the cookie predates it.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await adminAuth.revokeRefreshTokens(user.uid);
    const before = await readDoc(`${collections.foods}/${ownFood}`);
    const answer = await call('DELETE', `/allspot/${ownFood}`, { cookie });
    expect(answer.status).toBe(401);
    expect(await readDoc(`${collections.foods}/${ownFood}`)).toEqual(before);
  });
});
