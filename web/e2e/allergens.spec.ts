// What's in the food (decision 150): the cook declares it on the add form (a contradiction is
// refused), diners filter /allFood by Diet and Free from (kept in the address), save their
// allergies on /myAccount, start /allFood free from them, and are warned on a dish's page and its
// purchase form. Screenshots of the form, the filters and the detail page at 390 and 1280 px.
import type { Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import { collections, messages, searchTokens } from '../../functions/src/shared/index.js';
import { filterKeysField, type FoodDeclaration } from '../../functions/src/shared/declaration.js';
import { declarationTexts, filterKeysOf } from '../../functions/src/shared/declaration-text.js';
import {
  adminDb,
  expect,
  openUserMenu,
  shoot,
  startSignedIn,
  test,
  type Account,
} from './support/fixtures';
import { fillDeclaration } from './support/declaration';

const menuCards = (page: Page) => page.getByRole('region', { name: 'Menu' }).getByRole('article');
const made: string[] = [];

/** A dish as the web would have listed it, declared (or not), with what the trigger derives. */
async function listDish(
  owner: Account,
  foodName: string,
  declaration: FoodDeclaration | null,
  ageMinutes = 0,
): Promise<string> {
  const ref = await adminDb.collection(collections.foods).add({
    foodName,
    imageURL: '/images/foods/dal-makhani.svg',
    category: 'Curries and Gravies',
    country: 'India',
    price: 6,
    quantity: 8,
    description: 'Listed for the allergens journey.',
    userName: owner.displayName,
    userEmail: owner.email,
    ownerUid: owner.uid,
    orderCount: 0,
    createdAt: ageMinutes
      ? new Date(Date.now() - ageMinutes * 60_000)
      : FieldValue.serverTimestamp(),
    searchTerms: searchTokens(foodName),
    ratingCount: 0,
    ratingSum: 0,
    ratingAvg: 0,
    ...(declaration ? { ...declaration, [filterKeysField]: filterKeysOf({ ...declaration }) } : {}),
  });
  made.push(ref.id);
  return ref.id;
}

/** A word of letters only, new for each test: a search for it finds that test's dishes alone. */
function searchTag() {
  const letters = randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 6);
  return `zq${letters}`;
}

test.afterAll(async () => {
  await Promise.all(made.map((id) => adminDb.doc(`${collections.foods}/${id}`).delete()));
});

const dal: FoodDeclaration = {
  allergens: [],
  mayContain: ['mustard'],
  ingredients: 'Red lentils, tomato, garlic, cumin, oil.',
  diet: 'veg',
  dietTags: ['vegan', 'jain'],
};
const chaat: FoodDeclaration = {
  allergens: ['peanuts'],
  mayContain: [],
  ingredients: 'Puffed rice, roasted peanuts, onion, chilli, lime.',
  diet: 'veg',
  dietTags: ['vegan'],
};
const eggCurry: FoodDeclaration = {
  allergens: ['eggs'],
  mayContain: ['peanuts'],
  ingredients: 'Boiled eggs, onion, tomato, spices.',
  diet: 'egg',
  dietTags: ['halal'],
};
const fishFry: FoodDeclaration = {
  allergens: ['fish'],
  mayContain: [],
  ingredients: 'Rohu, turmeric, chilli, mustard oil.',
  diet: 'non-veg',
  dietTags: ['halal'],
};

test('the add form refuses a contradiction, then lists the declared dish', async ({
  page,
  account,
}) => {
  await startSignedIn(page, account, '/addFoodItem');
  const name = `Declared Machher Jhol ${randomUUID().slice(0, 6)}`;
  await page.getByLabel('Food Name').fill(name);
  await page.getByLabel('Image URL').fill('/images/foods/fish-curry.svg');
  await page.getByLabel('Category').selectOption('Seafood');
  await page.getByLabel('Country').selectOption('Bangladesh');
  await page.getByLabel('Price').fill('9');
  await page.getByLabel('Quantity').fill('4');
  await page.getByLabel('Description').fill('Rohu in a thin cumin gravy.');
  await fillDeclaration(page, {
    diet: 'Veg',
    allergens: ['Fish', 'Mustard'],
    mayContain: ['Crustaceans'],
    tags: ['Halal'],
    ingredients: 'Rohu, potato, mustard oil, cumin, turmeric.',
  });
  const add = page.getByRole('button', { name: 'Add Item' });
  await add.click();
  const contradiction = page.getByTestId('declaration-contradiction');
  await expect(contradiction).toHaveText("A Veg dish can't contain Fish.");
  await contradiction.scrollIntoViewIfNeeded();
  await shoot(page, 'form-contradiction');
  const listed = () => adminDb.collection(collections.foods).where('foodName', '==', name).get();
  expect((await listed()).size).toBe(0);

  await page.getByRole('radio', { name: 'Non-veg', exact: true }).check();
  await add.click();
  await expect(page.getByText(messages.foodAdded)).toBeVisible();
  await expect(contradiction).toHaveCount(0);
  const stored = await listed();
  expect(stored.size).toBe(1);
  made.push(stored.docs[0]!.id);
  expect(stored.docs[0]!.data()).toMatchObject({
    allergens: ['fish', 'mustard'],
    mayContain: ['crustaceans'],
    ingredients: 'Rohu, potato, mustard oil, cumin, turmeric.',
    diet: 'non-veg',
    dietTags: ['halal'],
  });
});

test('Diet and Free from filter /allFood, in the address beside search and Sort by', async ({
  page,
  makeAccount,
}) => {
  const cook = await makeAccount('Filter Cook');
  const tag = searchTag();
  await listDish(cook, `${tag} Tomato Dal`, dal, 5);
  await listDish(cook, `${tag} Jhal Muri Chaat`, chaat, 4);
  await listDish(cook, `${tag} Egg Curry`, eggCurry, 3);
  await listDish(cook, `${tag} Fish Fry`, fishFry, 2);
  await listDish(cook, `${tag} Mystery Pitha`, null, 1);

  await page.goto(`/allFood?q=${tag}`);
  await expect(menuCards(page)).toHaveCount(5);
  // The diet mark: a shape and its text, on the card.
  await expect(
    menuCards(page).filter({ hasText: 'Egg Curry' }).getByTestId('diet-mark'),
  ).toHaveText('Egg');

  await page.getByLabel('Diet', { exact: true }).selectOption({ label: 'Veg or egg' });
  await expect(page).toHaveURL(new RegExp(`q=${tag}.*diet=veg-or-egg`));
  await expect(menuCards(page)).toHaveCount(3);
  // Only declared dishes match while a filter is on.
  await expect(menuCards(page).filter({ hasText: 'Mystery Pitha' })).toHaveCount(0);

  await page.getByLabel('Diet', { exact: true }).selectOption({ label: 'Veg' });
  await expect(page).toHaveURL(/diet=veg(&|$)/);
  await expect(menuCards(page)).toHaveCount(2);

  const freeFrom = page.getByRole('group', { name: 'Free from' });
  await freeFrom.getByRole('checkbox', { name: 'Peanuts' }).check();
  await expect(page).toHaveURL(/free=peanuts/);
  await expect(menuCards(page)).toHaveCount(1);
  await expect(menuCards(page).first()).toContainText('Tomato Dal');

  // Sort by keeps them; so does a reload.
  await page.getByLabel('Sort by').selectOption({ label: 'Top rated' });
  await expect(page).toHaveURL(/sort=top-rated/);
  await expect(page).toHaveURL(/diet=veg(&|$)/);
  await expect(page).toHaveURL(/free=peanuts/);
  await page.reload();
  await expect(menuCards(page)).toHaveCount(1);
  await expect(page.getByLabel('Diet', { exact: true })).toHaveValue('veg');
  await expect(freeFrom.getByRole('checkbox', { name: 'Peanuts' })).toBeChecked();

  // Free from mustard: the dal may contain it, so nothing is left.
  await page.getByLabel('Diet', { exact: true }).selectOption({ label: 'Any' });
  await freeFrom.getByRole('checkbox', { name: 'Mustard' }).check();
  await expect(page).toHaveURL(/free=peanuts,mustard|free=mustard,peanuts/);
  await expect(menuCards(page)).toHaveCount(1);
  await expect(menuCards(page).first()).toContainText('Fish Fry');
  await page.getByRole('group', { name: 'Free from' }).scrollIntoViewIfNeeded();
  await shoot(page, 'filters');
});

test('My allergies are saved, and /allFood starts free from them until I untick them', async ({
  page,
  account,
  makeAccount,
}) => {
  const cook = await makeAccount('Warning Cook');
  const tag = searchTag();
  await listDish(cook, `${tag} Jhal Muri Chaat`, chaat, 3);
  await listDish(cook, `${tag} Egg Curry`, eggCurry, 2);
  await listDish(cook, `${tag} Tomato Dal`, dal, 1);
  await listDish(cook, `${tag} Mystery Pitha`, null);

  await startSignedIn(page, account);
  await openUserMenu(page, 'My account');
  await expect(page).toHaveURL('/myAccount');
  const allergies = page.getByRole('group', { name: 'My allergies' });
  await allergies.getByRole('checkbox', { name: 'Peanuts' }).check();
  await allergies.getByRole('checkbox', { name: 'Sesame' }).check();
  const mails = page.getByRole('checkbox', { name: 'E-mail me about my orders' });
  await expect(mails).toBeChecked();
  await mails.uncheck();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(declarationTexts.saved)).toBeVisible();
  await expect
    .poll(async () => (await adminDb.doc(`users/${account.uid}`).get()).data())
    .toMatchObject({ avoid: ['peanuts', 'sesame'], emailOrders: false });
  await page.reload();
  await expect(
    page.getByRole('group', { name: 'My allergies' }).getByRole('checkbox', { name: 'Peanuts' }),
  ).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'E-mail me about my orders' })).not.toBeChecked();

  // All Food starts free from them.
  await page.getByRole('link', { name: 'All Food' }).first().click();
  await expect(page).toHaveURL(/\/allFood\?free=peanuts,sesame$/);
  const freeFrom = page.getByRole('group', { name: 'Free from' });
  await expect(freeFrom.getByRole('checkbox', { name: 'Peanuts' })).toBeChecked();
  await expect(freeFrom.getByRole('checkbox', { name: 'Sesame' })).toBeChecked();
  // A search keeps them.
  await page.getByPlaceholder('Search food...').fill(tag);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`\\?q=${tag}&free=peanuts,sesame$`));
  await expect(menuCards(page)).toHaveCount(1);
  await expect(menuCards(page).first()).toContainText('Tomato Dal');
  // Unticked by hand, it stays so: the address keeps the choice.
  await freeFrom.getByRole('checkbox', { name: 'Peanuts' }).uncheck();
  await freeFrom.getByRole('checkbox', { name: 'Sesame' }).uncheck();
  await expect(page).toHaveURL(new RegExp(`q=${tag}&free=$`));
  await expect(menuCards(page)).toHaveCount(4);
});

/** The profile /myAccount's Save writes for a diner without one (saveAccountChoices). */
async function avoidPeanutsAndSesame(account: Account) {
  await adminDb.doc(`users/${account.uid}`).set({
    displayName: account.displayName,
    email: account.email,
    photoURL: '',
    createdAt: FieldValue.serverTimestamp(),
    avoid: ['peanuts', 'sesame'],
    emailOrders: false,
  });
}

test('a diner with allergies on the account is warned on a dish’s page and its purchase form, above Purchase', async ({
  page,
  account,
  makeAccount,
}) => {
  const cook = await makeAccount('Warning Cook');
  const chaatId = await listDish(cook, `${searchTag()} Jhal Muri Chaat`, chaat, 3);
  await avoidPeanutsAndSesame(account);

  await startSignedIn(page, account, `/singleFood/${chaatId}`);
  const declaration = page.getByTestId('food-declaration');
  await expect(declaration).toContainText('Contains: Peanuts');
  await expect(declaration).toContainText('Ingredients: Puffed rice, roasted peanuts');
  await expect(declaration).toContainText(declarationTexts.homeKitchen);
  await expect(declaration.getByTestId('diet-mark')).toHaveText('Veg');
  const warning = page.getByTestId('avoid-warning');
  await expect(warning).toHaveText('Contains Peanuts, which you avoid.');
  const purchaseNow = page.getByRole('link', { name: 'Purchase Now' });
  const [warningBox, buttonBox] = [await warning.boundingBox(), await purchaseNow.boundingBox()];
  expect(warningBox!.y).toBeLessThan(buttonBox!.y);
  await shoot(page, 'detail-warning');

  await page.goto(`/foodPurchase/${chaatId}`);
  await expect(page.getByTestId('avoid-warning')).toHaveText('Contains Peanuts, which you avoid.');
  const [purchaseWarning, purchase] = [
    await page.getByTestId('avoid-warning').boundingBox(),
    await page.getByRole('button', { name: 'Purchase' }).boundingBox(),
  ];
  expect(purchaseWarning!.y).toBeLessThan(purchase!.y);
  await shoot(page, 'purchase-warning');
});

test('a diner with allergies is warned of a trace, and a dish without a declaration asks them to check', async ({
  page,
  account,
  makeAccount,
}) => {
  const cook = await makeAccount('Warning Cook');
  const tag = searchTag();
  const eggCurryId = await listDish(cook, `${tag} Egg Curry`, eggCurry, 2);
  const undeclaredId = await listDish(cook, `${tag} Mystery Pitha`, null);
  await avoidPeanutsAndSesame(account);

  await startSignedIn(page, account, `/singleFood/${eggCurryId}`);
  await expect(page.getByTestId('food-declaration')).toContainText('May contain: Peanuts');
  await expect(page.getByTestId('avoid-warning')).toHaveText(
    'May contain Peanuts, which you avoid.',
  );

  await page.goto(`/singleFood/${undeclaredId}`);
  await expect(page.getByText(declarationTexts.notDeclared)).toBeVisible();
  await expect(page.getByTestId('avoid-warning')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Purchase Now' })).toBeVisible();
  await shoot(page, 'detail-undeclared');
});

test('in a browser that never saw them, a diner’s allergies are read from the account: /allFood starts free from them and a dish warns', async ({
  page,
  account,
  makeAccount,
}) => {
  const cook = await makeAccount('Other Browser Cook');
  const chaatId = await listDish(cook, `Jhal Muri ${randomUUID().slice(0, 6)}`, chaat, 3);
  // Saved on another device: this browser remembers nothing of it.
  await adminDb.doc(`users/${account.uid}`).set({ avoid: ['peanuts'] }, { merge: true });
  // The account is read over REST with the user's token, not through the Firestore SDK (whose
  // requests name it in x-goog-api-client): the page loads no SDK for it.
  const accountRead = page.waitForRequest(
    (request) =>
      request.url().includes(':batchGet') &&
      (request.postData() ?? '').includes(`/users/${account.uid}`),
  );
  await startSignedIn(page, account, '/allFood');
  const headers = await (await accountRead).allHeaders();
  expect(headers['authorization']).toMatch(/^Bearer \S+$/);
  expect(headers['x-goog-api-client']).toBeUndefined();
  await expect(page).toHaveURL(/\/allFood\?free=peanuts$/);
  await expect(
    page.getByRole('group', { name: 'Free from' }).getByRole('checkbox', { name: 'Peanuts' }),
  ).toBeChecked();
  // A dish's page in a fresh tab's first load warns once the account has answered.
  await page.evaluate(() => localStorage.clear());
  await page.goto(`/singleFood/${chaatId}`);
  await expect(page.getByTestId('avoid-warning')).toHaveText('Contains Peanuts, which you avoid.');
});
