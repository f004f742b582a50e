// The first screen of / and /allFood is in their HTML (issue 22, decision 110): it is there
// before any script runs, the app then hydrates it without one error, and a page that Hosting
// serves from index.html never shows the home page's HTML.
import type { Page } from '@playwright/test';
import { expect, signIn, test } from './support/fixtures';

test('the HTML of / and /allFood holds their first screen, no script needed', async ({
  request,
  browser,
}) => {
  const home = await (await request.get('/')).text();
  for (const text of ['WIDE OPTIONS OF CHOICE', 'Delicious Recipes', 'Check Our Menu', '>Login<'])
    expect(home).toContain(text);
  const menu = await request.get('/allFood');
  expect(menu.status()).toBe(200);
  const menuHtml = await menu.text();
  expect(menuHtml).toContain('placeholder="Search food..."');
  expect(menuHtml).toContain('>Login<');

  // What a browser that runs no script at all shows.
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(page.getByText('WIDE OPTIONS OF CHOICE')).toBeVisible();
    await expect(page.getByRole('heading', { name: /Delicious Recipes/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Check Our Menu' })).toBeVisible();
    await page.goto('/allFood');
    await expect(page.getByRole('heading', { level: 1, name: 'All Food' })).toBeVisible();
    await expect(page.getByPlaceholder('Search food...')).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();
  } finally {
    await context.close();
  }
});

/** Every error React or anything else reports in the page's console, and uncaught ones. */
function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  return errors;
}

/** Waits until the app has taken over the page: a click on the skip link is React's. */
async function waitForApp(page: Page) {
  await expect(page.locator('html')).not.toHaveAttribute('data-shell');
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
  // The prerendered page's "not yet operable" mark is gone once React runs it.
  await expect(page.locator('#root')).not.toHaveAttribute('aria-disabled');
}

const pages = ['/', '/allFood', '/gallery', '/login', '/register', '/no/such/page'];

test('every public page comes alive without a hydration error or any console error', async ({
  page,
}) => {
  const errors = collectErrors(page);
  for (const path of pages) {
    await page.goto(path);
    await waitForApp(page);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  }
  // The data sections arrive after the first paint, into the room their skeletons held.
  await page.goto('/');
  await expect(page.locator('main a[href*="/singleFood/"]').first()).toBeVisible();
  await page.goto('/allFood');
  await expect(page.locator('main a[href*="/singleFood/"]').first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('a signed-in user reloads / and /allFood without a hydration error', async ({
  page,
  account,
}) => {
  await signIn(page, account);
  const errors = collectErrors(page);
  for (const path of ['/', '/allFood']) {
    await page.goto(path);
    await waitForApp(page);
    await expect(page.getByRole('button', { name: 'Open user menu' })).toBeVisible();
    await expect(page.locator('main a[href*="/singleFood/"]').first()).toBeVisible();
  }
  expect(errors).toEqual([]);
});

test("a page Hosting serves from index.html never shows the home page's HTML", async ({ page }) => {
  // Whether the home page's hero was ever on screen, from the first byte on.
  await page.addInitScript(() => {
    const seen = { hero: false };
    Object.defineProperty(window, '__hero', { value: seen });
    const check = () => {
      const hero = [...document.querySelectorAll('h1')].find((h) =>
        h.textContent?.includes('Delicious Recipes'),
      );
      if (hero?.checkVisibility()) seen.hero = true;
    };
    new MutationObserver(check).observe(document, {
      childList: true,
      subtree: true,
      attributes: true,
    });
  });
  await page.goto('/gallery');
  await expect(page.getByRole('heading', { level: 1, name: /Gallery/ })).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { __hero: { hero: boolean } }).__hero),
  ).toEqual({ hero: false });
});

test("on / and /allFood the app's scripts are fetched only after the first paint and the hero's", async ({
  page,
}) => {
  // Lighthouse's simulation counts every request that ended before the largest paint as one
  // that paint waited for (decision 112). The hero comes late here, so the text paints first.
  await page.route('**/images/hero.svg', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
  for (const path of ['/', '/allFood']) {
    await page.goto(path);
    await waitForApp(page);
    const times = await page.evaluate(async () => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      // Largest-paint entries are only observable, not in the performance timeline.
      hero: await new Promise<number | null>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & { url: string })[];
          resolve(
            entries.find((entry) => entry.url.endsWith('/images/hero.svg'))?.startTime ?? null,
          );
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve(null), 2000); // none reported: the check below names it
      }),
      script:
        performance
          .getEntriesByType('resource')
          .find((entry) => /\/assets\/index-[\w-]+\.js$/.test(entry.name))?.startTime ?? null,
    }));
    expect(times.paint, path).not.toBeNull();
    expect(times.hero, path).not.toBeNull();
    expect(times.script, path).toBeGreaterThan(times.paint ?? Infinity);
    expect(times.script, path).toBeGreaterThan(times.hero ?? Infinity);
  }
});

test("the scripts that / and /allFood start carry V8's compile hint", async ({ request }) => {
  // Compiled with the script instead of at each function's first call (decision 113).
  for (const path of ['/', '/allFood']) {
    const html = await (await request.get(path)).text();
    const entry = /data-entry="([^"]+)"/.exec(html)?.[1]?.split(' ') ?? [];
    expect(entry.length, path).toBeGreaterThan(0);
    for (const src of entry)
      expect((await (await request.get(src)).text()).split('\n', 1)[0], src).toBe(
        '//# allFunctionsCalledOnLoad',
      );
  }
});
