// Declaration cells (contract, "What's in the food"): whole declarations, each with the outcome
// written by hand from the contract's contradictions, and proven to be the shared schema's too.
// Each runs as a new food by its owner and as the owner's update of a stored food.
import { foodDeclarationSchema } from '../../src/shared/index.js';
import { validDeclaration } from './documents.js';
import type { Outcome } from './matrix.js';

export interface DeclarationCell {
  name: string;
  declaration: Record<string, unknown>;
  expected: Outcome;
}

const with_ = (change: Record<string, unknown>) => ({ ...validDeclaration, ...change });

export const declarationCells: DeclarationCell[] = [
  ...(['eggs', 'fish', 'crustaceans', 'molluscs'] as const).map((allergen) => ({
    name: `diet veg with ${allergen} in allergens`,
    declaration: with_({ diet: 'veg', allergens: [allergen], dietTags: [] }),
    expected: 'deny' as const,
  })),
  ...(['fish', 'crustaceans', 'molluscs'] as const).map((allergen) => ({
    name: `diet egg with ${allergen} in allergens`,
    declaration: with_({ diet: 'egg', allergens: ['eggs', allergen], dietTags: [] }),
    expected: 'deny' as const,
  })),
  {
    name: 'diet egg with eggs and milk',
    declaration: with_({ diet: 'egg', allergens: ['eggs', 'milk'], dietTags: [] }),
    expected: 'allow',
  },
  {
    name: 'diet veg with eggs only in mayContain (cross-contact is no ingredient)',
    declaration: with_({ diet: 'veg', allergens: ['milk'], mayContain: ['eggs'], dietTags: [] }),
    expected: 'allow',
  },
  {
    name: 'diet non-veg with fish, crustaceans, molluscs and eggs',
    declaration: with_({
      diet: 'non-veg',
      allergens: ['fish', 'crustaceans', 'molluscs', 'eggs'],
      dietTags: [],
    }),
    expected: 'allow',
  },
  {
    name: 'vegan, veg, without milk or eggs',
    declaration: with_({
      diet: 'veg',
      allergens: ['peanuts'],
      mayContain: [],
      dietTags: ['vegan', 'jain'],
    }),
    expected: 'allow',
  },
  {
    name: 'vegan with diet egg',
    declaration: with_({ diet: 'egg', allergens: [], mayContain: [], dietTags: ['vegan'] }),
    expected: 'deny',
  },
  {
    name: 'vegan with diet non-veg',
    declaration: with_({ diet: 'non-veg', allergens: [], mayContain: [], dietTags: ['vegan'] }),
    expected: 'deny',
  },
  {
    name: 'vegan, veg, with milk',
    declaration: with_({ diet: 'veg', allergens: ['milk'], mayContain: [], dietTags: ['vegan'] }),
    expected: 'deny',
  },
  {
    name: 'vegan, veg, with eggs in mayContain only',
    declaration: with_({ diet: 'veg', allergens: [], mayContain: ['eggs'], dietTags: ['vegan'] }),
    expected: 'allow',
  },
  {
    name: 'an allergen both in allergens and mayContain',
    declaration: with_({ allergens: ['milk'], mayContain: ['milk'] }),
    expected: 'deny',
  },
  {
    name: 'nothing of the 14, veg, every tag but vegan',
    declaration: with_({
      diet: 'veg',
      allergens: [],
      mayContain: [],
      dietTags: ['halal', 'jain', 'no-beef', 'no-pork'],
    }),
    expected: 'allow',
  },
];

/** The hand-written outcome must be the shared schema's: rules, schema and contract agree. */
export const schemaOutcome = (cell: DeclarationCell): Outcome =>
  foodDeclarationSchema.safeParse(cell.declaration).success ? 'allow' : 'deny';
