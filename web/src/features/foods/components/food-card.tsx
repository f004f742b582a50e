import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Food } from '@shared';
import { languageOf } from '@shared/languages';
import { categoryText } from '@/lib/food-labels';
import { ratingLabel } from '@/lib/format';
import { paths } from '@/config/paths';
import { FoodImage } from './food-image';
import { DietMark } from './diet-mark';

interface Props {
  food: Food;
  /** Facts under the name. */
  children: ReactNode;
  /** Beside View Details: the price or the order count. */
  highlight: ReactNode;
}

/**
 * The cards' grid (top-selling.tsx, food-results.tsx: 2 columns from sm, 3 from lg, in a
 * max-w-7xl page): a third of 1248 px at most. On a phone the photo's box is 8rem wide and the
 * picture, covering the card's height, is drawn 13-15rem wide; 12rem takes the 400 w up to ×2
 * screens (a camera's 800 w is about 110 kB, the 400 w about 30 kB) and the 800 w from ×3.
 */
const cardImageSizes =
  '(min-width: 1280px) 400px, (min-width: 1024px) 31vw, (min-width: 640px) 48vw, 12rem';

// On a phone the card lies on its side (photo left) so a list of them stays short to scroll.
export function FoodCard({ food, children, highlight }: Props) {
  const titleId = useId();
  return (
    <article className="card h-full flex-row overflow-hidden border border-base-300 bg-base-100 shadow-sm transition-shadow hover:shadow-md sm:flex-col">
      <figure className="w-32 shrink-0 sm:w-full">
        <FoodImage
          src={food.imageURL}
          alt={food.foodName}
          sizes={cardImageSizes}
          className="h-full w-full sm:aspect-[4/3] sm:h-auto"
        />
      </figure>
      <div className="card-body min-w-0 gap-1.5 p-4 sm:gap-2 sm:p-5">
        <h3 id={titleId} className="card-title font-display text-lg leading-snug sm:text-xl">
          {food.foodName}
        </h3>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <FoodRating food={food} />
          {food.diet && <DietMark diet={food.diet} />}
        </div>
        {children}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-2">
          {highlight}
          <Link
            to={paths.singleFood(food._id)}
            prefetch="viewport"
            className="btn btn-primary btn-sm"
            aria-describedby={titleId}
          >
            <Trans>View Details</Trans>
          </Link>
        </div>
      </div>
    </article>
  );
}

/** "★ 4.5 (12)" or "New": one line of text, so the first load stays as small as it was. */
function FoodRating({ food }: { food: Food }) {
  const { i18n } = useLingui();
  return (
    <p className="text-sm font-semibold text-amber-800">
      {ratingLabel(food, languageOf(i18n.locale))}
    </p>
  );
}

/** A card's `Category: …` line, the category in the page's language. */
export function FoodCategory({ category }: { category: string }) {
  const { t } = useLingui();
  const name = categoryText(category);
  return <p className="text-sm text-base-content/75">{t`Category: ${name}`}</p>;
}

function FoodCardSkeleton() {
  return (
    <div
      className="card flex-row overflow-hidden border border-base-300 bg-base-100 sm:flex-col"
      aria-hidden="true"
    >
      <div className="skeleton h-36 w-32 shrink-0 rounded-none sm:aspect-[4/3] sm:h-auto sm:w-full" />
      <div className="card-body gap-3 p-4 sm:p-5">
        <div className="skeleton h-6 w-3/4" />
        <div className="skeleton h-4 w-1/2" />
        <div className="mt-auto flex justify-between">
          <div className="skeleton h-6 w-16" />
          <div className="skeleton h-8 w-28" />
        </div>
      </div>
    </div>
  );
}

/** Placeholder cards while a list loads; announced once to screen readers. */
export function FoodGridSkeleton({ count, label }: { count: number; label: string }) {
  return (
    <div role="status" aria-label={label}>
      <div className="grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3">
        {Array.from({ length: count }, (_, index) => (
          <FoodCardSkeleton key={index} />
        ))}
      </div>
    </div>
  );
}
