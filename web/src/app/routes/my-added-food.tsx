import { Suspense } from 'react';
import { Await, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { requireUser } from '@/app/route-guards';
import { moreAfter, readMore } from '@/components/list/more-pages';
import { TableSkeleton } from '@/components/list/table-skeleton';
import { AwaitLoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { useTitle } from '@/components/use-title';
import { LiveRoot } from '@/lib/data/live-root';
import { listMyFoods } from '@/features/foods/api/list-my-foods';
import type { FoodPage } from '@/features/foods/api/run-food-query';
import { MyFoodsTable } from '@/features/foods/components/my-foods-table';

export async function clientLoader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const after = moreAfter(request);
  if (after !== null) return readMore(() => listMyFoods(user.uid, after));
  return { uid: user.uid, firstPage: listMyFoods(user.uid) };
}

type MyFoodsData = { uid: string; firstPage: Promise<FoodPage> };

const skeleton = <TableSkeleton label="Loading your food" />;

export default function MyAddedFoodPage() {
  useTitle('My Added Food');
  const { uid, firstPage } = useLoaderData<MyFoodsData>();
  return (
    <section className="mx-auto max-w-5xl px-4 py-10 sm:py-14">
      <PageHeader title="My added food items">
        The dishes you listed, newest first. Update them as things change.
      </PageHeader>
      {/* Stock and order counts change as people buy: the table reads them live. */}
      <LiveRoot fallback={skeleton}>
        {() => (
          <Suspense fallback={skeleton}>
            <Await
              resolve={firstPage}
              errorElement={<AwaitLoadError message="We could not load your food." />}
            >
              {(page: FoodPage) => <MyFoodsTable firstPage={page} ownerUid={uid} />}
            </Await>
          </Suspense>
        )}
      </LiveRoot>
    </section>
  );
}
