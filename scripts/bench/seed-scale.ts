// The benchmark's scale data: N generated foods in a Firestore project of their own
// (demo-bench-10k, demo-bench-100), never in demo-foodtable. searchTerms are written here
// with the shared tokenizer, since the search trigger runs only for demo-foodtable.
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { Timestamp, getFirestore } from 'firebase-admin/firestore';
import {
  categories,
  collections,
  countries,
  searchTokens,
  type Category,
  type Country,
} from '../../functions/src/shared/index.js';

const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';
// 2: searchTerms hold pieces from inside words (decision 010).
const seedVersion = 2;
const batchSize = 500;
const parallelBatches = 4;

const adjectives = [
  'Spicy',
  'Smoky',
  'Homestyle',
  'Classic',
  'Royal',
  'Street',
  'Crispy',
  'Creamy',
  'Tangy',
  'Village',
  'Festive',
  'Sweet',
];
const dishes = [
  'Chicken Biryani',
  'Butter Chicken',
  'Tandoori Chicken',
  'Garlic Naan',
  'Chotpoti',
  'Fish Curry',
  'Palak Paneer',
  'Mango Lassi',
  'Gulab Jamun',
  'Rasmalai',
  'Nasi Lemak',
  'Beef Rendang',
  'Chicken Tikka',
  'Prawn Malai',
  'Kabuli Pulao',
  'Haleem',
  'Masala Chai',
  'Aloo Paratha',
  'Dal Makhani',
  'Pani Puri',
];
const images = [
  'biryani',
  'butter-chicken',
  'tandoori-chicken',
  'garlic-naan',
  'chotpoti',
  'fish-curry',
  'palak-paneer',
  'mango-lassi',
  'gulab-jamun',
  'rasmalai',
  'nasi-lemak',
  'rendang',
  'chicken-tikka',
  'prawn-malai',
  'kabuli-pulao',
  'haleem',
  'masala-chai',
  'aloo-paratha',
  'dal-makhani',
  'pani-puri',
];

/** A small deterministic generator, so every run seeds the same foods. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function at<T>(list: readonly T[], index: number): T {
  const item = list[index % list.length];
  if (item === undefined) throw new Error('empty list');
  return item;
}

const pick = <T>(list: readonly T[], r: number): T => at(list, Math.floor(r * list.length));

function food(index: number, next: () => number) {
  // dishes[i] is pictured by images[i].
  const dish = Math.floor(next() * dishes.length);
  const foodName = `${pick(adjectives, next())} ${at(dishes, dish)}`;
  const owner = (index % 25) + 1;
  return {
    foodName,
    imageURL: `/images/foods/${at(images, dish)}.svg`,
    category: pick<Category>(categories, next()),
    country: pick<Country>(countries, next()),
    price: Math.round((3 + next() * 30) * 2) / 2,
    quantity: Math.floor(next() * 40),
    description: `${foodName}, cooked at home and packed fresh. Generated for the benchmark (#${index + 1}).`,
    userName: `Bench Cook ${owner}`,
    userEmail: `cook${owner}@bench.test`,
    ownerUid: `bench-cook-${owner}`,
    orderCount: Math.floor(next() * 500),
    // One food every ~50 minutes, newest first: spread over about a year for 10,000.
    createdAt: Timestamp.fromMillis(Date.now() - (index + 1) * 3_000_000),
    searchTerms: searchTokens(foodName),
    // The zero rating aggregate onFoodWritten would add (decision 130): no trigger write races the test.
    ratingCount: 0,
    ratingSum: 0,
    ratingAvg: 0,
  };
}

async function clearProject(projectId: string): Promise<void> {
  const response = await fetch(
    `http://${firestoreHost}/emulator/v1/projects/${projectId}/databases/(default)/documents`,
    { method: 'DELETE' },
  );
  if (!response.ok) throw new Error(`Could not clear ${projectId}: ${response.status}`);
}

export interface ScaleSeed {
  projectId: string;
  count: number;
  seconds: number;
  reused: boolean;
}

/** Makes sure projectId holds exactly `count` bench foods; reuses an earlier identical seed. */
export async function seedScale(projectId: string, count: number): Promise<ScaleSeed> {
  if (!projectId.startsWith('demo-bench-')) throw new Error(`Not a bench project: ${projectId}`);
  process.env.FIRESTORE_EMULATOR_HOST = firestoreHost;
  const started = Date.now();
  const app: App = initializeApp({ projectId }, `bench-${projectId}-${started}`);
  try {
    const db = getFirestore(app);
    const marker = db.doc(`benchMeta/seed`);
    const seen = (await marker.get()).data();
    if (seen?.count === count && seen.version === seedVersion) {
      const stored = (await db.collection(collections.foods).count().get()).data().count;
      if (stored === count) return { projectId, count, seconds: 0, reused: true };
    }
    await clearProject(projectId);
    const next = random(count);
    const docs = Array.from({ length: count }, (_, index) => food(index, next));
    const batches: (typeof docs)[] = [];
    for (let i = 0; i < docs.length; i += batchSize) batches.push(docs.slice(i, i + batchSize));
    for (let i = 0; i < batches.length; i += parallelBatches) {
      await Promise.all(
        batches.slice(i, i + parallelBatches).map((chunk, k) => {
          const batch = db.batch();
          chunk.forEach((doc, j) => {
            const id = `bench-${String((i + k) * batchSize + j).padStart(5, '0')}`;
            batch.set(db.doc(`${collections.foods}/${id}`), doc);
          });
          return batch.commit();
        }),
      );
    }
    await marker.set({ count, version: seedVersion });
    return { projectId, count, seconds: (Date.now() - started) / 1000, reused: false };
  } finally {
    await deleteApp(app);
  }
}
