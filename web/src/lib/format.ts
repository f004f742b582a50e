// By hand, not with Intl.NumberFormat: the first currency formatter of a page loads ICU's
// locale and currency data on the main thread, 30-40 ms on /allFood's first load before any
// card could show (docs/performance.md, issue 22).
const thousands = /\B(?=(\d{3})+(?!\d))/g;

/** A price as the pages show it: '$12.50', '$1,234.00', '-$3.10'. */
export function formatPrice(price: number): string {
  // Rounded from the decimal digits, as Intl does: 1.005 is $1.01, though 1.005 × 100 is 100.4999….
  const cents = Math.round(Number(`${Math.abs(price)}e2`)) || Math.round(Math.abs(price) * 100);
  const dollars = String(Math.floor(cents / 100)).replace(thousands, ',');
  const sign = price < 0 && cents > 0 ? '-' : '';
  return `${sign}$${dollars}.${String(cents % 100).padStart(2, '0')}`;
}
