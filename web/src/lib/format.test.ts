import { describe, expect, it } from 'vitest';
import { formatPrice } from './format';

describe('formatPrice', () => {
  it('shows dollars with two decimals and thousands separated', () => {
    expect(formatPrice(12.5)).toBe('$12.50');
    expect(formatPrice(0)).toBe('$0.00');
    expect(formatPrice(100_000)).toBe('$100,000.00');
    expect(formatPrice(1_234_567.891)).toBe('$1,234,567.89');
  });
});
