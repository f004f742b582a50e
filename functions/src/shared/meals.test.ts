import { describe, expect, it } from 'vitest';
import { cartSchema, isMealInput, placeMealSchema } from './meals.js';
import { mealMessages } from './meal-messages.js';
import { refusalMessages } from './refusals.js';

const line = (i: number, quantity = 1) => ({ foodId: `food-${i}`, quantity });

describe('the meal in progress (carts/{uid})', () => {
  it('holds 1-20 distinct dishes of 1-100 units', () => {
    expect(cartSchema.safeParse({ cookUid: 'c', lines: [line(1)] }).success).toBe(true);
    const twenty = Array.from({ length: 20 }, (_, i) => line(i, 100));
    expect(cartSchema.safeParse({ cookUid: 'c', lines: twenty }).success).toBe(true);
    for (const lines of [
      [],
      [...twenty, line(20)],
      [line(1), line(1, 2)],
      [line(1, 0)],
      [line(1, 101)],
      [line(1, 1.5)],
      [{ ...line(1), price: 3 }],
      [{ foodId: 'foods/x', quantity: 1 }],
    ]) {
      expect(cartSchema.safeParse({ cookUid: 'c', lines }).success, JSON.stringify(lines)).toBe(
        false,
      );
    }
    expect(cartSchema.safeParse({ cookUid: '', lines: [line(1)] }).success).toBe(false);
    expect(cartSchema.safeParse({ cookUid: 'c', lines: [line(1)], total: 3 }).success).toBe(false);
  });
});

describe("placeOrder's meal", () => {
  it('takes items instead of foodId and quantity, with the single dish’s optional fields', () => {
    expect(
      placeMealSchema.safeParse({
        items: [line(1, 3), line(2)],
        pickupAt: '2026-11-27T10:30:00Z',
        requestId: 'abcdefgh12',
        buyingDate: '2026/11/27 10:00:00',
      }).success,
    ).toBe(true);
    expect(placeMealSchema.safeParse({ items: [line(1)], foodId: 'x', quantity: 1 }).success).toBe(
      false,
    );
    expect(placeMealSchema.safeParse({ items: [line(1), line(1)] }).success).toBe(false);
    expect(isMealInput({ items: [] })).toBe(true);
    expect(isMealInput({ foodId: 'x', quantity: 1 })).toBe(false);
    expect(isMealInput(null)).toBe(false);
  });

  it("says the contract's texts", () => {
    expect(refusalMessages['one-kitchen']).toBe('A meal comes from one kitchen!');
    expect(mealMessages.otherKitchen('Alice Rahman')).toBe(
      "Your meal is from Alice Rahman's kitchen. A meal comes from one kitchen.",
    );
    expect([
      mealMessages.addToMeal,
      mealMessages.added,
      mealMessages.startNewTitle,
      mealMessages.startNew,
      mealMessages.keep,
      mealMessages.myMeal,
      mealMessages.ordered,
      mealMessages.empty,
    ]).toEqual([
      'Add to meal',
      'Added to your meal!',
      'Start a new meal?',
      'Start a new meal',
      'Keep my meal',
      'My meal',
      'Your meal is ordered!',
      'Your meal is empty.',
    ]);
  });
});
