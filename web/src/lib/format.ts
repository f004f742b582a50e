import type { RatingSummary } from '@shared';

/**
 * A price as the pages show it, in US dollars as en-US writes them: '$12.50', '$1,234.00',
 * '-$3.10'. Written out rather than with Intl.NumberFormat: a page's first Intl formatter
 * costs about 100 ms of a slow phone's main thread (ICU starting up), more than drawing the
 * whole list of cards (decision 110). The tests hold it to Intl's output.
 */
export function formatPrice(value: number): string {
  const cents = Math.round(Math.abs(value) * 100);
  const dollars = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  const sign = value < 0 && cents > 0 ? '-' : '';
  return `${sign}$${dollars}.${String(cents % 100).padStart(2, '0')}`;
}

/** "★ 4.5 (12)", or "New" for a food nobody has rated yet. */
export function ratingLabel(summary: RatingSummary): string {
  if (summary.ratingCount < 1) return 'New';
  return `★ ${summary.ratingAvg.toFixed(1)} (${summary.ratingCount})`;
}
