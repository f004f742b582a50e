import { Suspense } from 'react';
import { Await, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { requireUser } from '@/app/route-guards';
import { PageHeader } from '@/components/page-header';
import { useTitle } from '@/components/use-title';
import { AwaitLoadError } from '@/components/load-error';
import { listMyOrders, type OrderPage } from '@/features/orders/api/list-my-orders';
import { MyOrdersTable } from '@/features/orders/components/my-orders-table';

// The page paints at once; the orders arrive into it (a skeleton until then).
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return { uid: user.uid, firstPage: listMyOrders(user.uid) };
}

function TableSkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading your orders"
      className="space-y-3 rounded-box border border-base-300 bg-base-100 p-4"
    >
      {Array.from({ length: 4 }, (_, index) => (
        <div key={index} className="skeleton h-12 w-full" />
      ))}
    </div>
  );
}

export function Component() {
  useTitle('My Ordered Food');
  const { uid, firstPage } = useLoaderData<typeof loader>();
  return (
    <section className="mx-auto max-w-5xl px-4 py-10 sm:py-14">
      <PageHeader title="My ordered food items">
        Everything you ordered, newest first. Deleting an order cancels it and returns the food to
        the cook&apos;s stock.
      </PageHeader>
      <Suspense fallback={<TableSkeleton />}>
        <Await
          resolve={firstPage}
          errorElement={<AwaitLoadError message="We could not load your orders." />}
        >
          {(page: OrderPage) => <MyOrdersTable firstPage={page} buyerUid={uid} />}
        </Await>
      </Suspense>
    </section>
  );
}
