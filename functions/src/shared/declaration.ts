// What is in a dish (contract, "What's in the food: allergens and diet"): the 14 allergens of
// EU Regulation 1169/2011 Annex II, the diet and its tags, their labels, the contradictions a
// declaration may not hold, and the derived keys /allFood filters on (decision 150). Pure
// TypeScript without zod: cards and the detail page read labels from here without the schemas.
// firestore.rules say the same (the rules tests prove they agree).

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

export const diets = ['veg', 'egg', 'non-veg'] as const;
export type Diet = (typeof diets)[number];
export const dietLabels: Readonly<Record<Diet, string>> = {
  veg: 'Veg',
  egg: 'Egg',
  'non-veg': 'Non-veg',
};

export const dietTags = ['vegan', 'halal', 'jain', 'no-beef', 'no-pork'] as const;
export type DietTag = (typeof dietTags)[number];
export const dietTagLabels: Readonly<Record<DietTag, string>> = {
  vegan: 'Vegan',
  halal: 'Halal',
  jain: 'Jain',
  'no-beef': 'No beef',
  'no-pork': 'No pork',
};

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
export const isDiet = (value: unknown): value is Diet =>
  typeof value === 'string' && (diets as readonly string[]).includes(value);
export const isDietTag = (value: unknown): value is DietTag =>
  typeof value === 'string' && (dietTags as readonly string[]).includes(value);

/** Labels of allergens, in the order of the 14, joined for a sentence. */
export function allergenList(values: readonly string[]): string {
  return allergens
    .filter((allergen) => values.includes(allergen))
    .map((allergen) => allergenLabels[allergen])
    .join(', ');
}

/** What no diet may contain: a Veg dish holds no egg, fish or shellfish; an Egg dish no fish or shellfish. */
export const notInDiet: Readonly<Record<Diet, readonly Allergen[]>> = {
  veg: ['eggs', 'fish', 'crustaceans', 'molluscs'],
  egg: ['fish', 'crustaceans', 'molluscs'],
  'non-veg': [],
};

/** A Vegan dish is Veg and holds neither of these. */
export const notVegan: readonly Allergen[] = ['milk', 'eggs'];

export interface Contradiction {
  /** The field the facade names in its 400 (`fields`). */
  field: DeclarationField;
  message: string;
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
      message: `${allergenList(both)} ${both.length > 1 ? 'are' : 'is'} already in Allergens: leave ${both.length > 1 ? 'them' : 'it'} out of May contain.`,
    });
  }
  const outOfDiet = (notInDiet[diet] ?? []).filter((allergen) => contains.includes(allergen));
  if (outOfDiet.length) {
    const article = diet === 'egg' ? 'An' : 'A';
    found.push({
      field: 'diet',
      message: `${article} ${dietLabels[diet]} dish can't contain ${allergenList(outOfDiet)}.`,
    });
  }
  if (tags.includes('vegan')) {
    if (diet !== 'veg') {
      found.push({ field: 'dietTags', message: 'A Vegan dish must be Veg.' });
    }
    const animal = notVegan.filter((allergen) => contains.includes(allergen));
    if (animal.length) {
      found.push({
        field: 'dietTags',
        message: `A Vegan dish can't contain ${allergenList(animal)}.`,
      });
    }
  }
  return found;
}

// ---------------------------------------------------------------- filters (decision 150)

/**
 * The derived map onFoodWritten keeps on a declared food, for /allFood's filters: one key per
 * filter the dish passes, each `true`. Clients never write it (firestore.rules).
 */
export const filterKeysField = 'filterKeys';

/** /allFood's Diet filter, as it stands in the address (?diet=). */
export const dietFilters = ['veg', 'veg-or-egg'] as const;
export type DietFilter = (typeof dietFilters)[number];
export const dietFilterLabels: Readonly<Record<DietFilter, string>> = {
  veg: 'Veg',
  'veg-or-egg': 'Veg or egg',
};
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
