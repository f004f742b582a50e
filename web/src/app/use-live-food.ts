// What a dish's page shows: the food and kitchen its loader read, then their live copies
// (live-food.tsx, loaded in its own chunk), and whether the food has left this reader's sight.
// The kitchen may still be on its way (a promise: the dish's page shows the food without it).
import { lazy, useCallback, useState } from 'react';
import type { Food, Kitchen } from '@shared';

export const LiveFood = lazy(() => import('./live-food'));

export function useLiveFoodState<K extends Kitchen | Promise<Kitchen>>(food: Food, kitchen: K) {
  const [live, setLive] = useState<{ food: Food; kitchen: Kitchen } | null>(null);
  const [goneId, setGoneId] = useState<string | null>(null);
  const onLive = useCallback((food: Food, kitchen: Kitchen) => setLive({ food, kitchen }), []);
  const onGone = useCallback(() => setGoneId(food._id), [food._id]);
  // Another food's page starts afresh: a copy of the previous one is not this one's.
  const current = live?.food._id === food._id ? live : null;
  return {
    food: current?.food ?? food,
    kitchen: (current?.kitchen ?? kitchen) as Kitchen | K,
    gone: goneId === food._id,
    liveProps: { loaded: food, kitchen, onLive, onGone },
  };
}
