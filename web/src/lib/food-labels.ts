// The food words a card shows (its diet mark, its category), apart from the other fixed food
// words of food-texts.ts: the first load of / carries only these (decision 110).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Category } from '@shared';
import type { Diet } from '@shared/declaration';
import { i18n } from './i18n';

export type Texts<K extends string> = Readonly<Record<K, MessageDescriptor>>;

/** A stored value's label in the page's language; a value the list does not know, as it is. */
export const labelOf = (texts: Readonly<Record<string, MessageDescriptor>>, value: string) =>
  Object.hasOwn(texts, value) ? i18n._(texts[value]!) : value;

export const categoryTexts: Texts<Category> = {
  'Rice Dishes': msg`Rice Dishes`,
  'Curries and Gravies': msg`Curries and Gravies`,
  'Tandoori and Grilled Dishes': msg`Tandoori and Grilled Dishes`,
  'Breads and Rotis': msg`Breads and Rotis`,
  'Street Food Specialties': msg`Street Food Specialties`,
  Seafood: msg`Seafood`,
  'Vegetarian Delicacies': msg`Vegetarian Delicacies`,
  Beverages: msg`Beverages`,
  'Desserts and Sweets': msg`Desserts and Sweets`,
  'Traditional Specialties': msg`Traditional Specialties`,
};

/** A food's stored category in the page's language; one the list does not know, as it is. */
export const categoryText = (category: string) => labelOf(categoryTexts, category);

/** The diet mark's text (cards, the detail page). */
export const dietTexts: Texts<Diet> = {
  veg: msg`Veg`,
  egg: msg`Egg`,
  'non-veg': msg`Non-veg`,
};
