import { describe, expect, it } from 'vitest';
import { countText, parseNumberText, priceText } from './number-text.js';

describe('number text', () => {
  it.each([
    ['12', 12],
    ['12.50', 12.5],
    ['12.5', 12.5],
    [' 5 ', 5],
    ['\t5\t', 5],
    ['0', 0],
    ['0.99', 0.99],
    ['007', 7],
    ['100000', 100000],
  ])('reads the price %j as %s', (text, number) => {
    expect(parseNumberText(text, priceText)).toBe(number);
  });

  it.each([
    '',
    '   ',
    '1e3',
    '0x10',
    '-1',
    '+1',
    'Infinity',
    'NaN',
    '12abc',
    '12.',
    '.5',
    '1.234',
    '1,5',
    '1_000',
    '1 000',
    '١٢',
    '\uFEFF5',
    '\u00A05',
    '5\u2003',
    '9'.repeat(17),
  ])('refuses the price %j', (text) => {
    expect(parseNumberText(text, priceText)).toBeNull();
  });

  it.each([
    ['5', 5],
    [' 5 ', 5],
    ['0', 0],
  ])('reads the count %j as %s', (text, number) => {
    expect(parseNumberText(text, countText)).toBe(number);
  });

  it.each(['2.5', '2.0', '1e3', '-1', '', 'five'])('refuses the count %j', (text) => {
    expect(parseNumberText(text, countText)).toBeNull();
  });
});
