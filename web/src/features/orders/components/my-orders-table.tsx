import { useState } from 'react';
import { Link } from 'react-router-dom';
import { buyerDeleteOf, messages, popupMs } from '@shared';
import { paths } from '@/config/paths';
import { errorCode } from '@/lib/errors';
import { confirmDelete, notify } from '@/lib/popups';
import { deleteOrder, removeOrderFromMyList } from '../api/delete-order';
import type { Order } from '@shared';
import { formatPrice } from '../utils/format';
import { LoadMoreButton } from './load-more-button';
import { OrderThumbnail } from './order-thumbnail';
import { StatusBadge } from './status-badge';

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

interface Props {
  /** The buyer's orders, live (newest first). */
  orders: Order[];
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
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
}: Props) {
  const [deleting, setDeleting] = useState<string | null>(null);
  const [gone, setGone] = useState<ReadonlySet<string>>(new Set());
  const [deleteError, setDeleteError] = useState<string | null>(null);
  // A deleted row leaves at once; the listener confirms it a moment later.
  const orders = liveOrders.filter((order) => !gone.has(order._id));
  const next = hasMore;

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
              <th scope="col">Status</th>
              <th scope="col" className="text-right">
                Action
              </th>
            </tr>
          </thead>
          <tbody className="max-sm:block">
            {orders.map((order, index) => (
              <tr
                key={order._id}
                data-order-id={order._id}
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
                <td className={`max-sm:col-start-2 max-sm:pt-1 ${cell}`}>
                  <span className="sr-only">Status: </span>
                  <StatusBadge status={order.status} />
                </td>
                <td className={`max-sm:col-start-3 max-sm:pt-1 ${cell}`}>
                  <div className="flex justify-end">
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
      {next && <LoadMoreButton loading={loadingMore} onLoadMore={onLoadMore} />}
    </>
  );
}
