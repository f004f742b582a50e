// My sales at scale, without a browser: a cook with N completed orders in the last 30 days, in
// a Firestore project of its own (demo-bench-sales-N; functions run only for demo-foodtable,
// so the per-day totals are written here as onSaleCompleted writes them, with the shared
// code). Then the page's reads (the cook's days) and the CSV's (the cook's completed orders,
// in pages of 500, into sales.csv lines with the shared salesCsvRow), timed.
//   tsx scripts/bench/sales-scale.ts [100 10000]   (needs the Firestore emulator)
import { deleteApp, initializeApp } from 'firebase-admin/app';
import {
  Timestamp,
  getFirestore,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import {
  collections,
  dayRecordsOf,
  salesCsvHeaderLine,
  salesCsvRow,
  salesWindow,
  summarizeSales,
  type Sale,
} from '../../functions/src/shared/index.js';

process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
const cookUid = 'bench-cook';
const csvPage = 500;
const dishes = ['Chicken Biryani', 'Haleem', 'Rice, "special"', 'Naan', '=Chai', 'Gulab Jamun'];

function sales(count: number, now: number): Sale[] {
  return Array.from({ length: count }, (_, i) => ({
    orderId: `order-${String(i).padStart(6, '0')}`,
    foodId: `food-${i % dishes.length}`,
    dish: dishes[i % dishes.length]!,
    buyer: `Buyer ${i % 97}`,
    quantity: 1 + (i % 3),
    unitPrice: 5 + (i % 7) * 1.25,
    // Spread over the last 29.5 days.
    completedAt: new Date(now - Math.floor((((i * 7919) % count) / count) * 29.5 * 86_400_000)),
  }));
}

async function clear(projectId: string) {
  const host = process.env.FIRESTORE_EMULATOR_HOST;
  const url = `http://${host}/emulator/v1/projects/${projectId}/databases/(default)/documents`;
  const response = await fetch(url, { method: 'DELETE' });
  if (!response.ok) throw new Error(`Could not clear ${projectId}: ${response.status}`);
}

export async function benchSales(count: number) {
  const projectId = `demo-bench-sales-${count}`;
  await clear(projectId);
  const app = initializeApp({ projectId }, `${projectId}-${Date.now()}`);
  try {
    const db = getFirestore(app);
    const now = Date.now();
    const all = sales(count, now);
    // The orders as the cook's moves leave them, and the days as onSaleCompleted keeps them.
    const writes: [string, Record<string, unknown>][] = all.map((sale) => [
      `${collections.orders}/${sale.orderId}`,
      {
        foodOwnerUid: cookUid,
        foodId: sale.foodId,
        foodName: sale.dish,
        buyerName: sale.buyer,
        quantity: sale.quantity,
        price: sale.unitPrice,
        status: 'completed',
        completedAt: Timestamp.fromDate(sale.completedAt),
      },
    ]);
    for (const record of dayRecordsOf(all)) {
      const totals = Object.values(record.dishes).reduce(
        (sum, d) => ({
          orders: sum.orders + d.orders,
          units: sum.units + d.units,
          revenueCents: sum.revenueCents + d.revenueCents,
        }),
        { orders: 0, units: 0, revenueCents: 0 },
      );
      writes.push([
        `${collections.salesDays}/${cookUid}_${record.day}`,
        { cookUid, day: record.day, ...totals, dishes: record.dishes },
      ]);
    }
    for (let i = 0; i < writes.length; i += 500) {
      const batch = db.batch();
      for (const [path, data] of writes.slice(i, i + 500)) batch.set(db.doc(path), data);
      await batch.commit();
    }

    // The page: the cook's days of the window, one query.
    const window = salesWindow(new Date(now));
    let start = performance.now();
    const days = await db
      .collection(collections.salesDays)
      .where('cookUid', '==', cookUid)
      .where('day', '>=', window[0])
      .orderBy('day', 'asc')
      .get();
    const summary = summarizeSales(
      days.docs.map((doc) => ({ day: String(doc.get('day')), dishes: doc.get('dishes') })),
      window,
    );
    const pageMs = performance.now() - start;

    // The CSV: the cook's completed orders of the window, newest first, 500 at a time.
    start = performance.now();
    const since = Timestamp.fromMillis(now - 31 * 86_400_000);
    const lines = [salesCsvHeaderLine];
    let reads = 0;
    let after: QueryDocumentSnapshot | undefined;
    for (;;) {
      let query: Query = db
        .collection(collections.orders)
        .where('foodOwnerUid', '==', cookUid)
        .where('status', '==', 'completed')
        .where('completedAt', '>=', since)
        .orderBy('completedAt', 'desc')
        .limit(csvPage);
      if (after) query = query.startAfter(after);
      const page = await query.get();
      reads += page.size;
      for (const doc of page.docs) {
        lines.push(
          salesCsvRow({
            orderId: doc.id,
            foodId: String(doc.get('foodId')),
            dish: String(doc.get('foodName')),
            buyer: String(doc.get('buyerName')),
            quantity: Number(doc.get('quantity')),
            unitPrice: Number(doc.get('price')),
            completedAt: (doc.get('completedAt') as Timestamp).toDate(),
          }),
        );
      }
      if (page.size < csvPage) break;
      after = page.docs.at(-1);
    }
    const csvMs = performance.now() - start;
    if (summary.totals.orders !== count || lines.length !== count + 1) {
      throw new Error(
        `Counted ${summary.totals.orders} and ${lines.length - 1} of ${count} orders`,
      );
    }
    return {
      count,
      pageReads: days.size,
      pageMs,
      csvReads: reads,
      csvMs,
      csvBytes: lines.join('\r\n').length,
    };
  } finally {
    await deleteApp(app);
  }
}

if (process.argv[1]?.endsWith('sales-scale.ts')) {
  const counts = process.argv.slice(2).map(Number);
  console.log(
    '| completed orders | My sales reads | My sales time | CSV reads | CSV time | CSV size |',
  );
  console.log('|---|---|---|---|---|---|');
  for (const count of counts.length ? counts : [100, 10_000]) {
    const r = await benchSales(count);
    console.log(
      `| ${r.count} | ${r.pageReads} | ${r.pageMs.toFixed(0)} ms | ${r.csvReads} | ${r.csvMs.toFixed(0)} ms | ${(r.csvBytes / 1024).toFixed(0)} KiB |`,
    );
  }
}
