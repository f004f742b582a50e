import type { RatingSummary } from '@shared';

/** "★ 4.5 (12)", or "New" for a food nobody has rated yet. */
export function ratingLabel(summary: RatingSummary): string {
  if (summary.ratingCount < 1) return 'New';
  return `★ ${summary.ratingAvg.toFixed(1)} (${summary.ratingCount})`;
}
