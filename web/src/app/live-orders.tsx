// An orders page, live: a new order, a cancellation or the cook's next step shows by itself
// while the page is open. Its own chunk, with reactfire and the full Firestore SDK: the page
// draws the first page its loader read at once, and takes the live copy from here when it
// arrives. It draws nothing itself, so the rows on screen stay the same elements (as
// live-food.tsx does for a dish's page).
import { useEffect } from 'react';
import { LiveRoot } from '@/lib/data/live-root';
import { useKitchenZones } from '@/features/kitchens/api/use-kitchen-zones';
import type { OrdersOf } from '@/features/orders/api/list-orders';
import { usePagedLiveOrders } from '@/features/orders/api/use-live-orders';
import type { LiveOrdersPage } from './use-live-orders-state';

interface LiveOrdersProps {
  of: OrdersOf;
  /** The orders as they are now, on each change. */
  onLive: (page: LiveOrdersPage) => void;
}

function Live({ of, uid, onLive }: LiveOrdersProps & { uid: string }) {
  const { loading, orders, hasMore, loadingMore, loadMore } = usePagedLiveOrders(of, uid);
  // A cook's received orders are all from their own kitchen.
  const kitchenZones = useKitchenZones(
    of === 'foodOwnerUid' ? [uid] : orders.map((order) => order.foodOwnerUid),
  );
  useEffect(() => {
    if (!loading) onLive({ uid, orders, hasMore, loadingMore, loadMore, kitchenZones });
  }, [loading, uid, orders, hasMore, loadingMore, loadMore, kitchenZones, onLive]);
  return null;
}

export default function LiveOrders(props: LiveOrdersProps) {
  return <LiveRoot>{(uid) => <Live key={uid} uid={uid} {...props} />}</LiveRoot>;
}
