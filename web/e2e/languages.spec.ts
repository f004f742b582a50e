// The page's language (contract, "Languages and money"): Hosting serves the HTML in the reader's
// language (the cookie, else Accept-Language), the Language select turns the page at once and
// keeps what a form holds, and a signed-in reader's choice follows the account to a browser
// where they sign in.
import { get } from 'node:http';
import { adminDb, expect, startSignedIn, test, waitForApp } from './support/fixtures';

const languageCookie = 'firebase-language-override';

/**
 * The HTML Hosting answers `path` with, as a browser that runs no script gets it. Plain HTTP:
 * fetch and Playwright's request context do not send a Cookie header of our own.
 */
function html(path: string, headers: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    get(new URL(path, test.info().project.use.baseURL), { headers }, (answer) => {
      let body = '';
      answer.setEncoding('utf8');
      answer.on('data', (chunk: string) => (body += chunk));
      answer.on('end', () =>
        answer.statusCode === 200
          ? resolve(body)
          : reject(new Error(`${path}: ${answer.statusCode}`)),
      );
    }).on('error', reject);
  });
}

test.describe('the page’s language', () => {
  test('Hosting serves the HTML of /, /allFood and the other pages in the reader’s language', async () => {
    const bangla = await html('/', { cookie: `${languageCookie}=bn` });
    expect(bangla).toContain('<html lang="bn"');
    expect(bangla).toContain('সব খাবার');
    expect(bangla).not.toContain('>All Food<');

    const hindi = await html('/allFood', { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' });
    expect(hindi).toContain('<html lang="hi"');
    expect(hindi).toContain('सभी व्यंजन');
    expect(hindi).toContain('placeholder="खाना खोजें..."');

    // The first of our three among the browser's languages; the cookie wins over them. (The
    // Hosting emulator reads a language's tag up to its first `-` only, without `;q=` weights.)
    expect(await html('/', { 'accept-language': 'fr-FR,bn' })).toContain('<html lang="bn"');
    expect(await html('/', { 'accept-language': 'en-US,bn' })).toContain('<html lang="en"');
    expect(
      await html('/allFood', {
        'accept-language': 'hi',
        cookie: `${languageCookie}=en`,
      }),
    ).toContain('<html lang="en"');
    expect(await html('/', {})).toContain('<html lang="en"');

    // A page not built ahead: its first frame (the navbar) is in the reader's language too.
    const login = await html('/login', { cookie: `${languageCookie}=bn` });
    expect(login).toContain('<html lang="bn"');
    expect(login).toContain('লগইন');
    expect(await html('/login', { cookie: `${languageCookie}=hi` })).toContain('लॉग इन');
  });

  test('choosing বাংলা turns the page at once, keeps a half-filled form and sets the cookie', async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/login');
    await page.getByLabel('Email').fill('rahima@foodtable.test');
    await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'বাংলা' });

    const nav = page.getByRole('navigation');
    await expect(nav.getByRole('link', { name: 'সব খাবার' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page.getByRole('combobox', { name: 'ভাষা' })).toHaveValue('bn');
    await expect(page.locator('input[type="email"]')).toHaveValue('rahima@foodtable.test');
    const cookie = (await context.cookies()).find((c) => c.name === languageCookie);
    expect(cookie?.value).toBe('bn');
    expect(cookie?.path).toBe('/');
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(360 * 24 * 3600);

    // The next page's HTML is Bangla from its first paint.
    const answer = await page.goto('/allFood');
    expect(await answer!.text()).toContain('<html lang="bn"');
    await expect(page.getByPlaceholder('খাবার খুঁজুন...')).toBeVisible();
  });

  test('on a phone the select is in the menu', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await waitForApp(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'हिन्दी' });
    await expect(page.getByRole('link', { name: 'होम', exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  });

  test('a signed-in choice follows the account to another browser', async ({
    page,
    account,
    browser,
  }, testInfo) => {
    await startSignedIn(page, account, '/');
    await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'हिन्दी' });
    await expect(page.getByRole('link', { name: 'सभी व्यंजन' })).toBeVisible();
    await expect
      .poll(async () => (await adminDb.doc(`users/${account.uid}`).get()).get('lang'))
      .toBe('hi');

    // A fresh browser, without the cookie: signing in takes the account's language.
    const other = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    const fresh = await other.newPage();
    await fresh.goto('/login');
    await fresh.getByLabel('Email').fill(account.email);
    await fresh.getByLabel('Password', { exact: true }).fill(account.password);
    await fresh.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(fresh.getByRole('button', { name: 'लॉग आउट' })).toBeVisible();
    await expect(fresh.getByRole('link', { name: 'सभी व्यंजन' })).toBeVisible();
    await expect(fresh.locator('html')).toHaveAttribute('lang', 'hi');
    expect((await other.cookies()).find((c) => c.name === languageCookie)?.value).toBe('hi');
    await other.close();
  });
});
