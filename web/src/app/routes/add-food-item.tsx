import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import { Await, Link } from 'react-router-dom';
import { declaredFoodSchema } from '@shared';
import { addFoodReenableMs, popupMs } from '@/config/ui';
import { requireUser } from '@/app/route-guards';
import { PageHeader } from '@/components/page-header';
import { getKitchen } from '@/features/kitchens/api/get-kitchen';
import { createFood, ownerName } from '@/features/foods/api/create-food';
import { emptyFood, FoodForm, saveErrorText } from '@/features/foods/components/food-form';
import { parseJsonRequest, type FormAnswer } from '@/components/form/form-action';
import { notify } from '@/lib/popups';
import { paths } from '@/config/paths';
import { pageMeta } from '@/app/page-meta';
import { i18n, loadCatalog } from '@/lib/i18n';
import { messageTexts } from '@/lib/shared-texts';
import type { Route } from './+types/add-food-item';

// This page's texts in the page's language, before it renders (decision 210).
await loadCatalog(import.meta.glob('../../locales/add-food-item/*.po'));

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const user = await requireUser(request);
  // Not awaited: the form shows at once, the invitation when the answer comes.
  return { user, kitchen: getKitchen(user.uid, { fresh: true }) };
}

// The form checked the fields with the shared schema; so does this action, and firestore.rules
// check them again.
export async function clientAction({ request }: Route.ClientActionArgs): Promise<FormAnswer> {
  const user = await requireUser(request);
  const food = await parseJsonRequest(request, declaredFoodSchema);
  if (!food.ok) return { failed: food.failed };
  try {
    await createFood(food.data, user);
  } catch (error) {
    console.error(error);
    return { failed: saveErrorText(error) };
  }
  void notify(i18n._(messageTexts.foodAdded), 'success', popupMs.foodAdded);
  return { saved: true };
}

/** A cook without a kitchen gets the contract's defaults (any time, no area): say so. */
function KitchenInvitation() {
  return (
    <div role="note" className="alert alert-info alert-soft mb-6" data-testid="kitchen-invitation">
      <span>
        <Trans>
          Until you set up your kitchen, buyers see no pickup area and may choose any time of the
          day for their pickup.
        </Trans>{' '}
        <Link to={paths.myKitchen} className="link font-semibold">
          <Trans>Set up my kitchen</Trans>
        </Link>
      </span>
    </div>
  );
}

const cooldown = { reenableAfterMs: addFoodReenableMs };

export const meta: Route.MetaFunction = () => pageMeta(msg`Add Food`);

export default function AddFoodItemPage({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const { user, kitchen } = loaderData;
  return (
    <section className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <PageHeader title={t`Add a food item`}>
        <Trans>
          Share a dish from your kitchen. Neighbours see it on the menu as soon as you add it.
        </Trans>
      </PageHeader>
      <Suspense fallback={null}>
        <Await resolve={kitchen} errorElement={null}>
          {({ saved }) => !saved && <KitchenInvitation />}
        </Await>
      </Suspense>
      <div className="card border border-base-300 bg-base-100 shadow-sm">
        <div className="card-body p-5 sm:p-8">
          <FoodForm
            defaultValues={emptyFood}
            owner={{ name: ownerName(user), email: user.email }}
            submitLabel={t`Add Item`}
            resetAfterSave={cooldown}
          />
        </div>
      </div>
    </section>
  );
}
