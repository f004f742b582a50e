import { msg } from '@lingui/core/macro';
import type { RatingSummary } from '@shared';
import { localeOf, type Language } from '@shared/languages';
import { i18n, pageLanguage } from './i18n';

const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * A number as the page's language writes it: `bn-BD` in Bangla digits, grouped unless told not
 * to (a year). English is written out as the pages always wrote it (no grouping), never with
 * Intl: a page's first Intl formatter costs about 100 ms of a slow phone's main thread
 * (decision 110), and the cards of the first load show numbers.
 */
export function numberText(
  value: number,
  language: Language = pageLanguage(),
  options: { decimals?: number; grouping?: boolean } = {},
): string {
  const { decimals, grouping = true } = options;
  if (language === 'en') return decimals === undefined ? String(value) : value.toFixed(decimals);
  const key = `${language} ${decimals} ${grouping}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(localeOf[language], {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      useGrouping: grouping,
    });
    numberFormats.set(key, format);
  }
  return format.format(value);
}

/** "★ 4.5 (12)", or "New" for a food nobody has rated yet; in the page's language's digits. */
export function ratingLabel(summary: RatingSummary, language: Language = pageLanguage()): string {
  if (summary.ratingCount < 1) return i18n._(msg`New`);
  if (language === 'en') return `★ ${summary.ratingAvg.toFixed(1)} (${summary.ratingCount})`;
  const average = numberText(summary.ratingAvg, language, { decimals: 1 });
  return `★ ${average} (${numberText(summary.ratingCount, language)})`;
}
