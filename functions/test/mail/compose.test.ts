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
import { mailWords } from '../../src/mail/words.js';

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

describe('composeMail in the reader’s language', () => {
  it('English (no language given) is the mail as it always was, to the byte', () => {
    const mail = composeMail({ ...facts('accepted'), lines: facts('accepted').lines.slice(0, 1) });
    expect(
      composeMail({ ...facts('accepted'), lines: [facts('accepted').lines[0]!], language: 'en' }),
    ).toEqual(mail);
    expect(mail.subject).toBe("Cody's <Kitchen> accepted your order: Kacchi <Biryani>");
    expect(mail.text).toBe(
      [
        "Cody's <Kitchen> accepted your order. Collect it at the time and place below.",
        '',
        '- Kacchi <Biryani> × 2 ($12.50 each)',
        'Total: $25.00',
        '',
        'Buyer: Bina\r\nBcc: victim@example.com',
        "Cook: Cody's <Kitchen>",
        'Pickup time: Fri 27 Nov 2026, 18:00 (Asia/Dhaka)',
        'Pickup area: Dhanmondi <Lake>',
        'Pickup address: House 12, Road 5',
        '',
        'Follow your order on My ordered food:',
        'http://127.0.0.1:5000/myOrderedFood',
        '',
        'FoodTable. You get these mails because "E-mail me about my orders" is on in My account.',
      ].join('\n'),
    );
    const cell = 'padding:4px 8px;border-bottom:1px solid #ddd';
    expect(mail.html).toBe(
      [
        '<!doctype html><html><body style="font-family:sans-serif;color:#222">',
        '<p>Cody&#39;s &lt;Kitchen&gt; accepted your order. Collect it at the time and place below.</p>',
        '<table style="border-collapse:collapse">',
        `<thead><tr><th style="${cell};text-align:left">Dish</th><th style="${cell}">Quantity</th><th style="${cell}">Unit price</th></tr></thead>`,
        '<tbody>',
        `<tr><td style="${cell}">Kacchi &lt;Biryani&gt;</td><td style="${cell};text-align:center">2</td><td style="${cell};text-align:right">$12.50</td></tr>`,
        `<tr><td style="${cell}" colspan="2"><strong>Total</strong></td><td style="${cell};text-align:right"><strong>$25.00</strong></td></tr>`,
        '</tbody></table>',
        '<dl>',
        '<dt><strong>Buyer</strong></dt><dd>Bina\r\nBcc: victim@example.com</dd>',
        '<dt><strong>Cook</strong></dt><dd>Cody&#39;s &lt;Kitchen&gt;</dd>',
        '<dt><strong>Pickup time</strong></dt><dd>Fri 27 Nov 2026, 18:00 (Asia/Dhaka)</dd>',
        '<dt><strong>Pickup area</strong></dt><dd>Dhanmondi &lt;Lake&gt;</dd>',
        '<dt><strong>Pickup address</strong></dt><dd>House 12, Road 5</dd>',
        '</dl>',
        '<p>Follow your order on My ordered food: <a href="http://127.0.0.1:5000/myOrderedFood">My ordered food</a></p>',
        '<p style="color:#666;font-size:12px">FoodTable. You get these mails because “E-mail me about my orders” is on in My account.</p>',
        '</body></html>',
      ].join('\n'),
    );
  });

  it('English: a missing name, area or address in English words', () => {
    const mail = composeMail({
      ...facts('accepted'),
      buyerName: '',
      cookName: '',
      pickupArea: null,
      pickupAddress: null,
      pickupAt: null,
    });
    expect(mail.subject).toBe('The cook accepted your order: 2 dishes');
    expect(mail.text).toContain('Buyer: A buyer\nCook: The cook\nPickup time: not set\n');
    expect(mail.text).toContain('Pickup area: ask the cook\n');
    expect(mail.text).toContain(
      'Pickup address: the cook has not given an address yet; ask them\n',
    );
  });

  it('Bangla: the glossary’s words, Bangla digits, taka as ২৫০.০০৳, what people wrote as written', () => {
    const mail = composeMail({
      ...facts('new-order'),
      lines: [{ foodName: 'Kacchi <Biryani>', quantity: 2, price: 250 }],
      currency: 'BDT',
      language: 'bn',
    });
    expect(mail.subject).toBe('Bina Bcc: victim@example.com নতুন অর্ডার দিয়েছেন: Kacchi <Biryani>');
    expect(mail.text).toContain('- Kacchi <Biryani> × ২ (প্রতিটি ২৫০.০০৳)\nমোট: ৫০০.০০৳\n');
    expect(mail.text).toContain('পিকআপের সময়: শুক্র, ২৭ নভে, ২০২৬, ১৮:০০ (Asia/Dhaka)\n');
    expect(mail.text).toContain('পিকআপের এলাকা: Dhanmondi <Lake>\n');
    expect(mail.html).toContain('<!doctype html><html lang="bn">');
    expect(mail.html).toContain('text-align:center">২</td>');
    expect(mail.html).toContain('Dhanmondi &lt;Lake&gt;');
    expect(mail.subject).not.toMatch(/[\r\n]/);
    // A meal's count, and a receipt's number, in Bangla digits.
    const receipt = composeMail({ ...facts('receipt'), currency: 'BDT', language: 'bn' });
    expect(receipt.subject).toBe("রসিদ ৭, রাঁধুনি Cody's <Kitchen>: ২টি খাবার, ২৮.০০৳");
    expect(receipt.text).toContain('- Kacchi <Biryani> × ২ (প্রতিটি ১২.৫০৳): ২৫.০০৳');
    expect(receipt.text).toContain('সম্পন্ন: শুক্র, ২৭ নভে, ২০২৬, ১৮:৩০ (Asia/Dhaka)');
  });

  it('Hindi: the glossary’s words, Latin digits (hi-IN), the time in Hindi', () => {
    const mail = composeMail({ ...facts('expired'), currency: 'INR', language: 'hi' });
    expect(mail.subject).toBe('आपके ऑर्डर का समय समाप्त: 2 व्यंजन');
    expect(mail.text).toContain('- Kacchi <Biryani> × 2 (प्रति नग ₹12.50)');
    expect(mail.text).toContain('कुल: ₹28.00');
    expect(mail.text).toContain('पिकअप का समय: शुक्र, 27 नव॰ 2026, 18:00 (Asia/Dhaka)');
    expect(
      composeMail({ ...facts('accepted'), pickupAddress: null, language: 'hi' }).text,
    ).toContain('पिकअप का पता: रसोइये ने अभी पता नहीं दिया है; उनसे पूछें');
    expect(pickupTimeText(null, 'UTC', mailWords('hi'))).toBe('तय नहीं');
  });

  it.for(mailKinds)('%s: every kind has its own words in Bangla and in Hindi', (kind) => {
    const english = composeMail(facts(kind));
    for (const language of ['bn', 'hi'] as const) {
      const mail = composeMail({ ...facts(kind), language });
      expect(mail.subject).not.toBe(english.subject);
      expect(mail.text.split('\n')[0]).not.toBe(english.text.split('\n')[0]);
      expect(mail.text).not.toMatch(/\b(Total|Pickup|Buyer|Cook|each)\b/);
      expect(mail.text.includes('House 12, Road 5')).toBe(kind === 'accepted');
    }
  });
});
