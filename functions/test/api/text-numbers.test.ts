// The old forms' numbers: decimal text is read by one strict rule (number-text.ts); anything
// else is a 400 naming the field, and the database is byte for byte as it was: the food's
// document as the emulator serves it (with its update time), and no document by the sender.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections, limits } from '../../src/shared/index.js';
import { hosts, projectId, type TestUser } from '../support/emulators.js';
import {
  call,
  countWhere,
  makeFood,
  makeUser,
  nothingWritten,
  readDoc,
  removeMade,
  track,
  writtenBy,
} from './client.js';

let sender: TestUser;
let owner: TestUser;
let foodId: string;

beforeAll(async () => {
  [sender, owner] = await Promise.all([
    makeUser('Text Number Sender'),
    makeUser('Text Number Owner'),
  ]);
  foodId = await makeFood(owner, { quantity: 5 });
});
afterAll(removeMade);

/** The food's stored bytes: the emulator's own JSON of the document, update time included. */
async function foodBytes(): Promise<string> {
  const response = await fetch(
    `http://${hosts.firestore}/v1/projects/${projectId}/databases/(default)/documents/${collections.foods}/${foodId}`,
    { headers: { Authorization: 'Bearer owner' } },
  );
  expect(response.status).toBe(200);
  return response.text();
}

/** Everything the refused calls could have written. */
async function database() {
  return {
    food: await foodBytes(),
    byTheSender: await writtenBy(sender),
    ordersOfTheFood: await countWhere(collections.orders, 'foodId', foodId),
  };
}

const food = {
  foodName: 'Text Number Curry',
  imageURL: 'https://example.com/curry.png',
  category: 'Curries and Gravies',
  country: 'India',
  price: '12',
  quantity: '5',
  description: 'Sent as the old form sent it.',
};

const badText = ['', '   ', '1e3', '0x10', '-1', 'Infinity', '12abc', 'NaN', '1,5', '+3'];

type Row = [path: '/myFoods' | '/orderFood', field: 'price' | 'quantity', value: string];
const rows: Row[] = [
  ...badText.map((value): Row => ['/myFoods', 'price', value]),
  ['/myFoods', 'price', '12.505'],
  ['/myFoods', 'price', String(limits.priceMax + 1)],
  ['/myFoods', 'price', '100000.01'],
  ...badText.map((value): Row => ['/myFoods', 'quantity', value]),
  ['/myFoods', 'quantity', '2.5'],
  ['/myFoods', 'quantity', String(limits.quantityMax + 1)],
  ...badText.map((value): Row => ['/orderFood', 'quantity', value]),
  ['/orderFood', 'quantity', '2.5'],
  ['/orderFood', 'quantity', '0'],
  ['/orderFood', 'quantity', String(limits.quantityMax + 1)],
];

const body = (path: Row[0], field: Row[1], value: string) =>
  path === '/myFoods'
    ? { ...food, [field]: value, userEmail: sender.email, userName: 'Sender', orderCount: 0 }
    : { foodId, [field]: value, price: '8.50', buyerEmail: sender.email };

describe('numbers the old forms could send that are not numbers', () => {
  it.each(rows)(
    'POST %s with %s %j: 400 naming the field, the database unchanged',
    async (path, field, value) => {
      const before = await database();
      const answer = await call<{ error: string; fields: Record<string, string> }>('POST', path, {
        as: sender,
        body: body(path, field, value),
      });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        error: expect.any(String),
        fields: { [field]: expect.any(String) },
      });
      const after = await database();
      expect(after).toEqual(before);
      expect(after.byTheSender).toEqual(nothingWritten);
    },
  );
});

describe('numbers the old forms sent', () => {
  it.each([
    ['12', ' 5 ', 12, 5],
    ['12.50', '0', 12.5, 0],
    [' 0.99 ', '100000', 0.99, 100000],
  ])(
    'POST /myFoods with price %j and quantity %j stores %s and %s',
    async (price, quantity, storedPrice, storedQuantity) => {
      const answer = await call<{ insertedId: string }>('POST', '/myFoods', {
        as: owner,
        body: { ...food, price, quantity },
      });
      expect(answer.status).toBe(200);
      const path = `${collections.foods}/${answer.body.insertedId}`;
      track(path);
      expect(await readDoc(path)).toMatchObject({ price: storedPrice, quantity: storedQuantity });
    },
  );
});
