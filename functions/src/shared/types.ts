// Documents as the web layer and the REST facade expose them: the document id as `_id`,
// timestamps as ISO strings.
import type { Category, Country } from './catalog.js';
import type { FoodDeclaration } from './declaration.js';
import type { Currency } from './money.js';
import type { OrderStatus, StatusTimeField } from './order-status.js';

/** A food; the declaration's five fields only when the cook declared it (contract). */
export interface Food extends Partial<FoodDeclaration> {
  _id: string;
  foodName: string;
  imageURL: string;
  category: Category;
  country: Country;
  price: number;
  /** Its kitchen's currency (functions write it); USD when absent. */
  currency: Currency;
  quantity: number;
  description: string;
  userName: string;
  userEmail: string;
  ownerUid: string;
  orderCount: number;
  createdAt: string | null;
  /** The aggregate of its ratings (functions write it); 0 and 0 when unrated or damaged. */
  ratingAvg: number;
  ratingCount: number;
}

/** An order's own fields (the purchase and its status), without the step times. */
interface OrderFields {
  _id: string;
  buyerEmail: string;
  buyerName: string;
  buyerUid: string;
  buyingDate: string;
  foodName: string;
  price: number;
  /** The currency of the kitchen when the order was placed; USD on older orders. */
  currency: Currency;
  quantity: number;
  foodOwner: string;
  foodOwnerUid: string;
  foodId: string;
  imageURL: string;
  createdAt: string | null;
  /** Where the order is in the kitchen; an order written before statuses reads as placed. */
  status: OrderStatus;
  /** When the buyer collects it; null on orders placed before pickups ("Pickup not set"). */
  pickupAt: string | null;
  /** The kitchen's pickup area at purchase time; null when the cook had not set one. */
  pickupArea: string | null;
  /** The street address, copied in when the cook accepts; null before (and when declined). */
  pickupAddress: string | null;
  /** The meal the order is a line of (its orders share it); absent on a single-dish order. */
  mealId?: string;
  /** The buyer's missed pickups when they ordered (or since), for the cook; absent when none. */
  buyerNoShows?: number;
}

/** The server time at which the order reached each status, null for steps not reached. */
type OrderStatusTimes = Record<StatusTimeField, string | null>;

export type Order = OrderFields & OrderStatusTimes;

export interface GalleryEntry {
  _id: string;
  imageURL: string;
  feedback: string;
  userEmail: string;
  userName: string;
  userUid: string;
  createdAt: string | null;
}

export interface Review {
  _id: string;
  title: string;
  review: string;
  userEmail: string;
  userName: string;
  userPhoto: string;
  userUid: string;
  createdAt: string | null;
}
