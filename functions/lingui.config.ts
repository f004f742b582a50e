// Lingui's catalogs for the functions: the order mails' texts (functions/src/mail/texts.ts), one
// PO file per language in src/mail/locales, whose msgid is the English. `npm run build` compiles
// them with `lingui compile --strict` (a Bangla or Hindi text missing fails it) into
// src/mail/compiled/{locale}.ts, build output that tsc then compiles with the rest.
import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'bn', 'hi'],
  // A missing translation is an error, never English in a Bangla or Hindi mail.
  fallbackLocales: false,
  catalogs: [{ path: '<rootDir>/src/mail/locales/{locale}', include: ['<rootDir>/src/mail'] }],
  catalogsMergePath: '<rootDir>/src/mail/compiled/{locale}',
  compileNamespace: 'ts',
  format: formatter({ origins: false }),
});
