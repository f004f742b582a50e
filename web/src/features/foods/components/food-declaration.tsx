// /singleFood/{id}: what is in the dish, as its cook declared it (contract): `Contains: …` (or
// none of the 14), `May contain: …` when any, `Ingredients: …`, the diet and its tags, and
// `Made in a home kitchen.`; a dish not declared says so.
import type { Food } from '@shared';
import { declarationOf, dietTags } from '@shared/declaration';
import { allergenList, declarationTexts, dietTagLabels } from '@shared/declaration-text';
import { DietMark } from './diet-mark';

export function FoodDeclaration({ food }: { food: Food }) {
  const declaration = declarationOf(food as unknown as Record<string, unknown>);
  return (
    <section aria-labelledby="declaration-heading" className="mt-8" data-testid="food-declaration">
      <h2 id="declaration-heading" className="font-semibold">
        What’s in it
      </h2>
      {declaration ? (
        <div className="mt-2 space-y-2 text-base-content/85">
          <div className="flex flex-wrap items-center gap-2">
            <DietMark diet={declaration.diet} size="md" />
            {dietTags
              .filter((tag) => declaration.dietTags.includes(tag))
              .map((tag) => (
                <span key={tag} className="badge badge-outline badge-sm">
                  {dietTagLabels[tag]}
                </span>
              ))}
          </div>
          <p className="font-semibold text-base-content">
            {declaration.allergens.length
              ? `Contains: ${allergenList(declaration.allergens)}`
              : declarationTexts.containsNone}
          </p>
          {declaration.mayContain.length > 0 && (
            <p>May contain: {allergenList(declaration.mayContain)}</p>
          )}
          <p className="whitespace-pre-line">Ingredients: {declaration.ingredients}</p>
          <p className="text-sm text-base-content/70">{declarationTexts.homeKitchen}</p>
        </div>
      ) : (
        <p role="note" className="alert alert-warning alert-soft mt-2">
          {declarationTexts.notDeclared}
        </p>
      )}
    </section>
  );
}
