// The words of the `Photo` field that only the web says (the server's own refusals come with
// their text, @shared's messages). One module both the field and the sending code read, so
// the field can name a failure without loading the sending code. Lingui messages: each is
// shown in the page's language when it is shown.
import { msg } from '@lingui/core/macro';

export const photoTexts = {
  label: msg`Photo`,
  hint: msg`JPEG, PNG or WebP, from your phone or computer. Either this or an image URL is enough.`,
  previewAlt: msg`Preview of the chosen photo`,
  sending: msg`Sending photo`,
  sent: msg`Photo sent.`,
  waitForPhoto: msg`Wait until the photo is sent`,
  network: msg`We couldn't send your photo. Check your connection and try again.`,
  signIn: msg`Sign in again to send a photo.`,
  failed: msg`We couldn't send your photo. Please try again.`,
} as const;
