import { describe, expect, it } from 'vitest';
import { messages } from './messages.js';
import { limits } from './constants.js';
import {
  fieldErrors,
  foodFieldsOrTextSchema,
  foodFormSchema,
  foodDeclarationSchema,
  contradictionKey,
  declaredFoodSchema,
  loginSchema,
  placeOrderOrTextSchema,
  registerSchema,
} from './schemas.js';

const firstError = (result: { success: boolean; error?: import('zod').ZodError }, field: string) =>
  result.success ? undefined : fieldErrors(result.error!)[field];

describe('registration', () => {
  const valid = {
    name: 'Nadia',
    email: 'nadia@example.com',
    password: 'Secret1',
    photoURL: 'https://example.com/n.png',
  };

  it('accepts a valid registration', () => {
    expect(registerSchema.safeParse(valid).success).toBe(true);
  });

  it.each([
    ['', messages.passwordRequired],
    ['abcdefg', messages.passwordUppercase],
    ['ABCDEFG', messages.passwordLowercase],
    ['Abc', messages.passwordLength],
  ])('password %j shows %j first', (password, message) => {
    expect(firstError(registerSchema.safeParse({ ...valid, password }), 'password')).toBe(message);
  });

  it.each([
    ['name', messages.nameRequired],
    ['email', messages.emailRequired],
    ['photoURL', messages.photoUrlRequired],
  ])('requires %s', (field, message) => {
    expect(firstError(registerSchema.safeParse({ ...valid, [field]: '' }), field)).toBe(message);
  });
});

describe('login', () => {
  it('says "Must be 6 characters" for a short password', () => {
    expect(firstError(loginSchema.safeParse({ email: 'a@b.c', password: 'Ab1' }), 'password')).toBe(
      messages.loginPasswordLength,
    );
  });
});

describe('food form', () => {
  const valid = {
    foodName: 'Biryani',
    imageURL: 'https://example.com/b.png',
    category: 'Rice Dishes',
    country: 'Bangladesh',
    price: '12.50',
    quantity: '3',
    description: 'Rice.',
    allergens: ['milk'],
    mayContain: [],
    ingredients: 'Rice, chicken, yoghurt.',
    diet: 'non-veg',
    dietTags: ['halal'],
  };

  it('refuses a declaration that contradicts itself, under the form', () => {
    const veg = foodFormSchema.safeParse({ ...valid, diet: 'veg', allergens: ['fish', 'eggs'] });
    expect(firstError(veg, contradictionKey)).toBe("A Veg dish can't contain Eggs, Fish.");
    const egg = foodFormSchema.safeParse({ ...valid, diet: 'egg', allergens: ['molluscs'] });
    expect(firstError(egg, contradictionKey)).toBe("An Egg dish can't contain Molluscs.");
    const vegan = foodFormSchema.safeParse({ ...valid, diet: 'veg', dietTags: ['vegan'] });
    expect(firstError(vegan, contradictionKey)).toBe("A Vegan dish can't contain Milk.");
    const twice = foodFormSchema.safeParse({ ...valid, mayContain: ['milk'] });
    expect(firstError(twice, contradictionKey)).toBe(
      'Milk is already in Allergens: leave it out of May contain.',
    );
    // The facade names the field instead.
    const facade = foodDeclarationSchema.safeParse({
      allergens: ['fish'],
      mayContain: [],
      ingredients: 'Rohu.',
      diet: 'veg',
      dietTags: ['vegan'],
    });
    expect(firstError(facade, 'diet')).toBe("A Veg dish can't contain Fish.");
  });

  it('stores price and quantity typed as text as numbers', () => {
    const parsed = foodFormSchema.parse(valid);
    expect(parsed.price).toBe(12.5);
    expect(parsed.quantity).toBe(3);
  });

  it('sends the route what its schema for the saved food reads back unchanged', () => {
    const saved = foodFormSchema.parse(valid);
    expect(declaredFoodSchema.parse(saved)).toEqual(saved);
    // Text where the form sends numbers is not a saved food.
    expect(declaredFoodSchema.safeParse(valid).success).toBe(false);
    const contradiction = declaredFoodSchema.safeParse({
      ...saved,
      diet: 'veg',
      allergens: ['fish'],
    });
    expect(firstError(contradiction, contradictionKey)).toBe("A Veg dish can't contain Fish.");
  });

  it('reads the placeholder "0" as no selection', () => {
    const result = foodFormSchema.safeParse({ ...valid, category: '0', country: '0' });
    expect(firstError(result, 'category')).toBe(messages.selectOne);
    expect(firstError(result, 'country')).toBe(messages.selectOne);
  });

  it.each([
    'javascript:alert(1)',
    'data:image/png;base64,AAA',
    '//evil.example/x.png',
    '/\\evil.example/x.png',
    'not a url',
  ])('refuses the image address %j', (imageURL) => {
    expect(foodFormSchema.safeParse({ ...valid, imageURL }).success).toBe(false);
  });

  it.each(['1e3', '-1', '0x10', '1.234', 'abc'])('refuses the price %j', (price) => {
    expect(foodFormSchema.safeParse({ ...valid, price }).success).toBe(false);
  });

  it('refuses zero-width and control characters in text', () => {
    expect(foodFormSchema.safeParse({ ...valid, foodName: 'Bir\u200Byani' }).success).toBe(false);
    expect(foodFormSchema.safeParse({ ...valid, description: 'a\u0007b' }).success).toBe(false);
  });
});

describe('the facade’s numbers (the old client’s text, or JSON numbers)', () => {
  const food = {
    foodName: 'Biryani',
    imageURL: '/images/foods/biryani.svg',
    category: 'Rice Dishes',
    country: 'Bangladesh',
    price: '12.50',
    quantity: ' 5 ',
    description: 'Rice.',
  };

  it('stores text and JSON numbers alike as numbers', () => {
    expect(foodFieldsOrTextSchema.parse(food)).toMatchObject({ price: 12.5, quantity: 5 });
    expect(foodFieldsOrTextSchema.parse({ ...food, price: 12, quantity: 3 })).toMatchObject({
      price: 12,
      quantity: 3,
    });
    expect(placeOrderOrTextSchema.parse({ foodId: 'f1', quantity: '2' }).quantity).toBe(2);
  });

  it.each([
    ['price', '', messages.priceRequired],
    ['price', '1e3', 'Enter a price like 12 or 12.50'],
    ['price', '100001', `Price can be at most ${limits.priceMax}`],
    ['price', true, messages.invalidNumber],
    ['quantity', '2.5', messages.wholeNumber],
    ['quantity', '-1', messages.wholeNumber],
    ['quantity', '100001', `Quantity can be at most ${limits.quantityMax}`],
  ])('a food’s %s of %j says %j', (field, value, message) => {
    const result = foodFieldsOrTextSchema.safeParse({ ...food, [field]: value });
    expect(firstError(result, field)).toBe(message);
  });

  it.each(['', '0', '2.5', '-1', '0x10', 'Infinity', null])(
    'an order’s quantity of %j says the spec’s words',
    (quantity) => {
      const result = placeOrderOrTextSchema.safeParse({ foodId: 'f1', quantity });
      expect(firstError(result, 'quantity')).toBe(messages.atLeastOne);
    },
  );
});
