// The purchase form's `Pickup time` select (decision 120): ready within 100 ms of the food's data,
// because it computes the times and fetches nothing. The worst case is measured: a kitchen open
// 00:00–23:59 (7 days × 96 quarter hours), a phone-class CPU (Chromium's 4× slowdown, as
// Lighthouse's mobile setting). Measured from outside the app: from the end of the page's last
// Firestore read before the select appears (the food's data in hand) to the moment its first
// time is in the document, seen by an observer the bench puts in the page.
/* global document, MutationObserver, window -- the measure runs inside the page */
import { benchAdmin, benchCookBuyerAndFood, signIn } from './live.mjs';
import { median, row } from './table.mjs';

const goalMs = 100;

/** `samples` loads of the purchase page; returns each measure (ms) and the options shown. */
export async function pickupSelectTimes(browser, baseUrl, samples = 5) {
  const admin = await benchAdmin('bench-pickup');
  const { db, FieldValue } = admin;
  const { password, cook, buyer, food, remove } = await benchCookBuyerAndFood(admin, 'pickup', {
    foodName: 'Bench Khichuri',
    quantity: 10,
  });
  const kitchen = db.collection('kitchens').doc(cook.uid);
  await kitchen.set({
    pickupArea: 'Dhanmondi',
    openFrom: '00:00',
    openTo: '23:59',
    leadMinutes: 0,
    timeZone: 'Asia/Dhaka',
    paused: false,
    updatedAt: FieldValue.serverTimestamp(),
  });
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector('#pickup-time option')) return;
      window.pickupSelectShownAt = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  const times = [];
  let options = 0;
  try {
    const page = await context.newPage();
    await signIn(page, baseUrl, buyer.email, password);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    for (let i = 0; i < samples; i++) {
      await page.goto(`${baseUrl}/foodPurchase/${food.id}`);
      await page.locator('#pickup-time option').first().waitFor({ state: 'attached' });
      const measured = await page.evaluate(() => {
        const shownAt = window.pickupSelectShownAt;
        const dataAt = performance
          .getEntriesByType('resource')
          .filter((entry) => /:8080\//.test(entry.name) && entry.responseEnd <= shownAt)
          .reduce((latest, entry) => Math.max(latest, entry.responseEnd), -1);
        return {
          ms: dataAt < 0 ? null : shownAt - dataAt,
          options: document.querySelectorAll('#pickup-time option').length,
        };
      });
      if (measured.ms === null) throw new Error('no Firestore read came before the select');
      times.push(measured.ms);
      options = measured.options;
    }
  } finally {
    await context.close();
    await kitchen.delete();
    await remove();
  }
  return { times, options };
}

export async function pickupSelectRows(browser, baseUrl, samples = 5) {
  const name = `Pickup time select ready after the food's data, 4× CPU (median of ${samples})`;
  try {
    const { times, options } = await pickupSelectTimes(browser, baseUrl, samples);
    return {
      rows: [row({ name, goal: goalMs, limit: goalMs, value: median(times), format: 'ms' })],
      notes: [
        `Pickup time select: ${options} times offered; runs ${times.map((t) => `${Math.round(t)} ms`).join(', ')}.`,
      ],
    };
  } catch (error) {
    return {
      rows: [row({ name, goal: goalMs, limit: goalMs, value: null, format: 'ms', state: 'error' })],
      notes: [`Pickup time select not measured: ${error.message}`],
    };
  }
}
