// Money (contract, "Languages and money"): each kitchen's currency, which its foods carry and its
// orders copy when placed. Pure code, for web, functions and tests alike.

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

/**
 * An amount as the pages, mails and receipts show it: `$12.50`, `৳1,250.00`, `₹180.00`,
 * `-$3.10` (en-US, `currencyDisplay: 'narrowSymbol'`). Written out rather than with
 * Intl.NumberFormat: a page's first Intl formatter costs about 100 ms of a slow phone's main
 * thread (ICU starting up), more than drawing the whole list of cards (decision 110). The tests
 * hold it to Intl's output.
 */
export function moneyText(amount: number, currency: Currency = 'USD'): string {
  const cents = Math.round(Math.abs(amount) * 100);
  const whole = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  const sign = amount < 0 && cents > 0 ? '-' : '';
  return `${sign}${symbols[currency]}${whole}.${String(cents % 100).padStart(2, '0')}`;
}
