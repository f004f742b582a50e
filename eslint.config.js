import js from '@eslint/js';
import { readdirSync } from 'node:fs';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import tseslint from 'typescript-eslint';

// The web's layers as lint errors (docs/architecture.md, decision 100):
// app → features → components, lib, config → @shared (functions/src/shared).
const web = 'web/src';
const features = readdirSync(new URL(`./${web}/features`, import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const layerZones = [
  ...features.map((feature) => ({
    target: `${web}/features/${feature}`,
    from: `${web}/features`,
    except: [`./${feature}`],
    message:
      'A feature never imports another feature: move the shared part down, or compose both in a route under app/.',
  })),
  {
    target: `${web}/features`,
    from: `${web}/app`,
    message: 'Features sit below app/: pass what the feature needs in from the route.',
  },
  {
    target: [`${web}/components`, `${web}/lib`, `${web}/config`],
    from: [`${web}/features`, `${web}/app`],
    message: 'components/, lib/ and config/ sit below features/ and app/ and never import them.',
  },
  {
    target: web,
    from: 'functions/src',
    except: ['./shared'],
    message: 'The web reaches the server code only through @shared (functions/src/shared).',
  },
  {
    target: 'functions/src/shared',
    from: ['web', 'functions/src'],
    except: ['./shared'],
    message:
      '@shared is the bottom layer: pure TypeScript that imports neither the web nor the server.',
  },
];

const pluralMessage =
  "Lingui's plurals build an Intl.NumberFormat, about 100 ms of a phone's main thread: write select(pluralForm(count), …) (lib/format.ts).";
const sdkMessage = 'Only web/src/lib imports the Firebase SDK and reactfire: use its wrappers.';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules',
      'web/dist',
      'web/.react-router',
      'functions/lib',
      // Lingui's compiled mail catalogs: build output (functions/lingui.config.ts).
      'functions/src/mail/compiled',
      '.emulators',
      'emulator-data',
      'artifacts',
      '**/test-results',
      '**/playwright-report',
      'web/e2e/support/gapi-shim.js',
      // The 2024 client the journey compares with, kept as it was written (its README).
      'bench/reference-client',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // Playwright fixtures declare their dependencies with an object pattern, often empty.
    files: ['web/e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': 'off',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}', 'functions/src/shared/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // no-cycle follows only files it may parse: TypeScript's, with typescript-eslint's parser.
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Resolves `@/` and `@shared` as Vite and tsc do; an import the resolver cannot follow
      // would slip past the zones, hence no-unresolved.
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: `${import.meta.dirname}/web/tsconfig.json`,
          alwaysTryTypes: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: layerZones },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-unresolved': 'error',
    },
  },
  {
    // The SDKs have one gateway (docs/architecture.md): lib/ sets them up and wraps them; the
    // rest of the web never imports them. Plurals go through lib/format.ts's pluralForm.
    files: [`${web}/**/*.{ts,tsx}`],
    ignores: [`${web}/lib/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@lingui/core/macro',
              importNames: ['plural', 'selectOrdinal'],
              message: pluralMessage,
            },
            {
              name: '@lingui/react/macro',
              importNames: ['Plural', 'SelectOrdinal'],
              message: pluralMessage,
            },
          ],
          patterns: [
            {
              group: ['firebase', 'firebase/*', '@firebase/*', 'reactfire'],
              message: sdkMessage,
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportExpression[source.value=/^(firebase|@firebase|reactfire)(\\/|$)/]',
          message: sdkMessage,
        },
      ],
    },
  },
);
