// `Contains {labels}, which you avoid.` (or `May contain …`) above the Purchase link or button
// of a dish that holds one of the signed-in diner's allergies (contract).
import { Suspense } from 'react';
import { useResolved } from '@/components/use-resolved';
import { isAllergen, type Allergen } from '@shared/declaration';
import { avoidedIn } from '@shared/declaration-text';
import { avoidWarningText } from '@/lib/food-texts';

type FoodLike = { allergens?: unknown; mayContain?: unknown };
/** The diner's allergies as the page's loader has them: known, or their read under way. */
export type Avoided = readonly Allergen[] | Promise<readonly Allergen[]>;

/**
 * `food`: any food-like object; only its `allergens` and `mayContain` are read. Nothing is
 * shown while the diner's allergies are still being read.
 */
export function AvoidWarning({ food, avoid }: { food: FoodLike; avoid: Avoided }) {
  return (
    <Suspense fallback={null}>
      <Warning food={food} avoid={avoid} />
    </Suspense>
  );
}

function Warning({ food, avoid: avoided }: { food: FoodLike; avoid: Avoided }) {
  const avoid = useResolved(avoided);
  if (avoid.length === 0 || !Array.isArray(food.allergens) || !Array.isArray(food.mayContain)) {
    return null;
  }
  const found = avoidedIn(
    {
      allergens: food.allergens.filter(isAllergen),
      mayContain: food.mayContain.filter(isAllergen),
    },
    avoid,
  );
  if (!found.contains.length && !found.mayContain.length) return null;
  return (
    <div role="alert" className="alert alert-warning mb-3" data-testid="avoid-warning">
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" className="shrink-0">
        <path d="M12 3 2 21h20L12 3Z" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M12 10v5M12 17.5v.5" stroke="currentColor" strokeWidth="2" />
      </svg>
      <div>
        {found.contains.length > 0 && <p>{avoidWarningText('contains', found.contains)}</p>}
        {found.mayContain.length > 0 && <p>{avoidWarningText('mayContain', found.mayContain)}</p>}
      </div>
    </div>
  );
}
