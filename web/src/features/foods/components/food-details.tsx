import { useLingui as usePageLanguage } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, type ReactNode } from 'react';
import { useResolved } from '@/components/use-resolved';
import { Link } from 'react-router-dom';
import { moneyText, type AsAuthorSees, type Food, type Kitchen } from '@shared';
import { numberText } from '@/lib/format';
import { categoryText, countryText } from '@/lib/food-texts';
import { pageLanguage } from '@/lib/i18n';
import { pickupSummary } from '@/lib/pickup-text';
import { kitchenTexts, messageTexts } from '@/lib/shared-texts';
import { paths } from '@/config/paths';
import { FoodImage } from './food-image';
import { HiddenMark } from './hidden-mark';
import { FoodDeclaration } from './food-declaration';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-box bg-base-200 px-4 py-3">
      <dt className="text-xs font-semibold tracking-wide text-base-content/75 uppercase">
        {label}
      </dt>
      <dd className="mt-0.5 font-semibold">{children}</dd>
    </div>
  );
}

type KitchenCard = Kitchen | Promise<Kitchen>;

/**
 * /singleFood/{id}: everything about one food, its cook's pickup, and the way to buy it.
 * `mealAction` (the route's `Add to meal`) goes under Purchase Now; `warning` (the diner's allergies the dish holds) above it. The kitchen's card
 * may still be on its way: the dish shows at once, with Purchase Now, and the pickup line (or a
 * paused kitchen's notice) fills in when the card arrives.
 */
export function FoodDetails({
  food,
  kitchen,
  mealAction,
  warning,
}: {
  food: AsAuthorSees<Food>;
  kitchen: KitchenCard;
  mealAction?: ReactNode;
  warning?: ReactNode;
}) {
  const { t } = useLingui();
  const available = numberText(food.quantity);
  return (
    <article className="mx-auto grid max-w-6xl gap-8 px-4 py-8 sm:py-12 lg:grid-cols-2 lg:gap-12">
      <div>
        <Link to={paths.allFood} className="link link-hover mb-4 inline-block text-sm">
          <Trans>← Back to all food</Trans>
        </Link>
        <FoodImage
          src={food.imageURL}
          alt={food.foodName}
          eager
          // Half of a max-w-6xl page from lg, else the page's width.
          sizes="(min-width: 1152px) 536px, (min-width: 1024px) 46vw, 100vw"
          className="aspect-[4/3] w-full rounded-box shadow-md"
        />
      </div>
      <div className="flex flex-col lg:pt-10">
        <p className="font-semibold tracking-widest text-primary uppercase">
          {categoryText(food.category)}
        </p>
        <h1 className="mt-2 font-display text-4xl font-bold sm:text-5xl">{food.foodName}</h1>
        <HiddenMark item={food} />
        <p className="mt-4 text-3xl font-bold text-primary">
          {moneyText(food.price, food.currency, pageLanguage())}
        </p>
        <dl className="mt-6 grid grid-cols-2 gap-3">
          <Fact label={t`Category`}>{categoryText(food.category)}</Fact>
          <Fact label={t`Country`}>{countryText(food.country)}</Fact>
          <Fact label={t`Quantity`}>
            {food.quantity > 0 ? t`${available} available` : t`Out of stock`}
          </Fact>
          <Fact label={t`Made by`}>{food.userName}</Fact>
        </dl>
        <p className="mt-4 min-h-6 font-semibold">
          <Suspense fallback={null}>
            <PickupLine kitchen={kitchen} />
          </Suspense>
        </p>
        <h2 className="mt-8 font-semibold">
          <Trans>Description</Trans>
        </h2>
        <p className="mt-2 leading-relaxed whitespace-pre-line text-base-content/85">
          {food.description}
        </p>
        <FoodDeclaration food={food} />
        <div className="mt-8">
          {warning}
          <Suspense fallback={<PurchaseNow food={food} />}>
            <PurchaseArea food={food} kitchen={kitchen} />
          </Suspense>
          {mealAction}
        </div>
      </div>
    </article>
  );
}

function PickupLine({ kitchen }: { kitchen: KitchenCard }) {
  // Said again in a language chosen later.
  usePageLanguage();
  return pickupSummary(useResolved(kitchen));
}

/** Purchase Now; while the cook pauses orders, their notice and the button disabled. */
function PurchaseArea({ food, kitchen }: { food: Food; kitchen: KitchenCard }) {
  const { t } = useLingui();
  if (!useResolved(kitchen).paused) return <PurchaseNow food={food} />;
  return (
    <>
      <p role="status" className="alert alert-warning alert-soft mb-3">
        {t(kitchenTexts.notTakingOrders)}
      </p>
      <button type="button" className="btn btn-primary btn-lg w-full sm:w-auto" disabled>
        <Trans>Purchase Now</Trans>
      </button>
    </>
  );
}

function PurchaseNow({ food }: { food: Food }) {
  return (
    <Link
      to={paths.foodPurchase(food._id)}
      prefetch="viewport"
      className="btn btn-primary btn-lg w-full sm:w-auto"
    >
      <Trans>Purchase Now</Trans>
    </Link>
  );
}

/** What an unknown or deleted food's address shows, inside the site's layout. */
export function FoodNotFound() {
  const { t } = useLingui();
  const unavailable = t(messageTexts.foodUnavailable);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="font-display text-8xl font-bold text-primary/25" aria-hidden="true">
        404
      </p>
      <h1 className="mt-2 font-display text-4xl font-bold">
        <Trans>Not Found!</Trans>
      </h1>
      <p className="mt-3 text-base-content/75">
        {unavailable} <Trans>Its address may be wrong, or its cook has taken it off.</Trans>
      </p>
      <Link to={paths.allFood} className="btn btn-primary mt-8">
        <Trans>Browse all food</Trans>
      </Link>
    </section>
  );
}
