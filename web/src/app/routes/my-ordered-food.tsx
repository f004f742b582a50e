import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import type { ShouldRevalidateFunctionArgs } from 'react-router-dom';
import { z } from '@shared/zod';
import { ratingMessages, ratingSchema } from '@shared';
import { requireUser } from '@/app/route-guards';
import { popupMs } from '@/config/ui';
import { parseJsonRequest } from '@/components/form/form-action';
import { useRowWrite } from '@/components/list/row-writes';
import { PageHeader } from '@/components/page-header';
import { errorCode } from '@/lib/errors';
import { notify } from '@/lib/popups';
import { getKitchenZones } from '@/features/kitchens/api/get-kitchen';
import { deleteOrder, removeOrderFromMyList } from '@/features/orders/api/delete-order';
import { readFirstOrders } from '@/features/orders/api/list-orders';
import { deleteRating, listMyRatings, rateOrder } from '@/features/orders/api/rate-order';
import { MyOrdersTable, type MyOrderWrites } from '@/features/orders/components/my-orders-table';
import type { OrderEntry } from '@/features/orders/utils/meal-entries';
import { ratingText } from '@/features/orders/utils/rating-texts';
import { messageTexts } from '@/lib/shared-texts';
import { pageMeta } from '@/app/page-meta';
import { LiveOrders, useLiveOrdersState } from '@/app/use-live-orders-state';
import { i18n, loadCatalog } from '@/lib/i18n';
import type { Route } from './+types/my-ordered-food';

// This page's texts in the page's language, before it renders (decision 210).
await loadCatalog(import.meta.glob('../../locales/my-ordered-food/*.po'));

// The first page of the buyer's orders, the zones of their kitchens, and which of them this
// buyer rated. The page then follows the orders live (app/live-orders.tsx).
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const { uid } = await requireUser(request);
  const [ratings, { orders, hasMore }] = await Promise.all([
    listMyRatings(uid),
    readFirstOrders('buyerUid', uid),
  ]);
  const kitchenZones = await getKitchenZones(orders.map((order) => order.foodOwnerUid));
  return {
    given: new Map(ratings.map((rating) => [rating._id, rating.stars])),
    loaded: { uid, orders, hasMore, kitchenZones },
  };
}

const orderId = z.string().min(1);
const orderWriteSchema = z.discriminatedUnion('intent', [
  // A meal's orders go together: `ids` lists them all (comma-separated), `id` is the first.
  z
    .object({
      intent: z.enum(['cancel', 'remove']),
      id: orderId,
      name: z.string(),
      ids: z.string().min(1),
    })
    .strict(),
  z.object({ intent: z.literal('unrate'), id: orderId, name: z.string() }).strict(),
  // The rating as the buyer chose it, checked as firestore.rules check it.
  z
    .object({ intent: z.literal('rate'), id: orderId, foodId: z.string().min(1) })
    .extend(ratingSchema.shape)
    .strict(),
]);
type OrderWrite = z.infer<typeof orderWriteSchema>;

// A cancel or a removal shows through the live view (the row leaves at the answer): it does not
// read the page's orders again. A rating does, for the stars come from the loader; so does
// every other reason to, such as a sign-out.
export function shouldRevalidate({
  currentUrl,
  formAction,
  json,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const write = orderWriteSchema.safeParse(json);
  const leftTheList =
    formAction === currentUrl.pathname &&
    write.success &&
    (write.data.intent === 'cancel' || write.data.intent === 'remove');
  return leftTheList ? false : defaultShouldRevalidate;
}

type Answer = { deleted: string } | { rated: string } | { refused: string } | { failed: string };

// Cancel (delete while the cook has not started), remove a finished order from the list,
// rate it or take the rating back. firestore.rules decide; the popups say how it went.
export async function clientAction({ request }: Route.ClientActionArgs): Promise<Answer> {
  const user = await requireUser(request);
  const parsed = await parseJsonRequest(request, orderWriteSchema);
  if (!parsed.ok) return { failed: parsed.failed };
  const write = parsed.data;
  try {
    switch (write.intent) {
      case 'cancel':
        await Promise.all(write.ids.split(',').map((id) => deleteOrder(id)));
        break;
      case 'remove':
        await Promise.all(write.ids.split(',').map((id) => removeOrderFromMyList(id, user.uid)));
        break;
      case 'unrate':
        await deleteRating(write.id);
        break;
      case 'rate':
        await rateOrder(write.id, write.foodId, { uid: user.uid, name: user.displayName }, write);
        void notify(ratingText(ratingMessages.thanks), 'success', popupMs.rated);
        return { rated: write.id };
    }
  } catch (error) {
    if (write.intent === 'rate') return { refused: write.id };
    // The cook accepted the order while the confirmation was open: the rules refused the
    // cancel, for the same reason the button would refuse it now.
    if (write.intent === 'cancel' && errorCode(error) === 'permission-denied') {
      void notify(i18n._(messageTexts.orderInKitchen), 'warning', popupMs.purchaseWarning);
      return { refused: write.id };
    }
    console.error(error);
    const { name } = write;
    return {
      failed:
        write.intent === 'unrate'
          ? i18n._(
              msg`We could not delete your rating of “${name}”. Check your connection and try again.`,
            )
          : i18n._(
              msg`We could not delete your order of “${name}”. Check your connection and try again.`,
            ),
    };
  }
  void notify(i18n._(messageTexts.deleted), 'success', popupMs.deleted);
  return { deleted: write.id };
}

/** What a write of an entry names: its first order, every order of it, and its dishes. */
const entryWrite = (entry: OrderEntry) => ({
  id: entry._id,
  ids: entry.lines.map((line) => line._id).join(','),
  name: entry.lines.map((line) => line.foodName).join(', '),
});

/** The buyer's writes, for the table: what is in flight, what went, what failed. */
function useMyOrderWrites(given: ReadonlyMap<string, number>): MyOrderWrites {
  const deletes = useRowWrite<OrderWrite, Answer>('order-delete');
  const ratings = useRowWrite<OrderWrite, Answer>('order-rating');
  const failed = (answer: Answer | undefined) =>
    answer && 'failed' in answer ? answer.failed : null;
  return {
    deleting: deletes.pendingId,
    deleted: deletes.deleted,
    alert: failed(deletes.answer) ?? failed(ratings.answer),
    given,
    rating: {
      pendingId: ratings.pendingId,
      refusedId: ratings.answer && 'refused' in ratings.answer ? ratings.answer.refused : null,
    },
    cancel: (entry) => void deletes.write({ intent: 'cancel', ...entryWrite(entry) }),
    removeFromList: (entry) => void deletes.write({ intent: 'remove', ...entryWrite(entry) }),
    rate: (order, { stars, comment }) =>
      void ratings.write({ intent: 'rate', id: order._id, foodId: order.foodId, stars, comment }),
    unrate: (order) =>
      void ratings.write({ intent: 'unrate', id: order._id, name: order.foodName }),
  };
}

export const meta: Route.MetaFunction = () => pageMeta(msg`My Ordered Food`);

export default function MyOrderedFoodPage({ loaderData }: Route.ComponentProps) {
  const { given, loaded } = loaderData;
  const writes = useMyOrderWrites(given);
  // A status the cook changes shows without a reload.
  const { list, onLive } = useLiveOrdersState(loaded);
  const { t } = useLingui();
  return (
    <section className="mx-auto max-w-7xl px-4 py-10 sm:py-14">
      <PageHeader title={t`My ordered food items`}>
        <Trans>
          Everything you ordered, newest first, with where the cook is. Deleting an order cancels it
          until the cook accepts it.
        </Trans>
      </PageHeader>
      <MyOrdersTable {...list} writes={writes} />
      <Suspense>
        <LiveOrders of="buyerUid" onLive={onLive} />
      </Suspense>
    </section>
  );
}
