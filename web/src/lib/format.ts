import { msg } from '@lingui/core/macro';
import type { RatingSummary } from '@shared';
import { localeOf, type Language } from '@shared/languages';
import { writtenNumber, type NumberStyle } from '@shared/numerals';
import { i18n, pageLanguage } from './i18n';

/**
 * A number as the page's language writes it: `bn-BD` in Bangla digits, grouped unless told not
 * to (a year). English is written as the pages always wrote it, without grouping.
 */
export function numberText(
  value: number,
  language: Language = pageLanguage(),
  { decimals, grouping = true }: NumberStyle = {},
): string {
  return writtenNumber(value, language, { decimals, grouping: grouping && language !== 'en' });
}

/** "★ 4.5 (12)", or "New" for a food nobody has rated yet; in the page's language's digits. */
export function ratingLabel(summary: RatingSummary, language: Language = pageLanguage()): string {
  if (summary.ratingCount < 1) return i18n._(msg`New`);
  const average = numberText(summary.ratingAvg, language, { decimals: 1 });
  return `★ ${average} (${numberText(summary.ratingCount, language)})`;
}

const pluralRules = new Map<Language, Intl.PluralRules>();

/**
 * Which plural form `count` takes in the page's language (`one`, `few`, `other`…), for Lingui's
 * `select`: `select(pluralForm(n), { one: …, other: … })`. Lingui's own `plural` builds an
 * Intl.NumberFormat for its `#` on every first call, whether the message has a `#` or not, and
 * that costs a slow phone about 100 ms (numerals.ts); Intl.PluralRules costs a few. The lint
 * keeps Lingui's `plural` out.
 */
export function pluralForm(count: number, language: Language = pageLanguage()): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(localeOf[language]);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}
