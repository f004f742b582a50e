import { ratingSummaryOf, type Category, type Country, type Food } from '@shared';

/** A document's fields, from the SDK or from lib/firestore-rest. */
type DocumentData = Record<string, unknown>;

/** A foods/{id} document as the app shows it: the id as `_id`, the timestamp as ISO text. */
export function foodFromDoc(id: string, data: DocumentData): Food {
  const createdAt = data.createdAt as { toDate?: () => Date } | null | undefined;
  return {
    _id: id,
    foodName: String(data.foodName ?? ''),
    imageURL: String(data.imageURL ?? ''),
    category: data.category as Category,
    country: data.country as Country,
    price: Number(data.price ?? 0),
    quantity: Number(data.quantity ?? 0),
    description: String(data.description ?? ''),
    userName: String(data.userName ?? ''),
    userEmail: String(data.userEmail ?? ''),
    ownerUid: String(data.ownerUid ?? ''),
    orderCount: Number(data.orderCount ?? 0),
    createdAt: typeof createdAt?.toDate === 'function' ? createdAt.toDate().toISOString() : null,
    ...ratingSummaryOf(data),
  };
}
