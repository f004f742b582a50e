// Portions per slot (contract, "Portions per slot"): a kitchen with `perSlot` takes at most that
// many orders for one pickup time, a meal counting once, under any race; a full time is refused
// `slot-full` with the next time that has room; a cancel or a decline gives the place back once.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  collections,
  kitchenMessages,
  pickupSlotId,
  pickupSlots,
  takenBy,
  type Kitchen,
} from '../../src/shared/index.js';
import {
  adminAuth,
  adminDb,
  createTestUser,
  eventually,
  type TestUser,
} from '../support/emulators.js';
import {
  cancellationMarker,
  makeFood,
  allDayKitchen,
  ordersOf,
  placeOrder,
  readFood,
} from './support.js';

const quarterHour = 15 * 60_000;
const kitchen = allDayKitchen({ pickupArea: 'Slot Street' });

let cook: TestUser;
const buyers: TestUser[] = [];
const foods: string[] = [];

/** A pickup time a day ahead, on the quarter hour, and the one after it. */
function pickupTimes() {
  const at = pickupSlots({ ...kitchen, perSlot: 3, answerMinutes: 30 } as Kitchen, Date.now())[96]!
    .at;
  return { at, iso: new Date(at).toISOString(), nextIso: new Date(at + quarterHour).toISOString() };
}

const slotDoc = (at: number) =>
  adminDb.doc(`${collections.pickupSlots}/${pickupSlotId(cook.uid, at)}`);

beforeAll(async () => {
  cook = await createTestUser('Slot Cook');
  await adminDb.doc(`${collections.kitchens}/${cook.uid}`).set({ ...kitchen, perSlot: 3 });
  for (let i = 0; i < 20; i += 10) {
    buyers.push(
      ...(await Promise.all(
        Array.from({ length: 10 }, (_, j) => createTestUser(`Slot Buyer ${i + j + 1}`)),
      )),
    );
  }
  // The emulator starts a worker per concurrent call: start them before the race.
  await Promise.all(buyers.map(() => placeOrder({ warmUp: true })));
}, 180_000);

afterAll(async () => {
  await Promise.all(foods.map((id) => adminDb.doc(`${collections.foods}/${id}`).delete()));
  await adminDb.doc(`${collections.kitchens}/${cook.uid}`).delete();
  await adminAuth.deleteUsers([cook, ...buyers].map((user) => user.uid));
});

describe('a kitchen with 3 orders per pickup slot', () => {
  it('20 buyers on the same time: exactly 3 orders, 17 clear refusals naming the next time', async () => {
    const foodId = await makeFood(cook, { quantity: 100 });
    foods.push(foodId);
    const { at, iso, nextIso } = pickupTimes();
    const outcomes = await Promise.all(
      buyers.map((buyer) =>
        placeOrder({ foodId, quantity: 1, pickupAt: iso, requestId: randomUUID() }, buyer.idToken),
      ),
    );
    const placed = outcomes.filter((outcome) => outcome.insertedId);
    const refused = outcomes.filter((outcome) => outcome.error);
    expect(placed).toHaveLength(3);
    expect(refused).toHaveLength(17);
    for (const { error } of refused) {
      expect(error).toEqual({
        status: 'FAILED_PRECONDITION',
        message: kitchenMessages.slotFull,
        details: { reason: 'slot-full', next: nextIso },
      });
    }
    expect(await ordersOf(foodId)).toHaveLength(3);
    expect((await slotDoc(at).get()).get('taken')).toBe(3);
    expect(await readFood(foodId)).toEqual({ quantity: 97, orderCount: 3 });
  }, 120_000);

  it('a meal takes one place, and a cancel gives it back once', async () => {
    const [mealDish, otherDish, single] = await Promise.all([
      makeFood(cook, { quantity: 10 }),
      makeFood(cook, { quantity: 10 }),
      makeFood(cook, { quantity: 10 }),
    ]);
    foods.push(mealDish, otherDish, single);
    const { iso } = pickupTimes();
    const at = Date.parse(iso) + quarterHour * 4;
    const time = new Date(at).toISOString();
    const [a, b, c] = buyers;
    const meal = await placeOrder(
      {
        items: [
          { foodId: mealDish, quantity: 1 },
          { foodId: otherDish, quantity: 2 },
        ],
        pickupAt: time,
      },
      a!.idToken,
    );
    expect(meal.insertedId).toBeTruthy();
    const first = await placeOrder({ foodId: single, quantity: 1, pickupAt: time }, b!.idToken);
    const second = await placeOrder({ foodId: single, quantity: 1, pickupAt: time }, c!.idToken);
    expect([first.insertedId, second.insertedId].every(Boolean)).toBe(true);
    // The meal's two lines and two single dishes: three places, the slot is full.
    const slot = await slotDoc(at).get();
    expect(slot.get('taken')).toBe(3);
    expect(takenBy(slot.get('holders'))).toBe(3);
    expect(JSON.stringify(slot.data())).not.toContain(meal.insertedId);
    const refused = await placeOrder(
      { foodId: single, quantity: 1, pickupAt: time },
      buyers[3]!.idToken,
    );
    expect(refused.error?.details).toMatchObject({ reason: 'slot-full' });

    // The buyer cancels one order: its place comes back, once (the marker says so).
    await adminDb.doc(`${collections.orders}/${first.insertedId}`).delete();
    await eventually(
      () => cancellationMarker(first.insertedId!).get(),
      (m) => m.exists,
    );
    expect(
      await eventually(
        async () => (await slotDoc(at).get()).get('taken'),
        (n) => n === 2,
      ),
    ).toBe(2);
    const again = await placeOrder(
      { foodId: single, quantity: 1, pickupAt: time },
      buyers[3]!.idToken,
    );
    expect(again.insertedId).toBeTruthy();
    expect((await slotDoc(at).get()).get('taken')).toBe(3);
  }, 120_000);

  it('a kitchen without a limit keeps no count', async () => {
    const free = await createTestUser('Free Cook');
    await adminDb.doc(`${collections.kitchens}/${free.uid}`).set(kitchen);
    const foodId = await makeFood(free, { quantity: 10 });
    foods.push(foodId);
    const { at, iso } = pickupTimes();
    const outcome = await placeOrder({ foodId, quantity: 1, pickupAt: iso }, buyers[0]!.idToken);
    expect(outcome.insertedId).toBeTruthy();
    expect(
      (await adminDb.doc(`${collections.pickupSlots}/${pickupSlotId(free.uid, at)}`).get()).exists,
    ).toBe(false);
    await adminDb.doc(`${collections.kitchens}/${free.uid}`).delete();
    await adminAuth.deleteUser(free.uid);
  });

  it('copies the buyer’s missed pickups into the order for the cook, only when there are some', async () => {
    const foodId = await makeFood(cook, { quantity: 10 });
    foods.push(foodId);
    const [missed, reliable] = [buyers[10]!, buyers[11]!];
    await adminDb.doc(`${collections.users}/${missed.uid}`).set({ noShows: 2 }, { merge: true });
    const { iso } = pickupTimes();
    const time = new Date(Date.parse(iso) + quarterHour * 8).toISOString();
    const one = await placeOrder({ foodId, quantity: 1, pickupAt: time }, missed.idToken);
    const two = await placeOrder({ foodId, quantity: 1, pickupAt: time }, reliable.idToken);
    const read = async (id?: string) =>
      (await adminDb.doc(`${collections.orders}/${id}`).get()).data() ?? {};
    expect((await read(one.insertedId)).buyerNoShows).toBe(2);
    expect('buyerNoShows' in (await read(two.insertedId))).toBe(false);
  });
});
