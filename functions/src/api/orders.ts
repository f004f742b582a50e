// Orders: buying through the same transaction as the placeOrder callable, the buyer's own
// list, the buyer's Delete (cancel, or take a finished sale off their list), and the old
// client's two helper calls.
import { Router } from 'express';
import { FieldValue } from 'firebase-admin/firestore';
import { z } from 'zod';
import { db } from '../lib/admin.js';
import { placeDishOrder } from '../orders/place-order.js';
import { refusalReasonOf } from '../orders/refusal.js';
import {
  buyerDeleteOf,
  collections,
  limits,
  messages,
  orderStatusOf,
  pickupRefusalReasons,
  placeOrderOrTextSchema,
  refusalMessages,
  type RefusalReason,
} from '../shared/index.js';
import { authorOf, requireCaller, type Caller } from './caller.js';
import { deleted, inserted, toOrder } from './documents.js';
import {
  badRequest,
  bodyErrors,
  conflict,
  forbidden,
  handle,
  HttpError,
  idParam,
  isDocumentId,
  notFound,
  sameEmail,
} from './http.js';
import { ignoredName, ignoredText, ownEmail } from './legacy-fields.js';
import { fetchPage, pageOf, type ListQuery } from './paging.js';

/**
 * POST /orderFood: what the purchase needs (foodId, quantity, buyingDate, an optional
 * requestId for safe retries, and an optional pickupAt). The rest of the old client's order (names, price, image) is
 * taken from the food and the caller; a buyerEmail naming someone else is refused.
 */
const orderBodySchema = (caller: Caller) =>
  placeOrderOrTextSchema.extend({
    buyerEmail: ownEmail(caller),
    buyerName: ignoredName,
    foodName: ignoredText(limits.foodNameMax),
    foodOwner: ignoredName,
    imageURL: ignoredText(limits.urlMax),
    // The form showed the price as text; the stored price is the food's own.
    price: z.union([z.number(), z.string().max(32)]).optional(),
  });

// A full pickup time is a refused pickup time too (contract, "Portions per slot").
const pickupReasons: readonly RefusalReason[] = [
  ...Object.values(pickupRefusalReasons),
  'slot-full',
];

/** A refused pickup time: 400 with the contract's message, as the error and on the field. */
const pickupRefused = (message: string) =>
  new HttpError(400, { error: message, fields: { pickupAt: message } });

/** The body checked; a bad pickupAt answers with the contract's message, other fields as usual. */
function parseOrderBody(caller: Caller, body: unknown) {
  const result = orderBodySchema(caller).safeParse(body);
  if (result.success) return result.data;
  const fields = bodyErrors(result.error);
  if (fields.pickupAt && Object.keys(fields).length === 1) throw pickupRefused(fields.pickupAt);
  throw badRequest(fields);
}

const myOrders = (buyerUid: string): ListQuery => ({
  collection: collections.orders,
  where: [{ field: 'buyerUid', op: '==', value: buyerUid }],
  orderBy: { field: 'createdAt', direction: 'desc' },
});

export const orders = Router();

orders.post(
  '/orderFood',
  handle(async (req, res) => {
    const caller = await requireCaller(req);
    const { foodId, quantity, buyingDate, requestId, pickupAt } = parseOrderBody(caller, req.body);
    const buyer = await authorOf(caller);
    // Refusals come back as HttpsErrors with the spec's messages; the app maps their codes,
    // except a refused pickup time (by its reason), which the contract answers with 400.
    try {
      const { insertedId } = await placeDishOrder(
        { uid: buyer.uid, email: buyer.email, name: buyer.name },
        { foodId, quantity, buyingDate, requestId, pickupAt },
      );
      res.json(inserted(insertedId));
    } catch (error) {
      const reason = refusalReasonOf(error);
      if (reason && pickupReasons.includes(reason)) throw pickupRefused(refusalMessages[reason]);
      throw error;
    }
  }),
);

// Counting happens inside the purchase; old clients still make this call afterwards.
orders.post(
  '/increaseOrderCount/:foodId',
  handle(async (req, res) => {
    await requireCaller(req);
    res.json({ acknowledged: true, matchedCount: 0, modifiedCount: 0 });
  }),
);

// Whether the caller has ordered this food: their own orders only, so it says nothing about
// who else bought it.
orders.get(
  '/find-exist-order/:foodId',
  handle(async (req, res) => {
    const caller = await requireCaller(req);
    const foodId = idParam(req, 'foodId');
    const food = await db.collection(collections.foods).doc(foodId).get();
    if (!food.exists) throw notFound();
    const mine = await db
      .collection(collections.orders)
      .where('buyerUid', '==', caller.uid)
      .where('foodId', '==', foodId)
      .limit(1)
      .get();
    res.json({ exists: !mine.empty, foodId: mine.empty ? null : foodId });
  }),
);

orders.get(
  '/my-ordered-food/:email',
  handle(async (req, res) => {
    const caller = await requireCaller(req);
    if (!sameEmail(req.params.email ?? '', caller.email)) {
      throw forbidden('You can only list your own orders');
    }
    const docs = await fetchPage(myOrders(caller.uid), pageOf(req));
    res.json(docs.map(toOrder));
  }),
);

/**
 * The buyer's Delete, as on the page (decision 070): a placed or declined order is
 * deleted (onOrderDeleted returns a placed one's units); a completed sale leaves the buyer's
 * list but stays in the cook's records (buyerUid removed, who and when recorded); an order the
 * cook is preparing is refused with 409 and left as it is. Read and write run in one
 * transaction, so the status decided on is the status written against.
 */
async function buyerDelete(orderId: string, callerUid: string) {
  if (!isDocumentId(orderId)) throw notFound(deleted(0));
  const ref = db.collection(collections.orders).doc(orderId);
  const outcome = await db.runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    const order = snapshot.data();
    // A sale the caller already took off their list is gone for them, as a cancelled order is.
    if (!order || order.removedByBuyerUid === callerUid) return 'missing';
    if (order.buyerUid !== callerUid) return 'not-yours';
    const action = buyerDeleteOf(orderStatusOf(order));
    if (action === 'cancel') tx.delete(ref);
    if (action === 'remove')
      tx.update(ref, {
        buyerUid: FieldValue.delete(),
        removedByBuyerUid: callerUid,
        removedByBuyerAt: FieldValue.serverTimestamp(),
      });
    return action;
  });
  if (outcome === 'missing') throw notFound(deleted(0));
  if (outcome === 'not-yours') throw forbidden('You can only cancel your own orders');
  if (outcome === 'refuse') throw conflict(messages.orderInKitchen);
  // Cancelled or removed: either way it has left the caller's list.
  return deleted(1);
}

orders.delete(
  '/delete-order-food/:orderId',
  handle(async (req, res) => {
    const caller = await requireCaller(req);
    res.json(await buyerDelete(req.params.orderId ?? '', caller.uid));
  }),
);
