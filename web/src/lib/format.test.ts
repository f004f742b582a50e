import { describe, expect, it } from 'vitest';
import { ratingSummaryOf } from '@shared';
import { numberText, pluralForm, ratingLabel } from './format';

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

  it('writes Bangla digits in Bangla and Latin ones in Hindi', () => {
    const summary = ratingSummaryOf({ ratingAvg: 4.5, ratingCount: 12 });
    expect(ratingLabel(summary, 'bn')).toBe('★ ৪.৫ (১২)');
    expect(ratingLabel(summary, 'hi')).toBe('★ 4.5 (12)');
  });
});

describe('a number in the page’s language', () => {
  it('is written out in English as before, without grouping', () => {
    expect(numberText(1234, 'en')).toBe('1234');
    expect(numberText(4, 'en', { decimals: 1 })).toBe('4.0');
  });

  it('is grouped in Bangla digits unless told not to', () => {
    expect(numberText(12345, 'bn')).toBe('১২,৩৪৫');
    expect(numberText(2026, 'bn', { grouping: false })).toBe('২০২৬');
  });
});

describe('a count’s plural form', () => {
  it('is the form Intl.PluralRules gives in the language', () => {
    expect([0, 1, 2].map((count) => pluralForm(count, 'en'))).toEqual(['other', 'one', 'other']);
    // Bangla and Hindi say "one" of 0 and 1 alike.
    expect([0, 1, 2].map((count) => pluralForm(count, 'bn'))).toEqual(['one', 'one', 'other']);
    expect([0, 1, 5].map((count) => pluralForm(count, 'hi'))).toEqual(['one', 'one', 'other']);
  });
});
