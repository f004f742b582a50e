// Mail in the recipient's language (contract: "Mail goes out in the recipient's `lang` (absent:
// `en`)"; decision 170): real purchases and moves on the emulators, the real triggers writing
// the outbox and sending to the catcher. A cook who reads Bangla, selling in taka, gets her
// new-order mail in Bangla; a buyer who reads Hindi gets the status mails and the receipt in
// Hindi; a buyer without a language gets the English mail as it always was. What people wrote
// (names, dishes, the area, the address) stays as written in every language.
import { adminDb, createTestUser, eventually, type TestUser } from '../support/emulators.js';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import type { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kitchenPaths } from '../../src/shared/index.js';
import { mailWords } from '../../src/mail/words.js';
import { appClients, clientAs, makeFood, moveOrder, placeOrder } from '../orders/support.js';
import {
  awaitDelivered,
  inboxOf,
  kitchenAddress,
  kitchenArea,
  kitchenZone,
  openKitchen,
  setLanguage,
  userWithAddress,
  type CaughtMail,
} from './support.js';

let env: RulesTestEnvironment;
let cook: TestUser;

beforeAll(async () => {
  env = await appClients();
  cook = await userWithAddress('bn-cook-', 'Rahima Begum');
  await openKitchen(cook);
  await Promise.all([
    adminDb.doc(kitchenPaths.kitchen(cook.uid)).update({ currency: 'BDT' }),
    setLanguage(cook, 'bn'),
  ]);
});
afterAll(() => env.cleanup());

/** A dish of the cook at ৳250, and an order of `quantity` by `buyer`, in taka. */
async function order(buyer: TestUser, quantity: number) {
  const foodId = await makeFood(cook, { quantity: 20, price: 250 });
  const placed = await placeOrder({ foodId, quantity }, buyer.idToken);
  expect(placed.error).toBeUndefined();
  const orderId = placed.insertedId!;
  const stored = (await adminDb.doc(`orders/${orderId}`).get()).data()!;
  expect(stored.currency).toBe('BDT');
  return {
    orderId,
    foodName: String(stored.foodName),
    pickupAt: (stored.pickupAt as Timestamp).toMillis(),
  };
}

/** The mail to `address` whose subject starts with `start`, once the catcher has it. */
async function mailTo(address: string, start: string): Promise<CaughtMail> {
  const find = (mails: CaughtMail[]) => mails.find((m) => m.subject.startsWith(start));
  const mails = await eventually(
    () => inboxOf(address),
    (caught) => !!find(caught),
    45_000,
  );
  expect(find(mails), `"${start}…" among ${mails.map((m) => m.subject).join(' | ')}`).toBeDefined();
  return find(mails)!;
}

describe('a cook who reads Bangla', () => {
  it('gets her new-order mail in Bangla, taka written ২৫০.০০৳ with Bangla digits', async () => {
    const buyer = await createTestUser('Bina Akter');
    const placed = await order(buyer, 2);
    const mail = await mailTo(cook.email, 'Bina Akter ');
    await awaitDelivered(`new-order-${placed.orderId}`);

    expect(mail.subject).toBe(`Bina Akter নতুন অর্ডার দিয়েছেন: ${placed.foodName}`);
    const bangla = mailWords('bn');
    for (const line of [
      'Bina Akter আপনার রান্নাঘর থেকে অর্ডার করেছেন।',
      `- ${placed.foodName} × ২ (প্রতিটি ২৫০.০০৳)`,
      'মোট: ৫০০.০০৳',
      'ক্রেতা: Bina Akter',
      'রাঁধুনি: Rahima Begum',
      `পিকআপের সময়: ${bangla.clock(placed.pickupAt, kitchenZone)}`,
      `পিকআপের এলাকা: ${kitchenArea}`,
      'আমার খাবারের অর্ডার পাতায় এটি গ্রহণ বা প্রত্যাখ্যান করুন:',
    ])
      expect(mail.text.split('\n')).toContain(line);
    // The time in Bangla digits and month, on the kitchen's clock.
    expect(bangla.clock(placed.pickupAt, kitchenZone)).toMatch(/^[^0-9]+ \(Asia\/Dhaka\)$/);
    expect(mail.html).toContain('<html lang="bn">');
    expect(mail.html).toContain('<strong>৫০০.০০৳</strong>');
    expect(mail.html).toContain('>আমার খাবারের অর্ডার</a>');
    // No English word of the mail's own is left (the dish, names and link are as written).
    for (const part of [mail.text, mail.html])
      for (const english of ['Total', 'Pickup', 'Buyer', 'each', 'ordered from', 'You get these'])
        expect(part).not.toContain(english);
  });
});

describe('a buyer who reads Hindi', () => {
  let buyer: TestUser;
  let placed: Awaited<ReturnType<typeof order>>;

  beforeAll(async () => {
    buyer = await userWithAddress('hi-buyer-', 'Hema Sharma');
    await setLanguage(buyer, 'hi');
    placed = await order(buyer, 1);
  });

  it('gets the accepted mail in Hindi, the address as the cook wrote it', async () => {
    await moveOrder(clientAs(env, cook), placed.orderId, 'placed', 'accepted');
    const mail = await mailTo(buyer.email, 'Rahima Begum ने');
    expect(mail.subject).toBe(`Rahima Begum ने आपका ऑर्डर स्वीकार किया: ${placed.foodName}`);
    for (const line of [
      'Rahima Begum ने आपका ऑर्डर स्वीकार किया है। नीचे दिए समय और जगह पर इसे ले जाएँ।',
      // hi-IN writes Latin digits, the taka sign first.
      `- ${placed.foodName} × 1 (प्रति नग ৳250.00)`,
      'कुल: ৳250.00',
      `पिकअप का समय: ${mailWords('hi').clock(placed.pickupAt, kitchenZone)}`,
      `पिकअप क्षेत्र: ${kitchenArea}`,
      `पिकअप का पता: ${kitchenAddress}`,
    ])
      expect(mail.text.split('\n')).toContain(line);
    expect(mail.html).toContain('<html lang="hi">');
  });

  it('gets the ready mail and the receipt in Hindi', async () => {
    await moveOrder(clientAs(env, cook), placed.orderId, 'accepted', 'ready');
    const ready = await mailTo(buyer.email, 'आपका ऑर्डर तैयार है');
    expect(ready.subject).toBe(`आपका ऑर्डर तैयार है: ${placed.foodName}`);
    expect(ready.text).toContain('Rahima Begum ने आपका ऑर्डर पिकअप के लिए तैयार कर दिया है।');

    await moveOrder(clientAs(env, cook), placed.orderId, 'ready', 'completed');
    const receipt = await mailTo(buyer.email, 'Rahima Begum की रसीद');
    expect(receipt.subject).toMatch(
      new RegExp(`^Rahima Begum की रसीद \\d+: ${placed.foodName}, ৳250\\.00$`),
    );
    expect(receipt.text.split('\n')).toContain(
      `- ${placed.foodName} × 1 (प्रति नग ৳250.00): ৳250.00`,
    );
  });

  it('while the cook who reads Bangla got the same order’s new-order mail in Bangla', async () => {
    const mail = await mailTo(cook.email, 'Hema Sharma ');
    expect(mail.subject).toBe(`Hema Sharma নতুন অর্ডার দিয়েছেন: ${placed.foodName}`);
  });
});

describe('a buyer without a language', () => {
  it('gets the English mail as it always was, from the same Bangla-reading cook', async () => {
    const buyer = await userWithAddress('en-buyer-', 'Ellis Brown');
    const placed = await order(buyer, 3);
    await moveOrder(clientAs(env, cook), placed.orderId, 'placed', 'accepted');
    const mail = await mailTo(buyer.email, 'Rahima Begum accepted');
    expect(mail.subject).toBe(`Rahima Begum accepted your order: ${placed.foodName}`);
    const pickup = mailWords('en').clock(placed.pickupAt, kitchenZone);
    // The outbox holds the message as written: the same bytes as before mail had languages.
    const stored = await awaitDelivered(`accepted-${placed.orderId}`);
    expect(stored?.message.subject).toBe(mail.subject);
    expect(stored?.message.text).toBe(
      [
        'Rahima Begum accepted your order. Collect it at the time and place below.',
        '',
        `- ${placed.foodName} × 3 (৳250.00 each)`,
        'Total: ৳750.00',
        '',
        'Buyer: Ellis Brown',
        'Cook: Rahima Begum',
        `Pickup time: ${pickup}`,
        `Pickup area: ${kitchenArea}`,
        `Pickup address: ${kitchenAddress}`,
        '',
        'Follow your order on My ordered food:',
        'http://127.0.0.1:5000/myOrderedFood',
        '',
        'FoodTable. You get these mails because "E-mail me about my orders" is on in My account.',
      ].join('\n'),
    );
    expect(mail.text).toContain(`Pickup address: ${kitchenAddress}`);
    expect(stored?.message.html).toMatch(/^<!doctype html><html><body /);
    expect(stored?.message.html).toContain('<strong>৳750.00</strong>');
    expect(stored?.message.html).toContain(
      '<p style="color:#666;font-size:12px">FoodTable. You get these mails because “E-mail me about my orders” is on in My account.</p>',
    );
  });
});
