import { useState } from 'react';
import { messages, orderMoves, type Order, type OrderStatus } from '@shared';
import { moveLabels, popupMs } from '@/config/ui';
import { actionColumn, ListTable, numberColumn } from '@/components/list';
import type { Column, EmptyList } from '@/components/list';
import { paths } from '@/config/paths';
import { confirmAction, notify } from '@/lib/popups';
import { moveOrder } from '../api/move-order';
import { dishColumn, orderTimeColumn, statusColumn, type OrderListProps } from './order-list';

const moveStyle: Record<OrderStatus, string> = {
  placed: 'btn-primary',
  accepted: 'btn-primary',
  ready: 'btn-primary',
  completed: 'btn-success',
  declined: 'btn-error btn-soft',
};

const noOrdersYet: EmptyList = {
  title: 'No orders for your food yet',
  text: 'When someone buys a dish you listed, the order appears here at once, ready to accept.',
  link: { to: paths.myAddedFood, label: 'See my added food' },
};

// On a phone: the number, the dish and the quantity on top; the buyer and the status under
// them; the time, then the moves.
const columns = (
  moving: ReadonlySet<string>,
  onMove: (order: Order, to: OrderStatus) => Promise<void>,
): Column<Order>[] => [
  numberColumn('max-sm:self-start'),
  dishColumn('Dish'),
  {
    header: 'Buyer',
    phoneLabel: 'For',
    className: 'max-sm:col-start-2 max-sm:row-start-2 max-sm:text-sm',
    cell: (order) => (
      <>
        <span className="font-medium">{order.buyerName || '—'}</span>
        <span className="block text-xs break-all text-base-content/75">{order.buyerEmail}</span>
      </>
    ),
  },
  {
    header: 'Quantity',
    className:
      'font-semibold whitespace-nowrap tabular-nums max-sm:col-start-3 max-sm:row-start-1 max-sm:text-right',
    hiddenLabel: 'Quantity',
    cell: (order) => `× ${order.quantity}`,
  },
  orderTimeColumn,
  statusColumn('max-sm:col-start-3 max-sm:row-start-2 max-sm:justify-self-end'),
  actionColumn('max-sm:col-span-2 max-sm:col-start-2 max-sm:pt-1', (order) => {
    const moves = orderMoves[order.status];
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
            {moveLabels[to]}
          </button>
        ))}
        {!moves.length && (
          <span className="text-sm text-base-content/75">
            {order.status === 'completed' ? 'Done' : 'Closed'}
          </span>
        )}
      </div>
    );
  }),
];

/**
 * /ordersReceived: every order of the cook's foods, live, with the moves `orderMoves` allows
 * from each status (no button for a move the server would refuse). On a phone each row is a
 * card.
 */
export function OrdersReceivedTable({ orders, hasMore, loadingMore, onLoadMore }: OrderListProps) {
  // Orders with a move in flight (the cook may click on several rows at once).
  const [moving, setMoving] = useState<ReadonlySet<string>>(new Set());

  async function onMove(order: Order, to: OrderStatus) {
    if (
      to === 'declined' &&
      !(await confirmAction({
        heading: 'Decline this order?',
        text: `${order.buyerName || order.buyerEmail} will see it declined and the ${order.quantity === 1 ? 'unit goes' : 'units go'} back to your stock. You won't be able to revert this!`,
        confirmButton: 'Yes, decline it!',
      }))
    )
      return;
    setMoving((ids) => new Set(ids).add(order._id));
    try {
      await moveOrder(order._id, order.status, to);
    } catch (error) {
      // Another tab moved it first, the buyer cancelled, or the server refused: the live row
      // already shows what it is now.
      console.warn('Order move refused', error);
      void notify(messages.orderMoveRefused, 'warning', popupMs.purchaseWarning);
    } finally {
      setMoving((ids) => {
        const rest = new Set(ids);
        rest.delete(order._id);
        return rest;
      });
    }
  }

  const waiting = orders.filter((order) => order.status === 'placed').length;
  return (
    <ListTable
      rows={orders}
      columns={columns(moving, onMove)}
      rowData={(order) => ({ 'data-order-id': order._id })}
      count={{ one: 'order', many: 'orders', note: `· ${waiting} waiting for you` }}
      empty={noOrdersYet}
      more={{ hasMore, status: loadingMore ? 'loading' : 'idle', onLoadMore }}
    />
  );
}
