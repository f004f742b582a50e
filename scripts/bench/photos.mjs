// Photos from the phone, on the emulator suite as `npm start` runs it:
//   - upload: in Chromium at 4× CPU (CDP Emulation.setCPUThrottlingRate), signed in as a bench
//     account of its own, /addFoodItem's Photo input given a phone's photo (4000×3000 JPEG at
//     quality 90, EXIF orientation 6 and a GPS tag, made here with sharp): the time from the
//     input's change event to the frame after `Photo sent.` shows (recorded in the page),
//     median of `rounds` after a warm-up, reported only; and the bytes of the POST /api/photos
//     body against the file's (≤ 15 %: the browser must shrink before it sends);
//   - card images: /allFood on Lighthouse's mobile screen (412 px wide, deviceScaleFactor 1.75)
//     with every seed dish shown with a photo, the transfer size of each /photos/… response
//     (CDP Network.loadingFinished, encodedDataLength), the largest ≤ 40 kB;
//   - LCP of /allFood with those photos ÷ with the seed's drawings: the Lighthouse CLI as the
//     bench's LCP rows run it (lighthouse.mjs: mobile, a fresh Chromium per run) with devtools
//     throttling, a warm-up of each, then drawings and photos in turns, medians; ≤ 1.1.
//     Not the simulated throttling: for this same page, photos or drawings, its LCP came out
//     either about 1.0 s or 2.3-2.8 s from run to run (Lantern's estimate of the page's
//     scripts, not of the pictures), while real throttling (slow 4G, 4× CPU) gave 2.34-2.43 s.
// The seed dishes get photos made from their own drawings, uploaded through POST /api/photos as
// their cooks (Alice and Bob); the drawings are put back afterwards, on failure too, with the
// cooks' hourly photo counts as they were. Against the emulators on 127.0.0.1 only.
/* global document, window, requestAnimationFrame, MutationObserver */
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import sharp from 'sharp';
import { tsImport } from 'tsx/esm/api';
import { root } from '../emulators.mjs';
import { idToken } from './callable.mjs';
import { runLighthouse } from './lighthouse.mjs';
import { benchAccounts, benchAdmin, signIn } from './live.mjs';
import { formats, measuredRows, median, row } from './table.mjs';

const cpuSlowdown = 4;
const password = 'Bench123';
const sentText = 'Photo sent.';
/** Lighthouse's mobile width and deviceScaleFactor (its default config), on a phone's height. */
const mobile = { width: 412, height: 915, deviceScaleFactor: 1.75 };
const limits = { sentShare: 0.15, cardBytes: 40_000, lcpRatio: 1.1 };
const storedPhoto = /\/photos\/([A-Za-z0-9]{20})\/(\d+)\.webp$/;

const { collections, photoWidths, photoPath } = await tsImport(
  '../../functions/src/shared/index.ts',
  import.meta.url,
);

// ------------------------------------------------------------------ the phone's photo

/**
 * A photo as a phone stores it: 4000×3000, JPEG at quality 90, 2-5 MB. Flat colours or noise
 * would not do: the first shrinks to nothing, the second never does. So: soft colour patches
 * (noise at 64×48 blown up), texture at a quarter of the size and sensor grain at full size
 * (both in brightness, as a camera's), gradients of light, and plates and cutlery drawn over
 * it. Seeded, so every run sends the same bytes. With the EXIF a phone writes: orientation 6
 * (the sensor lies on its side) and a GPS position, which must not leave the browser.
 */
export async function phonePhoto() {
  const width = 4000;
  const height = 3000;
  let seed = 42;
  const random = () => (seed = (seed * 1664525 + 1013904223) >>> 0) / 2 ** 32;
  const noise = async (w, h, channels, blur) => {
    const pixels = Buffer.alloc(w * h * channels);
    for (let i = 0; i < pixels.length; i++) pixels[i] = random() * 256;
    const raw = { width: w, height: h, channels };
    const blurred = blur ? await sharp(pixels, { raw }).blur(blur).raw().toBuffer() : pixels;
    return sharp(blurred, { raw }).resize(width, height, { kernel: 'cubic' }).raw().toBuffer();
  };
  const patches = await noise(64, 48, 3, 1.5);
  const texture = await noise(1000, 750, 1, 0.8);
  const grain = await noise(width, height, 1, 0.5);
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0, p = 0; y < height; y++)
    for (let x = 0; x < width; x++, p++) {
      const light = [
        150 + (60 * x) / width,
        110 + 30 * Math.sin(y / 500),
        70 + 50 * (1 - y / height),
      ];
      const brightness = (texture[p] - 128) * 0.4 + (grain[p] - 128) * 0.15;
      for (let c = 0; c < 3; c++)
        pixels[p * 3 + c] = Math.max(
          0,
          Math.min(255, light[c] + (patches[p * 3 + c] - 128) + brightness),
        );
    }
  const colour = (base, spread) =>
    `rgb(${base.map((b, i) => Math.floor(b + random() * spread[i])).join(',')})`;
  const shapes = [];
  for (let k = 0; k < 12; k++)
    shapes.push(
      `<circle cx="${Math.floor(random() * width)}" cy="${Math.floor(random() * height)}" r="${Math.floor(150 + random() * 500)}" fill="${colour([200, 190, 170], [55, 50, 50])}" fill-opacity="0.35" stroke="${colour([0, 0, 0], [120, 90, 60])}" stroke-width="${Math.floor(4 + random() * 14)}"/>`,
    );
  for (let k = 0; k < 30; k++)
    shapes.push(
      `<line x1="${Math.floor(random() * width)}" y1="${Math.floor(random() * height)}" x2="${Math.floor(random() * width)}" y2="${Math.floor(random() * height)}" stroke="${colour([0, 0, 0], [80, 60, 40])}" stroke-width="${Math.floor(2 + random() * 6)}" opacity="0.6"/>`,
    );
  const drawing = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${shapes.join('')}</svg>`;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .composite([{ input: Buffer.from(drawing) }])
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Pocket 9' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '23/1 48/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

// ------------------------------------------------------------------ in the page

/**
 * Arms a probe for the next file chosen: the change event's time, and the frame after the
 * field's status reads `text`. Resolves (in the page) with the milliseconds between.
 */
function armSentProbe(text) {
  return new Promise((resolve) => {
    let chosenAt = null;
    document.addEventListener(
      'change',
      (event) => {
        if (event.target?.type === 'file') chosenAt = event.timeStamp;
      },
      { capture: true, once: true },
    );
    const observer = new MutationObserver(() => {
      if (chosenAt === null) return;
      const statuses = [...document.querySelectorAll('[role="status"]')];
      if (!statuses.some((status) => status.textContent.trim() === text)) return;
      observer.disconnect();
      requestAnimationFrame(() => resolve(performance.now() - chosenAt));
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    window.__photoProbeReady = true;
  });
}

const withTimeout = (promise, ms, what) =>
  Promise.race([
    promise,
    new Promise((_, reject) =>
      setTimeout(() => reject(new Error(`${what}: nothing within ${ms / 1000} s`)), ms),
    ),
  ]);

// ------------------------------------------------------------------ helpers

/** The id of one of our photos from its URL (absolute or not), else null. */
const photoIdOf = (url) => storedPhoto.exec(new URL(url, 'http://any').pathname)?.[1] ?? null;

/** A photo and its widths, gone (what the functions' sweep does to one nobody shows). */
const dropPhoto = (db, photoId) => db.recursiveDelete(db.doc(`${collections.photos}/${photoId}`));

/** The bytes the site serves at each width of a stored photo. */
async function widthBytes(baseUrl, photoId) {
  const sizes = {};
  for (const width of photoWidths) {
    const answer = await fetch(`${baseUrl}${photoPath(photoId, width)}`);
    sizes[width] = answer.ok ? (await answer.arrayBuffer()).byteLength : null;
  }
  return sizes;
}

/** POST /api/photos as the web sends it; the stored photo's URL. */
async function uploadPhoto(baseUrl, token, jpeg) {
  const answer = await fetch(`${baseUrl}/api/photos`, {
    method: 'POST',
    headers: { 'Content-Type': 'image/jpeg', Authorization: `Bearer ${token}` },
    body: jpeg,
  });
  const body = await answer.json().catch(() => ({}));
  if (answer.status !== 201 || typeof body.imageURL !== 'string')
    throw new Error(`POST /api/photos: ${answer.status} ${JSON.stringify(body)}`);
  return body.imageURL;
}

// ------------------------------------------------------------------ the measures

/** The upload: `rounds` photos chosen on /addFoodItem at 4× CPU, after one unmeasured. */
async function uploads(browser, baseUrl, admin, photo, rounds) {
  const { auth, db } = admin;
  const tag = randomUUID().slice(0, 8);
  const [cook] = await benchAccounts(auth, password, [
    { email: `bench-photo-cook-${tag}@foodtable.test`, displayName: 'Bench Cook' },
  ]);
  const context = await browser.newContext({ viewport: { width: 412, height: 915 } });
  const runs = [];
  let kept = null;
  try {
    const page = await context.newPage();
    await signIn(page, baseUrl, cook.email, password);
    const cdp = await context.newCDPSession(page);
    // The first send starts the api function's worker and loads the sending code: not counted.
    for (let i = 0; i <= rounds; i++) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await page.goto(`${baseUrl}/addFoodItem`);
      const input = page.getByLabel('Photo', { exact: true });
      await input.waitFor();
      // What the page does after it has drawn (the kitchen's read, prefetches) settles first.
      await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
      const measured = page.evaluate(armSentProbe, sentText);
      measured.catch(() => {}); // a round that times out leaves it pending until the context goes
      await page.waitForFunction(() => window.__photoProbeReady === true);
      const request = page.waitForRequest(
        (r) => r.url().endsWith('/api/photos') && r.method() === 'POST',
        { timeout: 60_000 },
      );
      await input.setInputFiles({ name: 'dinner.jpg', mimeType: 'image/jpeg', buffer: photo });
      const ms = await withTimeout(measured, 60_000, `${sentText} after choosing the photo`);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      // The body is a Blob, which the protocol does not hand over: its length is the one the
      // browser put in the request's Content-Length.
      const bytes = Number((await (await request).allHeaders())['content-length']);
      if (!bytes) throw new Error('the photo request had no Content-Length');
      const imageURL = await page.getByLabel('Image URL').inputValue();
      if (!photoIdOf(imageURL)) throw new Error(`Image URL after the send: "${imageURL}"`);
      runs.push({ ms, bytes, imageURL });
    }
    kept = await widthBytes(baseUrl, photoIdOf(runs[0].imageURL));
  } finally {
    await context.close();
    // The photos were never put on a dish: they go now, not when the sweep comes.
    const sent = await db.collection(collections.photos).where('ownerUid', '==', cook.uid).get();
    for (const doc of sent.docs) await dropPhoto(db, doc.id);
    await db.doc(`${collections.photoQuotas}/${cook.uid}`).delete();
    await auth.deleteUser(cook.uid).catch(() => undefined);
  }
  return { warmUp: runs[0], runs: runs.slice(1), kept };
}

/**
 * The seed's dishes shown with photos made from their own drawings (rendered at 1600 px, as the
 * seed's photo dish is), each uploaded by its cook. Returns the dishes changed and `show(kind)`,
 * which puts the photos or the drawings on them, and `restore()`.
 */
async function photoDishes(baseUrl, admin, log) {
  const { db } = admin;
  const { demoAccounts, seedFoods } = await tsImport('../seed/data.ts', import.meta.url);
  const cooks = Object.values(demoAccounts);
  const dishes = [];
  const keepers = [];
  const quotas = new Map();
  // The cooks' hourly counts, put back after: the bench's uploads are not theirs.
  for (const cook of cooks)
    quotas.set(cook.uid, (await db.doc(`${collections.photoQuotas}/${cook.uid}`).get()).data());
  const restore = async () => {
    const problems = [];
    const attempt = (what, task) =>
      task().catch((error) => problems.push(`${what}: ${error.message.split('\n')[0]}`));
    for (const dish of dishes)
      await attempt(`the drawing of ${dish.id}`, () =>
        db.doc(`${collections.foods}/${dish.id}`).update({ imageURL: dish.drawing }),
      );
    for (const keeper of keepers) await attempt('a keeper', () => keeper.delete());
    for (const dish of dishes)
      if (dish.photo) await attempt(`photo ${dish.photoId}`, () => dropPhoto(db, dish.photoId));
    for (const [uid, data] of quotas)
      await attempt(`the photo count of ${uid}`, () => {
        const ref = db.doc(`${collections.photoQuotas}/${uid}`);
        return data ? ref.set(data) : ref.delete();
      });
    return problems;
  };
  try {
    const tokens = new Map();
    for (const food of seedFoods) {
      if (food.photo) continue; // the seed's own photo dish keeps its photo in both
      const ref = db.doc(`${collections.foods}/${food.id}`);
      const current = (await ref.get()).get('imageURL');
      if (typeof current !== 'string' || photoIdOf(current)) continue;
      const account = demoAccounts[food.owner];
      if (!tokens.has(account.uid))
        tokens.set(account.uid, await idToken(account.email, account.password));
      const drawing = join(root, 'web', 'public', 'images', 'foods', `${food.image}.svg`);
      const jpeg = await sharp(drawing, { density: 300 })
        .resize({ width: 1600 })
        .flatten({ background: '#fff' })
        .jpeg({ quality: 85 })
        .toBuffer();
      const dish = { id: food.id, drawing: current, photo: null, photoId: null };
      dishes.push(dish);
      dish.photo = await uploadPhoto(baseUrl, tokens.get(account.uid), jpeg);
      dish.photoId = photoIdOf(dish.photo);
      // The functions delete a photo the moment no food or gallery entry shows it, so the
      // drawings' runs in between would lose them: a gallery entry of the bench's holds each
      // photo until restore(), dated long ago so it sits at the gallery's end.
      keepers.push(
        await db.collection(collections.gallery).add({
          imageURL: dish.photo,
          feedback: 'Holds a photo for the photos bench.',
          userName: 'Bench',
          userEmail: 'bench@foodtable.test',
          userUid: 'bench-photos',
          createdAt: new Date(0),
        }),
      );
    }
    log(`Photos of ${dishes.length} seed dishes uploaded as their cooks.`);
  } catch (error) {
    const problems = await restore();
    if (problems.length) error.message += `; and not put back: ${problems.join('; ')}`;
    throw error;
  }
  const show = async (kind) => {
    const batch = db.batch();
    for (const dish of dishes)
      batch.update(db.doc(`${collections.foods}/${dish.id}`), {
        imageURL: kind === 'photos' ? dish.photo : dish.drawing,
      });
    await batch.commit();
  };
  return { dishes, show, restore };
}

/**
 * /allFood at 412 px, deviceScaleFactor 1.75, a fresh context: every card scrolled into view so
 * its lazy image loads; the transfer size of each /photos/ response and the width each card
 * took from its srcset.
 */
async function cardImages(browser, baseUrl) {
  const context = await browser.newContext({
    viewport: { width: mobile.width, height: mobile.height },
    deviceScaleFactor: mobile.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const urls = new Map();
    const sizes = new Map();
    cdp.on('Network.responseReceived', ({ requestId, response }) => {
      if (storedPhoto.test(new URL(response.url).pathname))
        urls.set(requestId, { url: response.url, status: response.status });
    });
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) =>
      sizes.set(requestId, encodedDataLength),
    );
    await page.goto(`${baseUrl}/allFood`);
    const images = page.locator('main article img');
    await images.first().waitFor({ timeout: 30_000 });
    const count = await images.count();
    for (let i = 0; i < count; i++) await images.nth(i).scrollIntoViewIfNeeded();
    // The functions emulator starts a worker for each request at once (no pool): a dozen
    // photos asked together on two busy cores have taken over 30 s.
    const loaded = () => images.evaluateAll((all) => all.filter((img) => img.complete).length);
    await page
      .waitForFunction(
        () => [...document.querySelectorAll('main article img')].every((img) => img.complete),
        null,
        { timeout: 120_000 },
      )
      .catch(async () => {
        throw new Error(`${await loaded()} of ${count} card images loaded within 120 s`);
      });
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {});
    // `object-cover`: the picture is drawn over the whole box, so wider than the box when the
    // box is taller than the picture's shape. That width is what `sizes` has to tell.
    const shown = await images.evaluateAll((all) =>
      all.map((img) => {
        const box = img.getBoundingClientRect();
        const scale = Math.max(box.width / img.naturalWidth, box.height / img.naturalHeight);
        return {
          src: img.currentSrc,
          box: [Math.round(box.width), Math.round(box.height)],
          drawnWidth: Math.round(img.naturalWidth * scale),
        };
      }),
    );
    const fetched = [...urls].map(([id, response]) => ({
      ...response,
      width: Number(storedPhoto.exec(new URL(response.url).pathname)?.[2]),
      bytes: sizes.get(id) ?? null,
    }));
    return { cards: shown, fetched };
  } finally {
    await context.close();
  }
}

/** Lighthouse runs of /allFood, drawings and photos in turns after a warm-up of each. */
async function lcpRuns(baseUrl, dishes, runs, log) {
  const url = `${baseUrl}/allFood`;
  const results = { drawings: [], photos: [] };
  const errors = [];
  const once = async (kind) => {
    await dishes.show(kind);
    return runLighthouse(url, { throttling: 'devtools' });
  };
  for (const kind of ['drawings', 'photos']) await once(kind).catch(() => {});
  for (let i = 0; i < runs; i++)
    for (const kind of ['drawings', 'photos'])
      for (let attempt = 1; attempt <= 2; attempt++) {
        try {
          results[kind].push(await once(kind));
          break;
        } catch (error) {
          errors.push(`${kind} run ${i + 1}, attempt ${attempt}: ${error.message}`);
        }
      }
  log(
    `LCP runs done: ${results.drawings.length} with drawings, ${results.photos.length} with photos.`,
  );
  return { results, errors };
}

/** The photo rows, notes and the raw samples. */
export async function photoRows(
  browser,
  baseUrl,
  { rounds = 5, lcpRuns: lcpCount = 5, log = console.log } = {},
) {
  const admin = await benchAdmin('bench-photos');
  const rows = [];
  const notes = [];
  const runs = {};

  log('Photos: a phone photo, 4000×3000 JPEG at quality 90, made with sharp…');
  const photo = await phonePhoto();
  const upload = {
    time: {
      name: `Photo upload, choose → ${sentText}, ${cpuSlowdown}× CPU (median of ${rounds})`,
      goal: null,
      limit: null,
      format: 's',
    },
    bytes: {
      name: 'Photo upload, bytes sent ÷ the phone photo',
      goal: limits.sentShare,
      limit: limits.sentShare,
      format: 'ratio',
    },
  };
  log(`Photos: ${rounds} uploads on /addFoodItem at ${cpuSlowdown}× CPU, after a warm-up…`);
  rows.push(
    ...(await measuredRows([upload.time, upload.bytes], notes, async () => {
      const measured = await uploads(browser, baseUrl, admin, photo, rounds);
      runs.upload = { original: photo.length, ...measured };
      const bytes = median(measured.runs.map((r) => r.bytes));
      const { kept } = measured;
      notes.push(
        `Photo upload: the phone photo ${formats.kB(photo.length)} (4000×3000, EXIF orientation 6 and GPS); choose → ${sentText} ${measured.runs.map((r) => formats.ms(r.ms)).join(', ')} (warm-up ${formats.ms(measured.warmUp.ms)}); bytes sent ${measured.runs.map((r) => formats.kB(r.bytes)).join(', ')}.`,
        `The phone photo as the site keeps it: ${photoWidths.map((w) => `${w} w ${kept[w] === null ? '?' : formats.kB(kept[w])}`).join(', ')}.`,
      );
      return [
        row({ ...upload.time, value: median(measured.runs.map((r) => r.ms)) }),
        row({
          ...upload.bytes,
          value: bytes / photo.length,
          aside: `${formats.kB(bytes)} of ${formats.kB(photo.length)}, ${((100 * bytes) / photo.length).toFixed(1)} %`,
        }),
      ];
    })),
  );

  const card = {
    max: {
      name: `Card image bytes on /allFood at ${mobile.width} px, ×${mobile.deviceScaleFactor}: largest`,
      goal: limits.cardBytes,
      limit: limits.cardBytes,
      format: 'kB',
    },
  };
  const lcp = {
    name: `LCP /allFood, photo ÷ drawing dishes, devtools throttling (medians of ${lcpCount})`,
    goal: limits.lcpRatio,
    limit: limits.lcpRatio,
    format: 'ratio',
  };
  let dishes = null;
  try {
    log('Photos: the seed dishes get photos of their drawings, uploaded as their cooks…');
    dishes = await photoDishes(baseUrl, admin, log);
    if (!dishes.dishes.length) throw new Error('no seed dish to give a photo (not seeded?)');
    await dishes.show('photos');

    log(`Photos: card images on /allFood at ${mobile.width} px…`);
    rows.push(
      ...(await measuredRows([card.max], notes, async () => {
        const measured = await cardImages(browser, baseUrl);
        runs.cards = measured;
        const photos = measured.cards.filter((c) => storedPhoto.test(c.src));
        const bytes = measured.fetched.map((f) => f.bytes).filter((b) => b !== null);
        if (!bytes.length) throw new Error('no photo was fetched');
        const chosen = [...new Set(measured.fetched.map((f) => f.width))].sort((a, b) => a - b);
        const largest = measured.fetched.reduce((a, b) =>
          (b.bytes ?? 0) > (a.bytes ?? 0) ? b : a,
        );
        const phone = runs.upload?.kept;
        notes.push(
          `Card images on /allFood at ${mobile.width} px ×${mobile.deviceScaleFactor}: ${photos.length} of ${measured.cards.length} cards show a photo, ${measured.fetched.length} fetched, width${chosen.length > 1 ? 's' : ''} ${chosen.join(', ')} from the srcset (image boxes ${measured.cards[0]?.box.join('×')} px, the picture drawn ${Math.round(median(measured.cards.map((c) => c.drawnWidth)))} px wide, median); bytes ${measured.fetched.map((f) => formats.kB(f.bytes ?? 0)).join(', ')}; largest ${formats.kB(largest.bytes)} (${largest.width} w).`,
        );
        // These photos are drawings: flat colour, few bytes. A camera's photo is not.
        if (phone)
          notes.push(
            `A card showing the phone photo would fetch ${chosen.map((w) => `${w} w: ${phone[w] ? formats.kB(phone[w]) : '?'}`).join(', ')} (card limit ${formats.kB(limits.cardBytes)}).`,
          );
        // The row holds a camera's photo too: the drawings alone would pass with any width.
        const phoneBytes = chosen.map((w) => phone?.[w]).filter((b) => typeof b === 'number');
        return [
          row({
            ...card.max,
            value: Math.max(...bytes, ...phoneBytes),
            aside: `drawings: median ${formats.kB(median(bytes))}, ${bytes.length} images; the phone photo ${phoneBytes.length ? formats.kB(Math.max(...phoneBytes)) : 'not measured'}; ${chosen.map((w) => `${w} w`).join(' and ')}`,
          }),
        ];
      })),
    );

    log(`Photos: LCP of /allFood, a warm-up and ${lcpCount} rounds of drawings then photos…`);
    rows.push(
      ...(await measuredRows([lcp], notes, async () => {
        const measured = await lcpRuns(baseUrl, dishes, lcpCount, log);
        runs.lcp = measured;
        notes.push(...measured.errors.map((e) => `Photos LCP run failed: ${e}`));
        const { drawings, photos } = measured.results;
        if (!drawings.length || !photos.length) throw new Error('no Lighthouse run succeeded');
        const element = (set) =>
          set.find((r) => r.lcpElement)?.lcpElement?.replace(/\s+/g, ' ') ?? 'not reported';
        notes.push(
          `LCP /allFood, devtools throttling: drawings ${drawings.map((r) => formats.s(r.lcp)).join(', ')}; photos ${photos.map((r) => formats.s(r.lcp)).join(', ')}. LCP element with drawings \`${element(drawings)}\`, with photos \`${element(photos)}\`.`,
        );
        const withDrawings = median(drawings.map((r) => r.lcp));
        const withPhotos = median(photos.map((r) => r.lcp));
        return [
          row({
            ...lcp,
            value: withPhotos / withDrawings,
            aside: `${formats.s(withPhotos)} ÷ ${formats.s(withDrawings)}`,
          }),
        ];
      })),
    );
  } catch (error) {
    notes.push(`Photo dishes: not measured (${error.message.split('\n')[0]}).`);
    for (const spec of [card.max, lcp]) rows.push(row({ ...spec, value: null, state: 'error' }));
  } finally {
    if (dishes) {
      const problems = await dishes.restore();
      notes.push(
        problems.length
          ? `Photos: the seed's drawings NOT all put back: ${problems.join('; ')}.`
          : `Photos: the ${dishes.dishes.length} seed dishes show their drawings again.`,
      );
    }
  }
  return { rows, notes, runs };
}
