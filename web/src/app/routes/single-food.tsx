import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { requireUser } from '@/app/route-guards';
import { LiveRoot } from '@/lib/data/live-root';
import { useTitle } from '@/components/use-title';
import { getFood } from '@/features/foods/api/get-food';
import { useLiveFood } from '@/features/foods/api/use-live-foods';
import { FoodDetails } from '@/features/foods/components/food-details';
import { FoodRouteError } from '@/features/foods/components/food-route-error';
import type { Food } from '@shared';

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireUser(request);
  const food = await getFood(params.id ?? '');
  if (!food) throw new Response('Not Found', { status: 404 });
  return { food };
}

// The stock changes by itself while the page is open (another buyer, a cancellation).
function LiveFoodDetails({ loaded }: { loaded: Food }) {
  const food = useLiveFood(loaded);
  useTitle(food.foodName);
  return <FoodDetails food={food} />;
}

export function Component() {
  const { food } = useLoaderData<typeof loader>();
  return (
    <LiveRoot fallback={<FoodDetails food={food} />}>
      {() => <LiveFoodDetails key={food._id} loaded={food} />}
    </LiveRoot>
  );
}

// Inside the layout: an unknown id shows Not Found; a failed load can be retried.
export const ErrorBoundary = FoodRouteError;
