// Filling the declaration on the add and update food forms (contract, "What's in the food"),
// as a cook does: by the fieldsets' and controls' visible names.
import type { Page } from '@playwright/test';

export interface DeclarationChoice {
  diet: 'Veg' | 'Egg' | 'Non-veg';
  allergens?: string[];
  mayContain?: string[];
  tags?: string[];
  ingredients: string;
}

/** Kabuli pulao, truthfully: non-veg, with tree nuts (almonds), halal. */
export const pulao: DeclarationChoice = {
  diet: 'Non-veg',
  allergens: ['Tree nuts'],
  tags: ['Halal'],
  ingredients: 'Lamb, basmati rice, carrots, raisins, almonds, cumin.',
};

export async function fillDeclaration(page: Page, choice: DeclarationChoice): Promise<void> {
  await page.getByRole('radio', { name: choice.diet, exact: true }).check();
  const group = (name: string) => page.getByRole('group', { name, exact: true });
  for (const label of choice.allergens ?? [])
    await group('Allergens').getByRole('checkbox', { name: label, exact: true }).check();
  for (const label of choice.mayContain ?? [])
    await group('May contain').getByRole('checkbox', { name: label, exact: true }).check();
  for (const label of choice.tags ?? [])
    await group('Diet tags').getByRole('checkbox', { name: label, exact: true }).check();
  await page.getByLabel('Ingredients').fill(choice.ingredients);
}
