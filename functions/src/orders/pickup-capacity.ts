// Portions per slot (contract, "Portions per slot"): the purchase takes a place in its pickup
// time's document in the same guarded write as the order, so a slot never holds more than the
// kitchen's `perSlot`, whatever races; a cancel, a decline or an expiry gives the place back in
// the same write as the units (return-to-stock.ts), exactly once. Kitchens without a limit
// keep no count: a limit applies to the orders placed after the cook sets it.
import { createHash } from 'node:crypto';
import {
  FieldValue,
  type DocumentData,
  type DocumentReference,
  type DocumentSnapshot,
  type WriteBatch,
} from 'firebase-admin/firestore';
import { db } from '../lib/admin.js';
import {
  collections,
  hasRoom,
  kitchenPaths,
  pickupSlotId,
  pickupSlots,
  takenBy,
  type Kitchen,
  type PickupSlotDoc,
} from '../shared/index.js';
import { refusal } from './refusal.js';

/** Holders are stored under hashes: the document is public, order ids are not its business. */
const hashed = (id: string) => createHash('sha256').update(id).digest('hex').slice(0, 20);

const slotRef = (cookUid: string, at: number) =>
  db.collection(collections.pickupSlots).doc(pickupSlotId(cookUid, at));

/**
 * The cook's documents a purchase reads once it knows the cook: the kitchen and, when the buyer
 * asked for a time, that time's count. One round trip for both, so that a kitchen with a limit
 * costs its purchases no extra wait (a kitchen without one pays the read of a missing document).
 */
export const cookReads = (cookUid: string, askedAt: number | null): DocumentReference[] => [
  db.doc(kitchenPaths.kitchen(cookUid)),
  ...(askedAt === null ? [] : [slotRef(cookUid, askedAt)]),
];

const holdersOf = (data: DocumentData | undefined): Record<string, string> => {
  const holders: unknown = data?.holders;
  return typeof holders === 'object' && holders !== null ? (holders as Record<string, string>) : {};
};

/** The first pickup time after `after` that the kitchen takes and that has room, or null. */
async function nextWithRoom(
  kitchen: Kitchen,
  cookUid: string,
  after: number,
  now: number,
): Promise<number | null> {
  const later = pickupSlots(kitchen, now).filter((slot) => slot.at > after);
  for (let start = 0; start < later.length; start += 50) {
    const chunk = later.slice(start, start + 50);
    const snapshots = await db.getAll(...chunk.map((slot) => slotRef(cookUid, slot.at)));
    const free = chunk.find((_, index) =>
      hasRoom(takenBy(holdersOf(snapshots[index]?.data())), kitchen.perSlot),
    );
    if (free) return free.at;
  }
  return null;
}

/** Writes the place a purchase takes into its batch. */
export type SlotClaim = (batch: WriteBatch) => void;

const nothingToClaim: SlotClaim = () => undefined;

/**
 * Reads the pickup time's count and returns the write that takes a place in it for `holder`
 * (the order, or the meal) and its `orderIds`; refuses `slot-full` with the next time that has
 * room in `details.next`. The write is guarded by the count as read: a purchase that raced in
 * between makes it fail, and the purchase runs again.
 */
export async function claimSlot(claim: {
  kitchen: Kitchen;
  cookUid: string;
  pickupAt: number;
  holder: string;
  orderIds: string[];
  now: number;
  /** The count as read with the kitchen (cookReads), when the buyer asked for this time. */
  read: DocumentSnapshot | undefined;
}): Promise<SlotClaim> {
  // A full time concerns the pickup, not one dish of a meal: its refusal names none.
  const { kitchen, cookUid, pickupAt, holder, orderIds, now, read } = claim;
  if (kitchen.perSlot === null || !cookUid) return nothingToClaim;
  const ref = slotRef(cookUid, pickupAt);
  const snapshot = read?.ref.isEqual(ref) ? read : await ref.get();
  const holders = holdersOf(snapshot.data());
  const taken = takenBy(holders);
  if (!hasRoom(taken, kitchen.perSlot)) {
    const next = await nextWithRoom(kitchen, cookUid, pickupAt, now);
    throw refusal('failed-precondition', 'slot-full', undefined, {
      ...(next === null ? {} : { next: new Date(next).toISOString() }),
    });
  }
  const entries = Object.fromEntries(orderIds.map((id) => [hashed(id), hashed(holder)]));
  return (batch) => {
    if (snapshot.exists && snapshot.updateTime) {
      const fields = Object.fromEntries(
        Object.entries(entries).map(([key, value]) => [`holders.${key}`, value]),
      );
      batch.update(
        ref,
        { ...fields, taken: takenBy({ ...holders, ...entries }) },
        { lastUpdateTime: snapshot.updateTime },
      );
    } else {
      const slot: PickupSlotDoc = { cookUid, at: pickupAt, holders: entries, taken: 1 };
      batch.create(ref, slot);
    }
  };
}

/** The pickup time's document an order took a place in, for reading with the order's marker. */
export function slotOfOrder(order: DocumentData | undefined) {
  const cookUid = order?.foodOwnerUid;
  const pickupAt: unknown = order?.pickupAt;
  const at =
    typeof pickupAt === 'object' && pickupAt !== null && 'toMillis' in pickupAt
      ? (pickupAt as { toMillis(): number }).toMillis()
      : null;
  return typeof cookUid === 'string' && cookUid && at !== null ? slotRef(cookUid, at) : null;
}

/**
 * Gives back the place `orderId` took, into the batch that returns its units: guarded by the
 * count as read. An order that took none (no limit then, or placed before limits) changes
 * nothing.
 */
export function freeSlot(batch: WriteBatch, slot: DocumentSnapshot | undefined, orderId: string) {
  const holders = holdersOf(slot?.data());
  const key = hashed(orderId);
  if (!slot?.exists || !slot.updateTime || !(key in holders)) return;
  const rest = Object.fromEntries(Object.entries(holders).filter(([held]) => held !== key));
  batch.update(
    slot.ref,
    { [`holders.${key}`]: FieldValue.delete(), taken: takenBy(rest) },
    { lastUpdateTime: slot.updateTime },
  );
}
