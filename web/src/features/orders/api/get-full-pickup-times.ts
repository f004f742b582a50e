import { hasRoom, type Kitchen } from '@shared';
import { readPublic } from '@/lib/data/public-read';

// A week of quarter hours: every pickup time a form offers.
const weekOfSlots = 7 * 24 * 4;

/**
 * The coming pickup times (instants, ms) of the cook's kitchen that already hold its `perSlot`
 * orders (contract, "Portions per slot"): the Pickup time select shows them as full. The counts
 * are public (a REST read, no SDK); a kitchen without a limit has none to read.
 */
export async function getFullPickupTimes(
  cookUid: string,
  kitchen: Kitchen,
  from = Date.now(),
): Promise<number[]> {
  if (kitchen.perSlot === null) return [];
  const { docs } = await readPublic({
    collection: 'pickupSlots',
    where: [
      { field: 'cookUid', op: '==', value: cookUid },
      { field: 'at', op: '>=', value: from },
    ],
    orderBy: { field: 'at', direction: 'asc' },
    limit: weekOfSlots,
    select: ['at', 'taken'],
  });
  return docs
    .filter((doc) => !hasRoom(Number(doc.data.taken), kitchen.perSlot))
    .map((doc) => Number(doc.data.at));
}
