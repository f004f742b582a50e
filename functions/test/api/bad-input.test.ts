// Bad input: every body below is refused with 400 naming the bad field, and nothing is written.
// The sender is a fresh account, so "nothing written" means no document anywhere carries their
// uid, and the food they tried to buy is as it was.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections, limits, messages } from '../../src/shared/index.js';
import type { TestUser } from '../support/emulators.js';
import {
  call,
  makeFood,
  makeUser,
  nothingWritten,
  readDoc,
  removeMade,
  writtenBy,
} from './client.js';

let sender: TestUser;
let owner: TestUser;
let foodId: string;

beforeAll(async () => {
  [sender, owner] = await Promise.all([makeUser('Bad Input Sender'), makeUser('Bad Input Owner')]);
  foodId = await makeFood(owner, { quantity: 5 });
});
afterAll(removeMade);

const food = {
  foodName: 'Prawn Malai Curry',
  imageURL: 'https://example.com/prawn.png',
  category: 'Seafood',
  country: 'Bangladesh',
  price: 15,
  quantity: 4,
  description: 'Prawns in coconut milk.',
};
const order = () => ({ foodId, quantity: 1 });
const entry = { imageURL: 'https://example.com/g.png', feedback: 'Lovely.' };
const review = { title: 'Tasty', review: 'Would order again.' };
const profile = () => ({ displayName: 'Sender', email: sender.email, photoURL: '' });

const without = <T extends object>(body: T, key: keyof T) => {
  const copy: Partial<T> = { ...body };
  delete copy[key];
  return copy;
};

type Row = [name: string, path: string, body: () => unknown, field: string];

const rows: Row[] = [
  // POST /myFoods
  [
    'food: price as text that is no number',
    '/myFoods',
    () => ({ ...food, price: '12abc' }),
    'price',
  ],
  [
    'food: quantity as fractional text',
    '/myFoods',
    () => ({ ...food, quantity: '3.5' }),
    'quantity',
  ],
  ['food: no foodName', '/myFoods', () => without(food, 'foodName'), 'foodName'],
  ['food: no description', '/myFoods', () => without(food, 'description'), 'description'],
  ['food: an extra key', '/myFoods', () => ({ ...food, isAdmin: true }), 'isAdmin'],
  ['food: a client-set _id', '/myFoods', () => ({ ...food, _id: 'seed-x' }), '_id'],
  [
    'food: client-set search terms',
    '/myFoods',
    () => ({ ...food, searchTerms: ['a'] }),
    'searchTerms',
  ],
  [
    'food: client-set createdAt',
    '/myFoods',
    () => ({ ...food, createdAt: '2020-01-01' }),
    'createdAt',
  ],
  ['food: orderCount 5', '/myFoods', () => ({ ...food, orderCount: 5 }), 'orderCount'],
  [
    'food: name of 81 characters',
    '/myFoods',
    () => ({ ...food, foodName: 'a'.repeat(81) }),
    'foodName',
  ],
  ['food: whitespace-only name', '/myFoods', () => ({ ...food, foodName: '   ' }), 'foodName'],
  [
    'food: zero-width character',
    '/myFoods',
    () => ({ ...food, foodName: 'Bir\u200Byani' }),
    'foodName',
  ],
  [
    'food: description of 1001 characters',
    '/myFoods',
    () => ({ ...food, description: 'a'.repeat(limits.descriptionMax + 1) }),
    'description',
  ],
  [
    'food: a ~1 MiB description',
    '/myFoods',
    () => ({ ...food, description: 'a'.repeat(1024 * 1024) }),
    'description',
  ],
  ['food: negative price', '/myFoods', () => ({ ...food, price: -1 }), 'price'],
  [
    'food: price over the limit',
    '/myFoods',
    () => ({ ...food, price: limits.priceMax + 1 }),
    'price',
  ],
  ['food: null price', '/myFoods', () => ({ ...food, price: null }), 'price'],
  ['food: fractional quantity', '/myFoods', () => ({ ...food, quantity: 2.5 }), 'quantity'],
  ['food: negative quantity', '/myFoods', () => ({ ...food, quantity: -1 }), 'quantity'],
  ['food: unknown category', '/myFoods', () => ({ ...food, category: 'Pizza' }), 'category'],
  [
    'food: the placeholder category "0"',
    '/myFoods',
    () => ({ ...food, category: '0' }),
    'category',
  ],
  ['food: unknown country', '/myFoods', () => ({ ...food, country: 'Afghanistan' }), 'country'],
  [
    'food: javascript: image',
    '/myFoods',
    () => ({ ...food, imageURL: 'javascript:alert(1)' }),
    'imageURL',
  ],
  [
    'food: data: image',
    '/myFoods',
    () => ({ ...food, imageURL: 'data:image/png;base64,AA' }),
    'imageURL',
  ],
  [
    'food: image URL too long',
    '/myFoods',
    () => ({ ...food, imageURL: `https://x.example/${'a'.repeat(2048)}` }),
    'imageURL',
  ],
  [
    'food: spoofed owner e-mail',
    '/myFoods',
    () => ({ ...food, userEmail: owner.email }),
    'userEmail',
  ],
  ['food: spoofed owner uid', '/myFoods', () => ({ ...food, ownerUid: owner.uid }), 'ownerUid'],
  ['food: an array body', '/myFoods', () => [food], '_'],
  // POST /orderFood
  ['order: quantity 0', '/orderFood', () => ({ ...order(), quantity: 0 }), 'quantity'],
  ['order: negative quantity', '/orderFood', () => ({ ...order(), quantity: -2 }), 'quantity'],
  ['order: quantity as a word', '/orderFood', () => ({ ...order(), quantity: 'one' }), 'quantity'],
  ['order: fractional quantity', '/orderFood', () => ({ ...order(), quantity: 1.5 }), 'quantity'],
  ['order: no foodId', '/orderFood', () => without(order(), 'foodId'), 'foodId'],
  [
    'order: spoofed buyer e-mail',
    '/orderFood',
    () => ({ ...order(), buyerEmail: owner.email }),
    'buyerEmail',
  ],
  [
    'order: client-set buyerUid',
    '/orderFood',
    () => ({ ...order(), buyerUid: sender.uid }),
    'buyerUid',
  ],
  [
    'order: buying date in another format',
    '/orderFood',
    () => ({ ...order(), buyingDate: '22/11/2026' }),
    'buyingDate',
  ],
  ['order: non-text buyer name', '/orderFood', () => ({ ...order(), buyerName: 42 }), 'buyerName'],
  // POST /gallery
  [
    'gallery: feedback of 201 characters',
    '/gallery',
    () => ({ ...entry, feedback: 'a'.repeat(limits.feedbackMax + 1) }),
    'feedback',
  ],
  ['gallery: no image URL', '/gallery', () => without(entry, 'imageURL'), 'imageURL'],
  ['gallery: feedback as a number', '/gallery', () => ({ ...entry, feedback: 5 }), 'feedback'],
  [
    'gallery: spoofed author e-mail',
    '/gallery',
    () => ({ ...entry, userEmail: owner.email }),
    'userEmail',
  ],
  ['gallery: spoofed author uid', '/gallery', () => ({ ...entry, userUid: owner.uid }), 'userUid'],
  [
    'gallery: control character in feedback',
    '/gallery',
    () => ({ ...entry, feedback: 'a\u0007b' }),
    'feedback',
  ],
  // POST /review
  ['review: empty title', '/review', () => ({ ...review, title: '' }), 'title'],
  [
    'review: review of 1001 characters',
    '/review',
    () => ({ ...review, review: 'a'.repeat(limits.reviewTextMax + 1) }),
    'review',
  ],
  [
    'review: spoofed author e-mail',
    '/review',
    () => ({ ...review, userEmail: owner.email }),
    'userEmail',
  ],
  ['review: an extra key', '/review', () => ({ ...review, rating: 5 }), 'rating'],
  // POST /users
  [
    'profile: another user’s e-mail',
    '/users',
    () => ({ ...profile(), email: owner.email }),
    'email',
  ],
  [
    'profile: empty display name',
    '/users',
    () => ({ ...profile(), displayName: '' }),
    'displayName',
  ],
  [
    'profile: photo that is not a URL',
    '/users',
    () => ({ ...profile(), photoURL: 'not a url' }),
    'photoURL',
  ],
  ['profile: an extra key', '/users', () => ({ ...profile(), role: 'admin' }), 'role'],
];

describe('bad input to the write endpoints', () => {
  it('has at least 30 bodies', () => {
    expect(rows.length).toBeGreaterThanOrEqual(30);
  });

  it.each(rows)('%s: 400 naming the field, nothing written', async (_name, path, body, field) => {
    const foodBefore = await readDoc(`${collections.foods}/${foodId}`);
    const answer = await call<{ error: string; fields: Record<string, string> }>('POST', path, {
      as: sender,
      body: body(),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toEqual(expect.any(String));
    expect(answer.body.fields).toHaveProperty(field, expect.any(String));
    expect(await writtenBy(sender)).toEqual(nothingWritten);
    expect(await readDoc(`${collections.foods}/${foodId}`)).toEqual(foodBefore);
  });

  it('says the spec’s words where the spec has them', async () => {
    const noName = await call<{ fields: Record<string, string> }>('POST', '/myFoods', {
      as: sender,
      body: { ...food, foodName: '' },
    });
    expect(noName.body.fields.foodName).toBe(messages.foodNameRequired);
    const noCategory = await call<{ fields: Record<string, string> }>('POST', '/myFoods', {
      as: sender,
      body: { ...food, category: '0' },
    });
    expect(noCategory.body.fields.category).toBe(messages.selectOne);
  });
});
