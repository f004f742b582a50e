// Cells for receipts (decision 130): `receipts/{id}` is written by functions only and read by
// its buyer and its cook; a list must ask for the caller's own uid. The per-cook counters that
// number receipts are closed to everyone. Each cell has its own receipt, buyer and cook.
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  setDoc,
  Timestamp,
  updateDoc,
  where,
} from 'firebase/firestore';
import type { ClientDb, Persona } from './documents.js';
import { partyCells, type Outcome, type PartyCell } from './matrix.js';

const A = 'allow';
const D = 'deny';

export const receiptCallers = [
  'signedOut',
  'buyer',
  'cook',
  'stranger',
  'buyerEmailClaimer',
] as const;
export type ReceiptCaller = (typeof receiptCallers)[number];
export const receiptOperations = [
  'get',
  'get one that does not exist',
  'list the buyer’s receipts',
  'list the cook’s receipts',
  'list without an owner',
  'create',
  'change the total',
  'delete',
  'read the cook’s counter',
  'set the cook’s counter',
] as const;
export type ReceiptOperation = (typeof receiptOperations)[number];

// prettier-ignore
export const receiptMatrix: Record<ReceiptOperation, readonly [Outcome, Outcome, Outcome, Outcome, Outcome]> = {
  //                               signed out  buyer  cook  stranger  claims buyer's e-mail
  'get':                          [D,          A,     A,    D,        D],
  'get one that does not exist':  [D,          D,     D,    D,        D], // refused like another's
  'list the buyer’s receipts':    [D,          A,     D,    D,        D], // where buyerUid == their uid
  'list the cook’s receipts':     [D,          D,     A,    D,        D], // where cookUid == their uid
  'list without an owner':        [D,          D,     D,    D,        D],
  'create':                       [D,          D,     D,    D,        D], // only functions write them
  'change the total':             [D,          D,     D,    D,        D],
  'delete':                       [D,          D,     D,    D,        D],
  'read the cook’s counter':      [D,          D,     D,    D,        D], // functions' own
  'set the cook’s counter':       [D,          D,     D,    D,        D],
};

export type ReceiptCell = PartyCell<ReceiptOperation, ReceiptCaller>;

export const receiptCells = (): ReceiptCell[] =>
  partyCells('receipt', receiptOperations, receiptCallers, receiptMatrix);

/** A receipt as issueReceipt writes it: the second of the cook's kitchen. */
export const storedReceipt = (buyer: Persona, cook: Persona) => ({
  number: 2,
  cookUid: cook.uid,
  cookName: cook.name,
  buyerUid: buyer.uid,
  buyerName: buyer.name,
  pickupArea: 'Dhanmondi Lake, north gate',
  lines: [{ foodName: 'Haleem', quantity: 2, unitPrice: 9, total: 18 }],
  total: 18,
  currency: 'USD',
  completedAt: Timestamp.fromMillis(Date.UTC(2025, 1, 1, 12)),
});

export const receiptPath = (cell: ReceiptCell) => `receipts/${cell.key}`;
export const receiptCounterPath = (cell: ReceiptCell) => `receiptCounters/${cell.cook.uid}`;

/** Everything the cells read: each cell's receipt and its cook's counter. */
export const receiptSeed = (cells: ReceiptCell[]): [string, Record<string, unknown>][] =>
  cells.flatMap((cell): [string, Record<string, unknown>][] => [
    [receiptPath(cell), storedReceipt(cell.buyer, cell.cook)],
    [receiptCounterPath(cell), { next: 3 }],
  ]);

const receiptsWhere = (db: ClientDb, field: 'buyerUid' | 'cookUid', uid: string) =>
  query(collection(db, 'receipts'), where(field, '==', uid), limit(20));

export function receiptAttempt(db: ClientDb, cell: ReceiptCell): Promise<unknown> {
  const ref = doc(db, receiptPath(cell));
  switch (cell.operation) {
    case 'get':
      return getDoc(ref);
    case 'get one that does not exist':
      return getDoc(doc(db, `receipts/${cell.key}-none`));
    // Every caller asks for the buyer's (or the cook's) receipts: their own only if they are.
    case 'list the buyer’s receipts':
      return getDocs(receiptsWhere(db, 'buyerUid', cell.buyer.uid));
    case 'list the cook’s receipts':
      return getDocs(receiptsWhere(db, 'cookUid', cell.cook.uid));
    case 'list without an owner':
      return getDocs(query(collection(db, 'receipts'), limit(20)));
    case 'create':
      return setDoc(doc(db, `receipts/${cell.key}-forged`), storedReceipt(cell.buyer, cell.cook));
    case 'change the total':
      return updateDoc(ref, { total: 0 });
    case 'delete':
      return deleteDoc(ref);
    case 'read the cook’s counter':
      return getDoc(doc(db, receiptCounterPath(cell)));
    case 'set the cook’s counter':
      return setDoc(doc(db, receiptCounterPath(cell)), { next: 1 });
  }
}
