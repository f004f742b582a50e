// The handover's limits and texts (decision 120), apart from kitchen.ts so that schemas.ts can
// use them without an import cycle.

export const kitchenLimits = {
  pickupAreaMax: 80,
  pickupAddressMax: 300,
  leadMinutesMax: 1440,
  timeZoneMax: 64,
  /** Orders per 15-minute pickup slot (a meal counts once); absent is no limit. */
  perSlotMax: 100,
  /** How long a cook has to accept or decline a placed order; absent is 30. */
  answerMinutesMax: 240,
  answerMinutesDefault: 30,
} as const;

export const kitchenMessages = {
  kitchenSaved: 'Kitchen saved!',
  notTakingOrders: 'Not taking orders right now',
  kitchenPaused: "This kitchen isn't taking orders right now!",
  needsMoreTime: 'The kitchen needs more time to cook!',
  pickupOutsideHours: "Pick a pickup time within the kitchen's hours!",
  slotFull: 'This pickup time is full. Pick another!',
  /** After a pickup time in the Pickup time select when its slot is full. */
  slotFullMark: '(full)',

  // Not in the contract: the /myKitchen form's field messages.
  pickupAreaRequired: 'Pickup area is required',
  pickupAddressRequired: 'Pickup address is required',
  timeFormat: 'Use the 24-hour clock, like 09:30',
  closesAfterOpens: 'Closes at must be later than Opens at',
  leadMinutes: `Enter whole minutes from 0 to ${kitchenLimits.leadMinutesMax}`,
  timeZone: 'Choose a time zone from the list',
  perSlot: `Enter a whole number from 1 to ${kitchenLimits.perSlotMax}, or leave it empty for no limit`,
  answerMinutes: `Enter whole minutes from 1 to ${kitchenLimits.answerMinutesMax}, or leave it empty for 30`,
  currency: 'Choose US dollars, Bangladeshi taka or Indian rupees',
} as const;
