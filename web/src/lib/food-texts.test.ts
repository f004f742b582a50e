import { describe, expect, it } from 'vitest';
import { categories, countries, foodSortLabels } from '@shared';
import { dietLabels } from '@shared/declaration';
import {
  allergenLabels,
  allergenList,
  avoidWarning,
  declarationTexts,
  dietFilterLabels,
  dietTagLabels,
} from '@shared/declaration-text';
import {
  allergenListText,
  allergenTexts,
  avoidWarningText,
  categoryText,
  countryText,
  declarationMessages,
  dietFilterTexts,
  dietTagTexts,
  dietTexts,
  foodSortTexts,
} from './food-texts';
import { i18n } from './i18n';

describe('the fixed food words as Lingui messages', () => {
  const tables = [
    ['foodSortLabels', foodSortLabels, foodSortTexts],
    ['dietLabels', dietLabels, dietTexts],
    ['dietTagLabels', dietTagLabels, dietTagTexts],
    ['dietFilterLabels', dietFilterLabels, dietFilterTexts],
    ['allergenLabels', allergenLabels, allergenTexts],
    ['declarationTexts', declarationTexts, declarationMessages],
  ] as const;

  it.each(tables)('%s: every label has its message, with the same English', (_, english, texts) => {
    expect(Object.keys(texts).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(english)) {
      expect(i18n._(texts[key as keyof typeof texts])).toBe(text);
    }
  });

  it('shows the categories and countries in English as stored', () => {
    for (const category of categories) expect(categoryText(category)).toBe(category);
    for (const country of countries) expect(countryText(country)).toBe(country);
    expect(categoryText('Something else')).toBe('Something else');
    expect(categoryText('toString')).toBe('toString');
  });

  it('lists allergens and warns as the shared code does', () => {
    const values = ['milk', 'gluten', 'unknown', 'sesame'];
    expect(allergenListText(values)).toBe(allergenList(values));
    expect(avoidWarningText('contains', values)).toBe(avoidWarning('contains', values));
    expect(avoidWarningText('mayContain', ['eggs'])).toBe(avoidWarning('mayContain', ['eggs']));
  });
});
