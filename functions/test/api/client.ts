// Calls to the REST facade the way an old client makes them, and the data the API tests set up
// for themselves (their own users and foods: never the seed's).
import { randomUUID } from 'node:crypto';
import { FieldValue, type DocumentData } from 'firebase-admin/firestore';
import { collections, searchTokens, type Category, type Country } from '../../src/shared/index.js';
import { adminDb, apiUrl, createTestUser, type TestUser } from '../support/emulators.js';

export const hostingApi = 'http://127.0.0.1:5000/api';

export interface CallOptions {
  /** Signs the call with this user's ID token as Bearer. */
  as?: TestUser | null;
  bearer?: string;
  /** The value of the `__session` cookie. */
  cookie?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** The functions URL by default; `hostingApi` to go through Hosting. */
  base?: string;
}

export interface Answer<T> {
  status: number;
  headers: Headers;
  body: T;
}

/** The body's type is what the test expects; the assertions check it. */
export async function call<T = Record<string, unknown>>(
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = {};
  const bearer = options.bearer ?? options.as?.idToken;
  if (bearer) headers.Authorization = `Bearer ${bearer}`;
  if (options.cookie) headers.Cookie = `__session=${options.cookie}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  Object.assign(headers, options.headers);
  const response = await fetch(`${options.base ?? apiUrl}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON: kept as text for the assertion to show.
  }
  return { status: response.status, headers: response.headers, body: body as T };
}

export const unique = () => randomUUID().slice(0, 8);

// ------------------------------------------------------------ data the tests own

const made: string[] = [];

/** Remembers a document a test created, for removeMade(). */
export const track = (path: string) => made.push(path);

/** Deletes what this file's tests created (run in afterAll). */
export async function removeMade() {
  await Promise.all(made.splice(0).map((path) => adminDb.doc(path).delete()));
}

export interface FoodOverrides {
  foodName?: string;
  category?: Category;
  country?: Country;
  price?: number;
  quantity?: number;
  orderCount?: number;
  imageURL?: string;
}

/** A food listed by `owner`, written as the web would write it (with its search terms). */
export async function makeFood(owner: TestUser, overrides: FoodOverrides = {}): Promise<string> {
  const foodName = overrides.foodName ?? `Api Dish ${unique()}`;
  const ref = await adminDb.collection(collections.foods).add({
    foodName,
    imageURL: overrides.imageURL ?? '/images/foods/biryani.svg',
    category: overrides.category ?? 'Rice Dishes',
    country: overrides.country ?? 'Bangladesh',
    price: overrides.price ?? 8.5,
    quantity: overrides.quantity ?? 5,
    description: 'Made for an API test.',
    userName: owner.displayName,
    userEmail: owner.email,
    ownerUid: owner.uid,
    orderCount: overrides.orderCount ?? 0,
    createdAt: FieldValue.serverTimestamp(),
    searchTerms: searchTokens(foodName),
    // The zero rating aggregate onFoodWritten would add (decision 130): no trigger write races the test.
    ratingCount: 0,
    ratingSum: 0,
    ratingAvg: 0,
    // Its kitchen's currency, as onFoodWritten would give it (none here: dollars).
    currency: 'USD',
  });
  track(ref.path);
  return ref.id;
}

/** An order as placeOrder writes it, put straight in the database (its stock is not touched). */
export async function makeOrder(buyer: TestUser, foodId: string, quantity = 1): Promise<string> {
  const food = (await adminDb.doc(`${collections.foods}/${foodId}`).get()).data() ?? {};
  const ref = await adminDb.collection(collections.orders).add({
    buyerEmail: buyer.email,
    buyerName: buyer.displayName,
    buyerUid: buyer.uid,
    buyingDate: '2026/11/22 10:00:00',
    foodName: food.foodName,
    price: food.price,
    quantity,
    foodOwner: food.userName,
    foodOwnerUid: food.ownerUid,
    foodId,
    imageURL: food.imageURL,
    createdAt: FieldValue.serverTimestamp(),
  });
  track(ref.path);
  return ref.id;
}

export const makeUser = createTestUser;

export async function readDoc(path: string): Promise<DocumentData | null> {
  const snapshot = await adminDb.doc(path).get();
  return snapshot.exists ? (snapshot.data() ?? null) : null;
}

/** How many documents of a collection have `field == value`. */
export async function countWhere(collection: string, field: string, value: string) {
  const snapshot = await adminDb.collection(collection).where(field, '==', value).count().get();
  return snapshot.data().count;
}

/** Everything `user` could have written through the facade, as counts. */
export async function writtenBy(user: TestUser) {
  const [foods, orders, gallery, reviews, profile] = await Promise.all([
    countWhere(collections.foods, 'ownerUid', user.uid),
    countWhere(collections.orders, 'buyerUid', user.uid),
    countWhere(collections.gallery, 'userUid', user.uid),
    countWhere(collections.reviews, 'userUid', user.uid),
    readDoc(`${collections.users}/${user.uid}`),
  ]);
  return { foods, orders, gallery, reviews, profile };
}

export const nothingWritten = { foods: 0, orders: 0, gallery: 0, reviews: 0, profile: null };
