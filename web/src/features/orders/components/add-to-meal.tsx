import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Suspense, useEffect, useId, useState } from 'react';
import { useResolved } from '@/components/use-resolved';
import { mealLimits, type Kitchen } from '@shared';
import { useFormAction } from '@/components/form/form-action';
import { popupMs } from '@/config/ui';
import { useAuth } from '@/lib/auth-context';
import { confirmAction, notify } from '@/lib/popups';
import { prepareStore } from '@/lib/data/store';
import { i18n } from '@/lib/i18n';
import { mealTexts, pageText } from '@/lib/shared-texts';
import type { AddToMealAnswer } from '../api/meal';
import type { AddToMealFields } from '../api/meal-writes';

/** What the detail page's action answers to `Add to meal` (its route writes the meal). */
type AddToMealRefusal = { otherKitchen?: string };

/** The route's answer as the form reads it. */
export function addToMealAnswer(answer: AddToMealAnswer) {
  if ('added' in answer) return { saved: answer.added };
  if ('otherKitchen' in answer) return { failed: null, otherKitchen: answer.otherKitchen };
  return { failed: answer.failed };
}

/**
 * `Add to meal` with its `Quantity` beside it, on a dish's page. The route's clientAction adds
 * the dish to the diner's meal; a dish of another kitchen than the meal's asks first whether
 * to start a new meal.
 */
export function AddToMeal({
  cookUid,
  kitchen,
  soldOut,
}: {
  cookUid: string;
  /** The cook's kitchen card, or its read under way: a paused kitchen takes no dish. */
  kitchen: Kitchen | Promise<Kitchen>;
  soldOut: boolean;
}) {
  // Until Firebase Auth reports, the user this browser remembers (as the navbar shows them).
  const { user, remembered } = useAuth();
  const viewer = user ?? remembered;
  const { t } = useLingui();
  const id = useId();
  const [quantity, setQuantity] = useState('1');
  const units = Number(quantity);
  // The input's own constraints (min, max, step): the cart's rule for a line, 1-100 whole units,
  // which the action checks again with the cart's schema, and firestore.rules once more. The
  // schema's code stays out of the dish page until the diner adds the dish.
  const [valid, setValid] = useState(true);

  // The Firestore client, loaded once the dish is on screen: `Add to meal` then waits only for
  // the server.
  useEffect(prepareStore, []);

  const add = useFormAction<number, AddToMealRefusal>(
    () => void notify(i18n._(mealTexts.added), 'success', popupMs.addedToMeal),
    ({ otherKitchen }) => {
      if (otherKitchen === undefined) return;
      // mealMessages.otherKitchen's words, with the cook's name.
      const cookName = otherKitchen;
      void confirmAction({
        heading: i18n._(mealTexts.startNewTitle),
        text: i18n._(msg`Your meal is from ${cookName}'s kitchen. A meal comes from one kitchen.`),
        confirmButton: i18n._(mealTexts.startNew),
        cancelButton: i18n._(mealTexts.keep),
        icon: 'question',
      }).then((startNew) => {
        if (startNew) send(true);
      });
    },
  );

  function send(startNew: boolean) {
    void add.submit({ intent: 'add-to-meal', quantity: units, startNew } satisfies AddToMealFields);
  }

  // A cook's own dish is not for their meal.
  if (viewer?.uid === cookUid) return null;
  return (
    <form
      className="mt-3 flex flex-wrap items-end gap-3"
      aria-label={t(mealTexts.addToMeal)}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (valid && !add.pending) send(false);
      }}
    >
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm font-semibold">
          {t(mealTexts.quantity)}
        </label>
        <input
          id={id}
          className="input w-24"
          type="number"
          inputMode="numeric"
          min={1}
          max={mealLimits.lineQuantityMax}
          step={1}
          value={quantity}
          disabled={soldOut}
          aria-invalid={!valid}
          onChange={(event) => {
            setQuantity(event.target.value);
            setValid(event.target.value !== '' && event.target.validity.valid);
          }}
        />
      </div>
      {/* Only the button waits for the kitchen's card: the quantity typed stays as it is. */}
      <Suspense fallback={<AddButton disabled={soldOut || !valid} pending={add.pending} />}>
        <KitchenAddButton kitchen={kitchen} disabled={soldOut || !valid} pending={add.pending} />
      </Suspense>
      {add.failure && (
        <p role="alert" className="w-full text-sm text-error">
          {pageText(add.failure)}
        </p>
      )}
    </form>
  );
}

function KitchenAddButton({
  kitchen,
  ...button
}: {
  kitchen: Kitchen | Promise<Kitchen>;
  disabled: boolean;
  pending: boolean;
}) {
  const { paused } = useResolved(kitchen);
  return <AddButton {...button} disabled={button.disabled || paused} />;
}

function AddButton({ disabled, pending }: { disabled: boolean; pending: boolean }) {
  const { t } = useLingui();
  return (
    <button
      type="submit"
      className="btn btn-outline btn-primary btn-lg"
      disabled={disabled || pending}
    >
      {pending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
      {t(mealTexts.addToMeal)}
    </button>
  );
}
