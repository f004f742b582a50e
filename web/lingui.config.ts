// Lingui's catalogs (decision 210): one per route module and per language, so that a page
// fetches the texts it shows in the reader's language and no other page's. Lingui's extractor
// follows each route module's imports (the lazily loaded ones too) from `entries`; the root's
// catalog holds the frame (navbar, footer, error pages). Compiled by the Vite plugin.
import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'bn', 'hi'],
  catalogs: [],
  experimental: {
    extractor: {
      entries: ['<rootDir>/src/app/root.tsx', '<rootDir>/src/app/routes/*.tsx'],
      // The app's own aliases, which the extractor would take for packages.
      includeDeps: ['@', '@shared'],
      // The catalogs themselves, styles and images are not code to read.
      excludeExtensions: ['po', 'css', 'svg', 'png', 'jpg', 'webp', 'woff2'],
      output: '<rootDir>/src/locales/{entryName}/{locale}',
    },
  },
  format: formatter({ lineNumbers: false }),
});
