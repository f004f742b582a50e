// What the one-off backfill scripts share: the project from `--project <id>` (demo-foodtable
// on the emulators by default), and a walk over every document of a collection, 300 at a time,
// writing the updates a page needs in one batch.
import { initializeApp } from 'firebase-admin/app';
import {
  FieldPath,
  getFirestore,
  type Precondition,
  type QueryDocumentSnapshot,
  type UpdateData,
} from 'firebase-admin/firestore';

export interface Update {
  data: UpdateData<Record<string, unknown>>;
  precondition?: Precondition;
}

/**
 * Calls `change` for each document of `collection`; writes what it returns (null: nothing).
 * Prints progress and a last line "Done: <project>, <read> <noun>, <written> <done>".
 */
export async function backfill(
  collection: string,
  change: (doc: QueryDocumentSnapshot) => Update | null,
  words: { noun: string; done: string },
): Promise<void> {
  const argv = process.argv.slice(2);
  const projectFlag = argv.indexOf('--project');
  const projectId = projectFlag >= 0 ? argv[projectFlag + 1] : 'demo-foodtable';
  if (!projectId) throw new Error('Usage: tsx <script> [--project <id>]');
  // A demo project only ever means the emulators.
  if (projectId.startsWith('demo-')) process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
  const db = getFirestore(initializeApp({ projectId }));

  let read = 0;
  let written = 0;
  let after: QueryDocumentSnapshot | undefined;
  for (;;) {
    let query = db.collection(collection).orderBy(FieldPath.documentId()).limit(300);
    if (after) query = query.startAfter(after);
    const page = await query.get();
    if (page.empty) break;
    const batch = db.batch();
    let changes = 0;
    for (const doc of page.docs) {
      const update = change(doc);
      if (!update) continue;
      if (update.precondition) batch.update(doc.ref, update.data, update.precondition);
      else batch.update(doc.ref, update.data);
      changes++;
    }
    if (changes) await batch.commit();
    read += page.size;
    written += changes;
    after = page.docs.at(-1);
    console.log(`${read} ${words.noun} read, ${written} ${words.done}`);
  }
  console.log(`Done: ${projectId}, ${read} ${words.noun}, ${written} ${words.done}.`);
}
