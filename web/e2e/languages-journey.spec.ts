// A diner buys in Bangla or Hindi (contract, "Languages and money"): they choose the language in
// the navbar, search the menu, open Rahima's dish, buy it and find it in My ordered food, in the
// contract's own words and with the page's digits and the kitchen's taka throughout. Rahima reads
// Bangla (the seed's `lang`), so her new-order mail is in Bangla whichever language the diner
// bought in.
import { adminDb, expect, shoot, startSignedIn, test } from './support/fixtures';

const inbox = 'http://127.0.0.1:1080/api/email';
interface CaughtMail {
  to: { address: string }[];
  subject: string;
  text: string;
}

const journeys = [
  {
    language: 'bn',
    label: 'বাংলা',
    select: 'ভাষা',
    home: 'হোম',
    allFood: 'সব খাবার',
    gallery: 'গ্যালারি',
    search: 'খাবার খুঁজুন...',
    searchButton: 'খুঁজুন',
    country: 'দেশ',
    viewDetails: 'বিস্তারিত দেখুন',
    purchaseNow: 'এখনই কিনুন',
    quantity: 'পরিমাণ',
    purchase: 'কিনুন',
    purchased: 'খাবারটি সফলভাবে কেনা হয়েছে!',
    myOrderedFood: 'আমার অর্ডার করা খাবার',
    price: '৪৫০.০০৳',
    total: '৯০০.০০৳',
  },
  {
    language: 'hi',
    label: 'हिन्दी',
    select: 'भाषा',
    home: 'होम',
    allFood: 'सभी व्यंजन',
    gallery: 'गैलरी',
    search: 'खाना खोजें...',
    searchButton: 'खोजें',
    country: 'देश',
    viewDetails: 'विवरण देखें',
    purchaseNow: 'अभी खरीदें',
    quantity: 'मात्रा',
    purchase: 'खरीदें',
    purchased: 'खाना सफलतापूर्वक खरीदा गया!',
    myOrderedFood: 'मेरे ऑर्डर किए व्यंजन',
    price: '৳450.00',
    total: '৳900.00',
  },
] as const;

/** The mails the catcher holds for `address`. */
async function inboxOf(address: string): Promise<CaughtMail[]> {
  const mails = (await (await fetch(inbox)).json()) as CaughtMail[];
  return mails.filter((mail) => mail.to.some((to) => to.address === address));
}

for (const journey of journeys) {
  test(`a diner buys Rahima’s Kacchi Biryani in ${journey.label}, from the menu to My ordered food`, async ({
    page,
    makeAccount,
  }) => {
    test.setTimeout(180_000);
    const diner = await makeAccount(`Diner ${journey.language} ${Date.now()}`);
    await startSignedIn(page, diner, '/allFood');
    await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: journey.label });

    // The navbar and the menu in the contract's words.
    await expect(page.getByRole('combobox', { name: journey.select })).toHaveValue(
      journey.language,
    );
    const nav = page.getByRole('navigation');
    for (const link of [journey.home, journey.allFood, journey.gallery]) {
      await expect(nav.getByRole('link', { name: link, exact: true }).first()).toBeVisible();
    }
    await page.getByLabel(journey.country).selectOption('Bangladesh');
    await page.getByPlaceholder(journey.search).fill('Kacchi');
    await page.getByRole('button', { name: journey.searchButton, exact: true }).click();
    const card = page.getByRole('article').filter({ hasText: 'Kacchi Biryani' });
    await expect(card.getByText(journey.price)).toBeVisible();
    await shoot(page, `all-food-${journey.language}`);

    await card.getByRole('link', { name: journey.viewDetails }).click();
    await expect(page.getByRole('heading', { name: 'Kacchi Biryani' })).toBeVisible();
    await expect(page.getByText(journey.price, { exact: true })).toBeVisible();
    await shoot(page, `dish-${journey.language}`);

    await page.getByRole('link', { name: journey.purchaseNow }).click();
    await expect(page.getByLabel(journey.quantity)).toBeVisible();
    await shoot(page, `purchase-form-${journey.language}`);
    await page.getByLabel(journey.quantity).fill('2');
    await page.getByRole('button', { name: journey.purchase, exact: true }).click();
    await expect(page.getByText(journey.purchased)).toBeVisible({ timeout: 30_000 });

    await page.goto('/myOrderedFood');
    await expect(page.getByRole('heading', { name: journey.myOrderedFood })).toBeVisible();
    const row = page.getByRole('row', { name: /Kacchi Biryani/ });
    await expect(row).toContainText(journey.price);
    await expect(row).toContainText(journey.total);
    const orders = await adminDb.collection('orders').where('buyerUid', '==', diner.uid).get();
    expect(orders.docs.map((order) => [order.get('quantity'), order.get('currency')])).toEqual([
      [2, 'BDT'],
    ]);

    // Rahima's new-order mail, in her Bangla. Mail goes out one by one after the seed's own
    // (decision 170), so on a busy machine it may take a while.
    await expect
      .poll(
        async () =>
          (await inboxOf('rahima@foodtable.test')).find((mail) =>
            mail.subject.includes(diner.displayName),
          ),
        { timeout: 120_000 },
      )
      .toMatchObject({
        subject: expect.stringContaining(`${diner.displayName} নতুন অর্ডার দিয়েছেন: Kacchi Biryani`),
        text: expect.stringContaining('মোট: ৯০০.০০৳'),
      });
  });
}
