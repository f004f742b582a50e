import { msg, select } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { localeOf, type Food, type Rating } from '@shared';
import { numberText, ratingLabel, pluralForm } from '@/lib/format';
import { i18n, pageLanguage } from '@/lib/i18n';
import { LoadMore } from '@/components/list/load-more';
import type { Cursor } from '@/lib/data/query';
import { listFoodRatings, type RatingsPage } from '../api/list-food-ratings';

/** The day of a rating: in English the browser's own way, as always; else the page's locale. */
function dateText(iso: string | null): string {
  if (!iso) return '';
  const language = pageLanguage();
  const locale = language === 'en' ? undefined : localeOf[language];
  return new Date(iso).toLocaleDateString(locale, { dateStyle: 'medium' });
}

/** `4 out of 5 stars`, in the page's digits. */
function starsLabel(stars: number): string {
  const given = numberText(stars);
  return i18n._(msg`${given} out of 5 stars`);
}

/** A food's average and its buyers' newest comments, paged. */
export function FoodRatings({ food }: { food: Food }) {
  const { t } = useLingui();
  const ratingForm = pluralForm(food.ratingCount);
  const [ratings, setRatings] = useState<Rating[]>([]);
  const [next, setNext] = useState<Cursor | null>(null);
  const [status, setStatus] = useState<'loading' | 'idle' | 'error'>('loading');

  function show(after: Cursor | null, page: Promise<RatingsPage>) {
    return page
      .then((loaded) => {
        setRatings((shown) => (after ? [...shown, ...loaded.ratings] : loaded.ratings));
        setNext(loaded.next);
        setStatus('idle');
      })
      .catch((error: unknown) => {
        console.error(error);
        setStatus('error');
      });
  }

  function load(after: Cursor | null) {
    setStatus('loading');
    void show(after, listFoodRatings(food._id, after));
  }

  useEffect(() => {
    void show(null, listFoodRatings(food._id));
  }, [food._id]);

  return (
    <section aria-labelledby="ratings-title" className="mx-auto max-w-6xl px-4 pb-12">
      <h2 id="ratings-title" className="font-display text-2xl font-bold">
        <Trans>Ratings</Trans>
      </h2>
      <p className="mt-1 text-lg font-semibold text-amber-700">
        {ratingLabel(food)}
        {food.ratingCount > 0 && (
          <span className="ml-2 text-sm font-normal text-base-content/75">
            {/* The label holds the count: say only whose stars they are. */}
            {select(ratingForm, {
              one: 'from a verified buyer',
              other: 'from verified buyers',
            })}
          </span>
        )}
      </p>
      {status === 'error' && (
        <p role="alert" className="mt-3 text-sm text-error">
          <Trans>
            We could not load the comments.{' '}
            <button type="button" className="link" onClick={() => load(null)}>
              Try again
            </button>
          </Trans>
        </p>
      )}
      {status === 'idle' && ratings.length === 0 && (
        <p className="mt-3 text-base-content/75">
          <Trans>No ratings yet: buyers rate a dish once their order is completed.</Trans>
        </p>
      )}
      <ul className="mt-4 grid gap-3 lg:grid-cols-2">
        {ratings.map((rating) => (
          <li key={rating._id} className="rounded-box border border-base-300 bg-base-100 p-4">
            <p className="flex flex-wrap items-baseline justify-between gap-2">
              <span className="font-semibold">{rating.buyerName}</span>
              <span className="text-sm text-base-content/75">{dateText(rating.createdAt)}</span>
            </p>
            <p className="text-amber-600" aria-label={starsLabel(rating.stars)}>
              {'★'.repeat(rating.stars)}
              <span className="text-base-content/30">{'★'.repeat(5 - rating.stars)}</span>
            </p>
            {rating.comment && <p className="mt-1 whitespace-pre-line">{rating.comment}</p>}
          </li>
        ))}
      </ul>
      {next && (
        <LoadMore
          status={status === 'loading' ? 'loading' : 'idle'}
          onLoadMore={() => load(next)}
          noun={t`comments`}
        />
      )}
    </section>
  );
}
