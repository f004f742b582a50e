import { expect, startSignedIn, test, waitForApp } from './support/fixtures';

// Keyboard-only use and narrow screens: a person without a mouse reaches the menus and dialogs,
// sees where the focus is, and can close what they opened with Escape.

test('the skip link is the first stop and moves the focus past the navigation', async ({
  page,
}) => {
  await page.goto('/');
  // As a person does: the first key once the page is on screen. The heading and the skip link
  // are in the built HTML, and the skip link is a plain link, so it works whether or not the
  // app has taken the page over yet (decision 110).
  await expect(page.getByRole('heading', { name: 'Delicious Recipes' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  const outline = await skip.evaluate((el) => getComputedStyle(el).outlineStyle);
  expect(outline).not.toBe('none');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);
});

test('the user menu opens, is walked and closes with the keyboard alone', async ({
  page,
  account,
}) => {
  await startSignedIn(page, account);
  const menuButton = page.getByRole('button', { name: 'Open user menu' });
  await menuButton.focus();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'My added food items' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await expect(menuButton).toBeFocused();
  await expect(page.getByRole('link', { name: 'My added food items' })).toBeHidden();

  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Add a food item' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/addFoodItem');
});

test('the delete confirmation is reached and dismissed with the keyboard; nothing is deleted', async ({
  page,
  account,
  makeFood,
}) => {
  await makeFood(account, { foodName: 'Keyboard Kebab' });
  await startSignedIn(page, account, '/myAddedFood');
  const row = page.getByRole('row').filter({ hasText: 'Keyboard Kebab' });
  await row.getByRole('button', { name: /Delete/ }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Are you sure?');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(row).toBeVisible();
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the main menu opens and closes with the keyboard', async ({ page }) => {
    await page.goto('/');
    // The menu button is React's once the app has taken the built page over.
    await waitForApp(page);
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('link', { name: 'Gallery' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('link', { name: 'Gallery' })).toBeHidden();
  });

  for (const path of ['/', '/allFood', '/gallery', '/login', '/register', '/no-such-page']) {
    test(`${path} fits the screen without sideways scrolling`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('main')).toBeVisible();
      await page.waitForLoadState('networkidle').catch(() => undefined);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});
