import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@shared/messages';
import { sendPhoto, type PhotoAnswer } from '@/lib/photo-upload';
import { render } from '@/testing/render';
import { PhotoField } from './photo-field';

// jsdom can neither decode nor upload: the sending module stands in (its pure parts have
// their own tests).
vi.mock('@/lib/photo-upload', () => ({ sendPhoto: vi.fn() }));

const imageURL = 'http://127.0.0.1:5000/photos/AbCdEfGhIjKlMnOpQrSt/800.webp';
const jpeg = () => new File(['jpeg bytes'], 'dinner.jpg', { type: 'image/jpeg' });

/** A send the test finishes itself, reporting progress on the way. */
function pendingSend() {
  let finish: (answer: PhotoAnswer) => void = () => undefined;
  let progress: (sent: number) => void = () => undefined;
  vi.mocked(sendPhoto).mockImplementationOnce(
    (_file, options) =>
      new Promise((resolve) => {
        finish = resolve;
        progress = (sent) => options?.onProgress?.(sent);
      }),
  );
  return { finish: (answer: PhotoAnswer) => finish(answer), progress: (n: number) => progress(n) };
}

let objectUrls = 0;
beforeEach(() => {
  objectUrls = 0;
  vi.mocked(sendPhoto).mockReset();
  // jsdom has no object URLs.
  URL.createObjectURL = vi.fn(() => `blob:preview-${++objectUrls}`);
  URL.revokeObjectURL = vi.fn();
});
afterEach(cleanup);

function renderField() {
  const onSent = vi.fn();
  const onSendingChange = vi.fn();
  const view = render(<PhotoField onSent={onSent} onSendingChange={onSendingChange} />);
  // The picker would hide other files; a dropped or renamed file still gets through.
  const user = userEvent.setup({ applyAccept: false });
  return { onSent, onSendingChange, user, unmount: view.unmount };
}

describe('PhotoField', () => {
  it('is a file input labelled Photo for JPEG, PNG and WebP', () => {
    renderField();
    const input = screen.getByLabelText('Photo');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
  });

  it('refuses a file that is not a photo, and sends nothing', async () => {
    const { user, onSendingChange } = renderField();
    await user.upload(
      screen.getByLabelText('Photo'),
      new File(['hello'], 'notes.txt', { type: 'text/plain' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.photoUnusable);
    expect(screen.getByLabelText('Photo')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('img')).toBeNull();
    expect(sendPhoto).not.toHaveBeenCalled();
    expect(onSendingChange).toHaveBeenLastCalledWith(false);
  });

  it('shows a preview at once, the progress while it sends, then hands over the URL', async () => {
    const send = pendingSend();
    const { user, onSent, onSendingChange } = renderField();
    const file = jpeg();
    await user.upload(screen.getByLabelText('Photo'), file);

    expect(screen.getByRole('img', { name: 'Preview of the chosen photo' })).toHaveAttribute(
      'src',
      'blob:preview-1',
    );
    expect(URL.createObjectURL).toHaveBeenCalledWith(file);
    expect(onSendingChange).toHaveBeenLastCalledWith(true);
    const bar = screen.getByRole('progressbar', { name: 'Sending photo' });
    expect(screen.getByRole('status')).toHaveTextContent('Sending photo…');

    await waitFor(() => expect(sendPhoto).toHaveBeenCalledWith(file, expect.anything()));
    send.progress(0.42);
    await waitFor(() => expect(bar).toHaveAttribute('value', '42'));

    send.finish({ imageURL });
    await waitFor(() => expect(onSent).toHaveBeenCalledWith(imageURL));
    expect(onSendingChange).toHaveBeenLastCalledWith(false);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Photo sent.');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the server's refusal under the field", async () => {
    const send = pendingSend();
    const { user, onSent, onSendingChange } = renderField();
    await user.upload(screen.getByLabelText('Photo'), jpeg());
    await waitFor(() => expect(sendPhoto).toHaveBeenCalled());
    send.finish({ error: messages.photoTooMany });
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.photoTooMany);
    expect(onSent).not.toHaveBeenCalled();
    expect(onSendingChange).toHaveBeenLastCalledWith(false);
  });

  it('gives the last choice the say, and lets each preview go', async () => {
    const first = pendingSend();
    const second = pendingSend();
    const { user, onSent, unmount } = renderField();
    const input = screen.getByLabelText('Photo');
    await user.upload(input, jpeg());
    await waitFor(() => expect(sendPhoto).toHaveBeenCalledTimes(1));
    const firstSignal = vi.mocked(sendPhoto).mock.calls[0]?.[1]?.signal;
    await user.upload(input, new File(['png'], 'plate.png', { type: 'image/png' }));

    expect(firstSignal?.aborted).toBe(true);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
    expect(screen.getByRole('img', { name: 'Preview of the chosen photo' })).toHaveAttribute(
      'src',
      'blob:preview-2',
    );
    await waitFor(() => expect(sendPhoto).toHaveBeenCalledTimes(2));
    first.finish({ imageURL: 'http://127.0.0.1:5000/photos/ZZZZZZZZZZZZZZZZZZZZ/800.webp' });
    second.finish({ imageURL });
    await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
    expect(onSent).toHaveBeenCalledWith(imageURL);

    unmount();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-2');
  });
});
