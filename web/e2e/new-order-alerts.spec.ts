// The cook hears new orders (decision 120): with the alerts turned on, an order that arrives
// while any page of the site is open plays the chime and shows a notification; a buyer with the
// same switches on hears nothing of their own purchase. The page's AudioContext and Notification
// are wrapped (not replaced) to count what the app played and showed. The second test starts
// with the switches on as this browser keeps them once turned on (the first test turns them on).
import type { Page } from '@playwright/test';
import { expect, openAs, placeOrderAs, startSignedIn, test } from './support/fixtures';

const live = { timeout: 5_000 };

function recordAlerts() {
  const counts = window as unknown as { chimes: number; notifications: string[] };
  counts.chimes = 0;
  counts.notifications = [];
  const createOscillator = AudioContext.prototype.createOscillator;
  AudioContext.prototype.createOscillator = function (this: AudioContext) {
    counts.chimes++;
    return createOscillator.call(this);
  };
  const Real = window.Notification;
  class Recorded extends Real {
    constructor(title: string, options?: NotificationOptions) {
      super(title, options);
      counts.notifications.push(`${title} | ${options?.body ?? ''}`);
    }
  }
  Object.defineProperty(Recorded, 'permission', { get: () => Real.permission });
  Object.defineProperty(Recorded, 'requestPermission', {
    value: (...args: []) => Real.requestPermission(...args),
  });
  window.Notification = Recorded;
}

const alertsOf = (page: Page) =>
  page.evaluate(() => {
    const counts = window as unknown as { chimes: number; notifications: string[] };
    return { chimes: counts.chimes, notifications: counts.notifications };
  });

/** A browser where the site may show notifications (the permission prompt answered yes). */
const alertsAllowed = { permissions: ['notifications'] };

/** Both alerts on, as this browser keeps the cook's choice (saveAlertSettings). */
const alertsOn = (uid: string) =>
  [
    `foodtable.newOrderAlerts.${uid}`,
    JSON.stringify({ sound: true, notifications: true }),
  ] as const;

test('the cook turns the alerts on: a sample chime, remembered, and no alarm for orders already waiting', async ({
  page,
  makeAccount,
  makeFood,
}) => {
  const [cook, buyer] = await Promise.all([makeAccount('Alert Cook'), makeAccount('Alert Buyer')]);
  const foodId = await makeFood(cook, { foodName: `Fuchka ${Date.now()}`, quantity: 5 });
  await page.context().grantPermissions(alertsAllowed.permissions);
  await page.context().addInitScript(recordAlerts);
  // An order is waiting before the cook looks.
  await Promise.all([
    startSignedIn(page, cook, '/ordersReceived'),
    placeOrderAs(buyer, { foodId, quantity: 1 }),
  ]);
  // The page was loading until now, its account watch starting: the count comes with the
  // expect's own timeout.
  const waiting = page.getByTestId('waiting-count');
  await expect(waiting).toHaveText('1');

  // Off until turned on; turning the sound on plays it once as a sample.
  const alerts = page.getByRole('group', { name: 'New order alerts' });
  await expect(alerts.getByRole('switch', { name: 'Sound' })).not.toBeChecked();
  await alerts.getByRole('switch', { name: 'Sound' }).check();
  await alerts.getByRole('switch', { name: 'Notifications' }).check();
  await expect(alerts.getByRole('switch', { name: 'Notifications' })).toBeChecked();
  expect((await alertsOf(page)).chimes).toBeGreaterThan(0);

  // The choice is remembered; opening a page with waiting orders announces nothing.
  await page.goto('/myAddedFood');
  await expect(waiting).toHaveText('1');
  await page.getByRole('heading', { name: 'My added food items' }).click();
  expect(await alertsOf(page)).toEqual({ chimes: 0, notifications: [] });
  await page.goto('/ordersReceived');
  await expect(page.getByRole('switch', { name: 'Sound' })).toBeChecked();
});

test('a new order chimes and notifies the cook on any page; the buyer hears nothing', async ({
  page: cook,
  browser,
  makeAccount,
  makeFood,
}, testInfo) => {
  const [cookAccount, buyerAccount] = await Promise.all([
    makeAccount('Alert Cook'),
    makeAccount('Alert Buyer'),
  ]);
  const foodName = `Fuchka ${Date.now()}`;
  const [foodId, earlierId] = await Promise.all([
    makeFood(cookAccount, { foodName, quantity: 5 }),
    makeFood(cookAccount, { foodName: `Chotpoti ${Date.now()}`, quantity: 5 }),
  ]);
  // Both have turned both alerts on (the test above turns them on).
  const keep = ([key, value]: readonly [string, string]) => localStorage.setItem(key, value);
  await cook.context().grantPermissions(alertsAllowed.permissions);
  await cook.context().addInitScript(recordAlerts);
  await cook.context().addInitScript(keep, alertsOn(cookAccount.uid));
  // An earlier order waits when the cook opens a page: once the page counts it, it listens, and
  // the next order is a new one.
  const [buyer] = await Promise.all([
    openAs(browser, testInfo, buyerAccount, '/', alertsAllowed, recordAlerts),
    placeOrderAs(buyerAccount, { foodId: earlierId, quantity: 1 }).then(() =>
      startSignedIn(cook, cookAccount, '/myAddedFood'),
    ),
  ]);
  await buyer.context.addInitScript(keep, alertsOn(buyerAccount.uid));

  // The cook's page was loading until now: the count comes with the expect's own timeout.
  await expect(cook.getByTestId('waiting-count')).toHaveText('1');
  await cook.getByRole('heading', { name: 'My added food items' }).click();
  expect(await alertsOf(cook)).toEqual({ chimes: 0, notifications: [] });

  await buyer.page.goto(`/foodPurchase/${foodId}`);
  const answered = buyer.page.waitForResponse(
    (response) => response.url().includes('/placeOrder') && response.request().method() === 'POST',
  );
  await buyer.page.getByRole('button', { name: 'Purchase' }).click();
  expect((await answered).ok()).toBe(true);

  await expect(cook.getByTestId('waiting-count')).toHaveText('2', live);
  await expect.poll(async () => (await alertsOf(cook)).chimes, live).toBeGreaterThan(0);
  expect((await alertsOf(cook)).notifications).toEqual([
    `New order: ${foodName} | Alert Buyer ordered 1.`,
  ]);
  await expect(buyer.page).toHaveURL('/allFood', { timeout: 30_000 });
  expect(await alertsOf(buyer.page)).toEqual({ chimes: 0, notifications: [] });
  await buyer.context.close();
});
