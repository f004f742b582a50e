// A cook's kitchen (decision 120): the public card at kitchens/{uid}, the private street address
// at kitchens/{uid}/private/pickup, their schemas (the /myKitchen form and firestore.rules check
// the same; the rules tests prove it), the contract's defaults for a cook without a kitchen, and
// the texts of the handover.
import { z } from './zod.js';
import {
  isKnownTimeZone,
  minutesOfDay,
  type KitchenHours,
  type PickupRefusal,
} from './pickup-times.js';
import { kitchenLimits, kitchenMessages } from './kitchen-messages.js';
import { text } from './schemas.js';

/** The contract's message for each refused pickup time. */
export const pickupRefusalMessages: Readonly<Record<PickupRefusal, string>> = {
  paused: kitchenMessages.kitchenPaused,
  lead: kitchenMessages.needsMoreTime,
  hours: kitchenMessages.pickupOutsideHours,
};

// IANA names are letters, digits and `_ + -` in up to three `/`-separated parts
// (`America/Argentina/Buenos_Aires`, `Etc/GMT+6`, `UTC`). firestore.rules checks this shape;
// which names exist only the platform's time-zone data knows (decision 120).
const timeZonePattern = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/;

const clockTime = z
  .string({ error: kitchenMessages.timeFormat })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, kitchenMessages.timeFormat);

const leadMinutes = z
  .number({ error: kitchenMessages.leadMinutes })
  .int(kitchenMessages.leadMinutes)
  .min(0, kitchenMessages.leadMinutes)
  .max(kitchenLimits.leadMinutesMax, kitchenMessages.leadMinutes);

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
  })
  .strict();

const closesAfterOpens = (hours: { openFrom: string; openTo: string }) =>
  (minutesOfDay(hours.openFrom) ?? 0) < (minutesOfDay(hours.openTo) ?? 0);

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

/** A kitchen as the pickup rules and the pages use it; `pickupArea` null is "not set". */
export interface Kitchen extends KitchenHours {
  pickupArea: string | null;
}

/** A cook with no kitchen document (the contract's defaults). */
export const defaultKitchen: Readonly<Kitchen> = {
  pickupArea: null,
  openFrom: '00:00',
  openTo: '23:59',
  leadMinutes: 30,
  timeZone: 'UTC',
  paused: false,
};

/**
 * A stored kitchen document read field by field: a missing document is the defaults, and a
 * field that does not pass its schema (written past the rules, or by an older release) falls
 * back to its default rather than refusing every order. A paused flag counts only when true.
 */
export function kitchenOf(data: Record<string, unknown> | undefined | null): Kitchen {
  if (!data) return { ...defaultKitchen };
  const shape = kitchenFieldsSchema.shape;
  const field = <T>(schema: z.ZodType<T>, value: unknown, fallback: T): T => {
    const parsed = schema.safeParse(value);
    return parsed.success ? parsed.data : fallback;
  };
  // The hours are a pair: unless both are sound and in order, both are the defaults.
  const hours = kitchenFieldsSchema
    .pick({ openFrom: true, openTo: true })
    .refine(closesAfterOpens)
    .safeParse({ openFrom: data.openFrom, openTo: data.openTo });
  return {
    pickupArea: field<string | null>(shape.pickupArea, data.pickupArea, null),
    openFrom: hours.success ? hours.data.openFrom : defaultKitchen.openFrom,
    openTo: hours.success ? hours.data.openTo : defaultKitchen.openTo,
    leadMinutes: field(shape.leadMinutes, data.leadMinutes, defaultKitchen.leadMinutes),
    timeZone: field(shape.timeZone, data.timeZone, defaultKitchen.timeZone),
    paused: data.paused === true,
  };
}
