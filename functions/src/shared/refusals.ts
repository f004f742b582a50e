// Why the purchase is refused (decision 020): every refusal of placeOrder carries one of these
// words as `details.reason`, and the web switches on it. The message stays the contract's text
// for people; refusalMessages gives it for each reason.
import { kitchenMessages } from './kitchen-messages.js';
import { mealMessages } from './meal-messages.js';
import { messages } from './messages.js';
import type { PickupRefusal } from './pickup-times.js';

export const refusalReasons = [
  /** No such food, or an operator hid it. */
  'unavailable',
  'own-food',
  'over-quantity',
  /** A quantity below 1 or not a whole number. */
  'at-least-one',
  /** An operator blocked the account. */
  'blocked',
  /** The kitchen is paused. */
  'paused',
  /** Sooner than the kitchen's lead time. */
  'too-soon',
  /** Outside the kitchen's hours, past, more than 7 days ahead, or not a date. */
  'outside-hours',
  /** A meal with dishes of two cooks. */
  'one-kitchen',
  /** The pickup slot holds the kitchen's `perSlot` orders already; `details.next` offers one. */
  'slot-full',
] as const;

export type RefusalReason = (typeof refusalReasons)[number];

/** The contract's message for each reason. */
export const refusalMessages: Readonly<Record<RefusalReason, string>> = {
  unavailable: messages.foodUnavailable,
  'own-food': messages.ownFood,
  'over-quantity': messages.overQuantity,
  'at-least-one': messages.atLeastOne,
  blocked: messages.accountBlocked,
  paused: kitchenMessages.kitchenPaused,
  'too-soon': kitchenMessages.needsMoreTime,
  'outside-hours': kitchenMessages.pickupOutsideHours,
  'one-kitchen': mealMessages.oneKitchen,
  'slot-full': kitchenMessages.slotFull,
};

/** The reason of each refused pickup time (pickup-times.ts). */
export const pickupRefusalReasons: Readonly<Record<PickupRefusal, RefusalReason>> = {
  paused: 'paused',
  lead: 'too-soon',
  hours: 'outside-hours',
};

export function isRefusalReason(value: unknown): value is RefusalReason {
  return (refusalReasons as readonly unknown[]).includes(value);
}
