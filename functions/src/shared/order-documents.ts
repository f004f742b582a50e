// An order as stored, as the web and the facade show it: documents.ts's mapper, with the
// status, its step times and the fields present only when set read apart.
import { fieldsOf, fromShape, type DocumentData, type Shape } from './documents.js';
import { currencyOf } from './money.js';
import { orderStatusOf, statusTimeField } from './order-status.js';
import type { Order } from './types.js';

const stepTimes = Object.fromEntries(
  Object.values(statusTimeField).map((field) => [field, 'time']),
) as { readonly [K in (typeof statusTimeField)[keyof typeof statusTimeField]]: 'time' };

const orderShape = {
  buyerEmail: 'text',
  buyerName: 'text',
  buyerUid: 'text',
  buyingDate: 'text',
  foodName: 'text',
  price: 'number',
  quantity: 'number',
  foodOwner: 'text',
  foodOwnerUid: 'text',
  foodId: 'text',
  imageURL: 'text',
  createdAt: 'time',
  // Read by orderStatusOf below: an order written before statuses existed reads as placed.
  status: 'text',
  ...stepTimes,
  // The handover: absent on orders from before pickups ("Pickup not set"); the address only
  // from the cook's acceptance on.
  pickupAt: 'time',
  pickupArea: 'optionalText',
  pickupAddress: 'optionalText',
  // mealId and buyerNoShows are read apart (orderFromDocument): present only when set; currency
  // too (currencyOf).
} as const satisfies Shape<Omit<Order, 'mealId' | 'buyerNoShows' | 'currency'>>;

export const orderFields = [...fieldsOf(orderShape), 'currency'];

/** A meal's id as stored: text, or none (a single-dish order, or a hand-edited value). */
const mealIdOf = (data: DocumentData): string | undefined => {
  const mealId: unknown = (data as { mealId?: unknown }).mealId;
  return typeof mealId === 'string' && mealId !== '' ? mealId : undefined;
};

/** The buyer's missed pickups as the cook's copy holds them: a whole number over 0, or none. */
const buyerNoShowsOf = (data: DocumentData): number | undefined => {
  const count: unknown = (data as { buyerNoShows?: unknown }).buyerNoShows;
  return typeof count === 'number' && Number.isInteger(count) && count > 0 ? count : undefined;
};

export const orderFromDocument = (id: string, data: DocumentData): Order => {
  const mealId = mealIdOf(data);
  const buyerNoShows = buyerNoShowsOf(data);
  return {
    ...fromShape<Order>(orderShape, id, data),
    currency: currencyOf((data as { currency?: unknown }).currency),
    status: orderStatusOf(data),
    // Only on a meal's orders: a single-dish order reads as it always did.
    ...(mealId ? { mealId } : {}),
    ...(buyerNoShows ? { buyerNoShows } : {}),
  };
};
