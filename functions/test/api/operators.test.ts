// What operators set in the Firebase console, as the facade and placeOrder honour it (contract,
// "Operators"): hide and unhide, block and unblock, disable and re-enable. The operator is the
// Admin SDK here, as the console is. Posts and foods that must sit in a public list are dated
// 2001, behind an anchor of their own, so tests running beside these never see them.
import { randomUUID } from 'node:crypto';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  collections,
  messages,
  pageSizes,
  type Food,
  type GalleryEntry,
  type Review,
} from '../../src/shared/index.js';
import { adminAuth, adminDb, signInWithPassword, type TestUser } from '../support/emulators.js';
import { placeOrder, readFood } from '../orders/support.js';
import {
  call,
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

beforeAll(async () => {
  [owner, buyer] = await Promise.all([makeUser('Hana Owner'), makeUser('Bilal Buyer')]);
});
afterAll(removeMade);

const hide = (path: string, value: unknown = true) => adminDb.doc(path).update({ hidden: value });
const unhideByDeleting = (path: string) =>
  adminDb.doc(path).update({ hidden: FieldValue.delete() });
const ids = (items: { _id: string }[]) => items.map((item) => item._id);
const in2001 = (month: number) => Timestamp.fromDate(new Date(Date.UTC(2001, month, 1)));

/** A post of `author` dated in 2001, straight into the database as the console would. */
async function makePost(
  name: 'gallery' | 'reviews',
  author: TestUser,
  month: number,
): Promise<string> {
  const common = {
    userEmail: author.email,
    userName: author.displayName,
    userUid: author.uid,
    createdAt: in2001(month),
  };
  const body =
    name === 'gallery'
      ? { ...common, imageURL: '/images/gallery/tea-time.svg', feedback: `Post ${unique()}` }
      : { ...common, title: `Review ${unique()}`, review: 'Lovely.', userPhoto: '' };
  const ref = await adminDb.collection(name).add(body);
  track(ref.path);
  return ref.id;
}

describe('hiding', () => {
  it('takes a food out of search and /allFood, and unhiding (false, or no field) brings it back', async () => {
    const word = `zh${unique()}`;
    const foodId = await makeFood(owner, { foodName: `Hidden ${word} Stew` });
    const path = `${collections.foods}/${foodId}`;
    const search = async () =>
      ids((await call<Food[]>('GET', `/search-food?foodName=${word}`)).body);

    expect(await search()).toEqual([foodId]);
    await hide(path);
    expect(await search()).toEqual([]);
    await hide(path, false);
    expect(await search()).toEqual([foodId]);
    await hide(path);
    await unhideByDeleting(path);
    expect(await search()).toEqual([foodId]);
  });

  it('counts only exactly true as hidden: "true" and 1 typed by hand hide nothing', async () => {
    const word = `zt${unique()}`;
    const typedText = await makeFood(owner, { foodName: `Text ${word}` });
    const typedOne = await makeFood(owner, { foodName: `One ${word}` });
    await hide(`${collections.foods}/${typedText}`, 'true');
    await hide(`${collections.foods}/${typedOne}`, 1);
    const { status, body } = await call<Food[]>('GET', `/search-food?foodName=${word}`);
    expect(status).toBe(200);
    expect(ids(body).sort()).toEqual([typedText, typedOne].sort());
  });

  it('fills a page past hidden foods, and the next page continues after it', async () => {
    const word = `zp${unique()}`;
    // Newest first: f4, f3, f2, f1, f0. Hide the two newest but one.
    const made: string[] = [];
    for (let i = 0; i < 5; i++) made.push(await makeFood(owner, { foodName: `Page ${word} ${i}` }));
    const [f0, f1, f2, f3, f4] = made as [string, string, string, string, string];
    await hide(`${collections.foods}/${f3}`);
    await hide(`${collections.foods}/${f2}`);

    const first = await call<Food[]>('GET', `/search-food?foodName=${word}&limit=2`);
    expect(ids(first.body)).toEqual([f4, f1]);
    const next = await call<Food[]>('GET', `/search-food?foodName=${word}&limit=2&after=${f1}`);
    expect(ids(next.body)).toEqual([f0]);
  });

  it('keeps a hidden food out of the top sellers, which still shows six', async () => {
    // Far above any other count: without hiding it would be first.
    const foodId = await makeFood(owner, {
      orderCount: 3_000_000_000 + Math.floor(Math.random() * 1e6),
    });
    await hide(`${collections.foods}/${foodId}`);
    const { status, body } = await call<Food[]>('GET', '/top-selling');
    expect(status).toBe(200);
    expect(ids(body)).not.toContain(foodId);
    expect(body).toHaveLength(pageSizes.topSelling);
  });

  it('answers 404 to others for its page and its owner check, and shows it to its owner, marked', async () => {
    const foodId = await makeFood(owner);
    await hide(`${collections.foods}/${foodId}`);

    const forBuyer = await call('GET', `/single-food/${foodId}`, { as: buyer });
    expect(forBuyer.status).toBe(404);
    expect((await call('GET', `/findEmail/${foodId}`, { as: buyer })).status).toBe(404);

    const forOwner = await call<Food>('GET', `/single-food/${foodId}`, { as: owner });
    expect(forOwner.status).toBe(200);
    expect(forOwner.body).toMatchObject({ _id: foodId, hidden: true });
    const mine = await call<Food[]>('GET', `/my-added-food/${owner.email}`, { as: owner });
    expect(mine.body.find((food) => food._id === foodId)).toMatchObject({ hidden: true });
    // A visible food keeps the shape old clients know: no `hidden` key.
    const visible = await makeFood(owner);
    const plain = await call<Food>('GET', `/single-food/${visible}`, { as: buyer });
    expect(plain.body).not.toHaveProperty('hidden');
  });

  it('lets the owner delete their hidden food', async () => {
    const foodId = await makeFood(owner);
    await hide(`${collections.foods}/${foodId}`);
    const answer = await call('DELETE', `/allspot/${foodId}`, { as: owner });
    expect(answer).toMatchObject({ status: 200, body: { acknowledged: true, deletedCount: 1 } });
    expect(await readDoc(`${collections.foods}/${foodId}`)).toBeNull();
  });

  it('refuses to sell a hidden food, through placeOrder and POST /orderFood, and sells it once shown', async () => {
    const foodId = await makeFood(owner, { quantity: 5 });
    await hide(`${collections.foods}/${foodId}`);

    const callable = await placeOrder({ foodId, quantity: 1 }, buyer.idToken);
    expect(callable.error).toEqual({
      status: 'NOT_FOUND',
      message: messages.foodUnavailable,
      details: { reason: 'unavailable' },
    });
    const facade = await call('POST', '/orderFood', { as: buyer, body: { foodId, quantity: 1 } });
    expect(facade).toMatchObject({ status: 404, body: { error: messages.foodUnavailable } });
    expect(await readFood(foodId)).toEqual({ quantity: 5, orderCount: 0 });

    await hide(`${collections.foods}/${foodId}`, false);
    const bought = await placeOrder({ foodId, quantity: 1 }, buyer.idToken);
    expect(bought.insertedId).toEqual(expect.any(String));
    track(`${collections.orders}/${bought.insertedId}`);
    expect(await readFood(foodId)).toEqual({ quantity: 4, orderCount: 1 });
  });

  it.each([
    ['gallery', '/gallery'],
    ['reviews', '/review'],
  ] as const)('takes a %s post out of %s, and unhiding brings it back', async (name, path) => {
    const anchor = await makePost(name, owner, 6);
    const post = await makePost(name, owner, 3);
    const older = await makePost(name, owner, 1);
    const page = async () =>
      ids((await call<(GalleryEntry | Review)[]>('GET', `${path}?after=${anchor}&limit=2`)).body);

    expect(await page()).toEqual([post, older]);
    await hide(`${name}/${post}`);
    // The page is refilled with the next older post, whichever that is.
    const hidden = await page();
    expect(hidden).not.toContain(post);
    expect(hidden[0]).toBe(older);
    await hide(`${name}/${post}`, false);
    expect(await page()).toEqual([post, older]);
  });
});

describe('blocking', () => {
  /** A fresh account with a food to buy and things of its own to touch. */
  async function blockedUser(block: Record<string, unknown>) {
    const user = await makeUser('Bo Blocked');
    const ownFood = await makeFood(user, { quantity: 3 });
    const foodId = await makeFood(owner, { quantity: 5 });
    const orderId = await makeOrder(user, foodId);
    const blockPath = `${collections.blocked}/${user.uid}`;
    await adminDb.doc(blockPath).set(block);
    track(blockPath);
    return { user, ownFood, foodId, orderId, blockPath };
  }

  it.each([
    ['with a reason', { reason: 'Spam reviews' }],
    ['with no fields', {}],
    ['with odd fields typed by hand', { reason: 42, until: 'never' }],
  ])(
    'a block %s refuses placeOrder with permission-denied, and lifting it lets them buy',
    async (_label, block) => {
      const { user, foodId, blockPath } = await blockedUser(block);
      const refused = await placeOrder({ foodId, quantity: 1 }, user.idToken);
      expect(refused.error).toEqual({
        status: 'PERMISSION_DENIED',
        message: messages.accountBlocked,
        details: { reason: 'blocked' },
      });
      expect(await readFood(foodId)).toEqual({ quantity: 5, orderCount: 0 });

      await adminDb.doc(blockPath).delete();
      const bought = await placeOrder({ foodId, quantity: 1 }, user.idToken);
      expect(bought.insertedId).toEqual(expect.any(String));
      track(`${collections.orders}/${bought.insertedId}`);
    },
  );

  it('placeOrder tells a blocked account so before any other refusal, and commits nothing', async () => {
    const user = await makeUser('Bo Blocked');
    const ownFood = await makeFood(user, { quantity: 3 });
    const foodId = await makeFood(owner, { quantity: 5 });
    const requestId = randomUUID().replaceAll('-', '');
    const placed = await placeOrder({ foodId, quantity: 1, requestId }, user.idToken);
    track(`${collections.orders}/${placed.insertedId}`);
    const blockPath = `${collections.blocked}/${user.uid}`;
    await adminDb.doc(blockPath).set({});
    track(blockPath);

    // The account is checked beside the purchase's reads: each of these would answer
    // something else (the order already placed, or a refusal of its own) if it came first.
    const attempts = [
      { foodId, quantity: 1, requestId },
      { foodId: ownFood, quantity: 1 },
      { foodId, quantity: 99 },
      { foodId, quantity: 0 },
      { foodId, quantity: 1, pickupAt: 'soon' },
      { items: [{ foodId, quantity: 1 }] },
      { items: [{ foodId: ownFood, quantity: 1 }] },
    ];
    for (const attempt of attempts) {
      const refused = await placeOrder(attempt, user.idToken);
      expect(refused.error, JSON.stringify(attempt)).toEqual({
        status: 'PERMISSION_DENIED',
        message: messages.accountBlocked,
        details: { reason: 'blocked' },
      });
    }
    expect(await readFood(foodId)).toEqual({ quantity: 4, orderCount: 1 });
  });

  it('the facade answers 403 with the message to every signed-in call, changes nothing, and public reads still work', async () => {
    const { user, ownFood, foodId, orderId, blockPath } = await blockedUser({ reason: 'Abuse' });
    const calls: [string, string, unknown?][] = [
      ['GET', `/single-food/${foodId}`],
      ['GET', `/find-exist-order/${foodId}`],
      ['GET', `/findEmail/${foodId}`],
      ['POST', '/orderFood', { foodId, quantity: 1 }],
      ['POST', `/increaseOrderCount/${foodId}`],
      ['POST', '/gallery', { imageURL: 'https://example.com/x.png', feedback: 'Blocked post' }],
      [
        'POST',
        '/myFoods',
        {
          foodName: 'Blocked dish',
          imageURL: 'https://example.com/x.png',
          category: 'Seafood',
          country: 'Malaysia',
          price: 5,
          quantity: 1,
          description: 'Never stored.',
        },
      ],
      ['GET', `/my-added-food/${user.email}`],
      ['DELETE', `/allspot/${ownFood}`],
      ['GET', `/my-ordered-food/${user.email}`],
      ['DELETE', `/delete-order-food/${orderId}`],
      ['POST', '/users', { displayName: 'Bo', email: user.email, photoURL: '' }],
      ['POST', '/review', { title: 'Blocked', review: 'Never stored.' }],
    ];
    const before = {
      written: await writtenBy(user),
      food: await readDoc(`${collections.foods}/${foodId}`),
      ownFood: await readDoc(`${collections.foods}/${ownFood}`),
      order: await readDoc(`${collections.orders}/${orderId}`),
    };
    for (const [method, path, body] of calls) {
      const answer = await call(method, path, { as: user, body });
      expect({ call: `${method} ${path}`, ...answer, headers: null }).toEqual({
        call: `${method} ${path}`,
        status: 403,
        body: { error: messages.accountBlocked },
        headers: null,
      });
    }
    expect({
      written: await writtenBy(user),
      food: await readDoc(`${collections.foods}/${foodId}`),
      ownFood: await readDoc(`${collections.foods}/${ownFood}`),
      order: await readDoc(`${collections.orders}/${orderId}`),
    }).toEqual(before);

    for (const path of [
      '/top-selling',
      '/allFood?limit=2',
      '/search-food?foodName=a',
      '/gallery?limit=2',
      '/review?limit=2',
    ])
      expect((await call('GET', path, { as: user })).status).toBe(200);

    // Lifted at once, and nothing they had is lost.
    await adminDb.doc(blockPath).delete();
    const mine = await call<Food[]>('GET', `/my-added-food/${user.email}`, { as: user });
    expect(mine.status).toBe(200);
    expect(ids(mine.body)).toEqual([ownFood]);
    const orders = await call<{ _id: string }[]>('GET', `/my-ordered-food/${user.email}`, {
      as: user,
    });
    expect(ids(orders.body)).toEqual([orderId]);
  });
});

describe('disabling', () => {
  it('refuses a disabled account at once, with its ID token still valid, and re-enabling restores it', async () => {
    const user = await makeUser('Dee Disabled');
    const foodId = await makeFood(owner, { quantity: 5 });
    await adminAuth.updateUser(user.uid, { disabled: true });

    const callable = await placeOrder({ foodId, quantity: 1 }, user.idToken);
    expect(callable.status).toBe(401);
    expect(callable.error).toEqual({
      status: 'UNAUTHENTICATED',
      message: messages.accountDisabled,
    });
    const facade = await call('POST', '/orderFood', { as: user, body: { foodId, quantity: 1 } });
    expect(facade.status).toBe(401);
    expect((await call('GET', `/my-ordered-food/${user.email}`, { as: user })).status).toBe(401);
    expect(await readFood(foodId)).toEqual({ quantity: 5, orderCount: 0 });

    await adminAuth.updateUser(user.uid, { disabled: false });
    const bought = await placeOrder({ foodId, quantity: 1 }, user.idToken);
    expect(bought.insertedId).toEqual(expect.any(String));
    track(`${collections.orders}/${bought.insertedId}`);
  });

  it('refuses a token issued before the account was signed out everywhere', async () => {
    const user = await makeUser('Rey Revoked');
    const foodId = await makeFood(owner, { quantity: 5 });
    const token = await signInWithPassword(user.email, user.password);
    // Revocation is to the second: make sure the token predates it.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await adminAuth.revokeRefreshTokens(user.uid);

    const refused = await placeOrder({ foodId, quantity: 1 }, token);
    expect(refused.error).toEqual({ status: 'UNAUTHENTICATED', message: messages.sessionEnded });
    const fresh = await placeOrder(
      { foodId, quantity: 1 },
      await signInWithPassword(user.email, user.password),
    );
    expect(fresh.insertedId).toEqual(expect.any(String));
    track(`${collections.orders}/${fresh.insertedId}`);
  });
});
