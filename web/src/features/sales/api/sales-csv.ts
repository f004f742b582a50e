import {
  collections,
  csvLineEnd,
  orderFromDocument,
  salesCsvHeaderLine,
  salesCsvRow,
  salesDay,
  salesWindow,
} from '@shared';
import type { Cursor } from '@/lib/data/query';
import { readSignedIn } from '@/lib/data/store';

/** Orders read per page: 10,000 orders are 20 reads of the query, each followed by a pause. */
const csvPageSize = 500;

const nextFrame = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * sales.csv: one row per completed order of the cook's foods in the last 30 days, newest
 * first, dated in `timeZone` (the kitchen's, as My sales read it: loadSales). The orders are
 * read a page at a time, newest first, until one is older than the window; each page becomes
 * text and the browser gets the thread back before the next, so the tab never freezes.
 * Resolves with the file and the number of rows.
 */
export async function buildSalesCsv(
  cookUid: string,
  timeZone: string,
  onProgress?: (rows: number) => void,
  now = new Date(),
): Promise<{ file: Blob; rows: number }> {
  const firstDay = salesWindow(now, timeZone)[0] ?? '';
  const parts = [salesCsvHeaderLine + csvLineEnd];
  let rows = 0;
  let after: Cursor | null = null;
  for (;;) {
    const page = await readSignedIn(
      {
        collection: collections.orders,
        where: [
          { field: 'foodOwnerUid', op: '==', value: cookUid },
          { field: 'status', op: '==', value: 'completed' },
        ],
        orderBy: { field: 'completedAt', direction: 'desc' },
        limit: csvPageSize,
      },
      after,
    );
    let older = false;
    const lines: string[] = [];
    for (const doc of page.docs) {
      const order = orderFromDocument(doc.id, doc.data);
      const completedAt = new Date(order.completedAt ?? 0);
      if (salesDay(completedAt, timeZone) < firstDay) {
        older = true;
        break;
      }
      lines.push(
        salesCsvRow(
          {
            orderId: order._id,
            foodId: order.foodId,
            dish: order.foodName,
            buyer: order.buyerName,
            quantity: order.quantity,
            unitPrice: order.price,
            currency: order.currency,
            completedAt,
          },
          timeZone,
        ) + csvLineEnd,
      );
    }
    parts.push(lines.join(''));
    rows += lines.length;
    onProgress?.(rows);
    if (older || !page.next) break;
    after = page.next;
    await nextFrame();
  }
  return { file: new Blob(parts, { type: 'text/csv;charset=utf-8' }), rows };
}

/** Hands the file to the browser as a download. */
export function download(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
