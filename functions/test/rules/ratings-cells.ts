// Ratings and sales under the rules: who may rate which order, with what, and who reads a
// cook's sales. Each cell has its own order (stored as placeOrder and the cook's moves leave
// it), its own buyer and cook, so cells never interfere.
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
} from 'firebase/firestore';
import {
  orderStatuses,
  pageSizes,
  ratingSchema,
  type OrderStatus,
} from '../../src/shared/index.js';
import { victim } from '../security/corpus.js';
import { show } from './field-probes.js';
import { storedOrder, type ClientDb, type Persona } from './documents.js';
import { partyCells, type Outcome, type PartyCell } from './matrix.js';

const A = 'allow';
const D = 'deny';

/** The food every cell's order is of. */
export const ratedFoodId = 'food-1';

/** The rating the buyer's page writes for their order: their uid and name, the server's time. */
export function validRating(buyer: Persona): Record<string, unknown> {
  return {
    stars: 4,
    comment: 'Fragrant and generous.',
    foodId: ratedFoodId,
    buyerUid: buyer.uid,
    buyerName: buyer.name,
    createdAt: serverTimestamp(),
  };
}

/** A rating as stored: the server's time in place of the sentinel. */
export const storedRating = (buyer: Persona) => ({
  ...validRating(buyer),
  createdAt: Timestamp.fromMillis(Date.UTC(2025, 1, 1, 12)),
});

// ---------------------------------------------------------------- the ratings matrix

export const ratingCallers = [
  'signedOut',
  'buyer',
  'cook',
  'stranger',
  'buyerEmailClaimer',
] as const;
export type RatingCaller = (typeof ratingCallers)[number];
export const ratingOperations = [
  'get',
  'list the food’s ratings',
  'create for a completed order',
  'update the stars',
  'delete',
] as const;
export type RatingOperation = (typeof ratingOperations)[number];

// prettier-ignore
export const ratingMatrix: Record<RatingOperation, readonly [Outcome, Outcome, Outcome, Outcome, Outcome]> = {
  //                                signed out  buyer  cook  stranger  claims buyer's e-mail
  'get':                           [A,          A,     A,    A,        A],
  'list the food’s ratings':       [A,          A,     A,    A,        A],
  'create for a completed order':  [D,          A,     D,    D,        D], // only its buyer
  'update the stars':              [D,          D,     D,    D,        D], // nobody edits a rating
  'delete':                        [D,          A,     D,    D,        D], // the buyer takes it back
};

export type RatingCell = PartyCell<RatingOperation, RatingCaller>;

export const ratingCells = (): RatingCell[] =>
  partyCells('rating', ratingOperations, ratingCallers, ratingMatrix);

/** The detail page's newest comments of a food, one page. */
export const foodRatingsQuery = (db: ClientDb, foodId: string) =>
  query(
    collection(db, 'ratings'),
    where('foodId', '==', foodId),
    orderBy('createdAt', 'desc'),
    limit(pageSizes.reviews),
  );

/** Whether the cell's rating is stored before the call (every operation but create). */
export const ratingStoredFirst = (cell: RatingCell) =>
  cell.operation !== 'create for a completed order';

export function ratingAttempt(db: ClientDb, cell: RatingCell, who: Persona | null) {
  const ref = doc(db, `ratings/${cell.key}`);
  switch (cell.operation) {
    case 'get':
      return getDoc(ref);
    case 'list the food’s ratings':
      return getDocs(foodRatingsQuery(db, ratedFoodId));
    case 'create for a completed order':
      // Each caller writes the rating in their own name: only the buyer's is theirs to give.
      return setDoc(ref, validRating(who ?? cell.buyer));
    case 'update the stars':
      return updateDoc(ref, { stars: 5 });
    case 'delete':
      return deleteDoc(ref);
  }
}

// ---------------------------------------------------------------- field cells

export interface RatingProbe {
  name: string;
  /** The order's status; null is an order from before statuses; 'missing' is no order. */
  order: OrderStatus | null | 'missing' | 'removed from the buyer’s list';
  /** The rating sent, given the buyer. */
  body: (buyer: Persona) => Record<string, unknown>;
  expected: Outcome;
  /** A rating is already stored at the order's id. */
  ratedBefore?: boolean;
}

const withField = (field: string, value: unknown) => (buyer: Persona) => ({
  ...validRating(buyer),
  [field]: value,
});
const without = (field: string) => (buyer: Persona) => {
  const body = validRating(buyer);
  delete body[field];
  return body;
};

/** Values for the two fields a buyer chooses: the shared schema decides each outcome. */
function fromRatingSchema(field: 'stars' | 'comment', values: unknown[]): RatingProbe[] {
  return values.map((raw) => {
    const parsed = ratingSchema.shape[field].safeParse(raw);
    return {
      name: `ratings.${field} = ${show(raw)}: ${parsed.success ? 'the schema accepts it' : 'the schema refuses it'}`,
      order: 'completed',
      body: withField(field, parsed.success ? parsed.data : raw),
      expected: parsed.success ? A : D,
    };
  });
}

export const ratingProbes: RatingProbe[] = [
  ...[...orderStatuses, null].map((status): RatingProbe => ({
    name: `the buyer rates a ${status ?? 'status-less (old)'} order`,
    order: status,
    body: validRating,
    expected: status === 'completed' ? A : D,
  })),
  {
    name: 'the buyer rates an order that does not exist',
    order: 'missing',
    body: validRating,
    expected: D,
  },
  {
    name: 'the buyer rates a completed order they removed from their list',
    order: 'removed from the buyer’s list',
    body: validRating,
    expected: D,
  },
  ...fromRatingSchema('stars', [1, 2, 3, 4, 5, 0, 6, -1, 3.5, 4.000001, '4', null, NaN, true]),
  ...fromRatingSchema('comment', [
    '',
    'A',
    ' Lovely ',
    'x'.repeat(500),
    'x'.repeat(501),
    '😀'.repeat(500),
    `${'😀'.repeat(500)}x`,
    'line\nbreak',
    'a\u200Bb',
    'a\u0000b',
    'a\uFEFFb',
    42,
    null,
  ]),
  ...(
    [
      ['another food’s id', withField('foodId', 'food-2')],
      ['no foodId', without('foodId')],
      ['another user’s uid', withField('buyerUid', victim.uid)],
      ['no buyerUid', without('buyerUid')],
      ['another user’s name', withField('buyerName', victim.name)],
      ['an empty name', withField('buyerName', '')],
      [
        'a forged time (a year ago)',
        withField('createdAt', Timestamp.fromMillis(Date.now() - 3e10)),
      ],
      [
        'a forged time (in an hour)',
        withField('createdAt', Timestamp.fromMillis(Date.now() + 3.6e6)),
      ],
      ['the time as text', withField('createdAt', new Date().toISOString())],
      ['no createdAt', without('createdAt')],
      ['no comment', without('comment')],
      ['no stars', without('stars')],
      ['an extra key', withField('verified', true)],
      ['the food’s aggregate', withField('ratingAvg', 5)],
    ] as const
  ).map(([label, body]): RatingProbe => ({
    name: `the buyer sends ${label}`,
    order: 'completed',
    body,
    expected: D,
  })),
  {
    name: 'the buyer rates the same order a second time',
    order: 'completed',
    body: (buyer) => ({ ...validRating(buyer), stars: 1 }),
    expected: D,
    ratedBefore: true,
  },
];

/** The order a probe rates, as stored, or null for none. */
export function probeOrder(probe: RatingProbe, buyer: Persona, cook: Persona) {
  if (probe.order === 'missing') return null;
  if (probe.order === 'removed from the buyer’s list') {
    const order = storedOrder(buyer, cook, 'completed');
    delete order.buyerUid;
    return { ...order, removedByBuyerUid: buyer.uid, removedByBuyerAt: Timestamp.now() };
  }
  return storedOrder(buyer, cook, probe.order);
}

// ---------------------------------------------------------------- sales

export const salesCallers = ['signedOut', 'cook', 'stranger', 'cookEmailClaimer'] as const;
export type SalesCaller = (typeof salesCallers)[number];
export const salesOperations = [
  'get a day',
  'list the cook’s days',
  'create a day',
  'update a day',
] as const;
export type SalesOperation = (typeof salesOperations)[number];

// prettier-ignore
export const salesMatrix: Record<SalesOperation, readonly [Outcome, Outcome, Outcome, Outcome]> = {
  //                       signed out  cook  stranger  claims cook's e-mail
  'get a day':            [D,          A,    D,        D],
  'list the cook’s days': [D,          A,    D,        D],
  'create a day':         [D,          D,    D,        D], // only functions keep the totals
  'update a day':         [D,          D,    D,        D],
};

/** A cook's stored day of sales, as recordSale leaves it. */
export const storedSalesDay = (cook: Persona, day: string) => ({
  cookUid: cook.uid,
  day,
  orders: 2,
  units: 3,
  revenueCents: 3600,
  dishes: { 'food-1': { dish: 'Haleem', orders: 2, units: 3, revenueCents: 3600 } },
});

export const salesDaysQuery = (db: ClientDb, cookUid: string, since: string) =>
  query(
    collection(db, 'salesDays'),
    where('cookUid', '==', cookUid),
    where('day', '>=', since),
    orderBy('day', 'asc'),
  );
