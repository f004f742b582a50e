// Photos from the phone (decision 190), as a cook and a diner meet them:
// a photo chosen from a file shows at once, is shrunk in the browser before it is sent, and
// comes back from the site as upright WebP without its EXIF; the gallery takes one too; and a
// second visit takes the photo from the browser's cache.
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Locator } from '@playwright/test';
import { FieldValue } from 'firebase-admin/firestore';
import sharp from 'sharp';
import { collections, messages } from '../../functions/src/shared/index.js';
import { fillDeclaration, pulao } from './support/declaration';
import {
  adminDb,
  deleteGalleryEntries,
  expect,
  galleryEntry,
  idTokenOf,
  shoot,
  startSignedIn,
  test,
  type Account,
} from './support/fixtures';

const sent = 'Photo sent.';
/**
 * Until a chosen photo is sent: the browser decodes and shrinks it, then the site stores it.
 * On two busy cores the shrinking alone has taken 8 s of a run.
 */
const sending = { timeout: 20_000 };

/**
 * A phone's photo, 2000×1500 as the camera stored it (larger than the 1600 px the browser
 * sends, and a quarter of a real camera's pixels, so a slow machine decodes it in time), with
 * an EXIF orientation of 6 (turn 90° clockwise to view), the camera's name and a GPS position:
 * left half red, right half blue, so that upright means red on top.
 */
async function phonePhoto(): Promise<Buffer> {
  const half = (background: string) =>
    sharp({ create: { width: 1000, height: 1500, channels: 3, background } })
      .png()
      .toBuffer();
  return sharp({ create: { width: 2000, height: 1500, channels: 3, background: '#000' } })
    .composite([
      { input: await half('#e00000'), left: 0, top: 0 },
      { input: await half('#0000e0'), left: 1000, top: 0 },
    ])
    .jpeg({ quality: 92 })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Pocket 9' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '23/1 48/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

const photoFile = async (name = 'dinner.jpg') => ({
  name,
  mimeType: 'image/jpeg',
  buffer: await phonePhoto(),
});

/** What the site serves at a photo URL: upright WebP, with nothing of the camera's file. */
async function expectServedUpright(url: string, request: APIRequestContext) {
  const response = await request.get(url);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/webp');
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const image = sharp(await response.body());
  const metadata = await image.metadata();
  expect(metadata.format).toBe('webp');
  expect(metadata.exif).toBeUndefined();
  // Upright: portrait, red on top.
  expect(metadata.height).toBeGreaterThan(metadata.width);
  const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
  const red = (y: number) => data[(y * info.width + Math.floor(info.width / 2)) * info.channels];
  expect(red(Math.floor(info.height / 8))).toBeGreaterThan(180);
  expect(red(Math.floor((info.height * 7) / 8))).toBeLessThan(60);
}

/** A photo the site stored for `account`, sent as the browser sends one (already shrunk). */
async function storedPhoto(account: Account, request: APIRequestContext): Promise<string> {
  const photo = await sharp({
    create: { width: 1200, height: 1600, channels: 3, background: '#e00000' },
  })
    .jpeg()
    .toBuffer();
  const response = await request.post('/api/photos', {
    headers: { Authorization: `Bearer ${await idTokenOf(account)}`, 'Content-Type': 'image/jpeg' },
    data: photo,
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { imageURL: string }).imageURL;
}

async function foodsOf(account: Account) {
  return (await adminDb.collection(collections.foods).where('ownerUid', '==', account.uid).get())
    .docs;
}

/** Whether `image` has arrived and been drawn. */
const shown = (image: Locator) =>
  image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);

test.describe('photos from the phone', () => {
  test('a cook lists a dish with a photo from a file, and sees it at once', async ({
    page,
    account,
  }) => {
    const name = `Photo Pulao ${randomUUID().slice(0, 8)}`;
    await startSignedIn(page, account, '/addFoodItem');
    await page.getByLabel('Food Name').fill(name);
    await page.getByLabel('Category').selectOption('Rice Dishes');
    await page.getByLabel('Country').selectOption('Afganistan');
    await page.getByLabel('Price').fill('8.75');
    await page.getByLabel('Quantity').fill('6');
    await page.getByLabel('Description').fill('Rice with carrots, raisins and lamb.');
    await fillDeclaration(page, pulao);

    // The bytes that leave the browser: a shrunk JPEG, upright, without EXIF (what it saves
    // on a real photo is the bench's to measure: this one is two flat colours). A route sees
    // the whole body of a request; the request event alone leaves out a large one.
    let sentBody: (body: Buffer | null) => void = () => {};
    const upload = new Promise<Buffer | null>((resolve) => (sentBody = resolve));
    await page.route('**/api/photos', async (route) => {
      if (route.request().method() === 'POST') sentBody(route.request().postDataBuffer());
      await route.continue();
    });
    await page.getByLabel('Photo', { exact: true }).setInputFiles(await photoFile());
    await expect(page.getByRole('img', { name: 'Preview of the chosen photo' })).toBeVisible();
    const body = await upload;
    expect(body).not.toBeNull();
    const sentMetadata = await sharp(body ?? Buffer.alloc(0)).metadata();
    expect([sentMetadata.width, sentMetadata.height]).toEqual([1200, 1600]);
    expect(sentMetadata.exif).toBeUndefined();

    await expect(page.getByText(sent)).toBeVisible(sending);
    const imageUrl = page.getByLabel('Image URL');
    await expect(imageUrl).toHaveValue(
      /^http:\/\/127\.0\.0\.1:5000\/photos\/[A-Za-z0-9]{20}\/800\.webp$/,
    );
    const photoUrl = await imageUrl.inputValue();
    await shoot(page, 'photo-add-food');
    await page.getByRole('button', { name: 'Add Item' }).click();
    await expect(page.getByText(messages.foodAdded)).toBeVisible();

    const [food] = await foodsOf(account);
    expect(food?.get('imageURL')).toBe(photoUrl);
    await expectServedUpright(photoUrl, page.request);
  });

  test("a dish's page shows its photo at the width the screen needs", async ({
    page,
    account,
    makeFood,
  }) => {
    const name = `Photo Pulao ${randomUUID().slice(0, 8)}`;
    const photoUrl = await storedPhoto(account, page.request);
    const foodId = await makeFood(account, { foodName: name, imageURL: photoUrl });
    await startSignedIn(page, account, `/singleFood/${foodId}`);
    const photo = page.getByRole('img', { name });
    await expect(photo).toHaveAttribute(
      'srcset',
      new RegExp(`${photoUrl.replace('800.webp', '400.webp')} 400w`),
    );
    await expect.poll(() => shown(photo)).toBe(true);
    expect(await photo.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
      /\/photos\/.+\.webp$/,
    );
    await shoot(page, 'photo-single-food');
  });

  test('the update form takes another photo, and the first, shown by nothing now, goes', async ({
    page,
    account,
    makeFood,
  }) => {
    const firstUrl = await storedPhoto(account, page.request);
    const foodId = await makeFood(account, { imageURL: firstUrl });
    await startSignedIn(page, account, `/updateMyList/${foodId}`);
    await expect(page.getByLabel('Image URL')).toHaveValue(firstUrl);
    await fillDeclaration(page, pulao);
    await page.getByLabel('Photo', { exact: true }).setInputFiles(await photoFile('second.jpg'));
    await expect(page.getByText(sent)).toBeVisible(sending);
    await expect(page.getByLabel('Image URL')).not.toHaveValue(firstUrl);
    const secondUrl = await page.getByLabel('Image URL').inputValue();
    await page.getByRole('button', { name: 'Update Item' }).click();
    await expect(page.getByText(messages.foodUpdated)).toBeVisible();
    // A trigger releases the photo nothing shows: a function run, which a busy emulator has
    // started 15-20 s late.
    await expect
      .poll(async () => (await page.request.get(firstUrl)).status(), { timeout: 30_000 })
      .toBe(404);
    await expectServedUpright(secondUrl, page.request);
  });

  test('a file that is not a photo is refused in words, and nothing is sent', async ({
    page,
    account,
  }) => {
    await startSignedIn(page, account, '/addFoodItem');
    let sentAny = false;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/photos')) sentAny = true;
    });
    await page.getByLabel('Photo', { exact: true }).setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a photo'),
    });
    await expect(page.getByRole('alert').filter({ hasText: messages.photoUnusable })).toBeVisible();
    await expect(page.getByLabel('Photo', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    expect(sentAny).toBe(false);
  });

  test('the gallery takes a photo from a file', async ({ page, account }) => {
    const feedback = `Photo supper ${randomUUID().slice(0, 8)}`;
    try {
      await startSignedIn(page, account, '/gallery');
      await page.getByRole('button', { name: 'Add New' }).click();
      await page.getByLabel('Photo', { exact: true }).setInputFiles(await photoFile());
      await expect(page.getByText(sent)).toBeVisible(sending);
      await page.getByLabel('Feedback').fill(feedback);
      await page.getByRole('button', { name: 'Post' }).click();
      await expect(page.getByText(messages.galleryAdded)).toBeVisible();

      const image = galleryEntry(page, feedback).getByRole('img').first();
      await expect(image).toHaveAttribute('srcset', /\/photos\/[A-Za-z0-9]{20}\/400\.webp 400w/);
      await expect.poll(() => shown(image)).toBe(true);
    } finally {
      await deleteGalleryEntries(feedback);
    }
  });

  // A visitor's first and second visit of a photo the gallery holds (posted as the test above
  // posts one): the second takes it from the browser's cache (immutable), not the network.
  test("a gallery photo comes from the browser's cache on a second visit", async ({
    page,
    account,
  }) => {
    const feedback = `Photo supper ${randomUUID().slice(0, 8)}`;
    try {
      const imageURL = await storedPhoto(account, page.request);
      // Other tests' gallery photos may be on the page too: only this entry's count.
      const ours = imageURL.slice(0, imageURL.lastIndexOf('/') + 1);
      await adminDb.collection(collections.gallery).add({
        imageURL,
        feedback,
        userEmail: account.email,
        userName: account.displayName,
        userUid: account.uid,
        createdAt: FieldValue.serverTimestamp(),
      });
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.enable');
      // Chromium reports a cache hit as requestServedFromCache (memory) or fromDiskCache.
      const fromCache = new Set<string>();
      const fromNetwork: string[] = [];
      cdp.on('Network.requestServedFromCache', ({ requestId }) => fromCache.add(requestId));
      cdp.on('Network.responseReceived', ({ requestId, response }) => {
        if (response.url.startsWith(ours) && !response.fromDiskCache && !fromCache.has(requestId))
          fromNetwork.push(`${response.status} ${response.url}`);
      });
      const image = galleryEntry(page, feedback).getByRole('img').first();
      await page.goto('/gallery');
      await expect.poll(() => shown(image)).toBe(true);
      expect(fromNetwork).toHaveLength(1);
      fromNetwork.length = 0;
      await page.goto('/');
      await page.goto('/gallery');
      await expect.poll(() => shown(image)).toBe(true);
      expect(fromNetwork).toEqual([]);
    } finally {
      await deleteGalleryEntries(feedback);
    }
  });
});
