import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import type { ShouldRevalidateFunctionArgs } from 'react-router-dom';
import { z } from '@shared/zod';
import { orderStatuses } from '@shared';
import { popupMs } from '@/config/ui';
import { notify } from '@/lib/popups';
import { parseJsonRequest } from '@/components/form/form-action';
import { useConcurrentRowWrites } from '@/components/list/row-writes';
import { moveOrder } from '@/features/orders/api/move-order';
import { requireUser } from '@/app/route-guards';
import { PageHeader } from '@/components/page-header';
import { getKitchenZones } from '@/features/kitchens/api/get-kitchen';
import { readFirstOrders } from '@/features/orders/api/list-orders';
import { linesAt } from '@/features/orders/utils/meal-entries';
import { NewOrderAlertSettings } from '@/features/orders/alerts/new-order-alert-settings';
import {
  OrdersReceivedTable,
  type OrderMoves,
} from '@/features/orders/components/orders-received-table';
import { pageMeta } from '@/app/page-meta';
import { LiveOrders, useLiveOrdersState } from '@/app/use-live-orders-state';
import { i18n, loadCatalog } from '@/lib/i18n';
import { messageTexts } from '@/lib/shared-texts';
import type { Route } from './+types/orders-received';

// This page's texts in the page's language, before it renders (decision 210).
await loadCatalog(import.meta.glob('../../locales/orders-received/*.po'));

// The first page of the orders for the cook's food, and their kitchen's zone (every order
// here is from it). The page then follows them live (app/live-orders.tsx).
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const { uid } = await requireUser(request);
  const [{ orders, hasMore }, kitchenZones] = await Promise.all([
    readFirstOrders('foodOwnerUid', uid),
    getKitchenZones([uid]),
  ]);
  return { loaded: { uid, orders, hasMore, kitchenZones } };
}

// A move shows through the live view: the cook's own moves do not read the page's orders
// again (every other reason to, such as a sign-out, still does).
export function shouldRevalidate({
  currentUrl,
  formAction,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return formAction === currentUrl.pathname ? false : defaultShouldRevalidate;
}

// A meal moves as one: `ids` lists its orders still at `from` (comma-separated), `id` is its first.
const moveSchema = z
  .object({
    intent: z.literal('move'),
    id: z.string().min(1),
    ids: z.string().min(1),
    from: z.enum(orderStatuses),
    to: z.enum(orderStatuses),
  })
  .strict();
type Move = z.infer<typeof moveSchema>;

// The cook moves an order one step. Another tab moved it first, the buyer cancelled, or the
// server refused: the popup says so, and the live row already shows what it is now.
export async function clientAction({ request }: Route.ClientActionArgs) {
  const move = await parseJsonRequest(request, moveSchema);
  if (!move.ok) return { failed: move.failed };
  const { id, ids, from, to } = move.data;
  // Each order is judged by the rules on its own; a meal's lines move together.
  const moves = await Promise.allSettled(ids.split(',').map((line) => moveOrder(line, from, to)));
  try {
    for (const move of moves) if (move.status === 'rejected') throw move.reason;
    return { moved: id };
  } catch (error) {
    console.warn('Order move refused', error);
    void notify(i18n._(messageTexts.orderMoveRefused), 'warning', popupMs.purchaseWarning);
    return { refused: id };
  }
}

function useOrderMoves(): OrderMoves {
  const { busy, write } = useConcurrentRowWrites<Move>('order-move');
  return {
    moving: busy,
    move: (entry, to) =>
      void write({
        intent: 'move',
        id: entry._id,
        ids: linesAt(entry, entry.status)
          .map((line) => line._id)
          .join(','),
        from: entry.status,
        to,
      }),
  };
}

export const meta: Route.MetaFunction = () => pageMeta(msg`Orders for my food`);

export default function OrdersReceivedPage({ loaderData }: Route.ComponentProps) {
  const { loaded } = loaderData;
  const moves = useOrderMoves();
  // A new order appears by itself: the cook keeps this page open while cooking.
  const { list, onLive } = useLiveOrdersState(loaded);
  const { t } = useLingui();
  return (
    <section className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <PageHeader title={t`Orders for my food`}>
        <Trans>
          Every order of the dishes you listed, newest first. Accept what you will cook, mark it
          ready, and complete it when it is handed over.
        </Trans>
      </PageHeader>
      <NewOrderAlertSettings uid={loaded.uid} />
      <OrdersReceivedTable {...list} cookUid={loaded.uid} moves={moves} />
      <Suspense>
        <LiveOrders of="foodOwnerUid" onLive={onLive} />
      </Suspense>
    </section>
  );
}
