// A dish's page, live: the food's stock and its kitchen change by themselves while the page is
// open (another buyer, a cancellation, the cook pausing orders). Its own chunk, with reactfire
// and the full Firestore SDK: the page renders what its loader read at once, and takes the
// live copies from here when they arrive. It draws nothing itself, so the page (and a form
// being filled in) stays the same elements: a live copy improves a page; it never holds it.
import { useEffect } from 'react';
import { useResolved } from '@/components/use-resolved';
import type { Food, Kitchen } from '@shared';
import { LiveRoot } from '@/lib/data/live-root';
import { useLiveFood } from '@/features/foods/api/use-live-foods';
import { useLiveKitchen } from '@/features/kitchens/api/use-live-kitchen';

interface LiveFoodProps {
  loaded: Food;
  /** The kitchen's card as the page read it, or its read still under way. */
  kitchen: Kitchen | Promise<Kitchen>;
  /** The food and its kitchen as they are now, on each change. */
  onLive: (food: Food, kitchen: Kitchen) => void;
  /** The food left this reader's sight (an operator hid it): the page says so. */
  onGone: () => void;
}

function Live({ loaded, kitchen, onLive, onGone }: LiveFoodProps) {
  const food = useLiveFood(loaded);
  const liveKitchen = useLiveKitchen(loaded.ownerUid, useResolved(kitchen));
  useEffect(() => {
    if (food) onLive(food, liveKitchen);
    else onGone();
  }, [food, liveKitchen, onLive, onGone]);
  return null;
}

export default function LiveFood(props: LiveFoodProps) {
  return <LiveRoot>{() => <Live key={props.loaded._id} {...props} />}</LiveRoot>;
}
