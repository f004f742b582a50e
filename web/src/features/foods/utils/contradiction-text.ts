// A declaration's contradiction (the shared code's English, `contradictions`) in the page's
// language: the rule and the allergens it names make the sentence again.
import { msg, select } from '@lingui/core/macro';
import type { FoodDeclaration } from '@shared/declaration';
import { contradictions, type Contradiction } from '@shared/declaration-text';
import { allergenListText } from '@/lib/food-texts';
import { pluralForm } from '@/lib/format';
import { i18n } from '@/lib/i18n';

type Declaration = Pick<FoodDeclaration, 'allergens' | 'mayContain' | 'diet' | 'dietTags'>;

function sentence({ rule, allergens }: Contradiction, diet: FoodDeclaration['diet']): string {
  const list = allergenListText(allergens);
  const form = pluralForm(allergens.length);
  switch (rule) {
    case 'alsoMayContain':
      return i18n._(
        msg`${select(form, {
          one: `${list} is already in Allergens: leave it out of May contain.`,
          other: `${list} are already in Allergens: leave them out of May contain.`,
        })}`,
      );
    case 'notInDiet':
      return diet === 'egg'
        ? i18n._(msg`An Egg dish can't contain ${list}.`)
        : i18n._(msg`A Veg dish can't contain ${list}.`);
    case 'veganNotVeg':
      return i18n._(msg`A Vegan dish must be Veg.`);
    case 'notVegan':
      return i18n._(msg`A Vegan dish can't contain ${list}.`);
  }
}

/**
 * `message` in the page's language when it is one of the declaration's contradictions (the
 * form's values say which); any other message as it is.
 */
export function contradictionText(message: string, declaration: Partial<Declaration>): string {
  const { allergens = [], mayContain = [], diet, dietTags = [] } = declaration;
  if (!diet) return message;
  const found = contradictions({ allergens, mayContain, diet, dietTags }).find(
    (contradiction) => contradiction.message === message,
  );
  return found ? sentence(found, diet) : message;
}
