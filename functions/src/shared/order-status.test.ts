import { describe, expect, it } from 'vitest';
import {
  buyerDeleteOf,
  canMove,
  noShowOpensAt,
  orderMoves,
  orderStatuses,
} from './order-status.js';

describe('order statuses', () => {
  it('lets nobody move an order to expired, and the cook to no-show from ready only', () => {
    for (const from of orderStatuses) {
      expect(canMove(from, 'expired')).toBe(false);
      expect(canMove(from, 'no-show')).toBe(from === 'ready');
    }
    expect(orderMoves.expired).toEqual([]);
    expect(orderMoves['no-show']).toEqual([]);
  });

  it('deletes an expired order like a declined one and removes a no-show like a sale', () => {
    expect(buyerDeleteOf('expired')).toBe(buyerDeleteOf('declined'));
    expect(buyerDeleteOf('no-show')).toBe(buyerDeleteOf('completed'));
    expect(buyerDeleteOf('expired')).toBe('cancel');
    expect(buyerDeleteOf('no-show')).toBe('remove');
  });

  it('opens Not collected 15 minutes after the pickup time, never without one', () => {
    expect(noShowOpensAt('2026-11-25T10:00:00.000Z')).toBe(Date.parse('2026-11-25T10:15:00Z'));
    expect(noShowOpensAt(null)).toBeNull();
    expect(noShowOpensAt('not a time')).toBeNull();
  });
});
