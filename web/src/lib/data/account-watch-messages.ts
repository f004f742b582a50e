// What the page and the account's watch (account-watch.worker.ts) tell each other.
import type { Order } from '@shared';

/** The waiting count shows up to this many, then "99+": one more is read to know. */
export const waitingCap = 99;

/** To the worker: watch this account, or stop every listener. */
export type AccountWatchOrder = { watch: string } | { stop: true };

/** From the worker: one answer about an account, or that its listeners have all stopped. */
export type AccountWatchUpdate =
  | ({ uid: string } & ({ waiting: Order[] } | { mealCount: number } | { blocked: boolean }))
  | { stopped: true };
