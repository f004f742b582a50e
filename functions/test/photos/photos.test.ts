// Photos from the phone (contract, "Photos from the phone"), against the emulator suite: what the
// server keeps of an upload (upright WebP at three widths, no metadata, nothing else), how it
// serves it, every refusal with nothing kept, and when an unused photo goes.
import { getFunctions } from 'firebase-admin/functions';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections, messages, photoLimits } from '../../src/shared/index.js';
import { call, hostingApi, makeFood, removeMade, track } from '../api/client.js';
import {
  adminDb,
  apiUrl,
  createTestUser,
  eventually,
  type TestUser,
} from '../support/emulators.js';
// After the emulators' Admin app exists (above), which the functions' own module then shares.
import { deletePhotoIfUnused } from '../../src/photos/photo-store.js';

const site = 'http://127.0.0.1:5000';

interface Sent {
  status: number;
  body: { photoId?: string; imageURL?: string; error?: string };
}

async function send(
  body: Buffer,
  { as, type = 'image/jpeg', base = apiUrl }: { as?: TestUser; type?: string; base?: string },
): Promise<Sent> {
  const response = await fetch(`${base}/photos`, {
    method: 'POST',
    headers: {
      'Content-Type': type,
      ...(as ? { Authorization: `Bearer ${as.idToken}` } : {}),
    },
    body: new Uint8Array(body),
  });
  return { status: response.status, body: (await response.json()) as Sent['body'] };
}

const photosOf = async (uid: string) =>
  (await adminDb.collection(collections.photos).where('ownerUid', '==', uid).get()).size;

const photoExists = async (photoId: string) =>
  (await adminDb.doc(`${collections.photos}/${photoId}`).get()).exists;

/**
 * A phone's photo: 1200×800 as stored, left half red and right half blue, with an EXIF
 * orientation of 6 (turn 90° clockwise to view: red on top), a camera and a GPS position.
 */
async function phonePhoto(): Promise<Buffer> {
  const half = (r: number, b: number) =>
    sharp({ create: { width: 600, height: 800, channels: 3, background: { r, g: 0, b } } })
      .png()
      .toBuffer();
  return sharp({ create: { width: 1200, height: 800, channels: 3, background: '#000' } })
    .composite([
      { input: await half(255, 0), left: 0, top: 0 },
      { input: await half(0, 255), left: 600, top: 0 },
    ])
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Pocket 9' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '23/1 48/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '90/1 24/1 0/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** Whether EXIF holds a GPS block: the GPS IFD pointer, tag 0x8825, in either byte order. */
const hasGps = (exif: Buffer | undefined) =>
  !!exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])));

let cook: TestUser;
let uploaded: { photoId: string; imageURL: string };

beforeAll(async () => {
  cook = await createTestUser('Camera Cook');
  const original = await phonePhoto();
  // The fixture itself carries what must not survive.
  const metadata = await sharp(original).metadata();
  expect(metadata.exif?.toString('latin1')).toContain('PhoneMaker');
  expect(hasGps(metadata.exif)).toBe(true);
  expect(metadata.orientation).toBe(6);
  const sent = await send(original, { as: cook, base: hostingApi });
  expect(sent.status).toBe(201);
  uploaded = sent.body as typeof uploaded;
  track(`${collections.photos}/${uploaded.photoId}`);
});

afterAll(removeMade);

describe('a photo sent from a phone', () => {
  it('answers with its id and the absolute URL of its 800 width on the site', () => {
    expect(uploaded.photoId).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(uploaded.imageURL).toBe(`${site}/photos/${uploaded.photoId}/800.webp`);
  });

  it('is served through Hosting as upright WebP at 400, 800 and 1600, never enlarged', async () => {
    const sizes: Record<number, [number, number]> = {
      400: [400, 600],
      800: [800, 1200],
      1600: [800, 1200],
    };
    for (const [width, [w, h]] of Object.entries(sizes)) {
      const response = await fetch(`${site}/photos/${uploaded.photoId}/${width}.webp`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const image = sharp(Buffer.from(await response.arrayBuffer()));
      const metadata = await image.metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', w, h]);
      // Upright: the left of the stored pixels is now the top.
      const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
      const pixel = (x: number, y: number) => {
        const at = (y * info.width + x) * info.channels;
        return [data[at] ?? 0, data[(at ?? 0) + 2] ?? 0];
      };
      const [topRed, topBlue] = pixel(w / 2, h / 8);
      const [bottomRed, bottomBlue] = pixel(w / 2, (h * 7) / 8);
      expect(topRed).toBeGreaterThan(200);
      expect(topBlue).toBeLessThan(60);
      expect(bottomBlue).toBeGreaterThan(200);
      expect(bottomRed).toBeLessThan(60);
    }
  });

  it('keeps no metadata: no EXIF, no GPS position, no camera, no orientation', async () => {
    const response = await fetch(uploaded.imageURL);
    const bytes = Buffer.from(await response.arrayBuffer());
    const metadata = await sharp(bytes).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(hasGps(bytes)).toBe(false);
    expect(metadata.xmp).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(bytes.toString('latin1')).not.toMatch(/PhoneMaker|GPS|Exif/);
  });

  it('answers a repeat visit from its ETag with 304 and no body', async () => {
    const first = await fetch(uploaded.imageURL);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await fetch(uploaded.imageURL, { headers: { 'If-None-Match': etag ?? '' } });
    expect(again.status).toBe(304);
    expect((await again.arrayBuffer()).byteLength).toBe(0);
  });

  it('answers 404 for anything that is not a kept width of a kept photo', async () => {
    for (const path of [
      `/photos/${uploaded.photoId}/500.webp`,
      `/photos/${uploaded.photoId}/800.jpg`,
      `/photos/${uploaded.photoId}`,
      '/photos/AAAAAAAAAAAAAAAAAAAA/800.webp',
      '/photos/..%2Ffoods/800.webp',
    ]) {
      expect((await fetch(`${site}${path}`)).status, path).toBe(404);
    }
  });

  it('keeps its photos away from every client: the rules refuse a signed-in read', async () => {
    const response = await fetch(
      `http://127.0.0.1:8080/v1/projects/demo-foodtable/databases/(default)/documents/photos/${uploaded.photoId}`,
      { headers: { Authorization: `Bearer ${cook.idToken}` } },
    );
    expect(response.status).toBe(403);
  });

  it('opens in an old client: the facade returns the food with the absolute photo URL', async () => {
    const foodId = await makeFood(cook, { imageURL: uploaded.imageURL });
    const { body: food } = await call<{ imageURL: string }>('GET', `/single-food/${foodId}`, {
      as: cook,
    });
    expect(food.imageURL).toBe(uploaded.imageURL);
    expect((await fetch(food.imageURL)).headers.get('content-type')).toBe('image/webp');
  });
});

describe('refusals keep nothing', () => {
  let sender: TestUser;
  beforeAll(async () => {
    sender = await createTestUser('Refused Sender');
  });

  const refusedWith = async (body: Buffer, type = 'image/jpeg', status = 400) => {
    const sent = await send(body, { as: sender, type });
    expect(sent.status).toBe(status);
    expect(await photosOf(sender.uid)).toBe(0);
    return sent.body.error;
  };

  it('a text file that says it is a PNG', async () => {
    expect(await refusedWith(Buffer.from('not a picture at all'), 'image/png')).toBe(
      messages.photoUnusable,
    );
  });

  it('a GIF, a type the site does not take', async () => {
    const gif = await sharp({
      create: { width: 10, height: 10, channels: 3, background: '#fff' },
    })
      .gif()
      .toBuffer();
    expect(await refusedWith(gif, 'image/gif')).toBe(messages.photoUnusable);
    expect(await refusedWith(gif, 'image/png')).toBe(messages.photoUnusable);
  });

  it('a strip of 1×50,000 pixels', async () => {
    const strip = await sharp({
      create: { width: 1, height: 50_000, channels: 3, background: '#f80' },
    })
      .png()
      .toBuffer();
    expect(await refusedWith(strip, 'image/png')).toBe(messages.photoUnusable);
  });

  it('a decompression bomb: a small PNG of more than 40 megapixels', async () => {
    const bomb = await sharp({
      create: { width: 8_000, height: 5_100, channels: 3, background: '#000' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1_000_000);
    expect(await refusedWith(bomb, 'image/png')).toBe(messages.photoUnusable);
  });

  it('a file over 10 MB', async () => {
    const big = Buffer.alloc(photoLimits.maxBytes + 1, 0xff);
    expect(await refusedWith(big)).toBe(messages.photoUnusable);
  });

  it('a truncated JPEG whose header is fine', async () => {
    const whole = await sharp({
      create: { width: 900, height: 600, channels: 3, background: '#0a0' },
    })
      .jpeg()
      .toBuffer();
    expect(await refusedWith(whole.subarray(0, whole.length / 2))).toBe(messages.photoUnusable);
  });

  it('a visitor who is not signed in', async () => {
    const sent = await send(await phonePhoto(), {});
    expect(sent.status).toBe(401);
  });

  it('a blocked account', async () => {
    const blocked = await createTestUser('Blocked Sender');
    await adminDb.doc(`${collections.blocked}/${blocked.uid}`).set({ reason: 'Abuse' });
    track(`${collections.blocked}/${blocked.uid}`);
    const sent = await send(await phonePhoto(), { as: blocked });
    expect(sent).toEqual({ status: 403, body: { error: messages.accountBlocked } });
    expect(await photosOf(blocked.uid)).toBe(0);
  });

  it('the 31st photo of an hour', async () => {
    const busy = await createTestUser('Busy Sender');
    const now = Date.now();
    const sentAt = Array.from({ length: 30 }, (_, i) => new Date(now - (59 - i) * 60_000));
    await adminDb.doc(`${collections.photoQuotas}/${busy.uid}`).set({ sentAt });
    const sent = await send(await phonePhoto(), { as: busy });
    expect(sent).toEqual({ status: 429, body: { error: messages.photoTooMany } });
    expect(await photosOf(busy.uid)).toBe(0);
    // An hour on, the oldest no longer counts.
    await adminDb
      .doc(`${collections.photoQuotas}/${busy.uid}`)
      .set({ sentAt: sentAt.map((time) => new Date(time.getTime() - 60_000)) });
    const later = await send(await phonePhoto(), { as: busy });
    expect(later.status).toBe(201);
    track(`${collections.photos}/${later.body.photoId}`);
  });
});

describe('a photo nobody uses goes', () => {
  const upload = async () => {
    const sent = await send(await phonePhoto(), { as: cook });
    expect(sent.status).toBe(201);
    return sent.body as { photoId: string; imageURL: string };
  };
  const gone = (photoId: string) =>
    eventually(
      () => photoExists(photoId),
      (exists) => !exists,
      20_000,
    );

  const sweep = (photoId: string, scheduleDelaySeconds = 0) => {
    process.env.CLOUD_TASKS_EMULATOR_HOST ??= '127.0.0.1:9499';
    return getFunctions()
      .taskQueue('locations/us-central1/functions/sweepPhoto')
      .enqueue({ photoId }, { scheduleDelaySeconds });
  };
  const age = (photoId: string) =>
    adminDb
      .doc(`${collections.photos}/${photoId}`)
      .update({ createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) });

  it('when its 24 hours are up: the queued task deletes a photo no food shows', async () => {
    const early = await upload();
    const due = await upload();
    await age(due.photoId);
    // Queued by hand to run now (the upload's own task is for a day later).
    await sweep(early.photoId);
    await sweep(due.photoId);
    expect(await gone(due.photoId)).toBe(false);
    expect((await fetch(due.imageURL)).status).toBe(404);
    // A task that comes before the photo's 24 hours changes nothing.
    expect(await photoExists(early.photoId)).toBe(true);
  });

  it('a task queued for later runs at its time, not before, on the emulators too', async () => {
    const due = await upload();
    await age(due.photoId);
    const queuedAt = Date.now();
    await sweep(due.photoId, 6);
    expect(await gone(due.photoId)).toBe(false);
    // firebase-tools' own queue would run it at once (patched: decision 230).
    expect(Date.now() - queuedAt).toBeGreaterThanOrEqual(6_000);
  });

  it('when the only food that showed it is deleted', async () => {
    const photo = await upload();
    const foodId = await makeFood(cook, { imageURL: photo.imageURL });
    expect(await photoExists(photo.photoId)).toBe(true);
    await adminDb.doc(`${collections.foods}/${foodId}`).delete();
    expect(await gone(photo.photoId)).toBe(false);
  });

  it('when the food shows another image instead', async () => {
    const photo = await upload();
    const foodId = await makeFood(cook, { imageURL: photo.imageURL });
    await adminDb
      .doc(`${collections.foods}/${foodId}`)
      .update({ imageURL: '/images/foods/biryani.svg' });
    expect(await gone(photo.photoId)).toBe(false);
  });

  it('when its gallery entry is deleted', async () => {
    const photo = await upload();
    const entry = await adminDb.collection(collections.gallery).add({
      imageURL: photo.imageURL,
      feedback: 'Sunday lunch',
      userEmail: cook.email,
      userName: cook.displayName,
      userUid: cook.uid,
      createdAt: new Date(),
    });
    await entry.delete();
    expect(await gone(photo.photoId)).toBe(false);
  });

  it('but not while another food still shows it', async () => {
    const photo = await upload();
    await makeFood(cook, { imageURL: photo.imageURL });
    const deleted = await makeFood(cook, { imageURL: photo.imageURL });
    await adminDb.doc(`${collections.foods}/${deleted}`).delete();
    // What the release and the queued task both ask, asked here directly.
    process.env.FUNCTIONS_EMULATOR = 'true';
    expect(await deletePhotoIfUnused(photo.photoId)).toBe('in use');
    expect((await fetch(photo.imageURL)).status).toBe(200);
  });
});
