import { useLingui } from '@lingui/react/macro';
import { isRouteErrorResponse, useRevalidator, useRouteError } from 'react-router-dom';
import { FoodNotFound } from './food-details';
import { LoadError } from '@/components/load-error';

/**
 * ErrorBoundary of the pages of one food: an unknown id is not found; a failed load retries.
 * Its title is its route's meta (given the error).
 */
export function FoodRouteError() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  const { t } = useLingui();
  if (isRouteErrorResponse(error) && error.status === 404) return <FoodNotFound />;
  console.error(error);
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <LoadError
        message={t`We could not load this food.`}
        retrying={revalidator.state === 'loading'}
        onRetry={() => void revalidator.revalidate()}
      />
    </div>
  );
}

/**
 * A food's page once the food is gone from this reader's sight while open (an operator hid
 * it): what a fresh load of the address shows them. The tab's title stays the route's meta,
 * which knows only what the loader read.
 */
export function FoodGone() {
  return <FoodNotFound />;
}
