// My sales: the completed orders of a cook's foods over the last 30 days, as per-day and
// per-dish totals and as sales.csv (decision 130). Pure code: the web page, the functions and
// the tests share it. Money is summed per currency, never across: an order is in the currency
// its kitchen had when it was placed (Order.currency), and a cook may change it.
import { readFields, type DocumentData, type FieldKind } from './documents.js';
import { currencies, currencyOf, type Currency } from './money.js';

/** How many days My sales covers, today included. */
export const salesWindowDays = 30;

export const salesCsvName = 'sales.csv';
const salesCsvHeader = [
  'date',
  'dish',
  'buyer',
  'quantity',
  'unitPrice',
  'total',
  'currency',
] as const;

/** One completed order as a sale. */
export interface Sale {
  orderId: string;
  foodId: string;
  dish: string;
  buyer: string;
  quantity: number;
  unitPrice: number;
  /** The order's (currencyOf: an order from before currencies is USD). */
  currency: Currency;
  /** When the cook completed it (the sale's moment). */
  completedAt: Date;
}

/**
 * The kitchen's calendar day of an instant, `YYYY-MM-DD`. Days are in the kitchen's time zone
 * (an IANA name, kitchens/{uid}.timeZone, read with kitchenOf: UTC for a cook without a
 * kitchen). An unknown zone falls back to UTC rather than failing the page.
 */
export function salesDay(at: Date, timeZone = 'UTC'): string {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).formatToParts(at);
  } catch {
    return at.toISOString().slice(0, 10);
  }
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The days of the window ending `now`, oldest first: `salesWindowDays` entries. */
export function salesWindow(now: Date, timeZone = 'UTC'): string[] {
  const days = new Set<string>();
  // Stepping by hours, not days: a day in a zone with daylight saving can be 23 or 25 hours.
  for (let hours = 0; days.size < salesWindowDays + 1; hours += 6) {
    days.add(salesDay(new Date(now.getTime() - hours * 3_600_000), timeZone));
  }
  return [...days].slice(0, salesWindowDays).reverse();
}

/** Money in whole cents, so sums of many prices stay exact. */
const toCents = (amount: number) => Math.round(amount * 100);
const fromCents = (cents: number) => cents / 100;

/** An order's total in cents: the unit price (cents) times the units. */
export const saleCents = (sale: Pick<Sale, 'unitPrice' | 'quantity'>) =>
  toCents(sale.unitPrice) * sale.quantity;

/** Orders, units and revenue (whole cents) of some sales in one currency. */
export interface SalesSums {
  orders: number;
  units: number;
  revenueCents: number;
}

/** Sums kept apart per currency: zeros for a currency not sold. */
export type SumsPerCurrency = Record<Currency, SalesSums>;

const noSums = (): SalesSums => ({ orders: 0, units: 0, revenueCents: 0 });
const noSumsPerCurrency = () =>
  Object.fromEntries(currencies.map((currency) => [currency, noSums()])) as SumsPerCurrency;
function add(into: SalesSums, more: SalesSums) {
  into.orders += more.orders;
  into.units += more.units;
  into.revenueCents += more.revenueCents;
}

export interface DayTotal {
  day: string;
  /** The day's orders and units, whatever their currency. */
  orders: number;
  units: number;
  /** The same per currency, with the revenue. */
  byCurrency: SumsPerCurrency;
}

export interface DishTotal extends SalesSums {
  foodId: string;
  dish: string;
  /** Its revenue's. A food whose kitchen changed currency in the window has a total in each. */
  currency: Currency;
}

export interface SalesSummary {
  /** Every day of the window, oldest first, zeros included (the chart's bars). */
  days: DayTotal[];
  /** In the order of `currencies`, then highest revenue first; ties by name. */
  dishes: DishTotal[];
  /** Orders and units of all currencies; revenue only per currency. */
  totals: { orders: number; units: number; byCurrency: SumsPerCurrency };
}

/** A dish's sums of one day in one currency, as stored (absent `currency`: USD). */
export interface DayDish extends SalesSums {
  dish: string;
  currency: Currency;
}

/**
 * A day's stored totals (salesDays/{cookUid}_{day}, kept by functions) or the same worked out
 * from orders: what the summary is built from. `dishes` is keyed by `dayDishKey`.
 */
export interface DayRecord {
  day: string;
  dishes: Record<string, DayDish>;
}

/**
 * A dish's key in a day's `dishes`: the food id for dollars, as before currencies, so the days
 * stored then read unchanged as USD; `${foodId}_${currency}` for the others. The currency is in
 * the key because a food changes currency with its kitchen and the increments of each must land
 * apart; the entry's own `currency` field is what readers go by.
 */
export const dayDishKey = (foodId: string, currency: Currency) =>
  currency === 'USD' ? foodId : `${foodId}_${currency}`;

const dayDishShape = {
  dish: 'text',
  orders: 'number',
  units: 'number',
  revenueCents: 'number',
  // currency is read apart (currencyOf): a dish counted before currencies is US dollars.
} as const satisfies { readonly [K in keyof Omit<DayDish, 'currency'>]: FieldKind };

/** A day's stored sales totals (salesDays/{cookUid}_{day}): the day, and each dish's totals. */
export function dayRecordFromDocument(data: DocumentData): DayRecord {
  const { dishes } = data as { dishes?: unknown };
  const stored = typeof dishes === 'object' && dishes !== null ? dishes : {};
  return {
    ...readFields<{ day: string }>({ day: 'text' }, data),
    dishes: Object.fromEntries(
      Object.entries(stored).map(([key, value]) => {
        const entry = (typeof value === 'object' && value ? value : {}) as { currency?: unknown };
        const dish: DayDish = {
          ...readFields<Omit<DayDish, 'currency'>>(dayDishShape, entry),
          currency: currencyOf(entry.currency),
        };
        return [key, dish];
      }),
    ),
  };
}

/** The food id of a `dishes` key (dayDishKey's inverse). */
function foodIdOfDayDish(key: string, currency: Currency): string {
  const suffix = `_${currency}`;
  return currency !== 'USD' && key.endsWith(suffix) ? key.slice(0, -suffix.length) : key;
}

/** Per-day records into the page's summary over `window` (days outside it are ignored). */
export function summarizeSales(
  records: readonly DayRecord[],
  window: readonly string[],
): SalesSummary {
  const byDay = new Map(
    window.map((day) => [day, { day, orders: 0, units: 0, byCurrency: noSumsPerCurrency() }]),
  );
  const byDish = new Map<string, DishTotal>();
  for (const record of records) {
    const day = byDay.get(record.day);
    if (!day) continue;
    for (const [key, dish] of Object.entries(record.dishes)) {
      day.orders += dish.orders;
      day.units += dish.units;
      add(day.byCurrency[dish.currency], dish);
      const total = byDish.get(key) ?? {
        foodId: foodIdOfDayDish(key, dish.currency),
        dish: dish.dish,
        currency: dish.currency,
        ...noSums(),
      };
      add(total, dish);
      byDish.set(key, total);
    }
  }
  const days = [...byDay.values()];
  const rank = (currency: Currency) => currencies.indexOf(currency);
  const dishes = [...byDish.values()].sort(
    (a, b) =>
      rank(a.currency) - rank(b.currency) ||
      b.revenueCents - a.revenueCents ||
      a.dish.localeCompare(b.dish),
  );
  const totals = { orders: 0, units: 0, byCurrency: noSumsPerCurrency() };
  for (const day of days) {
    totals.orders += day.orders;
    totals.units += day.units;
    for (const currency of currencies) add(totals.byCurrency[currency], day.byCurrency[currency]);
  }
  return { days, dishes, totals };
}

/** The currencies with revenue, in the order of `currencies` (the page writes one amount each). */
export const currenciesWithRevenue = (byCurrency: SumsPerCurrency): Currency[] =>
  currencies.filter((currency) => byCurrency[currency].revenueCents > 0);

/**
 * The currency My sales draws its bars in: the one with the most revenue in the window (most
 * cooks have one), USD without any. Amounts of different currencies are compared as numbers:
 * there are no exchange rates here. Ties go to the first in `currencies`.
 */
export function chartCurrency(byCurrency: SumsPerCurrency): Currency {
  return currencies.reduce((best, currency) =>
    byCurrency[currency].revenueCents > byCurrency[best].revenueCents ? currency : best,
  );
}

/** Sales grouped into per-day records, as the functions keep them (and as tests check them). */
export function dayRecordsOf(sales: readonly Sale[], timeZone = 'UTC'): DayRecord[] {
  const records = new Map<string, DayRecord>();
  for (const sale of sales) {
    const day = salesDay(sale.completedAt, timeZone);
    const record = records.get(day) ?? { day, dishes: {} };
    const dish = (record.dishes[dayDishKey(sale.foodId, sale.currency)] ??= {
      dish: sale.dish,
      currency: sale.currency,
      ...noSums(),
    });
    add(dish, { orders: 1, units: sale.quantity, revenueCents: saleCents(sale) });
    records.set(day, record);
  }
  return [...records.values()];
}

// ---------------------------------------------------------------- sales.csv

/** A number as a spreadsheet reads it: plain digits, a dot, no grouping, no exponent. */
export function plainNumber(value: number): string {
  if (!Number.isFinite(value)) return '0';
  const cents = Math.round(value * 100);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100).toString();
  const fraction = (abs % 100).toString().padStart(2, '0');
  return fraction === '00' ? `${sign}${whole}` : `${sign}${whole}.${fraction.replace(/0$/, '')}`;
}

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, a quote or a line break, quotes
 * doubled. Text starting with `=`, `+`, `-` or `@` (or a tab or carriage return) would run as a
 * formula in a spreadsheet: it gets a leading apostrophe, as OWASP advises.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One row of sales.csv for a completed order. */
export function salesCsvRow(sale: Sale, timeZone = 'UTC'): string {
  return [
    salesDay(sale.completedAt, timeZone),
    csvCell(sale.dish),
    csvCell(sale.buyer),
    String(sale.quantity),
    plainNumber(sale.unitPrice),
    plainNumber(fromCents(saleCents(sale))),
    sale.currency,
  ].join(',');
}

/** The header line; rows follow, CRLF-terminated as RFC 4180 says. */
export const salesCsvHeaderLine = salesCsvHeader.join(',');
export const csvLineEnd = '\r\n';

/** sales.csv for sales already in order (newest first): header, then one row per order. */
export function salesCsv(sales: readonly Sale[], timeZone = 'UTC'): string {
  return [salesCsvHeaderLine, ...sales.map((sale) => salesCsvRow(sale, timeZone))]
    .map((line) => line + csvLineEnd)
    .join('');
}

/** Newest first, ties by order id so the file is the same on every download. */
export function newestFirst(a: Sale, b: Sale): number {
  return b.completedAt.getTime() - a.completedAt.getTime() || a.orderId.localeCompare(b.orderId);
}
