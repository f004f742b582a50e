// How the pages say a pickup: the kitchen's area and hours, a pickup time on the kitchen's clock
// (with its zone's short name when the reader's clock says otherwise), and the day headings of
// the purchase form's select. Pure, over Intl, like pickup-times.ts.
import { kitchenMessages, localTime } from '@shared';

/** "Pickup in Dhanmondi, 10:00–22:00"; without an area, "Pickup 10:00–22:00". */
export function pickupSummary(kitchen: {
  pickupArea: string | null;
  openFrom: string;
  openTo: string;
}): string {
  const hours = `${kitchen.openFrom}–${kitchen.openTo}`;
  return kitchen.pickupArea ? `Pickup in ${kitchen.pickupArea}, ${hours}` : `Pickup ${hours}`;
}

const zoneNames = new Map<string, Intl.DateTimeFormat>();

/** The zone's short name at that instant, as en-GB writes it: `BST`, `GMT`, `GMT+6`, `UTC`. */
export function shortZoneName(instant: number, timeZone: string): string {
  let format = zoneNames.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone, timeZoneName: 'short' });
    zoneNames.set(timeZone, format);
  }
  return format.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? '';
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** `Mon 23 Nov` for the instant's date on the zone's clock. */
function dayName(instant: number, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      weekday: 'short',
      day: 'numeric',
      month: 'short',
    });
    dayFormats.set(timeZone, format);
  }
  return format.format(instant);
}

/**
 * A day heading of the pickup select: `Today`, `Tomorrow`, or `Wed 25 Nov`, for the local date
 * of `instant` in the kitchen's zone, seen from `now` in the same zone.
 */
export function pickupDayHeading(instant: number, timeZone: string, now: number): string {
  const day = localTime(instant, timeZone).date;
  if (day === localTime(now, timeZone).date) return 'Today';
  if (day === localTime(now + 24 * 60 * 60_000, timeZone).date) return 'Tomorrow';
  return dayName(instant, timeZone);
}

/**
 * An order's pickup as the order pages show it: `Mon 23 Nov, 18:30` on the kitchen's clock,
 * followed by the zone's short name (`GMT+6`) when the reader's zone names that instant
 * otherwise. An order from before pickups: `Pickup not set`.
 */
export function pickupTimeText(
  pickupAt: string | null | undefined,
  kitchenZone: string,
  readerZone: string,
): string {
  const instant = pickupAt ? Date.parse(pickupAt) : Number.NaN;
  if (!Number.isFinite(instant)) return kitchenMessages.pickupNotSet;
  const text = `${dayName(instant, kitchenZone)}, ${localTime(instant, kitchenZone).time}`;
  const zone = shortZoneName(instant, kitchenZone);
  return zone === shortZoneName(instant, readerZone) ? text : `${text} ${zone}`;
}
