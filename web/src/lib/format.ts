import type { RatingSummary } from '@shared';

const price = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** A price as the pages show it: '$12.50', '$1,234.00', '-$3.10'. */
export function formatPrice(value: number): string {
  return price.format(value);
}

/** "★ 4.5 (12)", or "New" for a food nobody has rated yet. */
export function ratingLabel(summary: RatingSummary): string {
  if (summary.ratingCount < 1) return 'New';
  return `★ ${summary.ratingAvg.toFixed(1)} (${summary.ratingCount})`;
}
