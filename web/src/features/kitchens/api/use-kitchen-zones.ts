// The kitchens' time zones of the cooks in a list of orders (the order pages show a pickup on
// the kitchen's clock, and orders do not carry the zone): their public cards, live, inside the
// page's LiveRoot, in one query.
import { useMemo } from 'react';
import { collections, kitchenOf } from '@shared';
import { useLiveQuery } from '@/lib/data/live';

// Firestore's `in` takes at most 30 values; a cook past them reads on UTC until the list
// shows fewer cooks.
const most = 30;
// No cook yet: a query that matches nothing (`in` needs one value at least).
const none = '-';

export function useKitchenZones(cookUids: readonly string[]): ReadonlyMap<string, string> {
  const key = [...new Set(cookUids.filter(Boolean))].sort().slice(0, most).join('\n');
  const query = useMemo(
    () => ({
      collection: collections.kitchens,
      where: [{ field: '__name__', op: 'in' as const, value: key ? key.split('\n') : [none] }],
      limit: most,
    }),
    [key],
  );
  const { data } = useLiveQuery(query);
  return useMemo(() => new Map(data.map((doc) => [doc.id, kitchenOf(doc.data).timeZone])), [data]);
}
