// The handover's rules cells: the kitchens matrix (the public card and the private address,
// every operation by every caller), field cells for each key of both documents (outcomes read
// from the shared kitchen schemas, so firestore.rules is proven to say what kitchen.ts says),
// the cook's partial updates, and forged pickup fields on orders.
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  documentId,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
} from 'firebase/firestore';
import type { z } from 'zod';
import {
  kitchenAddressSchema,
  kitchenFieldsSchema,
  kitchenLimits,
  kitchenPaths,
} from '../../src/shared/index.js';
import { victim } from '../security/corpus.js';
import { persona, type ClientDb, type Persona } from './documents.js';
import { absentKey, show } from './field-probes.js';
import type { OrderProbe } from './field-probes.js';
import { callers, operations, type Caller, type Operation, type Outcome } from './matrix.js';

const A = 'allow';
const D = 'deny';
type Row = readonly [signedOut: Outcome, cook: Outcome, otherUser: Outcome, emailClaimer: Outcome];

export const kitchenDocuments = ['kitchen', 'pickupAddress'] as const;
export type KitchenDocument = (typeof kitchenDocuments)[number];

// prettier-ignore
export const kitchensMatrix: Record<KitchenDocument, Record<Operation, Row>> = {
  //                  signed out  cook   other user  claims cook's e-mail
  kitchen: {
    get:    [A,          A,     A,          A], // the public card: area, hours, paused
    list:   [A,          A,     A,          A],
    create: [D,          A,     D,          D],
    update: [D,          A,     D,          D],
    delete: [D,          A,     D,          D], // back to the contract's defaults
  },
  pickupAddress: {
    get:    [D,          A,     D,          D], // the street address: the cook's eyes only
    list:   [D,          D,     D,          D], // never listed: the app gets the one document
    create: [D,          A,     D,          D],
    update: [D,          A,     D,          D],
    delete: [D,          A,     D,          D],
  },
};

export interface KitchenMatrixCell {
  key: string;
  document: KitchenDocument;
  operation: Operation;
  caller: Caller;
  expected: Outcome;
  cook: Persona;
}

export function kitchensMatrixCells(): KitchenMatrixCell[] {
  return kitchenDocuments.flatMap((document) =>
    operations.flatMap((operation) =>
      callers.map((caller, index) => {
        const key = `kitchens-${document}-${operation}-${caller}`;
        const expected = kitchensMatrix[document][operation][index];
        if (!expected) throw new Error(`The kitchens matrix has no cell ${key}`);
        return { key, document, operation, caller, expected, cook: persona(`cook-${key}`) };
      }),
    ),
  );
}

export function kitchensCallerFor(cell: KitchenMatrixCell): Persona | null {
  switch (cell.caller) {
    case 'signedOut':
      return null;
    case 'owner':
      return cell.cook;
    case 'otherUser':
      return persona(`other-${cell.key}`, 'Otto Other');
    case 'emailClaimer':
      return { uid: `claimer-${cell.key}`, email: cell.cook.email, name: cell.cook.name };
  }
}

/** The card as /myKitchen saves it (Alice's, from the seed). */
export const validKitchen = (): Record<string, unknown> => ({
  pickupArea: 'Dhanmondi',
  openFrom: '10:00',
  openTo: '22:00',
  leadMinutes: 30,
  timeZone: 'Asia/Dhaka',
  paused: false,
  updatedAt: serverTimestamp(),
});

export const validAddress = (): Record<string, unknown> => ({
  pickupAddress: 'House 12, Road 5, Dhanmondi, Dhaka 1205',
});

/** The documents as stored, for the cells that read, change or delete them. */
export const storedKitchen = () => ({
  ...validKitchen(),
  updatedAt: Timestamp.fromMillis(Date.UTC(2026, 10, 20, 12)),
});

const pathOf = (document: KitchenDocument, uid: string) =>
  document === 'kitchen' ? kitchenPaths.kitchen(uid) : kitchenPaths.pickupAddress(uid);

export const kitchensSeed = (cells: KitchenMatrixCell[]): [string, Record<string, unknown>][] =>
  cells
    .filter((cell) => cell.operation !== 'create')
    .map((cell) => [
      pathOf(cell.document, cell.cook.uid),
      cell.document === 'kitchen' ? storedKitchen() : validAddress(),
    ]);

/** A change the cook's page could send: the whole card again, or a new address. */
const validChange = (document: KitchenDocument) =>
  document === 'kitchen'
    ? { paused: true, updatedAt: serverTimestamp() }
    : { pickupAddress: 'Flat 3B, 7 Satmasjid Road, Dhaka' };

export function kitchensAttempt(db: ClientDb, cell: KitchenMatrixCell): Promise<unknown> {
  const ref = doc(db, pathOf(cell.document, cell.cook.uid));
  switch (cell.operation) {
    case 'get':
      return getDoc(ref);
    case 'list':
      return cell.document === 'kitchen'
        ? getDocs(query(collection(db, 'kitchens'), where(documentId(), '==', cell.cook.uid)))
        : getDocs(collection(db, `kitchens/${cell.cook.uid}/private`));
    case 'create':
      return setDoc(ref, cell.document === 'kitchen' ? validKitchen() : validAddress());
    case 'update':
      return updateDoc(ref, validChange(cell.document));
    case 'delete':
      return deleteDoc(ref);
  }
}

// ---------------------------------------------------------------- field cells

export interface KitchenFieldProbe {
  name: string;
  document: KitchenDocument;
  field: string;
  value: () => unknown;
  expected: Outcome;
}

function fromSchema(
  document: KitchenDocument,
  field: string,
  schema: z.ZodType,
  values: unknown[],
): KitchenFieldProbe[] {
  return values.map((raw) => {
    const parsed = schema.safeParse(raw);
    return {
      name: `${document}.${field} = ${show(raw)} (the schema ${parsed.success ? 'accepts' : 'refuses'} it)`,
      document,
      field,
      value: () => (parsed.success ? parsed.data : raw),
      expected: parsed.success ? A : D,
    };
  });
}

function explicit(
  document: KitchenDocument,
  field: string,
  rows: [label: string, value: () => unknown, expected: Outcome][],
): KitchenFieldProbe[] {
  return rows.map(([label, value, expected]) => ({
    name: `${document}.${field} = ${label}`,
    document,
    field,
    value,
    expected,
  }));
}

const x = (n: number) => 'x'.repeat(n);
const textValues = (max: number) => [
  'A',
  x(max),
  ` ${x(max)} `,
  x(max + 1),
  '😀'.repeat(max / 2),
  '',
  '   ',
  '\u3000',
  'a\u0000b',
  'a\u200Bb',
  'a\uFEFFb',
  '<script>alert(1)</script>',
  42,
  null,
  ['x'],
];
const clockValues = [
  '00:00',
  '09:30',
  '23:59',
  '24:00',
  '9:30',
  '09:3',
  '09:60',
  '0930',
  '09:30:00',
  ' 09:30',
  '',
  930,
  null,
];
const shape = kitchenFieldsSchema.shape;

export const kitchenFieldProbes: KitchenFieldProbe[] = [
  ...fromSchema('kitchen', 'pickupArea', shape.pickupArea, textValues(kitchenLimits.pickupAreaMax)),
  // openFrom against the stored openTo 22:00, openTo against openFrom 10:00.
  ...fromSchema(
    'kitchen',
    'openFrom',
    shape.openFrom,
    clockValues.filter((v) => v !== '23:59'),
  ),
  ...fromSchema(
    'kitchen',
    'openTo',
    shape.openTo,
    clockValues.filter((v) => v !== '00:00' && v !== '09:30'),
  ),
  ...explicit('kitchen', 'openFrom', [
    ['"22:00", the closing time (kitchenSchema: closes after it opens)', () => '22:00', D],
    ['"23:59", after the closing time', () => '23:59', D],
    ['"21:59", a minute before closing', () => '21:59', A],
  ]),
  ...explicit('kitchen', 'openTo', [
    ['"10:00", the opening time', () => '10:00', D],
    ['"09:30", before the opening time', () => '09:30', D],
    ['"10:01", a minute after opening', () => '10:01', A],
  ]),
  ...fromSchema('kitchen', 'leadMinutes', shape.leadMinutes, [
    0,
    30,
    1440,
    1441,
    -1,
    2.5,
    Number.NaN,
    Infinity,
    '30',
    null,
  ]),
  ...fromSchema('kitchen', 'timeZone', shape.timeZone, [
    'Asia/Dhaka',
    'Europe/London',
    'UTC',
    'America/Argentina/Buenos_Aires',
    'America/Port-au-Prince',
    'Etc/GMT+6',
    '',
    '/Asia/Dhaka',
    'Asia/Dhaka/',
    '../../etc/passwd',
    'Asia/Dhaka; x',
    'Asia Dhaka',
    `Asia/${x(60)}`,
    'a/b/c/d',
    42,
    null,
  ]),
  ...explicit('kitchen', 'timeZone', [
    // The rules see a zone's shape; only the platform's data knows which names exist. A cook
    // who writes past the form gets their own kitchen read as UTC (kitchenOf, decision 120).
    ['"Mars/Olympus" (a well-formed name no zone has)', () => 'Mars/Olympus', A],
  ]),
  ...fromSchema('kitchen', 'paused', shape.paused, [true, false, 'true', 0, 1, null]),
  ...(['perSlot', 'answerMinutes'] as const).flatMap((field) => [
    ...fromSchema('kitchen', field, shape[field], [1, 100, 240, 241, 0, -1, 2.5, '3', null]),
    ...explicit('kitchen', field, [['missing (no limit, or 30 minutes)', () => absentKey, A]]),
  ]),
  ...fromSchema('kitchen', 'currency', shape.currency, [
    'USD',
    'BDT',
    'INR',
    'EUR',
    'bdt',
    '৳',
    '',
    0,
    null,
  ]),
  ...explicit('kitchen', 'currency', [['missing (US dollars)', () => absentKey, A]]),
  ...explicit('kitchen', 'updatedAt', [
    ['serverTimestamp()', () => serverTimestamp(), A],
    ['a past time', () => Timestamp.fromMillis(Date.UTC(2020, 0, 1)), D],
    ['a string', () => '2026-11-20T12:00:00Z', D],
    ['missing', () => absentKey, D],
  ]),
  ...(['pickupArea', 'openFrom', 'openTo', 'leadMinutes', 'timeZone', 'paused'] as const).flatMap(
    (field) => explicit('kitchen', field, [['missing', () => absentKey, D]]),
  ),
  ...explicit('kitchen', 'pickupAddress', [
    ['"House 12, Road 5" (the address on the public card)', () => 'House 12, Road 5', D],
  ]),
  ...explicit('kitchen', 'ownerUid', [['another uid (extra key)', () => victim.uid, D]]),

  ...fromSchema(
    'pickupAddress',
    'pickupAddress',
    kitchenAddressSchema.shape.pickupAddress,
    textValues(kitchenLimits.pickupAddressMax),
  ),
  ...explicit('pickupAddress', 'pickupAddress', [['missing', () => absentKey, D]]),
  ...explicit('pickupAddress', 'paused', [['false (a card key in the address)', () => false, D]]),
];

/** A new document of `document` for `cook`, with one field probed. */
export function probedBody(probe: KitchenFieldProbe): Record<string, unknown> {
  const body = probe.document === 'kitchen' ? validKitchen() : validAddress();
  const value = probe.value();
  if (value === absentKey) delete body[probe.field];
  else body[probe.field] = value;
  return body;
}

export const probePath = (probe: KitchenFieldProbe, cook: Persona) =>
  pathOf(probe.document, cook.uid);

/** The cook's own stored card, changed in part (the page always sends the whole card). */
export const kitchenUpdateProbes: {
  name: string;
  change: () => Record<string, unknown>;
  expected: Outcome;
}[] = [
  {
    name: 'pauses, with the server time',
    change: () => ({ paused: true, updatedAt: serverTimestamp() }),
    expected: A,
  },
  {
    name: 'changes the area and hours, with the server time',
    change: () => ({ pickupArea: 'Gulshan 2', openFrom: '11:00', updatedAt: serverTimestamp() }),
    expected: A,
  },
  { name: 'pauses without the server time', change: () => ({ paused: true }), expected: D },
  {
    name: 'opens after it closes (openFrom 23:00 against the stored 22:00)',
    change: () => ({ openFrom: '23:00', updatedAt: serverTimestamp() }),
    expected: D,
  },
  {
    name: 'removes the area',
    change: () => ({ pickupArea: deleteField(), updatedAt: serverTimestamp() }),
    expected: D,
  },
  {
    name: 'adds a key',
    change: () => ({ rating: 5, updatedAt: serverTimestamp() }),
    expected: D,
  },
];

// ---------------------------------------------------------------- forged pickups on orders

const accepted = () => ({ status: 'accepted', acceptedAt: serverTimestamp() });
const inAnHour = () => Timestamp.fromMillis(Date.now() + 3600 * 1000);

/** Nobody but the server writes an order's pickup fields: not the cook, not the buyer. */
export const pickupForgeryProbes: OrderProbe[] = [
  {
    name: 'the cook accepts and writes the address in the same update',
    from: 'placed',
    by: 'cook',
    change: () => ({ ...accepted(), pickupAddress: 'House 12, Road 5' }),
    expected: D,
  },
  {
    name: 'the cook writes an address into an accepted order',
    from: 'accepted',
    by: 'cook',
    change: () => ({ pickupAddress: 'Somewhere else' }),
    expected: D,
  },
  {
    name: 'the cook moves the pickup time while accepting',
    from: 'placed',
    by: 'cook',
    change: () => ({ ...accepted(), pickupAt: inAnHour() }),
    expected: D,
  },
  {
    name: 'the buyer moves the pickup time',
    from: 'placed',
    by: 'buyer',
    change: () => ({ pickupAt: inAnHour() }),
    expected: D,
  },
  {
    name: 'the buyer writes an address into their placed order',
    from: 'placed',
    by: 'buyer',
    change: () => ({ pickupAddress: 'Read me early' }),
    expected: D,
  },
  {
    name: 'the buyer changes the pickup area',
    from: 'accepted',
    by: 'buyer',
    change: () => ({ pickupArea: 'Elsewhere' }),
    expected: D,
  },
  {
    name: 'a stranger writes an address into an order',
    from: 'accepted',
    by: 'stranger',
    change: () => ({ pickupAddress: 'Trap street' }),
    expected: D,
  },
];
