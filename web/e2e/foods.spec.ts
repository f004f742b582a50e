import type { Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { fillDeclaration, pulao } from './support/declaration';
import { FieldValue } from 'firebase-admin/firestore';
import {
  collections,
  messages,
  pageSizes,
  searchTokens,
} from '../../functions/src/shared/index.js';
import { filterKeysField, type FoodDeclaration } from '../../functions/src/shared/declaration.js';
import { filterKeysOf } from '../../functions/src/shared/declaration-text.js';
import {
  adminDb,
  type Account,
  deleteDialog,
  expect,
  openUserMenu,
  startSignedIn,
  test,
  waitForApp,
} from './support/fixtures';

/**
 * Counts the Firestore documents the page reads, per collection, from the emulator's answers
 * to the SDK's runQuery and batchGet calls: Firestore bills one read per document returned.
 */
function trackReads(page: Page) {
  const pending: Promise<{ collection: string; docs: number }>[] = [];
  page.on('requestfinished', (request) => {
    const url = request.url();
    if (request.method() !== 'POST' || !/:8080\/v1\/.*documents:(runQuery|batchGet)/.test(url))
      return;
    pending.push(
      (async () => {
        const body = (await (await request.response())?.json()) as {
          document?: { name: string };
          found?: { name: string };
        }[];
        const rows = body.map((row) => row.document ?? row.found).filter((doc) => doc);
        const collection =
          /"collectionId":"(\w+)"/.exec(request.postData() ?? '')?.[1] ??
          /documents\/(\w+)\//.exec(rows[0]?.name ?? '')?.[1] ??
          'unknown';
        return { collection, docs: rows.length };
      })(),
    );
  });
  return {
    /** Documents of `collection` read since the last call. */
    async take(collection: string): Promise<number> {
      const done = await Promise.all(pending.splice(0));
      return done
        .filter((read) => read.collection === collection)
        .reduce((sum, read) => sum + read.docs, 0);
    },
  };
}

// Read cards with allTextContents, not allInnerTexts: a card below the fold
// (content-visibility: auto) or one not yet rendered has an empty innerText.
const menuCards = (page: Page) => page.getByRole('region', { name: 'Menu' }).getByRole('article');

/** A seed food's card, found by its link: other tests may list foods with the same name. */
const seedCard = (page: Page, id: string) =>
  menuCards(page).filter({ has: page.locator(`a[href="/singleFood/${id}"]`) });

test.describe('browsing the menu', () => {
  test('home → all food → search (hit, miss, reset) → load more → detail', async ({
    page,
    account,
  }) => {
    const reads = trackReads(page);

    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Delicious Recipes' })).toBeVisible();
    const topSelling = page.getByRole('region', { name: 'Top selling food' });
    const topCards = topSelling.getByRole('article');
    await expect(topCards).toHaveCount(pageSizes.topSelling);
    await expect(topCards.first()).toContainText(/Category: \S/);
    const counts = (await topCards.allTextContents()).map((text) => {
      const match = /(\d+) orders?/.exec(text);
      expect(match, `an order count in ${text}`).not.toBeNull();
      return Number(match?.[1]);
    });
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const homeReads = await reads.take(collections.foods);
    // One query: exactly the six foods shown, nothing else of the collection.
    expect(homeReads).toBe(pageSizes.topSelling);
    test
      .info()
      .annotations.push({ type: 'foods read by the home page', description: `${homeReads}` });

    await topSelling.getByRole('link', { name: 'See all' }).click();
    await expect(page).toHaveURL('/allFood');
    await expect(page).toHaveTitle('FoodTable | All Food');
    await expect(menuCards(page)).toHaveCount(pageSizes.foods);
    await reads.take(collections.foods);

    const search = page.getByPlaceholder('Search food...');
    await search.fill('chick');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL('/allFood?q=chick');
    await expect(seedCard(page, 'seed-butter-chicken')).toBeVisible();
    for (const name of await menuCards(page).getByRole('heading').allTextContents())
      expect(name).toMatch(/\bchick/i);
    const searchReads = await reads.take(collections.foods);
    // At most one page, and at least the foods shown (so the count saw the query).
    expect(searchReads).toBeLessThanOrEqual(pageSizes.foods);
    expect(searchReads).toBeGreaterThanOrEqual(await menuCards(page).count());
    test
      .info()
      .annotations.push({ type: 'foods read by one search', description: `${searchReads}` });

    await search.fill('zzqx nothing');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'No food found' })).toBeVisible();
    await expect(menuCards(page)).toHaveCount(0);

    // The search is in the address: back shows the previous results again.
    await page.goBack();
    await expect(page).toHaveURL('/allFood?q=chick');
    await expect(page.getByPlaceholder('Search food...')).toHaveValue('chick');
    await expect(seedCard(page, 'seed-butter-chicken')).toBeVisible();

    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(page).toHaveURL('/allFood');
    await expect(page.getByPlaceholder('Search food...')).toHaveValue('');
    await expect(menuCards(page)).toHaveCount(pageSizes.foods);

    await page.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => menuCards(page).count()).toBeGreaterThan(pageSizes.foods);
    expect(await menuCards(page).count()).toBeLessThanOrEqual(2 * pageSizes.foods);

    await page.getByPlaceholder('Search food...').fill('butter chicken');
    await page.getByRole('button', { name: 'Search' }).click();
    const butterChicken = seedCard(page, 'seed-butter-chicken');
    await expect(butterChicken).toContainText('$14.00');
    await butterChicken.getByRole('link', { name: 'View Details' }).click();

    // The detail page is for signed-in users: sign in, and come back to it.
    await expect(page).toHaveURL(/\/login\?from=%2FsingleFood%2Fseed-butter-chicken$/);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL('/singleFood/seed-butter-chicken');
    await expect(page.getByRole('heading', { level: 1, name: 'Butter Chicken' })).toBeVisible();
    for (const text of ['Curries and Gravies', 'India', 'Alice Rahman', '$14.00', 'Made by'])
      await expect(page.getByRole('main').getByText(text).first()).toBeVisible();
    await expect(page.getByText(/^\d+ available$|^Out of stock$/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Purchase Now' })).toHaveAttribute(
      'href',
      '/foodPurchase/seed-butter-chicken',
    );
  });

  test('search finds a piece inside a word, in any case: "icken", "NEER"; "zzqq" finds nothing; Reset clears', async ({
    page,
  }) => {
    const reads = trackReads(page);
    await page.goto('/allFood');
    await expect(menuCards(page)).toHaveCount(pageSizes.foods);
    await reads.take(collections.foods);

    const search = page.getByPlaceholder('Search food...');
    await search.fill('icken');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL('/allFood?q=icken');
    for (const id of [
      'seed-butter-chicken',
      'seed-chicken-biryani',
      'seed-tandoori-chicken',
      'seed-chicken-tikka',
    ])
      await expect(seedCard(page, id)).toBeVisible();
    for (const name of await menuCards(page).getByRole('heading').allTextContents())
      expect(name).toMatch(/icken/i);
    const searchReads = await reads.take(collections.foods);
    expect(searchReads).toBeLessThanOrEqual(pageSizes.foods);
    expect(searchReads).toBeGreaterThanOrEqual(await menuCards(page).count());
    test.info().annotations.push({ type: 'foods read by "icken"', description: `${searchReads}` });

    await search.fill('NEER');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/allFood?q=NEER');
    await expect(seedCard(page, 'seed-palak-paneer')).toBeVisible();

    await search.fill('zzqq');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'No food found' })).toBeVisible();
    await expect(
      page.getByText('Nothing on the menu matches “zzqq”.', { exact: false }),
    ).toBeVisible();
    await expect(menuCards(page)).toHaveCount(0);

    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(page).toHaveURL('/allFood');
    await expect(search).toHaveValue('');
    await expect(menuCards(page)).toHaveCount(pageSizes.foods);
    await expect(page.getByRole('button', { name: 'Reset' })).toBeDisabled();
  });

  test('a category and country filter narrows the menu and stays in the address', async ({
    page,
  }) => {
    await page.goto('/allFood');
    // A choice in a select is the app's to act on: wait until it has taken the page over.
    await waitForApp(page);
    await page.getByLabel('Category').selectOption('Curries and Gravies');
    await expect(page).toHaveURL('/allFood?category=Curries+and+Gravies');
    await page.getByLabel('Country').selectOption('India');
    await expect(page).toHaveURL('/allFood?category=Curries+and+Gravies&country=India');
    await expect(seedCard(page, 'seed-butter-chicken')).toBeVisible();
    for (const text of await menuCards(page).allTextContents())
      expect(text).toContain('Category: Curries and Gravies');
    await page.reload();
    await expect(page.getByLabel('Category')).toHaveValue('Curries and Gravies');
    await expect(seedCard(page, 'seed-butter-chicken')).toBeVisible();
  });

  test('a failed load shows an inline error, and Retry loads the menu', async ({ page }) => {
    const queries = /documents:runQuery/;
    await page.route(queries, (route) => route.abort('connectionrefused'));
    await page.goto('/allFood');
    const error = page.getByRole('alert').filter({ hasText: 'We could not load the menu.' });
    await expect(error).toBeVisible();
    await expect(menuCards(page)).toHaveCount(0);
    await page.unroute(queries);
    await error.getByRole('button', { name: 'Retry' }).click();
    await expect(menuCards(page)).toHaveCount(pageSizes.foods);
    await expect(error).toBeHidden();
  });

  test('a failed top-selling read on the home page shows an inline error, and Retry loads it', async ({
    page,
  }) => {
    const queries = /documents:runQuery/;
    await page.route(queries, (route) => route.abort('connectionrefused'));
    await page.goto('/');
    const topSelling = page.getByRole('region', { name: 'Top selling food' });
    const error = topSelling
      .getByRole('alert')
      .filter({ hasText: 'We could not load the top selling food.' });
    await expect(error).toBeVisible();
    await page.unroute(queries);
    await error.getByRole('button', { name: 'Retry' }).click();
    await expect(topSelling.getByRole('article')).toHaveCount(pageSizes.topSelling);
    await expect(error).toBeHidden();
  });

  test('an unknown food shows Not Found, not a crash', async ({ page, account }) => {
    await startSignedIn(page, account, '/singleFood/no-such-food');
    await expect(page.getByRole('heading', { name: 'Not Found!' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse all food' })).toBeVisible();
  });
});

/**
 * A food of `owner`'s as the add form lists it (the 17 keys of createFood, declared as a
 * truthful Kabuli pulao) with what onFoodWritten derives: for the update and delete journeys.
 */
async function listPulao(owner: Account, foodName: string) {
  const declaration: FoodDeclaration = {
    allergens: ['tree-nuts'],
    mayContain: [],
    ingredients: pulao.ingredients,
    diet: 'non-veg',
    dietTags: ['halal'],
  };
  const ref = await adminDb.collection(collections.foods).add({
    foodName,
    imageURL: '/images/foods/kabuli-pulao.svg',
    category: 'Rice Dishes',
    country: 'Afganistan',
    price: 8.75,
    quantity: 6,
    description: 'Rice with carrots, raisins and lamb.',
    ...declaration,
    userName: owner.displayName,
    userEmail: owner.email,
    ownerUid: owner.uid,
    orderCount: 0,
    createdAt: FieldValue.serverTimestamp(),
    searchTerms: searchTokens(foodName),
    [filterKeysField]: filterKeysOf({ ...declaration }),
    ratingCount: 0,
    ratingSum: 0,
    ratingAvg: 0,
  });
  return ref.id;
}

test.describe('managing my food', () => {
  test.afterEach(async ({ account }) => {
    // A failed run must not leave its food behind on the shared menu.
    const left = await adminDb
      .collection(collections.foods)
      .where('ownerUid', '==', account.uid)
      .get();
    await Promise.all(left.docs.map((doc) => doc.ref.delete()));
  });

  test('add: the form shows me as its owner and says every validation message', async ({
    page,
    account,
  }) => {
    await startSignedIn(page, account);
    await openUserMenu(page, 'Add a food item');
    await expect(page).toHaveURL('/addFoodItem');

    await expect(page.getByLabel('User Name')).toHaveValue(account.displayName);
    await expect(page.getByLabel('User Name')).toHaveAttribute('readonly', '');
    await expect(page.getByLabel('User Email')).toHaveValue(account.email);
    await expect(page.getByLabel('User Email')).toHaveAttribute('readonly', '');

    const add = page.getByRole('button', { name: 'Add Item' });
    await add.click();
    for (const text of [
      messages.foodNameRequired,
      messages.imageUrlRequired,
      messages.quantityRequired,
      messages.priceRequired,
      messages.fieldRequired,
    ])
      await expect(page.getByText(text, { exact: true })).toBeVisible();
    // Category and country each say it.
    await expect(page.getByText(messages.selectOne, { exact: true })).toHaveCount(2);

    await page.getByLabel('Food Name').fill(`Kabuli Pulao ${randomUUID().slice(0, 8)}`);
    await page.getByLabel('Image URL').fill('javascript:alert(1)');
    await page.getByLabel('Category').selectOption('Rice Dishes');
    await page.getByLabel('Country').selectOption('Afganistan');
    await page.getByLabel('Price').fill('8.75');
    await page.getByLabel('Quantity').fill('six');
    await page.getByLabel('Description').fill('Rice with carrots, raisins and lamb.');
    await add.click();
    await expect(page.getByText(messages.invalidUrl)).toBeVisible();
    await expect(page.getByText(messages.wholeNumber)).toBeVisible();
  });

  test('add: a valid form lists the food as the contract stores it, clears, and the menu search finds it', async ({
    page,
    account,
  }) => {
    const tag = randomUUID().slice(0, 8);
    const name = `Kabuli Pulao ${tag}`;
    await startSignedIn(page, account, '/addFoodItem');
    await page.getByLabel('Food Name').fill(name);
    await page.getByLabel('Image URL').fill('/images/foods/kabuli-pulao.svg');
    await page.getByLabel('Category').selectOption('Rice Dishes');
    await page.getByLabel('Country').selectOption('Afganistan');
    await page.getByLabel('Price').fill('8.75');
    await page.getByLabel('Quantity').fill('6');
    await page.getByLabel('Description').fill('Rice with carrots, raisins and lamb.');
    await fillDeclaration(page, pulao);
    const add = page.getByRole('button', { name: 'Add Item' });
    await add.click();

    // The popup and the button's 3 s cool-down, read together in the page as the popup shows
    // (a check from the test, after it, may come when a busy machine has let the 3 s pass).
    await page.waitForFunction((text) => {
      const button = [...document.querySelectorAll('button')].find(
        (element) => element.textContent?.trim() === 'Add Item',
      );
      return document.body.innerText.includes(text) && button?.disabled === true;
    }, messages.foodAdded);
    await expect(page.getByText(messages.foodAdded)).toBeVisible();
    await expect(page.getByLabel('Food Name')).toHaveValue('');
    await expect(page.getByLabel('Category')).toHaveValue('0');

    // While the button cools down: what was stored.
    const stored = await adminDb
      .collection(collections.foods)
      .where('ownerUid', '==', account.uid)
      .get();
    expect(stored.size).toBe(1);
    // Exactly the contract's 17 keys (searchTerms, the filter keys, the zero rating aggregate
    // and the kitchen's currency are the trigger's, which may be there already).
    const derived = [
      'searchTerms',
      'filterKeys',
      'ratingCount',
      'ratingSum',
      'ratingAvg',
      'currency',
    ];
    expect(
      Object.keys(stored.docs[0]?.data() ?? {})
        .filter((key) => !derived.includes(key))
        .sort(),
    ).toEqual([
      'allergens',
      'category',
      'country',
      'createdAt',
      'description',
      'diet',
      'dietTags',
      'foodName',
      'imageURL',
      'ingredients',
      'mayContain',
      'orderCount',
      'ownerUid',
      'price',
      'quantity',
      'userEmail',
      'userName',
    ]);
    expect(stored.docs[0]?.data()).toMatchObject({
      foodName: name,
      category: 'Rice Dishes',
      country: 'Afganistan',
      price: 8.75,
      quantity: 6,
      userName: account.displayName,
      userEmail: account.email,
      orderCount: 0,
    });
    // onFoodWritten gives it search terms: once it has, the menu search finds it by a word of
    // its name.
    const food = stored.docs[0]!.ref;
    await expect
      .poll(async () => (await food.get()).get('searchTerms'), {
        intervals: [100, 250],
        timeout: 30_000,
      })
      .toBeDefined();
    await expect(add).toBeEnabled({ timeout: 6_000 });
    await page.goto(`/allFood?q=${tag}`);
    await expect(menuCards(page).filter({ hasText: name })).toBeVisible();
  });

  test('update: My added food lists my food; its form shows it, asks for a price, and saves', async ({
    page,
    account,
  }) => {
    const name = `Kabuli Pulao ${randomUUID().slice(0, 8)}`;
    await listPulao(account, name);
    await startSignedIn(page, account);
    await openUserMenu(page, 'My added food items');
    await expect(page).toHaveURL('/myAddedFood');
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('$8.75');
    await expect(row).toContainText(/Just now|1 minute/);

    await row.getByRole('link', { name: `Update ${name}` }).click();
    await expect(page.getByLabel('Food Name')).toHaveValue(name);
    await expect(page.getByLabel('Price')).toHaveValue('8.75');
    await expect(page.getByLabel('Country')).toHaveValue('Afganistan');
    await page.getByLabel('Food Name').fill(`${name} Deluxe`);
    await page.getByLabel('Price').fill('');
    await page.getByRole('button', { name: 'Update Item' }).click();
    await expect(page.getByText(messages.priceRequired)).toBeVisible();
    await page.getByLabel('Price').fill('9.5');
    await page.getByRole('button', { name: 'Update Item' }).click();
    await expect(page.getByText(messages.foodUpdated)).toBeVisible();
    await expect(page).toHaveURL('/myAddedFood');
    const updated = page.getByRole('row').filter({ hasText: `${name} Deluxe` });
    await expect(updated).toContainText('$9.50');
  });

  test('delete from My added food: Cancel keeps it, then confirmed it is gone', async ({
    page,
    account,
  }) => {
    const name = `Kabuli Pulao ${randomUUID().slice(0, 8)} Deluxe`;
    await listPulao(account, name);
    await startSignedIn(page, account, '/myAddedFood');
    const row = page.getByRole('row').filter({ hasText: name });
    await row.getByRole('button', { name: `Delete ${name}` }).click();
    await expect(page.getByRole('heading', { name: deleteDialog.title })).toBeVisible();
    await expect(page.getByText(deleteDialog.text)).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('heading', { name: deleteDialog.title })).toBeHidden();
    await expect(row).toBeVisible();

    await row.getByRole('button', { name: `Delete ${name}` }).click();
    await page.getByRole('button', { name: deleteDialog.button }).click();
    await expect(page.getByText(messages.deleted)).toBeVisible();
    await expect(row).toBeHidden();
    await expect(page.getByRole('heading', { name: 'No food added yet' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Add a food item' }).click();
    await expect(page).toHaveURL('/addFoodItem');
    const left = await adminDb
      .collection(collections.foods)
      .where('ownerUid', '==', account.uid)
      .get();
    expect(left.size).toBe(0);
  });

  test("someone else's food: the update page refuses to edit it", async ({ page, account }) => {
    await startSignedIn(page, account, '/updateMyList/seed-chicken-biryani');
    await expect(page.getByRole('heading', { name: "You can't update this food" })).toBeVisible();
    await expect(page.getByLabel('Food Name')).toHaveCount(0);
  });
});
