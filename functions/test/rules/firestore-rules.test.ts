// The evidence for firestore.rules, in one file under one project id so that the emulator's
// coverage report covers all of it: the access matrix, the field cells, the bad-input
// corpus, and last, the coverage check itself (tests in a file run in order).
import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  setDoc,
  Timestamp,
  updateDoc,
  type DocumentData,
  query,
  where,
  orderBy,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languages } from '../../src/shared/index.js';
import { rulesTestEnv } from '../support/rules.js';
import { mailCallerFor, mailCells, mailPath, mailRecipient, storedMail } from './mail-cells.js';
import { photoCallerFor, photoCells, photoOwner, photoPath, storedPhoto } from './photo-cells.js';
import {
  receiptAttempt,
  receiptCallers,
  receiptCells,
  receiptOperations,
  receiptSeed,
} from './receipt-cells.js';
import {
  absent,
  corpus,
  corpusCollections,
  patched,
  victim,
  type BadInput,
  type CorpusCollection,
} from '../security/corpus.js';
import { describeCoverage, evaluated, readCoverage, releaseCoverage } from './coverage.js';
import { declarationCells, schemaOutcome } from './declarations.js';
import {
  documentPath,
  firestoreAs,
  persona,
  stored,
  storedOrder,
  validDeclaration,
  validDocument,
} from './documents.js';
import {
  absentKey,
  buyerDeleteProbes,
  fieldProbes,
  moveProbes,
  removal,
  updateProbes,
  type OrderProbe,
} from './field-probes.js';
import {
  kitchenFieldProbes,
  kitchensAttempt,
  kitchensCallerFor,
  kitchensMatrixCells,
  kitchensSeed,
  kitchenUpdateProbes,
  pickupForgeryProbes,
  probedBody,
  probePath,
  storedKitchen,
} from './kitchens.js';
import {
  blockedCartWrites,
  cartFieldProbes,
  cartPath,
  cartsAttempt,
  cartsCallerFor,
  cartsMatrixCells,
  cartsSeed,
  cartUpdateProbes,
  probedCart,
  storedCart,
} from './carts.js';
import {
  attempt,
  buyerOrdersQuery,
  callerFor,
  callers,
  cookOrdersQuery,
  kitchenAttempt,
  kitchenCallers,
  kitchenCells,
  kitchenOperations,
  kitchenRowStatus,
  matrix,
  matrixCells,
  operations,
  partyCallerFor,
} from './matrix.js';
import {
  blockBodies,
  blockDocCells,
  blockedReads,
  blockedWrites,
  hiddenCells,
  hiddenDocument,
  hiddenPath,
} from './operators.js';
import {
  foodRatingsQuery,
  probeOrder,
  ratedFoodId,
  ratingAttempt,
  ratingCallers,
  ratingCells,
  ratingOperations,
  ratingProbes,
  ratingStoredFirst,
  salesCallers,
  salesDaysQuery,
  salesMatrix,
  salesOperations,
  storedRating,
  storedSalesDay,
  validRating,
} from './ratings-cells.js';

const suite = 'security';
// The corpus's ~1 MiB documents go to a project of their own: the emulator records every value
// an expression saw, and a few dozen copies of each would swell the coverage report (and the
// shared emulator's memory) by hundreds of MB. Their refusal needs no coverage.
const largeSuite = 'security-large';
let env: RulesTestEnvironment;
let largeEnv: RulesTestEnvironment;

/** Writes documents as the Admin SDK (or a function) would, past the rules. */
async function seed(documents: [path: string, body: DocumentData][]): Promise<void> {
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await Promise.all(documents.map(([path, body]) => setDoc(doc(db, path), body)));
  });
}

const expectOutcome = (expected: 'allow' | 'deny', call: Promise<unknown>) =>
  expected === 'allow' ? assertSucceeds(call) : assertFails(call);

beforeAll(async () => {
  env = await rulesTestEnv(suite);
  largeEnv = await rulesTestEnv(largeSuite);
  await Promise.all([env.clearFirestore(), largeEnv.clearFirestore()]);
});
afterAll(async () => {
  for (const [environment, name] of [
    [env, suite],
    [largeEnv, largeSuite],
  ] as const) {
    await environment.clearFirestore();
    await releaseCoverage(`demo-rules-${name}`);
    await environment.cleanup();
  }
});

// ---------------------------------------------------------------- the matrix

describe('access matrix', () => {
  const cells = matrixCells();
  const ran = new Set<string>();

  beforeAll(async () => {
    await seed(
      cells
        .filter((cell) => cell.operation !== 'create')
        .map((cell) => [
          documentPath(cell.collection, cell.owner, cell.key),
          stored(validDocument(cell.collection, cell.owner)),
        ]),
    );
  });

  it('has a cell for every collection, operation and caller (5 × 5 × 4)', () => {
    expect(cells).toHaveLength(corpusCollections.length * operations.length * callers.length);
    expect(cells).toHaveLength(100);
    for (const name of corpusCollections)
      for (const operation of operations)
        expect(matrix[name][operation].filter((o) => o === 'allow' || o === 'deny')).toHaveLength(
          callers.length,
        );
  });

  it.concurrent.for(cells)('$collection $operation by $caller: $expected', async (cell) => {
    await expectOutcome(cell.expected, attempt(firestoreAs(env, callerFor(cell)), cell));
    ran.add(cell.key);
  });

  it('ran every cell', () => {
    expect(cells.filter((cell) => !ran.has(cell.key)).map((cell) => cell.key)).toEqual([]);
  });
});

// ---------------------------------------------------------------- field cells

describe('field cells: a new document with one field probed', () => {
  it.concurrent.for(fieldProbes.map((probe, index) => ({ ...probe, index })))(
    '$name: $expected ($why)',
    async (probe) => {
      const who = persona(`probe-${probe.index}`, 'Pat Probe');
      const body = validDocument(probe.collection, who);
      const value = probe.value(who);
      if (value === absentKey) delete body[probe.field];
      else body[probe.field] = value;
      const db = firestoreAs(env, who);
      const ref = doc(db, documentPath(probe.collection, who, `probe-${probe.index}`));
      await expectOutcome(probe.expected, setDoc(ref, body));
    },
  );
});

describe('field cells: the owner changes one field', () => {
  const probes = updateProbes.map((probe, index) => ({
    ...probe,
    owner: persona(`update-probe-${index}`),
    id: `update-probe-${index}`,
  }));

  beforeAll(async () => {
    await seed(
      probes.map((probe) => [
        documentPath(probe.collection, probe.owner, probe.id),
        stored(validDocument(probe.collection, probe.owner)),
      ]),
    );
  });

  it.concurrent.for(probes)('$name: $expected', async (probe) => {
    const db = firestoreAs(env, probe.owner);
    const ref = doc(db, documentPath(probe.collection, probe.owner, probe.id));
    await expectOutcome(probe.expected, updateDoc(ref, probe.change(probe.owner)));
  });
});

// ---------------------------------------------------------------- what's in the food

describe('declarations: whole declarations, on a new food and as the owner’s update', () => {
  const cells = declarationCells.map((cell, index) => ({
    ...cell,
    owner: persona(`declaration-${index}`, 'Dana Declarer'),
    id: `declaration-${index}`,
  }));
  const cook = persona('declaring-cook', 'Dana Declarer');
  const stranger = persona('declaration-stranger', 'Sam Stranger');
  const undeclared = () => {
    const body = stored(validDocument('foods', cook));
    for (const key of Object.keys(validDeclaration)) delete body[key];
    return body;
  };

  beforeAll(async () => {
    await seed([
      ...cells.map((cell): [string, DocumentData] => [
        `foods/${cell.id}-stored`,
        stored(validDocument('foods', cell.owner)),
      ]),
      ['foods/declared-food', stored(validDocument('foods', cook))],
      ['foods/undeclared-food', undeclared()],
      ['foods/undeclared-food-2', undeclared()],
      ['foods/undeclared-food-3', undeclared()],
    ]);
  });

  it.each(cells)('$name: the contract says $expected, as the shared schema does', (cell) => {
    expect(schemaOutcome(cell)).toBe(cell.expected);
  });

  it.concurrent.for(cells)('create, $name: $expected', async (cell) => {
    const db = firestoreAs(env, cell.owner);
    const body = { ...validDocument('foods', cell.owner), ...cell.declaration };
    await expectOutcome(cell.expected, setDoc(doc(db, `foods/${cell.id}`), body));
  });

  it.concurrent.for(cells)('owner update, $name: $expected', async (cell) => {
    const db = firestoreAs(env, cell.owner);
    await expectOutcome(
      cell.expected,
      updateDoc(doc(db, `foods/${cell.id}-stored`), cell.declaration),
    );
  });

  it('refuses a create without the declaration (the 12 keys of before)', async () => {
    const body: Record<string, unknown> = validDocument('foods', cook);
    for (const key of Object.keys(validDeclaration)) delete body[key];
    await assertFails(setDoc(doc(firestoreAs(env, cook), 'foods/no-declaration'), body));
  });

  it('refuses a stranger’s or a visitor’s change of the declaration', async () => {
    for (const who of [stranger, null]) {
      await assertFails(
        updateDoc(doc(firestoreAs(env, who), 'foods/declared-food'), { diet: 'veg' }),
      );
    }
    await assertSucceeds(
      updateDoc(doc(firestoreAs(env, cook), 'foods/declared-food'), { diet: 'veg' }),
    );
  });

  it('lets the owner edit a food listed before declarations, and declare it, never half', async () => {
    const db = firestoreAs(env, cook);
    await assertSucceeds(updateDoc(doc(db, 'foods/undeclared-food'), { price: 7 }));
    await assertFails(updateDoc(doc(db, 'foods/undeclared-food-2'), { diet: 'veg' }));
    await assertSucceeds(updateDoc(doc(db, 'foods/undeclared-food-2'), validDeclaration));
    await assertFails(
      updateDoc(doc(db, 'foods/undeclared-food-3'), { ...validDeclaration, diet: 'meat' }),
    );
  });

  it('lets anyone read the declaration', async () => {
    const snapshot = await assertSucceeds(
      getDoc(doc(firestoreAs(env, null), 'foods/declared-food')),
    );
    expect(snapshot.get('allergens')).toEqual(validDeclaration.allergens);
  });

  it('keeps users/{uid}.avoid and emailOrders to that user', async () => {
    const diner = persona('avoiding-diner', 'Ava Avoider');
    await seed([[`users/${diner.uid}`, stored(validDocument('users', diner))]]);
    const change = { avoid: ['peanuts'], emailOrders: false };
    await assertFails(updateDoc(doc(firestoreAs(env, stranger), `users/${diner.uid}`), change));
    await assertFails(updateDoc(doc(firestoreAs(env, null), `users/${diner.uid}`), change));
    await assertFails(getDoc(doc(firestoreAs(env, stranger), `users/${diner.uid}`)));
    await assertSucceeds(updateDoc(doc(firestoreAs(env, diner), `users/${diner.uid}`), change));
    const mine = await assertSucceeds(getDoc(doc(firestoreAs(env, diner), `users/${diner.uid}`)));
    expect(mine.data()).toMatchObject(change);
    // A new profile may carry them from the start.
    const newcomer = persona('avoiding-newcomer', 'Nia New');
    await assertSucceeds(
      setDoc(doc(firestoreAs(env, newcomer), `users/${newcomer.uid}`), {
        ...validDocument('users', newcomer),
        avoid: ['milk'],
        emailOrders: true,
      }),
    );
  });
});

describe('users/{uid}.noShows: missed pickups only functions count', () => {
  const diner = persona('no-show-diner', 'Nora Noshow');
  const path = `users/${diner.uid}`;

  beforeAll(async () => {
    await seed([[path, { ...stored(validDocument('users', diner)), noShows: 2 }]]);
  });

  it('lets the user save their choices beside it, and neither change nor remove it', async () => {
    const db = firestoreAs(env, diner);
    await assertSucceeds(updateDoc(doc(db, path), { avoid: ['milk'], emailOrders: false }));
    await assertFails(updateDoc(doc(db, path), { noShows: 0 }));
    await assertFails(updateDoc(doc(db, path), { noShows: 3 }));
    await assertFails(updateDoc(doc(db, path), { noShows: deleteField() }));
    await assertFails(setDoc(doc(db, path), stored(validDocument('users', diner))));
    expect((await storedAt(path))?.noShows).toBe(2);
  });
});

describe('users/{uid}.lang: the reader’s language, written by that user alone', () => {
  // Who writes a language to a profile, on create and on update. Each cell has a profile of
  // its own: absent for a create, stored without a language for an update. The values
  // themselves are the field cells' (users.lang above).
  const cells = (['create', 'update'] as const).flatMap((operation) =>
    (['owner', 'stranger', 'visitor'] as const).flatMap((caller) =>
      languages.map((lang) => ({
        operation,
        caller,
        lang,
        expected: caller === 'owner' ? ('allow' as const) : ('deny' as const),
      })),
    ),
  );
  const withOwners = cells.map((cell, index) => ({
    ...cell,
    owner: persona(`lang-${index}`, 'Lina Lang'),
  }));
  const stranger = persona('lang-stranger', 'Sam Stranger');

  beforeAll(async () => {
    await seed(
      withOwners
        .filter((cell) => cell.operation === 'update')
        .map((cell) => [`users/${cell.owner.uid}`, stored(validDocument('users', cell.owner))]),
    );
  });

  it.concurrent.for(withOwners)(
    '$operation of lang = $lang by the $caller: $expected',
    async ({ operation, caller, lang, expected, owner }) => {
      const who = caller === 'owner' ? owner : caller === 'stranger' ? stranger : null;
      const path = `users/${owner.uid}`;
      const ref = doc(firestoreAs(env, who), path);
      // A create is the caller's own valid profile, at the owner's path: only the path differs.
      const write =
        operation === 'create'
          ? setDoc(ref, { ...validDocument('users', who ?? owner), lang })
          : updateDoc(ref, { lang });
      await expectOutcome(expected, write);
      // Refused: no profile (create), or the stored one still without a language (update).
      expect((await storedAt(path))?.lang).toBe(expected === 'allow' ? lang : undefined);
    },
  );
});

// ---------------------------------------------------------------- the live kitchen

describe('kitchen matrix: one order, seen by its buyer, its cook and everyone else', () => {
  const cells = kitchenCells();
  const ran = new Set<string>();

  beforeAll(async () => {
    await seed(
      cells.map((cell) => [
        `orders/${cell.key}`,
        storedOrder(cell.buyer, cell.cook, kitchenRowStatus(cell.operation)),
      ]),
    );
  });

  it('has a cell for every operation and caller (8 × 5)', () => {
    expect(cells).toHaveLength(kitchenOperations.length * kitchenCallers.length);
    expect(cells).toHaveLength(40);
  });

  it.concurrent.for(cells)('orders: $operation by $caller: $expected', async (cell) => {
    await expectOutcome(
      cell.expected,
      kitchenAttempt(firestoreAs(env, partyCallerFor(cell)), cell),
    );
    ran.add(cell.key);
  });

  it('ran every cell', () => {
    expect(cells.filter((cell) => !ran.has(cell.key)).map((cell) => cell.key)).toEqual([]);
  });
});

/** Each probe on its own order, with its own buyer and cook. */
function orderProbeCells(prefix: string, probes: OrderProbe[]) {
  return probes.map((probe, index) => {
    const id = `${prefix}-${index}`;
    const buyer = persona(`buyer-${id}`, 'Bea Buyer');
    const cook = persona(`cook-${id}`, 'Cody Cook');
    const who = { buyer, cook, stranger: persona(`stranger-${id}`, 'Stan Stranger') }[probe.by];
    return { ...probe, id, buyer, cook, who };
  });
}

/** The stored order as the Admin SDK sees it (null when there is none). */
async function storedAt(path: string): Promise<DocumentData | null> {
  let data: DocumentData | null = null;
  await env.withSecurityRulesDisabled(async (context) => {
    const snapshot = await getDoc(doc(context.firestore(), path));
    data = snapshot.exists() ? snapshot.data() : null;
  });
  return data;
}

describe.each([
  ['field cells: the cook moves an order', 'move-probe', moveProbes],
  ['field cells: the buyer’s Delete per status', 'buyer-delete-probe', buyerDeleteProbes],
  [
    'field cells: pickup fields only the server writes',
    'pickup-forgery-probe',
    pickupForgeryProbes,
  ],
] as const)('%s', (_title, prefix, probes) => {
  const cells = orderProbeCells(prefix, probes);

  beforeAll(async () => {
    await seed(
      cells.map((cell) => [
        `orders/${cell.id}`,
        { ...storedOrder(cell.buyer, cell.cook, cell.from), ...cell.stored?.() },
      ]),
    );
    await env.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore();
      await Promise.all(
        cells
          .filter((cell) => cell.deletedFirst)
          .map((cell) => deleteDoc(doc(db, `orders/${cell.id}`))),
      );
    });
  });

  it.concurrent.for(cells)('$name: $expected', async (cell) => {
    const path = `orders/${cell.id}`;
    const before = await storedAt(path);
    const ref = doc(firestoreAs(env, cell.who), path);
    const change = cell.change?.(cell.who);
    await expectOutcome(cell.expected, change ? updateDoc(ref, change) : deleteDoc(ref));
    const after = await storedAt(path);
    if (cell.expected === 'deny') {
      // A refusal changes nothing.
      expect(after).toEqual(before);
    } else if (!change) {
      expect(after).toBeNull();
    } else {
      // Only the keys sent changed; the server's time went where the page asked.
      expect(after).not.toEqual(before);
      for (const [key, value] of Object.entries(change)) {
        if (typeof value === 'string') expect(after?.[key]).toBe(value);
        else if (key.endsWith('At')) expect(after?.[key]).toBeInstanceOf(Timestamp);
        else expect(after?.[key]).toBeUndefined();
      }
    }
  });
});

describe('a completed sale the buyer removed from their list', () => {
  const buyer = persona('removal-buyer', 'Bea Buyer');
  const cook = persona('removal-cook', 'Cody Cook');
  const path = 'orders/removed-sale';

  beforeAll(async () => {
    await seed([[path, storedOrder(buyer, cook, 'completed')]]);
  });

  it('is gone from the buyer’s list and reads, and stays in the cook’s records', async () => {
    const asBuyer = firestoreAs(env, buyer);
    const asCook = firestoreAs(env, cook);
    const mine = async () =>
      (await getDocs(buyerOrdersQuery(asBuyer, buyer.uid))).docs.map((d) => d.id);
    expect(await mine()).toEqual(['removed-sale']);

    await assertSucceeds(updateDoc(doc(asBuyer, path), removal(buyer)));

    expect(await mine()).toEqual([]);
    await assertFails(getDoc(doc(asBuyer, path)));
    await assertFails(deleteDoc(doc(asBuyer, path)));
    const kept = await assertSucceeds(getDoc(doc(asCook, path)));
    expect(kept.data()).toMatchObject({
      status: 'completed',
      removedByBuyerUid: buyer.uid,
      foodOwnerUid: cook.uid,
    });
    expect(kept.data()?.buyerUid).toBeUndefined();
    const theirs = await getDocs(cookOrdersQuery(asCook, cook.uid));
    expect(theirs.docs.map((d) => d.id)).toEqual(['removed-sale']);
  });
});

// ---------------------------------------------------------------- operators

describe('operators: a hidden food, review or gallery entry', () => {
  const cells = hiddenCells.map((cell, index) => {
    const author = persona(`hidden-author-${index}`, 'Hana Hidden');
    return { ...cell, index, author, path: hiddenPath(cell, index, author) };
  });

  beforeAll(async () => {
    await seed(cells.map((cell) => [cell.path, hiddenDocument(cell, cell.author)]));
  });

  it.concurrent.for(cells)('$name: $expected', async (cell) => {
    const who = {
      signedOut: null,
      author: cell.author,
      otherUser: persona(`hidden-other-${cell.index}`, 'Otto Other'),
    }[cell.caller];
    await expectOutcome(cell.expected, cell.act(firestoreAs(env, who), cell.path, cell.author));
  });
});

describe('operators: a blocked account writes nothing, on every write path', () => {
  const cells = blockedWrites.map((write, index) => ({
    ...write,
    id: `blocked-write-${index}`,
    who: persona(`blocked-writer-${index}`, 'Bo Blocked'),
    block: blockBodies[index % blockBodies.length] ?? {},
  }));

  beforeAll(async () => {
    await seed(
      cells.flatMap((cell) => [
        ...cell.setup(cell.who, cell.id),
        [`blocked/${cell.who.uid}`, cell.block] as [string, DocumentData],
      ]),
    );
  });

  it.concurrent.for(cells)(
    '$name: refused while blocked, nothing changes; allowed once unblocked',
    async (cell) => {
      const paths = cell.setup(cell.who, cell.id).map(([path]) => path);
      const before = await Promise.all(paths.map(storedAt));
      const db = firestoreAs(env, cell.who);
      await assertFails(cell.act(db, cell.who, cell.id));
      expect(await Promise.all(paths.map(storedAt))).toEqual(before);

      await env.withSecurityRulesDisabled((context) =>
        deleteDoc(doc(context.firestore(), `blocked/${cell.who.uid}`)),
      );
      await assertSucceeds(cell.act(db, cell.who, cell.id));
    },
  );
});

describe('operators: a blocked account still reads', () => {
  const cells = blockedReads.map((read, index) => ({
    ...read,
    id: `blocked-read-${index}`,
    who: persona(`blocked-reader-${index}`, 'Bo Blocked'),
  }));

  beforeAll(async () => {
    await seed(
      cells.flatMap((cell) => [
        ...cell.setup(cell.who, cell.id),
        [`blocked/${cell.who.uid}`, { reason: 'Spam' }] as [string, DocumentData],
      ]),
    );
  });

  it.concurrent.for(cells)('$name: allow', async (cell) => {
    await assertSucceeds(cell.act(firestoreAs(env, cell.who), cell.who, cell.id));
  });
});

describe('operators: blocked/{uid} itself', () => {
  const cells = blockDocCells.map((cell, index) => ({
    ...cell,
    index,
    user: persona(`block-doc-user-${index}`, 'Uma User'),
  }));

  beforeAll(async () => {
    await seed(
      cells
        .filter((cell) => cell.blocked)
        .map((cell) => [`blocked/${cell.user.uid}`, { reason: 'Spam' }]),
    );
  });

  it.concurrent.for(cells)('$name: $expected', async (cell) => {
    const who = {
      signedOut: null,
      theUser: cell.user,
      otherUser: persona(`block-doc-other-${cell.index}`, 'Otto Other'),
    }[cell.caller];
    await expectOutcome(cell.expected, cell.act(firestoreAs(env, who), cell.user));
  });
});

// ---------------------------------------------------------------- ratings

describe('ratings matrix: one rating of a completed order, seen from every side', () => {
  const cells = ratingCells();
  const ran = new Set<string>();

  beforeAll(async () => {
    await seed([
      ...cells.map((cell): [string, DocumentData] => [
        `orders/${cell.key}`,
        storedOrder(cell.buyer, cell.cook, 'completed'),
      ]),
      ...cells
        .filter(ratingStoredFirst)
        .map((cell): [string, DocumentData] => [`ratings/${cell.key}`, storedRating(cell.buyer)]),
    ]);
  });

  it('has a cell for every operation and caller (5 × 5)', () => {
    expect(cells).toHaveLength(ratingOperations.length * ratingCallers.length);
    expect(cells).toHaveLength(25);
  });

  it.concurrent.for(cells)('ratings: $operation by $caller: $expected', async (cell) => {
    const who = partyCallerFor(cell);
    await expectOutcome(cell.expected, ratingAttempt(firestoreAs(env, who), cell, who));
    ran.add(cell.key);
  });

  it('ran every cell', () => {
    expect(cells.filter((cell) => !ran.has(cell.key)).map((cell) => cell.key)).toEqual([]);
  });
});

// ---------------------------------------------------------------- the handover: kitchens

describe('kitchens matrix: the public card and the private address, by every caller', () => {
  const cells = kitchensMatrixCells();
  const ran = new Set<string>();

  beforeAll(async () => {
    await seed(kitchensSeed(cells));
  });

  it('has a cell for every document, operation and caller (2 × 5 × 4)', () => {
    expect(cells).toHaveLength(2 * operations.length * callers.length);
  });

  it.concurrent.for(cells)('$document $operation by $caller: $expected', async (cell) => {
    await expectOutcome(
      cell.expected,
      kitchensAttempt(firestoreAs(env, kitchensCallerFor(cell)), cell),
    );
    ran.add(cell.key);
  });

  it('ran every cell', () => {
    expect(cells.filter((cell) => !ran.has(cell.key)).map((cell) => cell.key)).toEqual([]);
  });
});

describe('field cells: the buyer rates an order', () => {
  const cells = ratingProbes.map((probe, index) => {
    const id = `rating-probe-${index}`;
    return {
      ...probe,
      id,
      buyer: persona(`buyer-${id}`, 'Bea Buyer'),
      cook: persona(`cook-${id}`, 'Cody Cook'),
    };
  });

  beforeAll(async () => {
    const documents: [string, DocumentData][] = [];
    for (const cell of cells) {
      const order = probeOrder(cell, cell.buyer, cell.cook);
      if (order) documents.push([`orders/${cell.id}`, order]);
      if (cell.ratedBefore) documents.push([`ratings/${cell.id}`, storedRating(cell.buyer)]);
    }
    await seed(documents);
  });

  it.concurrent.for(cells)('$name: $expected', async (cell) => {
    const path = `ratings/${cell.id}`;
    const before = await storedAt(path);
    const ref = doc(firestoreAs(env, cell.buyer), path);
    await expectOutcome(cell.expected, setDoc(ref, cell.body(cell.buyer)));
    const after = await storedAt(path);
    // A refusal writes nothing; an accepted rating is stored as sent, at the server's time.
    if (cell.expected === 'deny') expect(after).toEqual(before);
    else expect(after).toMatchObject({ foodId: ratedFoodId, buyerUid: cell.buyer.uid });
  });
});

describe('a rating given, taken back and given again', () => {
  const buyer = persona('regive-buyer', 'Bea Buyer');
  const cook = persona('regive-cook', 'Cody Cook');

  beforeAll(async () => {
    await seed([['orders/regive', storedOrder(buyer, cook, 'completed')]]);
  });

  it('is one rating at a time at the order’s id, listed with the food’s ratings', async () => {
    const db = firestoreAs(env, buyer);
    const ref = doc(db, 'ratings/regive');
    await assertSucceeds(setDoc(ref, validRating(buyer)));
    await assertFails(setDoc(ref, { ...validRating(buyer), stars: 1 }));
    const listed = await getDocs(foodRatingsQuery(firestoreAs(env, null), ratedFoodId));
    expect(listed.docs.find((d) => d.id === 'regive')?.get('stars')).toBe(4);
    await assertSucceeds(deleteDoc(ref));
    await assertSucceeds(setDoc(ref, { ...validRating(buyer), stars: 2 }));
    expect((await storedAt('ratings/regive'))?.stars).toBe(2);
  });
});

describe('sales matrix: a cook’s day of sales', () => {
  const cook = persona('sales-cook', 'Cody Cook');
  const callerOf = (caller: (typeof salesCallers)[number]) =>
    ({
      signedOut: null,
      cook,
      stranger: persona('sales-stranger', 'Stan Stranger'),
      cookEmailClaimer: { uid: 'sales-claimer', email: cook.email, name: cook.name },
    })[caller];
  const path = `salesDays/${cook.uid}_2025-02-01`;
  const cells = salesOperations.flatMap((operation) =>
    salesCallers.map((caller, index) => ({
      operation,
      caller,
      expected: salesMatrix[operation][index] ?? 'deny',
    })),
  );

  beforeAll(async () => {
    await seed([[path, storedSalesDay(cook, '2025-02-01')]]);
  });

  it.concurrent.for(cells)('salesDays: $operation by $caller: $expected', async (cell) => {
    const who = callerOf(cell.caller);
    const db = firestoreAs(env, who);
    const uid = who?.uid ?? cook.uid;
    const call = {
      'get a day': () => getDoc(doc(db, path)),
      // Each caller asks for their own days; the stranger's would be empty, so they ask for the cook's.
      'list the cook’s days': () =>
        getDocs(salesDaysQuery(db, cell.caller === 'cook' ? uid : cook.uid, '2025-01-01')),
      'create a day': () =>
        setDoc(doc(db, `salesDays/${uid}_2025-02-02`), storedSalesDay(cook, '2025-02-02')),
      'update a day': () => updateDoc(doc(db, path), { revenueCents: 1 }),
    }[cell.operation];
    await expectOutcome(cell.expected, call());
  });
});

describe('field cells: a new kitchen card or address with one field probed', () => {
  it.concurrent.for(kitchenFieldProbes.map((probe, index) => ({ ...probe, index })))(
    '$name: $expected',
    async (probe) => {
      const cook = persona(`kitchen-probe-${probe.index}`, 'Cody Cook');
      const ref = doc(firestoreAs(env, cook), probePath(probe, cook));
      await expectOutcome(probe.expected, setDoc(ref, probedBody(probe)));
    },
  );
});

describe('field cells: the cook changes their stored card', () => {
  const probes = kitchenUpdateProbes.map((probe, index) => ({
    ...probe,
    cook: persona(`kitchen-update-${index}`, 'Cody Cook'),
  }));

  beforeAll(async () => {
    await seed(probes.map((probe) => [`kitchens/${probe.cook.uid}`, storedKitchen()]));
  });

  it.concurrent.for(probes)('the cook $name: $expected', async (probe) => {
    const ref = doc(firestoreAs(env, probe.cook), `kitchens/${probe.cook.uid}`);
    await expectOutcome(probe.expected, updateDoc(ref, probe.change()));
  });
});

describe('the private address lives at one path only', () => {
  const cook = persona('address-path-cook', 'Cody Cook');

  it('refuses the cook any other document under private/', async () => {
    const db = firestoreAs(env, cook);
    const other = doc(db, `kitchens/${cook.uid}/private/notes`);
    await assertFails(setDoc(other, { pickupAddress: 'House 12, Road 5' }));
    await assertFails(getDoc(other));
    await assertFails(deleteDoc(other));
  });
});

// ---------------------------------------------------------------- a meal: carts

describe('carts matrix: the meal in progress, by every caller', () => {
  const cells = cartsMatrixCells();
  const ran = new Set<string>();

  beforeAll(async () => {
    await seed(cartsSeed(cells));
  });

  it('has a cell for every operation and caller (5 × 4)', () => {
    expect(cells).toHaveLength(operations.length * callers.length);
  });

  it.concurrent.for(cells)('carts $operation by $caller: $expected', async (cell) => {
    await expectOutcome(cell.expected, cartsAttempt(firestoreAs(env, cartsCallerFor(cell)), cell));
    ran.add(cell.key);
  });

  it('ran every cell', () => {
    expect(cells.filter((cell) => !ran.has(cell.key)).map((cell) => cell.key)).toEqual([]);
  });
});

describe('field cells: a new cart with one field probed', () => {
  it.concurrent.for(cartFieldProbes.map((probe, index) => ({ ...probe, index })))(
    '$name: $expected',
    async (probe) => {
      const diner = persona(`cart-probe-${probe.index}`, 'Dina Diner');
      const ref = doc(firestoreAs(env, diner), cartPath(diner));
      await expectOutcome(probe.expected, setDoc(ref, probedCart(probe)));
    },
  );
});

describe('field cells: the diner changes their stored cart', () => {
  const probes = cartUpdateProbes.map((probe, index) => ({
    ...probe,
    diner: persona(`cart-update-${index}`, 'Dina Diner'),
  }));

  beforeAll(async () => {
    await seed(probes.map((probe) => [cartPath(probe.diner), storedCart()]));
  });

  it.concurrent.for(probes)('the diner $name: $expected', async (probe) => {
    const ref = doc(firestoreAs(env, probe.diner), cartPath(probe.diner));
    await expectOutcome(probe.expected, updateDoc(ref, probe.change()));
  });
});

describe('operators: a blocked account cannot write its cart, and still reads it', () => {
  const cells = blockedCartWrites.map((write, index) => ({
    ...write,
    who: persona(`blocked-cart-${index}`, 'Bo Blocked'),
  }));

  beforeAll(async () => {
    await seed(
      cells.flatMap((cell): [string, DocumentData][] => [
        ...(cell.stored ? [[cartPath(cell.who), storedCart()] as [string, DocumentData]] : []),
        [`blocked/${cell.who.uid}`, { reason: 'Spam' }],
      ]),
    );
  });

  it.concurrent.for(cells)(
    '$name: refused while blocked, nothing changes; allowed once unblocked',
    async (cell) => {
      const db = firestoreAs(env, cell.who);
      const before = await storedAt(cartPath(cell.who));
      await assertFails(cell.act(db, cell.who));
      expect(await storedAt(cartPath(cell.who))).toEqual(before);
      if (cell.stored) await assertSucceeds(getDoc(doc(db, cartPath(cell.who))));

      await env.withSecurityRulesDisabled((context) =>
        deleteDoc(doc(context.firestore(), `blocked/${cell.who.uid}`)),
      );
      await assertSucceeds(cell.act(db, cell.who));
    },
  );
});

describe('mail: the outbox is closed to clients', () => {
  beforeAll(async () => {
    await seed([[mailPath, storedMail()]]);
  });

  it.concurrent.for(mailCells)('mail: $operation by $caller: $expected', async (cell) => {
    const who = mailCallerFor(cell.caller);
    await expectOutcome(cell.expected, cell.act(firestoreAs(env, who), who));
  });

  it('is there for the operator, who reads it past the rules (the console)', async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      const mail = await assertSucceeds(getDoc(doc(context.firestore(), mailPath)));
      expect(mail.get('to')).toBe(mailRecipient.email);
      expect(mail.get('delivery.state')).toBe('PENDING');
    });
  });
});

describe('pickup slots: anyone reads the counts, only functions write them', () => {
  const cook = persona('slot-cook', 'Sara Slots');
  const diner = persona('slot-diner', 'Dina Diner');
  const slotPath = `pickupSlots/${cook.uid}_1795000000000`;
  const stored = { cookUid: cook.uid, at: 1795000000000, taken: 3, holders: { a1: 'm1' } };
  beforeAll(async () => {
    await seed([[slotPath, stored]]);
  });

  it('a visitor and a diner read one, and list a kitchen’s coming times', async () => {
    for (const who of [null, diner]) {
      const db = firestoreAs(env, who);
      await assertSucceeds(getDoc(doc(db, slotPath)));
      await assertSucceeds(
        getDocs(
          query(
            collection(db, 'pickupSlots'),
            where('cookUid', '==', cook.uid),
            where('at', '>=', 0),
            orderBy('at'),
          ),
        ),
      );
    }
  });

  it('nobody writes one: not the cook, not a diner freeing a place, not a visitor', async () => {
    for (const who of [null, diner, cook]) {
      const db = firestoreAs(env, who);
      await assertFails(updateDoc(doc(db, slotPath), { taken: 0 }));
      await assertFails(setDoc(doc(db, `pickupSlots/${cook.uid}_1795000900000`), { ...stored }));
      await assertFails(deleteDoc(doc(db, slotPath)));
    }
  });
});

describe('photos: kept and served by functions, closed to clients', () => {
  beforeAll(async () => {
    await seed(storedPhoto.map(([path, data]) => [path, data]));
  });

  it.concurrent.for(photoCells)('photos: $operation by $caller: $expected', async (cell) => {
    const who = photoCallerFor(cell.caller);
    await expectOutcome(cell.expected, cell.act(firestoreAs(env, who), who));
  });

  it('are there for the functions, past the rules', async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      const photo = await assertSucceeds(getDoc(doc(context.firestore(), photoPath)));
      expect(photo.get('ownerUid')).toBe(photoOwner.uid);
    });
  });
});

describe('receipts matrix: a receipt read by its buyer and cook, written by functions only', () => {
  const cells = receiptCells();
  const ran = new Set<string>();

  beforeAll(async () => {
    await seed(receiptSeed(cells));
  });

  it('has a cell for every operation and caller (10 × 5)', () => {
    expect(cells).toHaveLength(receiptOperations.length * receiptCallers.length);
    expect(cells).toHaveLength(50);
  });

  it.concurrent.for(cells)('receipts: $operation by $caller: $expected', async (cell) => {
    await expectOutcome(
      cell.expected,
      receiptAttempt(firestoreAs(env, partyCallerFor(cell)), cell),
    );
    ran.add(cell.key);
  });

  it('ran every cell', () => {
    expect(cells.filter((cell) => !ran.has(cell.key)).map((cell) => cell.key)).toEqual([]);
  });
});

// ---------------------------------------------------------------- the corpus

/** Every document of both projects' five collections, sorted by path. */
async function snapshot(): Promise<Record<string, DocumentData>> {
  const all: Record<string, DocumentData> = {};
  for (const [environment, name] of [
    [env, suite],
    [largeEnv, largeSuite],
  ] as const) {
    await environment.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore();
      for (const collectionName of corpusCollections) {
        const documents = await getDocs(collection(db, collectionName));
        for (const document of documents.docs)
          all[`${name}:${document.ref.path}`] = document.data();
      }
    });
  }
  return Object.fromEntries(Object.entries(all).sort(([a], [b]) => a.localeCompare(b)));
}

const isLarge = (entry: BadInput) =>
  Object.values(entry.patch).some((value) => typeof value === 'string' && value.length > 100_000);

describe('bad-input corpus', () => {
  const entries = corpus.map((entry, index) => ({ ...entry, index }));
  const sender = (index: number) => persona(`corpus-${index}`, 'Cora Corpus');
  const clientTimeValue = Timestamp.fromMillis(Date.UTC(2020, 0, 1));
  let before: Record<string, DocumentData>;
  const refused = new Set<string>();

  const pathFor = (entry: BadInput & { index: number }) =>
    entry.addressedTo === 'victim'
      ? `users/${victim.uid}`
      : documentPath(entry.collection, sender(entry.index), `corpus-${entry.index}`);

  const environmentFor = (entry: BadInput) => (isLarge(entry) ? largeEnv : env);

  beforeAll(async () => {
    // Each update entry changes its sender's own stored document.
    for (const entry of entries.filter((e) => e.op === 'update'))
      await environmentFor(entry).withSecurityRulesDisabled(async (context) => {
        const body = stored(validDocument(entry.collection, sender(entry.index)));
        await setDoc(doc(context.firestore(), pathFor(entry)), body);
      });
    before = await snapshot();
  });

  async function send(entry: BadInput & { index: number }) {
    const who = sender(entry.index);
    const ref = doc(firestoreAs(environmentFor(entry), who), pathFor(entry));
    if (entry.op === 'create') {
      await assertFails(
        setDoc(ref, patched(validDocument(entry.collection, who), entry, clientTimeValue)),
      );
    } else {
      const change = Object.fromEntries(
        Object.entries(entry.patch).map(([key, value]) => [
          key,
          value === absent ? deleteField() : value,
        ]),
      );
      await assertFails(updateDoc(ref, patched({}, { ...entry, patch: change }, clientTimeValue)));
    }
    refused.add(entry.id);
  }

  it('holds at least 125 documents, about 25 per collection', () => {
    expect(entries.length).toBeGreaterThanOrEqual(125);
    const counts = Object.fromEntries(
      corpusCollections.map((name) => [name, entries.filter((e) => e.collection === name).length]),
    ) as Record<CorpusCollection, number>;
    for (const name of corpusCollections) expect(counts[name]).toBeGreaterThanOrEqual(25);
    expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length);
  });

  it.concurrent.for(entries.filter((e) => !isLarge(e)))('refuses $id: $defect', send);
  // One at a time: each holds ~1 MiB in the emulator while it is evaluated.
  it.for(entries.filter(isLarge))('refuses $id: $defect', send);

  it('refused every entry, and the database is exactly as before', async () => {
    expect(entries.filter((e) => !refused.has(e.id)).map((e) => e.id)).toEqual([]);
    expect(await snapshot()).toEqual(before);
    // The snapshot is not empty: it holds the documents the update entries aimed at.
    expect(Object.keys(before).length).toBeGreaterThan(0);
  });
});

// ---------------------------------------------------------------- everything else

describe('paths outside the five collections', () => {
  const alice = persona('alice', 'Alice Rahman');

  it('are closed to visitors and signed-in users alike', async () => {
    await assertFails(getDoc(doc(firestoreAs(env, alice), 'secrets/x')));
    await assertFails(setDoc(doc(firestoreAs(env, alice), 'secrets/x'), { a: 1 }));
    await assertFails(getDoc(doc(firestoreAs(env, null), 'processedEvents/x')));
    await assertFails(getDocs(collection(firestoreAs(env, alice), 'processedEvents')));
  });

  it('include subcollections of readable documents', async () => {
    await seed([['foods/with-sub', stored(validDocument('foods', alice))]]);
    await assertFails(getDoc(doc(firestoreAs(env, null), 'foods/with-sub/private/x')));
    await assertFails(setDoc(doc(firestoreAs(env, alice), 'foods/with-sub/private/x'), { a: 1 }));
  });
});

// ---------------------------------------------------------------- coverage (last)

describe('rules coverage', () => {
  it('evaluated every allow condition and every term of it', async () => {
    const summary = await readCoverage(`demo-rules-${suite}`);
    console.log(`Rules coverage (artifacts/rules-coverage.html)\n${describeCoverage(summary)}`);
    const missed = summary.conditions
      .filter((condition) => !evaluated(condition))
      .map((c) => `line ${c.line} (${c.kind}): ${c.text}`);
    expect(missed).toEqual([]);
    // Each allow condition was seen granting and refusing: no cell could pass by accident.
    const allows = summary.conditions.filter((c) => c.kind === 'allow');
    expect(allows.filter((c) => !(c.sawTrue && c.sawFalse)).map((c) => c.line)).toEqual([]);
    expect(allows.length).toBeGreaterThanOrEqual(12);
    expect(summary.expressions.evaluated).toBe(summary.expressions.total);
    // The report of ~1,000 cells is large: reading it takes a while on a busy machine.
  }, 240_000);
});
