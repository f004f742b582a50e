// Money (contract, "Languages and money"): each kitchen's currency, which its foods carry and its
// orders copy when placed. Pure code, for web, functions and tests alike.
import { localeOf, type Language } from './languages.js';

/** The currencies a kitchen may sell in; anything else (or none) is US dollars. */
export const currencies = ['USD', 'BDT', 'INR'] as const;
export type Currency = (typeof currencies)[number];

/** The `Currency` select's options on /myKitchen. */
export const currencyNames: Readonly<Record<Currency, string>> = {
  USD: 'US dollars ($)',
  BDT: 'Bangladeshi taka (৳)',
  INR: 'Indian rupees (₹)',
};

/** A stored `currency` (a kitchen's, a food's or an order's) as it reads: USD unless known. */
export function currencyOf(value: unknown): Currency {
  return currencies.find((known) => known === value) ?? 'USD';
}

/** What `currencyDisplay: 'narrowSymbol'` writes before an en-US amount. */
const symbols: Readonly<Record<Currency, string>> = { USD: '$', BDT: '৳', INR: '₹' };

const formats = new Map<string, Intl.NumberFormat>();

/** Intl's money format of a language's locale (`bn-BD`: `২৫০.০০৳`), made once. */
function moneyFormat(language: Language, currency: Currency): Intl.NumberFormat {
  const key = `${language} ${currency}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(localeOf[language], {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
    });
    formats.set(key, format);
  }
  return format;
}

/**
 * An amount as the pages, mails and receipts show it in `language`: in English `$12.50`,
 * `৳1,250.00`, `₹180.00`, `-$3.10` (en-US, `currencyDisplay: 'narrowSymbol'`); in Bangla
 * `২৫০.০০৳`, in Hindi `₹180.00`, with Intl. English is written out rather than with
 * Intl.NumberFormat: a page's first Intl formatter costs about 100 ms of a slow phone's main
 * thread (ICU starting up), more than drawing the whole list of cards (decision 110). The tests
 * hold it to Intl's output.
 */
export function moneyText(
  amount: number,
  currency: Currency = 'USD',
  language: Language = 'en',
): string {
  if (language !== 'en') return moneyFormat(language, currency).format(amount);
  const cents = Math.round(Math.abs(amount) * 100);
  const whole = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  const sign = amount < 0 && cents > 0 ? '-' : '';
  return `${sign}${symbols[currency]}${whole}.${String(cents % 100).padStart(2, '0')}`;
}
