// Many buyers at once: the purchase transaction must never oversell, never lose a unit and
// count each order exactly once. Also measures placeOrder's latency under that load.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/shared/index.js';
import { adminAuth, adminDb, createTestUser, type TestUser } from '../support/emulators.js';
import {
  makeFood,
  ordersOf,
  percentile,
  placeOrder,
  readFood,
  type PlaceOrderOutcome,
} from './support.js';

const buyerCount = 50;
const races = 5;

let owner: TestUser;
const buyers: TestUser[] = [];
const foods: string[] = [];
const latencies: number[] = [];

beforeAll(async () => {
  owner = await createTestUser('Race Owner');
  // Ten at a time: the Auth emulator shares two cores with everyone else.
  for (let i = 0; i < buyerCount; i += 10) {
    buyers.push(
      ...(await Promise.all(
        Array.from({ length: 10 }, (_, j) => createTestUser(`Racer ${i + j + 1}`)),
      )),
    );
  }
  // The functions emulator runs each concurrent call in its own worker process. Starting 50 of
  // them takes the machine many seconds: do it before the races, so that the buyers really
  // arrive together and the latencies measure the purchase, not process start-up.
  const start = performance.now();
  await Promise.all(buyers.map(() => placeOrder({ warmUp: true })));
  console.log(
    `${buyerCount} placeOrder workers started in ${(performance.now() - start).toFixed(0)} ms`,
  );
}, 180_000);

afterAll(async () => {
  if (latencies.length) {
    console.log(
      `placeOrder latency under the races (${latencies.length} calls): ` +
        `median ${percentile(latencies, 50).toFixed(0)} ms, p95 ${percentile(latencies, 95).toFixed(0)} ms`,
    );
  }
  await Promise.all(foods.map((id) => adminDb.doc(`foods/${id}`).delete()));
  await adminAuth.deleteUsers([owner, ...buyers].map((user) => user.uid));
});

/** Every buyer calls at the same moment, each with their own quantity. */
async function race(foodId: string, quantityOf: (index: number) => number) {
  const outcomes = await Promise.all(
    buyers.map((buyer, index) =>
      placeOrder({ foodId, quantity: quantityOf(index) }, buyer.idToken).then(
        (outcome): PlaceOrderOutcome & { quantity: number } => ({
          ...outcome,
          quantity: quantityOf(index),
        }),
      ),
    ),
  );
  latencies.push(...outcomes.map((outcome) => outcome.ms));
  return outcomes;
}

function summary(
  run: string,
  outcomes: PlaceOrderOutcome[],
  food: { quantity: number; orderCount: number },
  orders: number,
) {
  const ms = outcomes.map((outcome) => outcome.ms);
  console.log(
    `${run}: orders ${orders}, stock ${food.quantity}, orderCount ${food.orderCount}, ` +
      `errors ${outcomes.filter((outcome) => outcome.error).length}, ` +
      `latency median ${percentile(ms, 50).toFixed(0)} ms, p95 ${percentile(ms, 95).toFixed(0)} ms`,
  );
}

describe(`${buyerCount} buyers race for 10 units, one each`, () => {
  it.each(Array.from({ length: races }, (_, i) => i + 1))(
    'race %i: exactly 10 orders, stock 0, orderCount 10, everyone else told "more than quantity"',
    async (run) => {
      const foodId = await makeFood(owner, { quantity: 10 });
      foods.push(foodId);
      const outcomes = await race(foodId, () => 1);

      const winners = outcomes.filter((outcome) => outcome.insertedId);
      const losers = outcomes.filter((outcome) => !outcome.insertedId);
      const food = await readFood(foodId);
      const orders = await ordersOf(foodId);
      summary(`race ${run}`, outcomes, food, orders.length);

      expect(winners).toHaveLength(10);
      expect(losers).toHaveLength(buyerCount - 10);
      for (const loser of losers) {
        expect(loser.error).toEqual({
          status: 'FAILED_PRECONDITION',
          message: messages.overQuantity,
          details: { reason: 'over-quantity' },
        });
      }
      expect(orders).toHaveLength(10);
      expect(new Set(orders.map((order) => order.id))).toEqual(
        new Set(winners.map((winner) => winner.insertedId)),
      );
      expect(new Set(orders.map((order) => order.buyerUid)).size).toBe(10);
      expect(food).toEqual({ quantity: 0, orderCount: 10 });
    },
    120_000,
  );
});

describe(`${buyerCount} buyers race with random quantities of 1 to 3`, () => {
  it('keeps initial stock = final stock + the units ordered, and counts every order', async () => {
    const initial = 40;
    const foodId = await makeFood(owner, { quantity: initial });
    foods.push(foodId);
    const quantities = buyers.map(() => 1 + Math.floor(Math.random() * 3));
    const outcomes = await race(foodId, (index) => quantities[index] ?? 1);

    const food = await readFood(foodId);
    const orders = await ordersOf(foodId);
    summary('random race', outcomes, food, orders.length);

    const ordered = orders.reduce((sum, order) => sum + Number(order.quantity), 0);
    expect(initial).toBe(food.quantity + ordered);
    expect(food.quantity).toBeGreaterThanOrEqual(0);
    expect(food.orderCount).toBe(orders.length);
    const winners = outcomes.filter((outcome) => outcome.insertedId);
    expect(winners).toHaveLength(orders.length);
    expect(winners.reduce((sum, winner) => sum + winner.quantity, 0)).toBe(ordered);
    for (const loser of outcomes.filter((outcome) => !outcome.insertedId)) {
      expect(loser.error).toEqual({
        status: 'FAILED_PRECONDITION',
        message: messages.overQuantity,
        details: { reason: 'over-quantity' },
      });
      // Refused only because fewer units were left than asked for.
      expect(loser.quantity).toBeGreaterThan(0);
    }
    // 50 buyers asking for 100 units on average sell out all but at most 2 units.
    expect(food.quantity).toBeLessThanOrEqual(2);
  }, 120_000);
});
