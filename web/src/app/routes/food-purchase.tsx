import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import { Link } from 'react-router-dom';
import { parseJsonRequest, type FormAnswer } from '@/components/form/form-action';
import { orderFromPurchasePage, type PurchaseRefusal } from '@/features/orders/api/place-order';
import { requireUser, requireUserOrRemembered } from '@/app/route-guards';
import { LiveFood, useLiveFoodState } from '@/app/use-live-food';
import { paths } from '@/config/paths';
import { getFood } from '@/features/foods/api/get-food';
import { FoodImage } from '@/features/foods/components/food-image';
import { FoodGone, FoodRouteError } from '@/features/foods/components/food-route-error';
import { PurchaseForm } from '@/features/orders/components/purchase-form';
import { avoidFor } from '@/features/account/api/account-choices';
import { AvoidWarning, type Avoided } from '@/features/account/components/avoid-warning';
import { getKitchen } from '@/features/kitchens/api/get-kitchen';
import { getFullPickupTimes } from '@/features/orders/api/get-full-pickup-times';
import { moneyText, placeOrderSchema, type Food, type Kitchen } from '@shared';
import { pickupSummary } from '@/lib/pickup-text';
import { errorPage, pageMeta } from '@/app/page-meta';
import { numberText } from '@/lib/format';
import { categoryText } from '@/lib/food-labels';
import { loadCatalog, pageLanguage } from '@/lib/i18n';
import type { Route } from './+types/food-purchase';

// This page's texts in the page's language, before it renders (decision 210).
await loadCatalog(import.meta.glob('../../locales/food-purchase/*.po'));

// The food is loaded before the page shows: the form needs its price, stock and owner.
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  // The food and its kitchen are public: the page stands on the remembered user while
  // Firebase Auth confirms; the purchase itself waits for Auth (clientAction).
  const foodAndKitchen = getFood(params.id).then(async (food) => {
    if (!food) return null;
    const { kitchen } = await getKitchen(food.ownerUid);
    // Read again after every refused purchase: the loader runs after the action.
    const fullPickupTimes = await getFullPickupTimes(food.ownerUid, kitchen);
    return { food, kitchen, fullPickupTimes };
  });
  const [user, found] = await Promise.all([requireUserOrRemembered(request), foodAndKitchen]);
  if (!found) throw new Response('Not Found', { status: 404 });
  return { ...found, user, avoid: avoidFor(user.uid) };
}

// The order as placeOrder takes it (the server checks it again, with the stock and the kitchen).
export async function clientAction({
  request,
}: Route.ClientActionArgs): Promise<FormAnswer<never, PurchaseRefusal>> {
  await requireUser(request);
  const order = await parseJsonRequest(request, placeOrderSchema);
  if (!order.ok) return { failed: order.failed, reason: null, next: null };
  return orderFromPurchasePage(order.data);
}

// The shell built ahead for every dish's purchase page (and the page while its first load
// runs) has no dish yet: the site's name until then.
export const meta: Route.MetaFunction = ({ loaderData, error }) =>
  pageMeta(error ? errorPage : loaderData ? msg`Purchase` : undefined);

export default function FoodPurchasePage({ loaderData: loaded }: Route.ComponentProps) {
  // The stock and the kitchen change by themselves: at 0, or while the cook pauses orders, the
  // form disables Purchase (PurchaseForm). An operator hiding the food from this buyer takes the
  // form away: the page says what a fresh load would.
  const { food, kitchen, gone, liveProps } = useLiveFoodState(loaded.food, loaded.kitchen);
  if (gone) return <FoodGone />;
  return (
    <>
      <PurchasePage
        food={food}
        user={loaded.user}
        kitchen={kitchen}
        fullPickupTimes={loaded.fullPickupTimes}
        avoid={loaded.avoid}
      />
      <Suspense fallback={null}>
        <LiveFood {...liveProps} />
      </Suspense>
    </>
  );
}

type Buyer = Route.ComponentProps['loaderData']['user'];

function PurchasePage({
  food,
  user,
  kitchen,
  fullPickupTimes,
  avoid,
}: {
  food: Food;
  user: Buyer;
  kitchen: Kitchen;
  fullPickupTimes: readonly number[];
  avoid: Avoided;
}) {
  const { t } = useLingui();
  const soldOut = food.quantity <= 0;
  const available = numberText(food.quantity);
  const cook = food.userName;
  return (
    <section className="mx-auto max-w-5xl px-4 py-8 sm:py-12">
      <Link to={paths.singleFood(food._id)} className="link link-hover mb-4 inline-block text-sm">
        <Trans>← Back to the dish</Trans>
      </Link>
      <div className="grid gap-6 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:gap-8">
        {/* On a phone the dish is a compact row, so the form starts near the top. */}
        <aside className="flex self-start overflow-hidden rounded-box border border-base-300 bg-base-100 shadow-sm md:block">
          <FoodImage
            src={food.imageURL}
            alt={food.foodName}
            eager
            // Two fifths of a max-w-5xl page from md; on a phone a square beside the dish's name.
            sizes="(min-width: 1024px) 384px, (min-width: 768px) 38vw, 12rem"
            className="aspect-square w-28 shrink-0 sm:w-36 md:aspect-[4/3] md:w-full"
          />
          <div className="min-w-0 flex-1 p-4 md:p-5">
            <p className="text-xs font-semibold tracking-widest text-primary uppercase md:text-sm">
              {categoryText(food.category)}
            </p>
            <h2 className="mt-1 font-display text-xl font-bold md:text-2xl">{food.foodName}</h2>
            <div className="mt-2 flex flex-wrap items-center justify-between gap-2 md:mt-3">
              <span className="text-xl font-bold text-primary md:text-2xl">
                {moneyText(food.price, food.currency, pageLanguage())}
              </span>
              <span className={`badge ${soldOut ? 'badge-error' : 'badge-success'} badge-soft`}>
                {soldOut ? t`Sold out` : t`${available} available`}
              </span>
            </div>
            <p className="mt-2 text-sm text-base-content/75 md:mt-3">
              <Trans>Made by {cook}</Trans>
            </p>
            <p className="mt-1 text-sm font-semibold">{pickupSummary(kitchen)}</p>
          </div>
        </aside>
        <div className="rounded-box border border-base-300 bg-base-100 p-5 shadow-sm sm:p-8">
          <h1 className="font-display text-3xl font-bold">
            <Trans>Purchase</Trans>
          </h1>
          <p className="mt-1 mb-4 text-base-content/75">
            <Trans>Choose how many to order. Your name and e-mail come from your account.</Trans>
          </p>
          <PurchaseForm
            // A new dish, or Firebase Auth naming another user than the remembered one: a new form.
            key={`${food._id} ${user.uid}`}
            food={food}
            kitchen={kitchen}
            fullPickupTimes={fullPickupTimes}
            buyer={{ uid: user.uid, displayName: user.displayName, email: user.email }}
            warning={<AvoidWarning food={food} avoid={avoid} />}
          />
        </div>
      </div>
    </section>
  );
}

// Inside the layout: an unknown id shows Not Found; a failed load can be retried.
export const ErrorBoundary = FoodRouteError;
