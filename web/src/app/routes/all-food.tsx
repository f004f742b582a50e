import { Await, useLoaderData, useLocation, type LoaderFunctionArgs } from 'react-router-dom';
import { Suspense } from 'react';
import { pageSizes, type FoodListFilter } from '@shared';
import { useTitle } from '@/components/use-title';
import { AwaitLoadError } from '@/components/load-error';
import { foodFilterFromUrl, listFoods } from '@/features/foods/api/list-foods';
import type { FoodPage } from '@/features/foods/api/run-food-query';
import { FoodGridSkeleton } from '@/features/foods/components/food-card';
import { FoodResults } from '@/features/foods/components/food-results';
import { FoodSearch } from '@/features/foods/components/food-search';
import { MenuHero } from '@/features/foods/components/menu-hero';

// The first page is not awaited: the banner and the search box show while it loads.
export function clientLoader({ request }: LoaderFunctionArgs) {
  const filter = foodFilterFromUrl(new URL(request.url));
  return { filter, firstPage: listFoods(filter) };
}
// On the first load too: the HTML built ahead holds the page with the menu loading.
clientLoader.hydrate = true as const;

const noFilter: FoodListFilter = { sort: null, text: null, category: null, country: null };

const skeleton = (
  <div className="mt-8">
    <FoodGridSkeleton count={pageSizes.foods} label="Loading food" />
  </div>
);

function AllFood({ filter, firstPage }: { filter: FoodListFilter; firstPage?: Promise<FoodPage> }) {
  useTitle('All Food');
  const { search } = useLocation();
  return (
    <>
      <MenuHero />
      <section className="mx-auto max-w-7xl px-4 py-8 sm:py-10" aria-label="Menu">
        <FoodSearch key={`search${search}`} filter={filter} />
        {firstPage ? (
          <Suspense key={`results${search}`} fallback={skeleton}>
            <Await
              resolve={firstPage}
              errorElement={
                <div className="mt-8">
                  <AwaitLoadError message="We could not load the menu." />
                </div>
              }
            >
              {(page: FoodPage) => <FoodResults firstPage={page} filter={filter} />}
            </Await>
          </Suspense>
        ) : (
          skeleton
        )}
      </section>
    </>
  );
}

/** The page as the build writes it into allFood/index.html, and as it hydrates. */
export function HydrateFallback() {
  return <AllFood filter={noFilter} />;
}

export default function AllFoodPage() {
  const { filter, firstPage } = useLoaderData<typeof clientLoader>();
  return <AllFood filter={filter} firstPage={firstPage} />;
}
