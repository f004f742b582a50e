import { type LoaderFunctionArgs } from 'react-router-dom';
import { requireUser } from '@/app/route-guards';
import { LiveRoot } from '@/lib/data/live-root';
import { PageHeader } from '@/components/page-header';
import { TableSkeleton } from '@/components/list/table-skeleton';
import { useTitle } from '@/components/use-title';
import { useKitchenZones } from '@/features/kitchens/api/use-kitchen-zones';
import { usePagedLiveOrders } from '@/features/orders/api/use-live-orders';
import { MyOrdersTable } from '@/features/orders/components/my-orders-table';

export async function clientLoader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return null;
}

const skeleton = <TableSkeleton label="Loading your orders" />;

// The orders arrive live: a status the cook changes shows without a reload.
function LiveOrders({ uid }: { uid: string }) {
  const { loading, ...page } = usePagedLiveOrders('buyerUid', uid);
  const kitchenZones = useKitchenZones(page.orders.map((order) => order.foodOwnerUid));
  if (loading) return skeleton;
  return (
    <MyOrdersTable
      orders={page.orders}
      hasMore={page.hasMore}
      loadingMore={page.loadingMore}
      onLoadMore={page.loadMore}
      kitchenZones={kitchenZones}
      buyerUid={uid}
    />
  );
}

export default function MyOrderedFoodPage() {
  useTitle('My Ordered Food');
  return (
    <section className="mx-auto max-w-7xl px-4 py-10 sm:py-14">
      <PageHeader title="My ordered food items">
        Everything you ordered, newest first, with where the cook is. Deleting an order cancels it
        until the cook accepts it.
      </PageHeader>
      <LiveRoot fallback={skeleton}>{(uid) => <LiveOrders uid={uid} />}</LiveRoot>
    </section>
  );
}
