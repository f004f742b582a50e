// A kitchen card as it is read (decision 120): kitchens/{uid} field by field, or the contract's
// defaults. Apart from the schemas (kitchen.ts) and without zod, so that a dish's page reads the
// card without evaluating them. It checks each field by the rules the schemas spell, from the
// same patterns and limits; kitchen-card.test.ts holds the two to the same answers.
import { kitchenLimits } from './kitchen-messages.js';
import { isKnownTimeZone, minutesOfDay, type KitchenHours } from './pickup-times.js';
import { hiddenCharacters } from './text-rules.js';
import { currencyOf, type Currency } from './money.js';

/** `HH:mm`, 24-hour. */
export const clockTimePattern = /^([01]\d|2[0-3]):[0-5]\d$/;

// IANA names are letters, digits and `_ + -` in up to three `/`-separated parts
// (`America/Argentina/Buenos_Aires`, `Etc/GMT+6`, `UTC`). firestore.rules checks this shape;
// which names exist only the platform's time-zone data knows.
export const timeZonePattern = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/;

export const closesAfterOpens = (hours: { openFrom: string; openTo: string }) =>
  (minutesOfDay(hours.openFrom) ?? 0) < (minutesOfDay(hours.openTo) ?? 0);

/** A kitchen as the pickup rules and the pages use it; `pickupArea` null is "not set". */
export interface Kitchen extends KitchenHours {
  pickupArea: string | null;
  /** The most orders one 15-minute pickup slot takes (a meal counts once); null: no limit. */
  perSlot: number | null;
  /** Minutes the cook has to accept or decline a placed order before it expires. */
  answerMinutes: number;
  /** What its foods are priced in. */
  currency: Currency;
}

/** A cook with no kitchen document (the contract's defaults). */
export const defaultKitchen: Readonly<Kitchen> = {
  pickupArea: null,
  openFrom: '00:00',
  openTo: '23:59',
  leadMinutes: 30,
  timeZone: 'UTC',
  paused: false,
  perSlot: null,
  answerMinutes: kitchenLimits.answerMinutesDefault,
  currency: 'USD',
};

const isClockTime = (value: unknown): value is string =>
  typeof value === 'string' && clockTimePattern.test(value);

/** The pickup area as the form keeps it (trimmed, 1-80 characters, nothing hidden), or null. */
function pickupAreaOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const area = value.trim();
  const fits = area.length >= 1 && area.length <= kitchenLimits.pickupAreaMax;
  return fits && !hiddenCharacters.test(area) ? area : null;
}

const isLeadMinutes = (value: unknown): value is number =>
  Number.isInteger(value) && Number(value) >= 0 && Number(value) <= kitchenLimits.leadMinutesMax;

const isWholeUpTo = (value: unknown, max: number): value is number =>
  Number.isInteger(value) && Number(value) >= 1 && Number(value) <= max;

const isTimeZone = (value: unknown): value is string =>
  typeof value === 'string' &&
  value.length <= kitchenLimits.timeZoneMax &&
  timeZonePattern.test(value) &&
  isKnownTimeZone(value);

/**
 * A stored kitchen document read field by field: a missing document is the defaults, and a
 * field that does not pass its rule (written past the rules, or by an older release) falls
 * back to its default rather than refusing every order. A paused flag counts only when true.
 */
export function kitchenOf(data: Record<string, unknown> | undefined | null): Kitchen {
  if (!data) return { ...defaultKitchen };
  const { openFrom, openTo } = data;
  // The hours are a pair: unless both are sound and in order, both are the defaults.
  const hours =
    isClockTime(openFrom) && isClockTime(openTo) && closesAfterOpens({ openFrom, openTo })
      ? { openFrom, openTo }
      : { openFrom: defaultKitchen.openFrom, openTo: defaultKitchen.openTo };
  return {
    pickupArea: pickupAreaOf(data.pickupArea),
    ...hours,
    leadMinutes: isLeadMinutes(data.leadMinutes) ? data.leadMinutes : defaultKitchen.leadMinutes,
    timeZone: isTimeZone(data.timeZone) ? data.timeZone : defaultKitchen.timeZone,
    paused: data.paused === true,
    perSlot: isWholeUpTo(data.perSlot, kitchenLimits.perSlotMax) ? data.perSlot : null,
    answerMinutes: isWholeUpTo(data.answerMinutes, kitchenLimits.answerMinutesMax)
      ? data.answerMinutes
      : defaultKitchen.answerMinutes,
    currency: currencyOf(data.currency),
  };
}
