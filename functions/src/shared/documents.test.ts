import { describe, expect, it } from 'vitest';
import {
  dayRecordFromDocument,
  foodFields,
  foodFromDocument,
  galleryEntryFromDocument,
  orderFields,
  orderFromDocument,
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

  it('gives an order written before statuses the placed status and null step times', () => {
    const order = orderFromDocument('o1', { foodName: 'Chotpoti', quantity: 2, createdAt: at });
    expect(order.status).toBe('placed');
    expect(order).toMatchObject({ placedAt: null, acceptedAt: null, completedAt: null });
    expect(order.createdAt).toBe('2026-11-25T10:00:00.000Z');
    expect(Object.keys(order)).toEqual(['_id', ...orderFields]);
    expect(order.currency).toBe('USD');
    expect(orderFromDocument('o2', { currency: 'BDT' }).currency).toBe('BDT');
    expect(orderFromDocument('o3', { currency: 'bdt' }).currency).toBe('USD');
  });

  it('keeps a known status and its step times; an unknown status reads as placed', () => {
    expect(orderFromDocument('o2', { status: 'accepted', acceptedAt: timestamp })).toMatchObject({
      status: 'accepted',
      acceptedAt: '2026-11-25T10:00:00.000Z',
    });
    expect(orderFromDocument('o3', { status: 'eaten' }).status).toBe('placed');
  });

  it('reads the new statuses with their times, and the buyer’s missed pickups only when some', () => {
    expect(orderFromDocument('o4', { status: 'expired', expiredAt: timestamp })).toMatchObject({
      status: 'expired',
      expiredAt: '2026-11-25T10:00:00.000Z',
      noShowAt: null,
    });
    expect(orderFromDocument('o5', { status: 'no-show', noShowAt: timestamp })).toMatchObject({
      status: 'no-show',
      noShowAt: '2026-11-25T10:00:00.000Z',
    });
    expect(orderFromDocument('o6', { buyerNoShows: 2 }).buyerNoShows).toBe(2);
    for (const odd of [0, -1, 1.5, '2', null])
      expect(orderFromDocument('o7', { buyerNoShows: odd })).not.toHaveProperty('buyerNoShows');
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

  it("reads a day's sales totals, every dish's numbers coerced, nothing else kept", () => {
    expect(
      dayRecordFromDocument({
        day: '2026-11-25',
        cookUid: 'c1',
        dishes: {
          f1: { dish: 'Dal', orders: 2, units: 3, revenueCents: 1500, extra: true },
          f2: { dish: 7, orders: '1', units: null },
          f3: 'not a map',
        },
      }),
    ).toEqual({
      day: '2026-11-25',
      dishes: {
        f1: { dish: 'Dal', currency: 'USD', orders: 2, units: 3, revenueCents: 1500 },
        f2: { dish: '', currency: 'USD', orders: 0, units: 0, revenueCents: 0 },
        f3: { dish: '', currency: 'USD', orders: 0, units: 0, revenueCents: 0 },
      },
    });
    expect(dayRecordFromDocument({})).toEqual({ day: '', dishes: {} });
  });

  it("reads each dish's currency: a known one as stored, none (counted before currencies) or another as USD", () => {
    const { dishes } = dayRecordFromDocument({
      day: '2026-11-25',
      dishes: {
        f1: { dish: 'Dal', orders: 1, units: 1, revenueCents: 500 },
        f1_BDT: { dish: 'Dal', currency: 'BDT', orders: 1, units: 2, revenueCents: 50000 },
        f2_INR: { dish: 'Chai', currency: 'INR', orders: 1, units: 1, revenueCents: 2000 },
        f3: { dish: 'Pie', currency: 'EUR', orders: 1, units: 1, revenueCents: 300 },
      },
    });
    expect(
      Object.fromEntries(Object.entries(dishes).map(([key, dish]) => [key, dish.currency])),
    ).toEqual({ f1: 'USD', f1_BDT: 'BDT', f2_INR: 'INR', f3: 'USD' });
  });
});
