// What the account's watch (account-watch.worker.ts) tells the page: one field per message,
// with the account it is about.
import type { Order } from '@shared';

/** The waiting count shows up to this many, then "99+": one more is read to know. */
export const waitingCap = 99;

export type AccountWatchUpdate = { uid: string } & (
  { waiting: Order[] } | { mealCount: number } | { blocked: boolean }
);
