// What operators set in the Firebase console, as people on open pages see it (contract,
// "Operators"). The operator is the Admin SDK, as the console is. Fresh accounts stand in for
// Alice and Bob, so blocking one never touches another test.
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { messages } from '../../functions/src/shared/index.js';
import { adminDb, expect, signIn, test } from './support/fixtures';

/** Hidden, blocked or back: open pages follow within about 2 s. */
const live = { timeout: 2_500 };

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

test.describe('operators in the console', () => {
  test('a review hidden while Alice’s home page is open disappears from it', async ({
    page,
    makeAccount,
  }) => {
    test.slow();
    const alice = await makeAccount('Alice Reader');
    const bob = await makeAccount('Bob Reviewer');
    const title = `Bob's review ${Date.now()}`;
    const review = await addReview(bob, title);

    await signIn(page, alice, '/login');
    await page.goto('/');
    await page.getByRole('heading', { name: 'What our diners say' }).scrollIntoViewIfNeeded();
    await expect(page.getByText(title).first()).toBeAttached();
    // The page follows the reviews live: a new one appears by itself.
    const probe = `Probe ${Date.now()}`;
    const probeRef = await addReview(bob, probe);
    await expect(page.getByText(probe).first()).toBeAttached({ timeout: 5_000 });

    await review.update({ hidden: true });
    await expect(page.getByText(title)).toHaveCount(0, live);
    await expect(page.getByText(probe).first()).toBeAttached();
    await Promise.all([review.delete(), probeRef.delete()]);
  });

  test('Bob blocked while My ordered food is open sees the message, and buys again once unblocked', async ({
    page,
    makeAccount,
    makeFood,
  }) => {
    test.slow();
    const cook = await makeAccount('Cora Cook');
    const bob = await makeAccount('Bob Buyer');
    const foodName = `Blocked Biryani ${Date.now()}`;
    const foodId = await makeFood(cook, { foodName, quantity: 5 });
    const block = adminDb.doc(`blocked/${bob.uid}`);

    await signIn(page, bob);
    await page.goto('/myOrderedFood');
    await expect(page).toHaveTitle('FoodTable | My Ordered Food');
    await block.set({ reason: 'Spam reviews' });
    const notice = page.getByTestId('blocked-notice');
    await expect(notice).toContainText(messages.accountBlocked, live);
    await expect(notice.getByRole('button', { name: 'Logout' })).toBeVisible();

    // A purchase attempted while blocked is refused with the message; nothing is bought.
    await page.goto(`/foodPurchase/${foodId}`);
    await page.getByLabel('Quantity').fill('1');
    await page.getByRole('button', { name: 'Purchase' }).click();
    // The refusal's own popup, not the notice that was already on the page; a function call on
    // a busy machine may be pending past 10 s, as below.
    await expect(page.getByRole('dialog', { name: messages.accountBlocked })).toBeVisible({
      timeout: 30_000,
    });
    expect((await adminDb.collection('orders').where('foodId', '==', foodId).get()).size).toBe(0);

    await block.delete();
    await expect(notice).toHaveCount(0, live);
    await page.goto(`/foodPurchase/${foodId}`);
    await page.getByLabel('Quantity').fill('1');
    await page.getByRole('button', { name: 'Purchase' }).click();
    // A function call on a busy machine: seen pending ("Placing your order…") past 10 s.
    await expect(page.getByText(messages.purchased)).toBeVisible({ timeout: 30_000 });
    await page.goto('/myOrderedFood');
    await expect(page.getByRole('row').filter({ hasText: foodName })).toBeVisible();
  });

  test('a hidden food: marked for its owner, not available to others, gone from All Food', async ({
    page,
    makeAccount,
    makeFood,
  }) => {
    // Two sign-ins and five pages: more time on a busy machine.
    test.slow();
    const owner = await makeAccount('Hana Hidden');
    const other = await makeAccount('Otto Other');
    const foodName = `Hidden Haleem ${Date.now()}`;
    const foodId = await makeFood(owner, { foodName });
    await adminDb.doc(`foods/${foodId}`).update({ hidden: true });

    await signIn(page, owner);
    await page.goto('/myAddedFood');
    const row = page.getByRole('row').filter({ hasText: foodName });
    await expect(row.getByText(messages.hiddenByModerators)).toBeVisible();
    await page.goto(`/singleFood/${foodId}`);
    await expect(page.getByRole('heading', { name: foodName })).toBeVisible();
    await expect(page.getByText(messages.hiddenByModerators)).toBeVisible();
    // The owner may delete it.
    await page.goto('/myAddedFood');
    await expect(row.getByRole('button', { name: `Delete ${foodName}` })).toBeEnabled();

    await page.getByRole('button', { name: 'Logout' }).first().click();
    await signIn(page, other);
    await page.goto(`/singleFood/${foodId}`);
    await expect(page.getByText(messages.foodUnavailable)).toBeVisible();
    await expect(page.getByRole('heading', { name: foodName })).toHaveCount(0);
    await page.goto(`/allFood?q=${encodeURIComponent(foodName)}`);
    await expect(page.getByText(foodName)).toHaveCount(0);
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
    await signIn(page, editor);
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
