import type { DocumentData } from 'firebase/firestore/lite';
import { orderStatusOf, type Order, type OrderStatus, type StatusTimeField } from '@shared';

/** An order as the pages show it: with its status (older orders read as placed); the pages
 * show no step times. */
export type OrderWithStatus = Omit<Order, 'status' | StatusTimeField> & { status: OrderStatus };

/** An orders/{id} document as the app shows it: the id as `_id`, the timestamp as ISO text. */
export function orderFromDoc(id: string, data: DocumentData): OrderWithStatus {
  const createdAt = data.createdAt as { toDate?: () => Date } | null | undefined;
  return {
    _id: id,
    buyerEmail: String(data.buyerEmail ?? ''),
    buyerName: String(data.buyerName ?? ''),
    buyerUid: String(data.buyerUid ?? ''),
    buyingDate: String(data.buyingDate ?? ''),
    foodName: String(data.foodName ?? ''),
    price: Number(data.price ?? 0),
    quantity: Number(data.quantity ?? 0),
    foodOwner: String(data.foodOwner ?? ''),
    foodOwnerUid: String(data.foodOwnerUid ?? ''),
    foodId: String(data.foodId ?? ''),
    imageURL: String(data.imageURL ?? ''),
    createdAt: typeof createdAt?.toDate === 'function' ? createdAt.toDate().toISOString() : null,
    status: orderStatusOf(data),
  };
}
