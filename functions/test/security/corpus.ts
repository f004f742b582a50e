// The bad-input corpus: malformed documents and inputs that every door into the data must
// refuse. It is plain data, independent of any SDK, so each target feeds the same bodies:
// the Firestore rules (test/rules), placeOrder and the REST facade (later suites).
//
// Each entry is a patch over a valid body of its collection, built by the target for the
// caller who sends it: a food with the caller as owner, a profile at users/{caller uid}, and
// for orders both the order document (rules) and placeOrder's input `{ foodId, quantity }`.
// `absent` removes a key; `clientTime` stands for a creation time the client chose (the
// rules target sends a Firestore Timestamp, a JSON target an ISO string).
//
// Free-text fields holding `<script>` or `<img onerror>` are NOT here: text is stored as
// the person typed it and rendered as text (decision 051). Markup is refused where a
// field is not free text: an image URL, a category, an e-mail, a name the token vouches for.
import { limits } from '../../src/shared/index.js';

export const corpusCollections = ['foods', 'orders', 'gallery', 'reviews', 'users'] as const;
export type CorpusCollection = (typeof corpusCollections)[number];

/** Removes the key from the valid body. */
export const absent = Symbol('absent');
/** A creation time the client picked instead of the server's. */
export const clientTime = Symbol('client-chosen createdAt');

/** Someone else: the identity a spoofed body claims. */
export const victim = {
  uid: 'victim-uid',
  email: 'victim@foodtable.test',
  name: 'Victor Victim',
} as const;

export interface BadInput {
  /** Unique and readable, e.g. `foods/price-negative`. */
  id: string;
  collection: CorpusCollection;
  /** What is wrong with it, as a sentence. */
  defect: string;
  /** create: a new document; update: a change to the caller's own existing document. */
  op: 'create' | 'update';
  /** Applied over a valid body (create) or sent as the change (update). */
  patch: Record<string, unknown>;
  /** Sends this body instead of a patched valid one (an empty document, say). */
  replace?: Record<string, unknown>;
  /** The document is addressed to another user (users/{victim uid}) instead of the caller. */
  addressedTo?: 'victim';
}

const chars = (n: number) => 'x'.repeat(n);
/** ~0.95 MiB: under Firestore's 1 MiB document limit, so only the rules can refuse it. */
const nearlyOneMiB = 'x'.repeat(1_000_000);
const overlongUrl = `https://example.com/${chars(limits.urlMax - 'https://example.com/'.length + 1)}`;
const script = '<script>alert(1)</script>';
const imgOnerror = '<img src=x onerror=alert(1)>';
const badUrls = {
  javascript: 'javascript:alert(document.cookie)',
  data: 'data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+',
  notUrl: 'a picture of biryani',
  protocolRelative: '//evil.example/x.png',
  overlong: overlongUrl,
  markup: imgOnerror,
  innerSpace: 'https://example.com/a b.png',
} as const;

type Row = [id: string, defect: string, patch: Record<string, unknown>];

function entries(
  collection: CorpusCollection,
  op: BadInput['op'],
  rows: Row[],
  extra: Partial<BadInput> = {},
): BadInput[] {
  return rows.map(([id, defect, patch]) => ({
    id: `${collection}/${op === 'update' ? 'update-' : ''}${id}`,
    collection,
    defect,
    op,
    patch,
    ...(id === 'empty' ? { replace: {} } : {}),
    ...extra,
  }));
}

/** Wrong types, bounds, hidden characters and markup for one free-text field. */
function textRows(field: string, max: number): Row[] {
  return [
    [`${field}-number`, `${field} is a number`, { [field]: 42 }],
    [`${field}-missing`, `${field} is missing`, { [field]: absent }],
    [`${field}-empty`, `${field} is empty`, { [field]: '' }],
    [`${field}-whitespace`, `${field} is only spaces, tabs and newlines`, { [field]: ' \t\n ' }],
    [
      `${field}-unicode-spaces`,
      `${field} is only no-break and ideographic spaces`,
      { [field]: '\u00A0\u3000\u2003' },
    ],
    [
      `${field}-over-limit`,
      `${field} is ${max + 1} characters (limit ${max})`,
      {
        [field]: chars(max + 1),
      },
    ],
    [
      `${field}-control`,
      `${field} holds a control character (ESC)`,
      { [field]: 'Tasty\u001B[31m' },
    ],
    [`${field}-zero-width`, `${field} holds a zero-width space`, { [field]: 'Ta\u200Bsty' }],
  ];
}

function urlRows(field: string): Row[] {
  return [
    [`${field}-javascript`, `${field} is a javascript: URL`, { [field]: badUrls.javascript }],
    [`${field}-data`, `${field} is a data: URL`, { [field]: badUrls.data }],
    [`${field}-not-url`, `${field} is not a URL`, { [field]: badUrls.notUrl }],
    [
      `${field}-protocol-relative`,
      `${field} is protocol-relative (//host)`,
      { [field]: badUrls.protocolRelative },
    ],
    [
      `${field}-over-limit`,
      `${field} is ${limits.urlMax + 1} characters`,
      {
        [field]: badUrls.overlong,
      },
    ],
    [`${field}-markup`, `${field} is an <img onerror> tag`, { [field]: badUrls.markup }],
  ];
}

function identityRows(uidField: string, emailField: string, nameField: string | null): Row[] {
  const rows: Row[] = [
    [`${uidField}-spoofed`, `${uidField} is another user's uid`, { [uidField]: victim.uid }],
    [
      `${emailField}-spoofed`,
      `${emailField} is another user's e-mail`,
      {
        [emailField]: victim.email,
      },
    ],
    ['createdAt-forged', 'createdAt is a time the client chose', { createdAt: clientTime }],
    ['createdAt-missing', 'createdAt is missing', { createdAt: absent }],
    ['password', 'the body carries a password', { password: 'Secret1' }],
    ['empty', 'the document is empty', {}],
  ];
  if (nameField)
    rows.push([
      `${nameField}-spoofed`,
      `${nameField} is another user's name`,
      {
        [nameField]: victim.name,
      },
    ]);
  return rows;
}

// ---------------------------------------------------------------- foods

const foods: BadInput[] = [
  ...entries('foods', 'create', [
    ...textRows('foodName', limits.foodNameMax),
    ...textRows('description', limits.descriptionMax),
    ['description-one-mib', 'description is ~1 MiB', { description: nearlyOneMiB }],
    ['price-negative', 'price is negative', { price: -1 }],
    ['price-string', 'price is a string of digits', { price: '12' }],
    ['price-nan', 'price is NaN', { price: Number.NaN }],
    ['price-infinity', 'price is Infinity', { price: Number.POSITIVE_INFINITY }],
    ['price-over-limit', `price is above ${limits.priceMax}`, { price: limits.priceMax + 0.01 }],
    ['quantity-fraction', 'quantity is fractional', { quantity: 1.5 }],
    ['quantity-negative', 'quantity is negative', { quantity: -1 }],
    ['quantity-string', 'quantity is a string of digits', { quantity: '5' }],
    [
      'quantity-over-limit',
      `quantity is above ${limits.quantityMax}`,
      {
        quantity: limits.quantityMax + 1,
      },
    ],
    ['quantity-nan', 'quantity is NaN', { quantity: Number.NaN }],
    ['category-unknown', 'category is not one of the ten', { category: 'Pizza' }],
    ['category-case', 'category is spelt in lower case', { category: 'rice dishes' }],
    ['category-markup', 'category is a <script> tag', { category: script }],
    ['country-unknown', 'country is not one of the six', { country: 'France' }],
    [
      'country-spelling',
      "country is spelt 'Afghanistan', not the spec's 'Afganistan'",
      {
        country: 'Afghanistan',
      },
    ],
    ...urlRows('imageURL'),
    ...identityRows('ownerUid', 'userEmail', 'userName'),
    ['orderCount-forged', 'orderCount is set by the client', { orderCount: 500 }],
    ['orderCount-string', 'orderCount is a string', { orderCount: '0' }],
    ['searchTerms', 'the client writes the derived search field', { searchTerms: ['biryani'] }],
    ['extra-key', 'the body carries an unknown key', { featured: true }],
  ]),
  ...entries('foods', 'update', [
    ['orderCount-forged', 'the owner raises orderCount', { orderCount: 999 }],
    ['createdAt-forged', 'the owner changes createdAt', { createdAt: clientTime }],
    ['ownerUid-spoofed', 'the owner hands the food to another uid', { ownerUid: victim.uid }],
    ['userEmail-spoofed', 'the owner changes the owner e-mail', { userEmail: victim.email }],
    ['userName-spoofed', 'the owner changes the owner name', { userName: victim.name }],
    ['price-negative', 'the owner sets a negative price', { price: -5 }],
    ['quantity-fraction', 'the owner sets a fractional quantity', { quantity: 2.5 }],
    ['foodName-empty', 'the owner empties the name', { foodName: '' }],
    [
      'imageURL-javascript',
      'the owner sets a javascript: image',
      {
        imageURL: badUrls.javascript,
      },
    ],
    ['password', 'the owner adds a password key', { password: 'Secret1' }],
    ['searchTerms', 'the owner writes the derived search field', { searchTerms: ['x'] }],
  ]),
];

// ---------------------------------------------------------------- orders
// Clients never write orders; these are also placeOrder's (and POST /orderFood's) bad inputs.

const orders: BadInput[] = [
  ...entries('orders', 'create', [
    ['quantity-zero', 'quantity is 0', { quantity: 0 }],
    ['quantity-negative', 'quantity is negative', { quantity: -1 }],
    ['quantity-fraction', 'quantity is fractional', { quantity: 1.5 }],
    ['quantity-string', 'quantity is a string of digits', { quantity: '2' }],
    ['quantity-nan', 'quantity is NaN', { quantity: Number.NaN }],
    ['quantity-infinity', 'quantity is Infinity', { quantity: Number.POSITIVE_INFINITY }],
    [
      'quantity-over-limit',
      `quantity is above ${limits.quantityMax}`,
      {
        quantity: limits.quantityMax + 1,
      },
    ],
    ['quantity-missing', 'quantity is missing', { quantity: absent }],
    ['foodId-missing', 'foodId is missing', { foodId: absent }],
    ['foodId-number', 'foodId is a number', { foodId: 42 }],
    ['foodId-empty', 'foodId is empty', { foodId: '' }],
    ['foodId-over-limit', 'foodId is 129 characters', { foodId: chars(129) }],
    ['foodId-one-mib', 'foodId is ~1 MiB', { foodId: nearlyOneMiB }],
    ['foodId-path', 'foodId walks to another collection', { foodId: '../users/demo-alice' }],
    ['buyingDate-format', 'buyingDate is not YYYY/MM/DD HH:mm:ss', { buyingDate: 'yesterday' }],
    ['buyingDate-markup', 'buyingDate is a <script> tag', { buyingDate: script }],
    [
      'buyingDate-control',
      'buyingDate holds a NUL character',
      {
        buyingDate: '2025/01/31\u0000 12:00:00',
      },
    ],
    ['price-forged', 'the client sets the price', { price: 0 }],
    ['buyerUid-spoofed', "buyerUid is another user's uid", { buyerUid: victim.uid }],
    ['buyerEmail-spoofed', "buyerEmail is another user's e-mail", { buyerEmail: victim.email }],
    ['orderCount-forged', 'the client sets an orderCount', { orderCount: 1 }],
    ['createdAt-forged', 'createdAt is a time the client chose', { createdAt: clientTime }],
    ['password', 'the body carries a password', { password: 'Secret1' }],
    ['requestId-markup', 'requestId is an <img onerror> tag', { requestId: imgOnerror }],
    ['empty', 'the body is empty', {}],
  ]),
  ...entries('orders', 'update', [
    ['quantity', 'the buyer changes the quantity of their order', { quantity: 100 }],
    ['price', 'the buyer changes the price of their order', { price: 0 }],
    ['buyerUid-spoofed', 'the buyer hands the order to another uid', { buyerUid: victim.uid }],
  ]),
];

// ---------------------------------------------------------------- gallery

const gallery: BadInput[] = [
  ...entries('gallery', 'create', [
    ...textRows('feedback', limits.feedbackMax),
    ['feedback-one-mib', 'feedback is ~1 MiB', { feedback: nearlyOneMiB }],
    ['feedback-null', 'feedback is null', { feedback: null }],
    ['feedback-array', 'feedback is a list', { feedback: ['Lovely'] }],
    ...urlRows('imageURL'),
    ['imageURL-number', 'imageURL is a number', { imageURL: 7 }],
    ...identityRows('userUid', 'userEmail', 'userName'),
    ['userName-markup', 'userName is a <script> tag, not the token name', { userName: script }],
    ['orderCount', 'the body carries an orderCount', { orderCount: 3 }],
  ]),
  ...entries('gallery', 'update', [
    ['feedback', 'the author edits the feedback', { feedback: 'Edited afterwards' }],
    ['userUid-spoofed', 'the author hands the entry to another uid', { userUid: victim.uid }],
  ]),
];

// ---------------------------------------------------------------- reviews

const reviews: BadInput[] = [
  ...entries('reviews', 'create', [
    ...textRows('title', limits.reviewTitleMax),
    ...textRows('review', limits.reviewTextMax),
    ['review-one-mib', 'review is ~1 MiB', { review: nearlyOneMiB }],
    ['review-boolean', 'review is a boolean', { review: true }],
    ...urlRows('userPhoto'),
    ['userPhoto-null', 'userPhoto is null', { userPhoto: null }],
    ...identityRows('userUid', 'userEmail', 'userName'),
    ['rating', 'the body carries an unknown key', { rating: 5 }],
  ]),
  ...entries('reviews', 'update', [
    ['title', 'the author edits the title', { title: 'Edited afterwards' }],
    [
      'userPhoto-javascript',
      'the author sets a javascript: photo',
      {
        userPhoto: badUrls.javascript,
      },
    ],
  ]),
];

// ---------------------------------------------------------------- users

const users: BadInput[] = [
  ...entries('users', 'create', [
    ...textRows('displayName', limits.userNameMax),
    ['displayName-one-mib', 'displayName is ~1 MiB', { displayName: nearlyOneMiB }],
    ['email-spoofed', "email is another user's e-mail", { email: victim.email }],
    ['email-missing', 'email is missing', { email: absent }],
    ['email-number', 'email is a number', { email: 1 }],
    ['email-markup', 'email is an <img onerror> tag', { email: imgOnerror }],
    ...urlRows('photoURL'),
    ['photoURL-null', 'photoURL is null', { photoURL: null }],
    ['createdAt-forged', 'createdAt is a time the client chose', { createdAt: clientTime }],
    ['createdAt-missing', 'createdAt is missing', { createdAt: absent }],
    ['password', 'the profile carries a password', { password: 'Secret1' }],
    ['role', 'the profile grants itself a role', { role: 'admin' }],
    ['empty', 'the profile is empty', {}],
  ]),
  ...entries(
    'users',
    'create',
    [['someone-else', "a valid profile written at another user's id", {}]],
    { addressedTo: 'victim' },
  ),
  ...entries('users', 'update', [
    ['password', 'the user adds a password to their profile', { password: 'Secret1' }],
    ['createdAt-forged', 'the user moves their creation time', { createdAt: clientTime }],
    ['email-spoofed', "the user switches to another user's e-mail", { email: victim.email }],
    ['displayName-empty', 'the user empties their name', { displayName: '' }],
  ]),
];

/** Every entry, grouped by collection in the order above. */
export const corpus: readonly BadInput[] = [...foods, ...orders, ...gallery, ...reviews, ...users];

export function corpusFor(collection: CorpusCollection): BadInput[] {
  return corpus.filter((entry) => entry.collection === collection);
}

/** A valid body with the entry's patch applied; `clientTime` becomes what the target sends. */
export function patched(
  base: Record<string, unknown>,
  entry: BadInput,
  clientTimeValue: unknown,
): Record<string, unknown> {
  if (entry.replace) return { ...entry.replace };
  const body: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(entry.patch)) {
    if (value === absent) delete body[key];
    else body[key] = value === clientTime ? clientTimeValue : value;
  }
  return body;
}
