import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
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

describe('in Bangla and Hindi', () => {
  // No catalog is loaded: the English messages, with the count in the language's digits.
  afterEach(() => i18n.activate('en'));

  it('counts with the language’s plural and digits', () => {
    i18n.activate('bn', 'bn-BD');
    expect(formatOrders(48)).toBe('৪৮ orders');
    i18n.activate('hi', 'hi-IN');
    expect(formatOrders(1)).toBe('1 order');
    expect(listedFor(new Date(Date.now() - 3 * 3_600_000).toISOString())).toBe('3 hours');
  });
});
