// A kitchen's limits and an order's end (decisions 120 and 070), two rows from Node against the
// emulator suite and a mail catcher (maildev, started here when nothing listens on 1025):
//   - the purchase with a slot limit ÷ without: placeOrder round trips (as the web SDK calls
//     it, with the pickup time the purchase form always sends) to a kitchen with `perSlot` and
//     to one without, in turns (one order, then the other,
//     so drift in the machine's load hits both alike); medians of `rounds` each (≤ 1.15);
//   - expiry lateness: `expiring` orders placed at once in a kitchen answering within a minute,
//     nobody answering; for each, expiredAt − (createdAt + 1 minute); p95 ≤ 60 s. Exactly once
//     is checked the way a person would count: every unit back on the shelf, and one `expired`
//     mail per order in the buyer's inbox, also after the queue's longest retry has passed.
// The cooks, the diner, the dishes and what the rounds placed are made with the Admin SDK and
// deleted after.
//   npm run bench -- --limits [--limit-rounds=20]   (under the lock; starts the emulators itself)
import { randomUUID } from 'node:crypto';
import { idToken, timedPlaceOrder } from './callable.mjs';
import { benchAccounts, benchAdmin, benchFood, openKitchen } from './live.mjs';
import { catcher, mailsTo } from './mail.mjs';
import { formats, measuredRows, median, percentile, row } from './table.mjs';

const password = 'Bench123';
const expiring = 50;
const limits = { slotRatio: 1.15, lateness: 60_000 };
/** The expiry queue's longest wait between tries (functions/src/orders/expiry.ts). */
const longestRetryMs = 20_000;
/** Between two purchases: the last one's triggers (mail, expiry task) have their turn. */
const settleMs = 300;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A cook with a kitchen (`openKitchen` and `extra`) and one dish of plenty. */
async function benchKitchen({ auth, db, FieldValue }, tag, name, extra, quantity) {
  const [cook] = await benchAccounts(auth, password, [
    { email: `bench-limits-${name}-${tag}@foodtable.test`, displayName: `Bench ${name}` },
  ]);
  await db
    .doc(`kitchens/${cook.uid}`)
    .set({ ...openKitchen, ...extra, updatedAt: FieldValue.serverTimestamp() });
  const food = await db.collection('foods').add(
    benchFood(cook, FieldValue, {
      foodName: `Bench ${name} Khichuri ${tag}`,
      price: 6,
      quantity,
      description: 'Made for the limits bench.',
      ratingCount: 0,
      ratingSum: 0,
      ratingAvg: 0,
    }),
  );
  return { cook, foodId: food.id, quantity };
}

const quarterHourMs = 15 * 60_000;

/**
 * A pickup time both bench kitchens take (open all day in UTC, no lead), half an hour or more
 * ahead, so that every purchase of the rounds asks for the same time.
 */
const pickupAt = () =>
  new Date(Math.ceil((Date.now() + 30 * 60_000) / quarterHourMs) * quarterHourMs).toISOString();

/** placeOrder round trips to the kitchen with a slot limit and to the one without, in turns. */
async function purchaseTimes(token, limited, unlimited, rounds) {
  const at = pickupAt();
  const buy = (kitchen) =>
    timedPlaceOrder(token, { foodId: kitchen.foodId, quantity: 1, pickupAt: at });
  // The callable's worker and both kitchens' first reads are not the purchase.
  await buy(limited);
  await buy(unlimited);
  const times = { limited: [], unlimited: [] };
  for (let i = 0; i < rounds; i++) {
    const order = i % 2 ? ['unlimited', 'limited'] : ['limited', 'unlimited'];
    for (const kind of order) {
      await sleep(settleMs);
      const { ms } = await buy(kind === 'limited' ? limited : unlimited);
      times[kind].push(ms);
    }
  }
  return times;
}

/** Polls `read` every second until `done(value)`, or throws after `timeoutMs`. */
async function until(read, done, timeoutMs, what) {
  const by = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > by) throw new Error(`${what} not within ${formats.s(timeoutMs)}`);
    await sleep(1000);
  }
}

/** `expiring` orders at once, nobody answering: their lateness and the exactly-once counts. */
async function expiryLateness({ db }, token, kitchen, buyer) {
  const mailsBefore = (await mailsTo(buyer.email)).length;
  const placed = await Promise.all(
    Array.from({ length: expiring }, () =>
      timedPlaceOrder(token, { foodId: kitchen.foodId, quantity: 1 }),
    ),
  );
  const ids = new Set(placed.map((p) => p.result.insertedId));
  const orders = db.collection('orders').where('foodId', '==', kitchen.foodId);
  // Due a minute after the last is placed; each task comes at its order's time.
  const expired = await until(
    async () => (await orders.get()).docs.filter((doc) => ids.has(doc.id)),
    (docs) => docs.length === expiring && docs.every((doc) => doc.get('status') === 'expired'),
    60_000 + 3 * 60_000,
    `all ${expiring} orders expired`,
  );
  const lateness = expired.map(
    (doc) => doc.get('expiredAt').toMillis() - (doc.get('createdAt').toMillis() + 60_000),
  );
  const expiredMails = async () =>
    (await mailsTo(buyer.email)).slice(mailsBefore).filter((m) => /expired/i.test(m.subject));
  await until(expiredMails, (mails) => mails.length >= expiring, 60_000, `${expiring} mails`);
  // Any second expiry or mail would come within the queue's longest retry.
  await sleep(longestRetryMs + 5_000);
  const food = (await db.doc(`foods/${kitchen.foodId}`).get()).data();
  return {
    lateness,
    mails: (await expiredMails()).length,
    unitsBack: food.quantity === kitchen.quantity,
    quantity: food.quantity,
  };
}

export async function limitsRows({ rounds = 20, log = console.log } = {}) {
  const admin = await benchAdmin('bench-limits');
  const { auth, db } = admin;
  const mailCatcher = await catcher();
  const tag = randomUUID().slice(0, 8);
  const made = [];
  const rows = [];
  const notes = [];
  const runs = {};
  const slot = {
    name: `Purchase with a slot limit ÷ without (medians of ${rounds})`,
    goal: limits.slotRatio,
    limit: limits.slotRatio,
    format: 'ratio',
  };
  const lateness = {
    name: `Expiry lateness, ${expiring} orders at once: p95 of expired at − due`,
    goal: limits.lateness,
    limit: limits.lateness,
    format: 's',
  };
  try {
    const [buyer] = await benchAccounts(auth, password, [
      { email: `bench-limits-diner-${tag}@foodtable.test`, displayName: 'Bench Diner' },
    ]);
    made.push(buyer);
    const token = await idToken(buyer.email, password);
    const limited = await benchKitchen(admin, tag, 'Limited', { perSlot: 100 }, 100_000);
    const unlimited = await benchKitchen(admin, tag, 'Open', {}, 100_000);
    const answering = await benchKitchen(admin, tag, 'Silent', { answerMinutes: 1 }, 1_000);
    made.push(limited.cook, unlimited.cook, answering.cook);
    runs.foods = [limited, unlimited, answering].map((k) => k.foodId);

    log(`Limits: ${rounds} purchases with a slot limit and ${rounds} without, in turns…`);
    rows.push(
      ...(await measuredRows([slot], notes, async () => {
        const times = await purchaseTimes(token, limited, unlimited, rounds);
        runs.purchase = times;
        notes.push(
          `Purchase round trips with perSlot 100: ${times.limited.map(formats.ms).join(', ')}; without: ${times.unlimited.map(formats.ms).join(', ')}.`,
        );
        return [
          row({
            ...slot,
            value: median(times.limited) / median(times.unlimited),
            aside: `${formats.ms(median(times.limited))} ÷ ${formats.ms(median(times.unlimited))}`,
          }),
        ];
      })),
    );

    log(`Limits: ${expiring} orders at once in a kitchen answering within a minute…`);
    rows.push(
      ...(await measuredRows([lateness], notes, async () => {
        const measured = await expiryLateness(admin, token, answering, buyer);
        runs.expiry = measured;
        const once = measured.unitsBack && measured.mails === expiring;
        notes.push(
          `Expiry of ${expiring} orders: lateness median ${formats.s(median(measured.lateness))}, max ${formats.s(Math.max(...measured.lateness))}; units on the shelf after ${measured.quantity} of ${answering.quantity}; expired mails in the buyer's inbox ${measured.mails} (${longestRetryMs / 1000 + 5} s after the last).`,
        );
        return [
          row({
            ...lateness,
            value: percentile(measured.lateness, 95),
            ...(once
              ? {}
              : {
                  state: 'error',
                  detail: `not exactly once: ${measured.quantity} units, ${measured.mails} mails`,
                }),
            aside: `each once: ${measured.mails} mails, every unit back`,
          }),
        ];
      })),
    );
  } finally {
    for (const foodId of runs.foods ?? []) {
      const orders = await db.collection('orders').where('foodId', '==', foodId).get();
      await Promise.all(orders.docs.map((doc) => doc.ref.delete()));
      await db.doc(`foods/${foodId}`).delete();
    }
    for (const account of made) {
      const slots = await db.collection('pickupSlots').where('cookUid', '==', account.uid).get();
      await Promise.all(slots.docs.map((doc) => doc.ref.delete()));
      await db.doc(`kitchens/${account.uid}`).delete();
      await auth.deleteUser(account.uid).catch(() => undefined);
    }
    await mailCatcher.stop();
  }
  return { rows, notes, runs };
}
