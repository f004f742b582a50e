// The gallery: anyone reads a page, newest first; a signed-in caller posts as themselves.
import { Router } from 'express';
import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../lib/admin.js';
import { collections, galleryListPlan, galleryEntrySchema } from '../shared/index.js';
import { authorOf, requireCaller, type Caller } from './caller.js';
import { inserted, toGalleryEntry } from './documents.js';
import { handle, parseBody } from './http.js';
import { ignoredName, ownEmail, ownUid } from './legacy-fields.js';
import { fetchPage, pageOf } from './paging.js';

const newEntrySchema = (caller: Caller) =>
  galleryEntrySchema.extend({
    userEmail: ownEmail(caller),
    userUid: ownUid(caller),
    userName: ignoredName,
  });

export const gallery = Router();

gallery.get(
  '/gallery',
  handle(async (req, res) => {
    const docs = await fetchPage(galleryListPlan(), pageOf(req));
    res.json(docs.map(toGalleryEntry));
  }),
);

gallery.post(
  '/gallery',
  handle(async (req, res) => {
    const caller = await requireCaller(req);
    const { imageURL, feedback } = parseBody(newEntrySchema(caller), req.body);
    const author = await authorOf(caller);
    const ref = db.collection(collections.gallery).doc();
    await ref.create({
      imageURL,
      feedback,
      userEmail: author.email,
      userName: author.name,
      userUid: author.uid,
      createdAt: FieldValue.serverTimestamp(),
    });
    res.json(inserted(ref.id));
  }),
);
