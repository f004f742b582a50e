// Keys old clients put in their bodies about who they are, or that the server now works out
// itself. The stored values always come from the verified caller and the database; these keys
// are accepted only so old clients keep working, and one that names someone else is a 400.
import { z } from 'zod';
import { limits } from '../shared/index.js';
import type { Caller } from './caller.js';
import { sameEmail } from './http.js';

const notYou = 'Must be the signed-in user';

/** An e-mail the body claims for its author or buyer: only the caller's own is accepted. */
export const ownEmail = (caller: Caller) =>
  z
    .string()
    .refine((value) => sameEmail(value, caller.email), notYou)
    .optional();

/** A uid the body claims for its owner or author: only the caller's own is accepted. */
export const ownUid = (caller: Caller) =>
  z
    .string()
    .refine((value) => value === caller.uid, notYou)
    .optional();

/** A value the server takes from elsewhere (the caller's name, the food's price): type-checked, then ignored. */
export const ignoredText = (max: number) => z.string().max(max).optional();

export const ignoredName = ignoredText(limits.userNameMax);
