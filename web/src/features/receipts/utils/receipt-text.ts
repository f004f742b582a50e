// When the cook completed a receipt's order: the time on the kitchen's clock with its zone's
// name, as the receipt mail says it (`Fri 27 Nov 2026, 18:30 (Asia/Dhaka)`), year included: a
// receipt is kept. In Bangla and Hindi, Intl's date in the page's locale (decision 210).
import { msg } from '@lingui/core/macro';
import { kitchenClockText, localeOf, type Language } from '@shared';
import { i18n, pageLanguage } from '@/lib/i18n';

const clocks = new Map<string, Intl.DateTimeFormat>();

/** The kitchen's clock in a language's locale; an unknown zone reads as UTC (as in English). */
function clockIn(
  language: Language,
  timeZone: string,
): { format: Intl.DateTimeFormat; zone: string } {
  for (const zone of [timeZone, 'UTC']) {
    const key = `${language} ${zone}`;
    let format = clocks.get(key);
    if (!format) {
      try {
        format = new Intl.DateTimeFormat(localeOf[language], {
          timeZone: zone,
          weekday: 'short',
          day: 'numeric',
          month: 'short',
          year: 'numeric',
          hour: '2-digit',
          minute: '2-digit',
          hourCycle: 'h23',
        });
      } catch {
        continue;
      }
      clocks.set(key, format);
    }
    return { format, zone };
  }
  throw new Error('UTC is always a time zone');
}

/** The completed time as a receipt shows it; an unknown zone reads as UTC. */
export function completedText(completedAt: string | null, timeZone: string): string {
  const instant = completedAt ? Date.parse(completedAt) : Number.NaN;
  if (!Number.isFinite(instant)) return i18n._(msg`Time not recorded`);
  const language = pageLanguage();
  if (language === 'en') return kitchenClockText(instant, timeZone);
  const { format, zone } = clockIn(language, timeZone);
  return `${format.format(instant)} (${zone})`;
}
