// npm run test:load: a bounded load run against an ALREADY RUNNING emulator suite (the shared
// one, or the one `npm test` starts). See docs/security.md and docs/decisions/057.
//   1. purchases: 200 placeOrder calls over 20 foods of its own, at most 50 in flight;
//   2. reads: 1,000 GETs of the REST facade (/allFood, /top-selling, /search-food, /review,
//      /gallery) at concurrency 20.
// Checks: no 5xx; per food, initial stock = final stock + the units ordered and orderCount =
// the number of orders. Prints a table per phase; exits 1 on any violation. It makes its own
// owner, buyers and foods through the Admin SDK and removes them (and their orders) at the end.
// Everything is on 127.0.0.1; every request has a timeout (45 s) and the whole run a deadline
// (180 s).
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
// Run with tsx: the search terms come from the app's own shared module.
import { searchTokens } from '../functions/src/shared/search.js';

const projectId = 'demo-foodtable';
const hosts = { firestore: '127.0.0.1:8080', auth: '127.0.0.1:9099', functions: '127.0.0.1:5001' };
const functionsUrl = `http://${hosts.functions}/${projectId}/us-central1`;
const apiUrl = `${functionsUrl}/api`;

const config = {
  foods: 20,
  buyers: 20,
  purchases: 200,
  purchaseConcurrency: 50,
  initialStock: 30,
  reads: 1000,
  readConcurrency: 20,
  // Above placeOrder's own 30 s retry budget: a timeout means stuck, not just contended.
  requestTimeoutMs: 45_000,
  deadlineMs: 180_000,
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

async function timed(url, init) {
  const start = performance.now();
  try {
    const response = await fetch(url, {
      ...init,
      signal: AbortSignal.timeout(config.requestTimeoutMs),
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

async function makeFood(owner, index) {
  const foodName = `Loadtest ${runId} Dish ${index + 1}`;
  const ref = await db.collection('foods').add({
    foodName,
    imageURL: '/images/foods/biryani.svg',
    category: 'Rice Dishes',
    country: 'Bangladesh',
    price: 5 + index,
    quantity: config.initialStock,
    description: 'Made by the load run.',
    userName: owner.name,
    userEmail: owner.email,
    ownerUid: owner.uid,
    orderCount: 0,
    createdAt: FieldValue.serverTimestamp(),
    searchTerms: searchTokens(foodName),
  });
  created.foods.push(ref.id);
  return { id: ref.id, foodName };
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

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

let exitCode = 1;
try {
  const started = performance.now();
  const owner = await makeUser('Load Owner');
  const buyers = [];
  for (let i = 0; i < config.buyers; i += 10) {
    const batch = Array.from({ length: Math.min(10, config.buyers - i) }, (_, j) =>
      makeUser(`Load Buyer ${i + j + 1}`),
    );
    buyers.push(...(await Promise.all(batch)));
  }
  const foods = await Promise.all(
    Array.from({ length: config.foods }, (_, index) => makeFood(owner, index)),
  );
  const setupMs = performance.now() - started;

  // Phase 1: purchases. Purchase i buys food i % 20, 1 to 3 units: at most 30 per food.
  const quantityOf = (index) => 1 + (index % 3);
  let phaseStart = performance.now();
  const purchases = await pool(config.purchases, config.purchaseConcurrency, async (index) => {
    const buyer = buyers[index % buyers.length];
    const food = foods[index % foods.length];
    const outcome = await timed(`${functionsUrl}/placeOrder`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${buyer.idToken}` },
      body: JSON.stringify({ data: { foodId: food.id, quantity: quantityOf(index) } }),
    });
    return { ...outcome, food: food.id };
  });
  const purchaseMs = performance.now() - phaseStart;

  // Phase 2: facade reads, round-robin over five public lists.
  const readPaths = [
    '/allFood',
    '/top-selling',
    (index) => `/search-food?foodName=${encodeURIComponent(foods[index % foods.length].foodName)}`,
    '/review',
    '/gallery',
  ];
  phaseStart = performance.now();
  const reads = await pool(config.reads, config.readConcurrency, async (index) => {
    const path = readPaths[index % readPaths.length];
    return timed(`${apiUrl}${typeof path === 'function' ? path(index) : path}`);
  });
  const readMs = performance.now() - phaseStart;

  // Invariants, per food, from the database itself.
  for (const food of foods) {
    const [doc, orders] = await Promise.all([
      db.doc(`foods/${food.id}`).get(),
      db.collection('orders').where('foodId', '==', food.id).get(),
    ]);
    const { quantity, orderCount } = doc.data() ?? {};
    const ordered = orders.docs.reduce((sum, order) => sum + order.get('quantity'), 0);
    const answered = purchases.filter((p) => p.food === food.id && p.status === 200).length;
    if (quantity + ordered !== config.initialStock) {
      violations.push(
        `${food.id}: stock ${quantity} + ordered ${ordered} ≠ ${config.initialStock}`,
      );
    }
    if (orderCount !== orders.size) {
      violations.push(`${food.id}: orderCount ${orderCount} ≠ ${orders.size} orders`);
    }
    if (answered !== orders.size) {
      violations.push(`${food.id}: ${answered} purchases answered 200, ${orders.size} orders`);
    }
  }
  for (const [name, outcomes] of [
    ['purchase', purchases],
    ['read', reads],
  ]) {
    for (const outcome of outcomes.filter((o) => o.status >= 500)) {
      violations.push(`${name}: ${outcome.status} ${outcome.body.slice(0, 200)}`);
    }
  }

  console.log(
    `\nLoad run ${runId}: ${config.purchases} purchases over ${config.foods} foods ` +
      `(${config.buyers} buyers, ≤${config.purchaseConcurrency} in flight), ` +
      `${config.reads} facade reads at concurrency ${config.readConcurrency}; ` +
      `setup ${(setupMs / 1000).toFixed(1)} s; machine load average ${loadavg()[0].toFixed(1)}`,
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
    `invariants: ${foods.length} foods checked (stock + ordered = ${config.initialStock}, ` +
      `orderCount = orders, 200 answers = orders)`,
  );
  exitCode = violations.length ? 1 : 0;
} catch (error) {
  violations.push(`load run failed: ${error instanceof Error ? error.stack : String(error)}`);
} finally {
  await cleanUp().catch((error) => violations.push(`clean-up failed: ${error}`));
}

if (violations.length) {
  console.error(`✖ ${violations.length} violation(s):\n  ${violations.slice(0, 50).join('\n  ')}`);
  exitCode = 1;
} else {
  console.log('✔ load: no 5xx, every invariant holds');
}
process.exit(exitCode);
