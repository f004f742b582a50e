// The cook hears new orders (decision 120): with the alerts turned on, an order that arrives
// while any page of the site is open plays the chime and shows a notification; a buyer with the
// same switches on hears nothing of their own purchase. The page's AudioContext and Notification
// are wrapped (not replaced) to count what the app played and showed.
import type { Page } from '@playwright/test';
import { expect, openAs, test } from './support/fixtures';

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

/** Turns both alerts on from Orders for my food, as the cook does. */
async function turnAlertsOn(page: Page) {
  await page.goto('/ordersReceived');
  const alerts = page.getByRole('group', { name: 'New order alerts' });
  await alerts.getByRole('switch', { name: 'Sound' }).check();
  await alerts.getByRole('switch', { name: 'Notifications' }).check();
  await expect(alerts.getByRole('switch', { name: 'Notifications' })).toBeChecked();
}

test('a new order chimes and notifies the cook on any page; the buyer hears nothing', async ({
  browser,
  makeAccount,
  makeFood,
}, testInfo) => {
  test.setTimeout(90_000);
  const cookAccount = await makeAccount('Alert Cook');
  const buyerAccount = await makeAccount('Alert Buyer');
  const foodName = `Fuchka ${Date.now()}`;
  const foodId = await makeFood(cookAccount, { foodName, quantity: 5 });
  const cook = await openAs(browser, testInfo, cookAccount, alertsAllowed, recordAlerts);
  const buyer = await openAs(browser, testInfo, buyerAccount, alertsAllowed, recordAlerts);

  // Off until turned on; turning the sound on plays it once as a sample.
  await cook.page.goto('/ordersReceived');
  const sound = cook.page.getByRole('switch', { name: 'Sound' });
  await expect(sound).not.toBeChecked();
  await turnAlertsOn(cook.page);
  expect((await alertsOf(cook.page)).chimes).toBeGreaterThan(0);
  await turnAlertsOn(buyer.page);

  // The choice is remembered; opening a page with waiting orders announces nothing.
  await cook.page.goto('/myAddedFood');
  await cook.page.getByRole('heading', { name: 'My added food items' }).click();
  expect(await alertsOf(cook.page)).toEqual({ chimes: 0, notifications: [] });

  await buyer.page.goto(`/foodPurchase/${foodId}`);
  await buyer.page.getByRole('button', { name: 'Purchase' }).click();
  await expect(buyer.page).toHaveURL('/allFood', { timeout: 30_000 });

  await expect(cook.page.getByTestId('waiting-count')).toHaveText('1', live);
  await expect.poll(async () => (await alertsOf(cook.page)).chimes, live).toBeGreaterThan(0);
  expect((await alertsOf(cook.page)).notifications).toEqual([
    `New order: ${foodName} | Alert Buyer ordered 1.`,
  ]);
  expect(await alertsOf(buyer.page)).toEqual({ chimes: 0, notifications: [] });

  await cook.page.goto('/ordersReceived');
  await expect(cook.page.getByRole('switch', { name: 'Sound' })).toBeChecked();
  await Promise.all([cook.context.close(), buyer.context.close()]);
});
