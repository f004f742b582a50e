import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { collections, messages } from '../../functions/src/shared/index.js';
import { adminDb, expect, startSignedIn, test } from './support/fixtures';

function reviewsSection(page: Page): Locator {
  return page.getByRole('region', { name: 'What our diners say' });
}

/** The title of the slide in the centre of the carousel. */
function activeTitle(section: Locator): Locator {
  return section.locator('.swiper-slide-active h3');
}

/**
 * The active slide's title, once the carousel shows one. The section loads as it comes near the
 * screen and may move as the page above it fills in: scrolled to until its slide shows.
 */
async function shownTitle(section: Locator): Promise<string> {
  await expect(async () => {
    await section.scrollIntoViewIfNeeded();
    await expect(activeTitle(section)).toHaveText(/\S/, { useInnerText: true, timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  return await activeTitle(section).innerText();
}

test.describe('home reviews', () => {
  test('the carousel moves on by itself, and Pause stops it', async ({ page }) => {
    // The page's clock runs as usual, and the test moves it on where it checks that nothing
    // moves (Playwright's clock: no sleep).
    await page.clock.install();
    await page.goto('/');
    const section = reviewsSection(page);
    await section.scrollIntoViewIfNeeded();
    await expect(
      section.getByRole('img', { name: 'A smiling chef presenting a plate of food' }),
    ).toBeVisible();
    const first = await shownTitle(section);
    // The autoplay delay is 2.5 s: within a few seconds another review is in the centre.
    await expect(activeTitle(section)).not.toHaveText(first, { timeout: 6_000 });

    await section.getByRole('button', { name: 'Pause' }).click();
    await expect(section.getByRole('button', { name: 'Play' })).toBeVisible();
    const paused = await shownTitle(section);
    await page.clock.runFor(3_500);
    await expect(activeTitle(section)).toHaveText(paused);
  });

  test('with reduced motion the carousel waits for Play', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/');
    const section = reviewsSection(page);
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByRole('button', { name: 'Play' })).toBeVisible();
    const still = await shownTitle(section);
    await page.clock.runFor(3_500);
    await expect(activeTitle(section)).toHaveText(still);
    await section.getByRole('button', { name: 'Next review' }).click();
    await expect(activeTitle(section)).not.toHaveText(still);
  });

  test('signed out, Place a review leads to the login page', async ({ page }) => {
    await page.goto('/');
    // The reviews load as a person scrolls down to them.
    await reviewsSection(page).scrollIntoViewIfNeeded();
    await reviewsSection(page).getByRole('link', { name: 'Place a review' }).click();
    await expect(page).toHaveURL('/login?from=%2F');
  });

  test('a signed-in user posts a review: each field has its own message, then a toast and a new slide', async ({
    page,
    account,
  }) => {
    const title = `E2E feast ${randomUUID().slice(0, 8)}`;
    try {
      await startSignedIn(page, account);
      const section = reviewsSection(page);
      await section.scrollIntoViewIfNeeded();
      const place = section.getByRole('button', { name: 'Place a review' });
      await place.click();
      await expect(section.getByLabel('Review Title')).toBeVisible();
      await section.getByRole('button', { name: 'Close review form' }).click();
      await expect(section.getByLabel('Review Title')).toBeHidden();
      await place.click();
      const titleField = section.getByLabel('Review Title');
      const reviewField = section.getByLabel('Review', { exact: true });
      const post = section.getByRole('button', { name: 'Post' });

      await post.click();
      await expect(section.getByText(messages.fieldRequired)).toHaveCount(2);

      // Each message belongs to its own field.
      await titleField.fill(title);
      await post.click();
      await expect(section.getByText(messages.fieldRequired)).toHaveCount(1);
      await expect(reviewField).toHaveAttribute('aria-invalid', 'true');
      await expect(titleField).not.toHaveAttribute('aria-invalid', 'true');

      await titleField.fill('');
      await reviewField.fill('Everything arrived hot. The naan was perfect.');
      await post.click();
      await expect(section.getByText(messages.fieldRequired)).toHaveCount(1);
      await expect(titleField).toHaveAttribute('aria-invalid', 'true');
      await expect(reviewField).not.toHaveAttribute('aria-invalid', 'true');

      await titleField.fill(title);
      await post.click();
      await expect(page.getByText(messages.reviewAdded)).toBeVisible();
      await expect(page.locator('.swal2-toast')).toBeVisible();
      await expect(page.locator('.swal2-toast').getByRole('button')).toHaveCount(0);
      await expect(titleField).toBeHidden();
      const slide = section.locator('.swiper-slide').filter({ hasText: title });
      await expect(slide).toHaveCount(1);
      await expect(slide).toContainText(account.displayName);
      await expect(
        slide.getByRole('img', { name: `${account.displayName}'s photo` }),
      ).toHaveAttribute('src', '/images/avatars/default-avatar.svg');

      const stored = await adminDb
        .collection(collections.reviews)
        .where('title', '==', title)
        .get();
      expect(stored.size).toBe(1);
      expect(stored.docs[0]?.data()).toMatchObject({
        review: 'Everything arrived hot. The naan was perfect.',
        userUid: account.uid,
        userEmail: account.email,
        userName: account.displayName,
        userPhoto: '',
      });
    } finally {
      const posted = await adminDb
        .collection(collections.reviews)
        .where('title', '==', title)
        .get();
      await Promise.all(posted.docs.map((doc) => doc.ref.delete()));
    }
  });
});
