// The fixed words about food that the shared code keeps in English (the spec's categories and
// countries, the sorts, the declaration's labels and sentences) as Lingui messages, shown in the
// page's language (decision 210). What is stored stays the English value; only its label is
// translated. A test holds every message to the shared code's English.
import { msg } from '@lingui/core/macro';
import type { Country, foodSortLabels } from '@shared';
import { allergens, type Allergen, type DietFilter, type DietTag } from '@shared/declaration';
import { labelOf, type Texts } from './food-labels';
import { i18n } from './i18n';

// The labels a card shows (on the first load of /) are apart, in food-labels.ts.
export { categoryText, categoryTexts, dietTexts } from './food-labels';

export const countryTexts: Texts<Country> = {
  Bangladesh: msg`Bangladesh`,
  India: msg`India`,
  Indonesia: msg`Indonesia`,
  Malaysia: msg`Malaysia`,
  Pakistan: msg`Pakistan`,
  // The spec's spelling, which English pages have always shown; translations spell it right.
  Afganistan: msg`Afganistan`,
};

/** A food's stored country in the page's language; one the list does not know, as it is. */
export const countryText = (country: string) => labelOf(countryTexts, country);

export const foodSortTexts: Texts<keyof typeof foodSortLabels> = {
  newest: msg`Newest`,
  'top-rated': msg`Top rated`,
};

export const dietTagTexts: Texts<DietTag> = {
  vegan: msg`Vegan`,
  halal: msg`Halal`,
  jain: msg`Jain`,
  'no-beef': msg`No beef`,
  'no-pork': msg`No pork`,
};

export const dietFilterTexts: Texts<DietFilter> = {
  veg: msg`Veg`,
  'veg-or-egg': msg`Veg or egg`,
};

export const allergenTexts: Texts<Allergen> = {
  gluten: msg`Cereals containing gluten`,
  crustaceans: msg`Crustaceans`,
  eggs: msg`Eggs`,
  fish: msg`Fish`,
  peanuts: msg`Peanuts`,
  soy: msg`Soybeans`,
  milk: msg`Milk`,
  'tree-nuts': msg`Tree nuts`,
  celery: msg`Celery`,
  mustard: msg`Mustard`,
  sesame: msg`Sesame`,
  sulphites: msg`Sulphites`,
  lupin: msg`Lupin`,
  molluscs: msg`Molluscs`,
};

/** Labels of allergens in the page's language, in the order of the 14, joined for a sentence. */
export function allergenListText(values: readonly string[]): string {
  return allergens
    .filter((allergen) => values.includes(allergen))
    .map((allergen) => i18n._(allergenTexts[allergen]))
    .join(', ');
}

/** The fixed texts of the declaration on the web (contract; `declarationTexts` of the shared code). */
export const declarationMessages = {
  notDeclared: msg`Allergens not declared. Ask the cook before you buy.`,
  containsNone: msg`Contains: none of the 14 allergens`,
  homeKitchen: msg`Made in a home kitchen.`,
  saved: msg`Saved!`,
} as const;

/**
 * `Contains {labels}, which you avoid.` / `May contain {labels}, which you avoid.` in the page's
 * language (`avoidWarning` of the shared code).
 */
export function avoidWarningText(
  kind: 'contains' | 'mayContain',
  values: readonly string[],
): string {
  const allergens = allergenListText(values);
  return kind === 'contains'
    ? i18n._(msg`Contains ${allergens}, which you avoid.`)
    : i18n._(msg`May contain ${allergens}, which you avoid.`);
}
