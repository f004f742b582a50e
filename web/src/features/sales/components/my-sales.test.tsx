import { cleanup, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { dayRecordsOf, salesWindow, summarizeSales, type Sale } from '@shared';
import { render } from '@/testing/render';
import { MySales } from './my-sales';

afterEach(cleanup);

const lastMonth = salesWindow(new Date('2026-11-25T09:00:00Z'));
const sale = (overrides: Partial<Sale>): Sale => ({
  orderId: 'o1',
  foodId: 'biryani',
  dish: 'Chicken Biryani',
  buyer: 'Bob Karim',
  quantity: 1,
  unitPrice: 12.5,
  currency: 'USD',
  completedAt: new Date('2026-11-20T10:00:00Z'),
  ...overrides,
});

function renderSales(sales: Sale[]) {
  render(
    <MemoryRouter>
      <MySales
        summary={summarizeSales(dayRecordsOf(sales), lastMonth)}
        timeZone="UTC"
        cookUid="alice"
      />
    </MemoryRouter>,
  );
}

const revenueCell = (row: HTMLElement) => within(row).getAllByRole('cell').at(-1)?.textContent;

describe('My sales', () => {
  it('writes a dollar kitchen’s revenue as before, and names no currency on the chart', () => {
    renderSales([
      sale({ orderId: 'a', quantity: 2 }),
      sale({ orderId: 'b', foodId: 'haleem', dish: 'Haleem', unitPrice: 9 }),
    ]);
    expect(
      screen.getByText(
        '$34.00 from 2 completed orders (3 units) over the last 30 days, on 1 day. Best day: Nov 20, $34.00.',
      ),
    ).toBeVisible();
    expect(revenueCell(screen.getByRole('row', { name: /Chicken Biryani/ }))).toBe('$25.00');
    expect(revenueCell(screen.getByRole('row', { name: /^Total/ }))).toBe('$34.00');
    expect(screen.getByRole('img', { name: 'Revenue per day, last 30 days' })).toBeInTheDocument();
    expect(screen.queryByText(/The chart shows/)).toBeNull();
  });

  it('writes one amount per currency sold, USD, BDT then INR, and charts the one with the most', () => {
    renderSales([
      sale({ orderId: 'a', quantity: 2 }),
      // The kitchen moved to taka the next day, its biryani with it.
      sale({
        orderId: 'b',
        quantity: 4,
        unitPrice: 250,
        currency: 'BDT',
        completedAt: new Date('2026-11-21T08:00:00Z'),
      }),
      sale({ orderId: 'c', foodId: 'chai', dish: 'Chai', unitPrice: 20, currency: 'INR' }),
    ]);
    expect(
      screen.getByText(
        '$25.00, ৳1,000.00 and ₹20.00 from 3 completed orders (7 units) over the last 30 days, on 2 days. Best day: Nov 21, ৳1,000.00.',
      ),
    ).toBeVisible();
    const biryani = screen.getAllByRole('row', { name: /Chicken Biryani/ });
    expect(biryani.map(revenueCell)).toEqual(['$25.00', '৳1,000.00']);
    expect(revenueCell(screen.getByRole('row', { name: /Chai/ }))).toBe('₹20.00');
    expect(revenueCell(screen.getByRole('row', { name: /^Total/ }))).toBe(
      '$25.00, ৳1,000.00 and ₹20.00',
    );
    const chart = screen.getByRole('img', {
      name: 'Revenue per day, last 30 days, in Bangladeshi taka (৳)',
    });
    expect(screen.getByText('The chart shows your sales in Bangladeshi taka (৳).')).toBeVisible();
    // One bar: the taka day's, with its amount and its orders.
    expect(chart.querySelectorAll('rect')).toHaveLength(1);
    expect(within(chart).getByText('Nov 21: ৳1,000.00, 1 order')).toBeInTheDocument();
  });

  it('joins two currencies with “and”', () => {
    renderSales([
      sale({ orderId: 'a', unitPrice: 120 }),
      sale({ orderId: 'b', unitPrice: 2500, currency: 'BDT' }),
    ]);
    expect(revenueCell(screen.getByRole('row', { name: /^Total/ }))).toBe('$120.00 and ৳2,500.00');
  });

  it('writes $0.00 for completed orders without revenue', () => {
    renderSales([sale({ unitPrice: 0, currency: 'INR' })]);
    expect(revenueCell(screen.getByRole('row', { name: /^Total/ }))).toBe('$0.00');
    expect(screen.getByText(/^\$0\.00 from 1 completed order \(1 unit\)/)).toBeVisible();
  });
});
