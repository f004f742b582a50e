// What /myMeal's and a dish page's clientActions take (parseJsonRequest reads their requests
// with these schemas): exactly what the pages send, and an invalid write with the rule's message.
import { describe, expect, it } from 'vitest';
import { mealMessages } from '@shared';
import { newRequestId } from './place-order';
import { addToMealSchema, mealWriteSchema } from './meal-writes';

describe("/myMeal's writes", () => {
  it('takes what the page sends', () => {
    const writes = [
      { intent: 'quantity', id: 'dish-1', quantity: 3 },
      { intent: 'remove', id: 'dish-1' },
      { intent: 'place', requestId: newRequestId(), pickupAt: null },
      { intent: 'place', requestId: newRequestId(), pickupAt: new Date().toISOString() },
    ];
    for (const write of writes) expect(mealWriteSchema.parse(write)).toEqual(write);
  });

  it("refuses a line's units out of the cart's range with the cart's message", () => {
    const parsed = mealWriteSchema.safeParse({ intent: 'quantity', id: 'dish-1', quantity: 101 });
    expect(parsed.error?.issues[0]?.message).toBe(mealMessages.tooManyUnits);
    expect(
      mealWriteSchema.safeParse({ intent: 'quantity', id: 'dish-1', quantity: 0 }).success,
    ).toBe(false);
  });

  it('refuses an unknown intent, a dish id that is a path and a bad request id', () => {
    expect(mealWriteSchema.safeParse({ intent: 'empty', id: 'dish-1' }).success).toBe(false);
    expect(mealWriteSchema.safeParse({ intent: 'remove', id: 'a/b' }).success).toBe(false);
    const place = { intent: 'place', requestId: 'short', pickupAt: null };
    expect(mealWriteSchema.safeParse(place).success).toBe(false);
  });
});

describe('Add to meal', () => {
  it('takes what the form sends', () => {
    const sent = { intent: 'add-to-meal', quantity: 2, startNew: false };
    expect(addToMealSchema.parse(sent)).toEqual(sent);
  });

  it('refuses a quantity that is no number (an emptied field sends null)', () => {
    const parsed = addToMealSchema.safeParse({
      intent: 'add-to-meal',
      quantity: null,
      startNew: false,
    });
    expect(parsed.success).toBe(false);
  });
});
