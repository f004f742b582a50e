// The kitchens' time zones of the cooks in a list of orders: each cook's card read once (the
// order pages show a pickup on the kitchen's clock, and orders do not carry the zone).
import { useEffect, useState } from 'react';
import { getKitchen } from './get-kitchen';

export function useKitchenZones(cookUids: readonly string[]): ReadonlyMap<string, string> {
  const [zones, setZones] = useState<ReadonlyMap<string, string>>(new Map());
  const missing = [...new Set(cookUids)].filter((uid) => uid && !zones.has(uid)).sort();
  const key = missing.join('\n');
  useEffect(() => {
    if (!key) return;
    let cancelled = false;
    void Promise.all(
      key.split('\n').map(async (uid) => [uid, (await getKitchen(uid)).kitchen.timeZone] as const),
    ).then(
      (found) => {
        if (!cancelled) setZones((known) => new Map([...known, ...found]));
      },
      (error: unknown) => console.warn('Kitchen time zones unavailable', error),
    );
    return () => {
      cancelled = true;
    };
  }, [key]);
  return zones;
}
