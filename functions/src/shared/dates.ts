import { localeOf, type Language } from './languages.js';

const pad = (n: number) => String(n).padStart(2, '0');

/** The spec's buying-date text, `YYYY/MM/DD HH:mm:ss`, in the given date's local time. */
export function formatBuyingDate(date: Date): string {
  return (
    `${date.getFullYear()}/${pad(date.getMonth() + 1)}/${pad(date.getDate())} ` +
    `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
  );
}

const clocks = new Map<string, Intl.DateTimeFormat>();

/** A kitchen's clock in a locale (English's parts are put in order by kitchenClockText). */
function clock(locale: string, timeZone: string): Intl.DateTimeFormat {
  const key = `${locale} ${timeZone}`;
  let format = clocks.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      timeZone,
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    clocks.set(key, format);
  }
  return format;
}

/**
 * `Fri 27 Nov 2026, 18:30 (Asia/Dhaka)`: an instant on a kitchen's clock, with its zone, as the
 * order mails and the receipt write it; in Bangla and Hindi as their locale writes it, with the
 * zone's id after. A zone the platform does not know reads as UTC.
 */
export function kitchenClockText(
  instant: number,
  timeZone: string,
  language: Language = 'en',
): string {
  const locale = language === 'en' ? 'en-GB' : localeOf[language];
  let zone = timeZone;
  let format: Intl.DateTimeFormat;
  try {
    format = clock(locale, zone);
  } catch {
    zone = 'UTC';
    format = clock(locale, zone);
  }
  if (language !== 'en') return `${format.format(instant)} (${zone})`;
  const part: Record<string, string> = {};
  for (const { type, value } of format.formatToParts(instant)) part[type] = value;
  return `${part.weekday} ${part.day} ${part.month} ${part.year}, ${part.hour}:${part.minute} (${zone})`;
}
