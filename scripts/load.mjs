// npm run test:load: a bounded load run against an ALREADY RUNNING emulator suite (the shared
// one, or the one `npm test` starts). See docs/security.md and decision 060.
//   0. warm-up: one call to each HTTP function, waiting for the answers, so no phase below pays
//      the cold start of the functions emulator's first worker;
//   1. burst: N buyers buy one unit each of ONE dish (stock N) at the same moment (default 20);
//   2. purchases: 200 placeOrder calls over 20 foods of its own, at most 50 in flight;
//   3. reads: 1,000 GETs of the REST facade (/allFood, /top-selling, /search-food, /review,
//      /gallery) at concurrency 20.
// `--bursts` runs the warm-up, then bursts of 10, 20, 50, 100, 150, 200 until one is not clean
// (every call answered 200, invariants hold) and reports the largest clean one; `--burst=N`
// sets the single burst. Checks: no 5xx; per food, initial stock = final stock + the units
// ordered, orderCount = the number of orders, 200 answers = orders. Prints a table per phase;
// exits 1 on any violation (with --bursts: when not even the smallest burst is clean). It makes
// its own owner, buyers and foods through the Admin SDK and removes them (and their orders) at
// the end, unless `--no-clean-up` says the emulators are thrown away after the run (npm test). Everything is on 127.0.0.1; every request has a timeout and the run a deadline.
import { randomUUID } from 'node:crypto';
import { readFileSync, readdirSync, readlinkSync } from 'node:fs';
import { join } from 'node:path';
import { loadavg } from 'node:os';
// Run with tsx: the search terms come from the app's own shared module.
import { searchTokens } from '../functions/src/shared/search.js';
import { percentile } from './bench/table.mjs';
import { root, warmFunctions } from './emulators.mjs';

const projectId = 'demo-foodtable';
const hosts = { firestore: '127.0.0.1:8080', auth: '127.0.0.1:9099', functions: '127.0.0.1:5001' };
const functionsUrl = `http://${hosts.functions}/${projectId}/us-central1`;
const apiUrl = `${functionsUrl}/api`;

const argv = process.argv.slice(2);
const stepping = argv.includes('--bursts');
const cleaningUp = !argv.includes('--no-clean-up');
const fixedBurst = Number(argv.find((arg) => arg.startsWith('--burst='))?.slice(8) ?? 20);
if (!Number.isInteger(fixedBurst) || fixedBurst < 1 || fixedBurst > 200) {
  throw new Error('--burst=N takes 1 to 200');
}

const config = {
  // The stepping search: bounded at 200 simultaneous calls.
  bursts: stepping ? [10, 20, 50, 100, 150, 200] : [fixedBurst],
  // Distinct buyers of a burst; a larger burst reuses them (a buyer may order twice at once).
  burstBuyers: 50,
  // A burst's calls may wait for the emulator to load a worker each (up to 90 s there).
  burstTimeoutMs: 100_000,
  foods: 20,
  buyers: 20,
  purchases: 200,
  purchaseConcurrency: 50,
  initialStock: 30,
  reads: 1000,
  readConcurrency: 20,
  // Above placeOrder's own 30 s retry budget: a timeout means stuck, not just contended.
  requestTimeoutMs: 45_000,
  deadlineMs: stepping ? 900_000 : 240_000,
};

// Loopback only, whatever the environment says: the Admin SDK goes to these emulators.
process.env.FIRESTORE_EMULATOR_HOST = hosts.firestore;
process.env.FIREBASE_AUTH_EMULATOR_HOST = hosts.auth;
const { initializeApp } = await import('firebase-admin/app');
const { getAuth } = await import('firebase-admin/auth');
const { FieldValue, getFirestore } = await import('firebase-admin/firestore');
const app = initializeApp({ projectId }, `load-${randomUUID()}`);
const db = getFirestore(app);
const auth = getAuth(app);

const deadline = setTimeout(() => {
  console.error(`✖ load: not finished after ${config.deadlineMs / 1000} s, stopping`);
  process.exit(1);
}, config.deadlineMs);
deadline.unref();

const runId = randomUUID().slice(0, 8);
const violations = [];
const created = { users: [], foods: [] };

/** Runs `task(i)` for i in [0, count) with at most `limit` running at once. */
async function pool(count, limit, task) {
  const results = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      results[index] = await task(index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, count) }, worker));
  return results;
}

async function timed(url, init, timeoutMs = config.requestTimeoutMs) {
  const start = performance.now();
  try {
    const response = await fetch(url, {
      ...init,
      signal: AbortSignal.timeout(timeoutMs),
    });
    const body = await response.text();
    return { status: response.status, body, ms: performance.now() - start };
  } catch (error) {
    // A timeout or a refused connection counts as a server failure.
    return { status: 599, body: String(error), ms: performance.now() - start };
  }
}

async function makeUser(name) {
  const email = `load-${runId}-${randomUUID().slice(0, 6)}@foodtable.test`;
  const password = 'Passw0rd';
  const { uid } = await auth.createUser({
    email,
    password,
    displayName: name,
    emailVerified: true,
  });
  created.users.push(uid);
  const signIn = await fetch(
    `http://${hosts.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
      signal: AbortSignal.timeout(config.requestTimeoutMs),
    },
  );
  const { idToken } = await signIn.json();
  if (!idToken) throw new Error(`sign-in failed for ${email}`);
  return { uid, email, name, idToken };
}

async function makeFood(owner, index, stock = config.initialStock) {
  const foodName = `Loadtest ${runId} Dish ${index + 1}`;
  const ref = await db.collection('foods').add({
    foodName,
    imageURL: '/images/foods/biryani.svg',
    category: 'Rice Dishes',
    country: 'Bangladesh',
    price: 5 + index,
    quantity: stock,
    description: 'Made by the load run.',
    userName: owner.name,
    userEmail: owner.email,
    ownerUid: owner.uid,
    orderCount: 0,
    createdAt: FieldValue.serverTimestamp(),
    searchTerms: searchTokens(foodName),
    // The zero rating aggregate onFoodWritten would add (decision 130): no trigger write races the test.
    ratingCount: 0,
    ratingSum: 0,
    ratingAvg: 0,
  });
  created.foods.push(ref.id);
  return { id: ref.id, foodName };
}

function row(phase, outcomes, wallMs) {
  const ms = outcomes.map((outcome) => outcome.ms);
  const count = (test) => outcomes.filter((outcome) => test(outcome.status)).length;
  return {
    phase,
    requests: outcomes.length,
    '2xx': count((s) => s >= 200 && s < 300),
    '4xx': count((s) => s >= 400 && s < 500),
    '5xx': count((s) => s >= 500),
    'wall s': (wallMs / 1000).toFixed(1),
    'req/s': ((outcomes.length / wallMs) * 1000).toFixed(1),
    'p50 ms': percentile(ms, 50).toFixed(0),
    'p95 ms': percentile(ms, 95).toFixed(0),
    'max ms': Math.max(...ms).toFixed(0),
  };
}

async function cleanUp() {
  // Foods first: the cancel trigger that the order deletes fire then finds no food to restock.
  await Promise.all(created.foods.map((id) => db.doc(`foods/${id}`).delete()));
  const orderIds = [];
  for (const id of created.foods) {
    const orders = await db.collection('orders').where('foodId', '==', id).get();
    orderIds.push(...orders.docs.map((doc) => doc.id));
    await Promise.all(orders.docs.map((doc) => doc.ref.delete()));
  }
  if (created.users.length) await auth.deleteUsers(created.users);
  // The trigger leaves one cancellation marker per deleted order: remove them as they appear
  // (bounded: whatever the trigger writes after 30 s stays, and is reported).
  const markers = orderIds.map((id) => db.doc(`orderCancellations/${id}`));
  const until = Date.now() + 30_000;
  let left = markers;
  while (left.length && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const found = left.length ? await db.getAll(...left) : [];
    await Promise.all(found.filter((doc) => doc.exists).map((doc) => doc.ref.delete()));
    left = found.filter((doc) => !doc.exists).map((doc) => doc.ref);
  }
  if (left.length) console.log(`clean-up: ${left.length} cancellation markers not seen in 30 s`);
}

/**
 * The functions emulator's worker processes serving this checkout's functions (a worker runs in
 * the functions folder): how many a burst found loaded and left. Linux only; else '-'.
 */
function functionWorkers() {
  const functionsDir = join(root, 'functions');
  try {
    return readdirSync('/proc').filter((pid) => {
      try {
        return (
          readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('functionsEmulatorRuntime') &&
          readlinkSync(`/proc/${pid}/cwd`) === functionsDir
        );
      } catch {
        return false;
      }
    }).length;
  } catch {
    return '-';
  }
}

/** The contract's invariants for one food, from the database: violations, or none. */
async function checkFood(food, initialStock, outcomes) {
  const [doc, orders] = await Promise.all([
    db.doc(`foods/${food.id}`).get(),
    db.collection('orders').where('foodId', '==', food.id).get(),
  ]);
  const { quantity, orderCount } = doc.data() ?? {};
  const ordered = orders.docs.reduce((sum, order) => sum + order.get('quantity'), 0);
  const answered = outcomes.filter((p) => p.food === food.id && p.status === 200).length;
  const found = [];
  if (quantity + ordered !== initialStock) {
    found.push(`${food.id}: stock ${quantity} + ordered ${ordered} ≠ ${initialStock}`);
  }
  if (orderCount !== orders.size) {
    found.push(`${food.id}: orderCount ${orderCount} ≠ ${orders.size} orders`);
  }
  if (answered !== orders.size) {
    found.push(`${food.id}: ${answered} purchases answered 200, ${orders.size} orders`);
  }
  return found;
}

const placeOrder = (buyer, food, quantity, timeoutMs) =>
  timed(
    `${functionsUrl}/placeOrder`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${buyer.idToken}` },
      body: JSON.stringify({ data: { foodId: food.id, quantity } }),
    },
    timeoutMs,
  ).then((outcome) => ({ ...outcome, food: food.id }));

/**
 * `size` buyers buy one unit of one new dish whose stock is `size`, all at the same moment.
 * Clean: every call answered 200 in time and the dish's invariants hold.
 */
async function burstOn(owner, buyers, size, index) {
  const food = await makeFood(owner, 100 + index, size);
  const workersBefore = functionWorkers();
  const start = performance.now();
  const outcomes = await Promise.all(
    Array.from({ length: size }, (_, i) =>
      placeOrder(buyers[i % buyers.length], food, 1, config.burstTimeoutMs),
    ),
  );
  const wallMs = performance.now() - start;
  const found = await checkFood(food, size, outcomes);
  const failed = outcomes.filter((o) => o.status !== 200);
  const ms = outcomes.map((o) => o.ms);
  return {
    outcomes,
    found,
    row: {
      burst: size,
      buyers: Math.min(size, buyers.length),
      'workers before': workersBefore,
      'workers after': functionWorkers(),
      'answered 200': outcomes.length - failed.length,
      '4xx': failed.filter((o) => o.status >= 400 && o.status < 500).length,
      '5xx': failed.filter((o) => o.status >= 500 && o.status !== 599).length,
      'no answer': failed.filter((o) => o.status === 599).length,
      'wall s': (wallMs / 1000).toFixed(1),
      'p50 ms': percentile(ms, 50).toFixed(0),
      'p95 ms': percentile(ms, 95).toFixed(0),
      'max ms': Math.max(...ms).toFixed(0),
      clean: !failed.length && !found.length ? 'yes' : 'no',
    },
  };
}

let exitCode = 1;
try {
  const started = performance.now();
  const owner = await makeUser('Load Owner');
  const buyerCount = stepping
    ? config.burstBuyers
    : Math.max(config.buyers, Math.min(fixedBurst, config.burstBuyers));
  const buyers = [];
  for (let i = 0; i < buyerCount; i += 10) {
    const batch = Array.from({ length: Math.min(10, buyerCount - i) }, (_, j) =>
      makeUser(`Load Buyer ${i + j + 1}`),
    );
    buyers.push(...(await Promise.all(batch)));
  }
  const foods = stepping
    ? []
    : await Promise.all(Array.from({ length: config.foods }, (_, index) => makeFood(owner, index)));
  const setupMs = performance.now() - started;

  // Phase 0: warm-up, so the burst measures contention rather than the first worker's load.
  const warm = await warmFunctions(config.burstTimeoutMs);
  console.log(
    `\nLoad run ${runId}: setup ${(setupMs / 1000).toFixed(1)} s; warm-up ` +
      Object.entries(warm)
        .map(([name, ms]) => `${name} ${(ms / 1000).toFixed(1)} s`)
        .join(', ') +
      `; machine load average ${loadavg()[0].toFixed(1)}`,
  );

  // Phase 1: bursts on one dish each; stepping stops at the first one that is not clean.
  const burstRows = [];
  let largestClean = 0;
  for (const [index, size] of config.bursts.entries()) {
    const burst = await burstOn(owner, buyers, size, index);
    burstRows.push(burst.row);
    console.log(
      `  burst ${size}: ${burst.row['answered 200']}/${size} answered 200 in ${burst.row['wall s']} s`,
    );
    const clean = burst.row.clean === 'yes';
    if (clean) largestClean = size;
    if (!stepping) {
      if (!clean) violations.push(`burst of ${size} not clean: ${JSON.stringify(burst.row)}`);
      violations.push(...burst.found);
      for (const outcome of burst.outcomes.filter((o) => o.status >= 500)) {
        violations.push(`burst: ${outcome.status} ${outcome.body.slice(0, 200)}`);
      }
    } else if (burst.found.length) {
      // A broken invariant is a bug whatever the load: never just "not clean".
      violations.push(...burst.found);
    }
    if (!clean) break;
    // Let the food trigger's queued runs drain before the next, larger burst.
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  console.log(
    `Bursts: N buyers buy 1 unit each of one dish with stock N, all at once (load average now ` +
      `${loadavg()[0].toFixed(1)}):`,
  );
  console.table(burstRows);
  if (stepping) {
    console.log(
      `Largest clean burst on one dish: ${largestClean || 'none'} ` +
        `(of ${config.bursts.slice(0, burstRows.length).join(', ')} tried)`,
    );
    if (!largestClean) violations.push('not even the smallest burst completed cleanly');
  } else {
    // Phase 2: purchases. Purchase i buys food i % 20, 1 to 3 units: at most 30 per food.
    const quantityOf = (index) => 1 + (index % 3);
    let phaseStart = performance.now();
    const purchases = await pool(config.purchases, config.purchaseConcurrency, (index) =>
      placeOrder(buyers[index % buyers.length], foods[index % foods.length], quantityOf(index)),
    );
    const purchaseMs = performance.now() - phaseStart;

    // Phase 3: facade reads, round-robin over five public lists.
    const readPaths = [
      '/allFood',
      '/top-selling',
      (index) =>
        `/search-food?foodName=${encodeURIComponent(foods[index % foods.length].foodName)}`,
      '/review',
      '/gallery',
    ];
    phaseStart = performance.now();
    const reads = await pool(config.reads, config.readConcurrency, async (index) => {
      const path = readPaths[index % readPaths.length];
      return timed(`${apiUrl}${typeof path === 'function' ? path(index) : path}`);
    });
    const readMs = performance.now() - phaseStart;

    for (const food of foods)
      violations.push(...(await checkFood(food, config.initialStock, purchases)));
    for (const [name, outcomes] of [
      ['purchase', purchases],
      ['read', reads],
    ]) {
      for (const outcome of outcomes.filter((o) => o.status >= 500)) {
        violations.push(`${name}: ${outcome.status} ${outcome.body.slice(0, 200)}`);
      }
    }

    console.log(
      `${config.purchases} purchases over ${config.foods} foods ` +
        `(${config.buyers} buyers, ≤${config.purchaseConcurrency} in flight), ` +
        `${config.reads} facade reads at concurrency ${config.readConcurrency}:`,
    );
    console.table([
      row('purchases (placeOrder)', purchases, purchaseMs),
      row('facade reads (GET)', reads, readMs),
      ...readPaths.map((path, i) =>
        row(
          `  ${typeof path === 'function' ? '/search-food' : path}`,
          reads.filter((_, index) => index % readPaths.length === i),
          readMs,
        ),
      ),
    ]);
    const refusals = purchases.filter((p) => p.status >= 400 && p.status < 500);
    if (refusals.length) {
      console.log(`purchase refusals: ${refusals.map((p) => p.body.slice(0, 120)).join('; ')}`);
    }
    console.log(
      `invariants: ${foods.length + burstRows.length} foods checked (stock + ordered = initial ` +
        `stock, orderCount = orders, 200 answers = orders)`,
    );
  }
  exitCode = violations.length ? 1 : 0;
} catch (error) {
  violations.push(`load run failed: ${error instanceof Error ? error.stack : String(error)}`);
} finally {
  if (cleaningUp) {
    const started = performance.now();
    await cleanUp().catch((error) => violations.push(`clean-up failed: ${error}`));
    console.log(`clean-up: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
}

if (violations.length) {
  console.error(`✖ ${violations.length} violation(s):\n  ${violations.slice(0, 50).join('\n  ')}`);
  exitCode = 1;
} else {
  console.log(
    stepping
      ? '✔ load: every burst up to the largest clean one answered 200 with every invariant holding'
      : '✔ load: no 5xx, every invariant holds',
  );
}
process.exit(exitCode);
