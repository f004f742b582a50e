// The words of each order mail (decision 170): pure, from what the triggers gathered. Each mail
// stands on its own: the dishes and quantities, the pickup time on the kitchen's clock and the
// area, the buyer's name for the cook, and a link to the page where the reader acts. The street
// address is written into `accepted` only. Every piece of user text (dish names, names, area,
// address) is escaped in the HTML part. The buyer's `receipt` (decision 130) adds its number,
// each line's total and the time the cook completed it; money is in the order's currency.
import { kitchenClockText, moneyText, receiptTotals, type Currency } from '../shared/index.js';

/** The kinds of mail, one per order (or meal) each. */
export const mailKinds = [
  'new-order',
  'accepted',
  'ready',
  'declined',
  'cancelled',
  'receipt',
  'expired',
] as const;
export type MailKind = (typeof mailKinds)[number];

/** Who reads each kind: the cook hears of new and cancelled orders, the buyer of the rest. */
export const mailReader: Readonly<Record<MailKind, 'cook' | 'buyer'>> = {
  'new-order': 'cook',
  accepted: 'buyer',
  ready: 'buyer',
  declined: 'buyer',
  cancelled: 'cook',
  receipt: 'buyer',
  expired: 'buyer',
};

export interface MailLine {
  foodName: string;
  quantity: number;
  /** The unit price at purchase time. */
  price: number;
}

export interface MailFacts {
  kind: MailKind;
  lines: MailLine[];
  buyerName: string;
  cookName: string;
  /** The pickup instant (ms), or null for an older order without one. */
  pickupAt: number | null;
  /** The kitchen's IANA zone: the pickup is said on its clock. */
  timeZone: string;
  pickupArea: string | null;
  /** Only for `accepted`: ignored by every other kind. */
  pickupAddress?: string | null;
  /** The page where the reader acts: Orders for my food (cook) or My ordered food (buyer). */
  link: string;
  /** The currency the order was placed in; USD when absent. */
  currency?: Currency;
  /** Only for `receipt`: its number and when the cook completed the order (ms). */
  receipt?: { number: number; completedAt: number | null };
}

export interface MailMessage {
  subject: string;
  text: string;
  html: string;
}

/** Text made safe to put inside HTML elements and attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Header text has no line breaks (a name cannot add a header to the mail). */
const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ').trim();

/** `Fri 27 Nov 2026, 18:30 (Asia/Dhaka)`: the pickup on the kitchen's clock, with its zone. */
export function pickupTimeText(pickupAt: number | null, timeZone: string): string {
  if (pickupAt === null || !Number.isFinite(pickupAt)) return 'not set';
  return kitchenClockText(pickupAt, timeZone);
}

const dishCount = (lines: MailLine[]) =>
  lines.length === 1 ? (lines[0]?.foodName ?? 'your order') : `${lines.length} dishes`;

interface Wording {
  subject: string;
  /** The opening sentence. */
  lead: string;
  /** What the reader does next, and the link's words. */
  action: string;
  linkText: string;
}

function wording(facts: MailFacts, total: string): Wording {
  const dishes = oneLine(dishCount(facts.lines));
  const buyer = oneLine(facts.buyerName);
  const cook = oneLine(facts.cookName);
  switch (facts.kind) {
    case 'new-order':
      return {
        subject: `New order from ${buyer}: ${dishes}`,
        lead: `${buyer} ordered from your kitchen.`,
        action: 'Accept or decline it on Orders for my food:',
        linkText: 'Orders for my food',
      };
    case 'accepted':
      return {
        subject: `${cook} accepted your order: ${dishes}`,
        lead: `${cook} accepted your order. Collect it at the time and place below.`,
        action: 'Follow your order on My ordered food:',
        linkText: 'My ordered food',
      };
    case 'ready':
      return {
        subject: `Your order is ready: ${dishes}`,
        lead: `${cook} has your order ready for pickup.`,
        action: 'Follow your order on My ordered food:',
        linkText: 'My ordered food',
      };
    case 'declined':
      return {
        subject: `${cook} declined your order: ${dishes}`,
        lead: `${cook} could not take your order this time. Nothing is due.`,
        action: 'See your orders on My ordered food:',
        linkText: 'My ordered food',
      };
    case 'cancelled':
      return {
        subject: `${buyer} cancelled an order: ${dishes}`,
        lead: `${buyer} cancelled this order. You need not cook it; the units are back in stock.`,
        action: 'See your orders on Orders for my food:',
        linkText: 'Orders for my food',
      };
    case 'expired':
      return {
        subject: `Your order expired: ${dishes}`,
        lead: `${cook} did not answer your order in time, so it expired. Nothing is due.`,
        action: 'See your orders on My ordered food:',
        linkText: 'My ordered food',
      };
    case 'receipt': {
      const number = facts.receipt?.number ?? '';
      return {
        subject: `Receipt ${number} from ${cook}: ${dishes}, ${total}`,
        lead: `${cook} completed your order. This is your receipt, number ${number}.`,
        action: 'See or print it on FoodTable:',
        linkText: `Receipt ${number}`,
      };
    }
  }
}

/** The mail for `facts`, as text and HTML. */
export function composeMail(facts: MailFacts): MailMessage {
  const money = (amount: number) => moneyText(amount, facts.currency);
  const { lines, total } = receiptTotals(facts.lines);
  const words = wording(facts, money(total));
  const isReceipt = facts.kind === 'receipt';
  const pickup = pickupTimeText(facts.pickupAt, facts.timeZone);
  const area = facts.pickupArea ?? 'ask the cook';
  const address =
    facts.kind === 'accepted'
      ? (facts.pickupAddress ?? 'the cook has not given an address yet; ask them')
      : null;

  const rows: [string, string][] = [
    ['Buyer', facts.buyerName],
    ['Cook', facts.cookName],
    isReceipt
      ? ['Completed', pickupTimeText(facts.receipt?.completedAt ?? null, facts.timeZone)]
      : ['Pickup time', pickup],
    ['Pickup area', area],
    ...(address !== null ? ([['Pickup address', address]] as [string, string][]) : []),
  ];

  const text = [
    words.lead,
    '',
    ...lines.map(
      (line) =>
        `- ${line.foodName} × ${line.quantity} (${money(line.unitPrice)} each)` +
        (isReceipt ? `: ${money(line.total)}` : ''),
    ),
    `Total: ${money(total)}`,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    words.action,
    facts.link,
    '',
    'FoodTable. You get these mails because "E-mail me about my orders" is on in My account.',
  ].join('\n');

  const cell = 'padding:4px 8px;border-bottom:1px solid #ddd';
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif;color:#222">',
    `<p>${escapeHtml(words.lead)}</p>`,
    '<table style="border-collapse:collapse">',
    `<thead><tr><th style="${cell};text-align:left">Dish</th><th style="${cell}">Quantity</th><th style="${cell}">Unit price</th>${isReceipt ? `<th style="${cell}">Total</th>` : ''}</tr></thead>`,
    '<tbody>',
    ...lines.map(
      (line) =>
        `<tr><td style="${cell}">${escapeHtml(line.foodName)}</td><td style="${cell};text-align:center">${line.quantity}</td><td style="${cell};text-align:right">${money(line.unitPrice)}</td>${isReceipt ? `<td style="${cell};text-align:right">${money(line.total)}</td>` : ''}</tr>`,
    ),
    `<tr><td style="${cell}" colspan="${isReceipt ? 3 : 2}"><strong>Total</strong></td><td style="${cell};text-align:right"><strong>${money(total)}</strong></td></tr>`,
    '</tbody></table>',
    '<dl>',
    ...rows.map(
      ([label, value]) => `<dt><strong>${label}</strong></dt><dd>${escapeHtml(value)}</dd>`,
    ),
    '</dl>',
    `<p>${escapeHtml(words.action)} <a href="${escapeHtml(facts.link)}">${escapeHtml(words.linkText)}</a></p>`,
    '<p style="color:#666;font-size:12px">FoodTable. You get these mails because “E-mail me about my orders” is on in My account.</p>',
    '</body></html>',
  ].join('\n');

  return { subject: words.subject, text, html };
}
