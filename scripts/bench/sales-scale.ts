// My sales at scale, without a browser: a cook with N completed orders in the last 30 days, in
// a Firestore project of its own (demo-bench-sales-N; functions run only for demo-foodtable,
// so the per-day totals are written here as onSaleCompleted writes them, with the shared
// code, on the kitchen's clock). Then the page's reads (the kitchen's card, then the cook's
// days of the window in its zone) and the CSV's (the cook's completed orders, in pages of 500,
// into sales.csv lines with the shared salesCsvRow), timed. `npm run bench` prints these as
// rows (scripts/bench/sales.mjs).
//   tsx scripts/bench/sales-scale.ts [100 10000]   (needs the Firestore emulator)
import { deleteApp, initializeApp } from 'firebase-admin/app';
import {
  Timestamp,
  getFirestore,
  type Firestore,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import {
  collections,
  currencyOf,
  dayRecordFromDocument,
  dayRecordsOf,
  kitchenOf,
  kitchenPaths,
  salesCsvHeaderLine,
  salesCsvRow,
  salesDay,
  salesWindow,
  salesWindowDays,
  summarizeSales,
  type Sale,
  type SalesSummary,
} from '../../functions/src/shared/index.js';

process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
const cookUid = 'bench-cook';
const timeZone = 'Asia/Dhaka';
const csvPage = 500;
const batchSize = 500;
const pageLoads = 5;
const dishes = ['Chicken Biryani', 'Haleem', 'Rice, "special"', 'Naan', '=Chai', 'Gulab Jamun'];

/** When the i-th sale was completed: on each of the window's 30 days in turn, at any hour. */
function completedAt(i: number, now: number): Date {
  const sameTime = now - (i % salesWindowDays) * 86_400_000;
  const earlier = new Date(sameTime - (i % 97) * 60_000);
  // A few minutes earlier, unless that crosses into the day before.
  return salesDay(earlier, timeZone) === salesDay(new Date(sameTime), timeZone)
    ? earlier
    : new Date(sameTime);
}

function sales(count: number, now: number): Sale[] {
  return Array.from({ length: count }, (_, i) => ({
    orderId: `order-${String(i).padStart(6, '0')}`,
    foodId: `food-${i % dishes.length}`,
    dish: dishes[i % dishes.length]!,
    buyer: `Buyer ${i % 97}`,
    quantity: 1 + (i % 3),
    unitPrice: 5 + (i % 7) * 1.25,
    // One currency, as most cooks have: the day's `revenueCents` below is then all of it.
    currency: 'USD',
    completedAt: completedAt(i, now),
  }));
}

async function clear(projectId: string) {
  const host = process.env.FIRESTORE_EMULATOR_HOST;
  const url = `http://${host}/emulator/v1/projects/${projectId}/databases/(default)/documents`;
  const response = await fetch(url, { method: 'DELETE' });
  if (!response.ok) throw new Error(`Could not clear ${projectId}: ${response.status}`);
}

/** My sales as the page loads it (loadSales): the kitchen's zone, then its days. */
async function loadPage(
  db: Firestore,
  now: Date,
): Promise<{ reads: number; summary: SalesSummary }> {
  const kitchen = await db.doc(kitchenPaths.kitchen(cookUid)).get();
  const window = salesWindow(now, kitchenOf(kitchen.data()).timeZone);
  const days = await db
    .collection(collections.salesDays)
    .where('cookUid', '==', cookUid)
    .where('day', '>=', window[0])
    .orderBy('day', 'asc')
    .limit(salesWindowDays + 1)
    .get();
  const summary = summarizeSales(
    days.docs.map((doc) => dayRecordFromDocument(doc.data())),
    window,
  );
  return { reads: 1 + days.size, summary };
}

export interface SalesBench {
  count: number;
  seedMs: number;
  /** Documents one load of My sales reads: the kitchen's card and the days. */
  pageReads: number;
  /** Each timed load of My sales (after one unmeasured warm-up). */
  pageMs: number[];
  csvReads: number;
  csvQueries: number;
  csvMs: number;
  csvBytes: number;
}

export async function benchSales(count: number): Promise<SalesBench> {
  const projectId = `demo-bench-sales-${count}`;
  await clear(projectId);
  const app = initializeApp({ projectId }, `${projectId}-${Date.now()}`);
  try {
    const db = getFirestore(app);
    const now = Date.now();
    const all = sales(count, now);
    // The kitchen, the orders as the cook's moves leave them, and the days as
    // onSaleCompleted keeps them.
    let start = performance.now();
    const writes: [string, Record<string, unknown>][] = [
      [kitchenPaths.kitchen(cookUid), { ...kitchenOf(null), pickupArea: 'Dhanmondi', timeZone }],
    ];
    for (const sale of all)
      writes.push([
        `${collections.orders}/${sale.orderId}`,
        {
          foodOwnerUid: cookUid,
          foodId: sale.foodId,
          foodName: sale.dish,
          buyerName: sale.buyer,
          quantity: sale.quantity,
          price: sale.unitPrice,
          currency: sale.currency,
          status: 'completed',
          completedAt: Timestamp.fromDate(sale.completedAt),
        },
      ]);
    for (const record of dayRecordsOf(all, timeZone)) {
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
    for (let i = 0; i < writes.length; i += batchSize) {
      const batch = db.batch();
      for (const [path, data] of writes.slice(i, i + batchSize)) batch.set(db.doc(path), data);
      await batch.commit();
    }
    const seedMs = performance.now() - start;

    // The page: one unmeasured load (the project's first query warms the emulator up), then
    // `pageLoads` timed ones.
    const first = await loadPage(db, new Date(now));
    const pageMs: number[] = [];
    for (let i = 0; i < pageLoads; i++) {
      start = performance.now();
      await loadPage(db, new Date(now));
      pageMs.push(performance.now() - start);
    }

    // The CSV: the cook's completed orders of the window, newest first, 500 at a time, dated
    // on the kitchen's clock.
    start = performance.now();
    const since = Timestamp.fromMillis(now - (salesWindowDays + 1) * 86_400_000);
    const lines = [salesCsvHeaderLine];
    let reads = 0;
    let queries = 0;
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
      queries += 1;
      reads += page.size;
      for (const doc of page.docs) {
        lines.push(
          salesCsvRow(
            {
              orderId: doc.id,
              foodId: String(doc.get('foodId')),
              dish: String(doc.get('foodName')),
              buyer: String(doc.get('buyerName')),
              quantity: Number(doc.get('quantity')),
              unitPrice: Number(doc.get('price')),
              currency: currencyOf(doc.get('currency')),
              completedAt: (doc.get('completedAt') as Timestamp).toDate(),
            },
            timeZone,
          ),
        );
      }
      if (page.size < csvPage) break;
      after = page.docs.at(-1);
    }
    const csvMs = performance.now() - start;
    if (first.summary.totals.orders !== count || lines.length !== count + 1) {
      throw new Error(
        `Counted ${first.summary.totals.orders} and ${lines.length - 1} of ${count} orders`,
      );
    }
    return {
      count,
      seedMs,
      pageReads: first.reads,
      pageMs,
      csvReads: reads,
      csvQueries: queries,
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
    '| completed orders | My sales reads | My sales time (each load) | CSV reads | CSV time | CSV size |',
  );
  console.log('|---|---|---|---|---|---|');
  for (const count of counts.length ? counts : [100, 10_000]) {
    const r = await benchSales(count);
    console.log(
      `| ${r.count} | ${r.pageReads} | ${r.pageMs.map((ms) => ms.toFixed(0)).join(', ')} ms | ${r.csvReads} | ${r.csvMs.toFixed(0)} ms | ${(r.csvBytes / 1024).toFixed(0)} KiB |`,
    );
  }
}
