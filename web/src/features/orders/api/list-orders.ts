// The orders pages' first page, read once over the lite SDK (store.ts): the page shows it at
// once, and its live view (use-live-orders.ts, in a chunk of its own) takes over when it
// arrives. firestore.rules allow only lists that ask for the user's own uid.
import { collections, orderFromDocument, pageSizes, type Order } from '@shared';
import { readSignedIn } from '@/lib/data/store';

/** Whose orders: the buyer's (My ordered food) or the cook's (Orders for my food). */
export type OrdersOf = 'buyerUid' | 'foodOwnerUid';

/** The newest `size` orders where `field` is the user, and one more to tell whether there are more. */
export const ordersQuery = (field: OrdersOf, uid: string, size: number) => ({
  collection: collections.orders,
  where: [{ field, op: '==' as const, value: uid }],
  orderBy: { field: 'createdAt', direction: 'desc' as const },
  limit: size + 1,
});

export interface OrdersPage {
  orders: Order[];
  hasMore: boolean;
}

/** The first page of the user's orders, newest first, as the live view's first page shows it. */
export async function readFirstOrders(field: OrdersOf, uid: string): Promise<OrdersPage> {
  const size = pageSizes.myOrders;
  const { docs } = await readSignedIn(ordersQuery(field, uid, size));
  const orders = docs.map((doc) => orderFromDocument(doc.id, doc.data));
  return { orders: orders.slice(0, size), hasMore: orders.length > size };
}
