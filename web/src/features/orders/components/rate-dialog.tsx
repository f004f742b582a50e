import { select } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { ratingLimits, ratingMessages, ratingSchema, fieldErrors, type Order } from '@shared';
import { numberText, pluralForm } from '@/lib/format';
import { ratingText } from '../utils/rating-texts';

interface Props {
  order: Order;
  /** The rating is on its way to the server. */
  busy: boolean;
  /** The server refused the last try. */
  refused: boolean;
  onRate: (input: { stars: number; comment: string }) => void;
  onClose: () => void;
}

const starValues = [1, 2, 3, 4, 5] as const;

/** `3 stars`, in the page's digits. */
function starsLabel(value: number): string {
  const shown = numberText(value);
  const form = pluralForm(value);
  return select(form, { one: `${shown} star`, other: `${shown} stars` });
}

/**
 * Rating a completed order: `Stars` as a radio group of five stars (arrow keys move between
 * them, as in any radio group), and an optional `Comment`. Checked with the shared schema the
 * rules mirror.
 */
export function RateDialog({ order, busy, refused, onRate, onClose }: Props) {
  const { t } = useLingui();
  const id = useId();
  const [stars, setStars] = useState(0);
  const name = order.foodName;
  const [errors, setErrors] = useState<Record<string, string>>({});

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const comment = String(new FormData(event.currentTarget).get('comment') ?? '');
    const parsed = ratingSchema.safeParse({ stars, comment });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    onRate(parsed.data);
  }

  return (
    <div className="modal modal-open modal-bottom sm:modal-middle" role="presentation">
      <div className="modal-box" role="dialog" aria-modal="true" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className="font-display text-xl font-bold">
          <Trans>Rate {name}</Trans>
        </h2>
        <form onSubmit={onSubmit} className="mt-4 grid gap-4" noValidate>
          <fieldset>
            <legend className="mb-1 font-medium">
              <Trans>Stars</Trans>
            </legend>
            <div role="radiogroup" aria-label={t`Stars`} className="flex gap-1">
              {starValues.map((value) => (
                <label key={value} className="relative cursor-pointer">
                  <input
                    type="radio"
                    name="stars"
                    value={value}
                    checked={stars === value}
                    onChange={() => setStars(value)}
                    className="peer absolute inset-0 cursor-pointer opacity-0"
                    aria-label={starsLabel(value)}
                  />
                  <span
                    aria-hidden="true"
                    className={`block rounded text-3xl leading-none peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-primary ${value <= stars ? 'text-amber-500' : 'text-base-content/30'}`}
                  >
                    ★
                  </span>
                </label>
              ))}
            </div>
            {errors.stars && (
              <p className="mt-1 text-sm text-error" role="alert">
                {ratingText(errors.stars)}
              </p>
            )}
          </fieldset>
          <div>
            <label htmlFor={`${id}-comment`} className="mb-1 block font-medium">
              <Trans>Comment</Trans>
            </label>
            <textarea
              id={`${id}-comment`}
              name="comment"
              className="textarea w-full"
              rows={3}
              maxLength={ratingLimits.commentMax}
              placeholder={t`What did you like? (optional)`}
            />
            {errors.comment && (
              <p className="mt-1 text-sm text-error" role="alert">
                {ratingText(errors.comment)}
              </p>
            )}
          </div>
          {refused && !busy && (
            <p className="text-sm text-error" role="alert">
              {ratingText(ratingMessages.refused)}
            </p>
          )}
          <div className="modal-action mt-0">
            <button type="button" className="btn btn-ghost" onClick={onClose}>
              <Trans>Cancel</Trans>
            </button>
            <button type="submit" className="btn btn-primary" disabled={busy}>
              <Trans>Submit rating</Trans>
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}
