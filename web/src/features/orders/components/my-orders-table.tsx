import { useState } from 'react';
import { Link } from 'react-router-dom';
import { messages, popupMs, type Order } from '@shared';
import { paths } from '@/config/paths';
import { confirmDelete, notify } from '@/lib/popups';
import { deleteOrder } from '../api/delete-order';
import { listMyOrders, type OrderPage } from '../api/list-my-orders';
import { formatPrice } from '../utils/format';
import { OrderThumbnail } from './order-thumbnail';

function NoOrders() {
  return (
    <div className="rounded-box border border-dashed border-base-300 bg-base-100 px-6 py-14 text-center">
      <h2 className="font-display text-2xl font-bold">No orders yet</h2>
      <p className="mt-2 text-base-content/75">
        You haven&apos;t ordered any food. Dishes you buy appear here.
      </p>
      <Link to={paths.allFood} className="btn btn-primary mt-6">
        Browse all food
      </Link>
    </div>
  );
}

type Status = 'idle' | 'loading' | 'error';

/** /myOrderedFood: the buyer's orders with Delete (cancel). On a phone each row is a card. */
export function MyOrdersTable({ firstPage, buyerUid }: { firstPage: OrderPage; buyerUid: string }) {
  const [orders, setOrders] = useState(firstPage.orders);
  const [next, setNext] = useState(firstPage.next);
  const [status, setStatus] = useState<Status>('idle');
  const [deleting, setDeleting] = useState<string | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  async function loadMore() {
    if (!next) return;
    setStatus('loading');
    try {
      const page = await listMyOrders(buyerUid, next);
      setOrders((shown) => {
        const ids = new Set(shown.map((order) => order._id));
        return [...shown, ...page.orders.filter((order) => !ids.has(order._id))];
      });
      setNext(page.next);
      setStatus('idle');
    } catch (error) {
      console.error(error);
      setStatus('error');
    }
  }

  async function onDelete(order: Order) {
    setDeleteError(null);
    if (!(await confirmDelete())) return;
    setDeleting(order._id);
    try {
      await deleteOrder(order._id);
      setOrders((shown) => shown.filter((shownOrder) => shownOrder._id !== order._id));
      void notify(messages.deleted, 'success', popupMs.deleted);
    } catch (error) {
      console.error(error);
      setDeleteError(
        `We could not delete your order of “${order.foodName}”. Check your connection and try again.`,
      );
    } finally {
      setDeleting(null);
    }
  }

  if (!orders.length && !next) return <NoOrders />;

  const cell = 'max-sm:border-0 max-sm:p-0';
  return (
    <>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-base-content/75">
          {orders.length}
          {next ? '+' : ''} {orders.length === 1 ? 'order' : 'orders'}
        </p>
        <Link to={paths.allFood} className="btn btn-primary btn-sm">
          Order more food
        </Link>
      </div>
      {deleteError && (
        <p role="alert" className="alert alert-error alert-soft mb-4">
          {deleteError}
        </p>
      )}
      <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100 shadow-sm">
        <table className="table max-sm:block">
          <thead className="max-sm:sr-only">
            <tr>
              <th scope="col" className="w-12">
                No
              </th>
              <th scope="col">Name</th>
              <th scope="col">Price</th>
              <th scope="col">Order Time</th>
              <th scope="col">Owner</th>
              <th scope="col" className="text-right">
                Action
              </th>
            </tr>
          </thead>
          <tbody className="max-sm:block">
            {orders.map((order, index) => (
              <tr
                key={order._id}
                className="hover:bg-base-200/60 max-sm:grid max-sm:grid-cols-[auto_1fr_auto] max-sm:items-center max-sm:gap-x-3 max-sm:gap-y-1.5 max-sm:border-b max-sm:border-base-300 max-sm:p-4 max-sm:last:border-0"
              >
                <td className={`text-base-content/75 max-sm:row-span-2 max-sm:self-start ${cell}`}>
                  {index + 1}
                </td>
                <td className={cell}>
                  <div className="flex items-center gap-3 sm:min-w-44">
                    <OrderThumbnail src={order.imageURL} />
                    <div>
                      <Link
                        to={paths.singleFood(order.foodId)}
                        className="link link-hover font-semibold"
                      >
                        {order.foodName}
                      </Link>
                      <p className="text-xs text-base-content/75">Qty {order.quantity}</p>
                    </div>
                  </div>
                </td>
                <td className={`font-semibold whitespace-nowrap ${cell}`}>
                  {formatPrice(order.price)}
                  {order.quantity > 1 && (
                    <span className="block text-xs font-normal text-base-content/75">
                      each · {formatPrice(order.price * order.quantity)} total
                    </span>
                  )}
                </td>
                <td
                  className={`whitespace-nowrap tabular-nums max-sm:col-span-2 max-sm:col-start-2 max-sm:text-sm max-sm:text-base-content/75 ${cell}`}
                >
                  <span className="sm:sr-only">Ordered </span>
                  {order.buyingDate}
                </td>
                <td
                  className={`max-sm:col-span-2 max-sm:col-start-2 max-sm:text-sm max-sm:text-base-content/75 ${cell}`}
                >
                  <span className="sm:sr-only">From </span>
                  {order.foodOwner}
                </td>
                <td className={`max-sm:col-span-2 max-sm:col-start-2 max-sm:pt-1 ${cell}`}>
                  <div className="flex sm:justify-end">
                    <button
                      type="button"
                      className="btn btn-error btn-soft btn-sm"
                      aria-label={`Delete the order of ${order.foodName}`}
                      disabled={deleting === order._id}
                      onClick={() => void onDelete(order)}
                    >
                      {deleting === order._id && (
                        <span className="loading loading-spinner loading-xs" aria-hidden="true" />
                      )}
                      Delete
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {next && (
        <div className="mt-8 flex flex-col items-center gap-3">
          {status === 'error' && (
            <p role="alert" className="text-sm font-medium text-error">
              We could not load more orders. Check your connection and try again.
            </p>
          )}
          <button
            type="button"
            className="btn btn-outline btn-primary min-w-40"
            onClick={() => void loadMore()}
            disabled={status === 'loading'}
          >
            {status === 'loading' && <span className="loading loading-spinner loading-sm" />}
            {status === 'loading' ? 'Loading…' : status === 'error' ? 'Retry' : 'Load more'}
          </button>
        </div>
      )}
    </>
  );
}
