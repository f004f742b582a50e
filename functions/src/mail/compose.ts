// The words of each order mail (decision 170): pure, from what the triggers gathered. Each mail
// stands on its own: the dishes and quantities, the pickup time on the kitchen's clock and the
// area, the buyer's name for the cook, and a link to the page where the reader acts. The street
// address is written into `accepted` only. Every piece of user text (dish names, names, area,
// address) is escaped in the HTML part. The buyer's `receipt` (decision 130) adds its number,
// each line's total and the time the cook completed it; money is in the order's currency. Each
// mail is written in its reader's language (`users/{uid}.lang`, English when absent): the texts
// come from texts.ts through the catalogs (words.ts); names, dishes, areas and addresses stay
// as their writers wrote them.
import { receiptTotals, type Currency, type Language } from '../shared/index.js';
import { mailWords, type MailWords } from './words.js';

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
  /** Empty: "A buyer" in the reader's language. */
  buyerName: string;
  /** Empty: "The cook" in the reader's language. */
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
  /** The reader's language; English when absent. */
  language?: Language;
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
export function pickupTimeText(
  pickupAt: number | null,
  timeZone: string,
  words: MailWords = mailWords('en'),
): string {
  if (pickupAt === null || !Number.isFinite(pickupAt)) return words.say('notSet');
  return words.clock(pickupAt, timeZone);
}

const dishCount = (lines: MailLine[], words: MailWords) =>
  lines.length === 1
    ? (lines[0]?.foodName ?? words.say('yourOrder'))
    : words.say('dishCount', { count: words.count(lines.length) });

interface Wording {
  subject: string;
  /** The opening sentence. */
  lead: string;
  /** What the reader does next, and the link's words. */
  action: string;
  linkText: string;
}

function wording(facts: MailFacts, words: MailWords, total: string): Wording {
  const { say } = words;
  const dishes = oneLine(dishCount(facts.lines, words));
  const buyer = oneLine(facts.buyerName || say('someBuyer'));
  const cook = oneLine(facts.cookName || say('theCook'));
  switch (facts.kind) {
    case 'new-order':
      return {
        subject: say('newOrderSubject', { buyer, dishes }),
        lead: say('newOrderLead', { buyer }),
        action: say('newOrderAction'),
        linkText: say('cookPage'),
      };
    case 'accepted':
      return {
        subject: say('acceptedSubject', { cook, dishes }),
        lead: say('acceptedLead', { cook }),
        action: say('followAction'),
        linkText: say('buyerPage'),
      };
    case 'ready':
      return {
        subject: say('readySubject', { dishes }),
        lead: say('readyLead', { cook }),
        action: say('followAction'),
        linkText: say('buyerPage'),
      };
    case 'declined':
      return {
        subject: say('declinedSubject', { cook, dishes }),
        lead: say('declinedLead', { cook }),
        action: say('buyerSeeAction'),
        linkText: say('buyerPage'),
      };
    case 'cancelled':
      return {
        subject: say('cancelledSubject', { buyer, dishes }),
        lead: say('cancelledLead', { buyer }),
        action: say('cookSeeAction'),
        linkText: say('cookPage'),
      };
    case 'expired':
      return {
        subject: say('expiredSubject', { dishes }),
        lead: say('expiredLead', { cook }),
        action: say('buyerSeeAction'),
        linkText: say('buyerPage'),
      };
    case 'receipt': {
      const number = facts.receipt ? words.count(facts.receipt.number) : '';
      return {
        subject: say('receiptSubject', { number, cook, dishes, total }),
        lead: say('receiptLead', { cook, number }),
        action: say('receiptAction'),
        linkText: say('receiptLink', { number }),
      };
    }
  }
}

/** The mail for `facts`, as text and HTML, in the reader's language. */
export function composeMail(facts: MailFacts): MailMessage {
  const words = mailWords(facts.language ?? 'en');
  const { say } = words;
  const money = (amount: number) => words.money(amount, facts.currency);
  const { lines, total } = receiptTotals(facts.lines);
  const wordsOf = wording(facts, words, money(total));
  const isReceipt = facts.kind === 'receipt';
  const pickup = pickupTimeText(facts.pickupAt, facts.timeZone, words);
  const area = facts.pickupArea ?? say('askTheCook');
  const address = facts.kind === 'accepted' ? (facts.pickupAddress ?? say('noAddressYet')) : null;

  const rows: [string, string][] = [
    [say('buyer'), facts.buyerName || say('someBuyer')],
    [say('cook'), facts.cookName || say('theCook')],
    isReceipt
      ? [
          say('completed'),
          pickupTimeText(facts.receipt?.completedAt ?? null, facts.timeZone, words),
        ]
      : [say('pickupTime'), pickup],
    [say('pickupArea'), area],
    ...(address !== null ? ([[say('pickupAddress'), address]] as [string, string][]) : []),
  ];
  const totalLabel = say('total');

  const text = [
    wordsOf.lead,
    '',
    ...lines.map((line) => {
      const values = {
        dish: line.foodName,
        quantity: words.count(line.quantity),
        price: money(line.unitPrice),
      };
      return isReceipt
        ? say('receiptLine', { ...values, total: money(line.total) })
        : say('line', values);
    }),
    `${totalLabel}: ${money(total)}`,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    wordsOf.action,
    facts.link,
    '',
    say('footerText'),
  ].join('\n');

  const cell = 'padding:4px 8px;border-bottom:1px solid #ddd';
  // English keeps the bare <html> it always had; the others name their language.
  const htmlTag = words.language === 'en' ? '<html>' : `<html lang="${words.language}">`;
  const html = [
    `<!doctype html>${htmlTag}<body style="font-family:sans-serif;color:#222">`,
    `<p>${escapeHtml(wordsOf.lead)}</p>`,
    '<table style="border-collapse:collapse">',
    `<thead><tr><th style="${cell};text-align:left">${escapeHtml(say('dish'))}</th><th style="${cell}">${escapeHtml(say('quantity'))}</th><th style="${cell}">${escapeHtml(say('unitPrice'))}</th>${isReceipt ? `<th style="${cell}">${escapeHtml(totalLabel)}</th>` : ''}</tr></thead>`,
    '<tbody>',
    ...lines.map(
      (line) =>
        `<tr><td style="${cell}">${escapeHtml(line.foodName)}</td><td style="${cell};text-align:center">${words.count(line.quantity)}</td><td style="${cell};text-align:right">${money(line.unitPrice)}</td>${isReceipt ? `<td style="${cell};text-align:right">${money(line.total)}</td>` : ''}</tr>`,
    ),
    `<tr><td style="${cell}" colspan="${isReceipt ? 3 : 2}"><strong>${escapeHtml(totalLabel)}</strong></td><td style="${cell};text-align:right"><strong>${money(total)}</strong></td></tr>`,
    '</tbody></table>',
    '<dl>',
    ...rows.map(
      ([label, value]) =>
        `<dt><strong>${escapeHtml(label)}</strong></dt><dd>${escapeHtml(value)}</dd>`,
    ),
    '</dl>',
    `<p>${escapeHtml(wordsOf.action)} <a href="${escapeHtml(facts.link)}">${escapeHtml(wordsOf.linkText)}</a></p>`,
    `<p style="color:#666;font-size:12px">${escapeHtml(say('footerHtml'))}</p>`,
    '</body></html>',
  ].join('\n');

  return { subject: wordsOf.subject, text, html };
}
