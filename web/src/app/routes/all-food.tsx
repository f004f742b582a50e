import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Await, redirect, useLocation, useNavigate } from 'react-router-dom';
import { Suspense, use, useEffect } from 'react';
import type { Allergen } from '@shared/declaration';
import { pageSizes, type FoodListFilter } from '@shared';
import { paths } from '@/config/paths';
import { AwaitLoadError } from '@/components/load-error';
import { moreAfter, readMore, type PageData } from '@/components/list/more-pages';
import { foodFilterFromUrl, listFoods } from '@/features/foods/api/list-foods';
import type { FoodPage } from '@/features/foods/api/run-food-query';
import { FoodGridSkeleton } from '@/features/foods/components/food-card';
import { FoodResults } from '@/features/foods/components/food-results';
import { allFoodHref, FoodSearch } from '@/features/foods/components/food-search';
import { avoidFor } from '@/features/account/api/account-choices';
import { rememberedUser } from '@/lib/auth';
import { MenuHero } from '@/features/foods/components/menu-hero';
import { pageMeta } from '@/app/page-meta';
import { loadCatalog } from '@/lib/i18n';
import type { Route } from './+types/all-food';

// This page's texts in the page's language, before it renders (decision 210).
await loadCatalog(import.meta.glob('../../locales/all-food/*.po'));

interface MenuData {
  filter: FoodListFilter;
  /** The menu's first page; a failed read as its rejected promise (`<Await>`'s error). */
  firstPage: FoodPage | Promise<FoodPage> | null;
  /** A signed-in diner's allergies still being read: the list then starts free from them. */
  startFreeFrom?: Promise<Allergen[]> | null;
}

// At build time, for the HTML: the banner and the search box, the menu loading.
export function loader(): MenuData {
  // The filter of a bare /allFood, read as the browser reads it: the search form is keyed by
  // it, and is not remounted on hydration.
  const filter = foodFilterFromUrl(new URL(paths.allFood, 'http://build.invalid'));
  return { filter, firstPage: null };
}

// In the browser: the page comes with its first page of the menu. On the first load
// (hydrate) the HTML's page hydrates as it is, its skeleton standing until the list is read;
// a click on All Food shows the navigation's progress bar meanwhile. Not handed over as a
// promise: React holds a Suspense boundary's content until 300 ms after its fallback showed,
// and a list read in less waited out the rest (decision 110). "Load more" asks for the page
// after one it has (`moreAfter`).
// A signed-in diner's /allFood starts free from their allergies (users/{uid}.avoid): at once
// when this browser remembers them, else once their account is read (StartFreeFromAvoid).
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const filter = foodFilterFromUrl(new URL(request.url));
  const uid = filter.freeFrom === null ? rememberedUser()?.uid : undefined;
  const avoid = uid ? avoidFor(uid) : null;
  if (Array.isArray(avoid) && avoid.length)
    throw redirect(allFoodHref({ ...filter, freeFrom: avoid }));
  const after = moreAfter(request);
  if (after !== null) return readMore(() => listFoods(filter, after));
  const read = listFoods(filter);
  const [settled] = await Promise.allSettled([read]);
  return {
    filter,
    firstPage: settled.status === 'fulfilled' ? settled.value : read,
    startFreeFrom: avoid instanceof Promise ? avoid : null,
  } satisfies MenuData;
}
clientLoader.hydrate = true as const;

function MenuSkeleton() {
  const { t } = useLingui();
  return (
    <div className="mt-8">
      <FoodGridSkeleton count={pageSizes.foods} label={t`Loading food`} />
    </div>
  );
}

/** A diner whose allergies this browser did not remember: once read, the list starts free from them. */
function StartFreeFromAvoid({
  filter,
  avoid,
}: {
  filter: FoodListFilter;
  avoid: Promise<Allergen[]>;
}) {
  return (
    <Suspense fallback={null}>
      <StartFreeFrom filter={filter} avoid={avoid} />
    </Suspense>
  );
}

function StartFreeFrom({ filter, avoid }: { filter: FoodListFilter; avoid: Promise<Allergen[]> }) {
  const allergies = use(avoid);
  const navigate = useNavigate();
  const start = filter.freeFrom === null && allergies.length > 0;
  useEffect(() => {
    if (start) void navigate(allFoodHref({ ...filter, freeFrom: allergies }), { replace: true });
  }, [start, filter, allergies, navigate]);
  return null;
}

export const meta: Route.MetaFunction = () => pageMeta(msg`All Food`);

export default function AllFoodPage({ loaderData }: Route.ComponentProps) {
  const { filter, firstPage, startFreeFrom } = loaderData as PageData<typeof loaderData>;
  const { search } = useLocation();
  const { t } = useLingui();
  return (
    <>
      {startFreeFrom && <StartFreeFromAvoid filter={filter} avoid={startFreeFrom} />}
      <MenuHero />
      <section className="mx-auto max-w-7xl px-4 py-8 sm:py-10" aria-label={t`Menu`}>
        {/* Its fields start from the filter: on a link with one, the HTML built ahead had none. */}
        <FoodSearch key={JSON.stringify(filter)} filter={filter} />
        {firstPage ? (
          // A read that failed suspends once on its promise, then shows the error with Retry.
          <Suspense key={`results${search}`} fallback={<MenuSkeleton />}>
            <Await
              resolve={firstPage}
              errorElement={
                <div className="mt-8">
                  <AwaitLoadError message={t`We could not load the menu.`} />
                </div>
              }
            >
              {(page: FoodPage) => <FoodResults firstPage={page} filter={filter} />}
            </Await>
          </Suspense>
        ) : (
          <MenuSkeleton />
        )}
      </section>
    </>
  );
}
