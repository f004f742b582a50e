// My sales: the completed orders of a cook's foods over the last 30 days, as per-day and
// per-dish totals and as sales.csv (decision 130). Pure code: the web page, the functions and
// the tests share it.

/** How many days My sales covers, today included. */
export const salesWindowDays = 30;

export const salesCsvName = 'sales.csv';
const salesCsvHeader = ['date', 'dish', 'buyer', 'quantity', 'unitPrice', 'total'] as const;

/** One completed order as a sale. */
export interface Sale {
  orderId: string;
  foodId: string;
  dish: string;
  buyer: string;
  quantity: number;
  unitPrice: number;
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

export interface DayTotal {
  day: string;
  orders: number;
  units: number;
  revenueCents: number;
}

export interface DishTotal {
  foodId: string;
  dish: string;
  orders: number;
  units: number;
  revenueCents: number;
}

export interface SalesSummary {
  /** Every day of the window, oldest first, zeros included (the chart's bars). */
  days: DayTotal[];
  /** Highest revenue first; ties by name. */
  dishes: DishTotal[];
  totals: { orders: number; units: number; revenueCents: number };
}

/**
 * A day's stored totals (salesDays/{cookUid}_{day}, kept by functions) or the same worked out
 * from orders: what the summary is built from.
 */
export interface DayRecord {
  day: string;
  dishes: Record<string, { dish: string; orders: number; units: number; revenueCents: number }>;
}

/** Per-day records into the page's summary over `window` (days outside it are ignored). */
export function summarizeSales(
  records: readonly DayRecord[],
  window: readonly string[],
): SalesSummary {
  const byDay = new Map(window.map((day) => [day, { day, orders: 0, units: 0, revenueCents: 0 }]));
  const byDish = new Map<string, DishTotal>();
  for (const record of records) {
    const day = byDay.get(record.day);
    if (!day) continue;
    for (const [foodId, dish] of Object.entries(record.dishes)) {
      day.orders += dish.orders;
      day.units += dish.units;
      day.revenueCents += dish.revenueCents;
      const total = byDish.get(foodId) ?? {
        foodId,
        dish: dish.dish,
        orders: 0,
        units: 0,
        revenueCents: 0,
      };
      total.orders += dish.orders;
      total.units += dish.units;
      total.revenueCents += dish.revenueCents;
      byDish.set(foodId, total);
    }
  }
  const days = [...byDay.values()];
  const dishes = [...byDish.values()].sort(
    (a, b) => b.revenueCents - a.revenueCents || a.dish.localeCompare(b.dish),
  );
  const totals = days.reduce(
    (sum, day) => ({
      orders: sum.orders + day.orders,
      units: sum.units + day.units,
      revenueCents: sum.revenueCents + day.revenueCents,
    }),
    { orders: 0, units: 0, revenueCents: 0 },
  );
  return { days, dishes, totals };
}

/** Sales grouped into per-day records, as the functions keep them (and as tests check them). */
export function dayRecordsOf(sales: readonly Sale[], timeZone = 'UTC'): DayRecord[] {
  const records = new Map<string, DayRecord>();
  for (const sale of sales) {
    const day = salesDay(sale.completedAt, timeZone);
    const record = records.get(day) ?? { day, dishes: {} };
    const dish = (record.dishes[sale.foodId] ??= {
      dish: sale.dish,
      orders: 0,
      units: 0,
      revenueCents: 0,
    });
    dish.orders += 1;
    dish.units += sale.quantity;
    dish.revenueCents += saleCents(sale);
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
