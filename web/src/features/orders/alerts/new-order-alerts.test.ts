import { afterEach, describe, expect, it } from 'vitest';
import type { Order } from '@shared';
import { newOrders, newOrderText, readAlertSettings, saveAlertSettings } from './new-order-alerts';

const order = (id: string, extra: Partial<Order> = {}) =>
  ({ _id: id, foodName: 'Chotpoti', buyerName: 'Bob', quantity: 2, ...extra }) as Order;

describe('newOrders', () => {
  it('announces nothing for the first snapshot: those orders were there before the page', () => {
    expect(newOrders(null, [order('a'), order('b')])).toEqual([]);
  });

  it('announces the orders that were not in the previous snapshot', () => {
    const before = [order('a'), order('b')];
    expect(newOrders(before, [order('b'), order('c')]).map((o) => o._id)).toEqual(['c']);
  });

  it('announces an arrival even when another order left the list at the same time', () => {
    // The count stays at 1: comparing counts would miss this order.
    expect(newOrders([order('a')], [order('c')]).map((o) => o._id)).toEqual(['c']);
  });

  it('announces nothing when orders only leave (accepted or cancelled)', () => {
    expect(newOrders([order('a'), order('b')], [order('a')])).toEqual([]);
  });
});

describe('alert settings', () => {
  afterEach(() => localStorage.clear());

  it('are off until the cook turns them on, and are kept per account', () => {
    expect(readAlertSettings('alice')).toEqual({ sound: false, notifications: false });
    saveAlertSettings('alice', { sound: true, notifications: false });
    expect(readAlertSettings('alice')).toEqual({ sound: true, notifications: false });
    expect(readAlertSettings('bob')).toEqual({ sound: false, notifications: false });
  });

  it('read a hand-edited or broken value as off', () => {
    localStorage.setItem('foodtable.newOrderAlerts.alice', '{"sound":"yes","notifications":1}');
    expect(readAlertSettings('alice')).toEqual({ sound: false, notifications: false });
    localStorage.setItem('foodtable.newOrderAlerts.alice', 'not json');
    expect(readAlertSettings('alice')).toEqual({ sound: false, notifications: false });
  });
});

describe('newOrderText', () => {
  it('names the dish, the buyer and the quantity of one order', () => {
    expect(newOrderText([order('a')])).toEqual({
      title: 'New order: Chotpoti',
      body: 'Bob ordered 2.',
    });
  });

  it('counts several orders that arrived together', () => {
    expect(newOrderText([order('a'), order('b')]).title).toBe('2 new orders');
  });

  it("names a meal's dishes once, as one meal", () => {
    const meal = [
      { ...order('a'), mealId: 'm', foodName: 'Biryani' },
      { ...order('b'), mealId: 'm', foodName: 'Raita', quantity: 1 },
    ];
    expect(newOrderText(meal)).toEqual({
      title: 'New meal: 2 dishes',
      body: 'Bob ordered Biryani × 2, Raita × 1.',
    });
  });
});
