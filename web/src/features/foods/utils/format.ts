const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

export const formatOrders = (count: number) => plural(count, 'order');

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

/** How long a food has been listed, for My added food's Duration column: '3 days'. */
export function listedFor(createdAt: string | null, now: Date = new Date()): string {
  if (!createdAt) return 'Just now';
  const elapsed = Math.max(0, now.getTime() - new Date(createdAt).getTime());
  if (elapsed < minute) return 'Just now';
  if (elapsed < hour) return plural(Math.floor(elapsed / minute), 'minute');
  if (elapsed < day) return plural(Math.floor(elapsed / hour), 'hour');
  if (elapsed < 30 * day) return plural(Math.floor(elapsed / day), 'day');
  if (elapsed < 365 * day) return plural(Math.floor(elapsed / (30 * day)), 'month');
  return plural(Math.floor(elapsed / (365 * day)), 'year');
}
