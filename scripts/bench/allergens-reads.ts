// /allFood's Diet and Free from filters at 10,000 dishes (decision 150), without a
// browser: the web's own query plans (@shared foodListPlan) run with the Admin SDK against the
// running Firestore emulator, in a project of their own (demo-bench-allergens). Firestore bills
// one read per document a query returns (one for an empty answer), so the reads of a page are
// the documents its query returned.
//   The dishes: newest first, the newest two thirds contain or may contain peanuts (the worst
//   order for filtering a page after reading it), the oldest third is declared free of them;
//   about a quarter are Veg, spread through; one in ten is not declared at all.
//   tsx scripts/bench/allergens-reads.ts   (needs the emulators), or npm run bench -- --allergens
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { Timestamp, getFirestore, type Query } from 'firebase-admin/firestore';
import {
  foodListPlan,
  pageSizes,
  searchTokens,
  type FoodListFilter,
} from '../../functions/src/shared/index.js';
import { filterKeysField, type FoodDeclaration } from '../../functions/src/shared/declaration.js';
import { filterKeysOf } from '../../functions/src/shared/declaration-text.js';

const projectId = 'demo-bench-allergens';
const count = 10_000;
const seedVersion = 1;
const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';

interface Row {
  name: string;
  goal: number;
  limit: number;
  value: number;
  aside: string;
}

function declarationOf(index: number): FoodDeclaration | null {
  if (index % 10 === 9) return null;
  const newer = index < (count * 2) / 3;
  const diet = index % 4 === 0 ? 'veg' : index % 4 === 1 ? 'egg' : 'non-veg';
  return {
    allergens: [
      ...(diet === 'egg' ? (['eggs'] as const) : []),
      ...(diet === 'non-veg' ? (['fish'] as const) : []),
      ...(newer && index % 2 === 0 ? (['peanuts'] as const) : []),
      'milk',
    ],
    mayContain: newer && index % 2 === 1 ? ['peanuts'] : [],
    ingredients: 'Generated for the benchmark.',
    diet,
    dietTags: [],
  };
}

function dish(index: number) {
  const foodName = `Bench Dish ${index + 1}`;
  const declaration = declarationOf(index);
  return {
    foodName,
    imageURL: '/images/foods/dal-makhani.svg',
    category: 'Curries and Gravies',
    country: 'India',
    price: 5,
    quantity: 10,
    description: 'Generated for the allergens benchmark.',
    userName: 'Bench Cook',
    userEmail: 'cook@bench.test',
    ownerUid: 'bench-cook',
    orderCount: 0,
    createdAt: Timestamp.fromMillis(Date.now() - (index + 1) * 60_000),
    searchTerms: searchTokens(foodName),
    ratingCount: 0,
    ratingSum: 0,
    ratingAvg: index % 7 === 0 ? 4.5 : 0,
    ...(declaration ? { ...declaration, [filterKeysField]: filterKeysOf({ ...declaration }) } : {}),
  };
}

async function seed(db: FirebaseFirestore.Firestore): Promise<boolean> {
  const marker = db.doc('benchMeta/allergens');
  const known = await marker.get();
  if (known.get('version') === seedVersion && known.get('count') === count) return false;
  await fetch(
    `http://${firestoreHost}/emulator/v1/projects/${projectId}/databases/(default)/documents`,
    { method: 'DELETE' },
  );
  for (let start = 0; start < count; start += 2000) {
    await Promise.all(
      [0, 500, 1000, 1500].map(async (offset) => {
        const batch = db.batch();
        for (let i = start + offset; i < Math.min(start + offset + 500, count); i++) {
          batch.set(db.doc(`foods/bench-${String(i).padStart(5, '0')}`), dish(i));
        }
        await batch.commit();
      }),
    );
  }
  await marker.set({ version: seedVersion, count });
  return true;
}

/** Reads of one page of the plan (after `after`, when given): the documents returned, at least 1. */
async function pageReads(
  db: FirebaseFirestore.Firestore,
  filter: FoodListFilter,
  after?: FirebaseFirestore.QueryDocumentSnapshot,
) {
  const plan = foodListPlan(filter);
  let query: Query = db.collection(plan.collection);
  for (const { field, op, value } of plan.where) query = query.where(field, op, value);
  query = query.orderBy(plan.orderBy.field, plan.orderBy.direction).limit(plan.limit);
  if (after) query = query.startAfter(after);
  const page = await query.get();
  return { reads: Math.max(1, page.size), docs: page.docs };
}

export async function allergenRows(log: (text: string) => void = console.log) {
  process.env.FIRESTORE_EMULATOR_HOST ??= firestoreHost;
  const app = initializeApp({ projectId }, `allergens-${Date.now()}`);
  const rows: Row[] = [];
  const notes: string[] = [];
  try {
    const db = getFirestore(app);
    const started = Date.now();
    if (await seed(db))
      log(`seeded ${count} dishes in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    const total = (await db.collection('foods').count().get()).data().count;
    const free = (
      await db
        .collection('foods')
        .where(`${filterKeysField}.free_peanuts`, '==', true)
        .count()
        .get()
    ).data().count;
    const veg = (
      await db.collection('foods').where(`${filterKeysField}.veg`, '==', true).count().get()
    ).data().count;
    const size = pageSizes.foods;
    const cases: [string, FoodListFilter, number][] = [
      ['Free from: Peanuts, first page', { freeFrom: ['peanuts'] }, 3 * size],
      ['Diet: Veg, first page', { diet: 'veg' }, size + 1],
      ['Free from: Peanuts, Top rated', { freeFrom: ['peanuts'], sort: 'top-rated' }, 3 * size],
      [
        'Diet: Veg + Free from: Peanuts, Sesame',
        { diet: 'veg', freeFrom: ['peanuts', 'sesame'] },
        3 * size,
      ],
    ];
    for (const [name, filter, limit] of cases) {
      const first = await pageReads(db, filter);
      const second = await pageReads(db, filter, first.docs.at(-1));
      rows.push({
        name: `/allFood reads at 10,000 dishes: ${name}`,
        goal: limit,
        limit,
        value: first.reads,
        aside: `${first.docs.length} shown; the next page ${second.reads} reads`,
      });
    }
    notes.push(
      `Allergens bench (demo-bench-allergens): ${total} dishes, ${free} declared free of peanuts (${Math.round((100 * free) / total)} %, all older than the rest), ${veg} Veg; page size ${size}. A page's reads are the documents its query returned (decision 150).`,
    );
  } finally {
    await deleteApp(app);
  }
  return { rows, notes };
}

// Run alone: tsx scripts/bench/allergens-reads.ts
if (import.meta.url === `file://${process.argv[1]}`) {
  const { rows, notes } = await allergenRows();
  for (const row of rows) console.log(`${row.name}: ${row.value} (≤ ${row.limit}; ${row.aside})`);
  for (const note of notes) console.log(note);
}
