import { describe, expect, it } from 'vitest';
import { ratingSummaryOf, unrated } from './rating-summary.js';
import { ratingSchema } from './ratings.js';

describe('a food’s stored rating aggregate', () => {
  it.each([
    ['missing average', { ratingCount: 3 }],
    ['average as text', { ratingAvg: '4.5', ratingCount: 3 }],
    ['NaN average', { ratingAvg: NaN, ratingCount: 3 }],
    ['infinite average', { ratingAvg: Infinity, ratingCount: 3 }],
    ['average above 5', { ratingAvg: 7, ratingCount: 3 }],
    ['average below 1', { ratingAvg: 0.5, ratingCount: 3 }],
    ['missing count', { ratingAvg: 4 }],
    ['negative count', { ratingAvg: 4, ratingCount: -2 }],
    ['fractional count', { ratingAvg: 4, ratingCount: 2.5 }],
    ['count as text', { ratingAvg: 4, ratingCount: '2' }],
    ['null fields', { ratingAvg: null, ratingCount: null }],
  ])('reads a damaged aggregate (%s) as unrated, never NaN', (_label, data) => {
    expect(ratingSummaryOf(data as Record<string, unknown>)).toEqual(unrated);
  });
});

describe('the rating form', () => {
  it('takes 1 to 5 whole stars and an optional comment of up to 500 characters', () => {
    expect(ratingSchema.parse({ stars: 5, comment: '  Lovely  ' })).toEqual({
      stars: 5,
      comment: 'Lovely',
    });
    expect(ratingSchema.safeParse({ stars: 1, comment: '' }).success).toBe(true);
    expect(ratingSchema.safeParse({ stars: 3, comment: 'x'.repeat(500) }).success).toBe(true);
  });

  it.each([
    ['no stars', { stars: 0, comment: '' }],
    ['six stars', { stars: 6, comment: '' }],
    ['half a star', { stars: 3.5, comment: '' }],
    ['stars as text', { stars: '4', comment: '' }],
    ['a long comment', { stars: 4, comment: 'x'.repeat(501) }],
    ['a hidden character', { stars: 4, comment: 'a\u200Bb' }],
    ['an extra key', { stars: 4, comment: '', foodId: 'x' }],
  ])('refuses %s', (_label, input) => {
    expect(ratingSchema.safeParse(input).success).toBe(false);
  });
});
