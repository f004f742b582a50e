import { describe, expect, it } from 'vitest';
import {
  foodFields,
  foodFromDocument,
  galleryEntryFromDocument,
  orderFields,
  orderFromDocument,
  reviewFromDocument,
} from './documents.js';

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
    });
    expect(Object.keys(food)).toEqual(['_id', ...foodFields]);
  });

  it('reads a hand-edited document as text, finite numbers and null times, never throwing', () => {
    const food = foodFromDocument('f2', {
      foodName: 42,
      price: '12',
      quantity: Number.NaN,
      orderCount: Infinity,
      createdAt: 'yesterday',
      description: { nested: true },
    });
    expect(food).toMatchObject({
      foodName: '',
      price: 0,
      quantity: 0,
      orderCount: 0,
      createdAt: null,
      description: '',
      userName: '',
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
  });

  it('keeps a known status and its step times; an unknown status reads as placed', () => {
    expect(orderFromDocument('o2', { status: 'accepted', acceptedAt: timestamp })).toMatchObject({
      status: 'accepted',
      acceptedAt: '2026-11-25T10:00:00.000Z',
    });
    expect(orderFromDocument('o3', { status: 'eaten' }).status).toBe('placed');
  });
});
