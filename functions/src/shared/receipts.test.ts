import { describe, expect, it } from 'vitest';
import { moneyText, orderCurrencyOf, receiptTotals } from './receipts.js';

describe('orderCurrencyOf', () => {
  it.each([
    ['BDT', 'BDT'],
    ['INR', 'INR'],
    ['USD', 'USD'],
    ['EUR', 'USD'],
    ['bdt', 'USD'],
    [undefined, 'USD'],
    [42, 'USD'],
  ])('%j reads as %s', (currency, expected) => {
    expect(orderCurrencyOf({ currency })).toBe(expected);
  });
});

describe('receiptTotals', () => {
  it('totals each line and the receipt to the cent, without floating-point dust', () => {
    expect(
      receiptTotals([
        { foodName: 'Haleem', quantity: 3, price: 19.99 },
        { foodName: 'Lassi', quantity: 3, price: 0.1 },
      ]),
    ).toEqual({
      lines: [
        { foodName: 'Haleem', quantity: 3, unitPrice: 19.99, total: 59.97 },
        { foodName: 'Lassi', quantity: 3, unitPrice: 0.1, total: 0.3 },
      ],
      total: 60.27,
    });
  });
});

describe('moneyText', () => {
  it('writes the amount in its currency, the code held to its number by a no-break space', () => {
    expect(moneyText(1250.5, 'USD')).toBe('$1,250.50');
    expect(moneyText(1250.5, 'BDT')).toBe('BDT\u00a01,250.50');
    expect(moneyText(80, 'INR')).toBe('₹80.00');
  });
});
