import { zodResolver } from '@hookform/resolvers/zod';
import { select } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { z } from '@shared/zod';
import {
  formatBuyingDate,
  messages,
  moneyText,
  purchaseFormSchema,
  type Currency,
  type Kitchen,
  type PurchaseFormInput,
} from '@shared';
import { TextField } from '@/components/form/fields';
import { paths } from '@/config/paths';
import { numberText, pluralForm } from '@/lib/format';
import { i18n, pageLanguage } from '@/lib/i18n';
import { warn } from '@/lib/popups';
import { kitchenTexts, messageTexts, pageText } from '@/lib/shared-texts';
import { useFormAction } from '@/components/form/form-action';
import { newRequestId, preparePurchase, type PurchaseRefusal } from '../api/place-order';
import { PickupTimeSelect, usePickupChoice } from './pickup-time-select';

type PurchaseFormOutput = z.output<typeof purchaseFormSchema>;

interface PurchaseFood {
  _id: string;
  foodName: string;
  price: number;
  currency: Currency;
  /** Units in stock when the page loaded (refreshed after a refusal). */
  quantity: number;
  ownerUid: string;
}

interface Buyer {
  uid: string;
  displayName: string;
  email: string;
}

/**
 * The purchase form: the shared schema checks it; the route's clientAction places the order,
 * and the `placeOrder` function decides.
 */
export function PurchaseForm({
  food,
  buyer,
  kitchen,
  fullPickupTimes,
  warning,
}: {
  food: PurchaseFood;
  buyer: Buyer;
  kitchen: Kitchen;
  /** The kitchen's full pickup times, as the route loaded them. */
  fullPickupTimes: readonly number[];
  /** Above the Purchase button: the diner's allergies the dish holds (the route composes it). */
  warning?: ReactNode;
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  // One id for everything this form submits: a retry or a double click cannot order twice.
  const [requestId] = useState(newRequestId);
  const soldOut = food.quantity <= 0;
  const ownFood = food.ownerUid === buyer.uid;
  const pickup = usePickupChoice(kitchen, fullPickupTimes);
  const { pickupAt } = pickup;
  const language = pageLanguage();
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<PurchaseFormInput, unknown, PurchaseFormOutput>({
    resolver: zodResolver<PurchaseFormInput, unknown, PurchaseFormOutput>(purchaseFormSchema),
    defaultValues: {
      foodName: food.foodName,
      price: moneyText(food.price, food.currency, language),
      quantity: '1',
      buyerName: buyer.displayName || buyer.email,
      buyerEmail: buyer.email,
      buyingDate: formatBuyingDate(new Date()),
    },
  });

  useEffect(preparePurchase, []);

  // The read-only Price follows a language chosen while the form is open, as the page's texts do.
  useEffect(
    () => setValue('price', moneyText(food.price, food.currency, language)),
    [setValue, food.price, food.currency, language],
  );

  // The spec's warning on load when nothing is left; once per food, not after each refresh.
  const warnedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!soldOut || warnedFor.current === food._id) return;
    warnedFor.current = food._id;
    warn(i18n._(messageTexts.foodUnavailable));
  }, [soldOut, food._id]);

  const order = useFormAction<never, PurchaseRefusal>(undefined, ({ reason, next }) =>
    pickup.refused(reason, next),
  );

  const onValid = ({ quantity, buyingDate }: PurchaseFormOutput) => {
    if (order.pending) return;
    // What the page already knows is said at once; the server checks it all again.
    if (ownFood) {
      warn(i18n._(messageTexts.ownFood));
      navigate(paths.allFood);
      return;
    }
    if (quantity > food.quantity) {
      warn(i18n._(messageTexts.overQuantity));
      return;
    }
    void order.submit({
      foodId: food._id,
      quantity,
      buyingDate,
      requestId,
      ...(pickupAt === null ? {} : { pickupAt: new Date(pickupAt).toISOString() }),
    });
  };

  // "Fewer than one" is a popup in the spec, besides the message under the field.
  const onInvalid = (invalid: FieldErrors<PurchaseFormInput>) => {
    if (invalid.quantity?.message === messages.atLeastOne) warn(i18n._(messageTexts.atLeastOne));
  };

  const busy = isSubmitting || order.pending;
  const failure = order.failure;
  const stock = food.quantity;
  const units = numberText(stock);
  const stockForm = pluralForm(stock);
  return (
    <form
      onSubmit={(event) => void handleSubmit(onValid, onInvalid)(event)}
      noValidate
      aria-busy={busy}
      className="grid gap-x-4 sm:grid-cols-2"
    >
      <TextField
        label={t`Food Name`}
        readOnly
        registration={register('foodName')}
        error={errors.foodName}
      />
      <TextField label={t`Price`} readOnly registration={register('price')} error={errors.price} />
      <TextField
        label={t`Quantity`}
        inputMode="numeric"
        autoComplete="off"
        registration={register('quantity')}
        error={errors.quantity}
        hint={
          soldOut
            ? t`Sold out`
            : t`${select(stockForm, { one: `${units} unit available`, other: `${units} units available` })}`
        }
      />
      <TextField
        label={t`Buying Date`}
        inputMode="numeric"
        autoComplete="off"
        registration={register('buyingDate')}
        error={errors.buyingDate}
        // The format the field takes (Latin digits in every language); translators may gloss it.
        hint={t`YYYY/MM/DD HH:mm:ss`}
      />
      <PickupTimeSelect {...pickup.select} />
      <TextField
        label={t`Buyer Name`}
        readOnly
        registration={register('buyerName')}
        error={errors.buyerName}
      />
      <TextField
        label={t`Buyer Email`}
        type="email"
        readOnly
        registration={register('buyerEmail')}
        error={errors.buyerEmail}
      />

      {soldOut && (
        <p className="alert alert-warning alert-soft mt-3 text-sm sm:col-span-2">
          <span>
            <Trans>
              This dish is sold out for now.{' '}
              <Link to={paths.allFood} className="link font-semibold">
                Browse other food
              </Link>
            </Trans>
          </span>
        </p>
      )}
      {kitchen.paused && (
        <p role="status" className="alert alert-warning alert-soft mt-3 sm:col-span-2">
          {t(kitchenTexts.notTakingOrders)}
        </p>
      )}
      {ownFood && (
        <p className="alert alert-info alert-soft mt-3 text-sm sm:col-span-2">
          <Trans>You listed this dish yourself, so you can't order it.</Trans>
        </p>
      )}
      {failure && (
        <p role="alert" className="alert alert-error alert-soft mt-3 sm:col-span-2">
          {pageText(failure)}
        </p>
      )}
      <div className="mt-5 sm:col-span-2 [&:empty]:hidden">{warning}</div>
      <button
        type="submit"
        className="btn btn-primary btn-lg mt-5 sm:col-span-2"
        disabled={soldOut || busy || kitchen.paused || pickupAt === null}
      >
        {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {order.pending ? <Trans>Placing your order…</Trans> : <Trans>Purchase</Trans>}
      </button>
    </form>
  );
}
