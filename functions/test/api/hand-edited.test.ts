// Documents an operator edited by hand in the console, in every collection: fields missing,
// fields of the wrong type, a `hidden` that is not a boolean, a block with odd fields. No call
// of the facade, nor placeOrder, answers a server error for them. They are dated 2001 (or not at
// all) and owned by accounts of this file, so no other test's list meets them.
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections } from '../../src/shared/index.js';
import type { TestUser } from '../support/emulators.js';
import { adminDb } from '../support/emulators.js';
import { placeOrder } from '../orders/support.js';
import { call, makeUser, removeMade, track } from './client.js';

let editor: TestUser;
let buyer: TestUser;
let oddlyBlocked: TestUser;
const in2001 = (month: number) => Timestamp.fromDate(new Date(Date.UTC(2001, month, 1)));

async function put(collection: string, body: Record<string, unknown>, id?: string) {
  const ref = id ? adminDb.collection(collection).doc(id) : adminDb.collection(collection).doc();
  await ref.set(body);
  track(ref.path);
  return ref.id;
}

const anchors: Record<'foods' | 'gallery' | 'reviews', string> = {
  foods: '',
  gallery: '',
  reviews: '',
};
const foods: string[] = [];
const orders: string[] = [];

beforeAll(async () => {
  [editor, buyer, oddlyBlocked] = await Promise.all([
    makeUser('Eddie Edited'),
    makeUser('Bea Buyer'),
    makeUser('Odd Blocked'),
  ]);
  const mine = { ownerUid: editor.uid, userEmail: editor.email };
  // Valid documents just newer than the odd ones: each public list is read from after them.
  anchors.foods = await put(collections.foods, {
    ...mine,
    foodName: 'Anchor',
    imageURL: '/images/foods/biryani.svg',
    category: 'Seafood',
    country: 'India',
    price: 1,
    quantity: 1,
    description: 'Anchor',
    userName: 'Eddie',
    orderCount: 0,
    createdAt: in2001(11),
  });
  for (const name of ['gallery', 'reviews'] as const)
    anchors[name] = await put(name, { userUid: editor.uid, createdAt: in2001(11) });

  foods.push(
    await put(collections.foods, { ...mine, createdAt: in2001(1) }),
    await put(collections.foods, {
      ...mine,
      foodName: 42,
      imageURL: null,
      category: ['Seafood'],
      country: { name: 'India' },
      price: '12',
      quantity: 'five',
      description: true,
      userName: 7,
      orderCount: null,
      createdAt: in2001(2),
      hidden: 'yes',
    }),
    await put(collections.foods, {
      ...mine,
      foodName: 'Typed by hand',
      price: -5,
      quantity: 2.5,
      createdAt: in2001(3),
      hidden: 1,
    }),
    // Hidden, with a creation time typed as text: it sorts first of all, and is dropped.
    await put(collections.foods, {
      ...mine,
      foodName: 'Odd hidden',
      createdAt: 'yesterday',
      hidden: true,
    }),
    await put(collections.foods, {
      ownerUid: 12345,
      foodName: 'Owner is a number',
      createdAt: in2001(4),
    }),
  );
  const buys = { buyerUid: editor.uid };
  orders.push(
    await put(collections.orders, { ...buys, createdAt: in2001(1) }),
    await put(collections.orders, {
      ...buys,
      status: 'cooking',
      quantity: 'two',
      price: null,
      foodId: 42,
      foodName: ['x'],
      createdAt: in2001(2),
    }),
    await put(collections.orders, {
      ...buys,
      status: 'completed',
      foodId: 'no-such-food',
      createdAt: 'today',
    }),
  );
  for (const name of ['gallery', 'reviews'] as const) {
    await put(name, { userUid: editor.uid, createdAt: in2001(1) });
    await put(name, {
      userUid: editor.uid,
      imageURL: 5,
      feedback: { text: 'x' },
      title: null,
      review: ['x'],
      userPhoto: false,
      userName: 9,
      createdAt: in2001(2),
      hidden: 'true',
    });
  }
  await put(collections.users, { displayName: 5, email: null, createdAt: 'never' }, editor.uid);
  await put(collections.blocked, { reason: { nested: [1, 2] }, until: null }, oddlyBlocked.uid);
});
afterAll(removeMade);

type Answered = { call: string; status: number };
const answered = async (method: string, path: string, options = {}): Promise<Answered> => ({
  call: `${method} ${path}`,
  status: (await call(method, path, options)).status,
});
const serverErrors = (answers: Answered[]) => answers.filter((a) => a.status >= 500);

describe('hand-edited documents', () => {
  it('never make a public list answer a server error', async () => {
    const answers = await Promise.all([
      answered('GET', '/top-selling'),
      answered('GET', `/allFood?after=${anchors.foods}`),
      answered('GET', '/allFood?limit=100'),
      answered('GET', '/search-food?foodName=hand'),
      answered('GET', `/gallery?after=${anchors.gallery}`),
      answered('GET', `/review?after=${anchors.reviews}`),
    ]);
    expect(serverErrors(answers)).toEqual([]);
    const list = await call<{ _id: string }[]>('GET', `/allFood?after=${anchors.foods}`);
    // Shown as stored; the hidden one (exactly true) is not; "yes" and 1 are not hidden.
    expect(list.body.map((food) => food._id)).toEqual(expect.arrayContaining([foods[1], foods[2]]));
    expect(list.body.map((food) => food._id)).not.toContain(foods[3]);
  });

  it("never make a signed-in call about them answer a server error, the owner's or another's", async () => {
    const answers: Answered[] = [];
    for (const foodId of foods) {
      answers.push(
        await answered('GET', `/single-food/${foodId}`, { as: editor }),
        await answered('GET', `/single-food/${foodId}`, { as: buyer }),
        await answered('GET', `/findEmail/${foodId}`, { as: buyer }),
        await answered('GET', `/find-exist-order/${foodId}`, { as: editor }),
        await answered('POST', '/orderFood', { as: buyer, body: { foodId, quantity: 1 } }),
      );
    }
    answers.push(
      await answered('GET', `/my-added-food/${editor.email}`, { as: editor }),
      await answered('GET', `/my-ordered-food/${editor.email}`, { as: editor }),
      await answered('POST', '/users', {
        as: editor,
        body: { displayName: 'Eddie', email: editor.email, photoURL: '' },
      }),
    );
    for (const orderId of orders)
      answers.push(await answered('DELETE', `/delete-order-food/${orderId}`, { as: editor }));
    for (const foodId of foods)
      answers.push(await answered('DELETE', `/allspot/${foodId}`, { as: editor }));
    expect(serverErrors(answers)).toEqual([]);
    expect(answers.length).toBe(foods.length * 6 + orders.length + 3);
  });

  it('never make placeOrder fail with an internal error', async () => {
    const odd = await put(collections.foods, {
      ownerUid: editor.uid,
      foodName: 99,
      price: 'free',
      quantity: '3',
      createdAt: in2001(5),
    });
    const outcome = await placeOrder({ foodId: odd, quantity: 1 }, buyer.idToken);
    expect(outcome.status).toBeLessThan(500);
    expect(outcome.error?.status).not.toBe('INTERNAL');
  });

  it('a block with odd fields blocks, and answers 403, never a server error', async () => {
    const answers = await Promise.all([
      call('GET', `/my-added-food/${oddlyBlocked.email}`, { as: oddlyBlocked }),
      call('POST', '/review', { as: oddlyBlocked, body: { title: 'x', review: 'y' } }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([403, 403]);
    const callable = await placeOrder({ foodId: anchors.foods, quantity: 1 }, oddlyBlocked.idToken);
    expect(callable.error?.status).toBe('PERMISSION_DENIED');
  });
});
