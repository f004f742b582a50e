// Field cells: values probed one field at a time on an otherwise valid new document.
//
// For the fields a person types, the shared zod schema decides the expected outcome: what it
// accepts (as the trimmed value it outputs, which is what the app sends) the rules must
// allow, what it refuses the rules must refuse. That is how the suite proves firestore.rules
// says the same as functions/src/shared/schemas.ts. The fields the app fills in from the
// token or the server (owner, e-mail, name, orderCount, createdAt) have explicit outcomes.
import { deleteField, serverTimestamp, Timestamp } from 'firebase/firestore';
import type { z } from 'zod';
import {
  buyerDeleteOf,
  canMove,
  categories,
  countries,
  orderStatuses,
  statusTimeField,
  foodFieldsSchema,
  foodDeclarationSchema,
  accountChoicesSchema,
  galleryEntrySchema,
  languages,
  limits,
  reviewSchema,
  userProfileSchema,
  type OrderStatus,
} from '../../src/shared/index.js';
import { victim, type CorpusCollection } from '../security/corpus.js';
import { validDeclaration, type Persona } from './documents.js';
import { allergens, dietTags, diets } from '../../src/shared/declaration.js';
import type { Outcome } from './matrix.js';

export interface FieldProbe {
  name: string;
  collection: CorpusCollection;
  field: string;
  /** The field's value for this caller; `absent` drops the key. */
  value: (who: Persona) => unknown;
  expected: Outcome;
  why: string;
}

export const absentKey = Symbol('absent key');

const x = (n: number) => 'x'.repeat(n);
const emoji = (n: number) => '😀'.repeat(n);

function textValues(max: number): unknown[] {
  return [
    'A',
    x(max),
    ` ${x(max)} `,
    x(max + 1),
    emoji(max / 2),
    `${emoji(max / 2)}x`,
    '',
    '   ',
    '\t\n',
    '\u00A0',
    '\u3000',
    '\u2028',
    'a\tb',
    'a\r\nb',
    'a\u00A0b',
    'a\u200Eb',
    'a\u0000b',
    'a\u0008b',
    'a\u000Bb',
    'a\u000Cb',
    'a\u001Fb',
    'a\u007Fb',
    'a\u200Bb',
    'a\u200Db',
    'a\u2060b',
    'a\uFEFFb',
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    42,
    null,
    true,
    ['x'],
  ];
}

const urlBase = 'https://example.com/';
function urlValues(): unknown[] {
  return [
    'https://example.com/a.png',
    'http://example.com/a.png',
    '/images/foods/biryani.svg',
    'https://a',
    ` ${urlBase}a.png `,
    urlBase + x(limits.urlMax - urlBase.length),
    urlBase + x(limits.urlMax - urlBase.length + 1),
    '',
    ' ',
    '/',
    'images/x.svg',
    '//evil.example/x.png',
    '/\\evil.example/x.png',
    '/images\\x.svg',
    '///x',
    'https://',
    'https:///x',
    'http:/example.com',
    'HTTPS://EXAMPLE.COM/A.PNG',
    'ftp://example.com/a.png',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:image/png;base64,AAAA',
    '<img src=x onerror=alert(1)>',
    'https://example.com/a b.png',
    'https://example.com/a\tb.png',
    'https://example.com/a\u000Bb.png',
    'https://example.com/a\u00A0b.png',
    'https://example.com/a\u2028b.png',
    'https://example.com/a\u3000b.png',
    'https://example.com/a\uFEFFb.png',
    42,
    null,
  ];
}

const priceValues = [
  0,
  0.01,
  12.5,
  100_000,
  100_000.01,
  -0.01,
  -1,
  NaN,
  Infinity,
  -Infinity,
  '12',
  null,
];
const quantityValues = [0, 1, 100_000, 100_001, -1, 1.5, NaN, Infinity, '5', null];

/** Shows a probed value readably in a test name: long strings by length, hidden characters escaped. */
export function show(value: unknown): string {
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return JSON.stringify(value);
  const escaped = JSON.stringify(value).replace(
    /[\u00A0\u2000-\u206F\u3000\uFEFF]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0').toUpperCase()}`,
  );
  return value.length > 40
    ? `${JSON.stringify(value.slice(0, 12))}… (${value.length} chars)`
    : escaped;
}

function fromSchema(
  collection: CorpusCollection,
  field: string,
  schema: z.ZodType,
  values: unknown[],
): FieldProbe[] {
  return values.map((raw) => {
    const parsed = schema.safeParse(raw);
    const sent = parsed.success ? parsed.data : raw;
    return {
      name: `${collection}.${field} = ${show(raw)}`,
      collection,
      field,
      value: () => sent,
      expected: parsed.success ? 'allow' : 'deny',
      why: parsed.success ? 'the schema accepts it' : 'the schema refuses it',
    };
  });
}

const absentValue = Symbol('absent value');

/** A declaration field's values, each judged by the whole declaration schema on the valid food. */
function declarationProbes(field: string, values: unknown[]): FieldProbe[] {
  return values.map((raw) => {
    const absent = raw === absentValue;
    const declaration: Record<string, unknown> = { ...validDeclaration, [field]: raw };
    if (absent) delete declaration[field];
    const parsed = foodDeclarationSchema.safeParse(declaration);
    const sent = parsed.success ? (parsed.data as Record<string, unknown>)[field] : raw;
    return {
      name: `foods.${field} = ${absent ? 'missing' : show(raw)}`,
      collection: 'foods' as const,
      field,
      value: () => (absent ? absentKey : sent),
      expected: parsed.success ? ('allow' as const) : ('deny' as const),
      why: parsed.success ? 'the schema accepts it' : 'the schema refuses it',
    };
  });
}

function explicit(
  collection: CorpusCollection,
  field: string,
  rows: [label: string, value: (who: Persona) => unknown, expected: Outcome, why: string][],
): FieldProbe[] {
  return rows.map(([label, value, expected, why]) => ({
    name: `${collection}.${field} = ${label}`,
    collection,
    field,
    value,
    expected,
    why,
  }));
}

const pastTime = () => Timestamp.fromMillis(Date.UTC(2020, 0, 1));

/** createdAt, an extra key and a password, the same for every collection a client writes. */
function common(collection: CorpusCollection): FieldProbe[] {
  return [
    ...explicit(collection, 'createdAt', [
      ['serverTimestamp()', () => serverTimestamp(), 'allow', 'the server time'],
      ['a past time', pastTime, 'deny', 'a client-chosen time is forged'],
      ['missing', () => absentKey, 'deny', 'every key is required'],
      ['a string', () => '2025-01-31T12:00:00Z', 'deny', 'not a timestamp'],
    ]),
    ...explicit(collection, 'password', [
      ['"Secret1" (extra key)', () => 'Secret1', 'deny', 'no document holds a password'],
    ]),
    ...explicit(collection, 'extra', [
      ['true (unknown key)', () => true, 'deny', 'only the listed keys'],
    ]),
  ];
}

function identity(
  collection: CorpusCollection,
  uidField: string | null,
  emailField: string,
  nameField: string | null,
): FieldProbe[] {
  const probes: FieldProbe[] = [
    ...explicit(collection, emailField, [
      ['the token e-mail', (who) => who.email, 'allow', 'the caller’s own'],
      ["another user's e-mail", () => victim.email, 'deny', 'spoofed'],
      [
        'the token e-mail in capitals',
        (who) => who.email.toUpperCase(),
        'deny',
        'not the token e-mail',
      ],
      ['missing', () => absentKey, 'deny', 'every key is required'],
    ]),
  ];
  if (uidField)
    probes.push(
      ...explicit(collection, uidField, [
        ['the caller uid', (who) => who.uid, 'allow', 'the caller’s own'],
        ["another user's uid", () => victim.uid, 'deny', 'spoofed owner'],
        ['missing', () => absentKey, 'deny', 'every key is required'],
      ]),
    );
  if (nameField)
    probes.push(
      ...explicit(collection, nameField, [
        ['the token name', (who) => who.name, 'allow', 'the caller’s own'],
        ["another user's name", () => victim.name, 'deny', 'not the token name'],
        ['empty', () => '', 'deny', 'text must not be blank'],
      ]),
    );
  return probes;
}

/**
 * `users.lang`, the reader's language (mail goes out in it): the three codes as written, and
 * near misses (another language, capitals, a region, padding, empty, not text).
 */
const langValues: unknown[] = [
  ...languages,
  'fr',
  'BN',
  'Hi',
  'bn-BD',
  'bn_BD',
  ' bn',
  'en ',
  '',
  1,
  0,
  true,
  null,
  ['bn'],
  { code: 'bn' },
];

const food = foodFieldsSchema.shape;
const profile = userProfileSchema.shape;

export const fieldProbes: FieldProbe[] = [
  ...fromSchema('foods', 'foodName', food.foodName, textValues(limits.foodNameMax)),
  ...fromSchema('foods', 'description', food.description, textValues(limits.descriptionMax)),
  ...fromSchema('foods', 'imageURL', food.imageURL, urlValues()),
  ...fromSchema('foods', 'category', food.category, [
    ...categories,
    'rice dishes',
    'Rice Dishes ',
    'Pizza',
    '',
    42,
  ]),
  ...fromSchema('foods', 'country', food.country, [...countries, 'Afghanistan', 'france', '', 1]),
  ...fromSchema('foods', 'price', food.price, priceValues),
  ...fromSchema('foods', 'quantity', food.quantity, quantityValues),
  ...identity('foods', 'ownerUid', 'userEmail', 'userName'),
  ...explicit('foods', 'orderCount', [
    ['0', () => 0, 'allow', 'a new food has no orders'],
    ['1', () => 1, 'deny', 'only functions count orders'],
    ['"0"', () => '0', 'deny', 'not a number'],
  ]),
  ...explicit('foods', 'searchTerms', [
    ['["x"] (derived field)', () => ['x'], 'deny', 'derived fields are written by functions only'],
  ]),
  ...explicit('foods', 'currency', [
    ['"BDT" (derived field)', () => 'BDT', 'deny', 'a food takes its kitchen’s, from functions'],
    ['"USD" (derived field)', () => 'USD', 'deny', 'even the default is for functions to write'],
  ]),
  // The rating aggregate: only functions count ratings, not even a new food's zeros.
  ...(['ratingCount', 'ratingAvg', 'ratingSum'] as const).flatMap((field) =>
    explicit('foods', field, [
      ['5 (rating aggregate)', () => 5, 'deny', 'only functions count ratings'],
      ['0 (rating aggregate)', () => 0, 'deny', 'a client create carries exactly 12 keys'],
    ]),
  ),
  // The declaration: each value judged by the whole shared schema on the valid food (so a
  // value that contradicts the rest is refused as the form refuses it).
  ...declarationProbes('allergens', [
    ...allergens.map((value) => [value]),
    [],
    allergens,
    ['milk', 'milk'],
    ['Milk'],
    ['nuts'],
    'milk',
    null,
    [1],
    absentValue,
  ]),
  ...declarationProbes('mayContain', [
    ...allergens.map((value) => [value]),
    [],
    ['mustard', 'mustard'],
    ['milk'],
    ['shellfish'],
    'mustard',
    absentValue,
  ]),
  ...declarationProbes('ingredients', [...textValues(limits.ingredientsMax), absentValue]),
  ...declarationProbes('diet', [...diets, 'Veg', 'vegetarian', '', null, ['veg'], absentValue]),
  ...declarationProbes('dietTags', [
    ...dietTags.map((value) => [value]),
    [],
    dietTags.filter((tag) => tag !== 'vegan'),
    ['halal', 'halal'],
    ['kosher'],
    'halal',
    absentValue,
  ]),
  ...explicit('foods', 'filterKeys', [
    ['{ veg: true } (derived field)', () => ({ veg: true }), 'deny', 'functions derive it'],
  ]),
  ...common('foods'),

  ...fromSchema(
    'gallery',
    'feedback',
    galleryEntrySchema.shape.feedback,
    textValues(limits.feedbackMax),
  ),
  ...fromSchema('gallery', 'imageURL', galleryEntrySchema.shape.imageURL, urlValues()),
  ...identity('gallery', 'userUid', 'userEmail', 'userName'),
  ...common('gallery'),

  ...fromSchema('reviews', 'title', reviewSchema.shape.title, textValues(limits.reviewTitleMax)),
  ...fromSchema('reviews', 'review', reviewSchema.shape.review, textValues(limits.reviewTextMax)),
  // The author's photo comes from their account: empty or a URL, as on their profile.
  ...fromSchema('reviews', 'userPhoto', profile.photoURL, urlValues()),
  ...identity('reviews', 'userUid', 'userEmail', 'userName'),
  ...common('reviews'),

  ...fromSchema('users', 'displayName', profile.displayName, textValues(limits.userNameMax)),
  ...fromSchema('users', 'photoURL', profile.photoURL, urlValues()),
  ...identity('users', null, 'email', null),
  ...fromSchema('users', 'avoid', accountChoicesSchema.shape.avoid, [
    [],
    ['milk'],
    [...allergens],
    ['peanuts', 'tree-nuts', 'sesame'],
    ['milk', 'milk'],
    ['Milk'],
    ['pollen'],
    'milk',
    null,
  ]),
  ...fromSchema('users', 'emailOrders', accountChoicesSchema.shape.emailOrders, [
    true,
    false,
    'true',
    1,
    null,
  ]),
  ...fromSchema('users', 'lang', accountChoicesSchema.shape.lang, langValues),
  ...explicit('users', 'noShows', [
    ['0', () => 0, 'deny', 'only functions count missed pickups'],
    ['3', () => 3, 'deny', 'only functions count missed pickups'],
  ]),
  ...common('users'),
];

export interface UpdateProbe {
  name: string;
  collection: 'foods' | 'users';
  change: (who: Persona) => Record<string, unknown>;
  expected: Outcome;
}

/** The owner changes one field of their stored document. */
export const updateProbes: UpdateProbe[] = [
  ...(
    [
      ['foodName', 'Lamb Biryani'],
      ['imageURL', '/images/foods/haleem.svg'],
      ['category', 'Traditional Specialties'],
      ['country', 'Pakistan'],
      ['price', 0],
      ['quantity', 100_000],
      ['description', 'Now with lamb.'],
    ] as const
  ).map(([field, value]) => ({
    name: `the owner changes foods.${field}`,
    collection: 'foods' as const,
    change: () => ({ [field]: value }),
    expected: 'allow' as const,
  })),
  ...(
    [
      ['ownerUid', () => victim.uid],
      ['userEmail', () => victim.email],
      ['userName', () => victim.name],
      ['orderCount', () => 1_000],
      ['createdAt', () => serverTimestamp()],
      ['searchTerms', () => ['x']],
      ['currency', () => 'INR'],
      ['ratingCount', () => 1_000],
      ['ratingAvg', () => 5],
      ['ratingSum', () => 5_000],
    ] as const
  ).map(([field, value]) => ({
    name: `the owner changes foods.${field}`,
    collection: 'foods' as const,
    change: () => ({ [field]: value() }),
    expected: 'deny' as const,
  })),
  // The declaration: the owner may change it, within its values and without contradictions.
  ...(
    [
      ['allergens', () => ['milk', 'fish'], 'allow'],
      ['allergens', () => [], 'allow'],
      ['mayContain', () => [], 'allow'],
      ['mayContain', () => ['milk'], 'deny'],
      ['ingredients', () => 'Rice, lamb, spices.', 'allow'],
      ['ingredients', () => ' ', 'deny'],
      ['diet', () => 'veg', 'allow'],
      ['diet', () => 'egg', 'allow'],
      ['diet', () => 'vegetarian', 'deny'],
      ['dietTags', () => [], 'allow'],
      ['dietTags', () => ['vegan'], 'deny'],
      ['dietTags', () => ['kosher'], 'deny'],
      ['allergens', () => deleteField(), 'deny'],
      ['diet', () => deleteField(), 'deny'],
      ['filterKeys', () => ({ veg: true }), 'deny'],
    ] as const
  ).map(([field, value, expected]) => ({
    name: `the owner changes foods.${field} to ${show(value())}`,
    collection: 'foods' as const,
    change: () => ({ [field]: value() }),
    expected,
  })),
  {
    name: 'the user sets users.avoid',
    collection: 'users',
    change: () => ({ avoid: ['peanuts', 'sesame'] }),
    expected: 'allow',
  },
  {
    name: 'the user sets users.avoid to an unknown allergen',
    collection: 'users',
    change: () => ({ avoid: ['pollen'] }),
    expected: 'deny',
  },
  {
    name: 'the user turns users.emailOrders off',
    collection: 'users',
    change: () => ({ emailOrders: false }),
    expected: 'allow',
  },
  {
    name: 'the user sets users.emailOrders to "no"',
    collection: 'users',
    change: () => ({ emailOrders: 'no' }),
    expected: 'deny',
  },
  // users.lang on the stored profile: what the schema accepts on create it accepts here; taking
  // it away is allowed too (absent reads as English).
  ...langValues.map((value): UpdateProbe => {
    const accepted = accountChoicesSchema.shape.lang.safeParse(value).success;
    return {
      name: `the user sets users.lang to ${show(value)}`,
      collection: 'users',
      change: () => ({ lang: value }),
      expected: accepted ? 'allow' : 'deny',
    };
  }),
  {
    name: 'the user removes users.lang',
    collection: 'users',
    change: () => ({ lang: deleteField() }),
    expected: 'allow',
  },
  {
    name: 'the user adds an unknown key to users',
    collection: 'users',
    change: () => ({ allergies: ['milk'] }),
    expected: 'deny',
  },
  {
    name: 'the user changes users.displayName',
    collection: 'users',
    change: () => ({ displayName: 'Olive O.' }),
    expected: 'allow',
  },
  {
    name: 'the user changes users.photoURL',
    collection: 'users',
    change: () => ({ photoURL: 'https://example.com/new.png' }),
    expected: 'allow',
  },
  {
    name: 'the user changes users.email',
    collection: 'users',
    change: () => ({ email: victim.email }),
    expected: 'deny',
  },
  {
    name: 'the user changes users.createdAt',
    collection: 'users',
    change: () => ({ createdAt: serverTimestamp() }),
    expected: 'deny',
  },
  {
    name: 'the user sets users.noShows',
    collection: 'users',
    change: () => ({ noShows: 0 }),
    expected: 'deny',
  },
];

// ---------------------------------------------------------------- the live kitchen

/** Who touches the order: its buyer, its cook (the food's owner), or a signed-in stranger. */
export type OrderSide = 'buyer' | 'cook' | 'stranger';

export interface OrderProbe {
  name: string;
  /** The stored order's status; null is an order written before statuses existed. */
  from: OrderStatus | null;
  by: OrderSide;
  /** The update sent; null sends a delete. */
  change: ((who: Persona) => Record<string, unknown>) | null;
  expected: Outcome;
  /** The order is deleted before the call. */
  deletedFirst?: boolean;
  /**
   * Fields the stored order has besides the status and its times (a pickup time, say), made
   * when it is stored: a time relative to now stays so however late the suite reaches it.
   */
  stored?: () => Record<string, unknown>;
}

/** A move as the cook's page sends it: the status and its time, the server's. */
const move = (to: string, time: unknown = serverTimestamp()) => {
  const field = (statusTimeField as Record<string, string>)[to] ?? `${to}At`;
  return { status: to, [field]: time };
};

const aYearAgo = () => Timestamp.fromMillis(Date.now() - 365 * 24 * 3600 * 1000);
const inAnHour = () => Timestamp.fromMillis(Date.now() + 3600 * 1000);
const minutesAgo = (minutes: number) => Timestamp.fromMillis(Date.now() - minutes * 60_000);

/** A pickup long gone: Not collected is open (noShowGraceMinutes). */
const pickedUpAnHourAgo = () => ({ pickupAt: minutesAgo(60) });
const pickedUp = (minutes: number) => () => ({ pickupAt: minutesAgo(minutes) });

/**
 * The cook's moves. Every pair of statuses is a cell, its outcome read from the shared
 * orderMoves (canMove): so the rules' arrows and the shared ones are proven to be the same.
 */
export const moveProbes: OrderProbe[] = [
  ...orderStatuses.flatMap((from) =>
    orderStatuses.map((to): OrderProbe => ({
      name: `the cook moves ${from} → ${to}`,
      from,
      by: 'cook',
      change: () => move(to),
      expected: canMove(from, to) ? 'allow' : 'deny',
      // Not collected's arrow, apart from its time (probed below).
      ...(to === 'no-show' ? { stored: pickedUpAnHourAgo } : {}),
    })),
  ),
  // An order from before statuses reads as placed: the cook moves it like one.
  ...orderStatuses.map((to): OrderProbe => ({
    name: `the cook moves an order without a status → ${to}`,
    from: null,
    by: 'cook',
    change: () => move(to),
    expected: canMove('placed', to) ? 'allow' : 'deny',
    ...(to === 'no-show' ? { stored: pickedUpAnHourAgo } : {}),
  })),
  ...(
    [
      ['a status not in the list ("cooking", with cookingAt)', 'placed', () => move('cooking')],
      [
        'a status not in the list ("Accepted", capitalised)',
        'placed',
        () => ({ status: 'Accepted', acceptedAt: serverTimestamp() }),
      ],
      [
        'a status that is not text (1)',
        'placed',
        () => ({ status: 1, acceptedAt: serverTimestamp() }),
      ],
      [
        'the status removed',
        'accepted',
        () => ({ status: deleteField(), readyAt: serverTimestamp() }),
      ],
      [
        'placed → accepted with a forged time (a year ago)',
        'placed',
        () => move('accepted', aYearAgo()),
      ],
      [
        'placed → accepted with a forged time (in an hour)',
        'placed',
        () => move('accepted', inAnHour()),
      ],
      [
        'placed → accepted with the time as text',
        'placed',
        () => move('accepted', new Date().toISOString()),
      ],
      ['placed → accepted without its time', 'placed', () => ({ status: 'accepted' })],
      [
        'placed → accepted with the time in another step’s field',
        'placed',
        () => ({ status: 'accepted', readyAt: serverTimestamp() }),
      ],
      [
        'placed → accepted, setting readyAt too',
        'placed',
        () => ({ ...move('accepted'), readyAt: serverTimestamp() }),
      ],
      ['only a time, no status (acceptedAt)', 'placed', () => ({ acceptedAt: serverTimestamp() })],
      [
        'the time of an earlier step rewritten (placedAt)',
        'accepted',
        () => ({ ...move('ready'), placedAt: serverTimestamp() }),
      ],
      [
        'placed → accepted, changing the quantity',
        'placed',
        () => ({ ...move('accepted'), quantity: 5 }),
      ],
      [
        'placed → accepted, changing the price',
        'placed',
        () => ({ ...move('accepted'), price: 0 }),
      ],
      [
        'placed → accepted, taking the buyer’s uid away',
        'placed',
        () => ({ ...move('accepted'), buyerUid: deleteField() }),
      ],
      [
        'placed → accepted, handing the order to another cook',
        'placed',
        () => ({ ...move('accepted'), foodOwnerUid: victim.uid }),
      ],
      [
        'placed → accepted, with an unknown key',
        'placed',
        () => ({ ...move('accepted'), note: 'hi' }),
      ],
    ] as const
  ).map(([label, from, change]): OrderProbe => ({
    name: `the cook sends ${label}`,
    from,
    by: 'cook',
    change,
    expected: 'deny',
  })),
  ...(
    [
      ['buyer', 'placed', 'accepted'],
      ['buyer', 'placed', 'declined'],
      ['buyer', 'ready', 'completed'],
      ['buyer', 'ready', 'no-show'],
      ['buyer', 'placed', 'expired'],
      ['stranger', 'placed', 'accepted'],
      ['stranger', 'accepted', 'declined'],
      ['stranger', 'placed', 'expired'],
      ['stranger', 'ready', 'no-show'],
    ] as const
  ).map(([by, from, to]): OrderProbe => ({
    name: `the ${by} moves ${from} → ${to}`,
    from,
    by,
    change: () => move(to),
    expected: 'deny',
    stored: pickedUpAnHourAgo,
  })),
  // Not collected: from ready, only once the pickup is 15 minutes gone.
  ...(
    [
      ['16 minutes after its pickup time', pickedUp(16), 'allow'],
      ['12 minutes after its pickup time', pickedUp(12), 'deny'],
      ['an hour before its pickup time', () => ({ pickupAt: inAnHour() }), 'deny'],
      ['without a pickup time (an order from before pickups)', () => ({}), 'deny'],
      [
        'with the pickup time as text',
        () => ({ pickupAt: minutesAgo(60).toDate().toISOString() }),
        'deny',
      ],
    ] as const
  ).map(([label, stored, expected]): OrderProbe => ({
    name: `the cook marks a ready order Not collected ${label}`,
    from: 'ready',
    by: 'cook',
    change: () => move('no-show'),
    expected,
    stored,
  })),
  ...(
    [
      ['the cook', 'cook', 'ready', () => ({ ...move('no-show'), buyerNoShows: 1 })],
      ['the cook', 'cook', 'placed', () => ({ buyerNoShows: 0 })],
      ['the cook', 'cook', 'placed', () => ({ ...move('accepted'), buyerNoShows: deleteField() })],
      ['the buyer', 'buyer', 'placed', () => ({ buyerNoShows: 0 })],
      ['a stranger', 'stranger', 'placed', () => ({ buyerNoShows: 9 })],
    ] as const
  ).map(([label, by, from, change]): OrderProbe => ({
    name: `${label} writes buyerNoShows on a ${from} order (${Object.keys(change()).join(', ')})`,
    from,
    by,
    change,
    expected: 'deny',
    stored: () => ({ ...pickedUpAnHourAgo(), buyerNoShows: 2 }),
  })),
  {
    name: 'the cook moves a deleted order placed → accepted',
    from: 'placed',
    by: 'cook',
    change: () => move('accepted'),
    expected: 'deny',
    deletedFirst: true,
  },
];

/** A completed sale leaving the buyer's list: exactly these keys, as the page sends them. */
export const removal = (who: Persona, time: unknown = serverTimestamp()) => ({
  buyerUid: deleteField(),
  removedByBuyerUid: who.uid,
  removedByBuyerAt: time,
});

/** The buyer's Delete per status: a delete where it cancels, the removal update otherwise. */
export const buyerDeleteProbes: OrderProbe[] = [
  ...[...orderStatuses, null].map((from): OrderProbe => ({
    name: `the buyer deletes a ${from ?? 'status-less (old)'} order`,
    from,
    by: 'buyer',
    change: null,
    expected: buyerDeleteOf(from ?? 'placed') === 'cancel' ? 'allow' : 'deny',
  })),
  ...(['cook', 'stranger'] as const).map((by): OrderProbe => ({
    name: `the ${by} deletes a placed order`,
    from: 'placed',
    by,
    change: null,
    expected: 'deny',
  })),
  ...orderStatuses.map((from): OrderProbe => ({
    name: `the buyer removes a ${from} order from their list`,
    from,
    by: 'buyer',
    change: (who) => removal(who),
    expected: buyerDeleteOf(from) === 'remove' ? 'allow' : 'deny',
  })),
  ...(
    [
      ['the cook', 'cook', (who: Persona) => removal(who)],
      ['a stranger', 'stranger', (who: Persona) => removal(who)],
      [
        'the buyer, keeping their uid',
        'buyer',
        (who: Persona) => ({ removedByBuyerUid: who.uid, removedByBuyerAt: serverTimestamp() }),
      ],
      [
        'the buyer, handing the order to another uid',
        'buyer',
        (who: Persona) => ({ ...removal(who), buyerUid: victim.uid }),
      ],
      [
        'the buyer, in another user’s name',
        'buyer',
        (who: Persona) => ({ ...removal(who), removedByBuyerUid: victim.uid }),
      ],
      ['the buyer, with a forged time', 'buyer', (who: Persona) => removal(who, aYearAgo())],
      [
        'the buyer, without the time',
        'buyer',
        (who: Persona) => ({ buyerUid: deleteField(), removedByBuyerUid: who.uid }),
      ],
      [
        'the buyer, changing the quantity too',
        'buyer',
        (who: Persona) => ({ ...removal(who), quantity: 9 }),
      ],
      [
        'the buyer, changing the status too',
        'buyer',
        (who: Persona) => ({ ...removal(who), status: 'declined' }),
      ],
      ['the buyer, only dropping their uid', 'buyer', () => ({ buyerUid: deleteField() })],
    ] as const
  ).map(([label, by, change]): OrderProbe => ({
    name: `a completed order removed from the list by ${label}`,
    from: 'completed',
    by,
    change,
    expected: 'deny',
  })),
];
