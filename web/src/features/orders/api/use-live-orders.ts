// The orders pages' live reads (inside a LiveRoot): the buyer's orders and the cook's.
// firestore.rules allow only lists that ask for the user's own uid.
import { useCallback, useMemo, useState } from 'react';
import { orderFromDocument, pageSizes, type Order } from '@shared';
import { useLiveQuery } from '@/lib/data/live';
import { ordersQuery, type OrdersOf } from './list-orders';

interface LiveOrders {
  status: 'loading' | 'success' | 'error';
  orders: Order[];
  hasMore: boolean;
}

/**
 * The newest `pages` pages of orders where `field` is the user (the buyer's, or the cook's),
 * live. Load more asks for one page more; one order past the end tells whether there is more.
 */
function useLiveOrders(field: OrdersOf, uid: string, pages: number): LiveOrders {
  const size = pageSizes.myOrders * pages;
  const query = useMemo(() => ordersQuery(field, uid, size), [field, uid, size]);
  const { status, data } = useLiveQuery(query);
  return useMemo(() => {
    const orders = data.map((doc) => orderFromDocument(doc.id, doc.data));
    return { status, orders: orders.slice(0, size), hasMore: orders.length > size };
  }, [status, data, size]);
}

interface PagedLiveOrders {
  /** True until the first page has arrived. */
  loading: boolean;
  orders: Order[];
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
}

/** `useLiveOrders` with Load more: the rows shown stay on screen while the next page loads. */
export function usePagedLiveOrders(field: OrdersOf, uid: string): PagedLiveOrders {
  const [pages, setPages] = useState(1);
  const { status, orders, hasMore } = useLiveOrders(field, uid, pages);
  const [shown, setShown] = useState(orders);
  if (status === 'success' && shown !== orders) setShown(orders);
  const loadMore = useCallback(() => setPages((count) => count + 1), []);
  return {
    loading: status === 'loading' && pages === 1,
    orders: status === 'success' ? orders : shown,
    hasMore,
    loadingMore: status === 'loading',
    loadMore,
  };
}
