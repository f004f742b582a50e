// The meal in progress, carts/{uid} (contract, "A meal from one kitchen"): the matrix (every
// operation by every caller), field cells for its keys (outcomes read from cartSchema, so
// firestore.rules is proven to say what shared/meals.ts says), the owner's changes, and a
// blocked account's writes and reads.
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
} from 'firebase/firestore';
import { cartSchema, collections, mealLimits } from '../../src/shared/index.js';
import { persona, type ClientDb, type Persona } from './documents.js';
import { absentKey } from './field-probes.js';
import { callers, operations, type Caller, type Operation, type Outcome } from './matrix.js';

const A = 'allow';
const D = 'deny';
type Row = readonly [signedOut: Outcome, owner: Outcome, otherUser: Outcome, emailClaimer: Outcome];

// prettier-ignore
export const cartsMatrix: Record<Operation, Row> = {
  //      signed out  owner  other user  claims owner's e-mail
  get:    [D,          A,     D,          D], // the meal is its owner's only
  list:   [D,          D,     D,          D], // never listed: the app gets its one document
  create: [D,          A,     D,          D],
  update: [D,          A,     D,          D],
  delete: [D,          A,     D,          D], // emptied
};

export interface CartMatrixCell {
  key: string;
  operation: Operation;
  caller: Caller;
  expected: Outcome;
  owner: Persona;
}

export function cartsMatrixCells(): CartMatrixCell[] {
  return operations.flatMap((operation) =>
    callers.map((caller, index) => {
      const key = `carts-${operation}-${caller}`;
      const expected = cartsMatrix[operation][index];
      if (!expected) throw new Error(`The carts matrix has no cell ${key}`);
      return { key, operation, caller, expected, owner: persona(`diner-${key}`, 'Dina Diner') };
    }),
  );
}

export function cartsCallerFor(cell: CartMatrixCell): Persona | null {
  switch (cell.caller) {
    case 'signedOut':
      return null;
    case 'owner':
      return cell.owner;
    case 'otherUser':
      return persona(`other-${cell.key}`, 'Otto Other');
    case 'emailClaimer':
      return { uid: `claimer-${cell.key}`, email: cell.owner.email, name: cell.owner.name };
  }
}

export const cartPath = (who: Persona) => `${collections.carts}/${who.uid}`;

const line = (i: number, quantity = 1) => ({ foodId: `food-${i}`, quantity });

/** The meal as the dish page writes it: two dishes of one cook. */
export const validCart = (): Record<string, unknown> => ({
  cookUid: 'cook-meera',
  lines: [line(1, 2), line(2)],
  updatedAt: serverTimestamp(),
});

/** As stored, for the cells that read, change or delete it. */
export const storedCart = (): Record<string, unknown> => ({
  ...validCart(),
  updatedAt: Timestamp.fromMillis(Date.UTC(2026, 10, 26, 12)),
});

export const cartsSeed = (cells: CartMatrixCell[]): [string, Record<string, unknown>][] =>
  cells
    .filter((cell) => cell.operation !== 'create')
    .map((cell) => [cartPath(cell.owner), storedCart()]);

export function cartsAttempt(db: ClientDb, cell: CartMatrixCell): Promise<unknown> {
  const ref = doc(db, cartPath(cell.owner));
  switch (cell.operation) {
    case 'get':
      return getDoc(ref);
    case 'list':
      return getDocs(collection(db, collections.carts));
    case 'create':
      return setDoc(ref, validCart());
    case 'update':
      return updateDoc(ref, { lines: [line(3)], updatedAt: serverTimestamp() });
    case 'delete':
      return deleteDoc(ref);
  }
}

// ---------------------------------------------------------------- field cells

export interface CartFieldProbe {
  name: string;
  field: string;
  value: () => unknown;
  expected: Outcome;
}

/** The outcome cartSchema gives the valid cart with this field so: the rules must agree. */
function fromSchema(
  field: 'cookUid' | 'lines',
  values: [label: string, unknown][],
): CartFieldProbe[] {
  return values.map(([label, raw]) => {
    const { cookUid, lines } = validCart();
    const parsed = cartSchema.safeParse({ cookUid, lines, [field]: raw });
    return {
      name: `${field} = ${label} (the schema ${parsed.success ? 'accepts' : 'refuses'} it)`,
      field,
      value: () => raw,
      expected: parsed.success ? A : D,
    };
  });
}

const lines = (n: number, at = (i: number) => line(i)) =>
  Array.from({ length: n }, (_, i) => at(i));

export const cartFieldProbes: CartFieldProbe[] = [
  ...fromSchema(
    'cookUid',
    [
      ['a uid', 'cook-1'],
      ['128 characters', 'c'.repeat(128)],
      ['129 characters', 'c'.repeat(129)],
      ['empty', ''],
      ['a number', 42],
      ['null', null],
    ].map(([label, value]) => [String(label), value]),
  ),
  ...fromSchema('lines', [
    ['one dish', [line(1)]],
    [`${mealLimits.linesMax} dishes`, lines(mealLimits.linesMax)],
    [`${mealLimits.linesMax + 1} dishes`, lines(mealLimits.linesMax + 1)],
    ['no dish', []],
    ['one dish twice', [line(1), line(2), line(1, 3)]],
    ['the same dish at places 1 and 20', lines(20, (i) => line(i === 19 ? 0 : i))],
    ['quantity 1', [line(1, 1)]],
    [`quantity ${mealLimits.lineQuantityMax}`, [line(1, mealLimits.lineQuantityMax)]],
    [`quantity ${mealLimits.lineQuantityMax + 1}`, [line(1, mealLimits.lineQuantityMax + 1)]],
    ['quantity 0', [line(1, 0)]],
    ['quantity -1', [line(1, -1)]],
    ['quantity 1.5', [line(1, 1.5)]],
    ['quantity "2"', [{ foodId: 'food-1', quantity: '2' }]],
    ['a bad line at place 20', lines(20, (i) => line(i, i === 19 ? 0 : 1))],
    ['a line without quantity', [{ foodId: 'food-1' }]],
    ['a line without foodId', [{ quantity: 1 }]],
    ['a line with a price', [{ ...line(1), price: 0 }]],
    ['a foodId that is a path', [{ foodId: 'foods/x', quantity: 1 }]],
    ['an empty foodId', [{ foodId: '', quantity: 1 }]],
    ['a foodId of 128 characters', [{ foodId: 'f'.repeat(128), quantity: 1 }]],
    ['a foodId of 129 characters', [{ foodId: 'f'.repeat(129), quantity: 1 }]],
    ['a foodId that is a number', [{ foodId: 7, quantity: 1 }]],
    ["the rules' padding id #0", [{ foodId: '#0', quantity: 1 }]],
    ["the rules' padding id #19 beside another dish", [line(1), { foodId: '#19', quantity: 1 }]],
    ['a line that is text', ['food-1']],
    ['a map, not a list', { 0: line(1) }],
  ]),
  {
    name: 'updatedAt = the server time',
    field: 'updatedAt',
    value: () => serverTimestamp(),
    expected: A,
  },
  {
    name: 'updatedAt = a time the client chose',
    field: 'updatedAt',
    value: () => Timestamp.fromMillis(Date.UTC(2026, 10, 27)),
    expected: D,
  },
  ...(['cookUid', 'lines', 'updatedAt'] as const).map((field): CartFieldProbe => ({
    name: `${field} missing`,
    field,
    value: () => absentKey,
    expected: D,
  })),
  { name: 'an unknown key (total)', field: 'total', value: () => 12, expected: D },
];

/** The valid cart with the probed field set (or taken out). */
export function probedCart(probe: CartFieldProbe): Record<string, unknown> {
  const body = validCart();
  const value = probe.value();
  if (value === absentKey) delete body[probe.field];
  else body[probe.field] = value;
  return body;
}

/** The owner changes their stored cart. */
export const cartUpdateProbes: {
  name: string;
  change: () => Record<string, unknown>;
  expected: Outcome;
}[] = [
  {
    name: 'adds a dish, with the server time',
    change: () => ({ lines: [line(1, 2), line(2), line(3)], updatedAt: serverTimestamp() }),
    expected: A,
  },
  {
    name: 'starts a meal of another kitchen',
    change: () => ({ cookUid: 'cook-other', lines: [line(9)], updatedAt: serverTimestamp() }),
    expected: A,
  },
  {
    name: 'changes a dish without the server time',
    change: () => ({ lines: [line(1, 5)] }),
    expected: D,
  },
  {
    name: 'sets 101 units of a dish',
    change: () => ({ lines: [line(1, 101)], updatedAt: serverTimestamp() }),
    expected: D,
  },
  {
    name: 'removes every dish (the app deletes the cart instead)',
    change: () => ({ lines: [], updatedAt: serverTimestamp() }),
    expected: D,
  },
  {
    name: 'removes the cook',
    change: () => ({ cookUid: deleteField(), updatedAt: serverTimestamp() }),
    expected: D,
  },
  {
    name: 'adds a key of its own',
    change: () => ({ note: 'extra spicy', updatedAt: serverTimestamp() }),
    expected: D,
  },
];

// ---------------------------------------------------------------- a blocked account

export const blockedCartWrites: {
  name: string;
  stored: boolean;
  act: (db: ClientDb, who: Persona) => Promise<unknown>;
}[] = [
  {
    name: 'carts: create their meal',
    stored: false,
    act: (db, who) => setDoc(doc(db, cartPath(who)), validCart()),
  },
  {
    name: 'carts: add a dish to their meal',
    stored: true,
    act: (db, who) =>
      updateDoc(doc(db, cartPath(who)), {
        lines: [line(1), line(4)],
        updatedAt: serverTimestamp(),
      }),
  },
  {
    name: 'carts: empty their meal',
    stored: true,
    act: (db, who) => deleteDoc(doc(db, cartPath(who))),
  },
];
