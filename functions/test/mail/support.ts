// Helpers for the mail suites: accounts with chosen addresses (the catcher scripts its refusals
// by address: scripts/mail-catcher.mjs), a cook with a kitchen and an address, the catcher's
// inbox over HTTP, and the outbox through the Admin SDK.
import {
  adminAuth,
  adminDb,
  eventually,
  signInWithPassword,
  type TestUser,
} from '../support/emulators.js';
import { randomUUID } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import { kitchenPaths, type Language } from '../../src/shared/index.js';
import { allDayKitchen } from '../orders/support.js';

export const inboxUrl = 'http://127.0.0.1:1080';

/** A signed-in account whose address starts with `prefix` (`refuse2-`, `down-`, or any). */
export async function userWithAddress(prefix: string, displayName: string): Promise<TestUser> {
  const email = `${prefix}${randomUUID().slice(0, 8)}@foodtable.test`;
  const password = 'Passw0rd';
  const { uid } = await adminAuth.createUser({ email, password, displayName, emailVerified: true });
  return { uid, email, password, displayName, idToken: await signInWithPassword(email, password) };
}

export const kitchenArea = 'Dhanmondi Lake, north gate';
export const kitchenAddress = 'House 12 <b>, Road 5 & "Lake View"';
export const kitchenZone = 'Asia/Dhaka';

/** The cook's kitchen: open all day, no lead time, in Dhaka, with a street address. */
export async function openKitchen(cook: TestUser): Promise<void> {
  await Promise.all([
    adminDb.doc(kitchenPaths.kitchen(cook.uid)).set(
      allDayKitchen({
        pickupArea: kitchenArea,
        timeZone: kitchenZone,
        updatedAt: FieldValue.serverTimestamp(),
      }),
    ),
    adminDb.doc(kitchenPaths.pickupAddress(cook.uid)).set({ pickupAddress: kitchenAddress }),
  ]);
}

/** `users/{uid}.emailOrders` as /myAccount's switch writes it. */
export async function setEmailOrders(user: TestUser, on: boolean): Promise<void> {
  await adminDb.doc(`users/${user.uid}`).set({ emailOrders: on }, { merge: true });
}

/** `users/{uid}.lang` as /myAccount's Language select writes it (absent reads as English). */
export async function setLanguage(user: TestUser, lang: Language): Promise<void> {
  await adminDb.doc(`users/${user.uid}`).set({ lang }, { merge: true });
}

export interface CaughtMail {
  id: string;
  to: { address: string }[];
  from: { address: string; name: string }[];
  subject: string;
  text: string;
  html: string;
}

/** Everything the catcher received for `address`. */
export async function inboxOf(address: string): Promise<CaughtMail[]> {
  const mails = (await (await fetch(`${inboxUrl}/api/email`)).json()) as CaughtMail[];
  return mails.filter((mail) => mail.to.some((to) => to.address === address.toLowerCase()));
}

/**
 * Waits until `address` has received `count` mails (at least), and returns them. Two trigger
 * hops (the order's, then the delivery's), each allowed what `eventually` allows one.
 */
export const awaitInbox = (address: string, count = 1, timeoutMs = 45_000) =>
  eventually(
    () => inboxOf(address),
    (mails) => mails.length >= count,
    timeoutMs,
  );

/** How many times the catcher refused `address`. */
export async function refusalsOf(address: string): Promise<number> {
  const refused = (await (await fetch(`${inboxUrl}/api/refused`)).json()) as Record<string, number>;
  return refused[address.toLowerCase()] ?? 0;
}

export const outboxDoc = (id: string) => adminDb.doc(`mail/${id}`);

/** The outbox mail once its delivery reached a final state (SUCCESS or ERROR). */
export const awaitDelivered = (id: string, timeoutMs = 30_000) =>
  eventually(
    async () => (await outboxDoc(id).get()).data(),
    (mail) => ['SUCCESS', 'ERROR'].includes(String(mail?.delivery?.state)),
    timeoutMs,
  );
