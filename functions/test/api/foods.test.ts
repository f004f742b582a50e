// Contract tests of the food endpoints: status, shape, and the effect on Firestore.
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections, pageSizes, type Food } from '../../src/shared/index.js';
import { adminDb, eventually, type TestUser } from '../support/emulators.js';
import { call, makeFood, makeUser, readDoc, removeMade, track, unique } from './client.js';

const foodShape = {
  _id: expect.any(String),
  foodName: expect.any(String),
  imageURL: expect.any(String),
  category: expect.any(String),
  country: expect.any(String),
  price: expect.any(Number),
  // The kitchen's currency (a cook without a kitchen sells in dollars).
  currency: 'USD',
  quantity: expect.any(Number),
  description: expect.any(String),
  userName: expect.any(String),
  userEmail: expect.any(String),
  ownerUid: expect.any(String),
  orderCount: expect.any(Number),
  createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
  ratingAvg: expect.any(Number),
  ratingCount: expect.any(Number),
};

/** Each food's createdAt is not after the one before it. */
function newestFirst(foods: Food[]) {
  return foods.every(
    (food, i) => i === 0 || (food.createdAt ?? '') <= (foods[i - 1]?.createdAt ?? ''),
  );
}

/** What a list answers an old client that sends no ?limit=. */
const oldClientList = 100;

let owner: TestUser;
let other: TestUser;

beforeAll(async () => {
  [owner, other] = await Promise.all([makeUser('Food Owner'), makeUser('Other Diner')]);
});
afterAll(removeMade);

describe('GET /top-selling', () => {
  it('answers the 6 most ordered foods, most orders first, as documents with _id', async () => {
    // Counts above anything else in the database, so these 7 foods are the top of the list.
    const base = 2_000_000_000 + Math.floor(Math.random() * 1_000_000);
    const ids = await Promise.all(
      [0, 1, 2, 3, 4, 5, 6].map((i) => makeFood(owner, { orderCount: base + i })),
    );
    const { status, body } = await call<Food[]>('GET', '/top-selling');
    expect(status).toBe(200);
    expect(body).toHaveLength(pageSizes.topSelling);
    expect(body.map((food) => food._id)).toEqual(ids.slice(1).reverse());
    expect(body[0]).toEqual(foodShape);
    expect(body[0]).not.toHaveProperty('searchTerms');
  });
});

describe('GET /allFood', () => {
  it('answers one bounded page, newest first, and the next page after ?after=<last _id>', async () => {
    const mine: string[] = [];
    for (let i = 0; i < 3; i++) mine.push(await makeFood(owner));

    const total = (await adminDb.collection(collections.foods).count().get()).data().count;
    const first = await call<Food[]>('GET', '/allFood');
    expect(first.status).toBe(200);
    expect(first.body.length).toBeGreaterThan(0);
    // An old client cannot page: without ?limit= it gets up to 100 (decision 040).
    expect(first.body.length).toBeLessThanOrEqual(oldClientList);
    expect(first.body.length).toBeGreaterThanOrEqual(Math.min(total, oldClientList));
    expect(first.body[0]).toEqual(foodShape);
    expect(newestFirst(first.body)).toBe(true);

    const wide = await call<Food[]>('GET', '/allFood?limit=50');
    expect(wide.body.map((food) => food._id)).toEqual(expect.arrayContaining(mine));

    const pageOne = await call<Food[]>('GET', '/allFood?limit=2');
    const last = pageOne.body.at(-1);
    expect(pageOne.body).toHaveLength(2);
    const pageTwo = await call<Food[]>('GET', `/allFood?limit=2&after=${last?._id}`);
    expect(pageTwo.status).toBe(200);
    expect(pageTwo.body.length).toBeGreaterThan(0);
    const ids = [...pageOne.body, ...pageTwo.body].map((food) => food._id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(newestFirst([...pageOne.body, ...pageTwo.body])).toBe(true);
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['limit=abc', 'limit'],
    ['limit=2.5', 'limit'],
    ['after=no-such-food-here', 'after'],
    ['after=a%2Fb', 'after'],
  ])('refuses ?%s with 400 naming %s', async (query, field) => {
    const { status, body } = await call('GET', `/allFood?${query}`);
    expect(status).toBe(400);
    expect(body).toEqual({ error: expect.any(String), fields: { [field]: expect.any(String) } });
  });
});

describe('GET /search-food', () => {
  it('finds a food by the start of any word, in any case, and checks every word typed', async () => {
    const word = `zq${unique()}`;
    const id = await makeFood(owner, { foodName: `Smoky ${word} Curry` });

    const byPrefix = await call<Food[]>(
      'GET',
      `/search-food?foodName=${word.slice(0, 6).toUpperCase()}`,
    );
    expect(byPrefix.status).toBe(200);
    expect(byPrefix.body.map((food) => food._id)).toContain(id);
    expect(byPrefix.body[0]).toEqual(foodShape);

    const twoWords = await call<Food[]>('GET', `/search-food?foodName=curr%20${word}`);
    expect(twoWords.body.map((food) => food._id)).toEqual([id]);

    const miss = await call<Food[]>('GET', `/search-food?foodName=${word}%20tikka`);
    expect(miss.status).toBe(200);
    expect(miss.body).toEqual([]);
  });

  it('answers a bounded page for an empty search, and refuses a search text over 100 characters', async () => {
    const empty = await call<Food[]>('GET', '/search-food?foodName=');
    expect(empty.status).toBe(200);
    expect(empty.body.length).toBeLessThanOrEqual(oldClientList);
    expect(empty.body.length).toBeGreaterThan(0);

    // No letter or digit: no piece of any name, so nothing (not the whole list).
    const punctuation = await call<Food[]>('GET', '/search-food?foodName=%21%21');
    expect(punctuation.status).toBe(200);
    expect(punctuation.body).toEqual([]);

    const long = await call('GET', `/search-food?foodName=${'a'.repeat(101)}`);
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ fields: { foodName: expect.any(String) } });
  });
});

describe('GET /single-food/{id}', () => {
  it('answers one food to a signed-in caller, 404 for an unknown or malformed id', async () => {
    const id = await makeFood(owner, { price: 4.25, quantity: 7 });
    const found = await call<Food>('GET', `/single-food/${id}`, { as: other });
    expect(found.status).toBe(200);
    expect(found.body).toEqual({ ...foodShape, _id: id, price: 4.25, quantity: 7 });

    expect((await call('GET', '/single-food/no-such-food', { as: other })).status).toBe(404);
    expect((await call('GET', '/single-food/..%2Fusers%2Fx', { as: other })).status).toBe(404);
  });

  it('carries the rating aggregate; a damaged one reads as unrated, never NaN', async () => {
    const rated = await makeFood(owner);
    await adminDb
      .doc(`${collections.foods}/${rated}`)
      .update({ ratingCount: 4, ratingSum: 18, ratingAvg: 4.5 });
    const damaged = await makeFood(owner);
    await adminDb
      .doc(`${collections.foods}/${damaged}`)
      .update({ ratingCount: 'four', ratingSum: 18, ratingAvg: 'NaN' });
    const answer = async (id: string) =>
      (await call<Food>('GET', `/single-food/${id}`, { as: other })).body;
    expect(await answer(rated)).toMatchObject({ ratingAvg: 4.5, ratingCount: 4 });
    expect(await answer(damaged)).toMatchObject({ ratingAvg: 0, ratingCount: 0 });
  });
});

describe('GET /findEmail/{foodId}', () => {
  it('gives the owner their own e-mail, and anyone else only that they are not the owner', async () => {
    const id = await makeFood(owner);
    const asOwner = await call('GET', `/findEmail/${id}`, { as: owner });
    expect(asOwner.status).toBe(200);
    expect(asOwner.body).toEqual({ _id: id, userEmail: owner.email, isOwner: true });

    const asOther = await call('GET', `/findEmail/${id}`, { as: other });
    expect(asOther.status).toBe(200);
    expect(asOther.body).toEqual({ _id: id, userEmail: null, isOwner: false });

    expect((await call('GET', '/findEmail/no-such-food', { as: other })).status).toBe(404);
  });
});

describe('POST /myFoods', () => {
  it("lists a food with the caller as owner and orderCount 0, whatever the old client's keys say", async () => {
    const foodName = `Posted ${unique()} Pulao`;
    const { status, body } = await call<{ acknowledged: boolean; insertedId: string }>(
      'POST',
      '/myFoods',
      {
        as: owner,
        body: {
          foodName,
          imageURL: 'https://example.com/pulao.png',
          category: 'Rice Dishes',
          country: 'Afganistan',
          price: 11.5,
          quantity: 4,
          description: 'Posted by an old client.',
          userEmail: owner.email.toUpperCase(),
          userName: 'Someone Else',
          orderCount: 0,
        },
      },
    );
    expect(status).toBe(200);
    expect(body).toEqual({ acknowledged: true, insertedId: expect.any(String) });
    track(`${collections.foods}/${body.insertedId}`);

    const stored = await readDoc(`${collections.foods}/${body.insertedId}`);
    expect(stored).toMatchObject({
      foodName,
      price: 11.5,
      quantity: 4,
      country: 'Afganistan',
      userName: owner.displayName,
      userEmail: owner.email,
      ownerUid: owner.uid,
      orderCount: 0,
    });
    expect(stored?.createdAt).toBeInstanceOf(Timestamp);

    // onFoodWritten adds the search terms: the new food becomes searchable.
    const search = await eventually(
      () => call<Food[]>('GET', `/search-food?foodName=${encodeURIComponent(foodName)}`),
      (answer) => answer.body.some((food) => food._id === body.insertedId),
    );
    expect(search.body.map((food) => food._id)).toContain(body.insertedId);
  });
});

describe('POST /myFoods with a declaration (allergens and diet)', () => {
  const oldFood = () => ({
    foodName: `Declared ${unique()} Machher Jhol`,
    imageURL: '/images/foods/biryani.svg',
    category: 'Seafood',
    country: 'Bangladesh',
    price: '9.50',
    quantity: '3',
    description: 'Rohu in a thin cumin gravy.',
  });
  const declaration = {
    allergens: ['fish', 'mustard'],
    mayContain: ['crustaceans'],
    ingredients: 'Rohu, potato, mustard oil, cumin, turmeric.',
    diet: 'non-veg',
    dietTags: ['halal'],
  };

  it('stores the five fields and returns them on the food; an old client without them still lists', async () => {
    const { status, body } = await call<{ insertedId: string }>('POST', '/myFoods', {
      as: owner,
      body: { ...oldFood(), ...declaration },
    });
    expect(status).toBe(200);
    track(`${collections.foods}/${body.insertedId}`);
    expect(await readDoc(`${collections.foods}/${body.insertedId}`)).toMatchObject(declaration);
    const single = await call<Food>('GET', `/single-food/${body.insertedId}`, { as: other });
    expect(single.body).toMatchObject({ ...declaration, ...foodShape });

    const undeclared = await call<{ insertedId: string }>('POST', '/myFoods', {
      as: owner,
      body: oldFood(),
    });
    expect(undeclared.status).toBe(200);
    track(`${collections.foods}/${undeclared.body.insertedId}`);
    const stored = await readDoc(`${collections.foods}/${undeclared.body.insertedId}`);
    for (const field of Object.keys(declaration)) expect(stored).not.toHaveProperty(field);
    const shown = await call<Food>('GET', `/single-food/${undeclared.body.insertedId}`, {
      as: other,
    });
    expect(shown.body).toEqual(foodShape);
    for (const field of Object.keys(declaration)) expect(shown.body).not.toHaveProperty(field);
  });

  it.each([
    ['an allergen not of the 14', { allergens: ['pollen'] }, 'allergens'],
    ['an allergen twice', { allergens: ['fish', 'fish'] }, 'allergens'],
    ['allergens as text', { allergens: 'fish' }, 'allergens'],
    ['mayContain not of the 14', { mayContain: ['shellfish'] }, 'mayContain'],
    ['mayContain repeating allergens', { mayContain: ['fish'] }, 'mayContain'],
    ['empty ingredients', { ingredients: '  ' }, 'ingredients'],
    ['ingredients over 1000', { ingredients: 'x'.repeat(1001) }, 'ingredients'],
    ['an unknown diet', { diet: 'pescatarian' }, 'diet'],
    ['diet veg with fish', { diet: 'veg' }, 'diet'],
    ['diet egg with fish', { diet: 'egg' }, 'diet'],
    ['an unknown tag', { dietTags: ['kosher'] }, 'dietTags'],
    ['vegan on a non-veg dish', { dietTags: ['vegan'] }, 'dietTags'],
    ['half a declaration', { mayContain: undefined, dietTags: undefined }, 'mayContain'],
  ])('answers 400 naming the field for %s, and lists nothing', async (_name, change, field) => {
    const food = { ...oldFood(), ...declaration, ...change };
    const { status, body } = await call<{ error: string; fields: Record<string, string> }>(
      'POST',
      '/myFoods',
      { as: owner, body: JSON.parse(JSON.stringify(food)) as Record<string, unknown> },
    );
    expect(status).toBe(400);
    expect(body.fields).toHaveProperty(field);
    expect(typeof body.fields[field]).toBe('string');
    const listed = await adminDb
      .collection(collections.foods)
      .where('foodName', '==', food.foodName)
      .count()
      .get();
    expect(listed.data().count).toBe(0);
  });
});

describe('GET /my-added-food/{email}', () => {
  it("lists the caller's own foods only, newest first, one bounded page at a time", async () => {
    const lister = await makeUser('Lister');
    const older = await makeFood(lister);
    const newer = await makeFood(lister);
    await makeFood(other);

    const all = await call<Food[]>('GET', `/my-added-food/${lister.email.toUpperCase()}`, {
      as: lister,
    });
    expect(all.status).toBe(200);
    expect(all.body.map((food) => food._id)).toEqual([newer, older]);
    expect(all.body[0]).toEqual({ ...foodShape, ownerUid: lister.uid, userEmail: lister.email });

    const pageOne = await call<Food[]>('GET', `/my-added-food/${lister.email}?limit=1`, {
      as: lister,
    });
    const pageTwo = await call<Food[]>(
      'GET',
      `/my-added-food/${lister.email}?limit=1&after=${newer}`,
      { as: lister },
    );
    expect(pageOne.body.map((food) => food._id)).toEqual([newer]);
    expect(pageTwo.body.map((food) => food._id)).toEqual([older]);
  });
});

describe('DELETE /allspot/{foodId}', () => {
  it('deletes the caller’s own food once; a second delete finds nothing', async () => {
    const id = await makeFood(owner);
    const first = await call('DELETE', `/allspot/${id}`, { as: owner });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ acknowledged: true, deletedCount: 1 });
    expect(await readDoc(`${collections.foods}/${id}`)).toBeNull();

    const again = await call('DELETE', `/allspot/${id}`, { as: owner });
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ acknowledged: true, deletedCount: 0 });
  });
});
