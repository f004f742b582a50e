// What is in a dish (contract, "What's in the food: allergens and diet"): the 14 allergens of
// EU Regulation 1169/2011 Annex II, the diets and tags, how a stored food's declaration reads,
// and the keys /allFood filters on (decision 150). The smallest part, which pages of the first
// load use (a card's diet mark, the menu's query); labels, contradictions and the diner's
// warning are in declaration-text.ts. firestore.rules say the same (the rules tests prove it).

export const allergens = [
  'gluten',
  'crustaceans',
  'eggs',
  'fish',
  'peanuts',
  'soy',
  'milk',
  'tree-nuts',
  'celery',
  'mustard',
  'sesame',
  'sulphites',
  'lupin',
  'molluscs',
] as const;
export type Allergen = (typeof allergens)[number];

export const diets = ['veg', 'egg', 'non-veg'] as const;
export type Diet = (typeof diets)[number];
/** The diet mark's text (cards, the detail page). */
export const dietLabels: Readonly<Record<Diet, string>> = {
  veg: 'Veg',
  egg: 'Egg',
  'non-veg': 'Non-veg',
};

export const dietTags = ['vegan', 'halal', 'jain', 'no-beef', 'no-pork'] as const;
export type DietTag = (typeof dietTags)[number];
/** The five fields of a declaration, stored on the food beside its other fields. */
export const declarationFields = [
  'allergens',
  'mayContain',
  'ingredients',
  'diet',
  'dietTags',
] as const;
export type DeclarationField = (typeof declarationFields)[number];

export interface FoodDeclaration {
  allergens: Allergen[];
  mayContain: Allergen[];
  ingredients: string;
  diet: Diet;
  dietTags: DietTag[];
}

export const isAllergen = (value: unknown): value is Allergen =>
  typeof value === 'string' && (allergens as readonly string[]).includes(value);
const isDiet = (value: unknown): value is Diet =>
  typeof value === 'string' && (diets as readonly string[]).includes(value);
const isDietTag = (value: unknown): value is DietTag =>
  typeof value === 'string' && (dietTags as readonly string[]).includes(value);

// ---------------------------------------------------------------- filters (decision 150)

/**
 * The derived map onFoodWritten keeps on a declared food, for /allFood's filters: one key per
 * filter the dish passes, each `true`. Clients never write it (firestore.rules).
 */
export const filterKeysField = 'filterKeys';

/** /allFood's Diet filter, as it stands in the address (?diet=). */
export const dietFilters = ['veg', 'veg-or-egg'] as const;
export type DietFilter = (typeof dietFilters)[number];
export const isDietFilter = (value: unknown): value is DietFilter =>
  typeof value === 'string' && (dietFilters as readonly string[]).includes(value);

/** The key of a Diet filter in the derived map (plain identifiers: no quoting in a field path). */
export const dietFilterKey: Readonly<Record<DietFilter, string>> = {
  veg: 'veg',
  'veg-or-egg': 'vegOrEgg',
};

/** The key of "Free from {allergen}" in the derived map: `free_tree_nuts` for `tree-nuts`. */
export const freeFromKey = (allergen: Allergen) => `free_${allergen.replace('-', '_')}`;

/** The field path a filter queries: `filterKeys.free_milk`. */
export const filterPath = (key: string) => `${filterKeysField}.${key}`;

const distinct = <T>(values: T[]) => [...new Set(values)];

/**
 * A stored food's declaration as the web and the facade show it, or null when the food is not
 * declared (older foods, old clients). A hand-edited field of the wrong kind reads as not
 * declared rather than as a half-truth; unknown values in a list are dropped.
 */
export function declarationOf(data: Readonly<Record<string, unknown>>): FoodDeclaration | null {
  const { allergens: contains, mayContain, ingredients, diet, dietTags: tags } = data;
  if (
    !Array.isArray(contains) ||
    !Array.isArray(mayContain) ||
    typeof ingredients !== 'string' ||
    !isDiet(diet) ||
    !Array.isArray(tags)
  ) {
    return null;
  }
  return {
    allergens: distinct(contains.filter(isAllergen)),
    mayContain: distinct(mayContain.filter(isAllergen)),
    ingredients,
    diet,
    dietTags: distinct(tags.filter(isDietTag)),
  };
}
