// How the pages say a pickup: the kitchen's area and hours, a pickup time on the kitchen's clock
// (with its zone's short name when the reader's clock says otherwise), and the day headings of
// the purchase form's select. Pure, over Intl, like pickup-times.ts; in the page's language
// (decision 210), English as it always read.
import { msg } from '@lingui/core/macro';
import { localTime, localeOf, type Language } from '@shared';
import { numberText } from './format';
import { i18n, pageLanguage } from './i18n';

/** `10:00` (a kitchen's hours, a slot's time) in the page's digits: `১০:০০` in Bangla. */
export function clockDigits(text: string, language: Language = pageLanguage()): string {
  if (language === 'en') return text;
  return text.replace(/\d/g, (digit) => numberText(Number(digit), language));
}

/** "Pickup in Dhanmondi, 10:00–22:00"; without an area, "Pickup 10:00–22:00". */
export function pickupSummary(kitchen: {
  pickupArea: string | null;
  openFrom: string;
  openTo: string;
}): string {
  const language = pageLanguage();
  const hours = clockDigits(`${kitchen.openFrom}–${kitchen.openTo}`, language);
  const area = kitchen.pickupArea;
  return area ? i18n._(msg`Pickup in ${area}, ${hours}`) : i18n._(msg`Pickup ${hours}`);
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

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * `Mon 23 Nov` for the instant's date on the zone's clock (`সোম ২৩ নভে` in Bangla); English as
 * en-GB writes it, as the pages always did. One formatter per language and zone.
 */
function dayName(instant: number, timeZone: string, language: Language): string {
  const key = `${language} ${timeZone}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : localeOf[language], {
      timeZone,
      weekday: 'short',
      day: 'numeric',
      month: 'short',
    });
    formats.set(key, format);
  }
  return format.format(instant);
}

/** `18:30` on the zone's clock, in the page's digits (what Intl writes in each language). */
export function clockText(instant: number, timeZone: string): string {
  return clockDigits(localTime(instant, timeZone).time);
}

/**
 * A day heading of the pickup select: `Today`, `Tomorrow`, or `Wed 25 Nov`, for the local date
 * of `instant` in the kitchen's zone, seen from `now` in the same zone.
 */
export function pickupDayHeading(instant: number, timeZone: string, now: number): string {
  const day = localTime(instant, timeZone).date;
  if (day === localTime(now, timeZone).date) return i18n._(msg`Today`);
  if (day === localTime(now + 24 * 60 * 60_000, timeZone).date) return i18n._(msg`Tomorrow`);
  return dayName(instant, timeZone, pageLanguage());
}

/**
 * An order's pickup as the order pages show it: `Mon 23 Nov, 18:30` on the kitchen's clock,
 * followed by the zone's short name (`GMT+6`) when the reader's zone names that instant
 * otherwise. Bangla and Hindi have no short names of their own (Intl writes `GMT` in them too):
 * there the kitchen's zone follows as the pickup select and the receipt name it,
 * `(Asia/Dhaka)`. An order from before pickups: `Not set` (under the column's label, Pickup).
 */
export function pickupTimeText(
  pickupAt: string | null | undefined,
  kitchenZone: string,
  readerZone: string,
): string {
  const instant = pickupAt ? Date.parse(pickupAt) : Number.NaN;
  if (!Number.isFinite(instant)) return i18n._(msg`Not set`);
  const language = pageLanguage();
  const text = `${dayName(instant, kitchenZone, language)}, ${clockText(instant, kitchenZone)}`;
  const zone = shortZoneName(instant, kitchenZone);
  if (zone === shortZoneName(instant, readerZone)) return text;
  return language === 'en' ? `${text} ${zone}` : `${text} (${kitchenZone})`;
}
