// The purchase: one atomic write that creates the order, takes the units off the stock and
// counts the order, guarded by the food's update time (see decision 020). The callable
// `placeOrder` and the REST facade's POST /orderFood both go through placeDishOrder.
// A meal (decision 160) is the same write for every line at once: placeMealOrder.
import { createHash } from 'node:crypto';
import {
  FieldValue,
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
  type WriteBatch,
} from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../lib/admin.js';
import { armedFault, failAt } from './fault-hook.js';
import { claimSlot, cookReads } from './pickup-capacity.js';
import { refusal } from './refusal.js';
import {
  collections,
  earliestPickup,
  formatBuyingDate,
  isHidden,
  kitchenOf,
  parseIsoInstant,
  pickupRefusal,
  pickupRefusalReasons,
  type Kitchen,
  type Order,
  type PlacedMeal,
  type PlaceMealInput,
  type PlaceOrderInput,
  type StatusTimeField,
} from '../shared/index.js';

/**
 * Bookkeeping of orders whose units went back to the stock (functions only): one marker per
 * order, written by a cancellation or a decline, whichever comes first, so it counts once.
 */
export const orderCancellationsCollection = 'orderCancellations';

// gRPC codes a commit fails with: the food changed (or went) since it was read, or the
// order's (or cancellation marker's) id is already taken.
export const failedPrecondition = 9;
export const notFound = 5;
export const alreadyExists = 6;

export interface OrderCaller {
  uid: string;
  email: string;
  name: string;
}

/**
 * The stored order as placed: the contract's fields, status `placed`, the server's time for its
 * creation and its first step, and the pickup the kitchen took. The later steps' times are
 * written by the cook's moves; the address only when the cook accepts (pickup-address.ts).
 */
type OrderDocument = Omit<
  Order,
  '_id' | 'createdAt' | StatusTimeField | 'status' | 'pickupAt' | 'pickupAddress'
> & {
  status: 'placed';
  createdAt: FieldValue;
  placedAt: FieldValue;
  pickupAt: Timestamp;
  /** The meal the order is a line of; a single-dish order has none. */
  mealId?: string;
  /** The buyer's missed pickups, for the cook (noShowsOf); absent when none. */
  buyerNoShows?: number;
} & OrderedDeclaration;

/**
 * What the buyer was told is in the dish, kept with the order so that a later edit of the food
 * changes no order (decision 150): the food's `allergens`, `mayContain` and `diet`, each absent
 * when the food has none.
 */
interface OrderedDeclaration {
  allergens?: string[];
  mayContain?: string[];
  diet?: string;
}

const texts = (value: unknown): string[] | undefined =>
  Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string')
    : undefined;

/**
 * The declaration of a stored food as an order copies it, field by field; `{}` for a dish not
 * declared. (The shared `declarationOf` reads a whole declaration for showing it.)
 */
function orderedDeclarationOf(food: Record<string, unknown>): OrderedDeclaration {
  const allergens = texts(food.allergens);
  const mayContain = texts(food.mayContain);
  return {
    ...(allergens ? { allergens } : {}),
    ...(mayContain ? { mayContain } : {}),
    ...(typeof food.diet === 'string' ? { diet: food.diet } : {}),
  };
}

/** A new order of `quantity` units of the food as read now, for `caller`, to collect at `pickupAt`. */
function orderOf(
  caller: OrderCaller,
  food: { id: string; data: Record<string, unknown> },
  line: { quantity: number; buyingDate: string | undefined; pickupAt: number; kitchen: Kitchen },
): OrderDocument {
  const data = food.data;
  return {
    buyerEmail: caller.email,
    buyerName: caller.name || caller.email,
    buyerUid: caller.uid,
    buyingDate: line.buyingDate ?? formatBuyingDate(new Date()),
    foodName: String(data.foodName ?? ''),
    price: typeof data.price === 'number' ? data.price : 0,
    // The kitchen's, read in this transaction: a food's own copy may lag a change by a moment.
    currency: line.kitchen.currency,
    quantity: line.quantity,
    foodOwner: String(data.userName ?? ''),
    foodOwnerUid: String(data.ownerUid ?? ''),
    foodId: food.id,
    imageURL: String(data.imageURL ?? ''),
    createdAt: FieldValue.serverTimestamp(),
    status: 'placed',
    placedAt: FieldValue.serverTimestamp(),
    pickupAt: Timestamp.fromMillis(line.pickupAt),
    pickupArea: line.kitchen.pickupArea,
    ...orderedDeclarationOf(data),
  };
}

/** The instant the buyer asked for, or null when they asked for none (or not a date). */
const askedTime = (pickupAt: string | undefined) =>
  pickupAt === undefined ? null : parseIsoInstant(pickupAt);

/**
 * The pickup time the kitchen takes for this purchase at `now`: the one asked for, or without
 * one (old clients) the earliest it offers. Refuses with the contract's message and reason
 * otherwise.
 */
function pickupFor(
  kitchen: Kitchen,
  pickupAt: string | undefined,
  now: number,
  /** For a meal: the dish its refusal names (the first line's). */
  foodId?: string,
): number {
  if (kitchen.paused) throw refusal('failed-precondition', 'paused', foodId);
  if (pickupAt === undefined) {
    const earliest = earliestPickup(kitchen, now);
    if (earliest === null) throw refusal('failed-precondition', 'outside-hours', foodId);
    return earliest;
  }
  // The schema already refused text that is not an instant; this is its value.
  const at = parseIsoInstant(pickupAt);
  if (at === null) throw refusal('invalid-argument', 'outside-hours', foodId);
  const refused = pickupRefusal(at, kitchen, now);
  if (refused) throw refusal('failed-precondition', pickupRefusalReasons[refused], foodId);
  return at;
}

/**
 * Writes a food's side of an order into `batch`: the new stock and the order count moved by one
 * (+1 placed, -1 cancelled). Only functions call it, in the same atomic write as the order or
 * its cancellation marker, so the count is exact by construction. The write fails unless the
 * food is still as it was read at `readAt`.
 */
export function incrementOrderCount(
  batch: WriteBatch,
  food: DocumentReference,
  change: { by: 1 | -1; stock: number; readAt: Timestamp },
): void {
  batch.update(
    food,
    { quantity: change.stock, orderCount: FieldValue.increment(change.by) },
    { lastUpdateTime: change.readAt },
  );
}

/** The id of an order placed with a client's requestId: the same request always maps to it. */
function orderIdFor(uid: string, requestId: string): string {
  return createHash('sha256').update(`${uid}\n${requestId}`).digest('hex').slice(0, 40);
}

export function grpcCode(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
}

/** What an attempt returns when the food changed under it and it should run again. */
export const retry = Symbol('retry');

/**
 * Runs `attempt` until it returns a result, retrying with a growing, jittered pause while it
 * returns `retry` (the food changed under it). Gives up with `aborted` after `budgetMs`.
 */
export async function withOptimisticRetries<T>(
  attempt: () => Promise<T | typeof retry>,
  budgetMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + budgetMs;
  for (let round = 0; ; round++) {
    const result = await attempt();
    if (result !== retry) return result;
    if (Date.now() > deadline) {
      throw new HttpsError('aborted', 'Too many orders at once. Please try again.');
    }
    const pause = Math.min(400, 10 * 2 ** Math.min(round, 6));
    await new Promise((resolve) => setTimeout(resolve, Math.random() * pause));
  }
}

/** Only an account with an e-mail buys: the order carries it to the cook. */
function requireEmail(caller: OrderCaller): void {
  if (!caller.email) {
    throw new HttpsError('failed-precondition', 'Sign in with an account that has an e-mail');
  }
}

/**
 * A food as one purchase line reads it, with its stock: refused when it is gone, hidden by an
 * operator (not for sale, to anyone: visibility.ts) or the caller's own. `foodId` names the dish
 * in a meal's refusal.
 */
function forSale(snapshot: DocumentSnapshot | undefined, caller: OrderCaller, foodId?: string) {
  const food = snapshot?.data();
  if (!snapshot?.updateTime || !food || isHidden(food)) {
    throw refusal('not-found', 'unavailable', foodId);
  }
  if (food.ownerUid === caller.uid) throw refusal('failed-precondition', 'own-food', foodId);
  const stock = typeof food.quantity === 'number' ? food.quantity : 0;
  return { food, stock, readAt: snapshot.updateTime };
}

/**
 * Commits a purchase's write: `placed`, or `retry` when a food or the pickup time's count
 * changed (or went) since it was read. A taken id is retried too: with a `requestId`, the same
 * request sent twice at once finds its order's id taken, and the next attempt reads the order
 * the other copy placed; or a purchase that raced in created the pickup time's count first.
 */
async function commitPurchase<T>(batch: WriteBatch, placed: T): Promise<T | typeof retry> {
  try {
    await batch.commit();
    return placed;
  } catch (error) {
    const code = grpcCode(error);
    if (code === failedPrecondition || code === notFound || code === alreadyExists) return retry;
    throw error;
  }
}

/**
 * The buyer's missed pickups as the order shows them to the cook (`buyerNoShows`, only when
 * there are some): copied from users/{uid}.noShows, which functions keep.
 */
function noShowsOf(buyer: DocumentSnapshot | undefined): { buyerNoShows?: number } {
  const count: unknown = buyer?.get('noShows');
  return typeof count === 'number' && Number.isInteger(count) && count > 0
    ? { buyerNoShows: count }
    : {};
}

/**
 * What a purchase awaits right before it commits, every attempt: the callable's check of the
 * account, which runs beside the purchase's reads and throws its refusal (none by default).
 */
export type BeforeCommit = () => Promise<void>;

const nothingToAwait: BeforeCommit = () => Promise.resolve();

/** Places an order for a signed-in caller. `input` is already checked with placeOrderSchema. */
export async function placeDishOrder(
  caller: OrderCaller,
  input: PlaceOrderInput,
  beforeCommit = nothingToAwait,
): Promise<{ insertedId: string }> {
  requireEmail(caller);
  const foodRef = db.collection(collections.foods).doc(input.foodId);
  const orders = db.collection(collections.orders);
  const orderRef = input.requestId
    ? orders.doc(orderIdFor(caller.uid, input.requestId))
    : orders.doc();
  const cancellationRef = db.collection(orderCancellationsCollection).doc(orderRef.id);
  const placed = { insertedId: orderRef.id };
  // Test-only (emulators): null in production without a read; read beside the first attempt's.
  const faultRead = armedFault(foodRef.id);
  const askedAt = askedTime(input.pickupAt);
  // The cook's kitchen (and the asked time's count): known once the food has been read (its
  // owner never changes), then read in the same call as the food on every later attempt
  // (decision 120).
  let cookRefs: DocumentReference[] | null = null;

  const buyerRef = db.collection(collections.users).doc(caller.uid);

  return withOptimisticRetries(async () => {
    const requestRefs = input.requestId ? [orderRef, cancellationRef] : [];
    const [[snapshot, buyer, ...rest], fault] = await Promise.all([
      db.getAll(foodRef, buyerRef, ...requestRefs, ...(cookRefs ?? [])),
      faultRead,
    ]);
    const [existing, cancelled] = input.requestId ? rest : [];
    // A retried request answers with the order it already placed, even if since cancelled.
    if (existing?.exists || cancelled?.exists) return placed;
    failAt(fault, 'after-read');

    const { food, stock, readAt } = forSale(snapshot, caller);
    if (input.quantity > stock) throw refusal('failed-precondition', 'over-quantity');

    const ownerUid = String(food.ownerUid ?? '');
    // A food without an owner (never written by the app) has no kitchen: the defaults.
    let [kitchenSnapshot, slotSnapshot] = cookRefs ? rest.slice(requestRefs.length) : [];
    if (!cookRefs && ownerUid) {
      cookRefs = cookReads(ownerUid, askedAt);
      [kitchenSnapshot, slotSnapshot] = await db.getAll(...cookRefs);
    }
    const kitchen = kitchenOf(kitchenSnapshot?.data());
    const now = Date.now();
    const pickupAt = pickupFor(kitchen, input.pickupAt, now);
    const claim = await claimSlot({
      kitchen,
      cookUid: ownerUid,
      pickupAt,
      holder: orderRef.id,
      orderIds: [orderRef.id],
      now,
      read: slotSnapshot,
    });

    const order = orderOf(
      caller,
      { id: foodRef.id, data: food },
      { quantity: input.quantity, buyingDate: input.buyingDate, pickupAt, kitchen },
    );
    const batch = db.batch();
    batch.create(orderRef, { ...order, ...noShowsOf(buyer) });
    claim(batch);
    failAt(fault, 'after-order-write');
    incrementOrderCount(batch, foodRef, { by: 1, stock: stock - input.quantity, readAt });
    failAt(fault, 'after-stock-write');
    await beforeCommit();
    return commitPurchase(batch, placed);
  });
}

/**
 * Places a meal for a signed-in caller: one order per line, all or none, in one guarded write
 * (decision 160). `input` is already checked with placeMealSchema (1-20 distinct foods). Every
 * line is checked as placeDishOrder checks its food, in the meal's order, and the first
 * refusal refuses the meal with `details: { reason, foodId }`; dishes of two cooks are refused
 * `one-kitchen`. The pickup time is checked once, against the cook's kitchen. The orders share
 * a `mealId` and the pickup time; the caller's cart is deleted in the same write.
 */
export async function placeMealOrder(
  caller: OrderCaller,
  input: PlaceMealInput,
  beforeCommit = nothingToAwait,
): Promise<PlacedMeal> {
  requireEmail(caller);
  const { items, requestId } = input;
  const foodsCollection = db.collection(collections.foods);
  const orders = db.collection(collections.orders);
  const foodRefs = items.map((item) => foodsCollection.doc(item.foodId));
  // With a requestId the meal and its orders have ids of their own: a retry finds them.
  const orderRefs = items.map((item) =>
    requestId ? orders.doc(orderIdFor(caller.uid, `${requestId}\n${item.foodId}`)) : orders.doc(),
  );
  const mealId = requestId ? orderIdFor(caller.uid, `meal\n${requestId}`) : orders.doc().id;
  const firstOrder = orderRefs[0]!;
  const cancellationRef = db.collection(orderCancellationsCollection).doc(firstOrder.id);
  const cartRef = db.collection(collections.carts).doc(caller.uid);
  const placed: PlacedMeal = {
    insertedId: firstOrder.id,
    insertedIds: orderRefs.map((ref) => ref.id),
    mealId,
  };
  const faultRead = armedFault(items[0]!.foodId);
  const askedAt = askedTime(input.pickupAt);
  let cookRefs: DocumentReference[] | null = null;
  const buyerRef = db.collection(collections.users).doc(caller.uid);

  return withOptimisticRetries(async () => {
    const requestRefs = requestId ? [firstOrder, cancellationRef] : [];
    const [snapshots, fault] = await Promise.all([
      db.getAll(...foodRefs, buyerRef, ...requestRefs, ...(cookRefs ?? [])),
      faultRead,
    ]);
    const buyer = snapshots[items.length];
    const rest = snapshots.slice(items.length + 1);
    const [existing, cancelled] = requestId ? rest : [];
    if (existing?.exists || cancelled?.exists) return placed;
    failAt(fault, 'after-read');

    let cookUid: string | null = null;
    const lines = items.map((item, index) => {
      const { food, stock, readAt } = forSale(snapshots[index], caller, item.foodId);
      const ownerUid = String(food.ownerUid ?? '');
      cookUid ??= ownerUid;
      if (ownerUid !== cookUid) throw refusal('failed-precondition', 'one-kitchen', item.foodId);
      if (item.quantity > stock) {
        throw refusal('failed-precondition', 'over-quantity', item.foodId);
      }
      return { item, food, readAt, stock };
    });

    let [kitchenSnapshot, slotSnapshot] = cookRefs ? rest.slice(requestRefs.length) : [];
    if (!cookRefs && cookUid) {
      cookRefs = cookReads(cookUid, askedAt);
      [kitchenSnapshot, slotSnapshot] = await db.getAll(...cookRefs);
    }
    const kitchen = kitchenOf(kitchenSnapshot?.data());
    const now = Date.now();
    const pickupAt = pickupFor(kitchen, input.pickupAt, now, items[0]!.foodId);
    const buyingDate = input.buyingDate ?? formatBuyingDate(new Date());
    // A meal takes one place, for all its lines.
    const claim = await claimSlot({
      kitchen,
      cookUid: cookUid ?? '',
      pickupAt,
      holder: mealId,
      orderIds: orderRefs.map((ref) => ref.id),
      now,
      read: slotSnapshot,
    });

    const batch = db.batch();
    claim(batch);
    const noShows = noShowsOf(buyer);
    lines.forEach(({ item, food, readAt, stock }, index) => {
      batch.create(orderRefs[index]!, {
        ...orderOf(
          caller,
          { id: item.foodId, data: food },
          { quantity: item.quantity, buyingDate, pickupAt, kitchen },
        ),
        mealId,
        ...noShows,
      } satisfies OrderDocument);
      failAt(fault, 'after-order-write');
      incrementOrderCount(batch, foodRefs[index]!, {
        by: 1,
        stock: stock - item.quantity,
        readAt,
      });
      failAt(fault, 'after-stock-write');
    });
    // The meal in progress is this meal now: emptied in the same write.
    batch.delete(cartRef);
    await beforeCommit();
    return commitPurchase(batch, placed);
  });
}
