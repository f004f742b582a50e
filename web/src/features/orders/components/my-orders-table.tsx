import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { buyerDeleteOf, moneyText, type Order } from '@shared';
import { popupMs } from '@/config/ui';
import { actionColumn, DeleteButton, ListTable, numberColumn } from '@/components/list';
import type { Column, EmptyList } from '@/components/list';
import { paths } from '@/config/paths';
import { confirmDelete, notify } from '@/lib/popups';
import { numberText } from '@/lib/format';
import { i18n, pageLanguage } from '@/lib/i18n';
import { messageTexts } from '@/lib/shared-texts';
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

// The table's texts are made while it renders, in the page's language (MyOrdersTable follows
// a change of language through useLingui).
const noOrders = (): EmptyList => ({
  title: i18n._(msg`No orders yet`),
  text: i18n._(msg`You haven't ordered any food. Dishes you buy appear here.`),
  link: { to: paths.allFood, label: i18n._(msg`Browse all food`) },
});

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
  const starCount = given.get(order._id);
  const name = order.foodName;
  if (starCount === undefined) {
    return (
      <button
        type="button"
        className="btn btn-outline btn-primary btn-xs"
        aria-label={i18n._(msg`Rate ${name}`)}
        onClick={() => onRate(order)}
      >
        <Trans>Rate</Trans>
      </button>
    );
  }
  const stars = numberText(starCount);
  return (
    <span className="inline-flex items-center gap-1 whitespace-nowrap">
      <span className="text-amber-600" aria-label={i18n._(msg`You rated ${stars} out of 5`)}>
        {'★'.repeat(starCount)}
        <span className="text-base-content/30">{'★'.repeat(5 - starCount)}</span>
      </span>
      <button
        type="button"
        className="btn btn-ghost btn-xs"
        aria-label={i18n._(msg`Delete your rating of ${name}`)}
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

/** What a row's Delete names: the order's dish, or every dish of the meal. */
function deleteLabel(entry: OrderEntry): string {
  if (!isMeal(entry)) {
    const name = entry.foodName;
    return i18n._(msg`Delete the order of ${name}`);
  }
  const names = entry.lines.map((line) => line.foodName).join(', ');
  return i18n._(msg`Delete the meal of ${names}`);
}

const columns = (
  deleting: string | null,
  onDelete: (entry: OrderEntry) => Promise<void>,
  rating: RatingActions,
  kitchenZones: OrderListProps['kitchenZones'],
): Column<OrderEntry>[] => [
  numberColumn('max-sm:row-span-2 max-sm:self-start'),
  entryDishColumn(i18n._(msg`Name`), (order) => {
    const quantity = numberText(order.quantity);
    return i18n._(msg`Qty ${quantity}`);
  }),
  {
    header: i18n._(msg`Price`),
    className: 'font-semibold whitespace-nowrap',
    cell: (order) => {
      const money = (amount: number) => moneyText(amount, order.currency, pageLanguage());
      if (isMeal(order))
        return (
          <>
            {money(mealTotal(order))}
            <span className="block text-xs font-normal text-base-content/75">
              <Trans>meal total</Trans>
            </span>
          </>
        );
      const total = money(order.price * order.quantity);
      return (
        <>
          {money(order.price)}
          {order.quantity > 1 && (
            <span className="block text-xs font-normal text-base-content/75">
              <Trans>each · {total} total</Trans>
            </span>
          )}
        </>
      );
    },
  },
  orderTimeColumn(),
  pickupColumn(kitchenZones, 'max-sm:col-span-2 max-sm:col-start-2', true),
  {
    header: i18n._(msg`Owner`),
    phoneLabel: i18n._(msg`From`),
    className: 'max-sm:col-span-2 max-sm:col-start-2 max-sm:text-sm max-sm:text-base-content/75',
    cell: (order) => order.foodOwner,
  },
  statusColumn('max-sm:col-start-2 max-sm:pt-1'),
  {
    header: i18n._(msg`Rating`),
    phoneLabel: i18n._(msg`Rating`),
    className: 'max-sm:col-span-2 max-sm:col-start-2',
    // Each dish of a meal is rated on its own.
    cell: (entry) => (isMeal(entry) ? mealRatings(entry, rating) : ratingCell(entry, rating)),
  },
  actionColumn('max-sm:col-start-3 max-sm:pt-1', (order) => (
    <div className="flex flex-wrap justify-end gap-2">
      <ReceiptLink entry={order} />
      <DeleteButton
        label={deleteLabel(order)}
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
  const { t } = useLingui();
  const orders = orderEntries(liveOrders.filter((order) => !writes.deleted.has(order._id)));
  const [rating, setRating] = useState<Order | null>(null);
  // The dialog closes once its rating is given (the stars show in the row).
  if (rating && writes.given.has(rating._id)) setRating(null);

  async function onDelete(order: OrderEntry) {
    const action = buyerDeleteOf(order.status);
    if (action === 'refuse') {
      void notify(i18n._(messageTexts.orderInKitchen), 'warning', popupMs.purchaseWarning);
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
        count={{ one: t`order`, many: t`orders` }}
        action={{ to: paths.allFood, label: t`Order more food` }}
        alert={writes.alert}
        empty={noOrders()}
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
