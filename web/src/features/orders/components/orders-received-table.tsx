import { useState } from 'react';
import { Link } from 'react-router-dom';
import { messages, moveLabels, orderMoves, popupMs, type OrderStatus } from '@shared';
import { paths } from '@/config/paths';
import { confirmAction, notify } from '@/lib/popups';
import { moveOrder } from '../api/move-order';
import type { Order } from '@shared';
import { LoadMoreButton } from './load-more-button';
import { OrderThumbnail } from './order-thumbnail';
import { StatusBadge } from './status-badge';

function NoOrders() {
  return (
    <div className="rounded-box border border-dashed border-base-300 bg-base-100 px-6 py-14 text-center">
      <h2 className="font-display text-2xl font-bold">No orders for your food yet</h2>
      <p className="mt-2 text-base-content/75">
        When someone buys a dish you listed, the order appears here at once, ready to accept.
      </p>
      <Link to={paths.myAddedFood} className="btn btn-primary mt-6">
        See my added food
      </Link>
    </div>
  );
}

const moveStyle: Record<OrderStatus, string> = {
  placed: 'btn-primary',
  accepted: 'btn-primary',
  ready: 'btn-primary',
  completed: 'btn-success',
  declined: 'btn-error btn-soft',
};

interface Props {
  orders: Order[];
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}

/**
 * /ordersReceived: every order of the cook's foods, live, with the moves `orderMoves` allows
 * from each status (no button for a move the server would refuse). On a phone each row is a
 * card.
 */
export function OrdersReceivedTable({ orders, hasMore, loadingMore, onLoadMore }: Props) {
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

  if (!orders.length && !hasMore) return <NoOrders />;

  const waiting = orders.filter((order) => order.status === 'placed').length;
  const cell = 'max-sm:border-0 max-sm:p-0';
  return (
    <>
      <p className="mb-4 text-sm text-base-content/75">
        {orders.length}
        {hasMore ? '+' : ''} {orders.length === 1 ? 'order' : 'orders'} · {waiting} waiting for you
      </p>
      <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100 shadow-sm">
        <table className="table max-sm:block">
          <thead className="max-sm:sr-only">
            <tr>
              <th scope="col" className="w-12">
                No
              </th>
              <th scope="col">Dish</th>
              <th scope="col">Buyer</th>
              <th scope="col">Quantity</th>
              <th scope="col">Order Time</th>
              <th scope="col">Status</th>
              <th scope="col" className="text-right">
                Action
              </th>
            </tr>
          </thead>
          <tbody className="max-sm:block">
            {orders.map((order, index) => {
              const moves = orderMoves[order.status];
              return (
                <tr
                  key={order._id}
                  data-order-id={order._id}
                  className="hover:bg-base-200/60 max-sm:grid max-sm:grid-cols-[auto_1fr_auto] max-sm:items-center max-sm:gap-x-3 max-sm:gap-y-1.5 max-sm:border-b max-sm:border-base-300 max-sm:p-4 max-sm:last:border-0"
                >
                  <td className={`text-base-content/75 max-sm:self-start ${cell}`}>{index + 1}</td>
                  <td className={cell}>
                    <div className="flex items-center gap-3 sm:min-w-44">
                      <OrderThumbnail src={order.imageURL} />
                      <Link
                        to={paths.singleFood(order.foodId)}
                        className="link link-hover font-semibold"
                      >
                        {order.foodName}
                      </Link>
                    </div>
                  </td>
                  <td className={`max-sm:col-start-2 max-sm:row-start-2 max-sm:text-sm ${cell}`}>
                    <span className="sm:sr-only">For </span>
                    <span className="font-medium">{order.buyerName || '—'}</span>
                    <span className="block text-xs break-all text-base-content/75">
                      {order.buyerEmail}
                    </span>
                  </td>
                  <td
                    className={`font-semibold whitespace-nowrap tabular-nums max-sm:col-start-3 max-sm:row-start-1 max-sm:text-right ${cell}`}
                  >
                    <span className="sr-only">Quantity </span>× {order.quantity}
                  </td>
                  <td
                    className={`whitespace-nowrap tabular-nums max-sm:col-span-2 max-sm:col-start-2 max-sm:text-sm max-sm:text-base-content/75 ${cell}`}
                  >
                    <span className="sm:sr-only">Ordered </span>
                    {order.buyingDate}
                  </td>
                  <td
                    className={`max-sm:col-start-3 max-sm:row-start-2 max-sm:justify-self-end ${cell}`}
                  >
                    <span className="sr-only">Status: </span>
                    <StatusBadge status={order.status} />
                  </td>
                  <td className={`max-sm:col-span-2 max-sm:col-start-2 max-sm:pt-1 ${cell}`}>
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
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {hasMore && <LoadMoreButton loading={loadingMore} onLoadMore={onLoadMore} />}
    </>
  );
}
