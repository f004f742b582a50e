import { describe, expect, it } from 'vitest';
import { ratingSummaryOf } from '@shared';
import { formatPrice, ratingLabel } from './format';

describe('formatPrice', () => {
  it('shows dollars with two decimals and thousands separated', () => {
    expect(formatPrice(12.5)).toBe('$12.50');
    expect(formatPrice(0)).toBe('$0.00');
    expect(formatPrice(100_000)).toBe('$100,000.00');
    expect(formatPrice(1_234_567.891)).toBe('$1,234,567.89');
    expect(formatPrice(-3.1)).toBe('-$3.10');
  });

  it('writes every price of two decimals as Intl does for en-US dollars', () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    const prices = [0.01, 0.1, 0.99, 1, 9.99, 10.05, 99.95, 999.99, 1000, 12_345.67, 1e6, 9.9e7];
    for (let cents = 0; cents < 200_000; cents += 7) prices.push(cents / 100);
    for (const price of prices) {
      expect(formatPrice(price)).toBe(intl.format(price));
      if (price > 0) expect(formatPrice(-price)).toBe(intl.format(-price));
    }
  });
});

describe('a food’s rating as shown', () => {
  it('shows the average with one decimal and the count', () => {
    expect(ratingLabel(ratingSummaryOf({ ratingAvg: 4.5, ratingCount: 12 }))).toBe('★ 4.5 (12)');
    expect(ratingLabel(ratingSummaryOf({ ratingAvg: 4, ratingCount: 1 }))).toBe('★ 4.0 (1)');
    expect(ratingLabel(ratingSummaryOf({ ratingAvg: 14 / 3, ratingCount: 3 }))).toBe('★ 4.7 (3)');
  });

  it('is "New" when unrated', () => {
    expect(ratingLabel(ratingSummaryOf({ ratingAvg: 0, ratingCount: 0 }))).toBe('New');
    expect(ratingLabel(ratingSummaryOf({}))).toBe('New');
  });

  it('is "New" for a damaged aggregate', () => {
    expect(ratingLabel(ratingSummaryOf({ ratingAvg: NaN, ratingCount: 3 }))).toBe('New');
  });
});
