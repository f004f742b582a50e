import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  mealLimits,
  messages,
  moneyText,
  refusalMessages,
  type Food,
  type Kitchen,
  type RefusalReason,
} from '@shared';
import { useFormAction } from '@/components/form/form-action';
import { useConcurrentRowWrites } from '@/components/list/row-writes';
import { paths } from '@/config/paths';
import { numberText } from '@/lib/format';
import { pageLanguage } from '@/lib/i18n';
import { kitchenTexts, mealTexts, pageText } from '@/lib/shared-texts';
import type { MealWrite } from '../api/meal-writes';
import { newRequestId } from '../api/place-order';
import { OrderThumbnail } from './order-thumbnail';
import { PickupTimeSelect, usePickupChoice } from './pickup-time-select';

/** A dish of the meal as the page shows it: null `food` when it is gone or hidden. */
export interface MealRow {
  foodId: string;
  quantity: number;
  food: Pick<Food, 'foodName' | 'price' | 'currency' | 'quantity' | 'imageURL'> | null;
}

/**
 * What the action answers when the meal was not ordered: the reason and the dish it names. Its
 * texts, like a line's problem, are the shared code's English, shown through pageText.
 */
export type MealRefusal = {
  reason: RefusalReason | null;
  next: number | null;
  foodId: string | null;
};

function lineProblem(row: MealRow): string | null {
  if (!row.food) return messages.foodUnavailable;
  if (row.quantity > row.food.quantity) return messages.overQuantity;
  return null;
}

function MealLine({
  row,
  refused,
  busy,
  onQuantity,
  onRemove,
}: {
  row: MealRow;
  refused: string | null;
  busy: boolean;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}) {
  const { t } = useLingui();
  const language = pageLanguage();
  const { food } = row;
  const name = food?.foodName ?? t`A dish no longer available`;
  const price = food ? moneyText(food.price, food.currency, language) : '';
  const most = Math.min(mealLimits.lineQuantityMax, Math.max(food?.quantity ?? 0, row.quantity));
  const problem = refused ?? lineProblem(row);
  const selectId = `meal-quantity-${row.foodId}`;
  return (
    <li
      className={`grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-4 gap-y-2 border-b border-base-300 py-4 last:border-b-0 sm:grid-cols-[auto_minmax(0,1fr)_6rem_6rem_auto] ${problem ? 'bg-warning/5' : ''}`}
      data-food-id={row.foodId}
      aria-busy={busy}
    >
      <OrderThumbnail src={food?.imageURL ?? ''} />
      <div className="min-w-0 max-sm:col-start-1 max-sm:row-start-1">
        <Link to={paths.singleFood(row.foodId)} className="link link-hover font-semibold">
          {name}
        </Link>
        {food && (
          <p className="text-sm text-base-content/75">
            <span className="sr-only">{`${t`Unit price`} `}</span>
            {t`${price} each`}
          </p>
        )}
        {problem && (
          <p role="alert" className="mt-1 text-sm font-medium text-error">
            {pageText(problem)}
          </p>
        )}
      </div>
      <div className="flex flex-col gap-1 max-sm:col-start-1 max-sm:row-start-2">
        <label htmlFor={selectId} className="text-xs font-semibold">
          {t(mealTexts.quantity)}
        </label>
        <select
          id={selectId}
          className="select select-sm w-24"
          value={row.quantity}
          disabled={busy || !food}
          onChange={(event) => onQuantity(Number(event.target.value))}
        >
          {Array.from({ length: Math.max(most, 1) }, (_, index) => index + 1).map((units) => (
            <option key={units} value={units}>
              {numberText(units, language)}
            </option>
          ))}
        </select>
      </div>
      <p className="text-right font-semibold tabular-nums max-sm:col-start-2 max-sm:row-start-2 max-sm:self-end">
        <span className="sr-only">{`${t`Line total`} `}</span>
        {food ? moneyText(food.price * row.quantity, food.currency, language) : '—'}
      </p>
      <div className="flex justify-end max-sm:col-start-2 max-sm:row-start-1 max-sm:self-start">
        <button
          type="button"
          className="btn btn-ghost btn-sm text-error"
          disabled={busy}
          aria-label={t`Remove ${name}`}
          onClick={onRemove}
        >
          {t(mealTexts.remove)}
        </button>
      </div>
    </li>
  );
}

/**
 * /myMeal: the dishes of the meal in progress, their quantities and total, one pickup time
 * for all of them, and `Place order`. The route's clientAction writes the meal and orders it.
 */
export function MealPage({
  rows,
  kitchen,
  cookName,
  fullPickupTimes,
}: {
  rows: MealRow[];
  kitchen: Kitchen;
  cookName: string;
  /** The kitchen's full pickup times, as the route loaded them. */
  fullPickupTimes: readonly number[];
}) {
  const { t } = useLingui();
  // The rows' own writes (quantity, remove), one fetcher per dish: several may run at once.
  const lines = useConcurrentRowWrites<Extract<MealWrite, { id: string }>>('meal-line');
  // One id for everything this page submits: a double click cannot order twice.
  const [requestId] = useState(newRequestId);
  const pickup = usePickupChoice(kitchen, fullPickupTimes);
  const { pickupAt } = pickup;
  const [refused, setRefused] = useState<{ foodId: string; message: string } | null>(null);

  const place = useFormAction<never, MealRefusal>(undefined, ({ reason, next, foodId }) => {
    pickup.refused(reason, next);
    setRefused(foodId && reason ? { foodId, message: refusalMessages[reason] } : null);
  });

  const total = rows.reduce((sum, row) => sum + (row.food ? row.food.price * row.quantity : 0), 0);
  const blocked = rows.some((row) => lineProblem(row) !== null);
  const busy = place.pending || lines.busy.size > 0;

  return (
    <>
      <p className="-mt-5 mb-6 text-base-content/75">
        <Trans>
          From <span className="font-semibold text-base-content">{cookName}</span>’s kitchen: one
          pickup for every dish.
        </Trans>
      </p>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <ul
          className="rounded-box border border-base-300 bg-base-100 px-4 shadow-sm sm:px-6"
          aria-label={t`Dishes in your meal`}
        >
          {rows.map((row) => (
            <MealLine
              key={row.foodId}
              row={row}
              refused={refused?.foodId === row.foodId ? refused.message : null}
              busy={lines.busy.has(row.foodId) || place.pending}
              onQuantity={(quantity) => {
                setRefused(null);
                void lines.write({ intent: 'quantity', id: row.foodId, quantity });
              }}
              onRemove={() => {
                setRefused(null);
                void lines.write({ intent: 'remove', id: row.foodId });
              }}
            />
          ))}
        </ul>
        <form
          className="rounded-box border border-base-300 bg-base-100 p-5 shadow-sm sm:p-6"
          aria-busy={place.pending}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (busy) return;
            void place.submit({
              intent: 'place',
              requestId,
              pickupAt: pickupAt === null ? null : new Date(pickupAt).toISOString(),
            } satisfies MealWrite);
          }}
        >
          <p className="flex items-baseline justify-between text-lg">
            <span className="font-semibold">{t(mealTexts.total)}</span>
            <span className="text-2xl font-bold text-primary tabular-nums" data-testid="meal-total">
              {moneyText(total, kitchen.currency, pageLanguage())}
            </span>
          </p>
          <div className="mt-3">
            <PickupTimeSelect id="meal-pickup-time" {...pickup.select} />
          </div>
          {kitchen.paused && (
            <p role="status" className="alert alert-warning alert-soft mt-3">
              {t(kitchenTexts.notTakingOrders)}
            </p>
          )}
          {place.failure && (
            <p role="alert" className="alert alert-error alert-soft mt-3">
              {pageText(place.failure)}
            </p>
          )}
          <button
            type="submit"
            className="btn btn-primary btn-lg mt-5 w-full"
            disabled={busy || blocked || kitchen.paused || pickupAt === null}
          >
            {place.pending && (
              <span className="loading loading-spinner loading-sm" aria-hidden="true" />
            )}
            {t(mealTexts.placeOrder)}
          </button>
        </form>
      </div>
    </>
  );
}

/** An empty meal: where to find dishes. */
export function EmptyMeal() {
  const { t } = useLingui();
  return (
    <div className="rounded-box border border-dashed border-base-300 bg-base-100 px-6 py-14 text-center">
      <p className="text-lg font-semibold">{t(mealTexts.empty)}</p>
      <p className="mt-1 text-base-content/75">
        <Trans>Add dishes of one kitchen from their pages, then order them together.</Trans>
      </p>
      <Link to={paths.allFood} className="btn btn-primary mt-6">
        <Trans>Browse all food</Trans>
      </Link>
    </div>
  );
}
