// Orders that never hang (contract): a placed order (or meal) the cook has neither accepted nor
// declined `answerMinutes` after it was created (the kitchen's, 30 when unset) becomes
// `expired` on the server, on time, whether or not anyone opens a page. Its units go back and
// its pickup slot is freed by returnToStock (once per order, its marker), and the buyer hears
// of it through the `expired` mail (mail/order-mail.ts).
//
// The timing is Cloud Tasks': when an order is created, one task per order or meal is queued
// for its due time, and it expires the order at its first attempt. The emulator suite keeps the
// schedule too (firebase-tools' queue, patched: decision 230). The task still checks the due
// time itself: one that comes early (by hand, or a queue that ran it at once) answers 503 and
// Cloud Tasks tries again after the queue's backoff (at most 20 s), until it is due.
//
// The race with the cook's accept (a client write the rules allow only from `placed`) is one
// of two writes on the same document: the expiry is a transaction that reads the status and
// writes only while it is still `placed`, so exactly one of the two wins.
import { createHash } from 'node:crypto';
import { FieldValue, Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { getFunctions } from 'firebase-admin/functions';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { onTaskDispatched } from 'firebase-functions/v2/tasks';
import { db } from '../lib/admin.js';
import {
  collections,
  kitchenLimits,
  kitchenOf,
  kitchenPaths,
  orderStatusOf,
  statusTimeField,
} from '../shared/index.js';
import { grpcCode } from './place-order.js';
import { returnToStock } from './return-to-stock.js';

const region = 'us-central1';
const expiryQueue = `locations/${region}/functions/expireOrder`;

/** Cloud Tasks may deliver a moment before the schedule: that close counts as due. */
const earlyToleranceMs = 5_000;

/** What a task carries: the order, or the meal it is a line of, and the time to answer. */
export interface ExpiryTask {
  orderId: string;
  mealId?: string;
  /** The kitchen's answerMinutes when the order was placed: a later change moves no order. */
  answerMinutes: number;
}

/** A task id Cloud Tasks takes (letters, digits, `-`, `_`): one per order or meal. */
export function expiryTaskId(key: string): string {
  const safe = /^[A-Za-z0-9_-]{1,400}$/.test(key)
    ? key
    : createHash('sha256').update(key).digest('hex');
  return `expire-${safe}`;
}

const millisOf = (value: unknown): number | null =>
  value instanceof Timestamp ? value.toMillis() : null;

/**
 * Queues the expiry of a newly created order: at its due time, one task per order or meal
 * (a meal's lines are written in one commit, and each line's trigger asks for the same task
 * id: the first queues it, the rest find it there). Only orders placeOrder wrote (`placed`,
 * with a cook and a creation time) are queued.
 */
export async function scheduleExpiry(orderId: string, order: DocumentData): Promise<void> {
  const createdAt = millisOf(order.createdAt);
  const cookUid = order.foodOwnerUid;
  if (order.status !== 'placed' || createdAt === null || typeof cookUid !== 'string' || !cookUid)
    return;
  const mealId = typeof order.mealId === 'string' && order.mealId ? order.mealId : undefined;
  const kitchen = await db.doc(kitchenPaths.kitchen(cookUid)).get();
  const { answerMinutes } = kitchenOf(kitchen.data());
  const dueAt = createdAt + answerMinutes * 60_000;
  const task: ExpiryTask = { orderId, answerMinutes, ...(mealId ? { mealId } : {}) };
  try {
    await getFunctions()
      .taskQueue<ExpiryTask>(expiryQueue)
      .enqueue(task, {
        id: expiryTaskId(mealId ?? orderId),
        scheduleDelaySeconds: Math.max(0, Math.ceil((dueAt - Date.now()) / 1000)),
      });
  } catch (error) {
    // Another line of the meal, or another delivery of this event, queued it first.
    if (grpcCode(error) === 'functions/task-already-exists') return;
    throw error;
  }
}

/** The task's data as sent, or null for anything else (dropped: it would never be due). */
function expiryTaskOf(data: unknown): ExpiryTask | null {
  const { orderId, mealId, answerMinutes } = (data ?? {}) as Record<string, unknown>;
  if (typeof orderId !== 'string' || !orderId || orderId.includes('/')) return null;
  if (mealId !== undefined && (typeof mealId !== 'string' || !mealId)) return null;
  const minutes =
    Number.isInteger(answerMinutes) &&
    Number(answerMinutes) >= 1 &&
    Number(answerMinutes) <= kitchenLimits.answerMinutesMax
      ? Number(answerMinutes)
      : null;
  if (minutes === null) return null;
  return { orderId, answerMinutes: minutes, ...(mealId ? { mealId } : {}) };
}

/** The task came before its order was due: Cloud Tasks retries it after the backoff. */
class NotDueYet extends HttpsError {
  constructor(waitMs: number) {
    super('unavailable', `Not due for another ${Math.ceil(waitMs / 1000)} s`);
  }
}

/** How long until a placed order is due (ms, 0 when due), or null when it is not placed. */
function dueIn(order: DocumentData, answerMs: number, at: number): number | null {
  const createdAt = millisOf(order.createdAt);
  if (orderStatusOf(order) !== 'placed' || createdAt === null) return null;
  const wait = createdAt + answerMs - at;
  return wait > earlyToleranceMs ? wait : 0;
}

/**
 * Expires the task's order, or every line of its meal, that is still placed and due (with a few
 * seconds' tolerance), and returns the units of every expired line (once each, returnToStock's
 * marker; a task retried after a crash between the two finishes the job). Throws NotDueYet
 * while a placed line is not due yet. `now` is for tests.
 */
export async function expireWhenDue(data: unknown, now: () => number = Date.now): Promise<void> {
  const task = expiryTaskOf(data);
  if (!task) return;
  const orders = db.collection(collections.orders);
  const answerMs = task.answerMinutes * 60_000;
  const linesRead = task.mealId ? orders.where('mealId', '==', task.mealId) : null;
  const orderRef = orders.doc(task.orderId);

  // A plain read first: an early task comes back every 20 s until it is due, and each of those
  // visits costs one read, no transaction.
  const seen = linesRead ? (await linesRead.get()).docs : [await orderRef.get()];
  const waits = seen.map((line) => dueIn(line.data() ?? {}, answerMs, now()));
  const notDue = Math.max(0, ...waits.map((wait) => wait ?? 0));
  if (notDue > 0) throw new NotDueYet(notDue);
  const owed = seen.some((line) => orderStatusOf(line.data() ?? {}) === 'expired');
  if (!waits.some((wait) => wait === 0) && !owed) return;

  const expired = await db.runTransaction(async (tx) => {
    const lines = linesRead ? (await tx.get(linesRead)).docs : [await tx.get(orderRef)];
    const at = now();
    const expiredLines: { id: string; data: DocumentData }[] = [];
    for (const line of lines) {
      const order = line.data();
      if (!order) continue;
      if (orderStatusOf(order) === 'expired') expiredLines.push({ id: line.id, data: order });
      if (dueIn(order, answerMs, at) !== 0) continue;
      tx.update(line.ref, {
        status: 'expired',
        [statusTimeField.expired]: FieldValue.serverTimestamp(),
      });
      expiredLines.push({ id: line.id, data: { ...order, status: 'expired' } });
    }
    return expiredLines;
  });
  // One line after the other: a meal's lines share a pickup slot.
  for (const line of expired) await returnToStock(line.id, line.data, 'expired');
}

export const expireOrder = onTaskDispatched<ExpiryTask>(
  {
    region,
    // Retried while not due (a task that came early) and after an error: 5, 10, 15, then
    // every 20 s (no doublings: the waits grow linearly to the cap), for as long as the
    // longest answer time and then some. So even an early task expires its order at most
    // about 20 s after its time.
    retryConfig: {
      maxAttempts: 5,
      maxRetrySeconds: (kitchenLimits.answerMinutesMax + 30) * 60,
      minBackoffSeconds: 5,
      maxBackoffSeconds: 20,
      maxDoublings: 0,
    },
  },
  (request) => expireWhenDue(request.data),
);

export const expiryOnOrderCreated = onDocumentCreated(
  { document: `${collections.orders}/{orderId}`, region },
  async (event) => {
    const order = event.data?.data();
    if (order) await scheduleExpiry(event.params.orderId, order);
  },
);
