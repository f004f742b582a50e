import { kitchenOf, kitchenPaths, pickupAddressDocId, type Kitchen } from '@shared';
import { readDoc } from '@/lib/data/store';

/** A cook's kitchen card; the contract's defaults while they have none (`saved` false). */
export async function getKitchen(uid: string): Promise<{ kitchen: Kitchen; saved: boolean }> {
  const stored = await readDoc('kitchens', uid);
  return { kitchen: kitchenOf(stored?.data), saved: stored !== null };
}

/** The cook's own street address (only they may read it); '' while they have none. */
export async function getPickupAddress(uid: string): Promise<string> {
  const stored = await readDoc(kitchenPaths.privateCollection(uid), pickupAddressDocId);
  const address = stored?.data.pickupAddress;
  return typeof address === 'string' ? address : '';
}
