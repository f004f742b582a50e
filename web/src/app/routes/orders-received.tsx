import { type LoaderFunctionArgs } from 'react-router-dom';
import { requireUser } from '@/app/route-guards';
import { LiveRoot } from '@/lib/data/live-root';
import { PageHeader } from '@/components/page-header';
import { TableSkeleton } from '@/components/list/table-skeleton';
import { useTitle } from '@/components/use-title';
import { useKitchenZones } from '@/features/kitchens/api/use-kitchen-zones';
import { usePagedLiveOrders } from '@/features/orders/api/use-live-orders';
import { NewOrderAlertSettings } from '@/features/orders/alerts/new-order-alert-settings';
import { OrdersReceivedTable } from '@/features/orders/components/orders-received-table';

export async function clientLoader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return null;
}

const skeleton = <TableSkeleton label="Loading the orders for your food" />;

// A new order appears by itself: the cook keeps this page open while cooking.
function LiveOrdersReceived({ uid }: { uid: string }) {
  const { loading, ...page } = usePagedLiveOrders('foodOwnerUid', uid);
  // Every order here is from the cook's own kitchen: its zone is theirs.
  const kitchenZones = useKitchenZones([uid]);
  return (
    <>
      <NewOrderAlertSettings uid={uid} />
      {loading ? (
        skeleton
      ) : (
        <OrdersReceivedTable
          orders={page.orders}
          hasMore={page.hasMore}
          loadingMore={page.loadingMore}
          onLoadMore={page.loadMore}
          kitchenZones={kitchenZones}
          cookUid={uid}
        />
      )}
    </>
  );
}

export default function OrdersReceivedPage() {
  useTitle('Orders for my food');
  return (
    <section className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <PageHeader title="Orders for my food">
        Every order of the dishes you listed, newest first. Accept what you will cook, mark it
        ready, and complete it when it is handed over.
      </PageHeader>
      <LiveRoot fallback={skeleton}>{(uid) => <LiveOrdersReceived uid={uid} />}</LiveRoot>
    </section>
  );
}
