import { useCallback, useEffect, useState } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { requireUser } from '@/app/route-guards';
import { LiveRoot } from '@/lib/data/live-root';
import { useTitle } from '@/components/use-title';
import { getFood } from '@/features/foods/api/get-food';
import { useLiveFood } from '@/features/foods/api/use-live-foods';
import { FoodDetails } from '@/features/foods/components/food-details';
import { FoodGone, FoodRouteError } from '@/features/foods/components/food-route-error';
import { getKitchen } from '@/features/kitchens/api/get-kitchen';
import { useLiveKitchen } from '@/features/kitchens/api/use-live-kitchen';
import { FoodRatings } from '@/features/ratings/components/food-ratings';
import type { Food, Kitchen } from '@shared';

export async function clientLoader({ request, params }: LoaderFunctionArgs) {
  await requireUser(request);
  const food = await getFood(params.id ?? '');
  if (!food) throw new Response('Not Found', { status: 404 });
  const { kitchen } = await getKitchen(food.ownerUid);
  return { food, kitchen };
}

// The stock and the kitchen change by themselves while the page is open (another buyer, a
// cancellation, the cook pausing orders). An operator hiding the food from this reader ends
// the page: `onGone`.
function LiveFoodDetails({
  loaded,
  kitchen,
  onGone,
}: {
  loaded: Food;
  kitchen: Kitchen;
  onGone: () => void;
}) {
  const food = useLiveFood(loaded);
  const liveKitchen = useLiveKitchen(loaded.ownerUid, kitchen);
  useTitle(food?.foodName ?? loaded.foodName);
  useEffect(() => {
    if (!food) onGone();
  }, [food, onGone]);
  return food ? <FoodDetails food={food} kitchen={liveKitchen} /> : null;
}

export default function SingleFoodPage() {
  const { food, kitchen } = useLoaderData<typeof clientLoader>();
  // The food gone from this reader's sight while the page was open: the page says what a
  // fresh load would (FoodNotFound), ratings and all. Keyed by id, so another food's page
  // starts afresh.
  const [goneId, setGoneId] = useState<string | null>(null);
  const onGone = useCallback(() => setGoneId(food._id), [food._id]);
  if (goneId === food._id) return <FoodGone />;
  return (
    <>
      <LiveRoot fallback={<FoodDetails food={food} kitchen={kitchen} />}>
        {() => <LiveFoodDetails key={food._id} loaded={food} kitchen={kitchen} onGone={onGone} />}
      </LiveRoot>
      <FoodRatings key={food._id} food={food} />
    </>
  );
}

// Inside the layout: an unknown id shows Not Found; a failed load can be retried.
export const ErrorBoundary = FoodRouteError;
