import { randomUUID } from 'node:crypto';
import { collections, limits, messages } from '../../functions/src/shared/index.js';
import {
  adminDb,
  deleteGalleryEntries,
  expect,
  galleryEntry,
  signIn,
  test,
} from './support/fixtures';

// The gallery is shared with everyone else's tests: each test finds its own entry by a unique
// text and deletes what it posted (deleteGalleryEntries).

test.describe('gallery', () => {
  test('anyone sees the entries, newest first, with image, author and feedback', async ({
    page,
  }) => {
    await page.goto('/gallery');
    await expect(page).toHaveTitle('FoodTable | Gallery');
    const cards = page.getByRole('list', { name: 'Gallery entries' }).getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    const seeded = cards.filter({ hasText: 'Sunday lunch with the whole family' });
    await expect(seeded.getByRole('img', { name: 'Photo shared by Nadia Islam' })).toBeVisible();
    await expect(seeded.getByText('Nadia Islam')).toBeVisible();
    // Seed entries are a day apart: the newer one comes first.
    const texts = await cards.allInnerTexts();
    const newer = texts.findIndex((text) => text.includes('Sunday lunch with the whole family'));
    const older = texts.findIndex((text) => text.includes('Masala chai and paratha'));
    expect(newer).toBeGreaterThanOrEqual(0);
    expect(older).toBeGreaterThan(newer);
  });

  test('Add New sends a visitor to sign in, then back to the gallery with the form open', async ({
    page,
    account,
  }) => {
    await page.goto('/gallery');
    await page.getByRole('button', { name: 'Add New' }).click();
    await expect(page).toHaveURL('/login?from=%2Fgallery');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL('/gallery');
    await expect(page.getByLabel('Image URL')).toBeVisible();
    await page.getByRole('button', { name: 'Close form' }).click();
    await expect(page.getByLabel('Image URL')).toBeHidden();
  });

  test('a signed-in user sees each message, the counter, posts, and sees the entry at once', async ({
    page,
    account,
  }) => {
    const feedback = `Our e2e supper ${randomUUID().slice(0, 8)}`;
    try {
      await signIn(page, account, '/login?from=%2Fgallery');
      await expect(page).toHaveURL('/gallery');
      await page.getByRole('button', { name: 'Add New' }).click();

      await page.getByRole('button', { name: 'Post' }).click();
      await expect(page.getByText(messages.imageUrlRequired)).toBeVisible();
      await expect(page.getByText(messages.fieldRequired)).toBeVisible();

      const feedbackField = page.getByLabel('Feedback');
      await feedbackField.fill('x'.repeat(limits.feedbackMax + 1));
      await expect(page.getByText(`${limits.feedbackMax + 1}/${limits.feedbackMax}`)).toBeVisible();
      await page.getByRole('button', { name: 'Post' }).click();
      await expect(page.getByText(`At most ${limits.feedbackMax} characters`)).toBeVisible();

      await page.getByLabel('Image URL').fill('/images/gallery/tea-time.svg');
      await feedbackField.fill(feedback);
      await expect(page.getByText(`${feedback.length}/${limits.feedbackMax}`)).toBeVisible();
      await expect(page.getByText(messages.imageUrlRequired)).toBeHidden();
      await page.getByRole('button', { name: 'Post' }).click();

      await expect(page.getByText(messages.galleryAdded)).toBeVisible();
      await expect(page.getByLabel('Image URL')).toBeHidden();
      const first = page
        .getByRole('list', { name: 'Gallery entries' })
        .getByRole('listitem')
        .first();
      await expect(first).toContainText(feedback);
      await expect(first).toContainText(account.displayName);

      const stored = await adminDb
        .collection(collections.gallery)
        .where('feedback', '==', feedback)
        .get();
      expect(stored.size).toBe(1);
      expect(Object.keys(stored.docs[0]?.data() ?? {}).sort()).toEqual([
        'createdAt',
        'feedback',
        'imageURL',
        'userEmail',
        'userName',
        'userUid',
      ]);
      expect(stored.docs[0]?.data()).toMatchObject({
        userUid: account.uid,
        userEmail: account.email,
        userName: account.displayName,
      });

      // Stored for good: still there after a reload (near the top, among the newest).
      await page.reload();
      await expect(galleryEntry(page, feedback)).toBeVisible();
    } finally {
      await deleteGalleryEntries(feedback);
    }
  });

  test('an image that cannot load shows a tidy placeholder', async ({ page, account }) => {
    const feedback = `Broken picture ${randomUUID().slice(0, 8)}`;
    try {
      await signIn(page, account, '/login?from=%2Fgallery');
      await page.getByRole('button', { name: 'Add New' }).click();
      // Nothing listens on port 9 here: the request fails at once.
      await page.getByLabel('Image URL').fill('http://127.0.0.1:9/missing.jpg');
      await page.getByLabel('Feedback').fill(feedback);
      await page.getByRole('button', { name: 'Post' }).click();
      const card = page.getByRole('listitem').filter({ hasText: feedback });
      await expect(card.getByText('Image unavailable')).toBeVisible();
      await expect(card.getByRole('img')).toHaveCount(0);
    } finally {
      await deleteGalleryEntries(feedback);
    }
  });
});
