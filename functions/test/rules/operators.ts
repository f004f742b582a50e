// Cells for what operators set in the Firebase console (contract, "Operators"): hidden
// documents, and blocked accounts on every write path of every collection. Each cell has its
// own documents and callers, so cells never interfere.
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { pageSizes, statusTimeField } from '../../src/shared/index.js';
import {
  documentPath,
  persona,
  stored,
  storedOrder,
  validDocument,
  type ClientDb,
  type Persona,
} from './documents.js';
import { removal } from './field-probes.js';
import { storedKitchen, validAddress, validKitchen } from './kitchens.js';
import { storedRating, validRating } from './ratings-cells.js';
import type { Outcome } from './matrix.js';

export type HideableCollection = 'foods' | 'gallery' | 'reviews';
export const hideableCollections: HideableCollection[] = ['foods', 'gallery', 'reviews'];

// ---------------------------------------------------------------- hidden documents

export type HiddenCaller = 'signedOut' | 'author' | 'otherUser';

export interface HiddenCell {
  name: string;
  collection: HideableCollection;
  /** The stored document's `hidden` value; undefined: no such key. */
  hidden: unknown;
  caller: HiddenCaller;
  expected: Outcome;
  act: (db: ClientDb, path: string, author: Persona) => Promise<unknown>;
}

const get = (db: ClientDb, path: string) => getDoc(doc(db, path));
/** The public list each page makes: newest first, one page (foods as /allFood asks). */
const publicList = (name: HideableCollection) => (db: ClientDb) =>
  getDocs(
    query(
      collection(db, name),
      orderBy('createdAt', 'desc'),
      limit(name === 'reviews' ? pageSizes.reviews : pageSizes.foods),
    ),
  );

/** Writes that would touch `hidden` from a client: every one refused. */
function hiddenWrites(name: HideableCollection): HiddenCell[] {
  const create = (value: unknown) => (db: ClientDb, _path: string, author: Persona) =>
    setDoc(doc(db, `${name}/new-${String(value)}-${author.uid}`), {
      ...validDocument(name, author),
      hidden: value,
    });
  const cells: HiddenCell[] = [
    {
      name: `${name}: the author creates one with hidden: false`,
      collection: name,
      hidden: undefined,
      caller: 'author',
      expected: 'deny',
      act: create(false),
    },
    {
      name: `${name}: the author creates one with hidden: true`,
      collection: name,
      hidden: undefined,
      caller: 'author',
      expected: 'deny',
      act: create(true),
    },
  ];
  if (name !== 'foods') return cells;
  // Only foods have client updates at all.
  return [
    ...cells,
    {
      name: 'foods: the owner unhides their food (hidden: false)',
      collection: name,
      hidden: true,
      caller: 'author',
      expected: 'deny',
      act: (db, path) => updateDoc(doc(db, path), { hidden: false }),
    },
    {
      name: 'foods: the owner removes the hidden field',
      collection: name,
      hidden: true,
      caller: 'author',
      expected: 'deny',
      act: (db, path) => updateDoc(doc(db, path), { hidden: deleteField() }),
    },
    {
      name: 'foods: the owner hides their own visible food',
      collection: name,
      hidden: undefined,
      caller: 'author',
      expected: 'deny',
      act: (db, path) => updateDoc(doc(db, path), { hidden: true }),
    },
    {
      name: 'foods: the owner edits the price of their hidden food (it stays hidden)',
      collection: name,
      hidden: true,
      caller: 'author',
      expected: 'allow',
      act: (db, path) => updateDoc(doc(db, path), { price: 3 }),
    },
  ];
}

function hiddenReads(name: HideableCollection): HiddenCell[] {
  const reads: [string, unknown, HiddenCaller, Outcome][] = [
    ['a visitor gets a hidden one', true, 'signedOut', 'deny'],
    ['another user gets a hidden one', true, 'otherUser', 'deny'],
    ['the author gets their hidden one', true, 'author', 'allow'],
    ['a visitor gets one with hidden: false', false, 'signedOut', 'allow'],
    ['a visitor gets one without the field', undefined, 'signedOut', 'allow'],
    ['a visitor gets one with hidden: "true" (text, typed by hand)', 'true', 'signedOut', 'allow'],
    ['another user gets one with hidden: 1', 1, 'otherUser', 'allow'],
  ];
  return [
    ...reads.map(([what, hidden, caller, expected]) => ({
      name: `${name}: ${what}`,
      collection: name,
      hidden,
      caller,
      expected,
      act: (db: ClientDb, path: string) => get(db, path),
    })),
    {
      name: `${name}: a visitor gets one that does not exist`,
      collection: name,
      hidden: undefined,
      caller: 'signedOut',
      expected: 'allow',
      act: (db, path) => get(db, `${path}-missing`),
    },
    {
      name: `${name}: a visitor lists the public page while one is hidden (the app drops it)`,
      collection: name,
      hidden: true,
      caller: 'signedOut',
      expected: 'allow',
      act: (db) => publicList(name)(db),
    },
    {
      name: `${name}: the author deletes their hidden one`,
      collection: name,
      hidden: true,
      caller: 'author',
      expected: 'allow',
      act: (db, path) => deleteDoc(doc(db, path)),
    },
  ];
}

export const hiddenCells: HiddenCell[] = hideableCollections.flatMap((name) => [
  ...hiddenReads(name),
  ...hiddenWrites(name),
]);

/** The stored document of a hidden cell: valid, with `hidden` as the operator typed it. */
export function hiddenDocument(cell: HiddenCell, author: Persona): Record<string, unknown> {
  const body = stored(validDocument(cell.collection, author));
  return cell.hidden === undefined ? body : { ...body, hidden: cell.hidden };
}

// ---------------------------------------------------------------- blocked accounts

/** What an operator typed into blocked/{uid}: any fields, or none, block. */
export const blockBodies: Record<string, unknown>[] = [
  {},
  { reason: 'Spam reviews' },
  { reason: 42, until: 'never', by: 'ops@foodtable.test' },
];

export interface BlockedWrite {
  name: string;
  /** Documents to store first: path and body, built for the writer `who`. */
  setup: (who: Persona, id: string) => [path: string, body: Record<string, unknown>][];
  act: (db: ClientDb, who: Persona, id: string) => Promise<unknown>;
}

const other = (id: string) => persona(`counterpart-${id}`, 'Cora Counterpart');

/** Every write path the rules allow a client, each as the page makes it. */
export const blockedWrites: BlockedWrite[] = [
  ...(['foods', 'gallery', 'reviews'] as const).flatMap((name): BlockedWrite[] => [
    {
      name: `${name}: create`,
      setup: () => [],
      act: (db, who, id) => setDoc(doc(db, `${name}/${id}`), validDocument(name, who)),
    },
    {
      name: `${name}: delete their own`,
      setup: (who, id) => [[`${name}/${id}`, stored(validDocument(name, who))]],
      act: (db, _who, id) => deleteDoc(doc(db, `${name}/${id}`)),
    },
  ]),
  {
    name: 'foods: update their own',
    setup: (who, id) => [[`foods/${id}`, stored(validDocument('foods', who))]],
    act: (db, _who, id) => updateDoc(doc(db, `foods/${id}`), { price: 13, quantity: 9 }),
  },
  {
    name: 'orders: the buyer cancels a placed order',
    setup: (who, id) => [[`orders/${id}`, storedOrder(who, other(id), 'placed')]],
    act: (db, _who, id) => deleteDoc(doc(db, `orders/${id}`)),
  },
  {
    name: 'orders: the buyer removes a completed sale from their list',
    setup: (who, id) => [[`orders/${id}`, storedOrder(who, other(id), 'completed')]],
    act: (db, who, id) => updateDoc(doc(db, `orders/${id}`), removal(who)),
  },
  {
    name: 'orders: the cook accepts an order',
    setup: (who, id) => [[`orders/${id}`, storedOrder(other(id), who, 'placed')]],
    act: (db, _who, id) =>
      updateDoc(doc(db, `orders/${id}`), {
        status: 'accepted',
        [statusTimeField.accepted]: serverTimestamp(),
      }),
  },
  {
    name: 'ratings: the buyer rates a completed order',
    setup: (who, id) => [[`orders/${id}`, storedOrder(who, other(id), 'completed')]],
    act: (db, who, id) => setDoc(doc(db, `ratings/${id}`), validRating(who)),
  },
  {
    name: 'ratings: the buyer deletes their rating',
    setup: (who, id) => [[`ratings/${id}`, storedRating(who)]],
    act: (db, _who, id) => deleteDoc(doc(db, `ratings/${id}`)),
  },
  {
    name: 'kitchens: save their kitchen',
    setup: () => [],
    act: (db, who) => setDoc(doc(db, `kitchens/${who.uid}`), validKitchen()),
  },
  {
    name: 'kitchens: delete their kitchen',
    setup: (who) => [[`kitchens/${who.uid}`, storedKitchen()]],
    act: (db, who) => deleteDoc(doc(db, `kitchens/${who.uid}`)),
  },
  {
    name: 'kitchens: save their pickup address',
    setup: () => [],
    act: (db, who) => setDoc(doc(db, `kitchens/${who.uid}/private/pickup`), validAddress()),
  },
  {
    name: 'kitchens: delete their pickup address',
    setup: (who) => [[`kitchens/${who.uid}/private/pickup`, { pickupAddress: 'House 12, Road 5' }]],
    act: (db, who) => deleteDoc(doc(db, `kitchens/${who.uid}/private/pickup`)),
  },
  {
    name: 'users: create their profile',
    setup: () => [],
    act: (db, who) => setDoc(doc(db, `users/${who.uid}`), validDocument('users', who)),
  },
  {
    name: 'users: update their profile',
    setup: (who) => [[`users/${who.uid}`, stored(validDocument('users', who))]],
    act: (db, who) => updateDoc(doc(db, `users/${who.uid}`), { displayName: 'Olive O.' }),
  },
  {
    name: 'users: delete their profile',
    setup: (who) => [[`users/${who.uid}`, stored(validDocument('users', who))]],
    act: (db, who) => deleteDoc(doc(db, `users/${who.uid}`)),
  },
];

/** Reads a blocked user still makes: their own data and the public lists. */
export const blockedReads: BlockedWrite[] = [
  {
    name: 'foods: get their own food',
    setup: (who, id) => [[`foods/${id}`, stored(validDocument('foods', who))]],
    act: (db, _who, id) => getDoc(doc(db, `foods/${id}`)),
  },
  {
    name: 'orders: list their own orders',
    setup: (who, id) => [[`orders/${id}`, storedOrder(who, other(id), 'placed')]],
    act: (db, who) =>
      getDocs(
        query(
          collection(db, 'orders'),
          where('buyerUid', '==', who.uid),
          limit(pageSizes.myOrders),
        ),
      ),
  },
  {
    name: 'reviews: list the public page',
    setup: () => [],
    act: (db) => publicList('reviews')(db),
  },
  {
    name: 'users: get their own profile',
    setup: (who) => [[`users/${who.uid}`, stored(validDocument('users', who))]],
    act: (db, who) => getDoc(doc(db, `users/${who.uid}`)),
  },
];

export type BlockCaller = 'signedOut' | 'theUser' | 'otherUser';

export interface BlockDocCell {
  name: string;
  caller: BlockCaller;
  /** Whether the user's blocked/{uid} exists when the cell runs. */
  blocked: boolean;
  expected: Outcome;
  act: (db: ClientDb, user: Persona) => Promise<unknown>;
}

const blockPath = (user: Persona) => `blocked/${user.uid}`;

/** Who reads and writes blocked/{uid}: only the user reads their own; nobody writes. */
export const blockDocCells: BlockDocCell[] = [
  {
    name: 'the user gets their own block',
    caller: 'theUser',
    blocked: true,
    expected: 'allow',
    act: (db, user) => getDoc(doc(db, blockPath(user))),
  },
  {
    name: 'the user gets their own block when there is none (the page listens for it)',
    caller: 'theUser',
    blocked: false,
    expected: 'allow',
    act: (db, user) => getDoc(doc(db, blockPath(user))),
  },
  {
    name: "another user gets the user's block",
    caller: 'otherUser',
    blocked: true,
    expected: 'deny',
    act: (db, user) => getDoc(doc(db, blockPath(user))),
  },
  {
    name: "a visitor gets the user's block",
    caller: 'signedOut',
    blocked: true,
    expected: 'deny',
    act: (db, user) => getDoc(doc(db, blockPath(user))),
  },
  {
    name: 'the user lists blocked accounts',
    caller: 'theUser',
    blocked: true,
    expected: 'deny',
    act: (db) => getDocs(collection(db, 'blocked')),
  },
  {
    name: 'the user deletes their own block',
    caller: 'theUser',
    blocked: true,
    expected: 'deny',
    act: (db, user) => deleteDoc(doc(db, blockPath(user))),
  },
  {
    name: 'the user rewrites their own block',
    caller: 'theUser',
    blocked: true,
    expected: 'deny',
    act: (db, user) => setDoc(doc(db, blockPath(user)), { reason: 'none' }),
  },
  {
    name: 'another user blocks the user',
    caller: 'otherUser',
    blocked: false,
    expected: 'deny',
    act: (db, user) => setDoc(doc(db, blockPath(user)), { reason: 'revenge' }),
  },
];

/** Path helper for the test file: where a hidden cell's document lives. */
export const hiddenPath = (cell: HiddenCell, index: number, author: Persona) =>
  documentPath(cell.collection, author, `hidden-${index}`);
