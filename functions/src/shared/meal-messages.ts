// A meal's limits and texts (decision 160), apart from meals.ts and its schemas so that a page
// showing `Add to meal` does not load zod to say so.

export const mealLimits = {
  /** Dishes in one meal (the cart's lines, placeOrder's items). */
  linesMax: 20,
  /** Units of one dish in the cart; placeOrder's items take what a single-dish order takes. */
  lineQuantityMax: 100,
} as const;

export const mealMessages = {
  addToMeal: 'Add to meal',
  added: 'Added to your meal!',
  startNewTitle: 'Start a new meal?',
  otherKitchen: (cookName: string) =>
    `Your meal is from ${cookName}'s kitchen. A meal comes from one kitchen.`,
  startNew: 'Start a new meal',
  keep: 'Keep my meal',
  myMeal: 'My meal',
  quantity: 'Quantity',
  remove: 'Remove',
  total: 'Total',
  pickupTime: 'Pickup time',
  placeOrder: 'Place order',
  ordered: 'Your meal is ordered!',
  empty: 'Your meal is empty.',
  oneKitchen: 'A meal comes from one kitchen!',
  // Not in the contract: the limits of the cart, said as the other forms say theirs.
  tooManyDishes: `A meal holds at most ${mealLimits.linesMax} dishes`,
  tooManyUnits: `At most ${mealLimits.lineQuantityMax} of one dish in a meal`,
} as const;
