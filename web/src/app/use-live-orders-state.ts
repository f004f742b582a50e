// What an orders page shows: the first page its loader read, then the live copy
// (live-orders.tsx, loaded in its own chunk) from its first answer on.
import { lazy, useCallback, useMemo, useState } from 'react';
import type { Order } from '@shared';
import type { OrderListProps } from '@/features/orders/components/order-list';

export const LiveOrders = lazy(() => import('./live-orders'));

/** The page as the loader read it: its orders, and the zones of their kitchens. */
export interface LoadedOrders {
  uid: string;
  orders: Order[];
  hasMore: boolean;
  kitchenZones: ReadonlyMap<string, string>;
}

export interface LiveOrdersPage extends LoadedOrders {
  loadingMore: boolean;
  loadMore: () => void;
}

// Until the live copy answers there is no next page to ask for: Load more waits with it.
const notYet = () => undefined;

/** The order list to draw, and what `<LiveOrders>` calls with each live copy. */
export function useLiveOrdersState(loaded: LoadedOrders) {
  const [live, setLive] = useState<LiveOrdersPage | null>(null);
  const onLive = useCallback((page: LiveOrdersPage) => setLive(page), []);
  // Another user's copy is not this one's (the page starts afresh after a sign-in).
  const current = live?.uid === loaded.uid ? live : null;
  // A zone the live cards have not brought yet is the one the loader read.
  const kitchenZones = useMemo(
    () =>
      current ? new Map([...loaded.kitchenZones, ...current.kitchenZones]) : loaded.kitchenZones,
    [loaded.kitchenZones, current],
  );
  const { orders, hasMore, loadingMore, loadMore }: LiveOrdersPage = current ?? {
    ...loaded,
    loadingMore: true,
    loadMore: notYet,
  };
  const list: OrderListProps = { orders, hasMore, loadingMore, onLoadMore: loadMore, kitchenZones };
  return { list, onLive };
}
