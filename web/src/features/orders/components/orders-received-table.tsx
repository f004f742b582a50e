import { msg, select } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { localTime, noShowOpensAt, orderMoves, type Order, type OrderStatus } from '@shared';
import { moveLabels } from '@/config/ui';
import { actionColumn, ListTable, numberColumn } from '@/components/list';
import type { Column, EmptyList } from '@/components/list';
import { paths } from '@/config/paths';
import { numberText, pluralForm } from '@/lib/format';
import { i18n } from '@/lib/i18n';
import { confirmAction } from '@/lib/popups';
import { isMeal, orderEntries, type OrderEntry } from '../utils/meal-entries';
import { entryDishColumn } from './meal-dishes';
import {
  orderTimeColumn,
  pickupColumn,
  ReceiptLink,
  statusColumn,
  type OrderListProps,
} from './order-list';

const moveStyle: Record<OrderStatus, string> = {
  placed: 'btn-primary',
  accepted: 'btn-primary',
  ready: 'btn-primary',
  completed: 'btn-success',
  declined: 'btn-error btn-soft',
  expired: 'btn-neutral',
  'no-show': 'btn-warning btn-soft',
};

/** Whether the move can be made now: Not collected waits until 15 minutes past the pickup. */
function moveOpen(order: Order, to: OrderStatus, now: number): boolean {
  if (to !== 'no-show') return true;
  const opensAt = noShowOpensAt(order.pickupAt);
  return opensAt !== null && now > opensAt;
}

// The table's texts are made while it renders, in the page's language (OrdersReceivedTable
// follows a change of language through useLingui).
const noOrdersYet = (): EmptyList => ({
  title: i18n._(msg`No orders for your food yet`),
  text: i18n._(
    msg`When someone buys a dish you listed, the order appears here at once, ready to accept.`,
  ),
  link: { to: paths.myAddedFood, label: i18n._(msg`See my added food`) },
});

/** A buyer's missed pickups, as the cook sees them beside the name. */
function MissedPickups({ count }: { count: number }) {
  const missed = numberText(count);
  return (
    <span className="badge badge-sm badge-soft badge-warning ms-2 whitespace-nowrap">
      <Trans>Missed pickups: {missed}</Trans>
    </span>
  );
}

// On a phone: the number, the dish and the quantity on top; the buyer and the status under
// them; the time, then the moves.
const columns = (
  moving: ReadonlySet<string>,
  onMove: (entry: OrderEntry, to: OrderStatus) => Promise<void>,
  kitchenZones: OrderListProps['kitchenZones'],
  now: number,
): Column<OrderEntry>[] => [
  numberColumn('max-sm:self-start'),
  entryDishColumn(i18n._(msg`Dish`)),
  {
    header: i18n._(msg`Buyer`),
    phoneLabel: i18n._(msg`For`),
    className: 'max-sm:col-start-2 max-sm:row-start-2 max-sm:text-sm',
    cell: (order) => (
      <>
        <span className="font-medium">{order.buyerName || '—'}</span>
        {order.buyerNoShows ? <MissedPickups count={order.buyerNoShows} /> : null}
        <span className="block text-xs break-all text-base-content/75">{order.buyerEmail}</span>
      </>
    ),
  },
  {
    header: i18n._(msg`Quantity`),
    className:
      'font-semibold whitespace-nowrap tabular-nums max-sm:col-start-3 max-sm:row-start-1 max-sm:text-right',
    hiddenLabel: i18n._(msg`Quantity`),
    cell: (order) => `× ${numberText(order.quantity)}`,
  },
  orderTimeColumn(),
  pickupColumn(kitchenZones, 'max-sm:col-span-2 max-sm:col-start-2', false),
  statusColumn('max-sm:col-start-3 max-sm:row-start-2 max-sm:justify-self-end'),
  actionColumn('max-sm:col-span-2 max-sm:col-start-2 max-sm:pt-1', (order) => {
    // Each move is shown only where it is allowed now (contract): Not collected appears once
    // the pickup is 15 minutes gone.
    const moves = orderMoves[order.status].filter((to) => moveOpen(order, to, now));
    return (
      <div className="flex flex-wrap gap-2 sm:justify-end">
        {moves.map((to) => (
          <button
            key={to}
            type="button"
            className={`btn btn-sm ${moveStyle[to]}`}
            disabled={moving.has(order._id)}
            onClick={() => void onMove(order, to)}
          >
            {i18n._(moveLabels[to])}
          </button>
        ))}
        {!moves.length && (
          <span className="self-center text-sm text-base-content/75">
            {order.status === 'completed' ? <Trans>Done</Trans> : <Trans>Closed</Trans>}
          </span>
        )}
        <ReceiptLink entry={order} />
      </div>
    );
  }),
];

/**
 * /ordersReceived: every order of the cook's foods, live, with the moves `orderMoves` allows
 * from each status (no button for a move the server would refuse). On a phone each row is a
 * card.
 */
type OrdersSort = 'newest' | 'pickup';

const pickupTime = (order: Order) => (order.pickupAt ? Date.parse(order.pickupAt) : Infinity);

/** The cook's order of the rows: newest first, or soonest pickup first (unset pickups last). */
export function sortOrders<T extends Order>(orders: T[], sort: OrdersSort): T[] {
  return sort === 'newest' ? orders : [...orders].sort((a, b) => pickupTime(a) - pickupTime(b));
}

/** Orders still to hand over whose pickup falls on today's date in the kitchen's zone. */
export function pickupsToday(orders: Order[], timeZone: string, now: number): number {
  const today = localTime(now, timeZone).date;
  return orders.filter(
    (order) =>
      order.pickupAt &&
      ['placed', 'accepted', 'ready'].includes(order.status) &&
      localTime(Date.parse(order.pickupAt), timeZone).date === today,
  ).length;
}

/** Declining asks first: the buyer is told, and the units go back to the stock. */
function declineQuestion(order: OrderEntry) {
  const buyer = order.buyerName || order.buyerEmail;
  const form = pluralForm(order.quantity);
  return {
    heading: isMeal(order) ? i18n._(msg`Decline this meal?`) : i18n._(msg`Decline this order?`),
    text: select(form, {
      one: `${buyer} will see it declined and the unit goes back to your stock. You won't be able to revert this!`,
      other: `${buyer} will see it declined and the units go back to your stock. You won't be able to revert this!`,
    }),
    confirmButton: i18n._(msg`Yes, decline it!`),
  };
}

/** A cook's move of an order: the route's action, asked by the table. */
export interface OrderMoves {
  /** Orders with a move in flight (the cook may click on several rows at once). */
  moving: ReadonlySet<string>;
  /** Moves the order, or every order of a meal still at the meal's step. */
  move: (entry: OrderEntry, to: OrderStatus) => void;
}

export function OrdersReceivedTable({
  orders: liveOrders,
  hasMore,
  loadingMore,
  onLoadMore,
  kitchenZones,
  cookUid,
  moves,
}: OrderListProps & { cookUid: string; moves: OrderMoves }) {
  const { t } = useLingui();
  const [sort, setSort] = useState<OrdersSort>('newest');
  const orders = sortOrders(orderEntries(liveOrders), sort);
  const zone = kitchenZones?.get(cookUid) ?? 'UTC';
  // The clock for "Today" and for Not collected, moved on each minute so the count follows
  // midnight and the button opens by itself.
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  // A meal is one pickup.
  const today = pickupsToday(orders, zone, now);
  async function onMove(order: OrderEntry, to: OrderStatus) {
    if (to === 'declined' && !(await confirmAction(declineQuestion(order)))) return;
    moves.move(order, to);
  }

  const waiting = numberText(orders.filter((order) => order.status === 'placed').length);
  const todayShown = numberText(today);
  const todayForm = pluralForm(today);
  return (
    <>
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <p className="badge badge-lg badge-primary badge-soft" data-testid="pickups-today">
          {t`Today: ${select(todayForm, { one: `${todayShown} pickup`, other: `${todayShown} pickups` })}`}
        </p>
        <label className="flex items-center gap-2 text-sm font-semibold">
          <Trans>Sort by</Trans>
          <select
            className="select select-sm w-auto"
            value={sort}
            onChange={(event) => setSort(event.target.value === 'pickup' ? 'pickup' : 'newest')}
          >
            <option value="newest">{t`Newest first`}</option>
            <option value="pickup">{t`Pickup time`}</option>
          </select>
        </label>
      </div>
      <ListTable
        rows={orders}
        columns={columns(moves.moving, onMove, kitchenZones, now)}
        rowData={(order) => ({ 'data-order-id': order._id })}
        count={{ one: t`order`, many: t`orders`, note: t`· ${waiting} waiting for you` }}
        empty={noOrdersYet()}
        more={{ hasMore, status: loadingMore ? 'loading' : 'idle', onLoadMore }}
      />
    </>
  );
}
