import type { QueryDocumentSnapshot } from 'firebase/firestore/lite';
import { collections, pageSizes, type Order } from '@shared';
import { orderFromDoc } from './order-from-doc';

/** Where the next page starts: the last order of the page before (opaque to callers). */
export type OrderCursor = QueryDocumentSnapshot;

export interface OrderPage {
  orders: Order[];
  next: OrderCursor | null;
}

/** One page of the signed-in buyer's orders, newest first: the query firestore.rules allow. */
export async function listMyOrders(
  buyerUid: string,
  after?: OrderCursor | null,
): Promise<OrderPage> {
  const [{ db }, { collection, getDocs, limit, orderBy, query, startAfter, where }] =
    await Promise.all([import('@/lib/firebase'), import('firebase/firestore/lite')]);
  const constraints = [
    where('buyerUid', '==', buyerUid),
    orderBy('createdAt', 'desc'),
    ...(after ? [startAfter(after)] : []),
    // One more than a page tells whether there is a next one.
    limit(pageSizes.myOrders + 1),
  ];
  const { docs } = await getDocs(query(collection(db, collections.orders), ...constraints));
  const page = docs.slice(0, pageSizes.myOrders);
  return {
    orders: page.map((doc) => orderFromDoc(doc.id, doc.data())),
    next: docs.length > pageSizes.myOrders ? (page.at(-1) ?? null) : null,
  };
}
