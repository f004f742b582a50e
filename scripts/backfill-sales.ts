// Adds the completed orders of the last 30 days that My sales has not counted yet (orders
// completed before the per-day totals existed) to their cooks' days (decision 130). Each
// order is counted once by its saleTallies marker, so this is safe to run again, and safe
// while cooks complete orders.
//   Emulators:  tsx scripts/backfill-sales.ts
//   A project:  GOOGLE_APPLICATION_CREDENTIALS=key.json tsx scripts/backfill-sales.ts --project <id>
import { initializeApp } from 'firebase-admin/app';
import { Timestamp, getFirestore, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { collections, salesWindowDays, statusTimeField } from '../functions/src/shared/index.js';

const argv = process.argv.slice(2);
const projectFlag = argv.indexOf('--project');
const projectId = projectFlag >= 0 ? argv[projectFlag + 1] : 'demo-foodtable';
if (!projectId) throw new Error('Usage: tsx scripts/backfill-sales.ts [--project <id>]');
if (projectId.startsWith('demo-')) process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
initializeApp({ projectId });
// After the app exists: the functions' Admin SDK module picks it up.
const { recordSale } = await import('../functions/src/sales/record-sale.js');

const since = Timestamp.fromMillis(Date.now() - (salesWindowDays + 1) * 24 * 3_600_000);
let read = 0;
let after: QueryDocumentSnapshot | undefined;
for (;;) {
  let query = getFirestore()
    .collection(collections.orders)
    .where(statusTimeField.completed, '>=', since)
    .orderBy(statusTimeField.completed)
    .limit(300);
  if (after) query = query.startAfter(after);
  const page = await query.get();
  if (page.empty) break;
  for (const doc of page.docs)
    if (doc.get('status') === 'completed') await recordSale(doc.id, doc.data());
  read += page.size;
  after = page.docs.at(-1);
  console.log(`${read} completed orders read`);
}
console.log(`Done: ${projectId}, ${read} completed orders counted (each at most once).`);
