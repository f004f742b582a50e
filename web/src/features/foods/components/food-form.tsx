import { zodResolver } from '@hookform/resolvers/zod';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  categories,
  contradictionKey,
  countries,
  foodFormSchema,
  type Category,
  type Country,
  type DeclaredFoodFields,
  type FoodFields,
  type FoodFormInput,
} from '@shared';
import type { Diet, FoodDeclaration } from '@shared/declaration';
import { DeclarationFields } from './declaration-fields';
import { SelectField, TextareaField, TextField } from '@/components/form/fields';
import { useFormAction } from '@/components/form/form-action';
import { PhotoField } from '@/components/form/photo-field';
import { photoTexts } from '@/config/photo-texts';
import { errorCode } from '@/lib/errors';
import { categoryText, countryText } from '@/lib/food-texts';
import { i18n } from '@/lib/i18n';
import { pageText } from '@/lib/shared-texts';
import { contradictionText } from '../utils/contradiction-text';

/**
 * What the form holds: text as typed, "0" in a select for the spec's "no selection", no diet
 * until one is chosen.
 */
type FoodFormValues = Omit<FoodFormInput, 'category' | 'country' | 'diet'> & {
  category: Category | '0';
  country: Country | '0';
  diet: Diet | null;
};

export const emptyFood: FoodFormValues = {
  foodName: '',
  imageURL: '',
  category: '0',
  country: '0',
  price: '',
  quantity: '',
  description: '',
  allergens: [],
  mayContain: [],
  ingredients: '',
  diet: null,
  dietTags: [],
};

/**
 * A stored food as the form shows it: only the seven fields and the declaration (the schema is
 * strict), numbers as text. A food listed before declarations starts with none chosen.
 */
export function foodFormValues(food: FoodFields & Partial<FoodDeclaration>): FoodFormValues {
  return {
    foodName: food.foodName,
    imageURL: food.imageURL,
    category: food.category,
    country: food.country,
    price: Number.isInteger(food.price) ? String(food.price) : food.price.toFixed(2),
    quantity: String(food.quantity),
    description: food.description,
    allergens: food.allergens ?? [],
    mayContain: food.mayContain ?? [],
    ingredients: food.ingredients ?? '',
    diet: food.diet ?? null,
    dietTags: food.dietTags ?? [],
  };
}

interface Props {
  defaultValues: FoodFormValues;
  /** The owner's name and e-mail, shown read-only: a food is always listed as its owner. */
  owner: { name: string; email: string };
  submitLabel: string;
  /** After a save: clear the form and keep the button disabled this long (the add page). */
  resetAfterSave?: { reenableAfterMs: number };
}

/** What a failed save of a food says (the route's action answers with it), in the page's language. */
export function saveErrorText(error: unknown): string {
  const code = errorCode(error);
  if (code === 'permission-denied') return i18n._(msg`You are not allowed to save this food.`);
  if (code === 'not-found') return i18n._(msg`This food no longer exists.`);
  return i18n._(msg`We could not save your food. Check your connection and try again.`);
}

/**
 * The add and update form: the shared zod schema checks it, as firestore.rules do; the route's
 * clientAction saves it.
 */
export function FoodForm({ defaultValues, owner, submitLabel, resetAfterSave }: Props) {
  const { t } = useLingui();
  const [coolingDown, setCoolingDown] = useState(false);
  const [photoSending, setPhotoSending] = useState(false);
  // A new key after a save clears the photo field with the rest of the form.
  const [photoKey, setPhotoKey] = useState(0);
  const waitId = useId();
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<FoodFormValues, unknown, DeclaredFoodFields>({
    resolver: zodResolver<FoodFormValues, unknown, DeclaredFoodFields>(foodFormSchema),
    defaultValues,
  });

  useEffect(() => {
    if (!coolingDown || !resetAfterSave) return;
    const timer = setTimeout(() => setCoolingDown(false), resetAfterSave.reenableAfterMs);
    return () => clearTimeout(timer);
  }, [coolingDown, resetAfterSave]);

  const save = useFormAction(() => {
    if (!resetAfterSave) return;
    reset(emptyFood);
    setPhotoKey((key) => key + 1);
    setCoolingDown(true);
  });
  const submit = handleSubmit((fields) => save.submit({ ...fields }));
  const saveError = save.failure;
  const contradiction = (errors as Record<string, { message?: string } | undefined>)[
    contradictionKey
  ]?.message;
  // A photo on its way would be saved as the address it replaces: the button waits for it.
  const busy = isSubmitting || save.pending || coolingDown || photoSending;

  return (
    <form onSubmit={submit} noValidate className="grid gap-x-6 gap-y-1 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <TextField
          label={t`Food Name`}
          autoComplete="off"
          registration={register('foodName')}
          error={errors.foodName}
        />
      </div>
      <TextField
        label={t`Image URL`}
        type="url"
        inputMode="url"
        placeholder="https://…"
        registration={register('imageURL')}
        error={errors.imageURL}
      />
      <PhotoField
        key={photoKey}
        onSent={(imageURL) =>
          setValue('imageURL', imageURL, { shouldValidate: true, shouldDirty: true })
        }
        onSendingChange={setPhotoSending}
      />
      <SelectField
        label={t`Category`}
        placeholder={t`Select a category`}
        options={categories}
        optionLabel={categoryText}
        registration={register('category')}
        error={errors.category}
      />
      <SelectField
        label={t`Country`}
        placeholder={t`Select a country`}
        options={countries}
        optionLabel={countryText}
        registration={register('country')}
        error={errors.country}
      />
      <TextField
        label={t`Price`}
        inputMode="decimal"
        placeholder="12.50"
        hint={t`In dollars, e.g. 12 or 12.50`}
        registration={register('price')}
        error={errors.price}
      />
      <TextField
        label={t`Quantity`}
        inputMode="numeric"
        placeholder="10"
        hint={t`How many portions you can sell`}
        registration={register('quantity')}
        error={errors.quantity}
      />
      <TextField label={t`User Name`} value={owner.name} readOnly registration={{}} />
      <TextField label={t`User Email`} value={owner.email} readOnly registration={{}} />
      <div className="sm:col-span-2">
        <TextareaField
          label={t`Description`}
          rows={4}
          registration={register('description')}
          error={errors.description}
        />
      </div>
      <DeclarationFields register={register} errors={errors} />
      {/* A declaration that contradicts itself: said under the form, and nothing is saved. */}
      {contradiction && (
        <p
          role="alert"
          className="alert alert-error alert-soft mt-2 sm:col-span-2"
          data-testid="declaration-contradiction"
        >
          {contradictionText(contradiction, getValues() as Partial<FoodDeclaration>)}
        </p>
      )}
      {saveError && (
        <p role="alert" className="alert alert-error alert-soft sm:col-span-2">
          {pageText(saveError)}
        </p>
      )}
      {photoSending && (
        <p id={waitId} className="mt-3 text-sm font-medium sm:col-span-2">
          {t(photoTexts.waitForPhoto)}
        </p>
      )}
      <button
        type="submit"
        className="btn btn-primary mt-4 w-full sm:col-span-2"
        disabled={busy}
        aria-busy={isSubmitting}
        aria-describedby={photoSending ? waitId : undefined}
      >
        {isSubmitting && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {submitLabel}
      </button>
    </form>
  );
}
