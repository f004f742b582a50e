// Orders: buying through the same transaction as the placeOrder callable, the buyer's own
// list, cancelling one's own order, and the old client's two helper calls.
import { Router } from 'express';
import { z } from 'zod';
import { db } from '../lib/admin.js';
import { placeOrderTransaction } from '../orders/place-order.js';
import { collections, limits, placeOrderOrTextSchema } from '../shared/index.js';
import { authorOf, requireCaller, type Caller } from './caller.js';
import { deleteOwnDocument } from './delete-own.js';
import { inserted, toOrder } from './documents.js';
import { forbidden, handle, idParam, notFound, parseBody, sameEmail } from './http.js';
import { ignoredName, ignoredText, ownEmail } from './legacy-fields.js';
import { fetchPage, pageOf, type ListQuery } from './paging.js';

/**
 * POST /orderFood: what the purchase needs (foodId, quantity, buyingDate, and an optional
 * requestId for safe retries). The rest of the old client's order (names, price, image) is
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
    const { foodId, quantity, buyingDate, requestId } = parseBody(
      orderBodySchema(caller),
      req.body,
    );
    const buyer = await authorOf(caller);
    // Refusals come back as HttpsErrors with the spec's messages; the app maps their codes.
    const { insertedId } = await placeOrderTransaction(
      { uid: buyer.uid, email: buyer.email, name: buyer.name },
      { foodId, quantity, buyingDate, requestId },
    );
    res.json(inserted(insertedId));
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

// Cancelling: the order is deleted here; onOrderDeleted gives its units back to the food.
orders.delete(
  '/delete-order-food/:orderId',
  handle(async (req, res) => {
    const caller = await requireCaller(req);
    res.json(
      await deleteOwnDocument(
        req.params.orderId ?? '',
        (id) => db.collection(collections.orders).doc(id),
        'buyerUid',
        caller.uid,
        'You can only cancel your own orders',
      ),
    );
  }),
);
