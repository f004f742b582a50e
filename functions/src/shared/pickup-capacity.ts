// Portions per slot (contract, "Portions per slot"): a kitchen with `perSlot` takes at most that
// many orders for one 15-minute pickup time, a meal counting once. The functions keep each
// time's count in pickupSlots/{cookUid}_{at}; the forms read the same documents to mark a full
// time. Pure: the web and the functions share the id, the shape and the arithmetic.

/** The id of a kitchen's pickup time's document (`at`: the instant, in ms). */
export const pickupSlotId = (cookUid: string, at: number) => `${cookUid}_${at}`;

/**
 * A pickup time's document: `taken`, the orders (meals count once) it holds; `holders`, which
 * order belongs to which of them, under hashed keys (the document is public; the orders are
 * not), so that a cancel, a decline or an expiry frees its place exactly once.
 */
export interface PickupSlotDoc {
  cookUid: string;
  at: number;
  taken: number;
  holders: Record<string, string>;
}

/** How many orders the holders stand for: a meal's lines share one holder. */
export const takenBy = (holders: Record<string, string>) => new Set(Object.values(holders)).size;

/** Whether a pickup time with `taken` orders has room for one more under `perSlot`. */
export const hasRoom = (taken: number, perSlot: number | null) =>
  perSlot === null || taken < perSlot;
