import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import { Await, Link } from 'react-router-dom';
import { pageSizes, type Food } from '@shared';
import { languageOf } from '@shared/languages';
import { paths } from '@/config/paths';
import { formatOrders } from '../utils/format';
import { FoodCard, FoodCategory, FoodGridSkeleton } from './food-card';
import { AwaitLoadError } from '@/components/load-error';

function TopSellingGrid({ foods }: { foods: Food[] }) {
  const { i18n } = useLingui();
  const language = languageOf(i18n.locale);
  if (!foods.length) {
    return (
      <p className="text-base-content/75">
        <Trans>No food has been listed yet.</Trans>
      </p>
    );
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3">
      {foods.slice(0, pageSizes.topSelling).map((food) => (
        <li key={food._id} className="below-fold grid">
          <FoodCard
            food={food}
            highlight={
              <span className="badge badge-soft badge-primary font-semibold">
                {formatOrders(food.orderCount, language)}
              </span>
            }
          >
            <FoodCategory category={food.category} />
          </FoodCard>
        </li>
      ))}
    </ul>
  );
}

/** Home: the most ordered foods, loading while `foods` is undefined or pending. */
export function TopSelling({ foods }: { foods?: Promise<Food[]> | undefined }) {
  const { t } = useLingui();
  const skeleton = (
    <FoodGridSkeleton count={pageSizes.topSelling} label={t`Loading top selling food`} />
  );
  return (
    <section className="mx-auto max-w-7xl px-4 py-16" aria-labelledby="top-selling-heading">
      <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="font-semibold tracking-widest text-primary">
            <Trans>MOST ORDERED</Trans>
          </p>
          <h2 id="top-selling-heading" className="mt-2 font-display text-3xl font-bold sm:text-4xl">
            <Trans>Top selling food</Trans>
          </h2>
        </div>
        <Link to={paths.allFood} className="btn btn-outline btn-primary">
          <Trans>See all</Trans>
        </Link>
      </div>
      {foods ? (
        <Suspense fallback={skeleton}>
          <Await
            resolve={foods}
            errorElement={<AwaitLoadError message={t`We could not load the top selling food.`} />}
          >
            {(loaded: Food[]) => <TopSellingGrid foods={loaded} />}
          </Await>
        </Suspense>
      ) : (
        skeleton
      )}
    </section>
  );
}
