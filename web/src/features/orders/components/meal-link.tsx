// Loaded lazily by the navbar for a signed-in user, like the waiting count: reactfire and the
// full Firestore SDK come with this chunk only, never with the first load of a page.
import { select } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { collections } from '@shared';
import { paths } from '@/config/paths';
import { LiveRoot } from '@/lib/data/live-root';
import { numberText, pluralForm } from '@/lib/format';
import { mealTexts } from '@/lib/shared-texts';
import { useLiveDoc } from '@/lib/data/live';
import { subscribeMealCount } from '../api/meal-signal';
import { loadCatalog } from '@/lib/i18n';

// This module's texts in the page's language, before it is used (decision 210).
await loadCatalog(import.meta.glob('../../../locales/meal-link/*.po'));

/**
 * The last count each user's live copy reported: when the live session restarts (a live page
 * was left), the link keeps it until the new copy arrives, instead of blinking out.
 */
const lastLive = new Map<string, number>();

/** The dishes in the meal: told by a write of this tab at once, then by the live copy. */
function useMealCount(uid: string): number {
  const { status, data } = useLiveDoc(collections.carts, uid);
  let live = lastLive.get(uid) ?? 0;
  if (status === 'success') {
    live = Array.isArray(data?.data.lines) ? data.data.lines.length : 0;
    lastLive.set(uid, live);
  }
  const [told, setTold] = useState<{ count: number; live: number } | null>(null);
  useEffect(() => subscribeMealCount((count) => setTold({ count, live })), [live]);
  // What this tab wrote stands until the live copy changes after it.
  return told && told.live === live ? told.count : live;
}

function MealLinkFor({ uid }: { uid: string }) {
  const count = useMealCount(uid);
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
  return <LiveRoot page={false}>{(uid) => <MealLinkFor uid={uid} />}</LiveRoot>;
}
