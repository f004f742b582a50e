// A kitchen's currency goes to its foods (contract, "Languages and money"): foods carry
// `currency`, written only by functions, so the cards and the facade show each price in its
// kitchen's money without reading the kitchen. A new food gets it in onFoodWritten; when a cook
// changes the kitchen's currency, every food of theirs takes the new one here. Each food is
// written only when it differs, so a repeated event writes nothing.
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { db } from '../lib/admin.js';
import { collections, kitchenOf, kitchenPaths } from '../shared/index.js';

/** gRPC's NOT_FOUND: a food deleted since the query needs no currency. */
const notFound = 5;

/** Gives every food of `cookUid` the currency of the kitchen as stored now. */
export async function spreadKitchenCurrency(cookUid: string): Promise<void> {
  const kitchen = await db.doc(kitchenPaths.kitchen(cookUid)).get();
  const { currency } = kitchenOf(kitchen.data());
  const foods = await db.collection(collections.foods).where('ownerUid', '==', cookUid).get();
  const stale = foods.docs.filter((food) => food.get('currency') !== currency);
  await Promise.all(
    stale.map((food) =>
      food.ref.update({ currency }).catch((error: { code?: unknown }) => {
        if (error.code !== notFound) throw error;
      }),
    ),
  );
}

export const kitchenCurrencyOnWrite = onDocumentWritten(
  { document: `${collections.kitchens}/{cookUid}`, region: 'us-central1' },
  async (event) => {
    const before = kitchenOf(event.data?.before.data()).currency;
    const after = kitchenOf(event.data?.after.data()).currency;
    if (before !== after) await spreadKitchenCurrency(event.params.cookUid);
  },
);
