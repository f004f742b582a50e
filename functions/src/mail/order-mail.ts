// The order events that write mail (decision 170), each its own trigger beside the stock and
// address triggers, so a mail never delays or retries them, and never runs inside the purchase
// transaction: `new-order` to the cook when an order or a meal is placed (one mail per meal),
// `accepted`, `ready` and `declined` to the buyer on the cook's moves, `expired` to the buyer
// when nobody answered in time (orders/expiry.ts), `cancelled` to the cook when the buyer
// cancels (deletes) a placed order. Every mail is keyed on its kind and the
// order's `mealId ?? orderId` and created only if absent (outbox.ts): exactly one per kind.
import { FieldValue, Timestamp, type DocumentData } from 'firebase-admin/firestore';
import {
  onDocumentCreated,
  onDocumentDeleted,
  onDocumentUpdated,
} from 'firebase-functions/v2/firestore';
import { siteOrigin } from '../api/site-urls.js';
import { db } from '../lib/admin.js';
import { kitchenTimeZone } from '../sales/kitchen-time-zone.js';
import { collections, currencyOf, kitchenPaths, orderStatusOf } from '../shared/index.js';
import { composeMail, mailReader, type MailKind, type MailLine } from './compose.js';
import {
  createOnce,
  mailExists,
  recipientOf,
  subjectOf,
  writeMail,
  type MailSubject,
} from './outbox.js';

/**
 * The lines of each meal as placed (functions only): the cook's `cancelled` mail names every
 * dish of a meal even when the buyer's cancel deleted all its orders before the trigger ran.
 */
const mealLinesCollection = 'mealLines';

/** The pages where each reader acts. */
const mailLinks = {
  cook: () => `${siteOrigin()}/ordersReceived`,
  buyer: () => `${siteOrigin()}/myOrderedFood`,
};

interface Snapshot {
  data(): DocumentData | undefined;
}

interface OrderCreatedEvent {
  params: { orderId: string };
  data?: Snapshot | undefined;
}
type OrderDeletedMailEvent = OrderCreatedEvent;
interface OrderUpdatedMailEvent {
  params: { orderId: string };
  data?: { before: Snapshot; after: Snapshot } | undefined;
}

const lineOf = (order: DocumentData): MailLine => ({
  foodName: String(order.foodName ?? ''),
  quantity: typeof order.quantity === 'number' ? order.quantity : 0,
  price: typeof order.price === 'number' ? order.price : 0,
});

const millisOf = (value: unknown): number | null =>
  value instanceof Timestamp ? value.toMillis() : null;

/** The orders of the meal as stored now, oldest line first; the order alone when not a meal. */
async function ordersAbout(about: MailSubject, orderId: string, order: DocumentData) {
  if (!('mealId' in about)) return [{ id: orderId, data: order }];
  const found = await db.collection(collections.orders).where('mealId', '==', about.mealId).get();
  const orders = found.docs.map((doc) => ({ id: doc.id, data: doc.data() }));
  if (!orders.some((o) => o.id === orderId)) orders.push({ id: orderId, data: order });
  return orders.sort((a, b) => a.id.localeCompare(b.id));
}

/**
 * Writes the `kind` mail about `order` (and its meal) unless it exists or its reader turned
 * mail off, in the reader's language. `lines` overrides the dishes (a cancelled meal's, from
 * mealLines).
 */
async function mailAbout(
  kind: MailKind,
  orderId: string,
  order: DocumentData,
  lines?: MailLine[],
): Promise<boolean> {
  const about = subjectOf(orderId, order);
  const reader = mailReader[kind];
  const cookUid = String(order.foodOwnerUid ?? '');
  // Everything at once: a trigger's slot is held for one round trip, not five. A duplicate
  // delivery reads the same and stops at the existing id.
  const [exists, recipient, timeZone, address, meal] = await Promise.all([
    mailExists(kind, about),
    reader === 'cook'
      ? recipientOf(cookUid)
      : recipientOf(String(order.buyerUid ?? ''), String(order.buyerEmail ?? '')),
    cookUid ? kitchenTimeZone(cookUid) : Promise.resolve('UTC'),
    kind === 'accepted' && cookUid
      ? db.doc(kitchenPaths.pickupAddress(cookUid)).get()
      : Promise.resolve(null),
    lines ? Promise.resolve(null) : ordersAbout(about, orderId, order),
  ]);
  if (exists || !recipient) return false;
  const pickupAddress = address?.get('pickupAddress');
  const message = composeMail({
    kind,
    lines: lines ?? (meal ?? []).map((o) => lineOf(o.data)),
    // Empty: the mail says "A buyer" or "The cook" in the reader's language.
    buyerName: String(order.buyerName || order.buyerEmail || ''),
    cookName: String(order.foodOwner || ''),
    pickupAt: millisOf(order.pickupAt),
    timeZone,
    pickupArea: typeof order.pickupArea === 'string' ? order.pickupArea : null,
    pickupAddress: typeof pickupAddress === 'string' ? pickupAddress : null,
    currency: currencyOf(order.currency),
    link: mailLinks[reader](),
    language: recipient.language,
  });
  return writeMail(kind, about, recipient.to, message);
}

/** Keeps a meal's lines for its `cancelled` mail, once. */
async function recordMealLines(about: MailSubject, lines: MailLine[]) {
  if (!('mealId' in about)) return;
  await createOnce(db.collection(mealLinesCollection).doc(about.mealId), {
    lines,
    createdAt: FieldValue.serverTimestamp(),
  });
}

export async function handleOrderCreatedMail(event: OrderCreatedEvent): Promise<void> {
  const order = event.data?.data();
  if (!order) return;
  const orderId = event.params.orderId;
  const about = subjectOf(orderId, order);
  if (!('mealId' in about)) {
    await mailAbout('new-order', orderId, order);
    return;
  }
  // Every line of a meal is written in one commit: all of them are there by now.
  const meal = await ordersAbout(about, orderId, order);
  const lines = meal.map((o) => lineOf(o.data));
  await Promise.all([recordMealLines(about, lines), mailAbout('new-order', orderId, order, lines)]);
}

/** The statuses the buyer hears of: the cook's moves, and the expiry of an unanswered order. */
const buyerMoves = ['accepted', 'ready', 'declined', 'expired'] as const;

export async function handleOrderUpdatedMail(event: OrderUpdatedMailEvent): Promise<void> {
  const before = event.data?.before.data();
  const after = event.data?.after.data();
  if (!before || !after) return;
  const status = orderStatusOf(after);
  if (status === orderStatusOf(before)) return;
  const kind = buyerMoves.find((move) => move === status);
  if (kind) await mailAbout(kind, event.params.orderId, after);
}

export async function handleOrderDeletedMail(event: OrderDeletedMailEvent): Promise<void> {
  const order = event.data?.data();
  // Only a placed order is cancelled; deleting a completed or declined one tidies a list.
  if (!order || orderStatusOf(order) !== 'placed') return;
  const about = subjectOf(event.params.orderId, order);
  let lines: MailLine[] | undefined;
  if ('mealId' in about) {
    const kept = await db.collection(mealLinesCollection).doc(about.mealId).get();
    const stored = kept.get('lines');
    if (Array.isArray(stored)) lines = stored.map((line: DocumentData) => lineOf(line));
  }
  await mailAbout('cancelled', event.params.orderId, order, lines);
}

const orderDocument = { document: 'orders/{orderId}', region: 'us-central1' } as const;

export const mailOnOrderCreated = onDocumentCreated(orderDocument, handleOrderCreatedMail);
export const mailOnOrderUpdated = onDocumentUpdated(orderDocument, handleOrderUpdatedMail);
export const mailOnOrderDeleted = onDocumentDeleted(orderDocument, handleOrderDeletedMail);
