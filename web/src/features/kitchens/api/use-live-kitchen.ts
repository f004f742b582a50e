// A cook's kitchen card, live: pausing shows on an open page within the listener's delay.
import { useMemo } from 'react';
import { kitchenOf, type Kitchen } from '@shared';
import { useLiveDoc } from '@/lib/data/live';

/** The loader's kitchen until the live copy arrives, then the live one (defaults when none). */
export function useLiveKitchen(uid: string, loaded: Kitchen): Kitchen {
  const live = useLiveDoc('kitchens', uid);
  return useMemo(
    () => (live.status === 'success' ? kitchenOf(live.data?.data) : loaded),
    [live, loaded],
  );
}
