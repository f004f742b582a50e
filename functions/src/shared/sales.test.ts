import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import {
  chartCurrency,
  csvCell,
  dayRecordFromDocument,
  currenciesWithRevenue,
  dayRecordsOf,
  newestFirst,
  plainNumber,
  salesCsv,
  salesDay,
  salesWindow,
  summarizeSales,
  type Sale,
} from './sales.js';

const at = (iso: string) => new Date(iso);
const sale = (overrides: Partial<Sale>): Sale => ({
  orderId: 'o1',
  foodId: 'f1',
  dish: 'Chicken Biryani',
  buyer: 'Bob Karim',
  quantity: 1,
  unitPrice: 12.5,
  currency: 'USD',
  completedAt: at('2026-11-20T10:00:00Z'),
  ...overrides,
});

describe('sales days', () => {
  it('are calendar days in the kitchen’s zone, UTC by default', () => {
    const late = at('2026-11-20T22:30:00Z');
    expect(salesDay(late)).toBe('2026-11-20');
    expect(salesDay(late, 'Asia/Dhaka')).toBe('2026-11-21');
    expect(salesDay(late, 'Not/A_Zone')).toBe('2026-11-20');
  });

  it('the window is the last 30 days, today last', () => {
    const window = salesWindow(at('2026-11-25T09:00:00Z'));
    expect(window).toHaveLength(30);
    expect(window.at(-1)).toBe('2026-11-25');
    expect(window[0]).toBe('2026-10-27');
    expect(new Set(window).size).toBe(30);
  });

  it('spans a daylight-saving change with 30 distinct days', () => {
    const window = salesWindow(at('2026-11-10T12:00:00Z'), 'America/New_York');
    expect(window).toHaveLength(30);
    expect(new Set(window).size).toBe(30);
    expect(window.at(-1)).toBe('2026-11-10');
  });
});

describe('the summary', () => {
  const sales = [
    sale({ orderId: 'a', quantity: 2, unitPrice: 0.1 }),
    sale({ orderId: 'b', quantity: 1, unitPrice: 0.2, completedAt: at('2026-11-21T08:00:00Z') }),
    sale({ orderId: 'c', foodId: 'f2', dish: 'Haleem', quantity: 3, unitPrice: 9 }),
    sale({ orderId: 'old', completedAt: at('2026-09-01T08:00:00Z') }),
  ];
  const window = salesWindow(at('2026-11-25T09:00:00Z'));
  const summary = summarizeSales(dayRecordsOf(sales), window);

  const none = { orders: 0, units: 0, revenueCents: 0 };

  it('has every day of the window, zeros included, and counts only days in it', () => {
    expect(summary.days).toHaveLength(30);
    expect(summary.days.find((d) => d.day === '2026-11-20')).toEqual({
      day: '2026-11-20',
      orders: 2,
      units: 5,
      byCurrency: { USD: { orders: 2, units: 5, revenueCents: 2720 }, BDT: none, INR: none },
    });
    expect(summary.days.find((d) => d.day === '2026-11-22')?.orders).toBe(0);
    expect(summary.totals).toEqual({
      orders: 3,
      units: 6,
      byCurrency: { USD: { orders: 3, units: 6, revenueCents: 2740 }, BDT: none, INR: none },
    });
  });

  it('totals per dish in exact cents, most revenue first', () => {
    expect(summary.dishes).toEqual([
      { foodId: 'f2', dish: 'Haleem', currency: 'USD', orders: 1, units: 3, revenueCents: 2700 },
      {
        foodId: 'f1',
        dish: 'Chicken Biryani',
        currency: 'USD',
        orders: 2,
        units: 3,
        revenueCents: 40,
      },
    ]);
  });

  it('charts dollars, the only currency sold', () => {
    expect(currenciesWithRevenue(summary.totals.byCurrency)).toEqual(['USD']);
    expect(chartCurrency(summary.totals.byCurrency)).toBe('USD');
  });
});

describe('the summary of sales in several currencies', () => {
  // A kitchen that sold in dollars, then moved to taka on the 21st (its biryani with it), and
  // a rupee sale.
  const sales = [
    sale({ orderId: 'a', quantity: 2, unitPrice: 12.5 }),
    sale({
      orderId: 'b',
      unitPrice: 250,
      currency: 'BDT',
      completedAt: at('2026-11-21T08:00:00Z'),
    }),
    sale({
      orderId: 'c',
      quantity: 3,
      unitPrice: 250,
      currency: 'BDT',
      completedAt: at('2026-11-21T09:00:00Z'),
    }),
    sale({ orderId: 'd', foodId: 'f2', dish: 'Chai', unitPrice: 20, currency: 'INR' }),
  ];
  const window = salesWindow(at('2026-11-25T09:00:00Z'));
  const summary = summarizeSales(dayRecordsOf(sales), window);

  it('keeps each currency’s money apart, and counts orders and units across them', () => {
    expect(summary.totals).toEqual({
      orders: 4,
      units: 7,
      byCurrency: {
        USD: { orders: 1, units: 2, revenueCents: 2500 },
        BDT: { orders: 2, units: 4, revenueCents: 100_000 },
        INR: { orders: 1, units: 1, revenueCents: 2000 },
      },
    });
    const day = (name: string) => summary.days.find((d) => d.day === name);
    expect(day('2026-11-20')).toMatchObject({ orders: 2, units: 3 });
    expect(day('2026-11-20')?.byCurrency.USD.revenueCents).toBe(2500);
    expect(day('2026-11-20')?.byCurrency.INR.revenueCents).toBe(2000);
    expect(day('2026-11-21')?.byCurrency.BDT).toEqual({
      orders: 2,
      units: 4,
      revenueCents: 100_000,
    });
    expect(day('2026-11-21')?.byCurrency.USD.revenueCents).toBe(0);
  });

  it('totals a dish per currency, in the order USD, BDT, INR', () => {
    expect(summary.dishes.map((d) => [d.foodId, d.currency, d.orders, d.revenueCents])).toEqual([
      ['f1', 'USD', 1, 2500],
      ['f1', 'BDT', 2, 100_000],
      ['f2', 'INR', 1, 2000],
    ]);
  });

  it('names the currencies with revenue in that order, and charts the one with the most', () => {
    expect(currenciesWithRevenue(summary.totals.byCurrency)).toEqual(['USD', 'BDT', 'INR']);
    expect(chartCurrency(summary.totals.byCurrency)).toBe('BDT');
    // Nothing sold: dollars, as before currencies.
    const empty = summarizeSales([], window);
    expect(currenciesWithRevenue(empty.totals.byCurrency)).toEqual([]);
    expect(chartCurrency(empty.totals.byCurrency)).toBe('USD');
  });

  it('keeps a food sold in two currencies on one day in two entries of that day', () => {
    const [day] = dayRecordsOf([
      sale({ orderId: 'a' }),
      sale({ orderId: 'b', unitPrice: 250, currency: 'BDT' }),
    ]);
    expect(day?.dishes).toEqual({
      f1: { dish: 'Chicken Biryani', currency: 'USD', orders: 1, units: 1, revenueCents: 1250 },
      f1_BDT: {
        dish: 'Chicken Biryani',
        currency: 'BDT',
        orders: 1,
        units: 1,
        revenueCents: 25_000,
      },
    });
  });

  it('reads a day stored before currencies as dollars', () => {
    const stored = dayRecordFromDocument({
      day: '2026-11-20',
      dishes: { f1: { dish: 'Chicken Biryani', orders: 2, units: 3, revenueCents: 3750 } },
    });
    const before = summarizeSales([stored], window);
    expect(before.totals.byCurrency.USD).toEqual({ orders: 2, units: 3, revenueCents: 3750 });
    expect(before.dishes).toEqual([
      {
        foodId: 'f1',
        dish: 'Chicken Biryani',
        currency: 'USD',
        orders: 2,
        units: 3,
        revenueCents: 3750,
      },
    ]);
  });
});

describe('sales.csv', () => {
  it('writes numbers plainly', () => {
    expect([12, 12.5, 12.05, 0, 100000, 0.1 + 0.2].map(plainNumber)).toEqual([
      '12',
      '12.5',
      '12.05',
      '0',
      '100000',
      '0.3',
    ]);
  });

  it('quotes commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvCell('Plain')).toBe('Plain');
    expect(csvCell('Rice, dal')).toBe('"Rice, dal"');
    expect(csvCell('The "best"')).toBe('"The ""best"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it.each(['=HYPERLINK("x")', '+1', '-2+3', '@SUM(A1)', '\tTab', '\rCR'])(
    'escapes a cell starting a formula: %j',
    (value) => {
      expect(csvCell(value).replace(/^"/, '').startsWith("'")).toBe(true);
    },
  );

  it('round-trips through a CSV parser: header, one row per order, newest first', () => {
    const sales = [
      sale({ orderId: 'a', dish: 'Rice, "special"', buyer: '=cmd|calc', quantity: 2 }),
      sale({
        orderId: 'b',
        dish: 'Naan\nbread',
        buyer: 'Ana, María',
        unitPrice: 3,
        completedAt: at('2026-11-21T23:59:59Z'),
      }),
      sale({ orderId: 'c', dish: '@home', buyer: '-Bob', unitPrice: 0.1, quantity: 3 }),
    ].sort(newestFirst);
    const text = salesCsv(sales);
    expect(text.startsWith('date,dish,buyer,quantity,unitPrice,total,currency\r\n')).toBe(true);
    const rows = parse(text) as string[][];
    expect(rows).toEqual([
      ['date', 'dish', 'buyer', 'quantity', 'unitPrice', 'total', 'currency'],
      ['2026-11-21', 'Naan\nbread', 'Ana, María', '1', '3', '3', 'USD'],
      ['2026-11-20', 'Rice, "special"', "'=cmd|calc", '2', '12.5', '25', 'USD'],
      ['2026-11-20', "'@home", "'-Bob", '3', '0.1', '0.3', 'USD'],
    ]);
  });

  it('ends each row with the order’s currency, its amounts as stored', () => {
    const rows = parse(
      salesCsv([
        sale({ orderId: 'a', quantity: 2, unitPrice: 250, currency: 'BDT' }),
        sale({ orderId: 'b', unitPrice: 180, currency: 'INR' }),
        sale({ orderId: 'c' }),
      ]),
    ) as string[][];
    expect(rows.slice(1).map((row) => row.slice(3))).toEqual([
      ['2', '250', '500', 'BDT'],
      ['1', '180', '180', 'INR'],
      ['1', '12.5', '12.5', 'USD'],
    ]);
  });

  it('is only the header when there are no sales', () => {
    expect(salesCsv([])).toBe('date,dish,buyer,quantity,unitPrice,total,currency\r\n');
  });
});

describe("a day's stored totals", () => {
  it("reads a day's sales totals, every dish's numbers coerced, nothing else kept", () => {
    expect(
      dayRecordFromDocument({
        day: '2026-11-25',
        cookUid: 'c1',
        dishes: {
          f1: { dish: 'Dal', orders: 2, units: 3, revenueCents: 1500, extra: true },
          f2: { dish: 7, orders: '1', units: null },
          f3: 'not a map',
        },
      }),
    ).toEqual({
      day: '2026-11-25',
      dishes: {
        f1: { dish: 'Dal', currency: 'USD', orders: 2, units: 3, revenueCents: 1500 },
        f2: { dish: '', currency: 'USD', orders: 0, units: 0, revenueCents: 0 },
        f3: { dish: '', currency: 'USD', orders: 0, units: 0, revenueCents: 0 },
      },
    });
    expect(dayRecordFromDocument({})).toEqual({ day: '', dishes: {} });
  });

  it("reads each dish's currency: a known one as stored, none (counted before currencies) or another as USD", () => {
    const { dishes } = dayRecordFromDocument({
      day: '2026-11-25',
      dishes: {
        f1: { dish: 'Dal', orders: 1, units: 1, revenueCents: 500 },
        f1_BDT: { dish: 'Dal', currency: 'BDT', orders: 1, units: 2, revenueCents: 50000 },
        f2_INR: { dish: 'Chai', currency: 'INR', orders: 1, units: 1, revenueCents: 2000 },
        f3: { dish: 'Pie', currency: 'EUR', orders: 1, units: 1, revenueCents: 300 },
      },
    });
    expect(
      Object.fromEntries(Object.entries(dishes).map(([key, dish]) => [key, dish.currency])),
    ).toEqual({ f1: 'USD', f1_BDT: 'BDT', f2_INR: 'INR', f3: 'USD' });
  });
});
