import {
  kitchenFormSchema,
  kitchenPaths,
  pickupAddressDocId,
  type KitchenFormInput,
} from '@shared';
import { serverTime, setDocs } from '@/lib/data/store';

/**
 * Saves the cook's kitchen: the whole public card and the private address in one atomic batch,
 * so two tabs saving at once leave one tab's card with that tab's address (decision 120).
 */
export async function saveKitchen(uid: string, input: KitchenFormInput): Promise<void> {
  const { pickupAddress, ...card } = kitchenFormSchema.parse(input);
  await setDocs([
    { collection: 'kitchens', id: uid, data: { ...card, updatedAt: serverTime } },
    {
      collection: kitchenPaths.privateCollection(uid),
      id: pickupAddressDocId,
      data: { pickupAddress },
    },
  ]);
}
