import { describe, expect, it } from 'vitest';
import { formatPrice } from './format';

describe('formatPrice', () => {
  it('shows dollars with two decimals and thousands separated', () => {
    expect(formatPrice(12.5)).toBe('$12.50');
    expect(formatPrice(0)).toBe('$0.00');
    expect(formatPrice(100_000)).toBe('$100,000.00');
    expect(formatPrice(1_234_567.891)).toBe('$1,234,567.89');
  });

  it('rounds to the cent as Intl.NumberFormat does', () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    for (const price of [
      0.004, 0.005, 0.015, 1.005, 2.675, 9.995, 99.999, 999.5, 1000, 12_345.6, 1e-7,
    ])
      expect(formatPrice(price), String(price)).toBe(intl.format(price));
  });

  it('puts the sign before the dollar sign', () => {
    expect(formatPrice(-3.1)).toBe('-$3.10');
    expect(formatPrice(-0.001)).toBe('$0.00');
  });
});
