// Nothing a user typed runs as code. The seed holds a food, a review and a gallery entry whose
// text is HTML and script (scripts/seed/data.ts: seed-shingara, seed-review-7, seed-gallery-7);
// these tests open every page that shows them and every route of the app, and check that the
// markup reads as text, that no dialog ever opens, and that no `javascript:` address exists.
// The CSP guard of support/fixtures.ts runs for these tests as for all others.
import type { Page } from '@playwright/test';
import { demo, expect, signIn, startSignedIn, test, type Account } from './support/fixtures';

const markup = {
  foodName: 'Shingara <img src=x onerror=alert(1)>',
  description: '<script>alert("shingara")</script>',
  reviewTitle: '<script>alert("review")</script>',
  review: 'I typed <img src=x onerror=alert(1)> and <b>bold</b> into my review',
  feedback: 'Shingara night <img src=x onerror=alert(1)><script>alert("gallery")</script>',
} as const;

/** Fails the test if any page of it opens an alert, confirm or prompt. */
function recordDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return dialogs;
}

/** No element that the payloads would create if they were parsed as HTML. */
async function expectNoInjectedElements(page: Page) {
  await expect(page.locator('img[src="x"], [onerror], [onload]')).toHaveCount(0);
  await expect(page.locator('b', { hasText: 'bold' })).toHaveCount(0);
  const inlineScripts = await page
    .locator('script:not([src])')
    .evaluateAll((scripts) => scripts.map((script) => script.textContent ?? ''));
  expect(inlineScripts.filter((code) => code.includes('alert('))).toEqual([]);
}

/** Every address in the page (links, images, frames, forms) that would run script. */
async function javascriptUrls(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('[href], [src], [action], [formaction], [data], [poster]')]
      .flatMap((element) =>
        ['href', 'src', 'action', 'formaction', 'data', 'poster'].map(
          (name) => `${element.tagName.toLowerCase()}[${name}]=${element.getAttribute(name) ?? ''}`,
        ),
      )
      .filter((entry) => /=\s*javascript:/i.test(entry)),
  );
}

test.describe('markup in what people type is shown as text', () => {
  test('home: the review carousel shows a script title and an img tag as text', async ({
    page,
  }) => {
    const dialogs = recordDialogs(page);
    await page.goto('/');
    // The reviews load as a person scrolls down to them.
    await page.getByRole('region', { name: 'What our diners say' }).scrollIntoViewIfNeeded();
    await expect(page.getByText(markup.reviewTitle, { exact: true }).first()).toBeAttached();
    await expect(page.getByText(markup.review).first()).toBeAttached();
    await expectNoInjectedElements(page);
    expect(await javascriptUrls(page)).toEqual([]);
    expect(dialogs).toEqual([]);
  });

  test('the menu shows a food named with an img tag as text', async ({ page }) => {
    const dialogs = recordDialogs(page);
    await page.goto('/allFood?q=shingara');
    await expect(page.getByRole('heading', { name: markup.foodName })).toBeVisible();
    await expectNoInjectedElements(page);
    expect(await javascriptUrls(page)).toEqual([]);
    expect(dialogs).toEqual([]);
  });

  test('the food page shows the name and a script in the description as text', async ({ page }) => {
    const dialogs = recordDialogs(page);
    await signIn(page, demo.alice, '/login?from=%2FsingleFood%2Fseed-shingara');
    await expect(page).toHaveURL('/singleFood/seed-shingara');
    await expect(page.getByRole('heading', { name: markup.foodName })).toBeVisible();
    await expect(page.getByText(markup.description)).toBeVisible();
    await expectNoInjectedElements(page);
    expect(await javascriptUrls(page)).toEqual([]);
    expect(dialogs).toEqual([]);
  });

  test('the gallery shows feedback holding img and script tags as text', async ({ page }) => {
    const dialogs = recordDialogs(page);
    await page.goto('/gallery');
    await expect(page.getByText(markup.feedback, { exact: true })).toBeAttached();
    await expectNoInjectedElements(page);
    expect(await javascriptUrls(page)).toEqual([]);
    expect(dialogs).toEqual([]);
  });
});

test.describe('no javascript: address on any page', () => {
  const publicPaths = ['/', '/allFood', '/gallery', '/login', '/register', '/no/such/page'];

  test('for a visitor', async ({ page }) => {
    const dialogs = recordDialogs(page);
    for (const path of publicPaths) {
      await page.goto(path);
      await expect(page.locator('main')).toBeVisible();
      expect(await javascriptUrls(page), path).toEqual([]);
    }
    expect(dialogs).toEqual([]);
  });

  /**
   * Opens each of `paths` signed in as `account` (the first as the session starts): no injected
   * element, no javascript: address, no dialog.
   */
  async function checkSignedIn(page: Page, account: Account, paths: readonly string[]) {
    const dialogs = recordDialogs(page);
    for (const [index, path] of paths.entries()) {
      if (index === 0) await startSignedIn(page, account, path);
      else await page.goto(path);
      await expect(page.locator('main')).toBeVisible();
      await expectNoInjectedElements(page);
      expect(await javascriptUrls(page), path).toEqual([]);
    }
    expect(dialogs).toEqual([]);
  }

  const ownFood = {
    foodName: '<img src=x onerror=alert(2)>',
    description: '<script>alert(2)</script><a href="javascript:alert(2)">click</a>',
  };

  test('for a signed-in owner whose own food holds markup, on the public pages', async ({
    page,
    account,
    makeFood,
  }) => {
    await makeFood(account, ownFood);
    await checkSignedIn(page, account, publicPaths);
  });

  test('for a signed-in owner whose own food holds markup, on the food pages', async ({
    page,
    account,
    makeFood,
  }) => {
    const own = await makeFood(account, ownFood);
    await checkSignedIn(page, account, [
      `/singleFood/${own}`,
      '/singleFood/seed-shingara',
      '/foodPurchase/seed-shingara',
      `/updateMyList/${own}`,
    ]);
  });

  test('for a signed-in owner whose own food holds markup, on their own pages', async ({
    page,
    account,
    makeFood,
  }) => {
    await makeFood(account, ownFood);
    await checkSignedIn(page, account, ['/addFoodItem', '/myAddedFood', '/myOrderedFood']);
  });
});
