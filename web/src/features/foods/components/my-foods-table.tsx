import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import { messages, popupMs, type Food } from '@shared';
import { paths } from '@/config/paths';
import { confirmDelete, notify } from '@/lib/popups';
import { deleteFood } from '../api/delete-food';
import { listMyFoods } from '../api/list-my-foods';
import type { FoodCursor, FoodPage } from '../api/run-food-query';
import { useLiveStock } from '../api/use-live-foods';
import { useFoodPages } from '../hooks/use-food-pages';
import { formatPrice, listedFor } from '../utils/format';
import { FoodImage } from './food-image';
import { LoadMore } from './load-more';

function EmptyList() {
  return (
    <div className="rounded-box border border-dashed border-base-300 bg-base-100 px-6 py-14 text-center">
      <h2 className="font-display text-2xl font-bold">No food added yet</h2>
      <p className="mt-2 text-base-content/75">
        Dishes you list appear here, where you can update or delete them.
      </p>
      <Link to={paths.addFood} className="btn btn-primary mt-6">
        Add a food item
      </Link>
    </div>
  );
}

function FoodStockLine({ stock }: { stock: Pick<Food, 'quantity' | 'orderCount'> }) {
  return (
    <p className="text-xs text-base-content/75" data-testid="food-stock">
      {stock.quantity > 0 ? `${stock.quantity} in stock` : 'Sold out'} · {stock.orderCount}{' '}
      {stock.orderCount === 1 ? 'order' : 'orders'}
    </p>
  );
}

/** /myAddedFood: the owner's foods with Update and Delete. Scrolls sideways on a narrow phone. */
export function MyFoodsTable({ firstPage, ownerUid }: { firstPage: FoodPage; ownerUid: string }) {
  const fetchPage = useCallback((cursor: FoodCursor) => listMyFoods(ownerUid, cursor), [ownerUid]);
  const pages = useFoodPages(firstPage, fetchPage);
  const { hasMore, status, loadMore, remove } = pages;
  // Stock and order count change as people buy: live for the rows on screen.
  const foods = useLiveStock(ownerUid, pages.foods);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const now = new Date();

  async function onDelete(food: Food) {
    setDeleteError(null);
    if (!(await confirmDelete())) return;
    setDeleting(food._id);
    try {
      await deleteFood(food._id);
      remove(food._id);
      void notify(messages.deleted, 'success', popupMs.deleted);
    } catch (error) {
      console.error(error);
      setDeleteError(
        `We could not delete “${food.foodName}”. Check your connection and try again.`,
      );
    } finally {
      setDeleting(null);
    }
  }

  if (!foods.length && !hasMore) return <EmptyList />;

  // On a phone each row becomes a small card (same table, restyled), so every action is in
  // reach without sideways scrolling.
  return (
    <>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-base-content/75">
          {foods.length}
          {hasMore ? '+' : ''} {foods.length === 1 ? 'dish' : 'dishes'} listed
        </p>
        <Link to={paths.addFood} className="btn btn-primary btn-sm">
          Add a food item
        </Link>
      </div>
      {deleteError && (
        <p role="alert" className="alert alert-error alert-soft mb-4">
          {deleteError}
        </p>
      )}
      <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100 shadow-sm">
        <table role="table" className="table max-sm:block">
          <thead className="max-sm:sr-only">
            <tr role="row">
              <th role="columnheader" scope="col" className="w-12">
                No
              </th>
              <th role="columnheader" scope="col">
                Name
              </th>
              <th role="columnheader" scope="col">
                Price
              </th>
              <th role="columnheader" scope="col">
                Duration
              </th>
              <th role="columnheader" scope="col" className="text-right">
                Action
              </th>
            </tr>
          </thead>
          <tbody className="max-sm:block">
            {foods.map((food, index) => (
              <tr
                key={food._id}
                role="row"
                className="hover:bg-base-200/60 max-sm:grid max-sm:border-b max-sm:border-base-300 max-sm:last:border-0 max-sm:grid-cols-[auto_1fr_auto] max-sm:items-center max-sm:gap-x-3 max-sm:gap-y-2 max-sm:p-4"
              >
                <td role="cell" className="text-base-content/75 max-sm:border-0 max-sm:p-0">
                  {index + 1}
                </td>
                <td role="cell" className="max-sm:border-0 max-sm:p-0">
                  <div className="flex items-center gap-3 sm:min-w-40">
                    <div className="hidden w-16 shrink-0 overflow-hidden rounded-field sm:block">
                      <FoodImage src={food.imageURL} alt="" className="aspect-[4/3] w-16" />
                    </div>
                    <div>
                      <Link
                        to={paths.singleFood(food._id)}
                        className="link link-hover font-semibold"
                      >
                        {food.foodName}
                      </Link>
                      <FoodStockLine stock={food} />
                    </div>
                  </div>
                </td>
                <td
                  role="cell"
                  className="font-semibold whitespace-nowrap max-sm:border-0 max-sm:p-0"
                >
                  {formatPrice(food.price)}
                </td>
                <td
                  role="cell"
                  className="whitespace-nowrap max-sm:col-span-2 max-sm:col-start-2 max-sm:border-0 max-sm:p-0 max-sm:text-sm max-sm:text-base-content/75"
                >
                  <span className="sm:sr-only">Listed for </span>
                  {listedFor(food.createdAt, now)}
                </td>
                <td
                  role="cell"
                  className="max-sm:col-span-2 max-sm:col-start-2 max-sm:border-0 max-sm:p-0"
                >
                  <div className="flex gap-2 sm:justify-end">
                    <Link
                      to={paths.updateFood(food._id)}
                      className="btn btn-outline btn-primary btn-sm"
                      aria-label={`Update ${food.foodName}`}
                    >
                      Update
                    </Link>
                    <button
                      type="button"
                      className="btn btn-error btn-soft btn-sm"
                      aria-label={`Delete ${food.foodName}`}
                      disabled={deleting === food._id}
                      onClick={() => void onDelete(food)}
                    >
                      Delete
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {hasMore && <LoadMore status={status} onLoadMore={() => void loadMore()} />}
    </>
  );
}
