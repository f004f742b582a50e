import { CloseButton } from '@/components/close-button';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { imageUrlPattern, limits, type GalleryEntry } from '@shared';
import { TextareaField, TextField } from '@/components/form/fields';
import { useFormAction } from '@/components/form/form-action';
import { PhotoField } from '@/components/form/photo-field';
import { photoTexts } from '@/config/photo-texts';
import type { AppUser } from '@/lib/auth';
import { numberText } from '@/lib/format';
import { pageText } from '@/lib/shared-texts';
import { galleryEntrySchema, type GalleryEntryInput } from '../api/add-gallery-entry';

interface Props {
  /** Who posts (the route's action posts as the signed-in user). */
  user: AppUser;
  /** The entry the route's action posted. */
  onAdded: (entry: GalleryEntry) => void;
  onClose: () => void;
}

/**
 * The 'Add New' panel: an image address or a photo from the phone, and up to 200 characters
 * of feedback.
 */
export function AddGalleryForm({ user, onAdded, onClose }: Props) {
  const { t } = useLingui();
  const author = user.displayName || user.email;
  const headingId = useId();
  const waitId = useId();
  const [photoSending, setPhotoSending] = useState(false);
  const post = useFormAction<GalleryEntry>(onAdded);
  const {
    register,
    handleSubmit,
    control,
    setFocus,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<GalleryEntryInput>({
    resolver: zodResolver(galleryEntrySchema),
    defaultValues: { imageURL: '', feedback: '' },
  });
  const [imageURL, feedback] = useWatch({ control, name: ['imageURL', 'feedback'] });
  const over = feedback.length > limits.feedbackMax;

  useEffect(() => setFocus('imageURL'), [setFocus]);

  const onSubmit = handleSubmit((input) => post.submit({ ...input }));
  const failure = post.failure;
  const busy = isSubmitting || post.pending;

  return (
    <section
      aria-labelledby={headingId}
      className="card mb-10 border border-base-300 bg-base-100 shadow-lg"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <div className="card-body gap-2 p-5 sm:p-8">
        <div className="flex items-start justify-between gap-4">
          <div>
            <h2 id={headingId} className="font-display text-2xl font-bold">
              <Trans>Share a photo</Trans>
            </h2>
            <p className="text-sm text-base-content/70">
              <Trans>
                Posting as <span className="font-semibold">{author}</span>
              </Trans>
            </p>
          </div>
          <CloseButton label={t`Close form`} onClick={onClose} />
        </div>
        <form
          onSubmit={onSubmit}
          noValidate
          className="grid gap-x-8 md:grid-cols-[minmax(0,1fr)_16rem]"
        >
          <div>
            <TextField
              label={t`Image URL`}
              type="url"
              inputMode="url"
              autoComplete="off"
              placeholder="https://example.com/my-dinner.jpg"
              registration={register('imageURL')}
              error={errors.imageURL}
            />
            <PhotoField
              onSent={(url) =>
                setValue('imageURL', url, { shouldValidate: true, shouldDirty: true })
              }
              onSendingChange={setPhotoSending}
            />
            <TextareaField
              label={t`Feedback`}
              rows={3}
              placeholder={t`What was on the table?`}
              registration={register('feedback')}
              error={errors.feedback}
            />
            <p
              className={`text-right text-xs tabular-nums ${over ? 'font-semibold text-error' : 'text-base-content/70'}`}
            >
              {numberText(feedback.length)}/{numberText(limits.feedbackMax)}
              <span className="sr-only">
                {' '}
                <Trans>characters</Trans>
              </span>
            </p>
          </div>
          <ImagePreview key={imageURL.trim()} src={imageURL.trim()} />
          {failure && (
            <p role="alert" className="mt-2 text-sm font-medium text-error md:col-span-2">
              {pageText(failure)}
            </p>
          )}
          <div className="mt-4 flex flex-wrap items-center justify-end gap-2 md:col-span-2">
            {photoSending && (
              <p id={waitId} className="mr-auto text-sm font-medium">
                {t(photoTexts.waitForPhoto)}
              </p>
            )}
            <button type="button" className="btn btn-ghost" onClick={onClose}>
              <Trans>Cancel</Trans>
            </button>
            {/* A photo on its way would post the address it replaces: the button waits for it. */}
            <button
              type="submit"
              className="btn btn-primary"
              disabled={busy || photoSending}
              aria-describedby={photoSending ? waitId : undefined}
            >
              {busy && <span className="loading loading-spinner loading-sm" />}
              {busy ? <Trans>Posting…</Trans> : <Trans>Post</Trans>}
            </button>
          </div>
        </form>
      </div>
    </section>
  );
}

/** What the entry will look like, so a wrong address is noticed before posting. */
function ImagePreview({ src }: { src: string }) {
  const { t } = useLingui();
  const [failed, setFailed] = useState(false);
  const usable = imageUrlPattern.test(src);
  return (
    // On a phone the preview is a thumbnail, shown once there is an address to preview.
    <div className={`mt-3 md:mt-9 ${usable ? '' : 'hidden md:block'}`}>
      <div className="flex aspect-[4/3] w-40 items-center md:w-auto justify-center overflow-hidden rounded-box border border-dashed border-base-300 bg-base-200 text-center text-sm text-base-content/75">
        {usable && !failed ? (
          <img
            src={src}
            alt={t`Preview of the image`}
            width="256"
            height="192"
            referrerPolicy="no-referrer"
            className="h-full w-full object-cover"
            onError={() => setFailed(true)}
          />
        ) : (
          <span className="px-4">
            {failed ? <Trans>This image can't be loaded.</Trans> : <Trans>Image preview</Trans>}
          </span>
        )}
      </div>
    </div>
  );
}
