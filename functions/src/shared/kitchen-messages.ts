// The handover's limits and texts (decision 120), apart from kitchen.ts so that schemas.ts can
// use them without an import cycle.

export const kitchenLimits = {
  pickupAreaMax: 80,
  pickupAddressMax: 300,
  leadMinutesMax: 1440,
  timeZoneMax: 64,
} as const;

export const kitchenMessages = {
  kitchenSaved: 'Kitchen saved!',
  notTakingOrders: 'Not taking orders right now',
  kitchenPaused: "This kitchen isn't taking orders right now!",
  needsMoreTime: 'The kitchen needs more time to cook!',
  pickupOutsideHours: "Pick a pickup time within the kitchen's hours!",
  pickupNotSet: 'Pickup not set',

  // Not in the contract: the /myKitchen form's field messages.
  pickupAreaRequired: 'Pickup area is required',
  pickupAddressRequired: 'Pickup address is required',
  timeFormat: 'Use the 24-hour clock, like 09:30',
  closesAfterOpens: 'Closes at must be later than Opens at',
  leadMinutes: `Enter whole minutes from 0 to ${kitchenLimits.leadMinutesMax}`,
  timeZone: 'Choose a time zone from the list',
} as const;
