// The words of the `Photo` field that only the web says (the server's own refusals come with
// their text, @shared's messages). One module both the field and the sending code read, so
// the field can name a failure without loading the sending code.
export const photoTexts = {
  label: 'Photo',
  hint: 'JPEG, PNG or WebP, from your phone or computer. Either this or an image URL is enough.',
  previewAlt: 'Preview of the chosen photo',
  sending: 'Sending photo',
  sent: 'Photo sent.',
  waitForPhoto: 'Wait until the photo is sent',
  network: "We couldn't send your photo. Check your connection and try again.",
  signIn: 'Sign in again to send a photo.',
  failed: "We couldn't send your photo. Please try again.",
} as const;
