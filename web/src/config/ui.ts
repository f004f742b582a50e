// Screen-only settings: how long a popup stays, how the review carousel moves, and the words
// the kitchen pages show. The server never reads these, so they live with the web, not in @shared.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { OrderStatus } from '@shared';

/** Popup durations of the spec's error catalogue, in milliseconds. */
export const popupMs = {
  registered: 1500,
  loggedIn: 1000,
  purchaseWarning: 3500,
  purchased: 1500,
  galleryAdded: 1000,
  foodAdded: 1500,
  deleted: 1500,
  foodUpdated: 1500,
  reviewAdded: 2500,
  rated: 1500,
  kitchenSaved: 1500,
  accountSaved: 1500,
  addedToMeal: 1500,
  mealOrdered: 1500,
} as const;

/** Add a food item: the submit button comes back this long after a success. */
export const addFoodReenableMs = 3000;
export const reviewAutoplayMs = 2500;
/** Pixels between two review cards. */
export const reviewSpacing = 30;

/** What the pages show for each order status (messages: docs/glossary.md). */
export const statusLabels: Readonly<Record<OrderStatus, MessageDescriptor>> = {
  placed: msg`Placed`,
  accepted: msg`Accepted`,
  ready: msg`Ready`,
  completed: msg`Completed`,
  declined: msg`Declined`,
  expired: msg`Expired`,
  'no-show': msg`Not collected`,
};

/** The button that makes each of the cook's moves. */
export const moveLabels: Readonly<Record<OrderStatus, MessageDescriptor>> = {
  placed: msg`Place`,
  accepted: msg`Accept`,
  ready: msg`Ready`,
  completed: msg`Complete`,
  declined: msg`Decline`,
  // Nobody's move: the server expires an order left unanswered.
  expired: msg`Expire`,
  'no-show': msg`Not collected`,
};
