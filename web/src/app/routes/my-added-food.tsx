import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import { Await } from 'react-router-dom';
import { z } from '@shared/zod';
import { popupMs } from '@/config/ui';
import { notify } from '@/lib/popups';
import { requireUser } from '@/app/route-guards';
import { moreAfter, readMore, type PageData } from '@/components/list/more-pages';
import { parseJsonRequest } from '@/components/form/form-action';
import { useRowWrite } from '@/components/list/row-writes';
import { TableSkeleton } from '@/components/list/table-skeleton';
import { AwaitLoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { deleteFood } from '@/features/foods/api/delete-food';
import { listMyFoods } from '@/features/foods/api/list-my-foods';
import type { FoodPage } from '@/features/foods/api/run-food-query';
import { MyFoodsTable, type FoodDeletes } from '@/features/foods/components/my-foods-table';
import { pageMeta } from '@/app/page-meta';
import { i18n, loadCatalog } from '@/lib/i18n';
import { messageTexts, pageText } from '@/lib/shared-texts';
import type { Route } from './+types/my-added-food';

// This page's texts in the page's language, before it renders (decision 210).
await loadCatalog(import.meta.glob('../../locales/my-added-food/*.po'));

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const user = await requireUser(request);
  const after = moreAfter(request);
  if (after !== null) return readMore(() => listMyFoods(user.uid, after));
  return { uid: user.uid, firstPage: listMyFoods(user.uid) };
}

// The food's id, and its name for the text of a failure.
const deleteFoodSchema = z
  .object({ intent: z.literal('delete'), id: z.string().min(1), name: z.string() })
  .strict();
type DeleteFood = z.infer<typeof deleteFoodSchema>;
type Deleted = { deleted: string } | { failed: string };

// The owner deletes one of their foods (firestore.rules refuse anyone else).
export async function clientAction({ request }: Route.ClientActionArgs): Promise<Deleted> {
  const write = await parseJsonRequest(request, deleteFoodSchema);
  if (!write.ok) return { failed: write.failed };
  const { id, name } = write.data;
  try {
    await deleteFood(id);
  } catch (error) {
    console.error(error);
    return {
      failed: i18n._(msg`We could not delete “${name}”. Check your connection and try again.`),
    };
  }
  void notify(i18n._(messageTexts.deleted), 'success', popupMs.deleted);
  return { deleted: id };
}

/** The page's deletes: the row in flight, the rows gone, the last failure. */
function useFoodDeletes(): FoodDeletes {
  const { pendingId, answer, deleted, write } = useRowWrite<DeleteFood, Deleted>('delete-food');
  return {
    deleting: pendingId,
    deleted,
    alert: answer && 'failed' in answer && pendingId === null ? pageText(answer.failed) : null,
    remove: (food) => void write({ intent: 'delete', id: food._id, name: food.foodName }),
  };
}

export const meta: Route.MetaFunction = () => pageMeta(msg`My Added Food`);

export default function MyAddedFoodPage({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const { uid, firstPage } = loaderData as PageData<typeof loaderData>;
  const skeleton = <TableSkeleton label={t`Loading your food`} />;
  const deletes = useFoodDeletes();
  return (
    <section className="mx-auto max-w-5xl px-4 py-10 sm:py-14">
      <PageHeader title={t`My added food items`}>
        <Trans>The dishes you listed, newest first. Update them as things change.</Trans>
      </PageHeader>
      {/* Stock and order counts change as people buy: the table follows them live. */}
      <Suspense fallback={skeleton}>
        <Await
          resolve={firstPage}
          errorElement={<AwaitLoadError message={t`We could not load your food.`} />}
        >
          {(page: FoodPage) => <MyFoodsTable firstPage={page} ownerUid={uid} deletes={deletes} />}
        </Await>
      </Suspense>
    </section>
  );
}
