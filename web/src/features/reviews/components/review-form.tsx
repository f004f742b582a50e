import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { Review } from '@shared';
import { TextareaField, TextField } from '@/components/form/fields';
import { useFormAction } from '@/components/form/form-action';
import { pageText } from '@/lib/shared-texts';
import { reviewSchema, type ReviewInput } from '../api/add-review';
import { loadCatalog } from '@/lib/i18n';

// This module's texts in the page's language, before it is used (decision 210).
await loadCatalog(import.meta.glob('../../../locales/review-form/*.po'));

interface Props {
  /** The review the home page's action posted, as the signed-in user. */
  onPosted: (review: Review) => void;
}

/** 'Review Title' and 'Review', each with its own message, and 'Post'. */
export function ReviewForm({ onPosted }: Props) {
  const post = useFormAction<Review>(onPosted);
  const { t } = useLingui();
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<ReviewInput>({
    resolver: zodResolver(reviewSchema),
    defaultValues: { title: '', review: '' },
  });

  useEffect(() => setFocus('title'), [setFocus]);

  const onSubmit = handleSubmit((input) => post.submit({ ...input }));
  const failure = post.failure;
  const busy = isSubmitting || post.pending;

  return (
    <form onSubmit={onSubmit} noValidate>
      <TextField
        label={t`Review Title`}
        autoComplete="off"
        placeholder={t`The best biryani in town`}
        registration={register('title')}
        error={errors.title}
      />
      <TextareaField
        label={t`Review`}
        rows={4}
        placeholder={t`What did you eat, and how was it?`}
        registration={register('review')}
        error={errors.review}
      />
      {failure && (
        <p role="alert" className="mt-2 text-sm font-medium text-error">
          {pageText(failure)}
        </p>
      )}
      <button type="submit" className="btn btn-primary mt-4 w-full" disabled={busy}>
        {busy && <span className="loading loading-spinner loading-sm" />}
        {busy ? <Trans>Posting…</Trans> : <Trans>Post</Trans>}
      </button>
    </form>
  );
}
