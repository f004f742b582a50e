// E2E fixtures: each test makes the accounts and foods it changes, so tests run in parallel
// and never depend on one another. The seed's demo accounts and foods are read-only here.
import {
  test as base,
  expect,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
  type Route,
  type TestInfo,
} from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore, type DocumentData } from 'firebase-admin/firestore';
import {
  collections,
  formatBuyingDate,
  searchTokens,
  type Category,
  type Country,
  statusTimeField,
  type OrderStatus,
  type PlacedMeal,
  type PlaceMealInput,
  type PlaceOrderInput,
} from '../../../functions/src/shared/index.js';

process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';
const app = getApps()[0] ?? initializeApp({ projectId: 'demo-foodtable' });
export const adminDb = getFirestore(app);
export const adminAuth = getAuth(app);

export const demo = {
  alice: {
    email: 'alice@foodtable.test',
    password: 'Alice123',
    displayName: 'Alice Rahman',
    uid: 'demo-alice',
  },
  bob: {
    email: 'bob@foodtable.test',
    password: 'Bob123',
    displayName: 'Bob Karim',
    uid: 'demo-bob',
  },
} as const;

export interface Account {
  uid: string;
  email: string;
  password: string;
  displayName: string;
}

export interface FoodOverrides {
  foodName?: string;
  category?: Category;
  country?: Country;
  price?: number;
  quantity?: number;
  description?: string;
  orderCount?: number;
  imageURL?: string;
  /** Its kitchen's currency, which onFoodWritten copies onto it: dollars unless a test says. */
  currency?: string;
}

/** The web config's API key in emulator mode (web/.env.emulator). */
const apiKey = 'demo-api-key';

const gapiShim = readFileSync(new URL('./gapi-shim.js', import.meta.url), 'utf8');

export type MakeAccount = (displayName?: string) => Promise<Account>;
export type MakeFood = (owner: Account, overrides?: FoodOverrides) => Promise<string>;

interface Fixtures {
  /** A fresh account, deleted after the test. */
  account: Account;
  makeAccount: MakeAccount;
  makeFood: MakeFood;
}

export const test = base.extend<Fixtures>({
  context: async ({ context }, use) => {
    // A Content-Security-Policy violation in any page of a test (popups too) fails the test:
    // firebase.json's policy must allow all the app does. Chromium logs most violations; the
    // listener catches the rest (blocked eval, say).
    const violations: string[] = [];
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) =>
        console.error(
          `CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'} (${event.sourceFile}:${event.lineNumber})`,
        ),
      );
    });
    const watch = (page: Page) =>
      page.on('console', (message) => {
        if (
          message.type() === 'error' &&
          /CSP violation|Content Security Policy/.test(message.text())
        )
          violations.push(`${page.url()}: ${message.text()}`);
      });
    const prepare = (page: Page) => {
      watch(page);
      navigateToContent(page);
    };
    context.pages().forEach(prepare);
    context.on('page', prepare);
    await use(context);
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  },
  makeAccount: async ({}, use) => {
    const made: string[] = [];
    await use(async (displayName = 'Test Diner') => {
      const email = `e2e-${randomUUID().slice(0, 8)}@foodtable.test`;
      const password = 'Passw0rd';
      const { uid } = await adminAuth.createUser({
        email,
        password,
        displayName,
        emailVerified: true,
      });
      made.push(uid);
      return { uid, email, password, displayName };
    });
    await Promise.all(made.map((uid) => adminAuth.deleteUser(uid).catch(() => undefined)));
  },
  account: async ({ makeAccount }, use) => {
    await use(await makeAccount());
  },
  makeFood: async ({}, use) => {
    const made: string[] = [];
    await use(async (owner, overrides = {}) => {
      const foodName = overrides.foodName ?? `Test Dish ${randomUUID().slice(0, 6)}`;
      const ref = await adminDb.collection(collections.foods).add({
        foodName,
        imageURL: overrides.imageURL ?? '/images/foods/biryani.svg',
        category: overrides.category ?? 'Rice Dishes',
        country: overrides.country ?? 'Bangladesh',
        price: overrides.price ?? 9.5,
        quantity: overrides.quantity ?? 5,
        description: overrides.description ?? 'Made for an end-to-end test.',
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
        currency: overrides.currency ?? 'USD',
      });
      made.push(ref.id);
      return ref.id;
    });
    await Promise.all(made.map((id) => adminDb.doc(`${collections.foods}/${id}`).delete()));
  },
});

export { expect };

/**
 * Serves Google's script to the Auth emulator's Google popup in `context`: the popup loads
 * apis.google.com, which this machine cannot reach. Only for tests that open that popup: any
 * routing turns the context's HTTP cache off, and every later page of the test would then
 * fetch all its scripts again.
 */
export async function serveGoogleScript(context: BrowserContext) {
  await context.route(/^https:\/\/apis\.google\.com\/js\/api\.js/, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: gapiShim }),
  );
}

/**
 * Navigations resolve at DOMContentLoaded, not at `load`: on a slow machine a page's images and
 * chunks keep `load` waiting long after its content is there, and every test waits for the
 * element it needs next anyway. A test may still ask for `load` by passing `waitUntil`.
 */
function navigateToContent(page: Page) {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = (url, options) => goto(url, { waitUntil: 'domcontentloaded', ...options });
  page.reload = (options) => reload({ waitUntil: 'domcontentloaded', ...options });
}

/** Signs in through the login form as a person would, and waits until the navbar shows it. */
export async function signIn(
  page: Page,
  account: { email: string; password: string },
  path = '/login',
) {
  await page.goto(path);
  // The one-second welcome popup takes the focus while it is open and hands it back to the
  // gone Login button when it closes: a test that goes on at once can lose its focus or click.
  // A watcher from before the click sees it come and go, however busy the machine is.
  await page.evaluate(() => {
    const seen = window as unknown as { welcomePopupSeen?: boolean };
    seen.welcomePopupSeen = false;
    new MutationObserver(() => {
      if (document.querySelector('.swal2-container')) seen.welcomePopupSeen = true;
    }).observe(document.body, { childList: true, subtree: true });
  });
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await page.waitForFunction(
    () =>
      (window as unknown as { welcomePopupSeen?: boolean }).welcomePopupSeen === true &&
      !document.querySelector('.swal2-container'),
  );
}

/**
 * A browser context of its own, signed in as `account` on `path`: the second person of a
 * two-person journey, opened where the journey needs them. A walk opens them once the first
 * person's page has loaded, as people do: two live pages loading at once on a busy machine
 * can each take many seconds to start listening. `initScript` runs in every page of the
 * context before the page's own scripts.
 */
export async function openAs(
  browser: Browser,
  testInfo: TestInfo,
  account: Account,
  path = '/',
  options: BrowserContextOptions = {},
  initScript?: () => void,
) {
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, ...options });
  if (initScript) await context.addInitScript(initScript);
  const page = await context.newPage();
  navigateToContent(page);
  await startSignedIn(page, account, path);
  return { context, page };
}

/**
 * Starts `page`'s browser signed in as `account` and opens `path`, without the login page: for
 * tests whose journey is not signing in. The Auth emulator signs the account in over REST; the
 * session goes where Firebase Auth's browserLocalPersistence keeps one (the key and shape of
 * firebase 12's persisted user; firebase is pinned in web/package.json), beside the remembered
 * user the app keeps after a sign-in. Firebase Auth checks it with the Auth emulator on
 * start-up, as after any reload; this resolves once it has.
 */
export async function startSignedIn(page: Page, account: Account, path = '/') {
  const session = await passwordSignIn(account);
  const persisted = {
    uid: session.localId,
    email: account.email,
    emailVerified: true,
    displayName: account.displayName,
    isAnonymous: false,
    providerData: [
      {
        providerId: 'password',
        uid: account.email,
        displayName: account.displayName,
        email: account.email,
        phoneNumber: null,
        photoURL: null,
      },
    ],
    stsTokenManager: {
      refreshToken: session.refreshToken,
      accessToken: session.idToken,
      expirationTime: Date.now() + Number(session.expiresIn) * 1000,
    },
    apiKey,
    appName: '[DEFAULT]',
  };
  // Once per call in this context: a later Logout must not be undone by the next page load.
  const once = `e2e-session-${randomUUID()}`;
  await page.context().addInitScript(
    ([mark, key, value, hint]) => {
      if (localStorage.getItem(mark)) return;
      localStorage.setItem(mark, '1');
      localStorage.setItem(key, value);
      localStorage.setItem('foodtable:user', hint);
    },
    [
      once,
      `firebase:authUser:${apiKey}:[DEFAULT]`,
      JSON.stringify(persisted),
      // What the app itself keeps of a signed-in user (lib/auth.ts), as after any sign-in.
      JSON.stringify({
        uid: session.localId,
        displayName: account.displayName,
        email: account.email,
        photoURL: '',
      }),
    ] as const,
  );
  // Signed in means Firebase Auth has confirmed the session, as after the login form: a test
  // that changes the account next (disables it, say) must not race Auth's start-up check.
  const confirmed = page.waitForResponse(
    (answer) => answer.url().includes('/accounts:lookup') && answer.ok(),
  );
  await page.goto(path);
  await expect(page.getByRole('button', { name: 'Open user menu' })).toBeVisible();
  await confirmed;
}

/** The Auth emulator's session for `account`: signed in over REST, as the login form does. */
export async function passwordSignIn(account: { email: string; password: string }) {
  const response = await fetch(
    `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=${apiKey}`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        email: account.email,
        password: account.password,
        returnSecureToken: true,
      }),
    },
  );
  const session = (await response.json()) as {
    localId: string;
    idToken: string;
    refreshToken: string;
    expiresIn: string;
  };
  if (!session.idToken) throw new Error(`sign-in of ${account.email} failed`);
  return session;
}

/** An ID token of `account` from the Auth emulator, as its browser holds one. */
export async function idTokenOf(account: { email: string; password: string }) {
  return (await passwordSignIn(account)).idToken;
}

/** What a test gives placeOrder: a dish or a meal; the buying date and request id are filled in. */
type DishOrder = Omit<PlaceOrderInput, 'buyingDate' | 'requestId'>;
type MealOrder = Omit<PlaceMealInput, 'buyingDate' | 'requestId'>;

/**
 * `buyer` orders through the real placeOrder callable over HTTP, as the purchase page (a dish)
 * or /myMeal (`items`, a meal) calls it, with an ID token from the Auth emulator; placeOrder's
 * answer: the order's id (`insertedId`), and for a meal every line's (`insertedIds`). An answer
 * that is not a 200 with a result throws, with the answer's text.
 */
export async function placeOrderAs(
  buyer: Account,
  data: DishOrder,
): Promise<{ insertedId: string }>;
export async function placeOrderAs(buyer: Account, data: MealOrder): Promise<PlacedMeal>;
export async function placeOrderAs(buyer: Account, data: DishOrder | MealOrder) {
  const answer = await fetch('http://127.0.0.1:5001/demo-foodtable/us-central1/placeOrder', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${await idTokenOf(buyer)}`,
    },
    body: JSON.stringify({
      data: {
        ...data,
        buyingDate: formatBuyingDate(new Date()),
        requestId: randomUUID().replaceAll('-', ''),
      },
    }),
  });
  if (!answer.ok) throw new Error(`placeOrder: ${answer.status} ${await answer.text()}`);
  const body = (await answer.json()) as { result?: { insertedId: string } | PlacedMeal };
  if (!body.result)
    throw new Error(`placeOrder answered ${answer.status}: ${JSON.stringify(body)}`);
  return body.result;
}

/**
 * An order written straight to Firestore, as placeOrder (and the cook's moves) leave one:
 * `buyer` (an account, or a stand-in) bought `cook`'s dish; the other fields are the rest of
 * it, as the test needs them (buyingDate, price, quantity, createdAt, status and its times).
 */
export function addOrder({
  buyer,
  cook,
  foodId,
  foodName,
  ...fields
}: {
  buyer: Pick<Account, 'uid' | 'email' | 'displayName'>;
  cook: Account;
  foodId: string;
  foodName: string;
} & DocumentData) {
  return adminDb.collection(collections.orders).add({
    buyerEmail: buyer.email,
    buyerName: buyer.displayName,
    buyerUid: buyer.uid,
    foodName,
    foodOwner: cook.displayName,
    foodOwnerUid: cook.uid,
    foodId,
    imageURL: '/images/foods/biryani.svg',
    ...fields,
  });
}

/**
 * The order as the cook's moves up to `steps`' last leave it: each move writes its status and
 * its time (moveOrder), here in one write (every order write costs seconds on the emulator).
 */
export async function moveOrder(id: string, ...steps: OrderStatus[]) {
  const times = Object.fromEntries(
    steps.map((to) => [statusTimeField[to], FieldValue.serverTimestamp()]),
  );
  await adminDb.doc(`orders/${id}`).update({ status: steps.at(-1), ...times });
}

/** Opens the navbar's user menu and follows `link`, once the sign-in popup has gone. */
export async function openUserMenu(page: Page, link: string) {
  // The login popup covers the page for a second.
  await expect(page.locator('.swal2-container')).toHaveCount(0);
  await page.getByRole('button', { name: 'Open user menu' }).click();
  await page.getByRole('link', { name: link }).click();
}

/**
 * Resolves once React has taken over the page the HTML held (/ and /allFood are rendered at
 * build time): from then on a click is React's, which hydrates the part clicked at once.
 */
export async function waitForApp(page: Page) {
  await page.waitForFunction(() =>
    Object.keys(document).some((key) => key.startsWith('__reactContainer')),
  );
}

/**
 * Holds every request of the page to `url` until release() (or until the page closes): what
 * the page shows before that answer is then a fact of the test, not a race.
 */
export async function holdRequests(page: Page, url: RegExp) {
  const held: Route[] = [];
  let holding = true;
  await page.route(url, (route) => {
    if (holding) held.push(route);
    else void route.continue();
  });
  return {
    count: () => held.length,
    release: async () => {
      holding = false;
      await Promise.all(held.splice(0).map((route) => route.continue().catch(() => {})));
    },
  };
}

/**
 * The Firestore queries (`runQuery`) the page sends from now on: for a test that says a page
 * does not read its list again.
 */
export function queriesFrom(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(':runQuery')) sent.push(request.url());
  });
  return sent;
}

/**
 * Deletes the gallery's entries with `feedback`: the gallery is shared with every other test,
 * so a test posts with a text of its own and deletes what it posted.
 */
export async function deleteGalleryEntries(feedback: string) {
  const posted = await adminDb
    .collection(collections.gallery)
    .where('feedback', '==', feedback)
    .get();
  await Promise.all(posted.docs.map((doc) => doc.ref.delete()));
}

/** The gallery's entry with `feedback`, as a person finds it among the others. */
export const galleryEntry = (page: Page, feedback: string) =>
  page
    .getByRole('list', { name: 'Gallery entries' })
    .getByRole('listitem')
    .filter({ hasText: feedback });

/** The widths the screenshots are taken at: a phone and a desktop. */
export const screenWidths = [390, 1280] as const;

/**
 * Shows `page` at a phone's and a desktop's width (`check` runs at each) and, when
 * E2E_SCREENSHOTS is set, keeps a full-page screenshot of each in artifacts/screens/ for people
 * to look at. CI sets nothing: a screenshot nobody reads is time on a slow machine.
 */
export async function shoot(page: Page, name: string, check?: () => Promise<void>) {
  for (const width of screenWidths) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await check?.();
    if (process.env.E2E_SCREENSHOTS)
      await page.screenshot({
        path: fileURLToPath(
          new URL(`../../../artifacts/screens/${name}-${width}.png`, import.meta.url),
        ),
        fullPage: true,
      });
  }
}

/** The spec's delete confirmation, as a person reads it. */
export const deleteDialog = {
  title: 'Are you sure?',
  text: "You won't be able to revert this!",
  button: 'Yes, delete it!',
};
