// The documents one search reads on the bench's 10,000 foods, without a browser: the same
// query plans as the web (@shared food-queries) run with the Admin SDK against the running
// Firestore emulator. Firestore bills one read per document a query returns.
//   tsx scripts/bench/search-reads.ts   (needs the emulators: npm start, or inside npm run bench)
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Query } from 'firebase-admin/firestore';
import { foodListPlan, matchesSearch } from '../../functions/src/shared/index.js';
import { seedScale } from './seed-scale.js';

const projectId = 'demo-bench-10k';
const count = 10_000;
const searches = ['icken', 'NEER', 'chicken', 'butt icken', 'aneer tikk', 'zzqq', 'c'];

const seeded = await seedScale(projectId, count);
console.log(
  seeded.reused ? `${count} foods already seeded` : `seeded ${count} foods in ${seeded.seconds} s`,
);
const app = initializeApp({ projectId }, `search-reads-${Date.now()}`);
try {
  const db = getFirestore(app);
  console.log('| search | docs read | shown | first shown |');
  console.log('|---|---|---|---|');
  for (const text of searches) {
    const plan = foodListPlan({ text });
    let query: Query = db.collection(plan.collection);
    for (const { field, op, value } of plan.where) query = query.where(field, op, value);
    const page = await query
      .orderBy(plan.orderBy.field, plan.orderBy.direction)
      .limit(plan.limit)
      .get();
    const names = page.docs.map((doc) => String(doc.get('foodName')));
    const shown = names.filter((name) => matchesSearch(name, text));
    console.log(`| "${text}" | ${page.size} | ${shown.length} | ${shown[0] ?? '(none)'} |`);
  }
} finally {
  await deleteApp(app);
}
