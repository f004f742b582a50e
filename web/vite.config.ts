/// <reference types="vitest/config" />
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { compileHints } from './vite-compile-hints.ts';
import { prerender } from './vite-prerender.ts';

const dir = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Writes a `<meta name="route-chunks">` into index.html: for each public page, the scripts and
 * stylesheets of its lazily loaded route. index.html's inline script preloads the current page's, so the
 * route chunk downloads beside the main script instead of after it (issue 13). The inline
 * script's text never changes with a build, so its CSP hash in firebase.json stays put.
 */
function routeChunks(routes: Record<string, string>): Plugin {
  return {
    name: 'foodtable-route-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk: entry }) {
        if (!bundle || !entry) return html;
        const chunks = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []));
        const inEntry = new Set([entry.fileName, ...entry.imports]);
        const map: Record<string, string[]> = {};
        for (const [path, source] of Object.entries(routes)) {
          const chunk = chunks.find((c) => c.facadeModuleId === dir(source));
          if (!chunk) continue;
          // The chunk and everything it imports statically, however deep, with the
          // stylesheets they bring (those pages load the whole one, decision 114).
          const files = new Set<string>();
          const visit = (file: string) => {
            if (files.has(file) || inEntry.has(file)) return;
            files.add(file);
            const imported = bundle[file];
            if (imported?.type !== 'chunk') return;
            imported.viteMetadata?.importedCss.forEach((css) => files.add(css));
            imported.imports.forEach(visit);
          };
          visit(chunk.fileName);
          map[path] = [...files].map((file) => `/${file}`);
        }
        return {
          html,
          tags: [
            {
              tag: 'meta',
              attrs: { name: 'route-chunks', content: JSON.stringify(map) },
              injectTo: 'head-prepend',
            },
          ],
        };
      },
    },
  };
}

// The public reads over REST (decision 085) and /allFood's paging. Left to the bundler they
// are six small chunks shared by the menu, the top sellers and the reviews: one request each
// after the first paint. One chunk instead (decision 092).
const publicReadModules = new Set(
  [
    './src/lib/data/public-read.ts',
    './src/features/foods/api/run-food-query.ts',
    './src/features/foods/api/list-foods.ts',
    './src/features/foods/hooks/use-food-pages.ts',
    './src/components/list/load-more.tsx',
    '../functions/src/shared/collections.ts',
    '../functions/src/shared/documents.ts',
    '../functions/src/shared/order-status.ts',
  ].map(dir),
);

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // Not /allFood: its banner is drawn by the frame, and its chunk loads after that first
    // paint (decision 092).
    routeChunks({
      '/gallery': './src/app/routes/gallery.tsx',
      '/login': './src/app/routes/login.tsx',
      '/register': './src/app/routes/register.tsx',
    }),
    prerender(),
    // The prerendered pages' startup: the entry, and /allFood's route chunk (loaded at once).
    compileHints([dir('./src/app/routes/all-food.tsx')]),
  ],
  resolve: {
    alias: {
      '@shared': dir('../functions/src/shared'),
      // reactfire's Realtime Database hooks are never used (decision 078).
      'firebase/database': dir('./src/lib/no-realtime-database.ts'),
      '@': dir('./src'),
    },
  },
  server: {
    host: '127.0.0.1',
    // In development the REST facade is reached as on Hosting: /api/* goes to the function.
    proxy: {
      '/api': {
        target: 'http://127.0.0.1:5001/demo-foodtable/us-central1',
        changeOrigin: true,
      },
    },
  },
  build: {
    target: 'es2022',
    // Every browser this target runs on supports <link rel="modulepreload">: no polyfill.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry loads statically goes in one chunk. By default the modules
          // that lazy routes share with the shell (React's JSX runtime, env, the preload
          // helper) become small chunks of their own: more requests before the first paint.
          groups: [
            { name: 'index', tags: ['$initial'] },
            { name: 'public-reads', test: (id) => publicReadModules.has(id) },
          ],
        },
      },
      treeshake: {
        // functions/src/shared only declares constants, schemas and pure functions. Saying so
        // lets a page import one constant from '@shared' without pulling in every zod schema
        // (zod calls at module level are kept otherwise, since they might have side effects).
        moduleSideEffects: [
          { test: /[\\/]functions[\\/]src[\\/]shared[\\/]/, sideEffects: false },
          // reactfire imports every Firebase product it has hooks for; these register
          // themselves at module level, so they were all kept (Storage, Remote Config) though
          // the app uses neither. Declared free of side
          // effects, an unused one is dropped (decision 078). Using one means removing it here.
          {
            test: /[\\/]node_modules[\\/]@firebase[\\/](storage|remote-config|installations)[\\/]/,
            sideEffects: false,
          },
        ],
      },
    },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'vite-*.test.ts', '../functions/src/shared/**/*.test.ts'],
    setupFiles: ['./src/testing/setup.ts'],
  },
});
