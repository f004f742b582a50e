import { msg, plural } from '@lingui/core/macro';
import type { Language } from '@shared/languages';
import { i18n, pageLanguage } from '@/lib/i18n';

// English is written out as it always was; Bangla and Hindi are Lingui's plurals, whose `#` is
// the count in the page's locale. A plural in English would start Intl's PluralRules and
// NumberFormat on the first load of / (decision 110).
const inEnglish = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;
const english = () => pageLanguage() === 'en';

/** A top selling food's badge: '12 orders'. */
export const formatOrders = (count: number, language: Language = pageLanguage()) =>
  language === 'en'
    ? inEnglish(count, 'order')
    : plural(count, { one: '# order', other: '# orders' });

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

type Unit = 'minute' | 'hour' | 'day' | 'month' | 'year';

function duration(count: number, unit: Unit): string {
  if (english()) return inEnglish(count, unit);
  switch (unit) {
    case 'minute':
      return plural(count, { one: '# minute', other: '# minutes' });
    case 'hour':
      return plural(count, { one: '# hour', other: '# hours' });
    case 'day':
      return plural(count, { one: '# day', other: '# days' });
    case 'month':
      return plural(count, { one: '# month', other: '# months' });
    case 'year':
      return plural(count, { one: '# year', other: '# years' });
  }
}

/** How long a food has been listed, for My added food's Duration column: '3 days'. */
export function listedFor(createdAt: string | null, now: Date = new Date()): string {
  if (!createdAt) return i18n._(msg`Just now`);
  const elapsed = Math.max(0, now.getTime() - new Date(createdAt).getTime());
  if (elapsed < minute) return i18n._(msg`Just now`);
  if (elapsed < hour) return duration(Math.floor(elapsed / minute), 'minute');
  if (elapsed < day) return duration(Math.floor(elapsed / hour), 'hour');
  if (elapsed < 30 * day) return duration(Math.floor(elapsed / day), 'day');
  if (elapsed < 365 * day) return duration(Math.floor(elapsed / (30 * day)), 'month');
  return duration(Math.floor(elapsed / (365 * day)), 'year');
}
