import { describe, expect, it } from 'vitest';
import { completedText, formatMoney } from './receipt-text';

describe('completedText', () => {
  it('says the time on the kitchen’s clock, with the year and the zone', () => {
    expect(completedText('2026-11-27T12:30:00.000Z', 'Asia/Dhaka')).toBe(
      'Fri 27 Nov 2026, 18:30 (Asia/Dhaka)',
    );
    expect(completedText('2026-11-27T12:30:00.000Z', 'Not/AZone')).toBe(
      'Fri 27 Nov 2026, 12:30 (UTC)',
    );
    expect(completedText(null, 'UTC')).toBe('Time not recorded');
  });
});

describe('formatMoney', () => {
  it('writes dollars as the lists do, and other currencies as Intl does', () => {
    expect(formatMoney(1250.5, 'USD')).toBe('$1,250.50');
    expect(formatMoney(1250.5, 'BDT')).toBe('BDT\u00a01,250.50');
    expect(formatMoney(80, 'INR')).toBe('₹80.00');
  });
});
