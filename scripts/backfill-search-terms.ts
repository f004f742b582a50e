// Rewrites every food's searchTerms with the current tokenizer (decision 080). Foods get new
// terms by themselves on their next write (onFoodWritten); this does it at once, for all.
//   Emulators:  tsx scripts/backfill-search-terms.ts               (demo-foodtable on :8080)
//   A project:  GOOGLE_APPLICATION_CREDENTIALS=key.json tsx scripts/backfill-search-terms.ts --project <id>
// Reads each food once and writes only those whose terms differ; safe to run again.
import { initializeApp } from 'firebase-admin/app';
import { FieldPath, getFirestore, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { collections, searchTermsField, searchTokens } from '../functions/src/shared/index.js';

const argv = process.argv.slice(2);
const projectFlag = argv.indexOf('--project');
const projectId = projectFlag >= 0 ? argv[projectFlag + 1] : 'demo-foodtable';
if (!projectId) throw new Error('Usage: backfill-search-terms.ts [--project <id>]');
// A demo project only ever means the emulators.
if (projectId.startsWith('demo-')) process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';

const db = getFirestore(initializeApp({ projectId }));
const pageSize = 300;

function sameTerms(stored: unknown, terms: string[]): boolean {
  return (
    Array.isArray(stored) &&
    stored.length === terms.length &&
    stored.every((term, index) => term === terms[index])
  );
}

let read = 0;
let written = 0;
let after: QueryDocumentSnapshot | undefined;
for (;;) {
  let query = db.collection(collections.foods).orderBy(FieldPath.documentId()).limit(pageSize);
  if (after) query = query.startAfter(after);
  const page = await query.get();
  if (page.empty) break;
  const batch = db.batch();
  let changes = 0;
  for (const doc of page.docs) {
    const name = doc.get('foodName');
    const terms = searchTokens(typeof name === 'string' ? name : '');
    if (sameTerms(doc.get(searchTermsField), terms)) continue;
    // A food renamed meanwhile heals itself: this write wakes onFoodWritten, which reads the name.
    batch.update(doc.ref, { [searchTermsField]: terms });
    changes++;
  }
  if (changes) await batch.commit();
  read += page.size;
  written += changes;
  after = page.docs.at(-1);
  console.log(`${read} foods read, ${written} rewritten`);
}
console.log(`Done: ${projectId}, ${read} foods, ${written} given new search terms.`);
