import {
  collections,
  dayRecordFromDocument,
  kitchenOf,
  salesWindow,
  salesWindowDays,
  summarizeSales,
  type SalesSummary,
} from '@shared';
import { readDoc, readSignedIn } from '@/lib/data/store';

/**
 * The zone of the cook's sales days: their kitchen's, read as the functions read it when they
 * count a sale (kitchenOf: no kitchen, or a zone that does not pass the schema, is UTC), so the
 * page's window and the CSV's dates are the days the totals were kept in (decision 130).
 */
async function salesTimeZone(cookUid: string): Promise<string> {
  const kitchen = await readDoc(collections.kitchens, cookUid);
  return kitchenOf(kitchen?.data).timeZone;
}

/** My sales as the page shows it: the totals, and the zone their days are in. */
export interface MySalesData {
  summary: SalesSummary;
  timeZone: string;
}

/**
 * My sales: the cook's per-day totals of the last 30 days, kept by a function (decision 130):
 * the kitchen's card and one query of at most 30 documents, whatever the number of orders.
 */
export async function loadSales(cookUid: string, now = new Date()): Promise<MySalesData> {
  const timeZone = await salesTimeZone(cookUid);
  const window = salesWindow(now, timeZone);
  const page = await readSignedIn({
    collection: collections.salesDays,
    where: [
      { field: 'cookUid', op: '==', value: cookUid },
      { field: 'day', op: '>=', value: window[0] ?? '' },
    ],
    orderBy: { field: 'day', direction: 'asc' },
    limit: salesWindowDays + 1,
  });
  const records = page.docs.map((doc) => dayRecordFromDocument(doc.data));
  return { summary: summarizeSales(records, window), timeZone };
}
