import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { requireUser } from '@/app/route-guards';
import { useTitle } from '@/components/use-title';
import { getFood } from '@/features/foods/api/get-food';
import { FoodDetails } from '@/features/foods/components/food-details';
import { FoodRouteError } from '@/features/foods/components/food-route-error';

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireUser(request);
  const food = await getFood(params.id ?? '');
  if (!food) throw new Response('Not Found', { status: 404 });
  return { food };
}

export function Component() {
  const { food } = useLoaderData<typeof loader>();
  useTitle(food.foodName);
  return <FoodDetails food={food} />;
}

// Inside the layout: an unknown id shows Not Found; a failed load can be retried.
export const ErrorBoundary = FoodRouteError;
