import { messages } from '../../functions/src/shared/index.js';
import type { Page } from '@playwright/test';
import { adminDb, demo, expect, serveGoogleScript, startSignedIn, test } from './support/fixtures';

test.describe('sign-in', () => {
  test('a demo user signs in, sees the popup and the user menu, then logs out', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(demo.alice.email);
    await page.getByLabel('Password', { exact: true }).fill(demo.alice.password);
    // The popup lasts one second: watch for it from before the click, not after the redirect.
    const popup = page.getByText(messages.loggedIn).waitFor({ state: 'visible' });
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await popup;
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    await page.getByRole('button', { name: 'Open user menu' }).click();
    await expect(page.getByRole('link', { name: 'My added food items' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add a food item' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'My ordered food items' })).toBeVisible();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  });

  test('a wrong password shows the identity provider error under the form', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(demo.alice.email);
    await page.getByLabel('Password', { exact: true }).fill('Wrong123');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('auth/');
    await expect(page).toHaveURL('/login');
  });

  test('login validation: required fields and the 6-character rule block the attempt', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText(messages.emailRequired)).toBeVisible();
    await expect(page.getByText(messages.passwordRequired)).toBeVisible();
    await page.getByLabel('Email').fill(demo.alice.email);
    await page.getByLabel('Password', { exact: true }).fill('Ab1');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText(messages.loginPasswordLength)).toBeVisible();
    await expect(page).toHaveURL('/login');
  });

  test('a protected page sends a visitor to login and back after sign-in', async ({ page }) => {
    await page.goto('/myOrderedFood');
    await expect(page).toHaveURL('/login?from=%2FmyOrderedFood');
    await page.getByLabel('Email').fill(demo.bob.email);
    await page.getByLabel('Password', { exact: true }).fill(demo.bob.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL('/myOrderedFood');
  });

  test('after sign-in only same-site paths are followed', async ({ page }) => {
    await page.goto('/login?from=%2F%2Fevil.example');
    await page.getByLabel('Email').fill(demo.bob.email);
    await page.getByLabel('Password', { exact: true }).fill(demo.bob.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL('/');
  });

  test('signed-in users are sent from /login and /register to the home page', async ({ page }) => {
    await startSignedIn(page, demo.bob, '/login');
    await expect(page).toHaveURL('/');
    await page.goto('/register');
    await expect(page).toHaveURL('/');
  });
});

// A dish's page and its purchase form stand on the user this browser remembers while Firebase
// Auth restores the session (decision 180); Auth's answer has the last word.
test.describe('the remembered user on a dish and its purchase form', () => {
  // Written before the page's own scripts run, on every page load from now on: the page
  // starts with this hint whatever Firebase Auth last said.
  const rememberAs = (page: Page, user: { uid: string; displayName: string; email: string }) =>
    page.addInitScript(
      (hint) => localStorage.setItem('foodtable:user', JSON.stringify({ ...hint, photoURL: '' })),
      user,
    );
  const gone = { uid: 'e2e-gone', displayName: 'Gone Diner', email: 'gone@foodtable.test' };

  for (const page of ['singleFood', 'foodPurchase'] as const) {
    test(`a remembered user whose session is gone is sent from /${page} to login`, async ({
      page: tab,
      makeAccount,
      makeFood,
    }) => {
      const id = await makeFood(await makeAccount('Remembered Cook'));
      await rememberAs(tab, gone);
      await tab.goto(`/${page}/${id}`);
      await expect(tab).toHaveURL(`/login?from=${encodeURIComponent(`/${page}/${id}`)}`);
      await expect(tab.getByRole('link', { name: 'Login' })).toBeVisible();
      await expect(tab.getByRole('button', { name: 'Logout' })).toHaveCount(0);
    });
  }

  test('when Firebase Auth names another user, the purchase form is theirs', async ({
    page,
    account,
    makeAccount,
    makeFood,
  }) => {
    const id = await makeFood(await makeAccount('Remembered Cook'));
    await startSignedIn(page, account);
    await rememberAs(page, gone);
    await page.goto(`/foodPurchase/${id}`);
    await expect(page.getByLabel('Buyer Email')).toHaveValue(account.email);
    await expect(page.getByLabel('Buyer Name')).toHaveValue(account.displayName);
    await page.getByRole('button', { name: 'Open user menu' }).click();
    await expect(page.getByText(account.displayName, { exact: true })).toBeVisible();
    await expect(page.getByText(gone.displayName)).toHaveCount(0);
  });
});

test.describe('registration', () => {
  test('every validation message, in the spec order for the password', async ({ page }) => {
    await page.goto('/register');
    await page.getByRole('button', { name: 'Register' }).click();
    for (const text of [
      messages.nameRequired,
      messages.emailRequired,
      messages.passwordRequired,
      messages.photoUrlRequired,
    ]) {
      await expect(page.getByText(text)).toBeVisible();
    }
    const password = page.getByLabel('Password', { exact: true });
    for (const [value, text] of [
      ['abcdef', messages.passwordUppercase],
      ['ABCDEF', messages.passwordLowercase],
      ['Abc', messages.passwordLength],
    ] as const) {
      await password.fill(value);
      await page.getByRole('button', { name: 'Register' }).click();
      await expect(page.getByText(text)).toBeVisible();
    }
  });

  test('the password can be shown and hidden', async ({ page }) => {
    await page.goto('/register');
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('Secret1');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });

  test('a new user registers, lands home signed in, and has a profile without a password', async ({
    page,
  }) => {
    const email = `new-${Date.now()}@foodtable.test`;
    await page.goto('/register');
    await page.getByLabel('Name').fill('Nadia Islam');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Secret1');
    await page.getByLabel('PhotoURL').fill('https://example.com/nadia.png');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText(messages.registered)).toBeVisible();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    const profiles = await adminDb.collection('users').where('email', '==', email).get();
    expect(profiles.size).toBe(1);
    expect(profiles.docs[0]!.data()).toMatchObject({
      displayName: 'Nadia Islam',
      photoURL: 'https://example.com/nadia.png',
    });
    expect(Object.keys(profiles.docs[0]!.data()).sort()).toEqual([
      'createdAt',
      'displayName',
      'email',
      'photoURL',
    ]);
  });

  test('an e-mail already in use shows the provider error', async ({ page }) => {
    await page.goto('/register');
    await page.getByLabel('Name').fill('Alice Again');
    await page.getByLabel('Email').fill(demo.alice.email);
    await page.getByLabel('Password', { exact: true }).fill('Secret1');
    await page.getByLabel('PhotoURL').fill('https://example.com/a.png');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByRole('alert')).toContainText('auth/email-already-in-use');
  });
});

test('Google sign-in through the popup', async ({ page, context }) => {
  await serveGoogleScript(context);
  await page.goto('/login');
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  const popup = await popupPromise;
  await popup.locator('#add-account-button').click();
  await popup.locator('#email-input').fill(`google-${Date.now()}@example.com`);
  await popup.locator('#display-name-input').fill('Gia Google');
  await popup.locator('#sign-in').click();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(page).toHaveURL('/');
});

test.describe('shell', () => {
  test('unknown routes show the not-found page with its title', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Not Found!' })).toBeVisible();
    await expect(page).toHaveTitle('FoodTable | Error');
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL('/');
    await expect(page).toHaveTitle('FoodTable | Home');
  });

  test('pages carry the product-name title prefix', async ({ page }) => {
    for (const [path, title] of [
      ['/', 'FoodTable | Home'],
      ['/login', 'FoodTable | Login'],
      ['/register', 'FoodTable | Register'],
    ] as const) {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
    }
  });

  test('the home hero links to the menu', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText('WIDE OPTIONS OF CHOICE')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Delicious Recipes' })).toBeVisible();
    await page.getByRole('link', { name: 'Check Our Menu' }).click();
    await expect(page).toHaveURL('/allFood');
  });
});
