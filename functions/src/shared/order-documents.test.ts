import { describe, expect, it } from 'vitest';
import { orderFields, orderFromDocument } from './order-documents.js';

const at = new Date('2026-11-25T10:00:00.000Z');
const timestamp = { toDate: () => at };

describe('the order mapper', () => {
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
});
