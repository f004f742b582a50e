import { describe, expect, it } from 'vitest';
import { messages } from './messages.js';
import { fieldErrors, foodFormSchema, loginSchema, registerSchema } from './schemas.js';
import { matchesSearch, searchKey, searchTokens } from './search.js';

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
  };

  it('stores price and quantity typed as text as numbers', () => {
    const parsed = foodFormSchema.parse(valid);
    expect(parsed.price).toBe(12.5);
    expect(parsed.quantity).toBe(3);
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

describe('search', () => {
  it('indexes every prefix of every word, lower-cased', () => {
    expect(searchTokens('Butter Chicken')).toEqual(
      expect.arrayContaining(['b', 'butter', 'c', 'chick', 'chicken']),
    );
  });

  it('queries the longest word and matches all words typed', () => {
    expect(searchKey('  Chick  b ')).toBe('chick');
    expect(matchesSearch('Butter Chicken', 'chick butt')).toBe(true);
    expect(matchesSearch('Butter Chicken', 'chick tikka')).toBe(false);
    expect(searchKey('  ')).toBeNull();
  });
});
