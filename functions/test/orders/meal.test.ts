// A meal from one kitchen (decision 160): placeOrder with `items` checks every line as a
// single-dish order, writes one order per line with one mealId and pickup, or nothing at all,
// names the dish it refuses, refuses two cooks' dishes, empties the cart, and stays exact when a
// meal and a single-dish order race for the last units.
// The emulator helpers come first: they set up the Admin SDK before src/ is imported.
import {
  adminDb,
  callFunction,
  createTestUser,
  eventually,
  type TestUser,
} from '../support/emulators.js';
import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  collections,
  defaultKitchen,
  earliestPickup,
  kitchenMessages,
  kitchenOf,
  kitchenPaths,
  mealLimits,
  mealMessages,
  messages,
  type Kitchen,
  type Order,
} from '../../src/shared/index.js';
import { handleOrderDeleted } from '../../src/orders/on-order-deleted.js';
import { handleOrderUpdated } from '../../src/orders/on-order-updated.js';
import { call } from '../api/client.js';
import { makeFood, ordersOf, placeOrder, readFood } from './support.js';

let cook: TestUser;
let otherCook: TestUser;
let diner: TestUser;

beforeAll(async () => {
  [cook, otherCook, diner] = await Promise.all([
    createTestUser('Meera Cook'),
    createTestUser('Other Cook'),
    createTestUser('Dina Diner'),
  ]);
});

interface MealAnswer {
  status: number;
  result?: { insertedId: string; insertedIds: string[]; mealId: string };
  error?: { status: string; message: string; details?: unknown };
}

async function placeMeal(data: unknown, idToken = diner.idToken): Promise<MealAnswer> {
  const { status, body } = await callFunction('placeOrder', data, idToken);
  return {
    status,
    ...(body.result ? { result: body.result as MealAnswer['result'] } : {}),
    ...(body.error ? { error: body.error } : {}),
  };
}

const cartPath = (user: TestUser) => `${collections.carts}/${user.uid}`;

async function putCart(user: TestUser, lines: { foodId: string; quantity: number }[]) {
  await adminDb.doc(cartPath(user)).set({ cookUid: cook.uid, lines, updatedAt: Timestamp.now() });
}

/** Each food's stock and count, in the order given. */
const stateOf = (foodIds: string[]) => Promise.all(foodIds.map((id) => readFood(id)));

async function ordersOfMeal(mealId: string) {
  const snapshot = await adminDb.collection(collections.orders).where('mealId', '==', mealId).get();
  return snapshot.docs.map((doc) => ({ id: doc.id, ...doc.data() }) as Record<string, unknown>);
}

/** A cook's three dishes, with stock 5 each unless said. */
const threeDishes = (owner = cook, quantity = 5) =>
  Promise.all([0, 1, 2].map(() => makeFood(owner, { quantity, price: 4.5 })));

/** What a refused meal leaves: every food as it was, no order of any line, the cart kept. */
async function expectNothingWritten(
  foodIds: string[],
  before: { quantity: number; orderCount: number }[],
) {
  expect(await stateOf(foodIds)).toEqual(before);
  for (const foodId of foodIds) expect(await ordersOf(foodId)).toHaveLength(0);
}

describe('a meal is placed whole', () => {
  it('writes one order per line with one mealId and pickup, takes each stock, counts each, empties the cart', async () => {
    const foodIds = await threeDishes();
    await putCart(diner, [{ foodId: foodIds[0]!, quantity: 2 }]);
    const items = [
      { foodId: foodIds[0]!, quantity: 2 },
      { foodId: foodIds[1]!, quantity: 1 },
      { foodId: foodIds[2]!, quantity: 5 },
    ];
    const answer = await placeMeal({ items, buyingDate: '2026/11/27 10:00:00' });
    expect(answer.error).toBeUndefined();
    const { insertedId, insertedIds, mealId } = answer.result!;
    expect(insertedIds).toHaveLength(3);
    expect(new Set(insertedIds).size).toBe(3);
    expect(insertedId).toBe(insertedIds[0]);
    expect(mealId).toEqual(expect.any(String));
    expect(insertedIds).not.toContain(mealId);

    const orders = await ordersOfMeal(mealId);
    expect(orders.map((order) => order.id).sort()).toEqual([...insertedIds].sort());
    const byFood = new Map(orders.map((order) => [order.foodId, order]));
    for (const [index, item] of items.entries()) {
      const order = byFood.get(item.foodId)!;
      expect(order.id).toBe(insertedIds[index]);
      // Exactly a single-dish order's fields, and the meal's id.
      expect(
        Object.keys(order)
          .filter((key) => key !== 'id')
          .sort(),
      ).toEqual(
        [
          'buyerEmail',
          'buyerName',
          'buyerUid',
          'buyingDate',
          'createdAt',
          'currency',
          'foodId',
          'foodName',
          'foodOwner',
          'foodOwnerUid',
          'imageURL',
          'price',
          'quantity',
          'status',
          'placedAt',
          'pickupAt',
          'pickupArea',
          'mealId',
        ].sort(),
      );
      expect(order).toMatchObject({
        buyerUid: diner.uid,
        buyerEmail: diner.email,
        buyerName: 'Dina Diner',
        buyingDate: '2026/11/27 10:00:00',
        foodOwnerUid: cook.uid,
        foodOwner: 'Meera Cook',
        price: 4.5,
        // The kitchen's currency (this cook has no kitchen: dollars).
        currency: 'USD',
        quantity: item.quantity,
        status: 'placed',
        mealId,
      });
    }
    const pickups = new Set(orders.map((order) => (order.pickupAt as Timestamp).toMillis()));
    expect(pickups.size).toBe(1);
    expect(await stateOf(foodIds)).toEqual([
      { quantity: 3, orderCount: 1 },
      { quantity: 4, orderCount: 1 },
      { quantity: 0, orderCount: 1 },
    ]);
    expect((await adminDb.doc(cartPath(diner)).get()).exists).toBe(false);
  });

  it('takes the pickup time asked for once, for every line', async () => {
    const foodIds = await threeDishes();
    const at = earliestPickup(defaultKitchen, Date.now() + 60 * 60_000)!;
    const answer = await placeMeal({
      items: foodIds.map((foodId) => ({ foodId, quantity: 1 })),
      pickupAt: new Date(at).toISOString(),
    });
    const orders = await ordersOfMeal(answer.result!.mealId);
    expect(orders).toHaveLength(3);
    for (const order of orders) expect((order.pickupAt as Timestamp).toMillis()).toBe(at);
  });

  it('a retried meal (same requestId) answers the same orders and places nothing twice', async () => {
    const foodIds = await threeDishes();
    const data = {
      items: foodIds.map((foodId) => ({ foodId, quantity: 1 })),
      requestId: randomUUID().replaceAll('-', ''),
    };
    const [first, second] = await Promise.all([placeMeal(data), placeMeal(data)]);
    const third = await placeMeal(data);
    expect(second.result).toEqual(first.result);
    expect(third.result).toEqual(first.result);
    expect(await ordersOfMeal(first.result!.mealId)).toHaveLength(3);
    expect(await stateOf(foodIds)).toEqual(foodIds.map(() => ({ quantity: 4, orderCount: 1 })));
  });

  it('a single-dish order has no mealId and leaves the cart alone', async () => {
    const [foodId] = await threeDishes();
    await putCart(diner, [{ foodId: foodId!, quantity: 1 }]);
    const outcome = await placeOrder({ foodId, quantity: 1 }, diner.idToken);
    const order = (await adminDb.doc(`${collections.orders}/${outcome.insertedId}`).get()).data();
    expect(order).not.toHaveProperty('mealId');
    expect((await adminDb.doc(cartPath(diner)).get()).exists).toBe(true);
    await adminDb.doc(cartPath(diner)).delete();
  });

  it('the facade answers mealId on the orders of a meal, and none on a single-dish order', async () => {
    const buyer = await createTestUser('Facade Diner');
    const foodIds = await threeDishes();
    const meal = await placeMeal(
      { items: foodIds.slice(0, 2).map((foodId) => ({ foodId, quantity: 1 })) },
      buyer.idToken,
    );
    const single = await placeOrder({ foodId: foodIds[2], quantity: 1 }, buyer.idToken);
    const { status, body } = await call<Order[]>('GET', `/my-ordered-food/${buyer.email}`, {
      as: buyer,
    });
    expect(status).toBe(200);
    const byId = new Map(body.map((order) => [order._id, order]));
    for (const id of meal.result!.insertedIds) {
      expect(byId.get(id)?.mealId).toBe(meal.result!.mealId);
    }
    expect(byId.get(single.insertedId!)).not.toHaveProperty('mealId');
  });
});

describe('the order keeps what the buyer was told is in the dish', () => {
  it("copies the food's allergens, mayContain and diet into each order, and nothing for a dish not declared", async () => {
    const [declared, undeclared] = await threeDishes();
    await adminDb
      .doc(`${collections.foods}/${declared}`)
      .update({ allergens: ['milk', 'tree-nuts'], mayContain: ['peanuts'], diet: 'veg' });
    const answer = await placeMeal({
      items: [
        { foodId: declared!, quantity: 1 },
        { foodId: undeclared!, quantity: 1 },
      ],
    });
    const [first, second] = answer.result!.insertedIds;
    const order = async (id: string | undefined) =>
      (await adminDb.doc(`${collections.orders}/${id}`).get()).data();
    expect(await order(first)).toMatchObject({
      allergens: ['milk', 'tree-nuts'],
      mayContain: ['peanuts'],
      diet: 'veg',
    });
    const plain = await order(second);
    for (const key of ['allergens', 'mayContain', 'diet']) expect(plain).not.toHaveProperty(key);

    // A single-dish order too; an empty declaration stays empty; a later edit changes no order.
    await adminDb
      .doc(`${collections.foods}/${declared}`)
      .update({ allergens: [], mayContain: [], diet: 'egg' });
    const single = await placeOrder({ foodId: declared, quantity: 1 }, diner.idToken);
    expect(await order(single.insertedId)).toMatchObject({
      allergens: [],
      mayContain: [],
      diet: 'egg',
    });
    expect(await order(first)).toMatchObject({ allergens: ['milk', 'tree-nuts'], diet: 'veg' });
  });
});

describe('a meal is refused whole, naming the dish, and nothing is written', () => {
  /** Three dishes of the cook, the diner's cart, and the state before the refused call. */
  async function setUp(owner = cook) {
    const foodIds = await threeDishes(owner);
    const buyer = await createTestUser('Refused Diner');
    await adminDb.doc(`${collections.carts}/${buyer.uid}`).set({
      cookUid: owner.uid,
      lines: [{ foodId: foodIds[0], quantity: 1 }],
      updatedAt: Timestamp.now(),
    });
    return { foodIds, buyer, before: await stateOf(foodIds) };
  }

  async function expectRefused(
    answer: MealAnswer,
    expected: { status: string; message: string; details: unknown },
    scene: {
      foodIds: string[];
      buyer: TestUser;
      before: { quantity: number; orderCount: number }[];
    },
  ) {
    expect(answer.result).toBeUndefined();
    expect(answer.error).toEqual(expected);
    await expectNothingWritten(scene.foodIds, scene.before);
    const mine = await adminDb
      .collection(collections.orders)
      .where('buyerUid', '==', scene.buyer.uid)
      .get();
    expect(mine.size).toBe(0);
    // The meal in progress is still there to fix and try again.
    expect((await adminDb.doc(`${collections.carts}/${scene.buyer.uid}`).get()).exists).toBe(true);
  }

  it('a dish that does not exist: not-found, unavailable, that dish', async () => {
    const scene = await setUp();
    const missing = `no-such-food-${randomUUID()}`;
    const answer = await placeMeal(
      {
        items: [
          { foodId: scene.foodIds[0], quantity: 1 },
          { foodId: missing, quantity: 1 },
        ],
      },
      scene.buyer.idToken,
    );
    await expectRefused(
      answer,
      {
        status: 'NOT_FOUND',
        message: messages.foodUnavailable,
        details: { reason: 'unavailable', foodId: missing },
      },
      scene,
    );
  });

  it('a dish the moderators hid: not-found, unavailable, that dish', async () => {
    const scene = await setUp();
    await adminDb.doc(`${collections.foods}/${scene.foodIds[2]}`).update({ hidden: true });
    scene.before = await stateOf(scene.foodIds);
    const answer = await placeMeal(
      { items: scene.foodIds.map((foodId) => ({ foodId, quantity: 1 })) },
      scene.buyer.idToken,
    );
    await expectRefused(
      answer,
      {
        status: 'NOT_FOUND',
        message: messages.foodUnavailable,
        details: { reason: 'unavailable', foodId: scene.foodIds[2] },
      },
      scene,
    );
  });

  it("the diner's own dish: own-food, that dish", async () => {
    const scene = await setUp();
    const own = await makeFood(scene.buyer, { quantity: 5 });
    const answer = await placeMeal(
      {
        items: [
          { foodId: scene.foodIds[0], quantity: 1 },
          { foodId: own, quantity: 1 },
        ],
      },
      scene.buyer.idToken,
    );
    await expectRefused(
      answer,
      {
        status: 'FAILED_PRECONDITION',
        message: messages.ownFood,
        details: { reason: 'own-food', foodId: own },
      },
      {
        ...scene,
        foodIds: [...scene.foodIds, own],
        before: [...scene.before, { quantity: 5, orderCount: 0 }],
      },
    );
  });

  it('more units of a dish than its stock: over-quantity, that dish', async () => {
    const scene = await setUp();
    const answer = await placeMeal(
      {
        items: [
          { foodId: scene.foodIds[0], quantity: 5 },
          { foodId: scene.foodIds[1], quantity: 6 },
        ],
      },
      scene.buyer.idToken,
    );
    await expectRefused(
      answer,
      {
        status: 'FAILED_PRECONDITION',
        message: messages.overQuantity,
        details: { reason: 'over-quantity', foodId: scene.foodIds[1] },
      },
      scene,
    );
  });

  it('a quantity above any stock: over-quantity, that dish', async () => {
    const scene = await setUp();
    const answer = await placeMeal(
      {
        items: [
          { foodId: scene.foodIds[0], quantity: 1 },
          { foodId: scene.foodIds[1], quantity: 1_000_000 },
        ],
      },
      scene.buyer.idToken,
    );
    await expectRefused(
      answer,
      {
        status: 'FAILED_PRECONDITION',
        message: messages.overQuantity,
        details: { reason: 'over-quantity', foodId: scene.foodIds[1] },
      },
      scene,
    );
  });

  it.each([0, -1, 1.5, '2', null])(
    'a quantity of %j: at-least-one, that dish',
    async (quantity) => {
      const scene = await setUp();
      const answer = await placeMeal(
        {
          items: [
            { foodId: scene.foodIds[0], quantity: 1 },
            { foodId: scene.foodIds[2], quantity },
          ],
        },
        scene.buyer.idToken,
      );
      await expectRefused(
        answer,
        {
          status: 'INVALID_ARGUMENT',
          message: messages.atLeastOne,
          details: { reason: 'at-least-one', foodId: scene.foodIds[2] },
        },
        scene,
      );
    },
  );

  it('dishes of two cooks: one-kitchen, naming the first dish of the other kitchen', async () => {
    const scene = await setUp();
    const [elsewhere] = await threeDishes(otherCook);
    const answer = await placeMeal(
      {
        items: [
          { foodId: scene.foodIds[0], quantity: 1 },
          { foodId: elsewhere, quantity: 1 },
          { foodId: scene.foodIds[1], quantity: 1 },
        ],
      },
      scene.buyer.idToken,
    );
    expect(mealMessages.oneKitchen).toBe('A meal comes from one kitchen!');
    await expectRefused(
      answer,
      {
        status: 'FAILED_PRECONDITION',
        message: 'A meal comes from one kitchen!',
        details: { reason: 'one-kitchen', foodId: elsewhere },
      },
      {
        ...scene,
        foodIds: [...scene.foodIds, elsewhere!],
        before: [...scene.before, { quantity: 5, orderCount: 0 }],
      },
    );
  });

  describe("the kitchen's answer, checked once for the meal (naming its first dish)", () => {
    async function cookWithKitchen(kitchen: Kitchen) {
      const kitchenCook = await createTestUser('Kitchen Cook');
      await adminDb
        .doc(kitchenPaths.kitchen(kitchenCook.uid))
        .set({ ...kitchen, updatedAt: Timestamp.now() });
      return setUp(kitchenCook);
    }
    const allDay: Kitchen = { ...defaultKitchen, pickupArea: 'Gulshan', leadMinutes: 60 };

    it('a paused kitchen', async () => {
      const scene = await cookWithKitchen({ ...allDay, paused: true });
      const answer = await placeMeal(
        { items: scene.foodIds.map((foodId) => ({ foodId, quantity: 1 })) },
        scene.buyer.idToken,
      );
      await expectRefused(
        answer,
        {
          status: 'FAILED_PRECONDITION',
          message: kitchenMessages.kitchenPaused,
          details: { reason: 'paused', foodId: scene.foodIds[0] },
        },
        scene,
      );
    });

    it('sooner than the time to cook', async () => {
      const scene = await cookWithKitchen(allDay);
      const soon = earliestPickup(
        kitchenOf({ ...allDay, leadMinutes: 0 }),
        Date.now() + 20 * 60_000,
      )!;
      const answer = await placeMeal(
        {
          items: scene.foodIds.map((foodId) => ({ foodId, quantity: 1 })),
          pickupAt: new Date(soon).toISOString(),
        },
        scene.buyer.idToken,
      );
      await expectRefused(
        answer,
        {
          status: 'FAILED_PRECONDITION',
          message: kitchenMessages.needsMoreTime,
          details: { reason: 'too-soon', foodId: scene.foodIds[0] },
        },
        scene,
      );
    });

    it('more than seven days ahead', async () => {
      const scene = await cookWithKitchen(allDay);
      const answer = await placeMeal(
        {
          items: scene.foodIds.map((foodId) => ({ foodId, quantity: 1 })),
          pickupAt: new Date(Date.now() + 9 * 24 * 60 * 60_000).toISOString(),
        },
        scene.buyer.idToken,
      );
      await expectRefused(
        answer,
        {
          status: 'FAILED_PRECONDITION',
          message: kitchenMessages.pickupOutsideHours,
          details: { reason: 'outside-hours', foodId: scene.foodIds[0] },
        },
        scene,
      );
    });

    it('a pickupAt that is not a date', async () => {
      const scene = await cookWithKitchen(allDay);
      const answer = await placeMeal(
        { items: scene.foodIds.map((foodId) => ({ foodId, quantity: 1 })), pickupAt: 'tomorrow' },
        scene.buyer.idToken,
      );
      await expectRefused(
        answer,
        {
          status: 'INVALID_ARGUMENT',
          message: kitchenMessages.pickupOutsideHours,
          details: { reason: 'outside-hours' },
        },
        scene,
      );
    });
  });

  it('a blocked account: permission-denied, nothing written', async () => {
    const scene = await setUp();
    await adminDb.doc(`${collections.blocked}/${scene.buyer.uid}`).set({ reason: 'test' });
    try {
      const answer = await placeMeal(
        { items: scene.foodIds.map((foodId) => ({ foodId, quantity: 1 })) },
        scene.buyer.idToken,
      );
      await expectRefused(
        answer,
        {
          status: 'PERMISSION_DENIED',
          message: messages.accountBlocked,
          details: { reason: 'blocked' },
        },
        scene,
      );
    } finally {
      await adminDb.doc(`${collections.blocked}/${scene.buyer.uid}`).delete();
    }
  });

  it('no items, more than 20, the same dish twice, or a line with other keys: Invalid order', async () => {
    const scene = await setUp();
    const [a, b] = scene.foodIds;
    for (const data of [
      { items: [] },
      {
        items: Array.from({ length: mealLimits.linesMax + 1 }, (_, i) => ({
          foodId: `f${i}`,
          quantity: 1,
        })),
      },
      {
        items: [
          { foodId: a, quantity: 1 },
          { foodId: b, quantity: 1 },
          { foodId: a, quantity: 2 },
        ],
      },
      { items: [{ foodId: a, quantity: 1, price: 0 }] },
      { items: [{ foodId: 'foods/x', quantity: 1 }] },
      { items: [{ foodId: a, quantity: 1 }], foodId: b, quantity: 1 },
    ]) {
      const answer = await placeMeal(data, scene.buyer.idToken);
      expect(answer.error?.status).toBe('INVALID_ARGUMENT');
      expect(answer.error?.message).toBe('Invalid order');
      expect(answer.error?.details).toEqual({ fields: expect.any(Object) });
    }
    await expectNothingWritten(scene.foodIds, scene.before);
  });

  it('not signed in: unauthenticated', async () => {
    const scene = await setUp();
    const answer = await placeMeal({ items: [{ foodId: scene.foodIds[0], quantity: 1 }] }, '');
    expect(answer.status).toBe(401);
    await expectNothingWritten(scene.foodIds, scene.before);
  });
});

describe("a meal's units come back once per line", () => {
  /** A meal of three dishes (2, 1 and 3 units of 5 each); its orders as stored. */
  async function placedMeal() {
    const foodIds = await threeDishes();
    const answer = await placeMeal({
      items: foodIds.map((foodId, index) => ({ foodId, quantity: [2, 1, 3][index]! })),
    });
    const orders = await Promise.all(
      answer.result!.insertedIds.map(async (id) => ({
        id,
        data: (await adminDb.doc(`${collections.orders}/${id}`).get()).data()!,
      })),
    );
    return { foodIds, orders };
  }
  const restored = (foodIds: string[]) =>
    eventually(
      () => stateOf(foodIds),
      (state) => state.every((food) => food.quantity === 5),
    );

  it('the buyer cancels the meal (every line deleted): every unit back, every count off, redeliveries change nothing', async () => {
    const { foodIds, orders } = await placedMeal();
    expect(await stateOf(foodIds)).toEqual([
      { quantity: 3, orderCount: 1 },
      { quantity: 4, orderCount: 1 },
      { quantity: 2, orderCount: 1 },
    ]);
    await Promise.all(orders.map(({ id }) => adminDb.doc(`${collections.orders}/${id}`).delete()));
    expect(await restored(foodIds)).toEqual(foodIds.map(() => ({ quantity: 5, orderCount: 0 })));
    // Each delete event delivered again, twice at once: nothing moves.
    await Promise.all(
      orders.flatMap(({ id, data }) => {
        const event = { params: { orderId: id }, data: { data: () => data } };
        return [handleOrderDeleted(event), handleOrderDeleted(event)];
      }),
    );
    expect(await stateOf(foodIds)).toEqual(foodIds.map(() => ({ quantity: 5, orderCount: 0 })));
  });

  it('the cook declines the meal (every line moved): every unit back once, also when the events come twice', async () => {
    const { foodIds, orders } = await placedMeal();
    for (const { id } of orders) {
      await adminDb.doc(`${collections.orders}/${id}`).update({ status: 'declined' });
    }
    expect(await restored(foodIds)).toEqual(foodIds.map(() => ({ quantity: 5, orderCount: 0 })));
    await Promise.all(
      orders.map(({ id, data }) => {
        const event = {
          params: { orderId: id },
          data: {
            before: { data: () => data },
            after: { data: () => ({ ...data, status: 'declined' }) },
          },
        };
        return Promise.all([handleOrderUpdated(event), handleOrderUpdated(event)]);
      }),
    );
    expect(await stateOf(foodIds)).toEqual(foodIds.map(() => ({ quantity: 5, orderCount: 0 })));
  });
});

describe('a meal and single-dish orders race for the last units', () => {
  it.each([1, 2, 3, 4, 5])(
    'round %i: two diners want the last 2 units; one wins, stock exact, the meal all or nothing',
    async () => {
      const [contested, side] = await threeDishes(cook, 2);
      const [mealDiner, singleDiner] = await Promise.all([
        createTestUser('Meal Racer'),
        createTestUser('Single Racer'),
      ]);
      const [meal, single] = await Promise.all([
        placeMeal(
          {
            items: [
              { foodId: side!, quantity: 1 },
              { foodId: contested!, quantity: 2 },
            ],
          },
          mealDiner.idToken,
        ),
        placeOrder({ foodId: contested, quantity: 2 }, singleDiner.idToken),
      ]);
      const mealWon = Boolean(meal.result);
      const singleWon = Boolean(single.insertedId);
      expect(mealWon !== singleWon).toBe(true);
      expect(await readFood(contested!)).toEqual({ quantity: 0, orderCount: 1 });
      const contestedOrders = await ordersOf(contested!);
      expect(contestedOrders).toHaveLength(1);
      if (mealWon) {
        expect(single.error).toEqual({
          status: 'FAILED_PRECONDITION',
          message: messages.overQuantity,
          details: { reason: 'over-quantity' },
        });
        expect(await ordersOfMeal(meal.result!.mealId)).toHaveLength(2);
        expect(await readFood(side!)).toEqual({ quantity: 1, orderCount: 1 });
      } else {
        // The loser's meal is refused whole: its other dish is untouched.
        expect(meal.error).toEqual({
          status: 'FAILED_PRECONDITION',
          message: messages.overQuantity,
          details: { reason: 'over-quantity', foodId: contested },
        });
        expect(await readFood(side!)).toEqual({ quantity: 2, orderCount: 0 });
        expect(await ordersOf(side!)).toHaveLength(0);
        expect(contestedOrders[0]?.buyerUid).toBe(singleDiner.uid);
      }
    },
    60_000,
  );

  it('twelve diners at once (six meals, six single dishes) for 6 units: never oversold, every meal whole or absent', async () => {
    const [contested, sideA, sideB] = await Promise.all([
      makeFood(cook, { quantity: 6 }),
      makeFood(cook, { quantity: 50 }),
      makeFood(cook, { quantity: 50 }),
    ]);
    const racers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => createTestUser(`Racer ${i + 1}`)),
    );
    const answers = await Promise.all(
      racers.map((racer, i) =>
        i % 2 === 0
          ? placeMeal(
              {
                items: [
                  { foodId: sideA, quantity: 1 },
                  { foodId: contested, quantity: 1 },
                  { foodId: sideB, quantity: 2 },
                ],
              },
              racer.idToken,
            ).then((answer) => ({ kind: 'meal' as const, won: Boolean(answer.result), answer }))
          : placeOrder({ foodId: contested, quantity: 1 }, racer.idToken).then((outcome) => ({
              kind: 'single' as const,
              won: Boolean(outcome.insertedId),
              answer: outcome,
            })),
      ),
    );
    const mealsWon = answers.filter((a) => a.kind === 'meal' && a.won).length;
    const winners = answers.filter((a) => a.won).length;
    expect(winners).toBe(6);
    expect(await readFood(contested)).toEqual({ quantity: 0, orderCount: 6 });
    expect(await readFood(sideA)).toEqual({ quantity: 50 - mealsWon, orderCount: mealsWon });
    expect(await readFood(sideB)).toEqual({ quantity: 50 - 2 * mealsWon, orderCount: mealsWon });
    expect(await ordersOf(contested)).toHaveLength(6);
    expect(await ordersOf(sideA)).toHaveLength(mealsWon);
    for (const { kind, won, answer } of answers) {
      if (kind === 'meal' && won) {
        expect(await ordersOfMeal((answer as MealAnswer).result!.mealId)).toHaveLength(3);
      }
      if (!won)
        expect((answer as MealAnswer).error?.details).toMatchObject({ reason: 'over-quantity' });
    }
  }, 120_000);
});
