// The words of the order mails, pure (decision 170): the pickup on the kitchen's clock, the
// address in `accepted` alone, user text escaped in the HTML and kept off header lines.
import { describe, expect, it } from 'vitest';
import {
  composeMail,
  escapeHtml,
  mailKinds,
  pickupTimeText,
  type MailFacts,
} from '../../src/mail/compose.js';

const facts = (kind: MailFacts['kind']): MailFacts => ({
  kind,
  lines: [
    { foodName: 'Kacchi <Biryani>', quantity: 2, price: 12.5 },
    { foodName: 'Borhani & "Lassi"', quantity: 1, price: 3 },
  ],
  buyerName: 'Bina\r\nBcc: victim@example.com',
  cookName: "Cody's <Kitchen>",
  pickupAt: Date.UTC(2026, 10, 27, 12, 0),
  timeZone: 'Asia/Dhaka',
  pickupArea: 'Dhanmondi <Lake>',
  pickupAddress: 'House 12, Road 5',
  link: 'http://127.0.0.1:5000/myOrderedFood',
  // Read by `receipt` only.
  receipt: { number: 7, completedAt: Date.UTC(2026, 10, 27, 12, 30) },
});

describe('composeMail', () => {
  it('says the pickup on the kitchen’s clock, with its zone', () => {
    expect(pickupTimeText(Date.UTC(2026, 10, 27, 12, 0), 'Asia/Dhaka')).toBe(
      'Fri 27 Nov 2026, 18:00 (Asia/Dhaka)',
    );
    expect(pickupTimeText(Date.UTC(2026, 10, 27, 12, 0), 'Not/AZone')).toBe(
      'Fri 27 Nov 2026, 12:00 (UTC)',
    );
    expect(pickupTimeText(null, 'UTC')).toBe('not set');
  });

  it.for(mailKinds)('%s: the address only in accepted', (kind) => {
    const mail = composeMail(facts(kind));
    const hasAddress = kind === 'accepted';
    expect(mail.text.includes('House 12, Road 5')).toBe(hasAddress);
    expect(mail.html.includes('House 12, Road 5')).toBe(hasAddress);
    // Stands on its own: the dishes, quantities, total, pickup, area, the buyer, the link.
    expect(mail.text).toContain('- Kacchi <Biryani> × 2 ($12.50 each)');
    expect(mail.text).toContain('- Borhani & "Lassi" × 1 ($3.00 each)');
    expect(mail.text).toContain('Total: $28.00');
    expect(mail.text).toContain(
      kind === 'receipt'
        ? 'Completed: Fri 27 Nov 2026, 18:30 (Asia/Dhaka)'
        : 'Pickup time: Fri 27 Nov 2026, 18:00 (Asia/Dhaka)',
    );
    expect(mail.text).toContain('Pickup area: Dhanmondi <Lake>');
    expect(mail.text).toContain('Buyer: Bina');
    expect(mail.text).toContain('http://127.0.0.1:5000/myOrderedFood');
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });

  it('escapes every piece of user text in the HTML', () => {
    const { html } = composeMail(facts('accepted'));
    expect(html).toContain('Kacchi &lt;Biryani&gt;');
    expect(html).toContain('Borhani &amp; &quot;Lassi&quot;');
    expect(html).toContain('Dhanmondi &lt;Lake&gt;');
    expect(html).toContain('Cody&#39;s &lt;Kitchen&gt;');
    expect(html).not.toMatch(/<(Biryani|Lake|Kitchen)>/);
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
  });

  it('names one dish, or counts a meal’s, in the subject', () => {
    expect(
      composeMail({ ...facts('new-order'), lines: facts('new-order').lines.slice(0, 1) }).subject,
    ).toBe('New order from Bina Bcc: victim@example.com: Kacchi <Biryani>');
    expect(composeMail(facts('ready')).subject).toBe('Your order is ready: 2 dishes');
  });

  it('receipt: its number, each line’s total and the total, in the order’s currency', () => {
    const mail = composeMail({ ...facts('receipt'), currency: 'BDT' });
    expect(mail.subject).toBe("Receipt 7 from Cody's <Kitchen>: 2 dishes, ৳28.00");
    expect(mail.text).toContain('This is your receipt, number 7.');
    expect(mail.text).toContain('- Kacchi <Biryani> × 2 (৳12.50 each): ৳25.00');
    expect(mail.text).toContain('- Borhani & "Lassi" × 1 (৳3.00 each): ৳3.00');
    expect(mail.text).toContain('Total: ৳28.00');
    expect(mail.html).toContain('<strong>৳28.00</strong>');
    expect(mail.html).toContain('>Receipt 7</a>');
    // Other kinds say no line totals, and dollars unless told otherwise.
    expect(composeMail(facts('ready')).text).not.toContain(': $25.00');
    expect(composeMail({ ...facts('receipt'), currency: 'INR' }).text).toContain('Total: ₹28.00');
  });
});
