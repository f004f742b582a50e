// What the navbar shows: a visitor who never signed in sees Login with the first paint, before
// Firebase has said anything; a signed-in user who reloads sees their photo before Firebase
// Auth answers, and never Login once the app knows them. The Auth emulator's answers are held
// meanwhile, so "before Firebase" is a fact of the test, not a race.
import type { Page } from '@playwright/test';
import { expect, holdRequests, signIn, test } from './support/fixtures';

/** Holds every request to the Auth emulator until release() (or until the page closes). */
const holdAuthEmulator = (page: Page) => holdRequests(page, /^http:\/\/127\.0\.0\.1:9099\//);

/**
 * Records, from the start of the navigation, what the navbar showed when it first appeared and
 * whether a Login link was shown in it after the user's menu had been (the HTML built ahead is
 * the signed-out page: its Login shows until the app draws the remembered user).
 */
function watchNavbar(page: Page) {
  return page.addInitScript(() => {
    const record = {
      first: null as null | { login: boolean; userMenu: boolean },
      userSeen: false,
      loginAfterUser: false,
    };
    Object.defineProperty(window, '__navbar', { value: record });
    // `first` is taken in an animation frame, the moment before a paint: the HTML's navbar is
    // parsed in pieces, and what counts is what the first painted frame holds.
    const check = (inFrame: boolean) => {
      const nav = document.querySelector('nav[aria-label="Main"]');
      if (!nav) return;
      const login = [...nav.querySelectorAll('a')].some(
        (a) => a.textContent?.trim() === 'Login' && a.checkVisibility({ visibilityProperty: true }),
      );
      const userMenu = nav.querySelector('button[aria-label="Open user menu"]') !== null;
      // A frame painted while the parser was still inside the navbar shows half of it: the
      // first frame that counts is one with the whole navbar (the parser is past it, at #main).
      if (inFrame && document.getElementById('main')) record.first ??= { login, userMenu };
      if (userMenu) record.userSeen = true;
      if (login && record.userSeen) record.loginAfterUser = true;
    };
    requestAnimationFrame(function frame() {
      check(true);
      if (!record.first) requestAnimationFrame(frame);
    });
    new MutationObserver(() => check(false)).observe(document, {
      childList: true,
      subtree: true,
      characterData: true,
      attributes: true,
    });
  });
}

type NavbarRecord = {
  first: { login: boolean; userMenu: boolean } | null;
  userSeen: boolean;
  loginAfterUser: boolean;
};
const navbarRecord = (page: Page) =>
  page.evaluate(() => (window as unknown as { __navbar: NavbarRecord }).__navbar);
/** What the first painted frame's navbar held, once a frame has been painted. */
const firstFrame = (page: Page) =>
  expect.poll(async () => (await navbarRecord(page)).first, {
    message: 'a frame with the navbar was painted',
  });

test('a visitor who never signed in sees Login with the first paint, before any Firebase answer', async ({
  page,
}) => {
  const auth = await holdAuthEmulator(page);
  await watchNavbar(page);
  try {
    await page.goto('/', { waitUntil: 'commit' });
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    // Nothing from Firebase Auth has answered (anything asked is still held).
    await firstFrame(page).toEqual({ login: true, userMenu: false });
    await page.goto('/allFood');
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(page.locator('main a[href*="/singleFood/"]').first()).toBeVisible();
    // A visitor who never signed in needs no Firebase Auth at all to browse.
    expect(auth.count()).toBe(0);
  } finally {
    await auth.release();
  }
});

test('a signed-in user who reloads sees their photo before Firebase Auth answers, and never Login after', async ({
  page,
  account,
}) => {
  await signIn(page, account);
  await watchNavbar(page);
  const auth = await holdAuthEmulator(page);
  try {
    await page.reload({ waitUntil: 'commit' });
    // Before the Auth emulator has answered, the remembered user is shown.
    await expect(page.getByRole('button', { name: 'Open user menu' })).toBeVisible();
  } finally {
    await auth.release();
  }
  // Once Firebase Auth has reported (a protected page waits for it), the same user is still
  // there, and Login never came back.
  await page.getByRole('button', { name: 'Open user menu' }).click();
  await page.getByRole('link', { name: 'My added food items' }).click();
  await expect(page).toHaveURL('/myAddedFood');
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  expect((await navbarRecord(page)).loginAfterUser).toBe(false);
});

test("a session without the navbar's hint is still found in Firebase's own store", async ({
  page,
  account,
}) => {
  // A browser signed in before the hint existed, or whose hint was cleared: Firebase Auth
  // keeps the session in IndexedDB, and the app looks there before concluding nobody is in.
  await signIn(page, account);
  await page.evaluate(() => localStorage.removeItem('foodtable:user'));
  await page.reload();
  await expect(page.getByRole('button', { name: 'Open user menu' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
});

test('after logging out, a reload shows Login again', async ({ page, account }) => {
  await signIn(page, account);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  await watchNavbar(page);
  await page.reload();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  await firstFrame(page).toEqual({ login: true, userMenu: false });
});
