// Loads the demo data into the emulators. `npm start` seeds only an empty database; the test
// runner resets first (--reset). Run: tsx scripts/seed/seed.ts [--reset]
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { Timestamp, getFirestore } from 'firebase-admin/firestore';
import {
  collections,
  earliestPickup,
  formatBuyingDate,
  kitchenPaths,
  photoPath,
  searchTokens,
  storedPhotoWidth,
} from '../../functions/src/shared/index.js';
import { ratingTalliesCollection, tallyKey } from '../../functions/src/ratings/aggregate.js';
import { filterKeysField } from '../../functions/src/shared/declaration.js';
import { filterKeysOf } from '../../functions/src/shared/declaration-text.js';
import {
  demoAccounts,
  seedDeclarations,
  seedFoods,
  seedGallery,
  seedKitchens,
  seedLanguages,
  seedRatings,
  seedReviews,
  seedSales,
} from './data';

/** A seed dish's declaration and its filter keys; nothing for the one left undeclared. */
function declared(id: string): Record<string, unknown> {
  const declaration = seedDeclarations[id];
  if (!declaration) return {};
  return { ...declaration, [filterKeysField]: filterKeysOf({ ...declaration }) };
}

export const projectId = 'demo-foodtable';
const firestoreHost = '127.0.0.1:8080';
const authHost = '127.0.0.1:9099';

process.env.FIRESTORE_EMULATOR_HOST ??= firestoreHost;
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= authHost;

const app = getApps()[0] ?? initializeApp({ projectId });
const db = getFirestore(app);
const auth = getAuth(app);

const siteOrigin = process.env.SEED_SITE_ORIGIN ?? 'http://127.0.0.1:5000';
const webPublic = fileURLToPath(new URL('../../web/public', import.meta.url));
const dayMs = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => Timestamp.fromMillis(Date.now() - days * dayMs);

/** Empties Firestore and Auth in the emulators (never touches a real project). */
export async function resetEmulators(): Promise<void> {
  const responses = await Promise.all([
    fetch(
      `http://${process.env.FIRESTORE_EMULATOR_HOST}/emulator/v1/projects/${projectId}/databases/(default)/documents`,
      { method: 'DELETE' },
    ),
    fetch(
      `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/emulator/v1/projects/${projectId}/accounts`,
      { method: 'DELETE' },
    ),
  ]);
  for (const response of responses)
    if (!response.ok) throw new Error(`Reset failed: ${response.status} ${response.url}`);
}

export async function isEmpty(): Promise<boolean> {
  const [foods, users] = await Promise.all([
    db.collection(collections.foods).limit(1).get(),
    auth.listUsers(1),
  ]);
  return foods.empty && users.users.length === 0;
}

export async function seed(): Promise<void> {
  for (const owner of Object.keys(demoAccounts) as (keyof typeof demoAccounts)[]) {
    const account = demoAccounts[owner];
    // Auth keeps absolute photo URLs: the demo avatars as the Hosting emulator serves them.
    await auth.createUser({
      ...account,
      photoURL: `${siteOrigin}${account.photoURL}`,
      emailVerified: true,
    });
    await db.doc(`${collections.users}/${account.uid}`).set({
      displayName: account.displayName,
      email: account.email,
      photoURL: account.photoURL,
      createdAt: daysAgo(60),
      ...(seedLanguages[owner] ? { lang: seedLanguages[owner] } : {}),
    });
  }

  const imageURLs = await seedImageUrls();
  const batch = db.batch();
  for (const [owner, { kitchen, pickupAddress }] of Object.entries(seedKitchens)) {
    const { uid } = demoAccounts[owner as keyof typeof demoAccounts];
    batch.set(db.doc(kitchenPaths.kitchen(uid)), { ...kitchen, updatedAt: daysAgo(30) });
    batch.set(db.doc(kitchenPaths.pickupAddress(uid)), { pickupAddress });
  }
  seedFoods.forEach((food, index) => {
    const owner = demoAccounts[food.owner];
    const stars = seedRatings.filter((r) => r.foodId === food.id).map((r) => r.stars);
    const ratingSum = stars.reduce<number>((sum, s) => sum + s, 0);
    batch.set(db.doc(`${collections.foods}/${food.id}`), {
      foodName: food.foodName,
      imageURL: imageURLs.get(food.id),
      category: food.category,
      country: food.country,
      price: food.price,
      // Its kitchen's, as onFoodWritten would give it.
      currency: seedKitchens[food.owner].kitchen.currency ?? 'USD',
      quantity: food.quantity,
      description: food.description,
      userName: owner.displayName,
      userEmail: owner.email,
      ownerUid: owner.uid,
      orderCount: food.orderCount,
      createdAt: daysAgo(index * 2 + 1),
      searchTerms: searchTokens(food.foodName),
      ratingCount: stars.length,
      ratingSum,
      ratingAvg: stars.length ? ratingSum / stars.length : 0,
      // The declaration and the filter keys onFoodWritten would derive (decision 150).
      ...declared(food.id),
    });
  });
  const buyerOf = (sale: (typeof seedSales)[number]) =>
    sale.buyer === 'bob' ? demoAccounts.bob : sale.buyer;
  const completedOrders = seedSales.map((sale) => {
    const food = seedFoods.find((f) => f.id === sale.foodId);
    if (!food) throw new Error(`Seed sale ${sale.id}: no food ${sale.foodId}`);
    const buyer = buyerOf(sale);
    const cook = demoAccounts[food.owner];
    // Picked up at a slot of the kitchen's (its hours, on its clock) about `daysAgo` days ago,
    // placed and moved along before it, completed just after.
    const kitchen = seedKitchens[food.owner];
    const pickupAt =
      earliestPickup(kitchen.kitchen, daysAgo(sale.daysAgo + 0.5).toMillis()) ??
      daysAgo(sale.daysAgo).toMillis();
    const at = (minutesAfterPickup: number) =>
      Timestamp.fromMillis(pickupAt + minutesAfterPickup * 60_000);
    const order = {
      buyerEmail: buyer.email,
      buyerName: buyer.displayName,
      buyerUid: buyer.uid,
      buyingDate: formatBuyingDate(at(-90).toDate()),
      foodName: food.foodName,
      price: food.price,
      currency: kitchen.kitchen.currency ?? 'USD',
      quantity: sale.quantity,
      foodOwner: cook.displayName,
      foodOwnerUid: cook.uid,
      foodId: food.id,
      imageURL: imageURLs.get(food.id),
      createdAt: at(-90),
      status: 'completed',
      placedAt: at(-90),
      acceptedAt: at(-80),
      readyAt: at(-10),
      completedAt: at(8),
      pickupAt: at(0),
      pickupArea: kitchen.kitchen.pickupArea,
      pickupAddress: kitchen.pickupAddress,
    };
    batch.set(db.doc(`${collections.orders}/${sale.id}`), order);
    return [sale.id, order] as const;
  });
  seedRatings.forEach((rating, index) => {
    const orderId = `seed-order-${index + 1}`;
    const sale = seedSales.find((s) => s.id === orderId);
    const stored = {
      ...rating,
      buyerUid: sale ? buyerOf(sale).uid : `seed-rater-${index + 1}`,
      createdAt: daysAgo(index + 2),
    };
    batch.set(db.doc(`${collections.ratings}/${orderId}`), stored);
    // Counted already (the aggregates above): the marker tells onRatingCreated so.
    batch.set(db.doc(`${ratingTalliesCollection}/${tallyKey(orderId, stored)}`), {
      state: 'counted',
      foodCounted: true,
      orderId,
      foodId: rating.foodId,
      stars: rating.stars,
      at: daysAgo(index + 2),
    });
  });
  seedReviews.forEach((review, index) => {
    const { id, ...fields } = review;
    batch.set(db.doc(`${collections.reviews}/${id}`), {
      ...fields,
      userUid: `seed-reviewer-${index + 1}`,
      createdAt: daysAgo(index + 1),
    });
  });
  seedGallery.forEach((entry, index) => {
    batch.set(db.doc(`${collections.gallery}/${entry.id}`), {
      imageURL: `/images/gallery/${entry.image}.svg`,
      feedback: entry.feedback,
      userName: entry.userName,
      userEmail: entry.userEmail,
      userUid: `seed-author-${index + 1}`,
      createdAt: daysAgo(index + 1),
    });
  });
  await batch.commit();
  // The sales into the cook's days, as onSaleCompleted adds them (it runs on updates only).
  // After the batch: the days are on the kitchen's clock, read from its card. Imported here,
  // once the app above exists: the functions' Admin SDK module picks it up.
  const { recordSale } = await import('../../functions/src/sales/record-sale.js');
  for (const [orderId, order] of completedOrders) await recordSale(orderId, order);
  // Their receipts, as receiptOnOrderFinished writes them (on updates only): each kitchen's
  // numbered 1, 2, 3… in the order they were completed.
  const { issueReceipt } = await import('../../functions/src/receipts/issue-receipt.js');
  const byCompletion = [...completedOrders].sort(
    ([, a], [, b]) => a.completedAt.toMillis() - b.completedAt.toMillis(),
  );
  for (const [orderId, order] of byCompletion) await issueReceipt(orderId, order);
}

/**
 * Each seed food's image: its drawing, or for a food listed with a photo, a photo kept the way
 * an upload is (contract, "Photos from the phone"): the drawing rendered as a 1600 px JPEG, then
 * through the functions' own processing and store, so `npm start` shows the path working.
 */
async function seedImageUrls(): Promise<Map<string, string>> {
  // Imported here, once the app above exists: the functions' Admin SDK module picks it up.
  const [{ default: sharp }, { processPhoto }, { keepPhoto }] = await Promise.all([
    import('sharp'),
    import('../../functions/src/photos/process-photo.js'),
    import('../../functions/src/photos/photo-store.js'),
  ]);
  const urls = new Map<string, string>();
  for (const food of seedFoods) {
    const drawing = `/images/foods/${food.image}.svg`;
    if (!food.photo) {
      urls.set(food.id, drawing);
      continue;
    }
    const jpeg = await sharp(join(webPublic, drawing), { density: 300 })
      .resize({ width: 1600 })
      .flatten({ background: '#fff' })
      .jpeg({ quality: 85 })
      .toBuffer();
    const photoId = await keepPhoto(demoAccounts[food.owner].uid, await processPhoto(jpeg));
    urls.set(food.id, `${siteOrigin}${photoPath(photoId, storedPhotoWidth)}`);
  }
  return urls;
}

async function main() {
  const reset = process.argv.includes('--reset');
  if (reset) await resetEmulators();
  if (reset || (await isEmpty())) {
    await seed();
    console.log(
      `Seeded ${seedFoods.length} foods, ${seedReviews.length} reviews, ${seedGallery.length} gallery entries, ${seedSales.length} completed orders, ${Object.keys(demoAccounts).length} demo accounts and their kitchens.`,
    );
  } else {
    console.log('The database already has data: seed skipped.');
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
