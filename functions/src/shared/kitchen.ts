// A cook's kitchen (decision 120): the schemas of the public card at kitchens/{uid} and of the
// private street address at kitchens/{uid}/private/pickup (the /myKitchen form and
// firestore.rules check the same; the rules tests prove it), and the refusals' texts. How a
// stored card is read, and the defaults of a cook without one, are in kitchen-card.ts.
import { z } from './zod.js';
import { isKnownTimeZone, type PickupRefusal } from './pickup-times.js';
import { kitchenLimits, kitchenMessages } from './kitchen-messages.js';
import { text } from './schemas.js';
import { currencies } from './money.js';
import { clockTimePattern, closesAfterOpens, timeZonePattern } from './kitchen-card.js';

/** The contract's message for each refused pickup time. */
export const pickupRefusalMessages: Readonly<Record<PickupRefusal, string>> = {
  paused: kitchenMessages.kitchenPaused,
  lead: kitchenMessages.needsMoreTime,
  hours: kitchenMessages.pickupOutsideHours,
};

const clockTime = z
  .string({ error: kitchenMessages.timeFormat })
  .regex(clockTimePattern, kitchenMessages.timeFormat);

const leadMinutes = z
  .number({ error: kitchenMessages.leadMinutes })
  .int(kitchenMessages.leadMinutes)
  .min(0, kitchenMessages.leadMinutes)
  .max(kitchenLimits.leadMinutesMax, kitchenMessages.leadMinutes);

/** A whole number from 1 to `max`, or absent (the form's empty field). */
const optionalCount = (max: number, message: string) =>
  z.number({ error: message }).int(message).min(1, message).max(max, message).optional();

const timeZone = z
  .string({ error: kitchenMessages.timeZone })
  .max(kitchenLimits.timeZoneMax, kitchenMessages.timeZone)
  .regex(timeZonePattern, kitchenMessages.timeZone)
  .refine(isKnownTimeZone, kitchenMessages.timeZone);

/** The card's fields the cook chooses, each on its own (the rules tests probe them one by one). */
export const kitchenFieldsSchema = z
  .object({
    pickupArea: text(kitchenLimits.pickupAreaMax, kitchenMessages.pickupAreaRequired),
    openFrom: clockTime,
    openTo: clockTime,
    leadMinutes,
    timeZone,
    paused: z.boolean(),
    perSlot: optionalCount(kitchenLimits.perSlotMax, kitchenMessages.perSlot),
    answerMinutes: optionalCount(kitchenLimits.answerMinutesMax, kitchenMessages.answerMinutes),
    /** Absent: US dollars. */
    currency: z.enum(currencies, { error: kitchenMessages.currency }).optional(),
  })
  .strict();

/** kitchens/{uid} as the cook writes it (plus updatedAt, the server's time). */
export const kitchenSchema = kitchenFieldsSchema.refine(closesAfterOpens, {
  path: ['openTo'],
  message: kitchenMessages.closesAfterOpens,
});

/** kitchens/{uid}/private/pickup: the street address, for the cook's eyes until acceptance. */
export const kitchenAddressSchema = z
  .object({
    pickupAddress: text(kitchenLimits.pickupAddressMax, kitchenMessages.pickupAddressRequired),
  })
  .strict();

/** The /myKitchen form: the card and the address, saved together. */
export const kitchenFormSchema = kitchenFieldsSchema
  .extend(kitchenAddressSchema.shape)
  .refine(closesAfterOpens, { path: ['openTo'], message: kitchenMessages.closesAfterOpens });
export type KitchenFormInput = z.infer<typeof kitchenFormSchema>;
