import { msg, select } from '@lingui/core/macro';
import type { Language } from '@shared/languages';
import { numberText, pluralForm } from '@/lib/format';
import { i18n, pageLanguage } from '@/lib/i18n';

/** A top selling food's badge: '12 orders'. */
export function formatOrders(count: number, language: Language = pageLanguage()): string {
  const shown = numberText(count, language);
  const form = pluralForm(count, language);
  return select(form, { one: `${shown} order`, other: `${shown} orders` });
}

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

type Unit = 'minute' | 'hour' | 'day' | 'month' | 'year';

function duration(count: number, unit: Unit): string {
  const shown = numberText(count);
  const form = pluralForm(count);
  switch (unit) {
    case 'minute':
      return select(form, { one: `${shown} minute`, other: `${shown} minutes` });
    case 'hour':
      return select(form, { one: `${shown} hour`, other: `${shown} hours` });
    case 'day':
      return select(form, { one: `${shown} day`, other: `${shown} days` });
    case 'month':
      return select(form, { one: `${shown} month`, other: `${shown} months` });
    case 'year':
      return select(form, { one: `${shown} year`, other: `${shown} years` });
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
