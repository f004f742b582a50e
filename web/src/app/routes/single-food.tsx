import { Suspense } from 'react';
import { parseJsonRequest } from '@/components/form/form-action';
import { requireUser, requireUserOrRemembered } from '@/app/route-guards';
import { LiveFood, useLiveFoodState } from '@/app/use-live-food';
import { getFood } from '@/features/foods/api/get-food';
import { FoodDetails } from '@/features/foods/components/food-details';
import { avoidFor } from '@/features/account/api/account-choices';
import { AvoidWarning } from '@/features/account/components/avoid-warning';
import { FoodGone, FoodRouteError } from '@/features/foods/components/food-route-error';
import { getKitchen } from '@/features/kitchens/api/get-kitchen';
import { FoodRatings } from '@/features/ratings/components/food-ratings';
import { AddToMeal, addToMealAnswer } from '@/features/orders/components/add-to-meal';
import { errorPage, pageMeta } from '@/app/page-meta';
import { loadCatalog } from '@/lib/i18n';
import { loadOnce } from '@/lib/load-once';
import type { Route } from './+types/single-food';

// This page's texts in the page's language, before it renders (decision 210).
await loadCatalog(import.meta.glob('../../locales/single-food/*.po'));

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  // The food is public: the page stands on the remembered user while Firebase Auth confirms.
  const [user, food] = await Promise.all([requireUserOrRemembered(request), getFood(params.id)]);
  if (!food) throw new Response('Not Found', { status: 404 });
  // The dish shows without waiting for its kitchen's card: only the pickup line and a paused
  // kitchen's notice need it. The purchase form, opened next, finds the card already read.
  const kitchen = getKitchen(food.ownerUid).then((card) => card.kitchen);
  return { food, kitchen, avoid: avoidFor(user.uid) };
}

// `Add to meal`: the dish as it is now goes into the diner's meal (carts/{uid}). The meal's
// code (its schemas, and so zod) loads with the first add: the dish's page, and the lists that
// prefetch it, never evaluate it.
const mealCode = loadOnce(() =>
  Promise.all([import('@/features/orders/api/meal'), import('@/features/orders/api/meal-writes')]),
);

export async function clientAction({ request, params }: Route.ClientActionArgs) {
  const [{ addToMeal }, { addToMealSchema }] = await mealCode();
  const [user, fields, food] = await Promise.all([
    requireUser(request),
    parseJsonRequest(request, addToMealSchema),
    getFood(params.id),
  ]);
  if (!food) throw new Response('Not Found', { status: 404 });
  if (!fields.ok) return { failed: fields.failed };
  const { quantity, startNew } = fields.data;
  return addToMealAnswer(await addToMeal(user.uid, food, quantity, startNew));
}

// The dish's name, as its loader read it. The shell built ahead for every dish (and the page
// while its first load runs) has no dish yet: the site's name until then.
export const meta: Route.MetaFunction = ({ loaderData, error }) =>
  pageMeta(error ? errorPage : loaderData?.food.foodName);

export default function SingleFoodPage({ loaderData: loaded }: Route.ComponentProps) {
  const { food, kitchen, gone, liveProps } = useLiveFoodState(loaded.food, loaded.kitchen);
  // The food gone from this reader's sight while the page was open: the page says what a
  // fresh load would (FoodNotFound), ratings and all.
  if (gone) return <FoodGone />;
  return (
    <>
      <FoodDetails
        food={food}
        kitchen={kitchen}
        mealAction={
          <AddToMeal kitchen={kitchen} soldOut={food.quantity <= 0} cookUid={food.ownerUid} />
        }
        warning={<AvoidWarning food={food} avoid={loaded.avoid} />}
      />
      <Suspense fallback={null}>
        <LiveFood {...liveProps} />
      </Suspense>
      <FoodRatings key={food._id} food={food} />
    </>
  );
}

// Inside the layout: an unknown id shows Not Found; a failed load can be retried.
export const ErrorBoundary = FoodRouteError;
