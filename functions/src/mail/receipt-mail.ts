// The buyer's receipt by mail (decision 130): when functions write receipts/{id}, a `receipt`
// mail goes to its buyer, keyed like every order mail on the order's or the meal's id and
// created only if absent (outbox.ts): exactly one per receipt, none when the buyer turned order
// mail off. Its own trigger, so a slow mail never holds up the numbering.
import type { DocumentData } from 'firebase-admin/firestore';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { siteOrigin } from '../api/site-urls.js';
import { db } from '../lib/admin.js';
import { kitchenTimeZone } from '../sales/kitchen-time-zone.js';
import { collections, receiptFromDocument } from '../shared/index.js';
import { composeMail } from './compose.js';
import { mailExists, recipientOf, writeMail, type MailSubject } from './outbox.js';

interface ReceiptCreatedEvent {
  params: { receiptId: string };
  data?: { data(): DocumentData | undefined } | undefined;
}

/**
 * What the receipt is of: the order with its id, else the meal whose lines share it; and the
 * buyer's address as the order holds it (their token's at purchase, as for every order mail).
 */
async function receiptSubject(id: string): Promise<{ about: MailSubject; buyerEmail?: string }> {
  const [order, meal] = await Promise.all([
    db.collection(collections.orders).doc(id).get(),
    db.collection(collections.orders).where('mealId', '==', id).limit(1).get(),
  ]);
  const line = meal.docs[0];
  const email = (order.exists ? order : line)?.get('buyerEmail');
  const buyerEmail = typeof email === 'string' && email ? email : undefined;
  return { about: line && !order.exists ? { mealId: id } : { orderId: id }, buyerEmail };
}

export async function handleReceiptCreatedMail(event: ReceiptCreatedEvent): Promise<void> {
  const stored = event.data?.data();
  if (!stored) return;
  const id = event.params.receiptId;
  const receipt = receiptFromDocument(id, stored);
  const { about, buyerEmail } = await receiptSubject(id);
  const [exists, recipient, timeZone] = await Promise.all([
    mailExists('receipt', about),
    recipientOf(receipt.buyerUid, buyerEmail),
    receipt.cookUid ? kitchenTimeZone(receipt.cookUid) : Promise.resolve('UTC'),
  ]);
  if (exists || !recipient) return;
  const message = composeMail({
    kind: 'receipt',
    lines: receipt.lines.map(({ foodName, quantity, unitPrice }) => ({
      foodName,
      quantity,
      price: unitPrice,
    })),
    // Empty: the mail says "A buyer" or "The cook" in the reader's language.
    buyerName: receipt.buyerName,
    cookName: receipt.cookName,
    pickupAt: null,
    timeZone,
    pickupArea: receipt.pickupArea,
    link: `${siteOrigin()}/receipt/${encodeURIComponent(id)}`,
    currency: receipt.currency,
    receipt: {
      number: receipt.number,
      completedAt: receipt.completedAt ? Date.parse(receipt.completedAt) : null,
    },
    language: recipient.language,
  });
  await writeMail('receipt', about, recipient.to, message);
}

export const mailOnReceiptCreated = onDocumentCreated(
  { document: `${collections.receipts}/{receiptId}`, region: 'us-central1' },
  handleReceiptCreatedMail,
);
