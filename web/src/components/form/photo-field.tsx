// The `Photo` file input beside a form's Image URL (contract, "Photos from the phone"): a
// preview at once, then the photo shrunk and sent with its progress; the stored photo's URL
// goes into the form's Image URL field, whose own check stays the one rule of the form.
import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { messages } from '@shared/messages';
import { photoTypes } from '@shared/photos';
import { photoTexts } from '@/config/photo-texts';
import type { PhotoAnswer } from '@/lib/photo-upload';
import { describedBy, FieldShell } from './fields';

type Status =
  | { state: 'idle' }
  /** `sent`: the share of the bytes sent, or null while the photo is being shrunk. */
  | { state: 'sending'; sent: number | null }
  | { state: 'sent' }
  | { state: 'failed'; message: string };

const idle: Status = { state: 'idle' };

const isPhotoType = (type: string) => (photoTypes as readonly string[]).includes(type);

interface Props {
  /** The photo is stored: its URL belongs in the form's Image URL field. */
  onSent: (imageURL: string) => void;
  /** True from a usable choice until its send ends: the form waits to submit meanwhile. */
  onSendingChange: (sending: boolean) => void;
}

export function PhotoField({ onSent, onSendingChange }: Props) {
  const { t } = useLingui();
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>(idle);
  const sending = useRef<AbortController | null>(null);

  // Each preview's object URL is let go when another replaces it or the field goes.
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );
  // Leaving the form stops a send on its way.
  useEffect(() => () => sending.current?.abort(), []);

  async function choose(file: File | undefined) {
    sending.current?.abort();
    sending.current = null;
    if (!file || !isPhotoType(file.type)) {
      setPreview(null);
      setStatus(file ? { state: 'failed', message: messages.photoUnusable } : idle);
      onSendingChange(false);
      return;
    }
    const controller = new AbortController();
    sending.current = controller;
    setPreview(URL.createObjectURL(file));
    setStatus({ state: 'sending', sent: null });
    onSendingChange(true);
    let answer: PhotoAnswer;
    try {
      // The shrinking and sending code loads with the first photo, not with the form.
      const { sendPhoto } = await import('@/lib/photo-upload');
      answer = await sendPhoto(file, {
        signal: controller.signal,
        onProgress: (sent) => {
          if (!controller.signal.aborted) setStatus({ state: 'sending', sent });
        },
      });
    } catch {
      // Aborted (then ignored below), or the code itself did not load.
      answer = { error: t(photoTexts.network) };
    }
    // Another choice or leaving the form took over: this send has nothing more to say.
    if (controller.signal.aborted) return;
    sending.current = null;
    if ('imageURL' in answer) onSent(answer.imageURL);
    setStatus(
      'imageURL' in answer ? { state: 'sent' } : { state: 'failed', message: answer.error },
    );
    onSendingChange(false);
  }

  const error = status.state === 'failed' ? { message: status.message } : undefined;
  return (
    <FieldShell id={id} label={t(photoTexts.label)} error={error} hint={t(photoTexts.hint)}>
      <input
        id={id}
        type="file"
        accept={photoTypes.join(',')}
        className={`file-input w-full ${error ? 'file-input-error' : ''}`}
        {...describedBy(id, error)}
        onChange={(event) => void choose(event.currentTarget.files?.[0])}
      />
      {preview && (
        <div className="mt-2 flex items-center gap-3">
          <img
            src={preview}
            alt={t(photoTexts.previewAlt)}
            width="128"
            height="96"
            className="aspect-[4/3] w-32 shrink-0 rounded-box border border-base-300 bg-base-200 object-cover"
          />
          {status.state === 'sending' && (
            <progress
              className="progress progress-primary w-full"
              max={100}
              // No value while the photo is being shrunk: an indeterminate bar.
              value={status.sent === null ? undefined : Math.round(status.sent * 100)}
              aria-label={t(photoTexts.sending)}
            />
          )}
        </div>
      )}
      {/* Always on the page, so screen readers hear it change. */}
      <p role="status" className="text-sm text-base-content/75">
        {status.state === 'sending' ? `${t(photoTexts.sending)}…` : ''}
        {status.state === 'sent' ? t(photoTexts.sent) : ''}
      </p>
    </FieldShell>
  );
}
