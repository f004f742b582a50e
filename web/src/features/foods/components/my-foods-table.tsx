import { msg, select } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { moneyText, type Food } from '@shared';
import { actionColumn, DeleteButton, ListTable, numberColumn } from '@/components/list';
import type { Column, EmptyList } from '@/components/list';
import { paths } from '@/config/paths';
import { numberText, pluralForm } from '@/lib/format';
import { i18n, pageLanguage } from '@/lib/i18n';
import { confirmDelete } from '@/lib/popups';
import type { FoodPage } from '../api/run-food-query';
import type { Stock } from '../api/use-live-foods';
import { useMorePages } from '@/components/list/more-pages';
import { listedFor } from '../utils/format';
import { FoodImage } from './food-image';
import { HiddenMark } from './hidden-mark';

function FoodStockLine({ stock }: { stock: Pick<Food, 'quantity' | 'orderCount'> }) {
  const { t } = useLingui();
  const inStock = numberText(stock.quantity);
  const orderCount = stock.orderCount;
  const orders = numberText(orderCount);
  const form = pluralForm(orderCount);
  return (
    <p className="text-xs text-base-content/75" data-testid="food-stock">
      {stock.quantity > 0 ? t`${inStock} in stock` : t`Sold out`} ·{' '}
      {t`${select(form, { one: `${orders} order`, other: `${orders} orders` })}`}
    </p>
  );
}

interface Cells {
  now: Date;
  deleting: string | null;
  onDelete: (food: Food) => void;
}

const noFood = (): EmptyList => ({
  title: i18n._(msg`No food added yet`),
  text: i18n._(msg`Dishes you list appear here, where you can update or delete them.`),
  link: { to: paths.addFood, label: i18n._(msg`Add a food item`) },
});

// On a phone: the number, the dish and its price on top; how long it is listed under the dish,
// then Update and Delete. Made while the page renders, in its language.
const columns = ({ now, deleting, onDelete }: Cells): Column<Food>[] => [
  numberColumn(),
  {
    header: i18n._(msg`Name`),
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
    header: i18n._(msg`Price`),
    className: 'font-semibold whitespace-nowrap',
    cell: (food) => moneyText(food.price, food.currency, pageLanguage()),
  },
  {
    header: i18n._(msg`Duration`),
    className:
      'whitespace-nowrap max-sm:col-span-2 max-sm:col-start-2 max-sm:text-sm max-sm:text-base-content/75',
    phoneLabel: i18n._(msg`Listed for`),
    cell: (food) => listedFor(food.createdAt, now),
  },
  actionColumn('max-sm:col-span-2 max-sm:col-start-2', (food) => {
    const foodName = food.foodName;
    return (
      <div className="flex gap-2 sm:justify-end">
        <Link
          to={paths.updateFood(food._id)}
          className="btn btn-outline btn-primary btn-sm"
          aria-label={i18n._(msg`Update ${foodName}`)}
        >
          <Trans>Update</Trans>
        </Link>
        <DeleteButton
          label={i18n._(msg`Delete ${foodName}`)}
          busy={deleting === food._id}
          onClick={() => onDelete(food)}
        />
      </div>
    );
  }),
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

const LiveStock = lazy(() => import('./live-stock'));

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
  // Stock and order count change as people buy: live for the rows on screen, once the live
  // view (its own chunk) answers.
  const [stock, setStock] = useState<ReadonlyMap<string, Stock>>(new Map());
  const foods = useMemo(
    () => items.map((food) => ({ ...food, ...stock.get(food._id) })),
    [items, stock],
  );
  const { t } = useLingui();
  const now = new Date();

  async function onDelete(food: Food) {
    if (await confirmDelete()) deletes.remove(food);
  }

  return (
    <>
      <ListTable
        rows={foods}
        columns={columns({
          now,
          deleting: deletes.deleting,
          onDelete: (food) => void onDelete(food),
        })}
        count={{ one: t`dish`, many: t`dishes`, note: t`listed` }}
        action={{ to: paths.addFood, label: t`Add a food item` }}
        alert={deletes.alert}
        empty={noFood()}
        more={{ hasMore, status, onLoadMore: loadMore, noun: t`food` }}
      />
      <Suspense>
        <LiveStock ownerUid={ownerUid} rows={items.length} onStock={setStock} />
      </Suspense>
    </>
  );
}
