// What operators set in the Firebase console, as people on open pages see it (contract,
// "Operators"). The operator is the Admin SDK, as the console is. Fresh accounts stand in for
// Alice and Bob, so blocking one never touches another test.
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { messages } from '../../functions/src/shared/index.js';
import {
  adminDb,
  expect,
  signIn,
  startSignedIn,
  test,
  type MakeAccount,
  type MakeFood,
} from './support/fixtures';

/** Hidden, blocked or back: open pages follow within about 2 s. */
const live = { timeout: 2_500 };

/**
 * Disables or re-enables an account as the Auth console does: the Auth emulator's REST API,
 * with the emulator's owner credential.
 */
async function setDisabled(uid: string, disabled: boolean) {
  const response = await fetch(
    'http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1/projects/demo-foodtable/accounts:update',
    {
      method: 'POST',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify({ localId: uid, disableUser: disabled }),
    },
  );
  expect(response.ok, await response.text()).toBe(true);
}

async function addReview(
  author: { uid: string; email: string; displayName: string },
  title: string,
) {
  const ref = await adminDb.collection('reviews').add({
    title,
    review: 'Written for an operators test.',
    userEmail: author.email,
    userName: author.displayName,
    userPhoto: '',
    userUid: author.uid,
    createdAt: FieldValue.serverTimestamp(),
  });
  return ref;
}

/** Cora's dish `foodName`, 5 units, and Bob, who buys it. */
async function bobAndCorasDish(makeAccount: MakeAccount, makeFood: MakeFood, foodName: string) {
  const cook = await makeAccount('Cora Cook');
  const bob = await makeAccount('Bob Buyer');
  const foodId = await makeFood(cook, { foodName, quantity: 5 });
  return { bob, foodId };
}

/** Hana's dish `foodName`, and Otto, someone other than its owner. */
async function ottoAndHanasDish(makeAccount: MakeAccount, makeFood: MakeFood, foodName: string) {
  const owner = await makeAccount('Hana Hidden');
  const other = await makeAccount('Otto Other');
  const foodId = await makeFood(owner, { foodName });
  return { other, foodId };
}

test.describe('operators in the console', () => {
  test('a review hidden while Alice’s home page is open disappears from it', async ({
    page,
    makeAccount,
  }) => {
    const alice = await makeAccount('Alice Reader');
    const bob = await makeAccount('Bob Reviewer');
    const title = `Bob's review ${Date.now()}`;
    const review = await addReview(bob, title);

    await startSignedIn(page, alice, '/');
    await page.getByRole('heading', { name: 'What our diners say' }).scrollIntoViewIfNeeded();
    await expect(page.getByText(title).first()).toBeAttached();
    // The page follows the reviews live: a new one appears by itself, once the live session
    // has loaded (after the first paint; seen past 5 s while both cores are busy).
    const probe = `Probe ${Date.now()}`;
    const probeRef = await addReview(bob, probe);
    await expect(page.getByText(probe).first()).toBeAttached();

    await review.update({ hidden: true });
    await expect(page.getByText(title)).toHaveCount(0, live);
    await expect(page.getByText(probe).first()).toBeAttached();
    await Promise.all([review.delete(), probeRef.delete()]);
  });

  test('Bob blocked while My ordered food is open sees the message, and his purchase is refused with it', async ({
    page,
    makeAccount,
    makeFood,
  }) => {
    const foodName = `Blocked Biryani ${Date.now()}`;
    const { bob, foodId } = await bobAndCorasDish(makeAccount, makeFood, foodName);
    const block = adminDb.doc(`blocked/${bob.uid}`);

    await startSignedIn(page, bob, '/myOrderedFood');
    await expect(page).toHaveTitle('FoodTable | My Ordered Food');
    await block.set({ reason: 'Spam reviews' });
    try {
      // The page has just opened: its account watch (a worker that reads the session, then
      // listens) may still be starting, so the notice comes with the expect's own timeout.
      const notice = page.getByTestId('blocked-notice');
      await expect(notice).toContainText(messages.accountBlocked);
      await expect(notice.getByRole('button', { name: 'Logout' })).toBeVisible();

      // A purchase attempted while blocked is refused with the message; nothing is bought.
      await page.goto(`/foodPurchase/${foodId}`);
      await page.getByLabel('Quantity').fill('1');
      await page.getByRole('button', { name: 'Purchase' }).click();
      // The refusal's own popup, not the notice that was already on the page; a function call
      // on a busy machine may be pending past 10 s.
      await expect(page.getByRole('dialog', { name: messages.accountBlocked })).toBeVisible({
        timeout: 30_000,
      });
      expect((await adminDb.collection('orders').where('foodId', '==', foodId).get()).size).toBe(0);
    } finally {
      await block.delete();
    }
  });

  test('Bob unblocked while his page is open: the message goes, and he buys again', async ({
    page,
    makeAccount,
    makeFood,
  }) => {
    const foodName = `Blocked Biryani ${Date.now()}`;
    const { bob, foodId } = await bobAndCorasDish(makeAccount, makeFood, foodName);
    // Blocked in the console before he opened the page, as an operator does.
    const block = adminDb.doc(`blocked/${bob.uid}`);
    await block.set({ reason: 'Spam reviews' });

    try {
      await startSignedIn(page, bob, `/foodPurchase/${foodId}`);
      const notice = page.getByTestId('blocked-notice');
      await expect(notice).toContainText(messages.accountBlocked);
    } finally {
      await block.delete();
    }
    await expect(page.getByTestId('blocked-notice')).toHaveCount(0, live);
    await page.getByLabel('Quantity').fill('1');
    await page.getByRole('button', { name: 'Purchase' }).click();
    // A function call on a busy machine: seen pending ("Placing your order…") past 10 s.
    await expect(page.getByText(messages.purchased)).toBeVisible({ timeout: 30_000 });
    await page.goto('/myOrderedFood');
    await expect(page.getByRole('row').filter({ hasText: foodName })).toBeVisible();
  });

  test('a hidden food is marked for its owner, who may still delete it', async ({
    page,
    makeAccount,
    makeFood,
  }) => {
    const owner = await makeAccount('Hana Hidden');
    const foodName = `Hidden Haleem ${Date.now()}`;
    const foodId = await makeFood(owner, { foodName });
    await adminDb.doc(`foods/${foodId}`).update({ hidden: true });

    await startSignedIn(page, owner, '/myAddedFood');
    const row = page.getByRole('row').filter({ hasText: foodName });
    await expect(row.getByText(messages.hiddenByModerators)).toBeVisible();
    // The owner may delete it.
    await expect(row.getByRole('button', { name: `Delete ${foodName}` })).toBeEnabled();
    await page.goto(`/singleFood/${foodId}`);
    await expect(page.getByRole('heading', { name: foodName })).toBeVisible();
    await expect(page.getByText(messages.hiddenByModerators)).toBeVisible();

    await page.getByRole('button', { name: 'Logout' }).first().click();
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  });

  test('a hidden food is not available to others, and gone from All Food', async ({
    page,
    makeAccount,
    makeFood,
  }) => {
    const foodName = `Hidden Haleem ${Date.now()}`;
    const { other, foodId } = await ottoAndHanasDish(makeAccount, makeFood, foodName);
    await adminDb.doc(`foods/${foodId}`).update({ hidden: true });

    await startSignedIn(page, other, `/singleFood/${foodId}`);
    await expect(page.getByText(messages.foodUnavailable)).toBeVisible();
    await expect(page.getByRole('heading', { name: foodName })).toHaveCount(0);
    // The search by its exact name finds nothing (the menu has answered, then no card).
    await page.goto(`/allFood?q=${encodeURIComponent(foodName)}`);
    await expect(page.getByRole('heading', { name: 'No food found' })).toBeVisible();
    await expect(page.getByRole('article').filter({ hasText: foodName })).toHaveCount(0);
  });

  test('a food hidden while someone else has its page and purchase page open: not available within 2 s, no Purchase', async ({
    page,
    makeAccount,
    makeFood,
  }) => {
    const foodName = `Vanishing Vada ${Date.now()}`;
    const { other, foodId } = await ottoAndHanasDish(makeAccount, makeFood, foodName);

    // Someone else, with the dish's page and its purchase page open in two tabs.
    await startSignedIn(page, other, `/singleFood/${foodId}`);
    await expect(page.getByRole('heading', { name: foodName })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Purchase Now' })).toBeVisible();
    const purchasePage = await page.context().newPage();
    await purchasePage.goto(`/foodPurchase/${foodId}`);
    await expect(purchasePage.getByRole('button', { name: 'Purchase' })).toBeVisible();

    await adminDb.doc(`foods/${foodId}`).update({ hidden: true });
    for (const open of [page, purchasePage]) {
      await expect(open.getByText(messages.foodUnavailable)).toBeVisible(live);
      await expect(open.getByText(foodName)).toHaveCount(0);
      // Not the failure of a live view: the rules' refusal is the answer.
      await expect(open.getByText('Live updates stopped')).toHaveCount(0);
    }
    await expect(page.getByRole('link', { name: 'Purchase Now' })).toHaveCount(0);
    await expect(purchasePage.getByRole('button', { name: 'Purchase' })).toHaveCount(0);
  });

  test('a hidden food someone else has open comes back on their next load once unhidden', async ({
    page,
    makeAccount,
    makeFood,
  }) => {
    const foodName = `Vanishing Vada ${Date.now()}`;
    const { other, foodId } = await ottoAndHanasDish(makeAccount, makeFood, foodName);
    const food = adminDb.doc(`foods/${foodId}`);
    await food.update({ hidden: true });

    await startSignedIn(page, other, `/singleFood/${foodId}`);
    await expect(page.getByText(messages.foodUnavailable)).toBeVisible();

    // Unhidden: they see it again on their next load.
    await food.update({ hidden: FieldValue.delete() });
    await page.reload();
    await expect(page.getByRole('heading', { name: foodName })).toBeVisible();
    await page.goto(`/foodPurchase/${foodId}`);
    await expect(page.getByRole('button', { name: 'Purchase' })).toBeEnabled();
  });

  test('a food hidden while its author has its page open: marked within 2 s, and unmarked once unhidden', async ({
    page,
    makeAccount,
    makeFood,
  }) => {
    const owner = await makeAccount('Hana Hidden');
    const foodName = `Vanishing Vada ${Date.now()}`;
    const foodId = await makeFood(owner, { foodName });
    const food = adminDb.doc(`foods/${foodId}`);

    await startSignedIn(page, owner, `/singleFood/${foodId}`);
    await expect(page.getByRole('heading', { name: foodName })).toBeVisible();

    await food.update({ hidden: true });
    // Its author keeps it, marked.
    await expect(page.getByText(messages.hiddenByModerators)).toBeVisible(live);
    await expect(page.getByRole('heading', { name: foodName })).toBeVisible();

    // Unhidden: the author's mark goes live.
    await food.update({ hidden: FieldValue.delete() });
    await expect(page.getByText(messages.hiddenByModerators)).toHaveCount(0, live);
  });

  test('Bob disabled in the console: his next purchase signs him out with the message; re-enabled, he signs in again', async ({
    page,
    makeAccount,
    makeFood,
  }) => {
    test.slow();
    const foodName = `Disabled Dal ${Date.now()}`;
    const { bob, foodId } = await bobAndCorasDish(makeAccount, makeFood, foodName);

    await startSignedIn(page, bob, `/foodPurchase/${foodId}`);
    await page.getByLabel('Quantity').fill('1');
    // His ID token stays valid for up to an hour: the server checks the account on the call.
    await setDisabled(bob.uid, true);
    try {
      await page.getByRole('button', { name: 'Purchase' }).click();
      // The first call of placeOrder on a busy machine (a cold function): seen past 30 s.
      const notice = page.getByRole('dialog', { name: messages.accountDisabled });
      await expect(notice).toBeVisible({ timeout: 60_000 });
      await expect(page).toHaveURL(/\/login/);
      expect((await adminDb.collection('orders').where('foodId', '==', foodId).get()).size).toBe(0);
      // The message stays until he has read it (the page behind is hidden from assistive
      // technology meanwhile, so the navbar is checked after).
      await notice.getByRole('button', { name: 'OK' }).click();
      await expect(notice).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
      // Disabled, he cannot sign in again, and is told why.
      await page.getByLabel('Email').fill(bob.email);
      await page.getByLabel('Password', { exact: true }).fill(bob.password);
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await expect(page.getByText(messages.accountDisabled)).toBeVisible();
    } finally {
      await setDisabled(bob.uid, false);
    }
    await signIn(page, bob);
  });

  test('Bob disabled while his page is open: at his next token refresh he is signed out with the message', async ({
    page,
    makeAccount,
  }) => {
    const bob = await makeAccount('Bob Idle');
    // The page's clock, so that the hour an ID token lives can pass at once.
    await page.clock.install();
    // The watch for a session the Auth SDK ends comes with the account's notice, after the
    // page's first paint (lib/session-end.ts): the hour passes once it is there.
    const watching = page.waitForResponse((response) =>
      /\/assets\/session-end-[^/]*\.js$/.test(response.url()),
    );
    await startSignedIn(page, bob, '/myOrderedFood');
    await expect(page).toHaveTitle('FoodTable | My Ordered Food');
    await watching;
    await setDisabled(bob.uid, true);
    try {
      // The Auth SDK renews the token five minutes before it expires; the identity service
      // refuses a disabled account, and the SDK signs it out by itself.
      await page.clock.fastForward('56:00');
      const notice = page.getByRole('dialog', { name: messages.accountDisabled });
      await expect(notice).toBeVisible({ timeout: 10_000 });
      await notice.getByRole('button', { name: 'OK' }).click();
      await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    } finally {
      await setDisabled(bob.uid, false);
    }
  });

  test('documents hand-edited in the console never break a page', async ({ page, makeAccount }) => {
    const editor = await makeAccount('Eddie Edited');
    const when = Timestamp.fromDate(new Date(Date.UTC(2001, 0, 1)));
    const refs = await Promise.all([
      adminDb.collection('foods').add({ ownerUid: editor.uid, createdAt: when }),
      adminDb.collection('foods').add({
        ownerUid: editor.uid,
        foodName: 42,
        price: '12',
        quantity: 'five',
        imageURL: null,
        hidden: 'yes',
        createdAt: when,
      }),
      adminDb.collection('reviews').add({ title: 7, review: null, createdAt: when }),
      adminDb.collection('gallery').add({ feedback: ['x'], imageURL: 5, createdAt: when }),
    ]);
    await startSignedIn(page, editor);
    for (const path of [
      '/',
      '/allFood',
      '/gallery',
      '/myAddedFood',
      `/singleFood/${refs[1]?.id}`,
    ]) {
      await page.goto(path);
      await expect(page.locator('footer')).toBeVisible();
      await expect(page.getByText(/Something went wrong|Unexpected Application Error/)).toHaveCount(
        0,
      );
    }
    await Promise.all(refs.map((ref) => ref.delete()));
  });
});
