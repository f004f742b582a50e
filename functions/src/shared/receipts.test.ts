import { describe, expect, it } from 'vitest';
import { receiptTotals } from './receipts.js';

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
