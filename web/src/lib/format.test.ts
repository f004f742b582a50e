import { describe, expect, it } from 'vitest';
import { ratingSummaryOf } from '@shared';
import { ratingLabel } from './format';

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
