import { kitchenOf, kitchenPaths, pickupAddressDocId, type Kitchen } from '@shared';
import { readPublicDoc, readPublicDocs } from '@/lib/data/public-read';
import { readDoc } from '@/lib/data/store';

type KitchenCard = { kitchen: Kitchen; saved: boolean };

// The cards this tab has read, by cook: the purchase form opened from a dish's page paints at
// once; the live card (use-live-kitchen.ts) replaces it as soon as it arrives.
const read = new Map<string, KitchenCard>();

/**
 * A cook's kitchen card; the contract's defaults while they have none (`saved` false). Cards
 * are public: a REST read, no SDK. `fresh` reads it again (the cook's own form).
 */
export async function getKitchen(uid: string, { fresh = false } = {}): Promise<KitchenCard> {
  const known = read.get(uid);
  if (known && !fresh) return known;
  const stored = await readPublicDoc('kitchens', uid);
  const card = { kitchen: kitchenOf(stored?.data), saved: stored !== null };
  read.set(uid, card);
  return card;
}

/**
 * The time zones of these cooks' kitchens (the order pages show a pickup on the kitchen's
 * clock), from the cards this tab has read and one request for the others.
 */
export async function getKitchenZones(uids: readonly string[]): Promise<Map<string, string>> {
  const cooks = [...new Set(uids.filter(Boolean))];
  const unread = cooks.filter((uid) => !read.has(uid));
  const stored = await readPublicDocs('kitchens', unread);
  unread.forEach((uid, index) => {
    const data = stored[index]?.data;
    read.set(uid, { kitchen: kitchenOf(data), saved: data !== undefined });
  });
  return new Map(
    cooks.flatMap((uid) => {
      const card = read.get(uid);
      return card ? [[uid, card.kitchen.timeZone] as const] : [];
    }),
  );
}

/** The cook's own street address (only they may read it); '' while they have none. */
export async function getPickupAddress(uid: string): Promise<string> {
  const stored = await readDoc(kitchenPaths.privateCollection(uid), pickupAddressDocId);
  const address = stored?.data.pickupAddress;
  return typeof address === 'string' ? address : '';
}
