// Nothing untranslated ships (contract, "Languages and money"): every page, in Bangla and in
// Hindi, as a signed-in cook who also buys sees it, holds no English of the interface. Allowed:
// what people wrote (dishes, descriptions, names, areas, reviews, gallery feedback: every text of
// the documents the pages show), e-mail addresses and the site's name.
import type { Page } from '@playwright/test';
import { collections } from '../../functions/src/shared/index.js';
import { addOrder, adminDb, expect, shoot, startSignedIn, test } from './support/fixtures';

/** Every text of the documents people wrote, longest first (so `Kacchi Biryani` goes before `Biryani`). */
async function writtenByPeople(): Promise<string[]> {
  const texts = new Set<string>(['FoodTable']);
  const collect = (value: unknown) => {
    if (typeof value === 'string' && /[A-Za-z]/.test(value)) texts.add(value.trim());
    else if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object' && !('toDate' in value))
      Object.values(value).forEach(collect);
  };
  for (const name of [
    collections.foods,
    collections.reviews,
    collections.gallery,
    collections.orders,
    collections.kitchens,
  ]) {
    for (const doc of (await adminDb.collection(name).get()).docs) collect(doc.data());
  }
  return [...texts].sort((a, b) => b.length - a.length);
}

/** What the page shows a person: its visible text, its title, and the texts of its attributes. */
const shownTexts = (page: Page) =>
  page.evaluate(() => {
    const attributes = [...document.querySelectorAll('[aria-label], [alt], [placeholder], [title]')]
      .filter((element) => (element as HTMLElement).checkVisibility?.() ?? true)
      .flatMap((element) =>
        ['aria-label', 'alt', 'placeholder', 'title'].map(
          (name) => element.getAttribute(name) ?? '',
        ),
      );
    return [document.title, ...document.body.innerText.split('\n'), ...attributes]
      .map((line) => line.trim())
      .filter(Boolean);
  });

/** The lines of `texts` that still hold an English word once what people wrote is taken out. */
function englishLeft(texts: string[], allowed: string[]): string[] {
  return texts.filter((line) => {
    // E-mail addresses, and time zones named by their ids (`Asia/Dhaka`, `UTC`).
    let rest = line
      .replace(/[\w.+-]+@[\w.-]+/g, ' ')
      .replace(/\b[A-Z][A-Za-z]+(?:\/[A-Za-z_-]+)+\b|\bUTC\b/g, ' ');
    for (const text of allowed) rest = rest.split(text).join(' ');
    return /[A-Za-z]{3,}/.test(rest);
  });
}

interface Shown {
  path: string;
  /** What shows the page is ready. */
  ready: (page: Page) => Promise<void>;
  /** Its screenshots' name (E2E_SCREENSHOTS). */
  shot?: string;
}

/**
 * The signed-in pages, in walks of at most four pages and two forms (a test stays well inside
 * 30 s on a slow machine); `rows`: the walk's lists need a row each.
 */
const walks: { name: string; rows: boolean; pages: Shown[] }[] = [
  {
    name: 'the menu, the gallery and the missing page',
    rows: false,
    pages: [
      {
        path: '/',
        ready: (page) => expect(page.getByRole('article').first()).toBeVisible(),
        shot: 'home',
      },
      {
        path: '/allFood',
        ready: (page) => expect(page.getByRole('article').first()).toBeVisible(),
      },
      {
        path: '/gallery',
        ready: (page) => expect(page.locator('main img').first()).toBeVisible(),
      },
      { path: '/no-such-page', ready: (page) => expect(page.locator('main h1')).toBeVisible() },
    ],
  },
  {
    name: 'a dish and its purchase form',
    rows: false,
    pages: [
      {
        path: '/singleFood/seed-kacchi-biryani',
        ready: (page) =>
          expect(page.getByRole('heading', { name: 'Kacchi Biryani' })).toBeVisible(),
      },
      {
        path: '/foodPurchase/seed-kacchi-biryani',
        ready: (page) => expect(page.locator('form select').first()).toBeVisible(),
      },
    ],
  },
  {
    name: 'the food form and My kitchen',
    rows: false,
    pages: [
      { path: '/addFoodItem', ready: (page) => expect(page.locator('form')).toBeVisible() },
      {
        path: '/myKitchen',
        ready: (page) => expect(page.locator('form')).toBeVisible(),
        shot: 'my-kitchen',
      },
    ],
  },
  {
    name: 'the cook’s lists',
    rows: true,
    pages: [
      {
        path: '/myAddedFood',
        ready: (page) => expect(page.getByRole('row').nth(1)).toBeVisible(),
      },
      {
        path: '/ordersReceived',
        ready: (page) => expect(page.getByRole('row').nth(1)).toBeVisible(),
      },
      { path: '/mySales', ready: (page) => expect(page.locator('main h1')).toBeVisible() },
    ],
  },
  {
    name: 'the buyer’s list and the account',
    rows: true,
    pages: [
      {
        path: '/myOrderedFood',
        ready: (page) => expect(page.getByRole('row').nth(1)).toBeVisible(),
      },
      { path: '/myAccount', ready: (page) => expect(page.locator('form')).toBeVisible() },
    ],
  },
];

for (const language of ['bn', 'hi'] as const) {
  for (const walk of walks) {
    test(`${walk.name} in ${language} hold no English of the interface`, async ({
      page,
      context,
      makeAccount,
      makeFood,
    }) => {
      const cook = await makeAccount('Nasrin Akter');
      const diner = await makeAccount('Imran Hossain');
      if (walk.rows) {
        // Each list has a row: the cook's dish, an order of it, and the cook's own order (written
        // as placeOrder leaves them: the walk is about texts, not about ordering).
        const order = {
          buyingDate: '2026/11/29 12:00:00',
          price: 9.5,
          quantity: 1,
          createdAt: new Date(),
          status: 'placed',
          placedAt: new Date(),
        };
        const curry = 'Chingri Malai Curry';
        const pitha = 'Bhapa Pitha';
        const [curryId, pithaId] = await Promise.all([
          makeFood(cook, { foodName: curry, quantity: 9 }),
          makeFood(diner, { foodName: pitha, quantity: 9 }),
        ]);
        await Promise.all([
          addOrder({ buyer: diner, cook, foodId: curryId, foodName: curry, ...order }),
          addOrder({ buyer: cook, cook: diner, foodId: pithaId, foodName: pitha, ...order }),
        ]);
      }
      const allowed = await writtenByPeople();
      allowed.push(cook.displayName, diner.displayName);

      // Signed in first (the helper waits for the English navbar), then the reader's language.
      await startSignedIn(page, cook, '/');
      await context.addCookies([
        {
          name: 'firebase-language-override',
          value: language,
          url: test.info().project.use.baseURL!,
        },
      ]);
      const found: string[] = [];
      for (const { path, ready, shot } of walk.pages) {
        await page.goto(path);
        await ready(page);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        if (shot) await shoot(page, `${shot}-${language}`);
        found.push(
          ...englishLeft(await shownTexts(page), allowed).map((line) => `${path}: ${line}`),
        );
      }
      expect(found).toEqual([]);
    });
  }
}

for (const language of ['bn', 'hi'] as const) {
  test(`the signed-out pages in ${language} hold no English of the interface`, async ({
    page,
    context,
  }) => {
    const allowed = await writtenByPeople();
    await context.addCookies([
      {
        name: 'firebase-language-override',
        value: language,
        url: test.info().project.use.baseURL!,
      },
    ]);
    const found: string[] = [];
    for (const path of ['/login', '/register']) {
      await page.goto(path);
      await expect(page.locator('form')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      found.push(...englishLeft(await shownTexts(page), allowed).map((line) => `${path}: ${line}`));
    }
    expect(found).toEqual([]);
  });
}
