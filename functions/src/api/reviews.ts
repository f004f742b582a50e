// Reviews: anyone reads a page, newest first; a signed-in caller posts as themselves, with the
// photo of their account.
import { Router } from 'express';
import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../lib/admin.js';
import { collections, reviewListPlan, limits, reviewSchema } from '../shared/index.js';
import { authorOf, requireCaller, type Caller } from './caller.js';
import { inserted, toReview } from './documents.js';
import { handle, parseBody } from './http.js';
import { ignoredName, ignoredText, ownEmail, ownUid } from './legacy-fields.js';
import { fetchPage, pageOf } from './paging.js';

const newReviewSchema = (caller: Caller) =>
  reviewSchema.extend({
    userEmail: ownEmail(caller),
    userUid: ownUid(caller),
    userName: ignoredName,
    userPhoto: ignoredText(limits.urlMax),
  });

export const reviews = Router();

reviews.get(
  '/review',
  handle(async (req, res) => {
    const docs = await fetchPage(reviewListPlan(), pageOf(req));
    res.json(docs.map(toReview));
  }),
);

reviews.post(
  '/review',
  handle(async (req, res) => {
    const caller = await requireCaller(req);
    const { title, review } = parseBody(newReviewSchema(caller), req.body);
    const author = await authorOf(caller);
    const ref = db.collection(collections.reviews).doc();
    await ref.create({
      title,
      review,
      userEmail: author.email,
      userName: author.name,
      userPhoto: author.picture,
      userUid: author.uid,
      createdAt: FieldValue.serverTimestamp(),
    });
    res.json(inserted(ref.id));
  }),
);
