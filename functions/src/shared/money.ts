// Money (contract, "Languages and money"): each kitchen's currency, which its foods carry and its
// orders copy when placed. Pure code, for web, functions and tests alike.
import type { Language } from './languages.js';
import { writtenNumber } from './numerals.js';

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

/** What `currencyDisplay: 'narrowSymbol'` writes for each currency, in every locale of ours. */
const symbols: Readonly<Record<Currency, string>> = { USD: '$', BDT: '৳', INR: '₹' };

/** Whether the locale writes the symbol after the amount: bn-BD does, en-US and hi-IN before. */
const symbolAfter: Readonly<Record<Language, boolean>> = { en: false, bn: true, hi: false };

/**
 * An amount as the pages, mails and receipts show it in `language`, as Intl writes it
 * (`currencyDisplay: 'narrowSymbol'`): in English `$12.50`, `৳1,250.00`, `-$3.10`; in Bangla
 * `২৫০.০০৳`, `১,২৫,০০০.০০৳`; in Hindi `₹1,80,000.00`. Written out, not with Intl (see
 * `writtenNumber`).
 */
export function moneyText(
  amount: number,
  currency: Currency = 'USD',
  language: Language = 'en',
): string {
  const written = writtenNumber(amount, language, { decimals: 2 });
  const sign = written.startsWith('-') ? '-' : '';
  const number = written.slice(sign.length);
  return symbolAfter[language]
    ? `${sign}${number}${symbols[currency]}`
    : `${sign}${symbols[currency]}${number}`;
}
