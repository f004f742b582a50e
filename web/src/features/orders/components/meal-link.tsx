// Loaded lazily by the navbar for a signed-in user, like the waiting count: the meal's count
// comes from the account's watch, a worker with the full Firestore SDK (decision 240).
import { select } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAccountState } from '@/lib/data/account-watch';
import { numberText, pluralForm } from '@/lib/format';
import { mealTexts } from '@/lib/shared-texts';
import { subscribeMealCount } from '../api/meal-signal';
import { loadCatalog } from '@/lib/i18n';

// This module's texts in the page's language, before it is used (decision 210).
await loadCatalog(import.meta.glob('../../../locales/meal-link/*.po'));

/** The dishes in the meal: told by a write of this tab at once, then by the live copy. */
function useMealCount(live: number): number {
  const [told, setTold] = useState<{ count: number; live: number } | null>(null);
  useEffect(() => subscribeMealCount((count) => setTold({ count, live })), [live]);
  // What this tab wrote stands until the live copy changes after it.
  return told && told.live === live ? told.count : live;
}

function MealLinkFor({ live }: { live: number }) {
  const count = useMealCount(live);
  const { t } = useLingui();
  if (count === 0) return null;
  const shown = numberText(count);
  const form = pluralForm(count);
  const myMeal = t(mealTexts.myMeal);
  return (
    <Link
      to={paths.myMeal}
      className="btn btn-ghost btn-sm gap-1 px-1.5 sm:btn-md sm:gap-1.5 sm:px-3"
      data-testid="my-meal"
      title={myMeal}
      aria-label={t`${myMeal}: ${select(form, { one: `${shown} dish`, other: `${shown} dishes` })}`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-5"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
      >
        <path d="M3 11h18a9 9 0 0 1-18 0ZM12 4v3M8 5.5l1 2M16 5.5l-1 2" />
      </svg>
      {/* A phone shows the icon and the count; the link is named `My meal` all the same. */}
      <span className="max-sm:sr-only">{myMeal}</span>
      <span className="badge badge-sm badge-primary tabular-nums" data-testid="meal-count">
        {shown}
      </span>
    </Link>
  );
}

/** `My meal` with its number of dishes, while the meal is not empty (live). */
export default function MealLink() {
  const account = useAccountState();
  return account ? <MealLinkFor key={account.uid} live={account.mealCount ?? 0} /> : null;
}
