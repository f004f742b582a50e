import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import {
  currencies,
  kitchenFormSchema,
  kitchenLimits,
  listedTimeZones,
  type KitchenFormInput,
} from '@shared';
import { FieldShell, TextField } from '@/components/form/fields';
import { useFormAction } from '@/components/form/form-action';
import { currencyTexts, pageText } from '@/lib/shared-texts';

/** The zones the browser lists, with UTC and the kitchen's own. */
function timeZones(current: string): string[] {
  return [...new Set([...listedTimeZones(), current])].sort();
}

/** A number field that may be left empty: empty is absent (no limit, or the default). */
const optionalNumber = (value: unknown) =>
  value === '' || value === null || value === undefined ? undefined : Number(value);

/**
 * The /myKitchen form: the shared kitchenFormSchema checks it, as the rules do; the route's
 * clientAction saves it.
 */
export function KitchenForm({ defaultValues }: { defaultValues: KitchenFormInput }) {
  const { t } = useLingui();
  const save = useFormAction();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<KitchenFormInput>({
    resolver: zodResolver(kitchenFormSchema),
    defaultValues,
  });
  const zones = useMemo(() => timeZones(defaultValues.timeZone), [defaultValues.timeZone]);
  const busy = isSubmitting || save.pending;
  return (
    <form
      onSubmit={(event) => void handleSubmit((input) => save.submit({ ...input }))(event)}
      noValidate
      aria-busy={busy}
      className="grid gap-x-4 sm:grid-cols-2"
    >
      <TextField
        label={t`Pickup area`}
        registration={register('pickupArea')}
        error={errors.pickupArea}
        hint={t`A neighbourhood or landmark everyone may see, like Dhanmondi`}
      />
      <TextField
        label={t`Pickup address`}
        registration={register('pickupAddress')}
        error={errors.pickupAddress}
        hint={t`Shown to a buyer only once you accept their order`}
      />
      <TextField
        label={t`Opens at`}
        type="time"
        registration={register('openFrom')}
        error={errors.openFrom}
      />
      <TextField
        label={t`Closes at`}
        type="time"
        registration={register('openTo')}
        error={errors.openTo}
      />
      <TextField
        label={t`Time to cook (minutes)`}
        type="number"
        inputMode="numeric"
        min={0}
        max={1440}
        registration={register('leadMinutes', { valueAsNumber: true })}
        error={errors.leadMinutes}
      />
      <TextField
        label={t`Orders per pickup slot`}
        type="number"
        inputMode="numeric"
        min={1}
        max={kitchenLimits.perSlotMax}
        registration={register('perSlot', { setValueAs: optionalNumber })}
        error={errors.perSlot}
        hint={t`The most orders you take for one 15-minute pickup time; empty for no limit`}
      />
      <TextField
        label={t`Time to answer an order (minutes)`}
        type="number"
        inputMode="numeric"
        min={1}
        max={kitchenLimits.answerMinutesMax}
        placeholder={String(kitchenLimits.answerMinutesDefault)}
        registration={register('answerMinutes', { setValueAs: optionalNumber })}
        error={errors.answerMinutes}
        hint={t`An order you neither accept nor decline in this time expires; empty for 30`}
      />
      <div className="fieldset w-full py-1">
        <label htmlFor="kitchen-time-zone" className="fieldset-legend pb-1 text-sm font-semibold">
          <Trans>Time zone</Trans>
        </label>
        <select id="kitchen-time-zone" className="select w-full" {...register('timeZone')}>
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone}
            </option>
          ))}
        </select>
        {errors.timeZone?.message && (
          <p role="alert" className="text-sm font-medium text-error">
            {pageText(errors.timeZone.message)}
          </p>
        )}
      </div>
      <FieldShell
        id="kitchen-currency"
        label={t`Currency`}
        error={errors.currency}
        hint={t`Your dishes' prices are in this currency`}
      >
        <select id="kitchen-currency" className="select w-full" {...register('currency')}>
          {currencies.map((currency) => (
            <option key={currency} value={currency}>
              {t(currencyTexts[currency])}
            </option>
          ))}
        </select>
      </FieldShell>
      <label className="label mt-4 cursor-pointer gap-3 sm:col-span-2">
        <input
          type="checkbox"
          role="switch"
          className="toggle toggle-warning"
          {...register('paused')}
        />
        <span className="font-semibold text-base-content">
          <Trans>Pause orders</Trans>
        </span>
      </label>
      {save.failure && (
        <p role="alert" className="mt-4 text-sm font-medium text-error sm:col-span-2">
          {pageText(save.failure)}
        </p>
      )}
      <button type="submit" className="btn btn-primary btn-lg mt-5 sm:col-span-2" disabled={busy}>
        {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        <Trans>Save</Trans>
      </button>
    </form>
  );
}
