// The outbox (decision 170): `mail/{id}` in the shape of Firebase's "Trigger Email from
// Firestore" extension (`to`, `message`, `delivery`) plus `kind`, `orderId` or `mealId` and
// `createdAt`. Only functions write it; firestore.rules close it to clients. The id is the kind
// and the order's (or meal's) id, and the mail is created only if absent: a trigger delivered
// twice, or every line of a meal, writes one mail.
import {
  FieldValue,
  type DocumentData,
  type DocumentReference,
  type Timestamp,
} from 'firebase-admin/firestore';
import { auth, db } from '../lib/admin.js';
import { collections, languageOf, type Language } from '../shared/index.js';
import { alreadyExists, grpcCode } from '../orders/place-order.js';
import type { MailKind, MailMessage } from './compose.js';

export const mailCollection = 'mail';

export type DeliveryState = 'PENDING' | 'PROCESSING' | 'SUCCESS' | 'ERROR';

interface Delivery {
  state: DeliveryState;
  attempts: number;
  startTime: Timestamp | null;
  endTime: Timestamp | null;
  error: string | null;
  info: Record<string, unknown> | null;
  /** While PROCESSING: after this a sender is presumed dead and the sweeper may claim it. */
  leaseExpireTime?: Timestamp | null;
}

/** What an order mail is about: one order, or a meal (its orders share the `mealId`). */
export type MailSubject = { orderId: string } | { mealId: string };

/** The outbox id: one mail per kind and order (or meal), whatever delivers the trigger. */
function mailId(kind: MailKind, about: MailSubject): string {
  return `${kind}-${'mealId' in about ? about.mealId : about.orderId}`;
}

/** The order's meal, or the order alone: what its mails are keyed on. */
export function subjectOf(orderId: string, order: { mealId?: unknown }): MailSubject {
  return typeof order.mealId === 'string' && order.mealId ? { mealId: order.mealId } : { orderId };
}

/** Whether this outbox mail already exists: a duplicate delivery stops before reading more. */
export async function mailExists(kind: MailKind, about: MailSubject): Promise<boolean> {
  return (await db.collection(mailCollection).doc(mailId(kind, about)).get()).exists;
}

/** Who a mail goes to: their address, and the language they read (`users/{uid}.lang`). */
export interface Recipient {
  to: string;
  language: Language;
}

/**
 * The address to write to for `uid` and their language (absent: English), from one read of
 * their profile; null when they switched mail off (`users/{uid}.emailOrders == false`; absent
 * is on) or have no address. `known` is an address the order already holds (the buyer's);
 * otherwise the account's, from Auth.
 */
export async function recipientOf(uid: string, known?: string): Promise<Recipient | null> {
  if (!uid) return null;
  const [profile, account] = await Promise.all([
    db.collection(collections.users).doc(uid).get(),
    // No such account (a cook deleted since): the profile's address, if any.
    known ? Promise.resolve(null) : auth.getUser(uid).catch(() => null),
  ]);
  if (profile.get('emailOrders') === false) return null;
  const stored: unknown = profile.get('email');
  const to = known || account?.email || (typeof stored === 'string' ? stored : '');
  return to ? { to, language: languageOf(profile.get('lang')) } : null;
}

/**
 * Creates the document unless it exists (a trigger delivered twice, or once per line of a meal).
 * Returns whether this call wrote it.
 */
export async function createOnce(ref: DocumentReference, data: DocumentData): Promise<boolean> {
  try {
    await ref.create(data);
    return true;
  } catch (error) {
    if (grpcCode(error) === alreadyExists) return false;
    throw error;
  }
}

/** Creates the mail unless it exists. Returns whether this call wrote it. */
export async function writeMail(
  kind: MailKind,
  about: MailSubject,
  to: string,
  message: MailMessage,
): Promise<boolean> {
  const delivery: Delivery = {
    state: 'PENDING',
    attempts: 0,
    startTime: null,
    endTime: null,
    error: null,
    info: null,
  };
  return createOnce(db.collection(mailCollection).doc(mailId(kind, about)), {
    to,
    message,
    delivery,
    kind,
    ...about,
    createdAt: FieldValue.serverTimestamp(),
  });
}
