import { describe, expect, it } from 'vitest';
import { formatOrders, listedFor } from './format';

describe('listedFor', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

  it.each([
    [null, 'Just now'],
    [ago(20_000), 'Just now'],
    [ago(60_000), '1 minute'],
    [ago(5 * 60_000), '5 minutes'],
    [ago(3 * 3_600_000), '3 hours'],
    [ago(24 * 3_600_000), '1 day'],
    [ago(3 * 24 * 3_600_000), '3 days'],
    [ago(65 * 24 * 3_600_000), '2 months'],
    [ago(800 * 24 * 3_600_000), '2 years'],
  ])('%s is listed for %j', (createdAt, text) => {
    expect(listedFor(createdAt, now)).toBe(text);
  });

  it('never shows a negative duration for a clock slightly ahead', () => {
    expect(listedFor(new Date(now.getTime() + 5_000).toISOString(), now)).toBe('Just now');
  });
});

describe('formats', () => {
  it('shows order counts in words', () => {
    expect(formatOrders(1)).toBe('1 order');
    expect(formatOrders(48)).toBe('48 orders');
  });
});
