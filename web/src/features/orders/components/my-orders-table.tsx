import { useState } from 'react';
import { buyerDeleteOf, messages, moneyText, type Order } from '@shared';
import { popupMs } from '@/config/ui';
import { actionColumn, DeleteButton, ListTable, numberColumn } from '@/components/list';
import type { Column, EmptyList } from '@/components/list';
import { paths } from '@/config/paths';
import { confirmDelete, notify } from '@/lib/popups';
import { isMeal, orderEntries, type OrderEntry } from '../utils/meal-entries';
import { entryDishColumn } from './meal-dishes';
import { RateDialog } from './rate-dialog';
import {
  orderTimeColumn,
  pickupColumn,
  ReceiptLink,
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

/** Each completed dish of a meal, rated on its own; nothing while none is completed. */
function mealRatings(entry: OrderEntry, rating: RatingActions) {
  const rows = entry.lines.flatMap((line) => {
    const cell = ratingCell(line, rating);
    return cell ? [{ line, cell }] : [];
  });
  if (!rows.length) return null;
  return (
    <ul className="space-y-1">
      {rows.map(({ line, cell }) => (
        <li key={line._id} className="flex flex-wrap items-center gap-1.5 text-xs">
          <span className="text-base-content/75">{line.foodName}</span>
          {cell}
        </li>
      ))}
    </ul>
  );
}

/** A meal's total: each line's price times its units. */
const mealTotal = (entry: OrderEntry) =>
  entry.lines.reduce((sum, line) => sum + line.price * line.quantity, 0);

const columns = (
  deleting: string | null,
  onDelete: (entry: OrderEntry) => Promise<void>,
  rating: RatingActions,
  kitchenZones: OrderListProps['kitchenZones'],
): Column<OrderEntry>[] => [
  numberColumn('max-sm:row-span-2 max-sm:self-start'),
  entryDishColumn('Name', (order) => `Qty ${order.quantity}`),
  {
    header: 'Price',
    className: 'font-semibold whitespace-nowrap',
    cell: (order) =>
      isMeal(order) ? (
        <>
          {moneyText(mealTotal(order), order.currency)}
          <span className="block text-xs font-normal text-base-content/75">meal total</span>
        </>
      ) : (
        <>
          {moneyText(order.price, order.currency)}
          {order.quantity > 1 && (
            <span className="block text-xs font-normal text-base-content/75">
              each · {moneyText(order.price * order.quantity, order.currency)} total
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
    // Each dish of a meal is rated on its own.
    cell: (entry) => (isMeal(entry) ? mealRatings(entry, rating) : ratingCell(entry, rating)),
  },
  actionColumn('max-sm:col-start-3 max-sm:pt-1', (order) => (
    <div className="flex flex-wrap justify-end gap-2">
      <ReceiptLink entry={order} />
      <DeleteButton
        label={
          isMeal(order)
            ? `Delete the meal of ${order.lines.map((line) => line.foodName).join(', ')}`
            : `Delete the order of ${order.foodName}`
        }
        busy={deleting === order._id}
        onClick={() => void onDelete(order)}
      />
    </div>
  )),
];

/** The buyer's writes on their orders: the route's action, asked by the table. */
export interface MyOrderWrites {
  /** The order being deleted (cancelled or removed), if any. */
  deleting: string | null;
  /** Orders deleted here: they leave at once; the listener confirms it a moment later. */
  deleted: ReadonlySet<string>;
  /** What went wrong with the last write, if it failed. */
  alert: string | null;
  /** Stars given per order id. */
  given: ReadonlyMap<string, number>;
  /** Cancels the order, or every order of a meal. */
  cancel: (entry: OrderEntry) => void;
  removeFromList: (entry: OrderEntry) => void;
  /** The order whose rating is on its way, and whether the last one was refused. */
  rating: { pendingId: string | null; refusedId: string | null };
  rate: (order: Order, input: { stars: number; comment: string }) => void;
  unrate: (order: Order) => void;
}

interface Props extends OrderListProps {
  writes: MyOrderWrites;
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
  kitchenZones,
  writes,
}: Props) {
  const orders = orderEntries(liveOrders.filter((order) => !writes.deleted.has(order._id)));
  const [rating, setRating] = useState<Order | null>(null);
  // The dialog closes once its rating is given (the stars show in the row).
  if (rating && writes.given.has(rating._id)) setRating(null);

  async function onDelete(order: OrderEntry) {
    const action = buyerDeleteOf(order.status);
    if (action === 'refuse') {
      void notify(messages.orderInKitchen, 'warning', popupMs.purchaseWarning);
      return;
    }
    if (!(await confirmDelete())) return;
    if (action === 'cancel') writes.cancel(order);
    else writes.removeFromList(order);
  }

  async function onUnrate(order: Order) {
    if (await confirmDelete()) writes.unrate(order);
  }

  return (
    <>
      <ListTable
        rows={orders}
        columns={columns(
          writes.deleting,
          onDelete,
          {
            given: writes.given,
            onRate: setRating,
            onUnrate: (order) => void onUnrate(order),
          },
          kitchenZones,
        )}
        rowData={(order) => ({ 'data-order-id': order._id })}
        count={{ one: 'order', many: 'orders' }}
        action={{ to: paths.allFood, label: 'Order more food' }}
        alert={writes.alert}
        empty={noOrders}
        more={{ hasMore, status: loadingMore ? 'loading' : 'idle', onLoadMore }}
      />
      {rating && (
        <RateDialog
          order={rating}
          busy={writes.rating.pendingId === rating._id}
          refused={writes.rating.refusedId === rating._id}
          onRate={(input) => writes.rate(rating, input)}
          onClose={() => setRating(null)}
        />
      )}
    </>
  );
}
