// The bench's order-mail rows (decision 170), against the emulator suite and a mail
// catcher (maildev, as `npm start` runs it; started here when nothing listens on 1025):
//   - from the purchase (the placeOrder call sent) to the cook's new-order mail listed in the
//     catcher's inbox (GET /api/email): median of the rounds with mail on (goal and limit 5 s);
//   - the purchase's own time (the placeOrder round trip) with the cook's mail on ÷ off
//     (`users/{cook}.emailOrders` false: the trigger runs and writes nothing): medians of rounds
//     taken in turns (on-off, then off-on), so drift in the machine's load hits both alike,
//     at least 1 s apart (≤ 1.05). A purchase takes ~30-50 ms here: 30 pairs keep a few ms of
//     jitter out of the ratio.
//   npm run bench -- --mail [--mail-rounds=30]   (under the lock; starts the emulators itself)
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import { join } from 'node:path';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { projectId, root } from '../emulators.mjs';
import { idToken, timedPlaceOrder } from './callable.mjs';
import { benchAccounts, benchFood, openKitchen } from './live.mjs';
import { median, row } from './table.mjs';

const inbox = 'http://127.0.0.1:1080';
/**
 * The least pause between purchases. With only the mail's own time (~0.2 s) the next purchase
 * met the tail of the last mail's work (maildev storing it, the outcome's write): on ÷ off read
 * 0.95, 1.16 and 1.12 in three runs; with 1 s, 0.99. People's purchases are rarely 0.2 s apart.
 */
const minSettleMs = 1000;

const listening = (port) =>
  new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => socket.end(resolve(true)));
    socket.once('error', () => resolve(false));
  });

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** maildev on 1025 / 1080 unless a catcher already listens; returns its stop. */
export async function catcher() {
  if (await listening(1025)) return { started: false, stop: async () => {} };
  const child = spawn(
    join(root, 'node_modules', '.bin', 'maildev'),
    ['--smtp', '1025', '--ip', '127.0.0.1', '--web', '1080', '--web-ip', '127.0.0.1'],
    { cwd: root, stdio: 'ignore', detached: true },
  );
  const until = Date.now() + 30_000;
  while (!(await listening(1080))) {
    if (Date.now() > until) throw new Error('maildev did not start within 30 s');
    await sleep(100);
  }
  return {
    started: true,
    stop: async () => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
      // Ports closed before the next user of 1025 looks.
      const by = Date.now() + 10_000;
      while ((await listening(1025)) || (await listening(1080))) {
        if (Date.now() > by) break;
        await sleep(100);
      }
    },
  };
}

async function purchase(token, foodId) {
  const { result, start, ms } = await timedPlaceOrder(token, { foodId, quantity: 1 });
  return { ms, start, orderId: result.insertedId };
}

/** The catcher's mails to `address`. */
export async function mailsTo(address) {
  const mails = await (await fetch(`${inbox}/api/email`)).json();
  return mails.filter((mail) =>
    (mail.to ?? []).some((to) => to.address.toLowerCase() === address.toLowerCase()),
  );
}

export async function mailRows({ rounds = 30, settleMs: fixedSettleMs, log = console.log } = {}) {
  process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';
  const app = initializeApp({ projectId }, `bench-mail-${randomUUID()}`);
  const db = getFirestore(app);
  const auth = getAuth(app);
  const mailCatcher = await catcher();
  const notes = [];
  try {
    const id = randomUUID().slice(0, 8);
    const password = 'Passw0rd';
    const [cook, buyer] = await benchAccounts(auth, password, [
      { email: `bench-cook-${id}@foodtable.test`, displayName: 'Bench Cook' },
      { email: `bench-buyer-${id}@foodtable.test`, displayName: 'Bench Buyer' },
    ]);
    const token = await idToken(buyer.email, password);
    await db
      .doc(`kitchens/${cook.uid}`)
      .set({ ...openKitchen, updatedAt: FieldValue.serverTimestamp() });
    const food = await db.collection('foods').add(
      benchFood(cook, FieldValue, {
        foodName: `Bench Dal ${id}`,
        price: 5,
        quantity: 100_000,
        description: 'Ordered by the mail bench.',
        ratingCount: 0,
        ratingSum: 0,
        ratingAvg: 0,
      }),
    );
    const setMail = (on) => db.doc(`users/${cook.uid}`).set({ emailOrders: on }, { merge: true });

    /** One purchase; with mail on, also the time until its mail is in the inbox. */
    async function round(on) {
      await setMail(on);
      const before = (await mailsTo(cook.email)).length;
      const bought = await purchase(token, food.id);
      if (!on) return { ms: bought.ms };
      const until = Date.now() + 30_000;
      for (;;) {
        if ((await mailsTo(cook.email)).length > before)
          return { ms: bought.ms, mailMs: performance.now() - bought.start };
        if (Date.now() > until) return { ms: bought.ms, mailMs: null };
        await sleep(25);
      }
    }

    log('Mail: a warm-up purchase with mail on and one with mail off…');
    await round(true);
    await round(false);
    const on = [];
    const off = [];
    let settleMs = fixedSettleMs ?? minSettleMs;
    for (let i = 0; i < rounds; i++) {
      // On then off, then off then on: neither always follows the other.
      for (const mailOn of i % 2 ? [false, true] : [true, false]) {
        const result = await round(mailOn);
        (mailOn ? on : off).push(result);
        // As long as a mail took to arrive (or `settleMs`): the machine is as quiet before each
        // purchase.
        if (result.mailMs && fixedSettleMs === undefined)
          settleMs = Math.max(minSettleMs, result.mailMs);
        await sleep(settleMs);
      }
    }
    const lost = on.filter((r) => r.mailMs === null).length;
    if (lost) notes.push(`Mail bench: ${lost} of ${rounds} mails did not arrive within 30 s.`);
    const latency = median(on.map((r) => r.mailMs).filter((ms) => ms !== null));
    const onMs = median(on.map((r) => r.ms));
    const offMs = median(off.map((r) => r.ms));
    notes.push(
      `Mail bench: purchase → mail ${on.map((r) => (r.mailMs === null ? 'lost' : Math.round(r.mailMs))).join(', ')} ms; purchase with mail on ${on.map((r) => Math.round(r.ms)).join(', ')} ms (median ${Math.round(onMs)}), off ${off.map((r) => Math.round(r.ms)).join(', ')} ms (median ${Math.round(offMs)}); catcher: ${mailCatcher.started ? 'maildev started by the bench' : 'the one already listening on 1025'}.`,
    );
    return {
      rows: [
        row({
          name: `Purchase → cook's mail in the catcher's inbox (median of ${rounds})`,
          goal: 5_000,
          limit: 5_000,
          value: lost ? null : latency,
          format: 's',
          detail: lost ? `${lost} mail(s) lost` : null,
        }),
        row({
          name: `Purchase time, mail on ÷ mail off (medians of ${rounds} each)`,
          goal: 1.05,
          limit: 1.05,
          value: onMs / offMs,
          format: 'ratio',
          aside: `${Math.round(onMs)} ms ÷ ${Math.round(offMs)} ms`,
        }),
      ],
      notes,
      runs: { on, off },
    };
  } finally {
    await mailCatcher.stop();
    await deleteApp(app);
  }
}
