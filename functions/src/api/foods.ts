// Foods: the public lists, one food for a signed-in caller, listing a food, the owner's own
// list and deleting one's own food.
import { Router } from 'express';
import { FieldValue, type DocumentSnapshot } from 'firebase-admin/firestore';
import { z } from 'zod';
import { db } from '../lib/admin.js';
import {
  collections,
  declarationOrNone,
  foodFieldsOrTextSchema,
  asAuthorSees,
  foodListPlan,
  isHidden,
  matchesSearch,
  myFoodsPlan,
  pageSizes,
  topSellingPlan,
} from '../shared/index.js';
import { authorOf, requireCaller, type Caller } from './caller.js';
import { deleteOwnDocument } from './delete-own.js';
import { inserted, toFood } from './documents.js';
import { declarationFields } from '../shared/declaration.js';
import {
  badRequest,
  bodyErrors,
  forbidden,
  handle,
  idParam,
  notFound,
  parseBody,
  sameEmail,
} from './http.js';
import { ignoredName, ownEmail, ownUid } from './legacy-fields.js';
import { fetchPage, pageOf } from './paging.js';

const foodsCollection = () => db.collection(collections.foods);

/** Longest search text accepted: far more than any food name. */
const searchTextMax = 100;

/**
 * POST /myFoods: the seven fields the owner chooses, and the declaration (all five or none);
 * price and quantity as numbers or as the old form's decimal text (decision 040). The old
 * client's owner keys are accepted when they name the caller; `orderCount` only as 0.
 */
const newFoodSchema = (caller: Caller) =>
  foodFieldsOrTextSchema.extend({
    userEmail: ownEmail(caller),
    ownerUid: ownUid(caller),
    userName: ignoredName,
    orderCount: z.literal(0, { error: 'A new food starts with orderCount 0' }).optional(),
    // The declaration: checked whole by declarationOrNone (all five, or none from an old client).
    ...Object.fromEntries(declarationFields.map((field) => [field, z.unknown().optional()])),
  });

export const foods = Router();

foods.get(
  '/top-selling',
  handle(async (_req, res) => {
    const docs = await fetchPage(topSellingPlan(), { limit: pageSizes.topSelling, after: null });
    res.json(docs.map(toFood));
  }),
);

foods.get(
  '/allFood',
  handle(async (req, res) => {
    const docs = await fetchPage(foodListPlan(), pageOf(req));
    res.json(docs.map(toFood));
  }),
);

foods.get(
  '/search-food',
  handle(async (req, res) => {
    const text = req.query.foodName ?? '';
    if (typeof text !== 'string' || text.length > searchTextMax) {
      throw badRequest({ foodName: `Search for at most ${searchTextMax} characters` });
    }
    const plan = foodListPlan({ text });
    // Text with no letter or digit ("!!") names no piece of any word: the old regex found
    // nothing for it either. Only an empty search lists all food.
    if (!plan.text && text.trim()) {
      res.json([]);
      return;
    }
    const docs = await fetchPage(plan, pageOf(req));
    // The query matched the longest word; the others are checked here, within the page.
    const found = docs.map(toFood);
    res.json(plan.text ? found.filter((food) => matchesSearch(food.foodName, text)) : found);
  }),
);

/** A food as the caller may see it: one an operator hid exists for its owner only. */
async function foodFor(caller: Caller, id: string): Promise<DocumentSnapshot> {
  const snapshot = await foodsCollection().doc(id).get();
  if (!snapshot.exists) throw notFound();
  if (isHidden(snapshot.data()) && snapshot.get('ownerUid') !== caller.uid) throw notFound();
  return snapshot;
}

foods.get(
  '/single-food/:id',
  handle(async (req, res) => {
    const caller = await requireCaller(req);
    const snapshot = await foodFor(caller, idParam(req, 'id'));
    res.json(asAuthorSees(toFood(snapshot), snapshot.data()));
  }),
);

// The old client compared the answer's userEmail with the buyer's to stop a purchase of one's
// own food. It gets the owner's e-mail only when that is the caller's own; anyone else learns
// only that they are not the owner.
foods.get(
  '/findEmail/:foodId',
  handle(async (req, res) => {
    const caller = await requireCaller(req);
    const snapshot = await foodFor(caller, idParam(req, 'foodId'));
    const isOwner = snapshot.get('ownerUid') === caller.uid;
    res.json({ _id: snapshot.id, userEmail: isOwner ? caller.email : null, isOwner });
  }),
);

foods.post(
  '/myFoods',
  handle(async (req, res) => {
    const caller = await requireCaller(req);
    const { foodName, imageURL, category, country, price, quantity, description } = parseBody(
      newFoodSchema(caller),
      req.body,
    );
    const declared = declarationOrNone(req.body);
    if (!declared.ok) {
      // Named by the field, not by an item of its list (`allergens`, not `allergens.0`).
      const fields: Record<string, string> = {};
      for (const [key, message] of Object.entries(bodyErrors(declared.error))) {
        fields[key.split('.')[0]!] ??= message;
      }
      throw badRequest(fields);
    }
    const author = await authorOf(caller);
    const ref = foodsCollection().doc();
    // searchTerms are added by onFoodWritten, as for foods the web creates.
    await ref.create({
      foodName,
      imageURL,
      category,
      country,
      price,
      quantity,
      description,
      userName: author.name,
      userEmail: author.email,
      ownerUid: author.uid,
      orderCount: 0,
      createdAt: FieldValue.serverTimestamp(),
      // Without it the food is "not declared" (contract), as foods listed before declarations.
      ...declared.declaration,
    });
    res.json(inserted(ref.id));
  }),
);

foods.get(
  '/my-added-food/:email',
  handle(async (req, res) => {
    const caller = await requireCaller(req);
    if (!sameEmail(req.params.email ?? '', caller.email)) {
      throw forbidden('You can only list your own foods');
    }
    const docs = await fetchPage(myFoodsPlan(caller.uid), pageOf(req));
    res.json(docs.map((doc) => asAuthorSees(toFood(doc), doc.data())));
  }),
);

foods.delete(
  '/allspot/:foodId',
  handle(async (req, res) => {
    const caller = await requireCaller(req);
    res.json(
      await deleteOwnDocument(
        req.params.foodId ?? '',
        (id) => foodsCollection().doc(id),
        'ownerUid',
        caller.uid,
        'You can only delete your own food',
      ),
    );
  }),
);
