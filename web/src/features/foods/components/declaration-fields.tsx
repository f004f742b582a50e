// The declaration's fields on the add and update forms (contract, "What's in the food"):
// fieldsets of checkboxes for `Allergens`, `May contain` and `Diet tags`, the `Ingredients`
// textarea and the `Diet` radio group. Each control has its visible label.
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { allergens, diets, dietTags } from '@shared/declaration';
import { TextareaField } from '@/components/form/fields';
import { allergenTexts, dietTagTexts, dietTexts } from '@/lib/food-texts';
import { pageText } from '@/lib/shared-texts';

/** A field's error as react-hook-form gives it (a list's error is one too). */
interface Problem {
  message?: string | undefined;
}

interface ChoiceGroupProps {
  legend: string;
  hint?: string;
  options: readonly string[];
  labels: Readonly<Record<string, MessageDescriptor>>;
  registration: UseFormRegisterReturn;
  error?: Problem | undefined;
  type?: 'checkbox' | 'radio';
  columns?: string;
}

/** A fieldset of checkboxes (or radios) with a legend: its values are an array (or one value). */
function ChoiceGroup({
  legend,
  hint,
  options,
  labels,
  registration,
  error,
  type = 'checkbox',
  columns = 'grid-cols-2',
}: ChoiceGroupProps) {
  const { t } = useLingui();
  const id = useId();
  return (
    <fieldset
      className="fieldset w-full py-1"
      aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="fieldset-legend pb-1 text-sm font-semibold">{legend}</legend>
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-base-content/70">
          {hint}
        </p>
      )}
      <div className={`grid gap-x-4 gap-y-1 ${columns}`}>
        {options.map((option) => (
          <label key={option} className="flex min-h-8 cursor-pointer items-center gap-2 text-sm">
            <input
              type={type}
              value={option}
              className={type === 'radio' ? 'radio radio-sm' : 'checkbox checkbox-sm'}
              {...registration}
            />
            {labels[option] ? t(labels[option]) : option}
          </label>
        ))}
      </div>
      {error?.message && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-error">
          {pageText(error.message)}
        </p>
      )}
    </fieldset>
  );
}

interface DeclarationFieldsProps {
  register: (
    name: 'allergens' | 'mayContain' | 'dietTags' | 'diet' | 'ingredients',
  ) => UseFormRegisterReturn;
  errors: Partial<
    Record<'allergens' | 'mayContain' | 'dietTags' | 'diet' | 'ingredients', Problem | undefined>
  >;
}

export function DeclarationFields({ register, errors }: DeclarationFieldsProps) {
  const { t } = useLingui();
  return (
    <div className="grid gap-x-6 gap-y-2 border-t border-base-300 pt-4 sm:col-span-2 sm:grid-cols-2">
      <h2 className="font-display text-lg font-semibold sm:col-span-2">
        <Trans>What’s in the food</Trans>
      </h2>
      <ChoiceGroup
        legend={t`Diet`}
        type="radio"
        options={diets}
        labels={dietTexts}
        columns="grid-cols-3"
        registration={register('diet')}
        error={errors.diet}
      />
      <ChoiceGroup
        legend={t`Diet tags`}
        options={dietTags}
        labels={dietTagTexts}
        columns="grid-cols-2 sm:grid-cols-3"
        registration={register('dietTags')}
        error={errors.dietTags}
      />
      <ChoiceGroup
        legend={t`Allergens`}
        hint={t`What the dish contains.`}
        options={allergens}
        labels={allergenTexts}
        registration={register('allergens')}
        error={errors.allergens}
      />
      <ChoiceGroup
        legend={t`May contain`}
        hint={t`Traces from your kitchen (cross-contact).`}
        options={allergens}
        labels={allergenTexts}
        registration={register('mayContain')}
        error={errors.mayContain}
      />
      <div className="sm:col-span-2">
        <TextareaField
          label={t`Ingredients`}
          rows={3}
          hint={t`Everything that goes in, e.g. red lentils, tomato, garlic, cumin, oil.`}
          registration={register('ingredients')}
          error={errors.ingredients as FieldError | undefined}
        />
      </div>
    </div>
  );
}
