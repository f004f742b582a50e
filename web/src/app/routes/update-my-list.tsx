import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, redirect } from 'react-router-dom';
import { declaredFoodSchema } from '@shared';
import { popupMs } from '@/config/ui';
import { requireUser } from '@/app/route-guards';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { getFood } from '@/features/foods/api/get-food';
import { updateFood } from '@/features/foods/api/update-food';
import { FoodForm, foodFormValues, saveErrorText } from '@/features/foods/components/food-form';
import { parseJsonRequest, type FormAnswer } from '@/components/form/form-action';
import { FoodRouteError } from '@/features/foods/components/food-route-error';
import { notify } from '@/lib/popups';
import { errorPage, pageMeta } from '@/app/page-meta';
import { i18n, loadCatalog } from '@/lib/i18n';
import { messageTexts } from '@/lib/shared-texts';
import type { Route } from './+types/update-my-list';

// This page's texts in the page's language, before it renders (decision 210).
await loadCatalog(import.meta.glob('../../locales/update-my-list/*.po'));

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const user = await requireUser(request);
  const food = await getFood(params.id);
  if (!food) throw new Response('Not Found', { status: 404 });
  return { food, isOwner: food.ownerUid === user.uid };
}

// The owner's change; firestore.rules refuse anyone else. Back to their list once saved.
export async function clientAction({
  request,
  params,
}: Route.ClientActionArgs): Promise<FormAnswer> {
  await requireUser(request);
  const food = await parseJsonRequest(request, declaredFoodSchema);
  if (!food.ok) return { failed: food.failed };
  try {
    await updateFood(params.id, food.data);
  } catch (error) {
    console.error(error);
    return { failed: saveErrorText(error) };
  }
  void notify(i18n._(messageTexts.foodUpdated), 'success', popupMs.foodUpdated);
  throw redirect(paths.myAddedFood);
}

function NotYours({ foodName }: { foodName: string }) {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="font-display text-3xl font-bold">
        <Trans>You can't update this food</Trans>
      </h1>
      <p className="mt-3 text-base-content/75">
        <Trans>
          “{foodName}” belongs to another cook. Only the person who listed a food can change it.
        </Trans>
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={paths.myAddedFood} className="btn btn-primary">
          <Trans>My added food items</Trans>
        </Link>
        <Link to={paths.allFood} className="btn btn-outline">
          <Trans>Browse all food</Trans>
        </Link>
      </div>
    </section>
  );
}

export const meta: Route.MetaFunction = ({ error }) =>
  pageMeta(error ? errorPage : msg`Update Food`);

export default function UpdateMyListPage({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const { food, isOwner } = loaderData;
  // firestore.rules refuse the write too; this page only says so up front.
  if (!isOwner) return <NotYours foodName={food.foodName} />;
  const foodName = food.foodName;
  return (
    <section className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <Link to={paths.myAddedFood} className="link link-hover mb-4 inline-block text-sm">
        <Trans>← Back to my added food</Trans>
      </Link>
      <PageHeader title={t`Update ${foodName}`}>
        <Trans>
          Change what neighbours see on the menu. Orders already placed keep their price.
        </Trans>
      </PageHeader>
      <div className="card border border-base-300 bg-base-100 shadow-sm">
        <div className="card-body p-5 sm:p-8">
          <FoodForm
            defaultValues={foodFormValues(food)}
            owner={{ name: food.userName, email: food.userEmail }}
            submitLabel={t`Update Item`}
          />
        </div>
      </div>
    </section>
  );
}

export const ErrorBoundary = FoodRouteError;
