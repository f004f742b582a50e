import type { RatingSummary } from '@shared';

// Made on first use, not when the module loads: the first Intl formatter of a page is costly
// (tens of ms on a slow phone), and a page's modules load before its data is asked for.
let price: Intl.NumberFormat | undefined;

/** A price as the pages show it: '$12.50', '$1,234.00', '-$3.10'. */
export function formatPrice(value: number): string {
  price ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  return price.format(value);
}

/** "★ 4.5 (12)", or "New" for a food nobody has rated yet. */
export function ratingLabel(summary: RatingSummary): string {
  if (summary.ratingCount < 1) return 'New';
  return `★ ${summary.ratingAvg.toFixed(1)} (${summary.ratingCount})`;
}
