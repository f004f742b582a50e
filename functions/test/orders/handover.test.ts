// The handover on the server: placeOrder checks pickupAt against the cook's kitchen in the same
// attempt as the stock (paused, lead time, hours in the kitchen's zone, 7 days), stores pickupAt
// and pickupArea, and refuses with the contract's messages writing nothing; the address reaches
// the order once, when the cook accepts, and never a declined one; two tabs saving the kitchen
// at once leave one consistent kitchen.
// The emulator helpers come first: they set up the Admin SDK for the handlers imported below.
import { adminDb, createTestUser, eventually, type TestUser } from '../support/emulators.js';
import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { doc, getDoc, serverTimestamp, writeBatch } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleOrderUpdated } from '../../src/orders/on-order-updated.js';
import { syncPickupAddress } from '../../src/orders/pickup-address.js';
import {
  collections,
  defaultKitchen,
  earliestPickup,
  kitchenMessages,
  kitchenPaths,
  localTime,
  pickupSlots,
  type Kitchen,
  type RefusalReason,
} from '../../src/shared/index.js';
import {
  appClients,
  cancellationMarker,
  clientAs,
  makeFood,
  moveOrder,
  ordersOf,
  placeOrder,
} from './support.js';

let env: RulesTestEnvironment;
let buyer: TestUser;

beforeAll(async () => {
  env = await appClients();
  buyer = await createTestUser('Pickup Buyer');
});
afterAll(() => env.cleanup());

const minuteMs = 60_000;
const dayMs = 24 * 60 * minuteMs;

const dhanmondi: Kitchen = {
  pickupArea: 'Dhanmondi',
  openFrom: '10:00',
  openTo: '22:00',
  leadMinutes: 30,
  timeZone: 'Asia/Dhaka',
  paused: false,
  perSlot: null,
  answerMinutes: 30,
  currency: 'BDT',
};
const allDay = (timeZone: string, leadMinutes = 30): Kitchen => ({
  ...defaultKitchen,
  pickupArea: 'Market corner',
  timeZone,
  leadMinutes,
});

/** A cook with a kitchen (as stored past the rules) and a food of theirs in stock. */
async function cookWith(kitchen: Kitchen | null, address?: string) {
  const cook = await createTestUser('Pickup Cook');
  if (kitchen)
    await adminDb
      .doc(kitchenPaths.kitchen(cook.uid))
      .set({ ...kitchen, updatedAt: Timestamp.now() });
  if (address)
    await adminDb.doc(kitchenPaths.pickupAddress(cook.uid)).set({ pickupAddress: address });
  const foodId = await makeFood(cook, { quantity: 5 });
  return { cook, foodId };
}

/** The food and its orders exactly as stored, update times included. */
async function storedState(foodId: string) {
  const food = await adminDb.doc(`${collections.foods}/${foodId}`).get();
  return {
    food: food.data(),
    foodUpdated: food.updateTime?.toMillis(),
    orders: await ordersOf(foodId),
  };
}

const readOrder = async (orderId: string) =>
  (await adminDb.doc(`${collections.orders}/${orderId}`).get()).data();

async function buy(foodId: string, pickupAt?: string) {
  const outcome = await placeOrder(
    { foodId, quantity: 1, ...(pickupAt === undefined ? {} : { pickupAt }) },
    buyer.idToken,
  );
  if (!outcome.insertedId) throw new Error(`The purchase failed: ${outcome.error?.message}`);
  return outcome.insertedId;
}

const isoOf = (ms: number) => new Date(ms).toISOString();

/** A zone whose clock reads about 14:00 now: a fixed offset (Etc/GMT-N is UTC+N). */
function zoneAtTwoPm(now: number): string {
  const offset = 14 - new Date(now).getUTCHours();
  if (offset === 0) return 'Etc/GMT';
  return offset > 0 ? `Etc/GMT-${offset}` : `Etc/GMT+${-offset}`;
}

describe('placeOrder takes a pickup time the kitchen takes, and stores it with the area', () => {
  it.each([
    ['Asia/Dhaka (no daylight saving)', dhanmondi],
    ['Europe/London (daylight saving)', { ...dhanmondi, timeZone: 'Europe/London' }],
  ])('%s: the first and a last-day slot', async (_zone, kitchen) => {
    const { foodId } = await cookWith(kitchen);
    const slots = pickupSlots(kitchen, Date.now() + minuteMs);
    const [first] = slots;
    const late = slots.at(-8);
    if (!first || !late) throw new Error('no slots');
    for (const slot of [first, late]) {
      const order = await readOrder(await buy(foodId, isoOf(slot.at)));
      expect((order?.pickupAt as Timestamp).toMillis()).toBe(slot.at);
      expect(order?.pickupArea).toBe('Dhanmondi');
      expect(localTime(slot.at, kitchen.timeZone).time).toBe(slot.time);
      expect(order?.pickupAddress).toBeUndefined();
    }
  });

  it('takes a time written with the kitchen’s own offset', async () => {
    const { foodId } = await cookWith(dhanmondi);
    const slot = pickupSlots(dhanmondi, Date.now() + dayMs)[0];
    if (!slot) throw new Error('no slot');
    const withOffset = `${slot.date}T${slot.time}:00+06:00`;
    const order = await readOrder(await buy(foodId, withOffset));
    expect((order?.pickupAt as Timestamp).toMillis()).toBe(slot.at);
  });

  it('without pickupAt (old clients), gives the earliest time the kitchen takes', async () => {
    const { foodId } = await cookWith(dhanmondi);
    const before = earliestPickup(dhanmondi, Date.now());
    const order = await readOrder(await buy(foodId));
    const after = earliestPickup(dhanmondi, Date.now());
    const stored = (order?.pickupAt as Timestamp).toMillis();
    expect([before, after]).toContain(stored);
    expect(order?.pickupArea).toBe('Dhanmondi');
  });

  it('a cook without a kitchen has the defaults: no area, 30 minutes, UTC, all day', async () => {
    const { foodId } = await cookWith(null);
    const before = Date.now();
    const order = await readOrder(await buy(foodId));
    const stored = (order?.pickupAt as Timestamp).toMillis();
    expect(order?.pickupArea).toBeNull();
    expect([
      earliestPickup(defaultKitchen, before),
      earliestPickup(defaultKitchen, Date.now()),
    ]).toContain(stored);
    expect(stored - before).toBeGreaterThanOrEqual(30 * minuteMs);
    expect(stored - before).toBeLessThan(46 * minuteMs);
  });

  it('across midnight: a kitchen closed for the day gives tomorrow’s opening', async () => {
    const now = Date.now();
    const kitchen = {
      ...dhanmondi,
      openFrom: '08:00',
      openTo: '12:00',
      timeZone: zoneAtTwoPm(now),
    };
    const { foodId } = await cookWith(kitchen);
    const order = await readOrder(await buy(foodId));
    const stored = (order?.pickupAt as Timestamp).toMillis();
    const local = localTime(stored, kitchen.timeZone);
    expect(local.time).toBe('08:00');
    expect(local.date).not.toBe(localTime(now, kitchen.timeZone).date);
    expect(stored - now).toBeLessThan(dayMs);
  });
});

describe('placeOrder refuses a pickup the kitchen does not take, with its reason, and writes nothing', () => {
  const now = () => Date.now();
  const cases: [string, Kitchen, () => unknown, string, string, RefusalReason][] = [
    [
      'a paused kitchen',
      { ...dhanmondi, paused: true },
      () => undefined,
      'FAILED_PRECONDITION',
      kitchenMessages.kitchenPaused,
      'paused',
    ],
    [
      'a paused kitchen, even at a time it would take',
      { ...allDay('UTC'), paused: true },
      () => isoOf(now() + 2 * 60 * minuteMs),
      'FAILED_PRECONDITION',
      kitchenMessages.kitchenPaused,
      'paused',
    ],
    [
      'sooner than the lead time',
      allDay('UTC', 60),
      () => isoOf(now() + 20 * minuteMs),
      'FAILED_PRECONDITION',
      kitchenMessages.needsMoreTime,
      'too-soon',
    ],
    [
      'a time in the past',
      allDay('UTC'),
      () => isoOf(now() - 60 * minuteMs),
      'FAILED_PRECONDITION',
      kitchenMessages.pickupOutsideHours,
      'outside-hours',
    ],
    [
      'more than 7 days ahead',
      allDay('UTC'),
      () => isoOf(now() + 7 * dayMs + 60 * minuteMs),
      'FAILED_PRECONDITION',
      kitchenMessages.pickupOutsideHours,
      'outside-hours',
    ],
    [
      'outside the hours in the kitchen’s zone (09:45 in Dhaka, tomorrow)',
      dhanmondi,
      () => {
        const tomorrow = localTime(now() + dayMs, 'Asia/Dhaka').date;
        return `${tomorrow}T09:45:00+06:00`;
      },
      'FAILED_PRECONDITION',
      kitchenMessages.pickupOutsideHours,
      'outside-hours',
    ],
    [
      '"tomorrow"',
      dhanmondi,
      () => 'tomorrow',
      'INVALID_ARGUMENT',
      kitchenMessages.pickupOutsideHours,
      'outside-hours',
    ],
    [
      '""',
      dhanmondi,
      () => '',
      'INVALID_ARGUMENT',
      kitchenMessages.pickupOutsideHours,
      'outside-hours',
    ],
    [
      'a number',
      dhanmondi,
      () => now() + dayMs,
      'INVALID_ARGUMENT',
      kitchenMessages.pickupOutsideHours,
      'outside-hours',
    ],
    [
      'a date in 1970',
      dhanmondi,
      () => '1970-01-01T10:00:00Z',
      'FAILED_PRECONDITION',
      kitchenMessages.pickupOutsideHours,
      'outside-hours',
    ],
    [
      'the year 99999',
      dhanmondi,
      () => '+099999-01-01T10:00:00Z',
      'INVALID_ARGUMENT',
      kitchenMessages.pickupOutsideHours,
      'outside-hours',
    ],
    [
      'the year 99999, unsigned',
      dhanmondi,
      () => '99999-01-01T10:00:00Z',
      'INVALID_ARGUMENT',
      kitchenMessages.pickupOutsideHours,
      'outside-hours',
    ],
    [
      'a time without a zone',
      dhanmondi,
      () => '2030-01-01T10:00:00',
      'INVALID_ARGUMENT',
      kitchenMessages.pickupOutsideHours,
      'outside-hours',
    ],
  ];

  it.each(cases)('%s', async (_case, kitchen, pickupAt, status, message, reason) => {
    const { foodId } = await cookWith(kitchen);
    const before = await storedState(foodId);
    const value = pickupAt();
    const outcome = await placeOrder(
      { foodId, quantity: 1, ...(value === undefined ? {} : { pickupAt: value }) },
      buyer.idToken,
    );
    expect(outcome.error).toEqual({ status, message, details: { reason } });
    expect(await storedState(foodId)).toEqual(before);
    expect(before.orders).toEqual([]);
  });
});

describe('the address after acceptance', () => {
  const address = 'House 12, Road 5, Dhanmondi, Dhaka 1205';

  it('is nowhere the buyer can read until the cook accepts; then it is in the order, once', async () => {
    const { cook, foodId } = await cookWith(dhanmondi, address);
    const orderId = await buy(foodId);
    const asBuyer = clientAs(env, buyer);
    const placed = await assertSucceeds(getDoc(doc(asBuyer, collections.orders, orderId)));
    expect(placed.data()?.pickupAddress).toBeUndefined();
    expect(JSON.stringify(placed.data())).not.toContain('Road 5');
    await assertFails(getDoc(doc(asBuyer, kitchenPaths.pickupAddress(cook.uid))));
    const card = await assertSucceeds(getDoc(doc(asBuyer, kitchenPaths.kitchen(cook.uid))));
    expect(JSON.stringify(card.data())).not.toContain('Road 5');

    await moveOrder(clientAs(env, cook), orderId, 'placed', 'accepted');
    const accepted = await eventually(
      () => getDoc(doc(asBuyer, collections.orders, orderId)),
      (snapshot) => snapshot.data()?.pickupAddress !== undefined,
    );
    expect(accepted.data()?.pickupAddress).toBe(address);

    // Exactly once: a later address change, a retried event and the next move leave it be.
    const ref = adminDb.doc(`${collections.orders}/${orderId}`);
    const written = (await ref.get()).updateTime;
    await adminDb.doc(kitchenPaths.pickupAddress(cook.uid)).set({ pickupAddress: 'Moved away' });
    const after = (await ref.get()).data() as DocumentData;
    await handleOrderUpdated({
      params: { orderId },
      data: {
        before: { data: () => ({ ...after, status: 'placed' }) },
        after: { data: () => after },
      },
    });
    expect(await syncPickupAddress(orderId)).toBe('unchanged');
    expect((await ref.get()).updateTime?.isEqual(written!)).toBe(true);
    await moveOrder(clientAs(env, cook), orderId, 'accepted', 'ready');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await ref.get()).data()?.pickupAddress).toBe(address);
  });

  it('never reaches a declined order', async () => {
    const { cook, foodId } = await cookWith(dhanmondi, address);
    const orderId = await buy(foodId);
    await moveOrder(clientAs(env, cook), orderId, 'placed', 'declined');
    await eventually(
      () => cancellationMarker(orderId).get(),
      (snapshot) => snapshot.exists,
    );
    expect(await syncPickupAddress(orderId)).toBe('unchanged');
    expect((await readOrder(orderId))?.pickupAddress).toBeUndefined();
  });

  it('is taken out of an order the cook declines after accepting it', async () => {
    const { cook, foodId } = await cookWith(dhanmondi, address);
    const orderId = await buy(foodId);
    const asCook = clientAs(env, cook);
    await moveOrder(asCook, orderId, 'placed', 'accepted');
    await eventually(
      () => readOrder(orderId),
      (order) => order?.pickupAddress === address,
    );
    await moveOrder(asCook, orderId, 'accepted', 'declined');
    const declined = await eventually(
      () => readOrder(orderId),
      (order) => order !== undefined && !('pickupAddress' in order),
    );
    expect(declined?.status).toBe('declined');
    expect(declined?.pickupAddress).toBeUndefined();
  });

  it('a decline right behind the accept: the order ends declined, without the address', async () => {
    const { cook, foodId } = await cookWith(dhanmondi, address);
    const orderIds = await Promise.all([buy(foodId), buy(foodId), buy(foodId)]);
    const asCook = clientAs(env, cook);
    for (const orderId of orderIds) {
      await moveOrder(asCook, orderId, 'placed', 'accepted');
      await moveOrder(asCook, orderId, 'accepted', 'declined');
    }
    for (const orderId of orderIds) {
      await eventually(
        () => cancellationMarker(orderId).get(),
        (snapshot) => snapshot.exists,
      );
      // Both events delivered again, late and at once: still no address.
      const order = (await readOrder(orderId)) as DocumentData;
      await Promise.all([syncPickupAddress(orderId), syncPickupAddress(orderId)]);
      const settled = await eventually(
        () => readOrder(orderId),
        (o) => o !== undefined && !('pickupAddress' in o),
      );
      expect(settled?.status).toBe('declined');
      expect(settled?.pickupAddress).toBeUndefined();
      expect(order.status).toBe('declined');
    }
  });

  it('a cook without an address: the order is accepted with none, and gets it on the next move', async () => {
    const { cook, foodId } = await cookWith(dhanmondi);
    const orderId = await buy(foodId);
    const asCook = clientAs(env, cook);
    await moveOrder(asCook, orderId, 'placed', 'accepted');
    expect(await syncPickupAddress(orderId)).toBe('unchanged');
    await adminDb.doc(kitchenPaths.pickupAddress(cook.uid)).set({ pickupAddress: address });
    await moveOrder(asCook, orderId, 'accepted', 'ready');
    const ready = await eventually(
      () => readOrder(orderId),
      (order) => order?.pickupAddress === address,
    );
    expect(ready?.status).toBe('ready');
  });
});

describe('two tabs of the cook saving the kitchen at once', () => {
  it('end in one consistent kitchen: card and address both from the same save, 5 rounds', async () => {
    const cook = await createTestUser('Two Tabs Cook');
    const save = (tab: 'A' | 'B') => {
      const db = clientAs(env, cook);
      const batch = writeBatch(db);
      batch.set(doc(db, kitchenPaths.kitchen(cook.uid)), {
        pickupArea: `Area ${tab}`,
        openFrom: tab === 'A' ? '09:00' : '11:00',
        openTo: tab === 'A' ? '17:00' : '23:00',
        leadMinutes: tab === 'A' ? 15 : 45,
        timeZone: tab === 'A' ? 'Asia/Dhaka' : 'Europe/London',
        paused: tab === 'B',
        updatedAt: serverTimestamp(),
      });
      batch.set(doc(db, kitchenPaths.pickupAddress(cook.uid)), { pickupAddress: `Address ${tab}` });
      return batch.commit();
    };
    for (let round = 0; round < 5; round++) {
      await Promise.all([save('A'), save('B')]);
      const card = (await adminDb.doc(kitchenPaths.kitchen(cook.uid)).get()).data();
      const privateAddress = (await adminDb.doc(kitchenPaths.pickupAddress(cook.uid)).get()).data();
      const tab = card?.pickupArea === 'Area A' ? 'A' : 'B';
      expect(card).toEqual({
        pickupArea: `Area ${tab}`,
        openFrom: tab === 'A' ? '09:00' : '11:00',
        openTo: tab === 'A' ? '17:00' : '23:00',
        leadMinutes: tab === 'A' ? 15 : 45,
        timeZone: tab === 'A' ? 'Asia/Dhaka' : 'Europe/London',
        paused: tab === 'B',
        updatedAt: expect.any(Timestamp),
      });
      expect(privateAddress).toEqual({ pickupAddress: `Address ${tab}` });
    }
  });
});
