import { Await, useLoaderData, useLocation, type LoaderFunctionArgs } from 'react-router-dom';
import { pageSizes } from '@shared';
import { useTitle } from '@/components/use-title';
import { foodFilterFromUrl, listFoods } from '@/features/foods/api/list-foods';
import type { FoodPage } from '@/features/foods/api/run-food-query';
import { FoodGridSkeleton } from '@/features/foods/components/food-card';
import { FoodResults } from '@/features/foods/components/food-results';
import { FoodSearch } from '@/features/foods/components/food-search';
import { AwaitLoadError } from '@/components/load-error';
import { BrowserData } from '@/components/browser-data';

// The first page is not awaited: the banner and the search box show while it loads.
export function loader({ request }: LoaderFunctionArgs) {
  const filter = foodFilterFromUrl(new URL(request.url));
  // One REST read, no SDK: it starts as soon as this chunk has run, right after the banner's
  // paint (decision 092).
  return { filter, firstPage: listFoods(filter) };
}

export function Component() {
  useTitle('All Food');
  const { filter, firstPage } = useLoaderData<typeof loader>();
  const { search } = useLocation();
  return (
    <>
      {/* The banner above is the frame's (app/root-layout.tsx): drawn before this chunk came. */}
      <section className="mx-auto max-w-7xl px-4 py-8 sm:py-10" aria-label="Menu">
        <FoodSearch key={`search${search}`} filter={filter} />
        <BrowserData
          key={`results${search}`}
          fallback={
            <div className="mt-8">
              <FoodGridSkeleton count={pageSizes.foods} label="Loading food" />
            </div>
          }
        >
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
        </BrowserData>
      </section>
    </>
  );
}
