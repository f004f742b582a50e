import { Link } from 'react-router-dom';
import { moneyText, type Food } from '@shared';
import { actionColumn, DeleteButton, ListTable, numberColumn } from '@/components/list';
import type { Column, EmptyList } from '@/components/list';
import { paths } from '@/config/paths';
import { confirmDelete } from '@/lib/popups';
import type { FoodPage } from '../api/run-food-query';
import { useLiveStock } from '../api/use-live-foods';
import { useMorePages } from '@/components/list/more-pages';
import { listedFor } from '../utils/format';
import { FoodImage } from './food-image';
import { HiddenMark } from './hidden-mark';

function FoodStockLine({ stock }: { stock: Pick<Food, 'quantity' | 'orderCount'> }) {
  return (
    <p className="text-xs text-base-content/75" data-testid="food-stock">
      {stock.quantity > 0 ? `${stock.quantity} in stock` : 'Sold out'} · {stock.orderCount}{' '}
      {stock.orderCount === 1 ? 'order' : 'orders'}
    </p>
  );
}

interface Cells {
  now: Date;
  deleting: string | null;
  onDelete: (food: Food) => void;
}

const noFood: EmptyList = {
  title: 'No food added yet',
  text: 'Dishes you list appear here, where you can update or delete them.',
  link: { to: paths.addFood, label: 'Add a food item' },
};

// On a phone: the number, the dish and its price on top; how long it is listed under the dish,
// then Update and Delete.
const columns = ({ now, deleting, onDelete }: Cells): Column<Food>[] => [
  numberColumn(),
  {
    header: 'Name',
    cell: (food) => (
      <div className="flex items-center gap-3 sm:min-w-40">
        <div className="hidden w-16 shrink-0 overflow-hidden rounded-field sm:block">
          <FoodImage src={food.imageURL} alt="" sizes="4rem" className="aspect-[4/3] w-16" />
        </div>
        <div>
          <Link to={paths.singleFood(food._id)} className="link link-hover font-semibold">
            {food.foodName}
          </Link>
          <FoodStockLine stock={food} />
          <HiddenMark item={food} />
        </div>
      </div>
    ),
  },
  {
    header: 'Price',
    className: 'font-semibold whitespace-nowrap',
    cell: (food) => moneyText(food.price, food.currency),
  },
  {
    header: 'Duration',
    className:
      'whitespace-nowrap max-sm:col-span-2 max-sm:col-start-2 max-sm:text-sm max-sm:text-base-content/75',
    phoneLabel: 'Listed for',
    cell: (food) => listedFor(food.createdAt, now),
  },
  actionColumn('max-sm:col-span-2 max-sm:col-start-2', (food) => (
    <div className="flex gap-2 sm:justify-end">
      <Link
        to={paths.updateFood(food._id)}
        className="btn btn-outline btn-primary btn-sm"
        aria-label={`Update ${food.foodName}`}
      >
        Update
      </Link>
      <DeleteButton
        label={`Delete ${food.foodName}`}
        busy={deleting === food._id}
        onClick={() => onDelete(food)}
      />
    </div>
  )),
];

/** Deleting a food: the page's write (its route's action) for the row, after the confirmation. */
export interface FoodDeletes {
  /** The food being deleted, if any. */
  deleting: string | null;
  /** Foods deleted here since the page loaded. */
  deleted: ReadonlySet<string>;
  /** What went wrong with the last delete, if it failed. */
  alert: string | null;
  remove: (food: Food) => void;
}

/** /myAddedFood: the owner's foods with Update and Delete. On a phone each row is a card. */
export function MyFoodsTable({
  firstPage,
  ownerUid,
  deletes,
}: {
  firstPage: FoodPage;
  ownerUid: string;
  deletes: FoodDeletes;
}) {
  const { items, hasMore, status, loadMore } = useMorePages(firstPage, deletes.deleted);
  // Stock and order count change as people buy: live for the rows on screen.
  const foods = useLiveStock(ownerUid, items);
  const now = new Date();

  async function onDelete(food: Food) {
    if (await confirmDelete()) deletes.remove(food);
  }

  return (
    <ListTable
      rows={foods}
      columns={columns({
        now,
        deleting: deletes.deleting,
        onDelete: (food) => void onDelete(food),
      })}
      count={{ one: 'dish', many: 'dishes', note: 'listed' }}
      action={{ to: paths.addFood, label: 'Add a food item' }}
      alert={deletes.alert}
      empty={noFood}
      more={{ hasMore, status, onLoadMore: loadMore, noun: 'food' }}
    />
  );
}
