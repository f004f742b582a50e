import { Await, useLoaderData, useLocation, type LoaderFunctionArgs } from 'react-router-dom';
import { Suspense } from 'react';
import { pageSizes, type FoodListFilter } from '@shared';
import { useTitle } from '@/components/use-title';
import { AwaitLoadError } from '@/components/load-error';
import { moreAfter, readMore } from '@/components/list/more-pages';
import { foodFilterFromUrl, listFoods } from '@/features/foods/api/list-foods';
import type { FoodPage } from '@/features/foods/api/run-food-query';
import { FoodGridSkeleton } from '@/features/foods/components/food-card';
import { FoodResults } from '@/features/foods/components/food-results';
import { FoodSearch } from '@/features/foods/components/food-search';
import { MenuHero } from '@/features/foods/components/menu-hero';

interface MenuData {
  filter: FoodListFilter;
  firstPage: Promise<FoodPage> | null;
}

// At build time, for the HTML: the banner and the search box, the menu loading.
export function loader(): MenuData {
  return { filter: { sort: null, text: null, category: null, country: null }, firstPage: null };
}

// In the browser: the first page is not awaited, so the page renders at once. On the first
// load too (hydrate): the HTML's page hydrates as it is, then takes this data. "Load more"
// asks for the page after one it has (`moreAfter`).
export function clientLoader({ request }: LoaderFunctionArgs) {
  const filter = foodFilterFromUrl(new URL(request.url));
  const after = moreAfter(request);
  if (after !== null) return readMore(() => listFoods(filter, after));
  return { filter, firstPage: listFoods(filter) } satisfies MenuData;
}
clientLoader.hydrate = true as const;

const skeleton = (
  <div className="mt-8">
    <FoodGridSkeleton count={pageSizes.foods} label="Loading food" />
  </div>
);

export default function AllFoodPage() {
  useTitle('All Food');
  const { filter, firstPage } = useLoaderData<MenuData>();
  const { search } = useLocation();
  return (
    <>
      <MenuHero />
      <section className="mx-auto max-w-7xl px-4 py-8 sm:py-10" aria-label="Menu">
        {/* Its fields start from the filter: on a link with one, the HTML built ahead had none. */}
        <FoodSearch key={JSON.stringify(filter)} filter={filter} />
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
