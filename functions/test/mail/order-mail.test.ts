// Order mail end to end (decision 170): real purchases and moves on the emulators, the real
// triggers writing the outbox and sending through SMTP to the catcher on loopback
// (scripts/mail-catcher.mjs). Also: each handler run twice, the switch off, a server that refuses
// then recovers, one that never does, and a meal mailed once.
import { adminDb, createTestUser, type TestUser } from '../support/emulators.js';
import { randomUUID } from 'node:crypto';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { deleteDoc, doc } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appClients, clientAs, makeFood, moveOrder, placeOrder } from '../orders/support.js';
import {
  awaitDelivered,
  awaitInbox,
  inboxOf,
  kitchenAddress,
  kitchenArea,
  openKitchen,
  outboxDoc,
  refusalsOf,
  setEmailOrders,
  userWithAddress,
} from './support.js';

// The handlers run in this process too (a trigger delivered twice): the emulator's settings.
process.env.SMTP_URL ??= 'smtp://127.0.0.1:1025';
process.env.MAIL_RETRY_BASE_MS ??= '200';
const { handleOrderCreatedMail, handleOrderDeletedMail, handleOrderUpdatedMail } =
  await import('../../src/mail/order-mail.js');
const { deliverMail, handleMailCreated, maxAttempts } = await import('../../src/mail/deliver.js');
const { escapeHtml, pickupTimeText } = await import('../../src/mail/compose.js');

let env: RulesTestEnvironment;
let cook: TestUser;

beforeAll(async () => {
  env = await appClients();
  cook = await userWithAddress('cook-', 'Cody <Cook>');
  await openKitchen(cook);
});
afterAll(() => env.cleanup());

const site = 'http://127.0.0.1:5000';

/** A dish of the test's cook, and an order of `quantity` by `buyer`. */
async function order(buyer: TestUser, quantity = 2, price = 6.5) {
  const foodId = await makeFood(cook, { quantity: 50, price });
  const placed = await placeOrder({ foodId, quantity }, buyer.idToken);
  expect(placed.error).toBeUndefined();
  const orderId = placed.insertedId!;
  const stored = (await adminDb.doc(`orders/${orderId}`).get()).data()!;
  return { foodId, orderId, stored };
}

const snapshotOf = (data: Record<string, unknown> | undefined) => ({ data: () => data });

describe('each event writes one mail, sent to the catcher', () => {
  let buyer: TestUser;
  let accepted: Awaited<ReturnType<typeof order>>;

  beforeAll(async () => {
    buyer = await createTestUser('Bina <Buyer>');
  });

  it('new-order: the cook hears of it, with the dishes, pickup, area and buyer, no address', async () => {
    accepted = await order(buyer, 3, 6.5);
    const [mail] = await awaitInbox(cook.email);
    expect(mail).toBeDefined();
    const stored = await awaitDelivered(`new-order-${accepted.orderId}`);
    expect(stored).toMatchObject({
      to: cook.email,
      kind: 'new-order',
      orderId: accepted.orderId,
      delivery: { state: 'SUCCESS', attempts: 1, error: null },
    });
    expect(stored?.createdAt).toBeInstanceOf(Timestamp);
    expect(stored).not.toHaveProperty('mealId');

    const pickup = pickupTimeText((accepted.stored.pickupAt as Timestamp).toMillis(), 'Asia/Dhaka');
    expect(pickup).toMatch(/\(Asia\/Dhaka\)$/);
    expect(mail!.from[0]).toMatchObject({ address: 'orders@foodtable.test', name: 'FoodTable' });
    expect(mail!.subject).toBe(`New order from Bina <Buyer>: ${accepted.stored.foodName}`);
    for (const part of [mail!.text, mail!.html]) {
      expect(part).toContain(String(accepted.stored.foodName));
      expect(part).toContain(pickup);
      expect(part).toContain(kitchenArea);
      expect(part).toContain(`${site}/ordersReceived`);
      expect(part).not.toContain('House 12');
    }
    expect(mail!.text).toContain(`- ${String(accepted.stored.foodName)} × 3 ($6.50 each)`);
    expect(mail!.text).toContain('Buyer: Bina <Buyer>');
    // User text is escaped in the HTML part.
    expect(mail!.html).toContain('Bina &lt;Buyer&gt;');
    expect(mail!.html).not.toContain('Bina <Buyer>');
  });

  it('accepted: the buyer gets the pickup time on the kitchen’s clock, the area and the address', async () => {
    await moveOrder(clientAs(env, cook), accepted.orderId, 'placed', 'accepted');
    const [mail] = await awaitInbox(buyer.email);
    await awaitDelivered(`accepted-${accepted.orderId}`);
    expect(mail!.subject).toBe(`Cody <Cook> accepted your order: ${accepted.stored.foodName}`);
    expect(mail!.text).toContain(`Pickup address: ${kitchenAddress}`);
    expect(mail!.text).toContain(`Pickup area: ${kitchenArea}`);
    expect(mail!.html).toContain(escapeHtml(kitchenAddress));
    expect(mail!.html).not.toContain(kitchenAddress);
    expect(mail!.text).toContain(`${site}/myOrderedFood`);
  });

  it('ready: the buyer hears it is ready, without the address', async () => {
    await moveOrder(clientAs(env, cook), accepted.orderId, 'accepted', 'ready');
    const mails = await awaitInbox(buyer.email, 2);
    const ready = mails.find((mail) => mail.subject.startsWith('Your order is ready'));
    expect(ready).toBeDefined();
    expect(ready!.text).toContain(String(accepted.stored.foodName));
    expect(ready!.text).toContain(kitchenArea);
    expect(ready!.text).not.toContain('House 12');
    expect(ready!.html).not.toContain('House 12');
  });

  it('declined: the buyer hears of it, without the address', async () => {
    const declined = await order(buyer, 1);
    await moveOrder(clientAs(env, cook), declined.orderId, 'placed', 'declined');
    const stored = await awaitDelivered(`declined-${declined.orderId}`);
    expect(stored).toMatchObject({ to: buyer.email, kind: 'declined' });
    const mail = (await inboxOf(buyer.email)).find((m) => m.subject.includes('declined'));
    expect(mail!.text).toContain(String(declined.stored.foodName));
    expect(mail!.text).not.toContain('House 12');
  });

  it('cancelled: the cook hears when the buyer cancels a placed order', async () => {
    const cancelled = await order(buyer, 4);
    await deleteDoc(doc(clientAs(env, buyer), `orders/${cancelled.orderId}`));
    const stored = await awaitDelivered(`cancelled-${cancelled.orderId}`);
    expect(stored).toMatchObject({ to: cook.email, kind: 'cancelled', orderId: cancelled.orderId });
    const mail = (await inboxOf(cook.email)).find((m) => m.subject.includes('cancelled'));
    expect(mail!.subject).toBe(`Bina <Buyer> cancelled an order: ${cancelled.stored.foodName}`);
    expect(mail!.text).toContain(`× 4`);
    expect(mail!.text).not.toContain('House 12');
  });

  it('wrote exactly one mail per kind, and the address only in accepted', async () => {
    const outbox = await adminDb.collection('mail').where('orderId', '==', accepted.orderId).get();
    expect(outbox.docs.map((d) => d.id).sort()).toEqual(
      ['accepted', 'new-order', 'ready'].map((kind) => `${kind}-${accepted.orderId}`),
    );
    const all = [...(await inboxOf(buyer.email)), ...(await inboxOf(cook.email))];
    const withAddress = all.filter(
      (m) => m.text.includes('House 12') || m.html.includes('House 12'),
    );
    expect(withAddress.map((m) => m.subject)).toEqual([
      `Cody <Cook> accepted your order: ${accepted.stored.foodName}`,
    ]);
  });
});

describe('exactly once under a trigger delivered twice', () => {
  it('runs each handler twice more: one outbox mail and one mail in the inbox per kind', async () => {
    const buyer = await createTestUser('Twice Buyer');
    const placed = await order(buyer, 1);
    const params = { orderId: placed.orderId };
    await awaitDelivered(`new-order-${placed.orderId}`);
    // The creation event again, twice at once, after the real trigger ran.
    await Promise.all([
      handleOrderCreatedMail({ params, data: snapshotOf(placed.stored) }),
      handleOrderCreatedMail({ params, data: snapshotOf(placed.stored) }),
    ]);
    await moveOrder(clientAs(env, cook), placed.orderId, 'placed', 'accepted');
    const after = (await adminDb.doc(`orders/${placed.orderId}`).get()).data();
    const move = { params, data: { before: snapshotOf(placed.stored), after: snapshotOf(after) } };
    await Promise.all([handleOrderUpdatedMail(move), handleOrderUpdatedMail(move)]);
    const acceptedMail = await awaitDelivered(`accepted-${placed.orderId}`);
    // The delivery trigger again for a mail already sent: nothing is sent.
    const created = { params: { mailId: `accepted-${placed.orderId}` } };
    await Promise.all([handleMailCreated(created), handleMailCreated(created)]);
    expect(acceptedMail?.delivery.state).toBe('SUCCESS');

    const cookMails = (await inboxOf(cook.email)).filter((m) =>
      m.text.includes(String(placed.stored.foodName)),
    );
    const buyerMails = await inboxOf(buyer.email);
    expect(cookMails).toHaveLength(1);
    expect(buyerMails).toHaveLength(1);
    expect((await outboxDoc(`accepted-${placed.orderId}`).get()).get('delivery.attempts')).toBe(1);
  });

  it('two senders racing for one PENDING mail: it is sent once', async () => {
    const to = `race-${randomUUID().slice(0, 8)}@foodtable.test`;
    const id = `new-order-race-${randomUUID()}`;
    // Written as a trigger would: the real delivery trigger races the two calls below.
    await outboxDoc(id).create({
      to,
      message: { subject: 'Race', text: 'Race', html: '<p>Race</p>' },
      delivery: {
        state: 'PENDING',
        attempts: 0,
        startTime: null,
        endTime: null,
        error: null,
        info: null,
      },
      kind: 'new-order',
      orderId: 'race',
      createdAt: FieldValue.serverTimestamp(),
    });
    await Promise.all([deliverMail(id), deliverMail(id)]);
    const stored = await awaitDelivered(id);
    expect(stored?.delivery).toMatchObject({ state: 'SUCCESS', attempts: 1 });
    expect(await inboxOf(to)).toHaveLength(1);
  });
});

describe('a meal is one new-order mail', () => {
  it('lists every line of the meal, once, whichever line’s trigger writes it', async () => {
    const buyer = await createTestUser('Meal Buyer');
    const mealId = `meal-${randomUUID()}`;
    const foods = [
      await makeFood(cook, { quantity: 9, price: 3 }),
      await makeFood(cook, { quantity: 9, price: 4 }),
    ];
    // Two orders with one mealId in one commit, as placeOrder writes a meal.
    const batch = adminDb.batch();
    const refs = foods.map(() => adminDb.collection('orders').doc());
    refs.forEach((ref, index) =>
      batch.create(ref, {
        buyerEmail: buyer.email,
        buyerName: buyer.displayName,
        buyerUid: buyer.uid,
        buyingDate: '2026/11/27 10:00:00',
        foodName: `Meal dish ${index + 1}`,
        price: 3 + index,
        quantity: index + 1,
        foodOwner: cook.displayName,
        foodOwnerUid: cook.uid,
        foodId: foods[index],
        imageURL: '/images/foods/biryani.svg',
        createdAt: FieldValue.serverTimestamp(),
        status: 'placed',
        placedAt: FieldValue.serverTimestamp(),
        pickupAt: Timestamp.fromMillis(Date.now() + 3_600_000),
        pickupArea: kitchenArea,
        mealId,
      }),
    );
    await batch.commit();
    const stored = await Promise.all(refs.map(async (ref) => (await ref.get()).data()));
    await Promise.all(
      refs.map((ref, index) =>
        handleOrderCreatedMail({ params: { orderId: ref.id }, data: snapshotOf(stored[index]) }),
      ),
    );
    const mail = await awaitDelivered(`new-order-${mealId}`);
    expect(mail).toMatchObject({ kind: 'new-order', mealId, to: cook.email });
    expect(mail).not.toHaveProperty('orderId');
    const caught = (await inboxOf(cook.email)).filter((m) => m.subject.includes('Meal Buyer'));
    expect(caught).toHaveLength(1);
    expect(caught[0]!.subject).toBe('New order from Meal Buyer: 2 dishes');
    expect(caught[0]!.text).toContain('- Meal dish 1 × 1 ($3.00 each)');
    expect(caught[0]!.text).toContain('- Meal dish 2 × 2 ($4.00 each)');
    expect(caught[0]!.text).toContain('Total: $11.00');
    // The buyer cancels the whole meal: one cancelled mail, naming both dishes.
    await Promise.all(refs.map((ref) => deleteDoc(doc(clientAs(env, buyer), `orders/${ref.id}`))));
    const cancelled = await awaitDelivered(`cancelled-${mealId}`);
    expect(cancelled?.message.text).toContain('Meal dish 1 × 1');
    expect(cancelled?.message.text).toContain('Meal dish 2 × 2');
  });
});

describe('a meal placed through placeOrder', () => {
  it('mails the cook once for the whole meal, then the buyer once when the cook accepts it', async () => {
    const buyer = await createTestUser('Real Meal Buyer');
    const foodIds = [
      await makeFood(cook, { quantity: 9, price: 2 }),
      await makeFood(cook, { quantity: 9, price: 5 }),
    ];
    const placed = await placeOrder(
      { items: foodIds.map((foodId, index) => ({ foodId, quantity: index + 1 })) },
      buyer.idToken,
    );
    expect(placed.error).toBeUndefined();
    const orders = await adminDb.collection('orders').where('buyerUid', '==', buyer.uid).get();
    const mealId = String(orders.docs[0]?.get('mealId'));
    expect(orders.docs.map((d) => d.get('mealId'))).toEqual([mealId, mealId]);

    const mail = await awaitDelivered(`new-order-${mealId}`);
    expect(mail).toMatchObject({ kind: 'new-order', mealId, to: cook.email });
    expect(mail?.message.subject).toBe('New order from Real Meal Buyer: 2 dishes');
    expect(mail?.message.text).toContain('Total: $12.00');
    for (const order of orders.docs) {
      expect(mail?.message.text).toContain(`${order.get('foodName')} × ${order.get('quantity')}`);
      expect((await outboxDoc(`new-order-${order.id}`).get()).exists).toBe(false);
    }
    // The cook accepts the meal as one: each line moves; the buyer gets one mail.
    for (const order of orders.docs)
      await moveOrder(clientAs(env, cook), order.id, 'placed', 'accepted');
    await awaitDelivered(`accepted-${mealId}`);
    const caught = await awaitInbox(buyer.email);
    expect(caught).toHaveLength(1);
    expect(caught[0]!.subject).toBe('Cody <Cook> accepted your order: 2 dishes');
    expect(caught[0]!.text).toContain(`Pickup address: ${kitchenAddress}`);
  });
});

describe('the switch: users/{uid}.emailOrders == false writes nothing for that person', () => {
  it('the cook switched off: no new-order or cancelled mail', async () => {
    const quietCook = await userWithAddress('quiet-', 'Quiet Cook');
    await openKitchen(quietCook);
    await setEmailOrders(quietCook, false);
    const buyer = await createTestUser('Loud Buyer');
    const foodId = await makeFood(quietCook, { quantity: 5 });
    const placed = await placeOrder({ foodId, quantity: 1 }, buyer.idToken);
    const orderId = placed.insertedId!;
    const stored = (await adminDb.doc(`orders/${orderId}`).get()).data();
    // The handler run here, to its end: it wrote nothing.
    await handleOrderCreatedMail({ params: { orderId }, data: snapshotOf(stored) });
    await handleOrderDeletedMail({ params: { orderId }, data: snapshotOf(stored) });
    expect((await outboxDoc(`new-order-${orderId}`).get()).exists).toBe(false);
    expect((await outboxDoc(`cancelled-${orderId}`).get()).exists).toBe(false);
    // The buyer's mails still go: the cook's switch is the cook's alone.
    await moveOrder(clientAs(env, quietCook), orderId, 'placed', 'accepted');
    await awaitDelivered(`accepted-${orderId}`);
    expect(await inboxOf(quietCook.email)).toEqual([]);
  });

  it('the buyer switched off: no accepted mail; switched on again, the next order’s comes', async () => {
    const buyer = await userWithAddress('quiet-buyer-', 'Quiet Buyer');
    await setEmailOrders(buyer, false);
    const quiet = await order(buyer, 1);
    await moveOrder(clientAs(env, cook), quiet.orderId, 'placed', 'accepted');
    const after = (await adminDb.doc(`orders/${quiet.orderId}`).get()).data();
    await handleOrderUpdatedMail({
      params: { orderId: quiet.orderId },
      data: { before: snapshotOf(quiet.stored), after: snapshotOf(after) },
    });
    expect((await outboxDoc(`accepted-${quiet.orderId}`).get()).exists).toBe(false);

    await setEmailOrders(buyer, true);
    const loud = await order(buyer, 1);
    await moveOrder(clientAs(env, cook), loud.orderId, 'placed', 'accepted');
    await awaitDelivered(`accepted-${loud.orderId}`);
    const mails = await inboxOf(buyer.email);
    expect(mails.map((m) => m.subject)).toContain(
      `Cody <Cook> accepted your order: ${loud.stored.foodName}`,
    );
  });
});

describe('a mail server that refuses', () => {
  it('refuses twice, then accepts: three attempts counted, delivered once', async () => {
    const buyer = await userWithAddress('refuse2-', 'Flaky Buyer');
    const placed = await order(buyer, 1);
    await moveOrder(clientAs(env, cook), placed.orderId, 'placed', 'accepted');
    const stored = await awaitDelivered(`accepted-${placed.orderId}`);
    expect(stored?.delivery).toMatchObject({ state: 'SUCCESS', attempts: 3, error: null });
    expect(stored?.delivery.info.accepted).toEqual([buyer.email]);
    expect(await refusalsOf(buyer.email)).toBe(2);
    expect(await inboxOf(buyer.email)).toHaveLength(1);
  });

  it('never accepts: ERROR after 5 attempts with the server’s words, nothing delivered', async () => {
    const buyer = await userWithAddress('down-', 'Unlucky Buyer');
    const placed = await order(buyer, 1);
    await moveOrder(clientAs(env, cook), placed.orderId, 'placed', 'accepted');
    const stored = await awaitDelivered(`accepted-${placed.orderId}`, 45_000);
    expect(stored?.delivery).toMatchObject({ state: 'ERROR', attempts: maxAttempts });
    expect(String(stored?.delivery.error)).toMatch(/451/);
    expect(String(stored?.delivery.error)).toMatch(/try again later/i);
    expect(await refusalsOf(buyer.email)).toBe(maxAttempts);
    expect(await inboxOf(buyer.email)).toEqual([]);
    // It stays ERROR: no sender takes it up again.
    expect(await deliverMail(`accepted-${placed.orderId}`, { reclaim: true, maxWaitMs: 0 })).toBe(
      'nothing',
    );
    const again = await outboxDoc(`accepted-${placed.orderId}`).get();
    expect(again.get('delivery.attempts')).toBe(maxAttempts);
  });
});
