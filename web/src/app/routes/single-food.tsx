import {
  isRouteErrorResponse,
  useLoaderData,
  useRevalidator,
  useRouteError,
  type LoaderFunctionArgs,
} from 'react-router-dom';
import { requireUser } from '@/app/route-guards';
import { useTitle } from '@/components/use-title';
import { getFood } from '@/features/foods/api/get-food';
import { FoodDetails, FoodNotFound } from '@/features/foods/components/food-details';
import { LoadError } from '@/features/foods/components/load-error';

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

/** Inside the layout: an unknown id is not found; a failed load can be retried. */
export function ErrorBoundary() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  useTitle('Error');
  if (isRouteErrorResponse(error) && error.status === 404) return <FoodNotFound />;
  console.error(error);
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <LoadError
        message="We could not load this food."
        retrying={revalidator.state === 'loading'}
        onRetry={() => void revalidator.revalidate()}
      />
    </div>
  );
}
