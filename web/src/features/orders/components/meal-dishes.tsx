import { Trans, useLingui } from '@lingui/react/macro';
import { select } from '@lingui/core/macro';
import { Link } from 'react-router-dom';
import type { Order } from '@shared';
import type { Column } from '@/components/list';
import { paths } from '@/config/paths';
import { numberText, pluralForm } from '@/lib/format';
import { isMeal, type OrderEntry } from '../utils/meal-entries';
import { dishColumn } from './order-list';
import { OrderThumbnail } from './order-thumbnail';

/** A meal's dishes and quantities, under one heading. */
function MealDishes({ entry }: { entry: OrderEntry }) {
  const { t } = useLingui();
  const count = entry.lines.length;
  const shown = numberText(count);
  const form = pluralForm(count);
  return (
    <div className="flex items-start gap-3 sm:min-w-44" data-meal-dishes>
      <OrderThumbnail src={entry.imageURL} />
      <div>
        <p className="font-semibold">
          <Trans>Meal</Trans>{' '}
          <span className="font-normal text-base-content/75">
            · {t`${select(form, { one: `${shown} dish`, other: `${shown} dishes` })}`}
          </span>
        </p>
        <ul className="mt-0.5 space-y-0.5 text-sm">
          {entry.lines.map((line) => (
            <li key={line._id} className="flex gap-1.5">
              <Link to={paths.singleFood(line.foodId)} className="link link-hover">
                {line.foodName}
              </Link>
              <span className="whitespace-nowrap text-base-content/75 tabular-nums">
                × {numberText(line.quantity)}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** The dish column of an order list: one dish, or a meal's dishes and their quantities. */
export function entryDishColumn(
  header: string,
  below?: (order: Order) => string,
): Column<OrderEntry> {
  const single = dishColumn(header, below);
  return {
    ...single,
    cell: (entry, index) =>
      isMeal(entry) ? <MealDishes entry={entry} /> : single.cell(entry, index),
  };
}
