import { useLingui } from '@lingui/react/macro';
import { redirect } from 'react-router-dom';
import { requireUser } from '@/app/route-guards';
import { parseJsonRequest } from '@/components/form/form-action';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { popupMs } from '@/config/ui';
import { notify, preparePopups } from '@/lib/popups';
import { getFood } from '@/features/foods/api/get-food';
import { getKitchen } from '@/features/kitchens/api/get-kitchen';
import { getFullPickupTimes } from '@/features/orders/api/get-full-pickup-times';
import { changeMealLine, placeMeal, readMeal, refusedDishOf } from '@/features/orders/api/meal';
import { orderFailure } from '@/features/orders/api/place-order';
import {
  EmptyMeal,
  MealPage,
  type MealRefusal,
  type MealRow,
} from '@/features/orders/components/meal-page';
import { mealWriteSchema } from '@/features/orders/api/meal-writes';
import type { FormAnswer } from '@/components/form/form-action';
import { pageMeta } from '@/app/page-meta';
import { i18n, loadCatalog } from '@/lib/i18n';
import { mealTexts } from '@/lib/shared-texts';
import type { Route } from './+types/my-meal';

// This page's texts in the page's language, before it renders (decision 210).
await loadCatalog(import.meta.glob('../../locales/my-meal/*.po'));

// The meal in progress, its dishes as they are now (price, stock), and its kitchen's hours.
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const user = await requireUser(request);
  const meal = await readMeal(user.uid);
  if (!meal) return { rows: [], kitchen: null, cookName: null, fullPickupTimes: [] };
  const [foods, { kitchen, fullPickupTimes }] = await Promise.all([
    Promise.all(meal.lines.map((line) => getFood(line.foodId).catch(() => null))),
    getKitchen(meal.cookUid).then(async ({ kitchen }) => ({
      kitchen,
      fullPickupTimes: await getFullPickupTimes(meal.cookUid, kitchen),
    })),
  ]);
  const rows: MealRow[] = meal.lines.map((line, index) => {
    const food = foods[index];
    return { ...line, food: food ?? null };
  });
  // Null when no dish of the meal is left to name its cook: the page says `The cook`.
  const cookName = foods.find((food) => food)?.userName ?? null;
  return { rows, kitchen, cookName, fullPickupTimes };
}

// Quantity and Remove change the meal; Place order orders it whole. The loader then runs
// again: the meal as stored, the stock as it is now.
export async function clientAction({
  request,
}: Route.ClientActionArgs): Promise<FormAnswer<never, MealRefusal> | null> {
  const user = await requireUser(request);
  const parsed = await parseJsonRequest(request, mealWriteSchema);
  if (!parsed.ok) return { failed: parsed.failed, reason: null, next: null, foodId: null };
  const write = parsed.data;
  switch (write.intent) {
    case 'quantity':
      await changeMealLine(user.uid, write.id, write.quantity);
      return null;
    case 'remove':
      await changeMealLine(user.uid, write.id, 0);
      return null;
    case 'place': {
      preparePopups();
      const meal = await readMeal(user.uid);
      if (!meal) throw redirect(paths.myMeal);
      try {
        await placeMeal({
          items: meal.lines,
          requestId: write.requestId,
          ...(write.pickupAt ? { pickupAt: write.pickupAt } : {}),
        });
      } catch (error) {
        const { reason, next, failed } = orderFailure(error, i18n._(mealTexts.placeOrder));
        return { failed, reason, next, foodId: reason ? refusedDishOf(error) : null };
      }
      void notify(i18n._(mealTexts.ordered), 'success', popupMs.mealOrdered);
      throw redirect(paths.myOrderedFood);
    }
  }
}

export const meta: Route.MetaFunction = () => pageMeta(mealTexts.myMeal);

export default function MyMealPage({ loaderData }: Route.ComponentProps) {
  const { rows, kitchen, cookName, fullPickupTimes } = loaderData;
  const { t } = useLingui();
  return (
    <section className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <PageHeader title={t(mealTexts.myMeal)} />
      {rows.length && kitchen ? (
        <MealPage
          rows={rows}
          kitchen={kitchen}
          cookName={cookName ?? t`The cook`}
          fullPickupTimes={fullPickupTimes}
        />
      ) : (
        <EmptyMeal />
      )}
    </section>
  );
}
