// The zone a cook's sales days are counted in (decision 130): their kitchen's `timeZone`
// (kitchens/{uid}), read as the pickups read it (kitchenOf): no kitchen, or a zone that does
// not pass the schema, is the contract's default, UTC. The web's My sales and its CSV read the
// same document the same way (web/src/features/sales/api/load-sales.ts).
import { db } from '../lib/admin.js';
import { kitchenOf, kitchenPaths } from '../shared/index.js';

export async function kitchenTimeZone(cookUid: string): Promise<string> {
  const kitchen = await db.doc(kitchenPaths.kitchen(cookUid)).get();
  return kitchenOf(kitchen.data()).timeZone;
}
