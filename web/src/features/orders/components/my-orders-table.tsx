import { useEffect, useState } from 'react';
import { buyerDeleteOf, messages, ratingMessages, type Order } from '@shared';
import { popupMs } from '@/config/ui';
import { actionColumn, DeleteButton, ListTable, numberColumn } from '@/components/list';
import type { Column, EmptyList } from '@/components/list';
import { paths } from '@/config/paths';
import { errorCode } from '@/lib/errors';
import { formatPrice } from '@/lib/format';
import { useAuth } from '@/lib/auth-context';
import { confirmDelete, notify } from '@/lib/popups';
import { deleteOrder, removeOrderFromMyList } from '../api/delete-order';
import { deleteRating, listMyRatings, rateOrder } from '../api/rate-order';
import { RateDialog } from './rate-dialog';
import {
  dishColumn,
  orderTimeColumn,
  pickupColumn,
  statusColumn,
  type OrderListProps,
} from './order-list';

const noOrders: EmptyList = {
  title: 'No orders yet',
  text: "You haven't ordered any food. Dishes you buy appear here.",
  link: { to: paths.allFood, label: 'Browse all food' },
};

// On a phone: the number, the dish and its price on top; the time, the cook and the status
// under the dish; Delete beside the status.
interface RatingActions {
  /** Stars given per order id. */
  given: ReadonlyMap<string, number>;
  onRate: (order: Order) => void;
  onUnrate: (order: Order) => void;
}

/** A completed order: Rate, or the stars given and a way to take them back. */
function ratingCell(order: Order, { given, onRate, onUnrate }: RatingActions) {
  if (order.status !== 'completed') return null;
  const stars = given.get(order._id);
  if (stars === undefined) {
    return (
      <button
        type="button"
        className="btn btn-outline btn-primary btn-xs"
        aria-label={`Rate ${order.foodName}`}
        onClick={() => onRate(order)}
      >
        Rate
      </button>
    );
  }
  return (
    <span className="inline-flex items-center gap-1 whitespace-nowrap">
      <span className="text-amber-600" aria-label={`You rated ${stars} out of 5`}>
        {'★'.repeat(stars)}
        <span className="text-base-content/30">{'★'.repeat(5 - stars)}</span>
      </span>
      <button
        type="button"
        className="btn btn-ghost btn-xs"
        aria-label={`Delete your rating of ${order.foodName}`}
        onClick={() => onUnrate(order)}
      >
        ✕
      </button>
    </span>
  );
}

const columns = (
  deleting: string | null,
  onDelete: (order: Order) => Promise<void>,
  rating: RatingActions,
  kitchenZones: OrderListProps['kitchenZones'],
): Column<Order>[] => [
  numberColumn('max-sm:row-span-2 max-sm:self-start'),
  dishColumn('Name', (order) => `Qty ${order.quantity}`),
  {
    header: 'Price',
    className: 'font-semibold whitespace-nowrap',
    cell: (order) => (
      <>
        {formatPrice(order.price)}
        {order.quantity > 1 && (
          <span className="block text-xs font-normal text-base-content/75">
            each · {formatPrice(order.price * order.quantity)} total
          </span>
        )}
      </>
    ),
  },
  orderTimeColumn,
  pickupColumn(kitchenZones, 'max-sm:col-span-2 max-sm:col-start-2', true),
  {
    header: 'Owner',
    phoneLabel: 'From',
    className: 'max-sm:col-span-2 max-sm:col-start-2 max-sm:text-sm max-sm:text-base-content/75',
    cell: (order) => order.foodOwner,
  },
  statusColumn('max-sm:col-start-2 max-sm:pt-1'),
  {
    header: 'Rating',
    phoneLabel: 'Rating',
    className: 'max-sm:col-span-2 max-sm:col-start-2',
    cell: (order) => ratingCell(order, rating),
  },
  actionColumn('max-sm:col-start-3 max-sm:pt-1', (order) => (
    <div className="flex justify-end">
      <DeleteButton
        label={`Delete the order of ${order.foodName}`}
        busy={deleting === order._id}
        onClick={() => void onDelete(order)}
      />
    </div>
  )),
];

interface Props extends OrderListProps {
  buyerUid: string;
}

/**
 * /myOrderedFood: the buyer's orders, their live status, and Delete: a cancel while the cook
 * has not started (or declined), a removal from the list once completed, and a refusal with
 * the reason while the cook is preparing it. On a phone each row is a card.
 */
export function MyOrdersTable({
  orders: liveOrders,
  hasMore,
  loadingMore,
  onLoadMore,
  buyerUid,
  kitchenZones,
}: Props) {
  const [deleting, setDeleting] = useState<string | null>(null);
  const [gone, setGone] = useState<ReadonlySet<string>>(new Set());
  const [deleteError, setDeleteError] = useState<string | null>(null);
  // A deleted row leaves at once; the listener confirms it a moment later.
  const orders = liveOrders.filter((order) => !gone.has(order._id));
  const { user } = useAuth();
  const [given, setGiven] = useState<ReadonlyMap<string, number>>(new Map());
  const [rating, setRating] = useState<Order | null>(null);

  useEffect(() => {
    let current = true;
    listMyRatings(buyerUid)
      .then((ratings) => {
        if (current) setGiven(new Map(ratings.map((r) => [r._id, r.stars])));
      })
      .catch((error: unknown) => console.error(error));
    return () => {
      current = false;
    };
  }, [buyerUid]);

  const setGivenFor = (orderId: string, stars: number | null) =>
    setGiven((map) => {
      const next = new Map(map);
      if (stars === null) next.delete(orderId);
      else next.set(orderId, stars);
      return next;
    });

  async function onRate(order: Order, input: { stars: number; comment: string }) {
    await rateOrder(
      order._id,
      order.foodId,
      { uid: buyerUid, name: user?.displayName ?? order.buyerName },
      input,
    );
    setGivenFor(order._id, input.stars);
    setRating(null);
    void notify(ratingMessages.thanks, 'success', popupMs.rated);
  }

  async function onUnrate(order: Order) {
    if (!(await confirmDelete())) return;
    try {
      await deleteRating(order._id);
      setGivenFor(order._id, null);
      void notify(messages.deleted, 'success', popupMs.deleted);
    } catch (error) {
      console.error(error);
      setDeleteError(`We could not delete your rating of “${order.foodName}”. Try again.`);
    }
  }

  async function onDelete(order: Order) {
    setDeleteError(null);
    const action = buyerDeleteOf(order.status);
    if (action === 'refuse') {
      void notify(messages.orderInKitchen, 'warning', popupMs.purchaseWarning);
      return;
    }
    if (!(await confirmDelete())) return;
    setDeleting(order._id);
    try {
      if (action === 'cancel') await deleteOrder(order._id);
      else await removeOrderFromMyList(order._id, buyerUid);
      setGone((ids) => new Set(ids).add(order._id));
      void notify(messages.deleted, 'success', popupMs.deleted);
    } catch (error) {
      // The cook accepted the order while the confirmation was open: the rules refused the
      // cancel, for the same reason the button would refuse it now.
      if (action === 'cancel' && errorCode(error) === 'permission-denied') {
        void notify(messages.orderInKitchen, 'warning', popupMs.purchaseWarning);
        return;
      }
      console.error(error);
      setDeleteError(
        `We could not delete your order of “${order.foodName}”. Check your connection and try again.`,
      );
    } finally {
      setDeleting(null);
    }
  }

  return (
    <>
      <ListTable
        rows={orders}
        columns={columns(
          deleting,
          onDelete,
          {
            given,
            onRate: setRating,
            onUnrate: (order) => void onUnrate(order),
          },
          kitchenZones,
        )}
        rowData={(order) => ({ 'data-order-id': order._id })}
        count={{ one: 'order', many: 'orders' }}
        action={{ to: paths.allFood, label: 'Order more food' }}
        alert={deleteError}
        empty={noOrders}
        more={{ hasMore, status: loadingMore ? 'loading' : 'idle', onLoadMore }}
      />
      {rating && (
        <RateDialog
          order={rating}
          onRate={(input) => onRate(rating, input)}
          onClose={() => setRating(null)}
        />
      )}
    </>
  );
}
