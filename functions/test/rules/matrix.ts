// The rules matrix: for each collection, operation and caller, whether the rules allow it.
// One table drives the tests; TypeScript refuses a missing row and the suite counts cells.
//
// Every cell acts on the owner's document: get, update or delete it, list it with the query
// the app makes, or create it (a document that names the owner as its owner). The callers:
// a visitor; the owner (the food's owner, the order's buyer, the entry's author, the
// profile's user); another signed-in user; and a user with another uid whose token claims
// the owner's e-mail, since ownership is by uid, never by e-mail.
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  documentId,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  setDoc,
  serverTimestamp,
  updateDoc,
  where,
  type Query,
} from 'firebase/firestore';
import {
  foodListPlan,
  pageSizes,
  statusTimeField,
  type OrderStatus,
} from '../../src/shared/index.js';
import { corpusCollections, type CorpusCollection } from '../security/corpus.js';
import { documentPath, persona, validDocument, type ClientDb, type Persona } from './documents.js';

export const operations = ['get', 'list', 'create', 'update', 'delete'] as const;
export type Operation = (typeof operations)[number];
export const callers = ['signedOut', 'owner', 'otherUser', 'emailClaimer'] as const;
export type Caller = (typeof callers)[number];
export type Outcome = 'allow' | 'deny';
type Row = readonly [signedOut: Outcome, owner: Outcome, otherUser: Outcome, emailClaimer: Outcome];

const A = 'allow';
const D = 'deny';

// prettier-ignore
export const matrix: Record<CorpusCollection, Record<Operation, Row>> = {
  //           signed out  owner  other user  claims owner's e-mail
  foods: {
    get:    [A,          A,     A,          A],
    list:   [A,          A,     A,          A],
    create: [D,          A,     D,          D],
    update: [D,          A,     D,          D],
    delete: [D,          A,     D,          D],
  },
  orders: {
    get:    [D,          A,     D,          D],
    list:   [D,          A,     D,          D],
    create: [D,          D,     D,          D], // only placeOrder (Admin SDK) writes orders
    update: [D,          D,     D,          D],
    delete: [D,          A,     D,          D], // the buyer cancels
  },
  gallery: {
    get:    [A,          A,     A,          A],
    list:   [A,          A,     A,          A],
    create: [D,          A,     D,          D],
    update: [D,          D,     D,          D], // nobody edits a post
    delete: [D,          A,     D,          D],
  },
  reviews: {
    get:    [A,          A,     A,          A],
    list:   [A,          A,     A,          A],
    create: [D,          A,     D,          D],
    update: [D,          D,     D,          D],
    delete: [D,          A,     D,          D],
  },
  users: {
    get:    [D,          A,     D,          D],
    list:   [D,          D,     D,          D], // the app only ever gets its own profile
    create: [D,          A,     D,          D],
    update: [D,          A,     D,          D],
    delete: [D,          A,     D,          D],
  },
};

export interface Cell {
  key: string;
  collection: CorpusCollection;
  operation: Operation;
  caller: Caller;
  expected: Outcome;
  owner: Persona;
}

/** Every cell of the table, each with its own owner and document so cells never interfere. */
export function matrixCells(): Cell[] {
  return corpusCollections.flatMap((name) =>
    operations.flatMap((operation) =>
      callers.map((caller, index) => {
        const key = `${name}-${operation}-${caller}`;
        const expected = matrix[name][operation][index];
        if (!expected) throw new Error(`The matrix has no cell ${key}`);
        return {
          key,
          collection: name,
          operation,
          caller,
          expected,
          owner: persona(`owner-${key}`),
        };
      }),
    ),
  );
}

/** Who makes the call: null for the visitor. */
export function callerFor(cell: Cell): Persona | null {
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

/** A change the owner could legitimately ask for, where anyone may change anything. */
const validChange: Record<CorpusCollection, Record<string, unknown>> = {
  foods: { price: 13, quantity: 9 },
  orders: { quantity: 2 },
  gallery: { feedback: 'Edited afterwards' },
  reviews: { title: 'Edited afterwards' },
  users: { displayName: 'Olive O.' },
};

/** The list query each page of the app makes for the owner's documents. */
function listQuery(db: ClientDb, name: CorpusCollection, owner: Persona): Query {
  switch (name) {
    case 'foods': {
      const plan = foodListPlan();
      return query(
        collection(db, plan.collection),
        orderBy(plan.orderBy.field, plan.orderBy.direction),
        limit(plan.limit),
      );
    }
    case 'orders':
      return query(
        collection(db, name),
        where('buyerUid', '==', owner.uid),
        limit(pageSizes.myOrders),
      );
    case 'gallery':
      return query(collection(db, name), orderBy('createdAt', 'desc'), limit(pageSizes.gallery));
    case 'reviews':
      return query(collection(db, name), orderBy('createdAt', 'desc'), limit(pageSizes.reviews));
    case 'users':
      return query(collection(db, name), where(documentId(), '==', owner.uid));
  }
}

/** The call a cell makes, as the given caller's client. */
export function attempt(db: ClientDb, cell: Cell): Promise<unknown> {
  const ref = doc(db, documentPath(cell.collection, cell.owner, cell.key));
  switch (cell.operation) {
    case 'get':
      return getDoc(ref);
    case 'list':
      return getDocs(listQuery(db, cell.collection, cell.owner));
    case 'create':
      return setDoc(ref, validDocument(cell.collection, cell.owner));
    case 'update':
      return updateDoc(ref, validChange[cell.collection]);
    case 'delete':
      return deleteDoc(ref);
  }
}

// ---------------------------------------------------------------- the live kitchen

// One order, seen from every side: its buyer, its cook (the food's owner), a stranger, a
// visitor, and a user whose token claims the cook's e-mail. Each operation is the call a page
// makes: the cook's list and waiting count constrain foodOwnerUid, the buyer's list buyerUid;
// a list that constrains neither is refused to everyone, since it could return anyone's order.
export const kitchenCallers = [
  'signedOut',
  'buyer',
  'cook',
  'stranger',
  'cookEmailClaimer',
] as const;
export type KitchenCaller = (typeof kitchenCallers)[number];
export const kitchenOperations = [
  'get',
  'list the cook’s orders',
  'list the cook’s waiting orders',
  'list the buyer’s orders',
  'list without an owner',
  'move placed → accepted',
  'delete',
  'remove a completed order from the buyer’s list',
] as const;
export type KitchenOperation = (typeof kitchenOperations)[number];
type KitchenRow = readonly [Outcome, Outcome, Outcome, Outcome, Outcome];

// prettier-ignore
export const kitchenMatrix: Record<KitchenOperation, KitchenRow> = {
  //                                 signed out  buyer  cook  stranger  claims cook's e-mail
  'get':                            [D,          A,     A,    D,        D],
  'list the cook’s orders':         [D,          D,     A,    D,        D],
  'list the cook’s waiting orders': [D,          D,     A,    D,        D],
  'list the buyer’s orders':        [D,          A,     D,    D,        D],
  'list without an owner':          [D,          D,     D,    D,        D],
  'move placed → accepted':         [D,          D,     A,    D,        D], // the buyer never moves it
  'delete':                         [D,          A,     D,    D,        D], // the buyer cancels a placed order
  'remove a completed order from the buyer’s list':
                                    [D,          A,     D,    D,        D], // the cook keeps the sale
};

/** The status each row's order is stored with: a removal is of a completed sale. */
export const kitchenRowStatus = (operation: KitchenOperation): OrderStatus =>
  operation === 'remove a completed order from the buyer’s list' ? 'completed' : 'placed';

/**
 * Who may touch a document between a buyer and a cook (an order, a rating, a receipt): nobody
 * signed in, its buyer, its cook, a stranger, and someone whose token claims the e-mail of the
 * buyer or of the cook.
 */
export type PartyCaller =
  'signedOut' | 'buyer' | 'cook' | 'stranger' | 'buyerEmailClaimer' | 'cookEmailClaimer';

/** One cell of such a matrix: an operation by a caller, with a buyer and a cook of its own. */
export interface PartyCell<Operation extends string, Caller extends PartyCaller> {
  key: string;
  operation: Operation;
  caller: Caller;
  expected: Outcome;
  buyer: Persona;
  cook: Persona;
}

/** Every cell of `matrix` (a row per operation, a column per caller), keyed `{name}-{row}-{caller}`. */
export function partyCells<Operation extends string, Caller extends PartyCaller>(
  name: string,
  operations: readonly Operation[],
  callers: readonly Caller[],
  matrix: Record<Operation, readonly Outcome[]>,
): PartyCell<Operation, Caller>[] {
  return operations.flatMap((operation, row) =>
    callers.map((caller, index) => {
      const key = `${name}-${row}-${caller}`;
      const expected = matrix[operation][index];
      if (!expected) throw new Error(`The ${name} matrix has no cell ${key}`);
      return {
        key,
        operation,
        caller,
        expected,
        buyer: persona(`buyer-${key}`, 'Bea Buyer'),
        cook: persona(`cook-${key}`, 'Cody Cook'),
      };
    }),
  );
}

/** The cell's caller as a signed-in persona, or null when signed out. */
export function partyCallerFor(cell: PartyCell<string, PartyCaller>): Persona | null {
  switch (cell.caller) {
    case 'signedOut':
      return null;
    case 'buyer':
      return cell.buyer;
    case 'cook':
      return cell.cook;
    case 'stranger':
      return persona(`stranger-${cell.key}`, 'Stan Stranger');
    case 'buyerEmailClaimer':
      return { uid: `claimer-${cell.key}`, email: cell.buyer.email, name: cell.buyer.name };
    case 'cookEmailClaimer':
      return { uid: `claimer-${cell.key}`, email: cell.cook.email, name: cell.cook.name };
  }
}

export type KitchenCell = PartyCell<KitchenOperation, KitchenCaller>;

export const kitchenCells = (): KitchenCell[] =>
  partyCells('kitchen', kitchenOperations, kitchenCallers, kitchenMatrix);

/** The cook's page: their foods' orders, newest first, one page. */
export const cookOrdersQuery = (db: ClientDb, cookUid: string) =>
  query(
    collection(db, 'orders'),
    where('foodOwnerUid', '==', cookUid),
    orderBy('createdAt', 'desc'),
    limit(pageSizes.myOrders),
  );

/** The menu's count of orders waiting for the cook. */
export const waitingOrdersQuery = (db: ClientDb, cookUid: string) =>
  query(
    collection(db, 'orders'),
    where('foodOwnerUid', '==', cookUid),
    where('status', '==', 'placed'),
  );

/** The buyer's My ordered food. */
export const buyerOrdersQuery = (db: ClientDb, buyerUid: string) =>
  query(
    collection(db, 'orders'),
    where('buyerUid', '==', buyerUid),
    orderBy('createdAt', 'desc'),
    limit(pageSizes.myOrders),
  );

export function kitchenAttempt(db: ClientDb, cell: KitchenCell): Promise<unknown> {
  const ref = doc(db, `orders/${cell.key}`);
  switch (cell.operation) {
    case 'get':
      return getDoc(ref);
    case 'list the cook’s orders':
      return getDocs(cookOrdersQuery(db, cell.cook.uid));
    case 'list the cook’s waiting orders':
      return getDocs(waitingOrdersQuery(db, cell.cook.uid));
    case 'list the buyer’s orders':
      return getDocs(buyerOrdersQuery(db, cell.buyer.uid));
    case 'list without an owner':
      return getDocs(
        query(collection(db, 'orders'), orderBy('createdAt', 'desc'), limit(pageSizes.myOrders)),
      );
    case 'move placed → accepted':
      return updateDoc(ref, { status: 'accepted', [statusTimeField.accepted]: serverTimestamp() });
    case 'delete':
      return deleteDoc(ref);
    case 'remove a completed order from the buyer’s list':
      // What My ordered food writes: the buyer's uid off the order, who removed it and when.
      return updateDoc(ref, {
        buyerUid: deleteField(),
        removedByBuyerUid: partyCallerFor(cell)?.uid ?? cell.buyer.uid,
        removedByBuyerAt: serverTimestamp(),
      });
  }
}
