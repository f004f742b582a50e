// What every text field refuses, apart from the schemas so that a reader of stored documents
// (kitchen-card.ts) checks text as the forms do without loading zod.

// Control characters (other than tab and newline) and zero-width characters hide text from
// readers and moderators, so no text field accepts them. firestore.rules says the same.
export const hiddenCharacters =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u200B-\u200D\u2060\uFEFF]/;
