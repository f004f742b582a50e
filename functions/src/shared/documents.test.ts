import { describe, expect, it } from 'vitest';
import {
  foodFields,
  foodFromDocument,
  galleryEntryFromDocument,
  ratingFromDocument,
  reviewFromDocument,
} from './documents.js';
import { declarationFields } from './declaration.js';

const at = new Date('2026-11-25T10:00:00.000Z');
const timestamp = { toDate: () => at };

describe('the document mapper', () => {
  it('shows a stored food with its id, its own fields and the time as ISO text', () => {
    const food = foodFromDocument('f1', {
      foodName: 'Chotpoti',
      imageURL: '/images/chotpoti.jpg',
      category: 'Street Food Specialties',
      country: 'Bangladesh',
      price: 2.5,
      quantity: 7,
      description: 'Tangy',
      userName: 'Alice Rahman',
      userEmail: 'alice@foodtable.test',
      ownerUid: 'alice',
      orderCount: 3,
      createdAt: timestamp,
      searchTerms: ['cho', 'chot'],
      ratingCount: 2,
      ratingSum: 9,
      ratingAvg: 4.5,
    });
    expect(food).toEqual({
      _id: 'f1',
      foodName: 'Chotpoti',
      imageURL: '/images/chotpoti.jpg',
      category: 'Street Food Specialties',
      country: 'Bangladesh',
      price: 2.5,
      quantity: 7,
      description: 'Tangy',
      userName: 'Alice Rahman',
      userEmail: 'alice@foodtable.test',
      ownerUid: 'alice',
      orderCount: 3,
      createdAt: '2026-11-25T10:00:00.000Z',
      ratingAvg: 4.5,
      ratingCount: 2,
      // No currency stored: US dollars.
      currency: 'USD',
    });
    // Not declared: none of the declaration's five (decision 150).
    const declared: readonly string[] = declarationFields;
    expect(Object.keys(food)).toEqual(['_id', ...foodFields.filter((f) => !declared.includes(f))]);
  });

  it('shows a declared food with its declaration, and a damaged one as not declared', () => {
    const declaration = {
      allergens: ['milk', 'pollen', 'milk'],
      mayContain: ['mustard'],
      ingredients: 'Rice, milk.',
      diet: 'veg',
      dietTags: ['jain'],
    };
    expect(foodFromDocument('f3', { foodName: 'Kheer', ...declaration })).toMatchObject({
      allergens: ['milk'],
      mayContain: ['mustard'],
      ingredients: 'Rice, milk.',
      diet: 'veg',
      dietTags: ['jain'],
    });
    const damaged = foodFromDocument('f4', { foodName: 'Kheer', ...declaration, diet: 'vegan' });
    expect(damaged).not.toHaveProperty('allergens');
    expect(damaged).not.toHaveProperty('diet');
  });

  it('reads a hand-edited document as text, finite numbers and null times, never throwing', () => {
    const food = foodFromDocument('f2', {
      foodName: 42,
      price: '12',
      quantity: Number.NaN,
      orderCount: Infinity,
      createdAt: 'yesterday',
      description: { nested: true },
      ratingAvg: 'NaN',
      ratingCount: 3,
    });
    expect(food).toMatchObject({
      foodName: '',
      price: 0,
      quantity: 0,
      orderCount: 0,
      createdAt: null,
      description: '',
      userName: '',
      // A damaged aggregate reads as unrated, as a whole.
      ratingAvg: 0,
      ratingCount: 0,
    });
    expect(galleryEntryFromDocument('g', {})).toMatchObject({ _id: 'g', feedback: '' });
    expect(reviewFromDocument('r', { createdAt: new Date(Number.NaN) }).createdAt).toBeNull();
  });

  it('shows a rating with its order id and time', () => {
    expect(
      ratingFromDocument('o1', {
        stars: 4,
        comment: 'Good',
        foodId: 'f1',
        buyerUid: 'b1',
        buyerName: 'Bob Karim',
        createdAt: timestamp,
      }),
    ).toEqual({
      _id: 'o1',
      stars: 4,
      comment: 'Good',
      foodId: 'f1',
      buyerUid: 'b1',
      buyerName: 'Bob Karim',
      createdAt: '2026-11-25T10:00:00.000Z',
    });
  });
});
