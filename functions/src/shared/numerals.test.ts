import { describe, expect, it } from 'vitest';
import { languages, localeOf } from './languages.js';
import { writtenNumber } from './numerals.js';

const counts = [0, 1, 9, 10, 99, 100, 999, 1000, 1234, 12_345, 99_999, 100_000, 123_456];
counts.push(1_234_567, 12_345_678, 100_000_000, 1e9, 987_654_321);
for (let n = 0; n < 20_000; n += 37) counts.push(n);
const fractions = [0.1, 0.25, 0.5, 0.999, 1.5, 4.45, 4.75, 12.3456, 1234.5, 123_456.789];
for (let tenths = 0; tenths <= 50; tenths++) fractions.push(tenths / 10);

describe('writtenNumber', () => {
  it('writes the contract’s and the pages’ examples', () => {
    expect(writtenNumber(12_345, 'bn')).toBe('১২,৩৪৫');
    expect(writtenNumber(1_234_567, 'hi')).toBe('12,34,567');
    expect(writtenNumber(1_234_567, 'en')).toBe('1,234,567');
    expect(writtenNumber(2026, 'bn', { grouping: false })).toBe('২০২৬');
    expect(writtenNumber(4.5, 'bn', { decimals: 1 })).toBe('৪.৫');
  });

  for (const language of languages) {
    const locale = localeOf[language];
    it(`writes what Intl writes in ${locale}, grouped or not, with and without decimals`, () => {
      const plain = new Intl.NumberFormat(locale);
      const ungrouped = new Intl.NumberFormat(locale, { useGrouping: false });
      for (const value of [...counts, ...fractions]) {
        expect(writtenNumber(value, language)).toBe(plain.format(value));
        expect(writtenNumber(-value, language)).toBe(plain.format(value ? -value : 0));
        expect(writtenNumber(value, language, { grouping: false })).toBe(ungrouped.format(value));
      }
      for (const decimals of [0, 1, 2]) {
        const fixed = new Intl.NumberFormat(locale, {
          minimumFractionDigits: decimals,
          maximumFractionDigits: decimals,
        });
        for (const value of [...counts, ...fractions])
          expect(writtenNumber(value, language, { decimals })).toBe(fixed.format(value));
      }
    });
  }

  it('writes no minus sign before what rounds to zero', () => {
    expect(writtenNumber(-0.004, 'en', { decimals: 2 })).toBe('0.00');
    expect(writtenNumber(-0.04, 'bn', { decimals: 1 })).toBe('০.০');
  });
});
