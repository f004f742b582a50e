// Gives orders written before statuses existed `status: 'placed'` and `placedAt` (their
// createdAt), decision 073. Every reader already treats them as placed; only a query on the
// field itself (the cook's waiting count, `status == 'placed'`) cannot see them until then.
//   Emulators:  tsx scripts/backfill-order-status.ts                (demo-foodtable on :8080)
//   A project:  GOOGLE_APPLICATION_CREDENTIALS=key.json tsx scripts/backfill-order-status.ts --project <id>
// Reads each order once and writes only those without a status; safe to run again.
import { initializeApp } from 'firebase-admin/app';
import { FieldPath, getFirestore, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { collections, statusTimeField } from '../functions/src/shared/index.js';

const argv = process.argv.slice(2);
const projectFlag = argv.indexOf('--project');
const projectId = projectFlag >= 0 ? argv[projectFlag + 1] : 'demo-foodtable';
if (!projectId) throw new Error('Usage: backfill-order-status.ts [--project <id>]');
// A demo project only ever means the emulators.
if (projectId.startsWith('demo-')) process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';

const db = getFirestore(initializeApp({ projectId }));
const pageSize = 300;

let read = 0;
let written = 0;
let after: QueryDocumentSnapshot | undefined;
for (;;) {
  let query = db.collection(collections.orders).orderBy(FieldPath.documentId()).limit(pageSize);
  if (after) query = query.startAfter(after);
  const page = await query.get();
  if (page.empty) break;
  const batch = db.batch();
  let changes = 0;
  for (const doc of page.docs) {
    if (doc.get('status') !== undefined) continue;
    // Only if still without a status when written: a cook's move in between is kept.
    batch.update(
      doc.ref,
      { status: 'placed', [statusTimeField.placed]: doc.get('createdAt') ?? null },
      { lastUpdateTime: doc.updateTime },
    );
    changes++;
  }
  if (changes) await batch.commit();
  read += page.size;
  written += changes;
  after = page.docs.at(-1);
  console.log(`${read} orders read, ${written} given a status`);
}
console.log(`Done: ${projectId}, ${read} orders, ${written} marked placed.`);
