// When a buyer may collect food: the kitchen's hours in its own time zone, its lead time and a
// 7-day horizon. Pure functions over instants (milliseconds since the epoch) and `Intl`, so the
// purchase form, placeOrder and the facade compute the same times. Local times come from
// Intl.DateTimeFormat in the kitchen's zone: no offset tables, and daylight-saving changes come
// with the platform's time-zone data (decision 120).

/** What the pickup rules need of a kitchen (kitchen.ts reads it from a document). */
export interface KitchenHours {
  /** `HH:mm`, 24-hour; the first minute a pickup may be at. */
  openFrom: string;
  /** `HH:mm`, 24-hour, after openFrom the same day; the last minute a pickup may be at. */
  openTo: string;
  /** The least time between ordering and pickup. */
  leadMinutes: number;
  /** An IANA zone name the platform knows (`Asia/Dhaka`). */
  timeZone: string;
  paused: boolean;
}

const pickupStepMinutes = 15;
const pickupHorizonDays = 7;

const minuteMs = 60_000;
const stepMs = pickupStepMinutes * minuteMs;
const dayMs = 24 * 60 * minuteMs;
const horizonMs = pickupHorizonDays * dayMs;

/** Why a pickup time is refused; each has the contract's message (kitchen.ts). */
export type PickupRefusal = 'paused' | 'lead' | 'hours';

/** `HH:mm` (24-hour) as minutes after midnight, or null. */
export function minutesOfDay(hhmm: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(hhmm);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone: building one costs far more than using it. */
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

let listedZones: ReadonlySet<string> | undefined;

/** The zones Intl lists, with UTC (the contract's default, absent from some lists). */
export function listedTimeZones(): ReadonlySet<string> {
  listedZones ??= new Set([...Intl.supportedValuesOf('timeZone'), 'UTC']);
  return listedZones;
}

/**
 * Whether the platform knows the zone. The listed zones are known without building a
 * formatter: a page's first Intl.DateTimeFormat costs a slow phone some 60 ms, and a dish's
 * page checks its kitchen's zone but formats no time in it. Any other name (an alias such as
 * Etc/GMT+6) is tried on a formatter, which throws a RangeError for a name Intl does not know.
 */
export function isKnownTimeZone(timeZone: string): boolean {
  if (listedTimeZones().has(timeZone)) return true;
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** A wall-clock reading in some zone. */
interface LocalTime {
  /** `YYYY-MM-DD`: the local date. */
  date: string;
  /** `HH:mm`: the local time, 24-hour. */
  time: string;
  /** Milliseconds after local midnight (seconds included). */
  msOfDay: number;
  /** Local time minus UTC at that instant, in milliseconds. */
  offsetMs: number;
}

/** The wall clock of `timeZone` at `instant`. */
export function localTime(instant: number, timeZone: string): LocalTime {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) parts[part.type] = part.value;
  const [year, month, day] = [Number(parts.year), Number(parts.month), Number(parts.day)];
  const [hour, minute, second] = [Number(parts.hour), Number(parts.minute), Number(parts.second)];
  const ms = ((instant % 1000) + 1000) % 1000;
  const wallAsUtc = Date.UTC(year, month - 1, day, hour, minute, second, ms);
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
    msOfDay: wallAsUtc - Date.UTC(year, month - 1, day),
    offsetMs: wallAsUtc - instant,
  };
}

/** The wall clock at `instant` for a zone `offsetMs` ahead of UTC then: arithmetic, no Intl. */
function shiftedTime(instant: number, offsetMs: number): LocalTime {
  const wall = new Date(instant + offsetMs).toISOString(); // YYYY-MM-DDTHH:mm:ss.sssZ
  return {
    date: wall.slice(0, 10),
    time: wall.slice(11, 16),
    msOfDay: (((instant + offsetMs) % dayMs) + dayMs) % dayMs,
    offsetMs,
  };
}

/** Whether the instant's local time in the kitchen's zone is within its hours (both ends in). */
function withinHours(instant: number, kitchen: KitchenHours): boolean {
  const from = minutesOfDay(kitchen.openFrom);
  const to = minutesOfDay(kitchen.openTo);
  if (from === null || to === null || !isKnownTimeZone(kitchen.timeZone)) return false;
  const { msOfDay } = localTime(instant, kitchen.timeZone);
  return msOfDay >= from * minuteMs && msOfDay <= to * minuteMs;
}

/**
 * Why the kitchen refuses a pickup at `pickupAt` when asked at `now`, or null when it takes it.
 * In the past, beyond 7 days or outside the hours is `hours`; within the lead time is `lead`.
 */
export function pickupRefusal(
  pickupAt: number,
  kitchen: KitchenHours,
  now: number,
): PickupRefusal | null {
  if (kitchen.paused) return 'paused';
  if (!Number.isFinite(pickupAt) || pickupAt < now || pickupAt > now + horizonMs) return 'hours';
  if (!withinHours(pickupAt, kitchen)) return 'hours';
  if (pickupAt < now + kitchen.leadMinutes * minuteMs) return 'lead';
  return null;
}

/** A pickup time the form offers: the instant and how it reads in the kitchen's zone. */
export interface PickupSlot {
  at: number;
  /** The local date, `YYYY-MM-DD`: the form groups the slots by it. */
  date: string;
  /** The local time, `HH:mm`. */
  time: string;
}

/**
 * The pickup times the kitchen takes, asked at `now`, earliest first: the local quarter hours
 * (…:00, :15, :30, :45 on the kitchen's clock) from `leadMinutes` after now to 7 days after now,
 * within the hours. A paused kitchen takes none. Around a daylight-saving change the local
 * clock skips or repeats an hour; stepping through instants follows it (a repeated 01:15 is two
 * slots, a skipped one none).
 */
function* pickupSlotsFrom(kitchen: KitchenHours, now: number): Generator<PickupSlot> {
  const from = minutesOfDay(kitchen.openFrom);
  const to = minutesOfDay(kitchen.openTo);
  if (kitchen.paused || from === null || to === null || !isKnownTimeZone(kitchen.timeZone)) return;
  const earliest = now + Math.max(0, kitchen.leadMinutes) * minuteMs;
  const latest = now + horizonMs;
  // The first local quarter hour at or after `earliest`. Zone offsets are whole quarter hours
  // today; aligning on the local clock keeps that an observation rather than an assumption.
  const { offsetMs } = localTime(earliest, kitchen.timeZone);
  let at = Math.ceil((earliest + offsetMs) / stepMs) * stepMs - offsetMs;
  if (at < earliest) at += stepMs;
  // Intl reads the zone's offset twice a day of slots, not for each of the 672 (formatToParts
  // is most of a purchase form's first draw on a phone): a zone changes its offset a few times
  // a year at most, never there and back within a day. A day whose two ends differ holds a
  // change, and its slots each ask Intl.
  // A day starts where the one before ended (both are whole steps apart), with its offset.
  let dayEnds = Number.NEGATIVE_INFINITY;
  let dayStartOffset = localTime(at, kitchen.timeZone).offsetMs;
  let steadyOffset: number | null = null;
  for (; at <= latest; at += stepMs) {
    if (at >= dayEnds) {
      dayEnds = at + dayMs;
      const endOffset = localTime(dayEnds, kitchen.timeZone).offsetMs;
      steadyOffset = endOffset === dayStartOffset ? endOffset : null;
      dayStartOffset = endOffset;
    }
    const local =
      steadyOffset === null ? localTime(at, kitchen.timeZone) : shiftedTime(at, steadyOffset);
    if (local.msOfDay >= from * minuteMs && local.msOfDay <= to * minuteMs)
      yield { at, date: local.date, time: local.time };
  }
}

/** Every pickup time the kitchen takes in the next 7 days, asked at `now` (pickupSlotsFrom). */
export const pickupSlots = (kitchen: KitchenHours, now: number): PickupSlot[] => [
  ...pickupSlotsFrom(kitchen, now),
];

/** The earliest pickup time the kitchen takes, asked at `now`: null when it takes none. */
export function earliestPickup(kitchen: KitchenHours, now: number): number | null {
  for (const slot of pickupSlotsFrom(kitchen, now)) return slot.at;
  return null;
}

// An ISO 8601 instant: a date, a time to the minute (seconds and a fraction optional), and `Z`
// or an offset. Without a zone the instant would depend on the reader's clock, so it is refused.
const isoInstant =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-](\d{2}):(\d{2}))$/;

/**
 * The instant an ISO 8601 text names, or null for anything else: no zone, a day that does not
 * exist (Date.parse reads 2026-02-30 as March 2nd), text such as "tomorrow".
 */
export function parseIsoInstant(text: string): number | null {
  const match = isoInstant.exec(text);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1, 6).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const second = Number(match[6] ?? 0);
  const ms = Number((match[7] ?? '0').slice(0, 3).padEnd(3, '0'));
  const local = Date.UTC(year, month - 1, day, hour, minute, second, ms);
  const check = new Date(local);
  if (
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== day ||
    hour > 23 ||
    minute > 59 ||
    second > 59
  )
    return null;
  if (match[8] === 'Z') return local;
  const offsetHours = Number(match[9]);
  const offsetMinutes = Number(match[10]);
  if (offsetHours > 23 || offsetMinutes > 59) return null;
  const sign = match[8]?.startsWith('-') ? -1 : 1;
  return local - sign * (offsetHours * 60 + offsetMinutes) * minuteMs;
}
