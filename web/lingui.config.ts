// Lingui's catalogs (decision 210): one .po file per language in src/locales, extracted from
// the macros in the web's code and in the shared code it shows; compiled by the Vite plugin.
import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'bn', 'hi'],
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}',
      include: ['<rootDir>/src', '<rootDir>/../functions/src/shared'],
      exclude: ['**/*.test.*', '**/testing/**'],
    },
  ],
  format: formatter({ lineNumbers: false }),
});
