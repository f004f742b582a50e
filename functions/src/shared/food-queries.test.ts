import { describe, expect, it } from 'vitest';
import { pageSizes } from './constants.js';
import { foodListPlan, myFoodsPlan, topSellingPlan } from './food-queries.js';

describe('food query plans', () => {
  it('lists all food newest first, one page at a time', () => {
    expect(foodListPlan()).toMatchObject({
      where: [],
      orderBy: { field: 'createdAt', direction: 'desc' },
      limit: pageSizes.foods,
      text: null,
    });
  });

  it('searches with one array-contains on the longest word and keeps the text to filter by', () => {
    const plan = foodListPlan({ text: '  Butter chick ', category: 'Curries and Gravies' });
    expect(plan.where).toEqual([
      { field: 'searchTerms', op: 'array-contains', value: 'butter' },
      { field: 'category', op: '==', value: 'Curries and Gravies' },
    ]);
    expect(plan.text).toBe('Butter chick');
    expect(plan.limit).toBe(pageSizes.foods);
  });

  it('treats blank text as no search', () => {
    expect(foodListPlan({ text: '   ', country: 'India' }).where).toEqual([
      { field: 'country', op: '==', value: 'India' },
    ]);
  });

  it('ranks top selling by order count and lists my foods by owner', () => {
    expect(topSellingPlan()).toMatchObject({
      orderBy: { field: 'orderCount', direction: 'desc' },
      limit: pageSizes.topSelling,
    });
    expect(myFoodsPlan('u1').where).toEqual([{ field: 'ownerUid', op: '==', value: 'u1' }]);
  });
});

describe('Top rated', () => {
  it('sorts by the stored average, highest first, one page', () => {
    expect(foodListPlan({ sort: 'top-rated' })).toMatchObject({
      where: [],
      orderBy: { field: 'ratingAvg', direction: 'desc' },
      limit: pageSizes.foods,
    });
    expect(foodListPlan({ sort: 'newest' }).orderBy.field).toBe('createdAt');
  });

  it('keeps the search in the other order', () => {
    const plan = foodListPlan({ text: 'biryani', sort: 'top-rated' });
    expect(plan.where).toEqual([{ field: 'searchTerms', op: 'array-contains', value: 'biryani' }]);
    expect(plan.orderBy.field).toBe('ratingAvg');
  });
});
