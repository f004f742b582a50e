// /myAccount's form (contract): the fieldset `My allergies` (the 14 labels), the switch
// `E-mail me about my orders` (absent = on), and `Save`. The route's clientAction saves both.
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { allergens, type Allergen } from '@shared/declaration';
import { useFormAction } from '@/components/form/form-action';
import { allergenTexts } from '@/lib/food-texts';
import { pageText } from '@/lib/shared-texts';
import type { AccountChoices } from '../api/account-choices';

export function AccountForm({ defaultValues }: { defaultValues: AccountChoices }) {
  const { t } = useLingui();
  const { register, handleSubmit } = useForm<AccountChoices>({ defaultValues });
  const save = useFormAction();
  const submit = handleSubmit((choices) =>
    save.submit({ avoid: [...(choices.avoid as Allergen[])], emailOrders: choices.emailOrders }),
  );
  return (
    <form onSubmit={submit} noValidate className="grid gap-6">
      <fieldset className="fieldset">
        <legend className="fieldset-legend pb-1 text-base font-semibold">
          <Trans>My allergies</Trans>
        </legend>
        <p className="text-sm text-base-content/75">
          <Trans>
            All Food starts free from these, and a dish that contains or may contain one of them
            warns you before you buy.
          </Trans>
        </p>
        <div className="mt-2 grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-2">
          {allergens.map((allergen) => (
            <label key={allergen} className="flex min-h-9 cursor-pointer items-center gap-2">
              <input
                type="checkbox"
                value={allergen}
                className="checkbox checkbox-sm"
                {...register('avoid')}
              />
              {t(allergenTexts[allergen])}
            </label>
          ))}
        </div>
      </fieldset>
      <label className="flex cursor-pointer items-center gap-3 rounded-box bg-base-200 px-4 py-3">
        <input type="checkbox" className="toggle toggle-primary" {...register('emailOrders')} />
        <span className="font-semibold">
          <Trans>E-mail me about my orders</Trans>
        </span>
      </label>
      {save.failure && (
        <p role="alert" className="text-sm font-medium text-error">
          {pageText(save.failure)}
        </p>
      )}
      <button type="submit" className="btn btn-primary btn-lg" disabled={save.pending}>
        {save.pending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        <Trans>Save</Trans>
      </button>
    </form>
  );
}
