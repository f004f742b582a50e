/// <reference types="vitest/config" />
import { lingui } from '@lingui/vite-plugin';
import babel from 'vite-plugin-babel';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
import { codeSplitting } from './build-tools/chunks.ts';
import { readEnv } from './src/config/read-env.ts';

const dir = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const reactRouterDist = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist',
  'production',
);
const reactRouterProduction = new Map([
  ['react-router', `${reactRouterDist}/index.mjs`],
  ['react-router/dom', `${reactRouterDist}/dom-export.mjs`],
]);

// What the bundler may leave out of a build, the page's and the worker's.
const treeshake = {
  moduleSideEffects: [
    // functions/src/shared only declares constants, schemas and pure functions: a page
    // that imports one constant from '@shared' does not keep every zod schema. Except
    // zod.ts, whose one statement (zod's jitless setting) must run wherever z is used.
    { test: /[\\/]functions[\\/]src[\\/]shared[\\/](?!zod\.ts$)/, sideEffects: false },
    // reactfire imports every Firebase product it has hooks for, and these register
    // themselves at module level; the app uses none of them (decision 002).
    {
      test: /[\\/]node_modules[\\/]@firebase[\\/](storage|remote-config|installations)[\\/]/,
      sideEffects: false,
    },
  ],
};

export default defineConfig(({ command, mode }) => {
  // A build without the Firebase config stops here with what is missing, before any module
  // is bundled or a page rendered. `react-router typegen` loads this config as a build too:
  // the web's `typegen` script gives it the emulator mode, whose config is in the repository.
  if (command === 'build') readEnv(loadEnv(mode, dir('.'), 'VITE_'));
  return {
    // Vitest renders components without the framework's route modules.
    // Lingui's macros (Babel, only for the files that import them) and its .po loader, which
    // compiles a catalog (decision 210).
    plugins: [
      babel({
        include: /[\\/](web|functions)[\\/]src[\\/].*\.tsx?$/,
        babelConfig: {
          babelrc: false,
          configFile: false,
          parserOpts: { plugins: ['jsx', 'typescript'] },
          plugins: ['@lingui/babel-plugin-lingui-macro'],
        },
      }),
      lingui({ failOnMissing: true }),
      tailwindcss(),
      !process.env.VITEST && reactRouter(),
      // The chunk groups (build-tools/chunks.ts) put our modules together without their
      // packages, which Rolldown allows when an entry's chunk may export more than the entry
      // does; React Router asks for exactly the entry's exports, which no route module needs.
      // React Router's package gives every bundler its development build; the client takes the
      // production build it also ships (decision 220). The build-time render keeps the package's.
      {
        name: 'foodtable:react-router-production',
        apply: 'build',
        enforce: 'pre',
        applyToEnvironment: (environment) => environment.name === 'client',
        resolveId: (source) => reactRouterProduction.get(source),
      },
      {
        name: 'foodtable:entry-signatures',
        options: (options) => ({ ...options, preserveEntrySignatures: 'allow-extension' }),
      },
    ],
    resolve: {
      alias: {
        '@shared': dir('../functions/src/shared'),
        // reactfire's Realtime Database hooks are never used (decision 002).
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
    // The account's watch (lib/data/account-watch.worker.ts) is a module worker with chunks.
    worker: { format: 'es', rolldownOptions: { treeshake } },
    build: {
      target: 'es2022',
      rolldownOptions: {
        output: { codeSplitting },
        treeshake,
      },
    },
    test: {
      environment: 'jsdom',
      include: [
        'src/**/*.test.{ts,tsx}',
        'build-tools/*.test.ts',
        '../functions/src/shared/**/*.test.ts',
      ],
      setupFiles: ['./src/testing/setup.ts'],
    },
  };
});
