import {
  collections,
  salesWindow,
  salesWindowDays,
  summarizeSales,
  type DayRecord,
  type SalesSummary,
} from '@shared';
import { readSignedIn } from '@/lib/data/store';

/**
 * The kitchen's time zone for its sales days. Kitchens (with `timeZone`) arrive with the
 * handover work; until then every kitchen counts in UTC, as the functions do. The one place
 * to plug the zone in on the web.
 */
export async function salesTimeZone(_cookUid: string): Promise<string> {
  return 'UTC';
}

/**
 * My sales: the cook's per-day totals of the last 30 days, kept by a function (decision 132):
 * one query of at most 30 documents, whatever the number of orders.
 */
export async function loadSales(cookUid: string, now = new Date()): Promise<SalesSummary> {
  const window = salesWindow(now, await salesTimeZone(cookUid));
  const page = await readSignedIn({
    collection: collections.salesDays,
    where: [
      { field: 'cookUid', op: '==', value: cookUid },
      { field: 'day', op: '>=', value: window[0] ?? '' },
    ],
    orderBy: { field: 'day', direction: 'asc' },
    limit: salesWindowDays + 1,
  });
  const records = page.docs.map((doc): DayRecord => ({
    day: String(doc.data.day ?? ''),
    dishes: (doc.data.dishes ?? {}) as DayRecord['dishes'],
  }));
  return summarizeSales(records, window);
}
