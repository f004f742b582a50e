// /singleFood/{id}: what is in the dish, as its cook declared it (contract): `Contains: …` (or
// none of the 14), `May contain: …` when any, `Ingredients: …`, the diet and its tags, and
// `Made in a home kitchen.`; a dish not declared says so.
import { Trans, useLingui } from '@lingui/react/macro';
import type { Food } from '@shared';
import { declarationOf, dietTags, type FoodDeclaration as Declaration } from '@shared/declaration';
import { allergenListText, declarationMessages, dietTagTexts } from '@/lib/food-texts';
import { DietMark } from './diet-mark';

export function FoodDeclaration({ food }: { food: Food }) {
  const declaration = declarationOf(food as unknown as Record<string, unknown>);
  const { t } = useLingui();
  return (
    <section aria-labelledby="declaration-heading" className="mt-8" data-testid="food-declaration">
      <h2 id="declaration-heading" className="font-semibold">
        <Trans>What’s in it</Trans>
      </h2>
      {declaration ? (
        <Declared declaration={declaration} />
      ) : (
        <p role="note" className="alert alert-warning alert-soft mt-2">
          {t(declarationMessages.notDeclared)}
        </p>
      )}
    </section>
  );
}

function Declared({ declaration }: { declaration: Declaration }) {
  const { t } = useLingui();
  const contains = allergenListText(declaration.allergens);
  const mayContain = allergenListText(declaration.mayContain);
  const { ingredients } = declaration;
  return (
    <div className="mt-2 space-y-2 text-base-content/85">
      <div className="flex flex-wrap items-center gap-2">
        <DietMark diet={declaration.diet} size="md" />
        {dietTags
          .filter((tag) => declaration.dietTags.includes(tag))
          .map((tag) => (
            <span key={tag} className="badge badge-outline badge-sm">
              {t(dietTagTexts[tag])}
            </span>
          ))}
      </div>
      <p className="font-semibold text-base-content">
        {declaration.allergens.length
          ? t`Contains: ${contains}`
          : t(declarationMessages.containsNone)}
      </p>
      {declaration.mayContain.length > 0 && <p>{t`May contain: ${mayContain}`}</p>}
      <p className="whitespace-pre-line">{t`Ingredients: ${ingredients}`}</p>
      <p className="text-sm text-base-content/70">{t(declarationMessages.homeKitchen)}</p>
    </div>
  );
}
