// Lingui's catalogs (decision 210): one per module that a page loads on its own and per
// language, so that a page fetches the texts it shows in the reader's language and no other's.
// Those modules are the root (the frame: navbar, footer, error pages), each route module, and
// each module loaded later with import() that shows texts (`lazyModules`). Lingui's extractor
// follows each one's static imports from `entries` and stops at import(): what a module loads
// later is in that module's own catalog, not in the page's first. Compiled by the Vite plugin.
// Every module named here loads its catalog (build-tools/catalogs.test.ts).
import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import type { Plugin } from 'esbuild';
import routes from './src/app/routes';

/** The modules loaded with import() that show texts, each with a catalog of its own. */
export const lazyModules = [
  'src/features/account/components/blocked-notice.tsx',
  'src/features/orders/api/meal.ts',
  'src/features/orders/components/meal-link.tsx',
  'src/features/orders/components/waiting-count.tsx',
  'src/features/reviews/api/add-review.ts',
  'src/features/reviews/components/live-review-carousel.tsx',
  'src/features/reviews/components/review-form.tsx',
  'src/features/reviews/components/reviews-body.tsx',
  'src/lib/photo-upload.ts',
  'src/lib/session-end.ts',
];

/** Every module with a catalog of its own, relative to web/. */
export const catalogModules = [
  'src/app/root.tsx',
  ...routes.map((route) => `src/app/${route.file}`),
  ...lazyModules,
];

/** The extractor's bundler leaves import() out: those modules are entries of their own. */
const stopAtDynamicImports: Plugin = {
  name: 'stop-at-dynamic-imports',
  setup(build) {
    build.onResolve({ filter: /.*/ }, (args) =>
      args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined,
    );
  },
};

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'bn', 'hi'],
  catalogs: [],
  experimental: {
    extractor: {
      entries: catalogModules.map((file) => `<rootDir>/${file}`),
      // The app's own aliases, which the extractor would take for packages.
      includeDeps: ['@', '@shared'],
      // The catalogs themselves, styles and images are not code to read.
      excludeExtensions: ['po', 'css', 'svg', 'png', 'jpg', 'webp', 'woff2'],
      output: '<rootDir>/src/locales/{entryName}/{locale}',
      resolveEsbuildOptions: (options: { plugins?: Plugin[] }) => ({
        ...options,
        plugins: [stopAtDynamicImports, ...(options.plugins ?? [])],
      }),
    },
  },
  format: formatter({ lineNumbers: false }),
});
