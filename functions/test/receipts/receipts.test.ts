// Receipts (decision 130): a completed order, or a finished meal, gets one receipt numbered per
// kitchen, 1, 2, 3… with no gap and no repeat when completions race, none more when an event
// comes twice, and one `receipt` mail to its buyer (none when they turned order mail off).
// The emulator helpers come first: they set up the Admin SDK for the handlers imported below.
import {
  adminDb,
  callFunction,
  createTestUser,
  eventually,
  type TestUser,
} from '../support/emulators.js';
import { randomUUID } from 'node:crypto';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { FieldValue, Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections, type OrderStatus, type PlacedMeal } from '../../src/shared/index.js';
import { appClients, clientAs, makeFood, moveOrder, placeOrder } from '../orders/support.js';
import {
  awaitDelivered,
  inboxOf,
  kitchenArea,
  openKitchen,
  outboxDoc,
  setEmailOrders,
  userWithAddress,
} from '../mail/support.js';

// The handlers run in this process too (an event delivered twice): the emulator's settings.
process.env.SMTP_URL ??= 'smtp://127.0.0.1:1025';
process.env.MAIL_RETRY_BASE_MS ??= '200';
const { handleOrderFinished } = await import('../../src/receipts/on-order-finished.js');
const { receiptCountersCollection } = await import('../../src/receipts/issue-receipt.js');
const { handleReceiptCreatedMail } = await import('../../src/mail/receipt-mail.js');

/** The contract's fields of a receipt, exactly. */
const receiptFields = [
  'buyerName',
  'buyerUid',
  'completedAt',
  'cookName',
  'cookUid',
  'currency',
  'lines',
  'number',
  'pickupArea',
  'total',
];

const site = 'http://127.0.0.1:5000';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await appClients();
});
afterAll(() => env.cleanup());

const receiptOf = async (id: string) =>
  (await adminDb.doc(`${collections.receipts}/${id}`).get()).data();

/** Waits for the receipt the trigger writes; undefined if none came within `timeoutMs`. */
const awaitReceipt = (id: string, timeoutMs = 20_000) =>
  eventually(() => receiptOf(id), Boolean, timeoutMs);

const counterOf = async (cookUid: string) =>
  (await adminDb.doc(`${receiptCountersCollection}/${cookUid}`).get()).get('next') as unknown;

/** Moves an order along the cook's arrows, one by one, as their page does. */
async function walk(cook: TestUser, orderId: string, steps: OrderStatus[]) {
  const asCook = clientAs(env, cook);
  for (let i = 1; i < steps.length; i++) await moveOrder(asCook, orderId, steps[i - 1]!, steps[i]!);
}

const snapshotOf = (data: DocumentData | undefined) => ({ data: () => data });

/** The update event of `order` (as stored) moving from `from` into its status now. */
const moveEvent = (orderId: string, order: DocumentData, from: OrderStatus) => ({
  params: { orderId },
  data: { before: snapshotOf({ ...order, status: from }), after: snapshotOf(order) },
});

/** An order as placeOrder and the cook's moves leave it, completed now. */
const completedOrder = (cookUid: string, buyerUid: string, fields: DocumentData = {}) => ({
  buyerUid,
  buyerName: 'Bea Buyer',
  buyerEmail: `${buyerUid}@foodtable.test`,
  foodOwner: 'Cody Cook',
  foodOwnerUid: cookUid,
  foodId: 'food-1',
  foodName: 'Haleem',
  price: 9,
  quantity: 2,
  pickupArea: 'Dhanmondi',
  status: 'completed',
  completedAt: Timestamp.now(),
  ...fields,
});

describe('a single-dish order', () => {
  let cook: TestUser;
  let buyer: TestUser;
  let orderId: string;
  let foodName: string;

  beforeAll(async () => {
    [cook, buyer] = await Promise.all([
      userWithAddress('receipt-cook-', 'Cody <Cook>'),
      userWithAddress('receipt-buyer-', 'Bina Buyer'),
    ]);
    await openKitchen(cook);
  });

  it('completed in the app: receipt 1 of the kitchen, with the contract’s fields', async () => {
    const foodId = await makeFood(cook, { quantity: 10, price: 6.5 });
    const placed = await placeOrder({ foodId, quantity: 3 }, buyer.idToken);
    expect(placed.error).toBeUndefined();
    orderId = placed.insertedId!;
    await walk(cook, orderId, ['placed', 'accepted', 'ready']);
    expect(await receiptOf(orderId)).toBeUndefined();
    await walk(cook, orderId, ['ready', 'completed']);

    const receipt = await awaitReceipt(orderId);
    const order = (await adminDb.doc(`${collections.orders}/${orderId}`).get()).data()!;
    foodName = String(order.foodName);
    expect(Object.keys(receipt ?? {}).sort()).toEqual(receiptFields);
    expect(receipt).toEqual({
      number: 1,
      cookUid: cook.uid,
      cookName: 'Cody <Cook>',
      buyerUid: buyer.uid,
      buyerName: 'Bina Buyer',
      pickupArea: kitchenArea,
      lines: [{ foodName, quantity: 3, unitPrice: 6.5, total: 19.5 }],
      total: 19.5,
      currency: 'USD',
      completedAt: order.completedAt,
    });
    expect(await counterOf(cook.uid)).toBe(2);
  });

  it('mails the buyer once: the number, the line, the total with its currency, the link', async () => {
    const stored = await awaitDelivered(`receipt-${orderId}`);
    expect(stored).toMatchObject({
      to: buyer.email,
      kind: 'receipt',
      orderId,
      delivery: { state: 'SUCCESS' },
    });
    const mails = (await inboxOf(buyer.email)).filter((m) => m.subject.startsWith('Receipt'));
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe(`Receipt 1 from Cody <Cook>: ${foodName}, $19.50`);
    expect(mail!.text).toContain('This is your receipt, number 1.');
    expect(mail!.text).toContain(`- ${foodName} × 3 ($6.50 each): $19.50`);
    expect(mail!.text).toContain('Total: $19.50');
    expect(mail!.text).toContain(`Pickup area: ${kitchenArea}`);
    expect(mail!.text).toMatch(/Completed: .* \(Asia\/Dhaka\)/);
    expect(mail!.text).toContain(`${site}/receipt/${orderId}`);
    expect(mail!.html).toContain('Cody &lt;Cook&gt;');
  });

  it('delivered twice more, at once: no second number, no second mail', async () => {
    const order = (await adminDb.doc(`${collections.orders}/${orderId}`).get()).data()!;
    const event = moveEvent(orderId, order, 'ready');
    await Promise.all([handleOrderFinished(event), handleOrderFinished(event)]);
    const created = {
      params: { receiptId: orderId },
      data: snapshotOf(await receiptOf(orderId)),
    };
    await Promise.all([handleReceiptCreatedMail(created), handleReceiptCreatedMail(created)]);

    expect((await receiptOf(orderId))?.number).toBe(1);
    expect(await counterOf(cook.uid)).toBe(2);
    const outbox = await adminDb.collection('mail').where('orderId', '==', orderId).get();
    expect(outbox.docs.filter((d) => d.get('kind') === 'receipt')).toHaveLength(1);
    const mails = (await inboxOf(buyer.email)).filter((m) => m.subject.startsWith('Receipt'));
    expect(mails).toHaveLength(1);
  });

  it('declined: no receipt, no number', async () => {
    const foodId = await makeFood(cook, { quantity: 10 });
    const placed = await placeOrder({ foodId, quantity: 1 }, buyer.idToken);
    await walk(cook, placed.insertedId!, ['placed', 'declined']);
    const order = (await adminDb.doc(`${collections.orders}/${placed.insertedId}`).get()).data();
    await handleOrderFinished(moveEvent(placed.insertedId!, order!, 'placed'));
    expect(await receiptOf(placed.insertedId!)).toBeUndefined();
    expect(await counterOf(cook.uid)).toBe(2);
  });
});

describe('numbering when completions race', () => {
  it('20 orders of one kitchen completed at once: receipts 1 to 20, no gap, no repeat', async () => {
    const cookUid = `cook-${randomUUID()}`;
    const buyer = await createTestUser('Racing Buyer');
    // The switch off: the 20 receipts send the buyer nothing.
    await setEmailOrders(buyer, false);
    const refs = Array.from({ length: 20 }, () => adminDb.collection(collections.orders).doc());
    const batch = adminDb.batch();
    for (const [i, ref] of refs.entries())
      batch.create(ref, {
        ...completedOrder(cookUid, buyer.uid, { buyerEmail: buyer.email, foodName: `Dish ${i}` }),
        status: 'ready',
        completedAt: null,
        createdAt: FieldValue.serverTimestamp(),
      });
    await batch.commit();

    await Promise.all(
      refs.map((ref) =>
        ref.update({ status: 'completed', completedAt: FieldValue.serverTimestamp() }),
      ),
    );
    const receipts = await eventually(
      () => adminDb.collection(collections.receipts).where('cookUid', '==', cookUid).get(),
      (found) => found.size >= 20,
      60_000,
    );
    expect(receipts.docs.map((d) => d.id).sort()).toEqual(refs.map((ref) => ref.id).sort());
    expect(receipts.docs.map((d) => d.get('number') as number).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    expect(await counterOf(cookUid)).toBe(21);

    // The mail trigger, run here for one of them, writes nothing for a buyer with mail off.
    const first = receipts.docs[0]!;
    await handleReceiptCreatedMail({ params: { receiptId: first.id }, data: first });
    expect((await outboxDoc(`receipt-${first.id}`).get()).exists).toBe(false);
  });

  it('20 completions, each delivered twice, all at once in one process: 1 to 20', async () => {
    const cookUid = `cook-${randomUUID()}`;
    const events = Array.from({ length: 20 }, () =>
      moveEvent(`test-${randomUUID()}`, completedOrder(cookUid, `buyer-${randomUUID()}`), 'ready'),
    );
    await Promise.all([...events, ...events].map(handleOrderFinished));
    const numbers = await Promise.all(
      events.map(async (event) => (await receiptOf(event.params.orderId))?.number as number),
    );
    expect(numbers.sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(await counterOf(cookUid)).toBe(21);
  });
});

describe('a meal', () => {
  let cook: TestUser;
  let buyer: TestUser;

  beforeAll(async () => {
    [cook, buyer] = await Promise.all([
      userWithAddress('meal-receipt-cook-', 'Meera Cook'),
      userWithAddress('meal-receipt-buyer-', 'Dina Diner'),
    ]);
    await openKitchen(cook);
  });

  async function placeMeal(quantities: number[], price = 4.25) {
    const foodIds = await Promise.all(quantities.map(() => makeFood(cook, { quantity: 9, price })));
    const items = foodIds.map((foodId, i) => ({ foodId, quantity: quantities[i] }));
    const { body } = await callFunction('placeOrder', { items }, buyer.idToken);
    expect(body.error).toBeUndefined();
    return body.result as PlacedMeal;
  }

  it('one receipt at the meal’s id once its last open line is finished, of its completed lines', async () => {
    const { insertedIds, mealId } = await placeMeal([1, 2, 3]);
    const [a, b, c] = [...insertedIds].sort();
    for (const id of [a!, b!, c!]) await walk(cook, id, ['placed', 'accepted']);
    await walk(cook, c!, ['accepted', 'declined']);
    await walk(cook, a!, ['accepted', 'ready', 'completed']);
    await walk(cook, b!, ['accepted', 'ready']);
    // A line is still open: no receipt yet, for the meal or for the completed line.
    expect(await awaitReceipt(mealId, 2000)).toBeUndefined();
    expect(await receiptOf(a!)).toBeUndefined();

    await walk(cook, b!, ['ready', 'completed']);
    const receipt = await awaitReceipt(mealId);
    const lines = await Promise.all(
      [a!, b!].map(async (id) => (await adminDb.doc(`${collections.orders}/${id}`).get()).data()!),
    );
    expect(receipt).toMatchObject({
      number: 1,
      cookUid: cook.uid,
      buyerUid: buyer.uid,
      lines: lines.map((line) => ({
        foodName: line.foodName,
        quantity: line.quantity,
        unitPrice: 4.25,
        total: 4.25 * (line.quantity as number),
      })),
      total: 4.25 * lines.reduce((sum, line) => sum + (line.quantity as number), 0),
      currency: 'USD',
      completedAt: lines[1]!.completedAt,
    });
    for (const id of insertedIds) expect(await receiptOf(id)).toBeUndefined();

    const mail = await awaitDelivered(`receipt-${mealId}`);
    expect(mail).toMatchObject({ to: buyer.email, kind: 'receipt', mealId });
  });

  it('lines completed at once, as the cook’s page moves them: one receipt', async () => {
    const { insertedIds, mealId } = await placeMeal([2, 3]);
    for (const [from, to] of [
      ['placed', 'accepted'],
      ['accepted', 'ready'],
      ['ready', 'completed'],
    ] as const)
      await Promise.all(insertedIds.map((id) => walk(cook, id, [from, to])));
    const receipt = await awaitReceipt(mealId);
    expect(receipt?.lines).toHaveLength(2);
    expect(receipt?.total).toBe(4.25 * 5);
  });

  it('a decline that finishes the meal issues the receipt of what was completed', async () => {
    const { insertedIds, mealId } = await placeMeal([1, 1]);
    const [done, declined] = insertedIds;
    for (const id of insertedIds) await walk(cook, id, ['placed', 'accepted']);
    await walk(cook, done!, ['accepted', 'ready', 'completed']);
    expect(await awaitReceipt(mealId, 2000)).toBeUndefined();
    await walk(cook, declined!, ['accepted', 'declined']);
    const receipt = await awaitReceipt(mealId);
    expect(receipt?.number).toBe(3);
    expect(receipt?.lines).toHaveLength(1);
    expect(receipt?.total).toBe(4.25);
  });

  it('every line declined: no receipt', async () => {
    const { insertedIds, mealId } = await placeMeal([1, 1]);
    for (const id of insertedIds) await walk(cook, id, ['placed', 'declined']);
    const last = insertedIds[1]!;
    const order = (await adminDb.doc(`${collections.orders}/${last}`).get()).data()!;
    await handleOrderFinished(moveEvent(last, order, 'placed'));
    expect(await receiptOf(mealId)).toBeUndefined();
    expect(await counterOf(cook.uid)).toBe(4);
  });
});

describe('the currency', () => {
  it.for([
    ['BDT', 'BDT'],
    ['INR', 'INR'],
    ['USD', 'USD'],
    ['EUR', 'USD'],
    [undefined, 'USD'],
  ] as const)('an order placed in %s: a receipt in %s', async ([placedIn, expected]) => {
    const orderId = `test-${randomUUID()}`;
    const order = completedOrder(`cook-${randomUUID()}`, `buyer-${randomUUID()}`, {
      ...(placedIn ? { currency: placedIn } : {}),
      price: 19.99,
      quantity: 3,
    });
    await handleOrderFinished(moveEvent(orderId, order, 'ready'));
    expect(await receiptOf(orderId)).toMatchObject({
      number: 1,
      currency: expected,
      lines: [{ foodName: 'Haleem', quantity: 3, unitPrice: 19.99, total: 59.97 }],
      total: 59.97,
    });
  });
});
