import { describe, expect, it } from 'vitest';
import { languages, localeOf } from './languages.js';
import { currencies, currencyOf, moneyText } from './money.js';

describe('currencyOf', () => {
  it('reads the three currencies, and anything else as US dollars', () => {
    for (const currency of currencies) expect(currencyOf(currency)).toBe(currency);
    for (const odd of [undefined, null, '', 'usd', 'EUR', 5, { currency: 'BDT' }])
      expect(currencyOf(odd)).toBe('USD');
  });
});

describe('moneyText', () => {
  it('writes the contract’s examples', () => {
    expect(moneyText(12.5)).toBe('$12.50');
    expect(moneyText(250, 'BDT')).toBe('৳250.00');
    expect(moneyText(180, 'INR')).toBe('₹180.00');
    expect(moneyText(1_234_567.891, 'BDT')).toBe('৳1,234,567.89');
    expect(moneyText(-3.1)).toBe('-$3.10');
  });

  for (const language of languages) {
    const locale = localeOf[language];
    it(`writes every amount of two decimals as Intl does in ${locale} with narrow symbols`, () => {
      const amounts = [0.01, 0.1, 0.99, 1, 9.99, 10.05, 99.95, 999.99, 1000, 12_345.67, 1e6, 9.9e7];
      for (let cents = 0; cents < 200_000; cents += 7) amounts.push(cents / 100);
      for (const currency of currencies) {
        const intl = new Intl.NumberFormat(locale, {
          style: 'currency',
          currency,
          currencyDisplay: 'narrowSymbol',
        });
        for (const amount of amounts) {
          expect(moneyText(amount, currency, language)).toBe(intl.format(amount));
          if (amount > 0) expect(moneyText(-amount, currency, language)).toBe(intl.format(-amount));
        }
      }
    });
  }
});

describe('moneyText in Bangla and Hindi', () => {
  it('writes Bangla digits with the taka sign after, as the contract shows', () => {
    expect(moneyText(250, 'BDT', 'bn')).toBe('২৫০.০০৳');
  });
  it('writes rupees in Hindi with Latin digits', () => {
    expect(moneyText(180, 'INR', 'hi')).toBe('₹180.00');
  });
  it('groups large amounts by the locale (lakhs in Bangla)', () => {
    expect(moneyText(125000, 'BDT', 'bn')).toBe('১,২৫,০০০.০০৳');
  });
});
