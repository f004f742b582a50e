// The declaration's labels, the contradictions a declaration may not hold, the filter keys
// onFoodWritten derives, and the diner's warning (contract, "What's in the food"). Apart from
// declaration.ts so that the first load of / carries none of it.
import {
  allergens,
  declarationOf,
  dietFilterKey,
  dietLabels,
  freeFromKey,
  type Allergen,
  type DeclarationField,
  type Diet,
  type DietFilter,
  type DietTag,
  type FoodDeclaration,
} from './declaration.js';

export const allergenLabels: Readonly<Record<Allergen, string>> = {
  gluten: 'Cereals containing gluten',
  crustaceans: 'Crustaceans',
  eggs: 'Eggs',
  fish: 'Fish',
  peanuts: 'Peanuts',
  soy: 'Soybeans',
  milk: 'Milk',
  'tree-nuts': 'Tree nuts',
  celery: 'Celery',
  mustard: 'Mustard',
  sesame: 'Sesame',
  sulphites: 'Sulphites',
  lupin: 'Lupin',
  molluscs: 'Molluscs',
};

export const dietTagLabels: Readonly<Record<DietTag, string>> = {
  vegan: 'Vegan',
  halal: 'Halal',
  jain: 'Jain',
  'no-beef': 'No beef',
  'no-pork': 'No pork',
};

export const dietFilterLabels: Readonly<Record<DietFilter, string>> = {
  veg: 'Veg',
  'veg-or-egg': 'Veg or egg',
};

/** Labels of allergens, in the order of the 14, joined for a sentence. */
export function allergenList(values: readonly string[]): string {
  return allergens
    .filter((allergen) => values.includes(allergen))
    .map((allergen) => allergenLabels[allergen])
    .join(', ');
}

/** What no diet may contain: a Veg dish holds no egg, fish or shellfish; an Egg dish no fish or shellfish. */
const notInDiet: Readonly<Record<Diet, readonly Allergen[]>> = {
  veg: ['eggs', 'fish', 'crustaceans', 'molluscs'],
  egg: ['fish', 'crustaceans', 'molluscs'],
  'non-veg': [],
};

/** A Vegan dish is Veg and holds neither of these. */
const notVegan: readonly Allergen[] = ['milk', 'eggs'];

/** Each way a declaration may contradict itself. */
export type ContradictionRule = 'alsoMayContain' | 'notInDiet' | 'veganNotVeg' | 'notVegan';

export interface Contradiction {
  /** The field the facade names in its 400 (`fields`). */
  field: DeclarationField;
  message: string;
  /** Which rule, and the allergens it names: what the web says it with in another language. */
  rule: ContradictionRule;
  allergens: Allergen[];
}

/**
 * Where a declaration contradicts itself, each with a sentence a cook understands. Empty when
 * it holds together. The values are assumed already valid (the schema checks them first).
 */
export function contradictions(
  declaration: Pick<FoodDeclaration, 'allergens' | 'mayContain' | 'diet' | 'dietTags'>,
): Contradiction[] {
  const { allergens: contains, mayContain, diet, dietTags: tags } = declaration;
  const found: Contradiction[] = [];
  const both = mayContain.filter((allergen) => contains.includes(allergen));
  if (both.length) {
    found.push({
      field: 'mayContain',
      rule: 'alsoMayContain',
      allergens: both,
      message: `${allergenList(both)} ${both.length > 1 ? 'are' : 'is'} already in Allergens: leave ${both.length > 1 ? 'them' : 'it'} out of May contain.`,
    });
  }
  const outOfDiet = (notInDiet[diet] ?? []).filter((allergen) => contains.includes(allergen));
  if (outOfDiet.length) {
    const article = diet === 'egg' ? 'An' : 'A';
    found.push({
      field: 'diet',
      rule: 'notInDiet',
      allergens: outOfDiet,
      message: `${article} ${dietLabels[diet]} dish can't contain ${allergenList(outOfDiet)}.`,
    });
  }
  if (tags.includes('vegan')) {
    if (diet !== 'veg') {
      found.push({
        field: 'dietTags',
        rule: 'veganNotVeg',
        allergens: [],
        message: 'A Vegan dish must be Veg.',
      });
    }
    const animal = notVegan.filter((allergen) => contains.includes(allergen));
    if (animal.length) {
      found.push({
        field: 'dietTags',
        rule: 'notVegan',
        allergens: animal,
        message: `A Vegan dish can't contain ${allergenList(animal)}.`,
      });
    }
  }
  return found;
}

/**
 * The derived map of a food's stored data: the filters it passes, or null when it is not
 * declared (then it matches no filter). A dish is free from an allergen when it is neither in
 * `allergens` nor in `mayContain`.
 */
export function filterKeysOf(data: Readonly<Record<string, unknown>>): Record<string, true> | null {
  const declaration = declarationOf(data);
  if (!declaration) return null;
  const keys: Record<string, true> = {};
  if (declaration.diet === 'veg') keys[dietFilterKey.veg] = true;
  if (declaration.diet === 'veg' || declaration.diet === 'egg') {
    keys[dietFilterKey['veg-or-egg']] = true;
  }
  for (const allergen of allergens) {
    if (!declaration.allergens.includes(allergen) && !declaration.mayContain.includes(allergen)) {
      keys[freeFromKey(allergen)] = true;
    }
  }
  return keys;
}

/** The allergens a diner avoids that a dish contains, and those it may contain. */
export function avoidedIn(
  declaration: Pick<FoodDeclaration, 'allergens' | 'mayContain'>,
  avoid: readonly string[],
): { contains: Allergen[]; mayContain: Allergen[] } {
  return {
    contains: declaration.allergens.filter((allergen) => avoid.includes(allergen)),
    mayContain: declaration.mayContain.filter((allergen) => avoid.includes(allergen)),
  };
}

/** The fixed texts of the declaration on the web (contract). */
export const declarationTexts = {
  notDeclared: 'Allergens not declared. Ask the cook before you buy.',
  containsNone: 'Contains: none of the 14 allergens',
  homeKitchen: 'Made in a home kitchen.',
  saved: 'Saved!',
} as const;

/** `Contains {labels}, which you avoid.` / `May contain {labels}, which you avoid.` */
export function avoidWarning(kind: 'contains' | 'mayContain', values: readonly string[]): string {
  return `${kind === 'contains' ? 'Contains' : 'May contain'} ${allergenList(values)}, which you avoid.`;
}
