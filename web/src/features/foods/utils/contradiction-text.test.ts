import { describe, expect, it } from 'vitest';
import type { FoodDeclaration } from '@shared/declaration';
import { contradictions } from '@shared/declaration-text';
import { contradictionText } from './contradiction-text';

const declaration = (fields: Partial<FoodDeclaration>): FoodDeclaration => ({
  allergens: [],
  mayContain: [],
  ingredients: 'Lentils',
  diet: 'veg',
  dietTags: [],
  ...fields,
});

describe('contradictionText', () => {
  // In English the page says exactly what the shared code says.
  it.each([
    ['one allergen in both lists', declaration({ allergens: ['milk'], mayContain: ['milk'] })],
    [
      'two allergens in both lists',
      declaration({ allergens: ['milk', 'soy'], mayContain: ['soy', 'milk'], diet: 'non-veg' }),
    ],
    ['a Veg dish with fish', declaration({ allergens: ['fish', 'eggs'] })],
    ['an Egg dish with molluscs', declaration({ allergens: ['molluscs'], diet: 'egg' })],
    ['a Vegan dish that is not Veg', declaration({ diet: 'egg', dietTags: ['vegan'] })],
    ['a Vegan dish with milk', declaration({ allergens: ['milk'], dietTags: ['vegan'] })],
  ])('says %s as the shared code does', (_, value) => {
    const found = contradictions(value);
    expect(found.length).toBeGreaterThan(0);
    for (const { message } of found) expect(contradictionText(message, value)).toBe(message);
  });

  it('leaves another message as it is', () => {
    expect(contradictionText('Select at least one', declaration({}))).toBe('Select at least one');
    expect(contradictionText("A Veg dish can't contain Fish.", {})).toBe(
      "A Veg dish can't contain Fish.",
    );
  });
});
