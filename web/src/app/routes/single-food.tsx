import { useState } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { requireUser } from '@/app/route-guards';
import { LiveRoot } from '@/components/live-root';
import { useTitle } from '@/components/use-title';
import { getFood } from '@/features/foods/api/get-food';
import { FoodWatcher } from '@/features/foods/api/watch-foods';
import { FoodDetails } from '@/features/foods/components/food-details';
import { FoodRouteError } from '@/features/foods/components/food-route-error';

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireUser(request);
  const food = await getFood(params.id ?? '');
  if (!food) throw new Response('Not Found', { status: 404 });
  return { food };
}

export function Component() {
  const loaded = useLoaderData<typeof loader>().food;
  // The stock changes by itself while the page is open (another buyer, a cancellation).
  const [live, setLive] = useState(loaded);
  const food = live._id === loaded._id ? live : loaded;
  useTitle(food.foodName);
  return (
    <>
      <FoodDetails food={food} />
      <LiveRoot>{() => <FoodWatcher id={loaded._id} onChange={setLive} />}</LiveRoot>
    </>
  );
}

// Inside the layout: an unknown id shows Not Found; a failed load can be retried.
export const ErrorBoundary = FoodRouteError;
