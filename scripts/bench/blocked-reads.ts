// What the block check costs, measured rather than stated: firestore.rules ends every client
// write with notBlocked(), an exists() on blocked/{uid} (decision 140). The Firestore
// emulator's rule coverage report (GET /emulator/v1/projects/<project>:ruleCoverage) counts the
// evaluations of every expression; this script makes N writes of each kind the web app makes,
// as the web app makes them, and counts the evaluations of that exists() per kind. Its own
// project (demo-bench-blocked), with firestore.rules loaded afresh (loading resets the report).
//   tsx scripts/bench/blocked-reads.ts [N]   (needs the Firestore emulator; default N = 20)
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  addDoc,
  collection,
  deleteDoc,
  deleteField,
  doc,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
} from 'firebase/firestore';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { kitchenPaths } from '../../functions/src/shared/index.js';
import {
  firestoreAs,
  persona,
  stored,
  storedOrder,
  validDocument,
  type ClientDb,
  type Persona,
} from '../../functions/test/rules/documents.js';
import { validAddress, validKitchen } from '../../functions/test/rules/kitchens.js';
import { storedRating, validRating } from '../../functions/test/rules/ratings-cells.js';

const projectId = 'demo-bench-blocked';
const host = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';
const rules = readFileSync(
  fileURLToPath(new URL('../../firestore.rules', import.meta.url)),
  'utf8',
);
// The one exists() of notBlocked() (the rules' only read of blocked/).
const blockCheck = 'exists(/databases/$(database)/documents/blocked/';

interface ReportNode {
  sourcePosition: { currentOffset: number };
  values?: { value: Record<string, unknown>; count: number }[];
  children?: ReportNode[];
}

/** Evaluations that produced true or false: the emulator also records passes without data. */
const decided = (node: ReportNode) =>
  (node.values ?? [])
    .filter(({ value }) => 'boolValue' in value)
    .reduce((sum, { count }) => sum + count, 0);

/**
 * So far in this project: how many times the rules' allow conditions were evaluated (one per
 * document written, per pass; the emulator makes two passes with data per request), and how
 * many times the block check was.
 */
async function tally(): Promise<{ evaluations: number; checks: number }> {
  const response = await fetch(`http://${host}/emulator/v1/projects/${projectId}:ruleCoverage`);
  if (!response.ok) throw new Error(`Coverage unavailable: ${response.status}`);
  const report = (await response.json()) as {
    rules: { files: { content: string }[] };
    report: ReportNode[];
  };
  const source = report.rules.files[0]?.content ?? '';
  const check = source.indexOf(blockCheck);
  if (check < 0) throw new Error('The rules have no block check');
  // Where each `allow …: if` condition starts (comments hold no `allow …: if`).
  const allows = new Set(
    [...source.matchAll(/\ballow\s+[a-z,\s]+?:\s*if\s+/g)].map((m) => m.index + m[0].length),
  );
  let checks = 0;
  const visit = (node: ReportNode) => {
    if (node.sourcePosition.currentOffset === check) checks += decided(node);
    node.children?.forEach(visit);
  };
  report.report.forEach(visit);
  // A condition is a root of the report (a && chain's inner nodes start where it starts).
  const evaluations = report.report
    .filter((node) => allows.has(node.sourcePosition.currentOffset))
    .reduce((sum, node) => sum + decided(node), 0);
  return { evaluations, checks };
}

interface Kind {
  name: string;
  /** Documents one request writes: 1, or 2 for the kitchen's card and address in a batch. */
  documents: number;
  /** Documents written, with the rules off, before the writes are counted. */
  seed?: (i: number) => [string, Record<string, unknown>][];
  write: (i: number) => Promise<unknown>;
  /** Refused writes, to show what a refusal costs. */
  refused?: boolean;
}

function kinds(env: RulesTestEnvironment): Kind[] {
  const cook = persona('bench-cook', 'Cora Cook');
  const buyer = persona('bench-buyer', 'Bob Buyer');
  const blocked = persona('bench-blocked', 'Bea Blocked');
  const as = (who: Persona): ClientDb => firestoreAs(env, who);
  const cookDb = as(cook);
  const buyerDb = as(buyer);
  const order = (status: 'placed' | 'completed') => storedOrder(buyer, cook, status);
  return [
    {
      name: 'food: add',
      documents: 1,
      write: () => addDoc(collection(cookDb, 'foods'), validDocument('foods', cook)),
    },
    {
      name: 'food: edit',
      documents: 1,
      seed: (i) => [[`foods/edit-${i}`, stored(validDocument('foods', cook))]],
      write: (i) => updateDoc(doc(cookDb, `foods/edit-${i}`), { quantity: 3 }),
    },
    {
      name: 'food: delete',
      documents: 1,
      seed: (i) => [[`foods/delete-${i}`, stored(validDocument('foods', cook))]],
      write: (i) => deleteDoc(doc(cookDb, `foods/delete-${i}`)),
    },
    {
      name: 'order: the cook accepts',
      documents: 1,
      seed: (i) => [[`orders/accept-${i}`, order('placed')]],
      write: (i) =>
        updateDoc(doc(cookDb, `orders/accept-${i}`), {
          status: 'accepted',
          acceptedAt: serverTimestamp(),
        }),
    },
    {
      name: 'order: the buyer takes a sale off their list',
      documents: 1,
      seed: (i) => [[`orders/remove-${i}`, order('completed')]],
      write: (i) =>
        updateDoc(doc(buyerDb, `orders/remove-${i}`), {
          buyerUid: deleteField(),
          removedByBuyerUid: buyer.uid,
          removedByBuyerAt: serverTimestamp(),
        }),
    },
    {
      name: 'order: the buyer cancels',
      documents: 1,
      seed: (i) => [[`orders/cancel-${i}`, order('placed')]],
      write: (i) => deleteDoc(doc(buyerDb, `orders/cancel-${i}`)),
    },
    {
      name: 'gallery: post',
      documents: 1,
      write: () => addDoc(collection(buyerDb, 'gallery'), validDocument('gallery', buyer)),
    },
    {
      name: 'gallery: delete',
      documents: 1,
      seed: (i) => [[`gallery/delete-${i}`, stored(validDocument('gallery', buyer))]],
      write: (i) => deleteDoc(doc(buyerDb, `gallery/delete-${i}`)),
    },
    {
      name: 'review: post',
      documents: 1,
      write: () => addDoc(collection(buyerDb, 'reviews'), validDocument('reviews', buyer)),
    },
    {
      name: 'review: delete',
      documents: 1,
      seed: (i) => [[`reviews/delete-${i}`, stored(validDocument('reviews', buyer))]],
      write: (i) => deleteDoc(doc(buyerDb, `reviews/delete-${i}`)),
    },
    {
      // As /myKitchen saves it: the card and the private address in one batch.
      name: 'kitchen: save (card and address)',
      documents: 2,
      write: () => {
        const batch = writeBatch(cookDb);
        batch.set(doc(cookDb, kitchenPaths.kitchen(cook.uid)), validKitchen());
        batch.set(doc(cookDb, kitchenPaths.pickupAddress(cook.uid)), validAddress());
        return batch.commit();
      },
    },
    {
      name: 'rating: rate a completed order',
      documents: 1,
      seed: (i) => [[`orders/rate-${i}`, order('completed')]],
      write: (i) => setDoc(doc(buyerDb, `ratings/rate-${i}`), validRating(buyer)),
    },
    {
      name: 'rating: delete',
      documents: 1,
      seed: (i) => [
        [`orders/unrate-${i}`, order('completed')],
        [`ratings/unrate-${i}`, storedRating(buyer)],
      ],
      write: (i) => deleteDoc(doc(buyerDb, `ratings/unrate-${i}`)),
    },
    {
      name: 'profile: save',
      documents: 1,
      write: (i) => {
        const who = persona(`bench-profile-${i}`, 'Pia Profile');
        return setDoc(doc(as(who), `users/${who.uid}`), validDocument('users', who));
      },
    },
    {
      name: 'refused: bad input (a negative price)',
      documents: 1,
      refused: true,
      write: () =>
        addDoc(collection(cookDb, 'foods'), { ...validDocument('foods', cook), price: -1 }),
    },
    {
      name: 'refused: a blocked account posts a review',
      documents: 1,
      refused: true,
      seed: (i) => (i === 0 ? [[`blocked/${blocked.uid}`, { reason: 'bench' }]] : []),
      write: () => addDoc(collection(as(blocked), 'reviews'), validDocument('reviews', blocked)),
    },
  ];
}

export async function benchBlockedReads(count: number) {
  const [hostName, port] = host.split(':');
  // Loading the rules resets this project's coverage report.
  const env = await initializeTestEnvironment({
    projectId,
    firestore: { rules, host: hostName!, port: Number(port) },
  });
  await env.clearFirestore();
  const rows: (Kind & { evaluations: number; checks: number })[] = [];
  try {
    for (const kind of kinds(env)) {
      if (kind.seed) {
        const seeds = Array.from({ length: count }, (_, i) => kind.seed!(i)).flat();
        await env.withSecurityRulesDisabled(async (context) => {
          const db = context.firestore();
          await Promise.all(seeds.map(([path, data]) => setDoc(doc(db, path), data)));
        });
      }
      const before = await tally();
      for (let i = 0; i < count; i++)
        await (kind.refused ? assertFails(kind.write(i)) : assertSucceeds(kind.write(i)));
      const after = await tally();
      rows.push({
        ...kind,
        evaluations: after.evaluations - before.evaluations,
        checks: after.checks - before.checks,
      });
    }
  } finally {
    await env.clearFirestore();
    await env.cleanup();
  }
  return rows;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const count = Number(process.argv[2] ?? 20);
  const rows = await benchBlockedReads(count);
  console.log(`\nThe block check, ${count} requests of each kind (${projectId}):\n`);
  console.log(
    '| write | documents per request | rule evaluations | block checks | block checks per request | block documents read per request |',
  );
  console.log('|---|---|---|---|---|---|');
  for (const row of rows) {
    // The emulator evaluates each document's rules more than once per request (passes):
    // counted per pass, a request's checks are what one evaluation of it makes.
    const passes = row.evaluations / (count * row.documents);
    const perRequest = row.checks / (count * passes);
    console.log(
      `| ${row.name} | ${row.documents} | ${row.evaluations} | ${row.checks} | ${perRequest.toFixed(2)} | ${perRequest > 0 ? 1 : 0} |`,
    );
  }
  console.log(
    '\nEvery check of one request reads the same document, blocked/{caller uid}: Firestore bills it once per request.',
  );
}
