import { describe, expect, it } from 'vitest';
import type { Order, OrderStatus } from '@shared';
import { linesAt, mealStatus, orderEntries } from './meal-entries';

const order = (id: string, fields: Partial<Order> = {}): Order =>
  ({
    _id: id,
    foodName: `Dish ${id}`,
    quantity: 1,
    price: 5,
    status: 'placed',
    ...fields,
  }) as Order;

describe('a meal as one entry of an order list', () => {
  it('groups the orders of a meal under its first order, in the list’s order', () => {
    const entries = orderEntries([
      order('a'),
      order('m1', { mealId: 'meal', quantity: 2 }),
      order('b'),
      order('m2', { mealId: 'meal', quantity: 3 }),
    ]);
    expect(entries.map((entry) => entry._id)).toEqual(['a', 'm1', 'b']);
    const meal = entries[1]!;
    expect(meal.lines.map((line) => line._id)).toEqual(['m1', 'm2']);
    expect(meal.quantity).toBe(5);
    expect(entries[0]!.lines).toEqual([entries[0]!.lines[0]]);
  });

  it('a meal of one order is an entry of one line', () => {
    const [entry] = orderEntries([order('m1', { mealId: 'meal', quantity: 2 })]);
    expect(entry?.lines).toHaveLength(1);
    expect(entry?.quantity).toBe(2);
  });

  it.each<[OrderStatus[], OrderStatus]>([
    [['accepted', 'accepted'], 'accepted'],
    [['accepted', 'placed'], 'placed'],
    [['ready', 'completed'], 'ready'],
    [['declined', 'placed'], 'placed'],
    [['declined', 'declined'], 'declined'],
    [['expired', 'expired'], 'expired'],
    [['declined', 'expired'], 'expired'],
    [['ready', 'no-show'], 'ready'],
    [['no-show', 'no-show'], 'no-show'],
  ])('lines %j read as %s', (statuses, expected) => {
    expect(mealStatus(statuses.map((status, i) => order(String(i), { status })))).toBe(expected);
  });

  it('a move applies to the lines still at the meal’s step', () => {
    const [meal] = orderEntries([
      order('m1', { mealId: 'x', status: 'accepted' }),
      order('m2', { mealId: 'x', status: 'placed' }),
    ]);
    expect(meal?.status).toBe('placed');
    expect(linesAt(meal!, 'placed').map((line) => line._id)).toEqual(['m2']);
  });
});
