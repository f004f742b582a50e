// Search at scale: 1,200 foods in a project of their own (never demo-foodtable), queried with
// exactly the plans the web runs (@shared food-queries). Firestore bills one read per document
// a query returns, so the documents returned are the reads: a search returns at most a page.
import { getApps, initializeApp } from 'firebase-admin/app';
import {
  Timestamp,
  getFirestore,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  categories,
  collections,
  countries,
  foodListPlan,
  matchesSearch,
  pageSizes,
  searchTokens,
  topSellingPlan,
  type FoodListFilter,
  type FoodQueryPlan,
} from '../../src/shared/index.js';
import { hosts } from '../support/emulators.js';

const scaleProject = 'demo-scale-search';
const app =
  getApps().find((existing) => existing.name === scaleProject) ??
  initializeApp({ projectId: scaleProject }, scaleProject);
const db = getFirestore(app);

const foodCount = 1200;
const adjectives = ['Spicy', 'Smoky', 'Golden', 'Crispy', 'Creamy', 'Tangy', 'Royal', 'Village'];
const dishes = [
  'Chicken Curry',
  'Beef Rezala',
  'Mutton Biryani',
  'Prawn Malai',
  'Fish Fry',
  'Vegetable Korma',
  'Lentil Soup',
  'Paneer Tikka',
  'Egg Paratha',
  'Mango Lassi',
  'Chicken Tikka',
  'Beef Kala Bhuna',
];
const needleIndex = 777;

interface ScaleFood {
  id: string;
  foodName: string;
  category: (typeof categories)[number];
  country: (typeof countries)[number];
  orderCount: number;
  createdAt: number;
}

const start = Date.UTC(2025, 0, 1);
const foods: ScaleFood[] = Array.from({ length: foodCount }, (_, i) => ({
  id: `scale-${String(i).padStart(4, '0')}`,
  foodName:
    i === needleIndex
      ? 'Saffron Kulfi Falooda'
      : `${adjectives[i % adjectives.length]} ${dishes[Math.floor(i / adjectives.length) % dishes.length]} ${i}`,
  category: categories[i % categories.length]!,
  country: countries[i % countries.length]!,
  orderCount: (i * 37) % 1000,
  createdAt: start + i * 60_000,
}));

/** The plan as an Admin SDK query: the same fields, operators, order and limit as the web's. */
function toQuery(plan: FoodQueryPlan, after?: QueryDocumentSnapshot): Query {
  let query: Query = db.collection(plan.collection);
  for (const { field, op, value } of plan.where) query = query.where(field, op, value);
  query = query.orderBy(plan.orderBy.field, plan.orderBy.direction).limit(plan.limit);
  return after ? query.startAfter(after) : query;
}

/** What the web does for a search: one query, then the words the query did not check. */
async function search(filter: FoodListFilter, after?: QueryDocumentSnapshot) {
  const plan = foodListPlan(filter);
  const snapshot = await toQuery(plan, after).get();
  const names = snapshot.docs
    .map((doc) => String(doc.get('foodName')))
    .filter((name) => plan.text === null || matchesSearch(name, plan.text));
  return { reads: snapshot.size, names, last: snapshot.docs.at(-1) };
}

/** The right answer, worked out from the seed in memory: newest first. */
function expected(filter: FoodListFilter): string[] {
  return foods
    .filter((food) => !filter.text || matchesSearch(food.foodName, filter.text))
    .filter((food) => !filter.category || food.category === filter.category)
    .filter((food) => !filter.country || food.country === filter.country)
    .sort((a, b) => b.createdAt - a.createdAt)
    .map((food) => food.foodName);
}

async function clearProject() {
  const response = await fetch(
    `http://${hosts.firestore}/emulator/v1/projects/${scaleProject}/databases/(default)/documents`,
    { method: 'DELETE' },
  );
  if (!response.ok) throw new Error(`Could not clear ${scaleProject}: ${response.status}`);
}

beforeAll(async () => {
  await clearProject();
  for (let from = 0; from < foods.length; from += 400) {
    const batch = db.batch();
    for (const food of foods.slice(from, from + 400)) {
      batch.set(db.doc(`${collections.foods}/${food.id}`), {
        foodName: food.foodName,
        imageURL: '/images/foods/biryani.svg',
        category: food.category,
        country: food.country,
        price: 10,
        quantity: 5,
        description: 'A food of the search scale test.',
        userName: 'Scale Cook',
        userEmail: 'scale@foodtable.test',
        ownerUid: 'scale-cook',
        orderCount: food.orderCount,
        createdAt: Timestamp.fromMillis(food.createdAt),
        // What onFoodWritten writes (it runs only for demo-foodtable).
        searchTerms: searchTokens(food.foodName),
        // The zero rating aggregate onFoodWritten would add (decision 130): no trigger write races the test.
        ratingCount: 0,
        ratingSum: 0,
        ratingAvg: 0,
      });
    }
    await batch.commit();
  }
}, 120_000);

afterAll(async () => {
  await clearProject();
});

describe(`search over ${foodCount} foods`, () => {
  it('holds all the foods it seeded', async () => {
    const count = await db.collection(collections.foods).count().get();
    expect(count.data().count).toBe(foodCount);
  });

  it('"chick" reads one page: the 12 newest of the 200 chicken dishes', async () => {
    expect(expected({ text: 'chick' })).toHaveLength(200);
    const page = await search({ text: 'chick' });
    expect(page.reads).toBe(pageSizes.foods);
    expect(page.names).toEqual(expected({ text: 'chick' }).slice(0, pageSizes.foods));
  });

  it('"icken", inside a word, reads one page: the 12 newest of the 200 chicken dishes', async () => {
    expect(expected({ text: 'icken' })).toHaveLength(200);
    const page = await search({ text: 'icken' });
    expect(page.reads).toBe(pageSizes.foods);
    expect(page.names).toEqual(expected({ text: 'icken' }).slice(0, pageSizes.foods));
    expect(page.names.every((name) => /chicken/i.test(name))).toBe(true);
  });

  it('"NEER" finds the paneer dishes in any case and reads at most a page', async () => {
    const page = await search({ text: 'NEER' });
    expect(page.reads).toBeLessThanOrEqual(pageSizes.foods);
    expect(page.names.length).toBeGreaterThan(0);
    expect(page.names).toEqual(expected({ text: 'neer' }).slice(0, pageSizes.foods));
    expect(page.names.every((name) => name.includes('Paneer'))).toBe(true);
  });

  it('two pieces from inside two words read at most a page, every result holding both', async () => {
    const page = await search({ text: 'oyal icke' });
    expect(page.reads).toBeLessThanOrEqual(pageSizes.foods);
    expect(page.names.length).toBeGreaterThan(0);
    expect(page.names.every((name) => name.startsWith('Royal Chicken'))).toBe(true);
  });

  it('the next page starts after the last food of the previous one, with no repeats', async () => {
    const first = await search({ text: 'Chicken' });
    const second = await search({ text: 'Chicken' }, first.last);
    expect(second.reads).toBe(pageSizes.foods);
    expect(second.names).toEqual(
      expected({ text: 'chicken' }).slice(pageSizes.foods, 2 * pageSizes.foods),
    );
  });

  it('a rare word finds its one food and reads one document', async () => {
    const page = await search({ text: 'KULF' });
    expect(page.names).toEqual(['Saffron Kulfi Falooda']);
    expect(page.reads).toBe(1);
  });

  it('a miss reads nothing', async () => {
    const page = await search({ text: 'pizza' });
    expect(page.names).toEqual([]);
    expect(page.reads).toBe(0);
  });

  it('several words: the longest is queried, the others filter that page', async () => {
    const page = await search({ text: 'royal chicken' });
    expect(page.reads).toBeLessThanOrEqual(pageSizes.foods);
    expect(page.names.length).toBeGreaterThan(0);
    const firstPage = expected({ text: 'chicken' }).slice(0, pageSizes.foods);
    expect(page.names).toEqual(firstPage.filter((name) => matchesSearch(name, 'royal chicken')));
  });

  it('search with category and country filters reads at most a page of the right foods', async () => {
    const filter: FoodListFilter = { text: 'beef', category: 'Seafood', country: 'India' };
    const page = await search(filter);
    expect(page.reads).toBeLessThanOrEqual(pageSizes.foods);
    expect(page.names).toEqual(expected(filter).slice(0, pageSizes.foods));
    expect(page.names.length).toBeGreaterThan(0);
  });

  it('the unfiltered list and the top sellers read one page each', async () => {
    const list = await search({});
    expect(list.reads).toBe(pageSizes.foods);
    expect(list.names).toEqual(expected({}).slice(0, pageSizes.foods));
    const top = await toQuery(topSellingPlan()).get();
    expect(top.size).toBe(pageSizes.topSelling);
    const counts = top.docs.map((doc) => Number(doc.get('orderCount')));
    const best = foods.map((food) => food.orderCount).sort((a, b) => b - a);
    expect(counts).toEqual(best.slice(0, pageSizes.topSelling));
  });
});
