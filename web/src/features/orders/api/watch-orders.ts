import { useMemo, useState } from 'react';
import { collection, limit, orderBy, query, where } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import { collections, pageSizes } from '@shared';
import { orderFromDoc, type OrderWithStatus } from './order-from-doc';

export interface LiveOrders {
  status: 'loading' | 'success' | 'error';
  orders: OrderWithStatus[];
  hasMore: boolean;
}

/**
 * The newest `pages` pages of orders where `field` is the user (the buyer's, or the cook's:
 * firestore.rules allow only lists that ask for the user's own uid), live. Load more asks for
 * one page more; one order past the end tells whether there is more.
 */
export function useLiveOrders(
  field: 'buyerUid' | 'foodOwnerUid',
  uid: string,
  pages: number,
): LiveOrders {
  const db = useFirestore();
  const size = pageSizes.myOrders * pages;
  const ordersQuery = useMemo(
    () =>
      query(
        collection(db, collections.orders),
        where(field, '==', uid),
        orderBy('createdAt', 'desc'),
        limit(size + 1),
      ),
    [db, field, uid, size],
  );
  const { status, data } = useFirestoreCollectionData(ordersQuery, { idField: '_id' });
  const orders = useMemo(
    () => (data ?? []).map(({ _id, ...fields }) => orderFromDoc(String(_id), fields)),
    [data],
  );
  return useMemo(
    () => ({ status, orders: orders.slice(0, size), hasMore: orders.length > size }),
    [status, orders, size],
  );
}

/** How many orders of the cook's foods wait for them (placed), up to `cap`, live. */
export function useWaitingCount(uid: string, cap = 99): number | null {
  const db = useFirestore();
  const waitingQuery = useMemo(
    () =>
      query(
        collection(db, collections.orders),
        where('foodOwnerUid', '==', uid),
        where('status', '==', 'placed'),
        limit(cap + 1),
      ),
    [db, uid, cap],
  );
  const { status, data } = useFirestoreCollectionData(waitingQuery, { idField: '_id' });
  return status === 'success' ? data.length : null;
}

export interface PagedLiveOrders {
  /** True until the first page has arrived. */
  loading: boolean;
  orders: OrderWithStatus[];
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
}

/** `useLiveOrders` with Load more: the rows shown stay on screen while the next page loads. */
export function usePagedLiveOrders(
  field: 'buyerUid' | 'foodOwnerUid',
  uid: string,
): PagedLiveOrders {
  const [pages, setPages] = useState(1);
  const { status, orders, hasMore } = useLiveOrders(field, uid, pages);
  const [shown, setShown] = useState(orders);
  if (status === 'success' && shown !== orders) setShown(orders);
  return {
    loading: status === 'loading' && pages === 1,
    orders: status === 'success' ? orders : shown,
    hasMore,
    loadingMore: status === 'loading',
    loadMore: () => setPages((count) => count + 1),
  };
}
