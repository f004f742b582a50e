// The first screen of / and /allFood is in their HTML (decision 110): it is there before any
// script runs, the app then hydrates it without one error and without moving the visitor's
// scroll (decision 230), and a page that Hosting serves from the SPA fallback never shows the
// home page's HTML.
import type { Page } from '@playwright/test';
import { expect, holdRequests, startSignedIn, test, waitForApp } from './support/fixtures';

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

test('every page asks for its stylesheet before its scripts, and for those at low priority', async ({
  request,
}) => {
  for (const path of ['/', '/allFood', '/singleFood/seed-chicken-biryani', '/myKitchen']) {
    const head = (await (await request.get(path)).text()).split('</head>')[0] ?? '';
    const preloads = [...head.matchAll(/<link rel="modulepreload"[^>]*>/g)].map(([tag]) => tag);
    expect(preloads.length, path).toBeGreaterThan(0);
    for (const tag of preloads) expect(tag, path).toContain('fetchpriority="low"');
    expect(head.indexOf('rel="stylesheet"'), path).toBeGreaterThan(0);
    expect(head.indexOf('rel="stylesheet"'), path).toBeLessThan(head.indexOf(preloads[0] ?? ''));
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
  // The data sections arrive after the page has hydrated, into the room their skeletons held.
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
  await startSignedIn(page, account);
  const errors = collectErrors(page);
  for (const path of ['/', '/allFood']) {
    await page.goto(path);
    await waitForApp(page);
    await expect(page.getByRole('button', { name: 'Open user menu' })).toBeVisible();
    await expect(page.locator('main a[href*="/singleFood/"]').first()).toBeVisible();
  }
  expect(errors).toEqual([]);
});

test('a visitor who scrolls the menu while its dishes load stays where they scrolled', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const scrollY = () => page.evaluate(() => window.scrollY);
  // The menu's read is held until the visitor has scrolled: on a slow phone the page is alive
  // for seconds before its dishes arrive.
  const menuRead = await holdRequests(page, /:runQuery$/);
  await page.goto('/allFood');
  await waitForApp(page);
  await expect.poll(menuRead.count).toBeGreaterThan(0);
  await page.mouse.move(195, 600);
  await page.mouse.wheel(0, 400);
  await expect.poll(scrollY).toBeGreaterThan(0);
  const scrolled = await scrollY();

  await menuRead.release();
  const dish = page.locator('main a[href*="/singleFood/"]').first();
  await expect(dish).toBeAttached();
  expect(await scrollY()).toBe(scrolled);

  // A link still opens its page at the top, and Back returns to the place on the menu.
  await page.mouse.wheel(0, 300);
  await expect.poll(scrollY).toBeGreaterThan(scrolled);
  const onTheMenu = await scrollY();
  await dish.click();
  // A dish's page asks a visitor to sign in first.
  await expect(page).toHaveURL(/\/login\?from=%2FsingleFood%2F/);
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  expect(await scrollY()).toBe(0);
  await page.goBack();
  await expect(dish).toBeVisible();
  await expect.poll(scrollY).toBe(onTheMenu);
});

test("a page Hosting serves from the SPA fallback never shows the home page's HTML", async ({
  page,
}) => {
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

test("a dish's page and its purchase form opened from a link come from their route's shell", async ({
  page,
  request,
  account,
  makeAccount,
  makeFood,
}) => {
  const cook = await makeAccount('Shell Cook');
  const foodId = await makeFood(cook, { foodName: 'Shell Biryani' });
  // The HTML Hosting serves for any dish names the route's code, so the browser fetches it
  // alongside the framework's (decision 110).
  for (const [path, module] of [
    [`/singleFood/${foodId}`, 'single-food-'],
    [`/foodPurchase/${foodId}`, 'food-purchase-'],
  ] as const) {
    const html = await (await request.get(path)).text();
    expect(html).toMatch(new RegExp(`import \\* as route1 from "/assets/${module}[^"]+\\.js"`));
  }

  await startSignedIn(page, account);
  const errors = collectErrors(page);
  await page.goto(`/singleFood/${foodId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Shell Biryani' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Purchase Now' })).toBeVisible();
  await page.goto(`/foodPurchase/${foodId}`);
  await expect(page.getByRole('button', { name: 'Purchase', exact: true })).toBeEnabled();
  await expect(page.getByText('Shell Biryani')).toBeVisible();
  // The shell's own address is a dish nobody has.
  await page.goto('/singleFood/_');
  await expect(page.getByRole('heading', { name: 'Not Found!' })).toBeVisible();
  expect(errors).toEqual([]);
});
