// POST /users: the registration record, kept as the caller's own profile in users/{uid}.
// The old client also sent the password: it is dropped here, never stored, never logged.
import { Router } from 'express';
import { FieldValue } from 'firebase-admin/firestore';
import { z } from 'zod';
import { db } from '../lib/admin.js';
import { collections, userProfileSchema } from '../shared/index.js';
import { requireCaller, type Caller } from './caller.js';
import { inserted } from './documents.js';
import { handle, parseBody, sameEmail } from './http.js';

const profileBodySchema = (caller: Caller) =>
  userProfileSchema.extend({
    email: userProfileSchema.shape.email.refine(
      (email) => sameEmail(email, caller.email),
      'Must be the signed-in user',
    ),
    password: z.unknown().optional(),
  });

export const users = Router();

users.post(
  '/users',
  handle(async (req, res) => {
    const caller = await requireCaller(req);
    const { displayName, photoURL } = parseBody(profileBodySchema(caller), req.body);
    const ref = db.collection(collections.users).doc(caller.uid);
    const profile = { displayName, email: caller.email, photoURL };
    // Registering again updates the profile; createdAt stays the first registration's.
    await db.runTransaction(async (tx) => {
      const existing = await tx.get(ref);
      if (existing.exists) tx.update(ref, profile);
      else tx.create(ref, { ...profile, createdAt: FieldValue.serverTimestamp() });
    });
    res.json(inserted(caller.uid));
  }),
);
