// @ts-check
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importX from 'eslint-plugin-import-x';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';

/**
 * Dependencies flow one way (ARCHITECTURE.md, rule 1):
 *   ui, data  ->  know nothing of the apps (ui is presentational: no router, no fetching, no jotai)
 *   portal features -> ui, data, never each other;  routes -> features
 *   api -> data, never ui or the portal
 */
const appPackages = ['@bayti/portal', '@bayti/portal/*', '@bayti/api', '@bayti/api/*'];

/** Zone paths below are from here, wherever ESLint runs (a workspace's own lint runs in it). */
const repoRoot = fileURLToPath(new URL('.', import.meta.url));
/** Every folder of the portal's features, shared and managed-candidates included. */
const features = readdirSync(new URL('./apps/portal/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const portalRules = () => [
  {
    group: ['@bayti/api', '@bayti/api/*'],
    message: 'The portal reaches the API over HTTP through @bayti/data.',
  },
];
const routesRule = {
  // The portal's route files; the contract's zod-free route declarations are for everyone.
  group: [
    '**/routes',
    '**/routes/**',
    '!@bayti/data/contract/routes',
    '!@bayti/data/contract/routes/**',
  ],
  message: 'Routes import features, never the reverse.',
};
const featuresRule = {
  group: ['**/features/**'],
  message: 'State and i18n sit below the features.',
};

const apiRule = {
  group: ['@bayti/ui', '@bayti/ui/*', '@bayti/portal', '@bayti/portal/*', 'react', 'react-dom'],
  message: 'The API imports @bayti/data only, never the design system or the portal.',
};

const restrict = (patterns, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }],
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      '**/routeTree.gen.ts',
      'tests/visual/output/**',
      '.data/**',
      '**/migrations/**',
      // msw's service worker, written by `npx msw init` (package.json "msw.workerDirectory").
      '.storybook/public/mockServiceWorker.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-cycle': ['error', { maxDepth: 10 }],
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
    settings: {
      'import-x/resolver': { typescript: true, node: true },
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // A labelled region that scrolls sideways (a wide table on a phone) must take focus so a
      // keyboard can scroll it (axe: scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': [
        'error',
        { tags: [], roles: ['tabpanel', 'region'], allowExpressionValues: true },
      ],
    },
  },
  {
    files: ['packages/ui/src/**'],
    rules: restrict(
      [
        ...appPackages,
        '@bayti/data',
        '@bayti/data/*',
        '@tanstack/react-router',
        '@tanstack/react-query',
        'jotai',
        'jotai/*',
      ],
      '@bayti/ui is presentational: props in, callbacks out. No app code, data client, router, query or jotai.',
    ),
  },
  {
    files: ['packages/data/src/**'],
    rules: restrict(
      [...appPackages, '@bayti/ui', '@bayti/ui/*', 'react', 'react-dom'],
      '@bayti/data knows nothing of the apps or the design system.',
    ),
  },
  {
    files: ['apps/api/src/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [apiRule] }] },
  },
  // API modules import each other only through a module's public index.ts.
  {
    files: ['apps/api/src/modules/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            apiRule,
            {
              regex: '^\\.\\./[^./][^/]*/(?!index$)',
              message: "Import another API module through its public file: '../<module>'.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/portal/src/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: portalRules() }] },
  },
  {
    files: ['apps/portal/src/state/**', 'apps/portal/src/i18n/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...portalRules(), routesRule, featuresRule] },
      ],
    },
  },
  // Features never import each other, only features/shared, which imports none; routes compose
  // features. Judged on resolved paths, so a deep relative import cannot slip past.
  {
    files: ['apps/portal/src/features/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [...portalRules(), routesRule] }],
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: repoRoot,
          zones: features.map((feature) => ({
            target: `./apps/portal/src/features/${feature}`,
            from: './apps/portal/src/features',
            except: feature === 'shared' ? ['./shared'] : [`./${feature}`, './shared'],
            message:
              feature === 'shared'
                ? 'features/shared serves every feature and imports none of them.'
                : 'Features never import each other; share through @bayti/ui, @bayti/data or features/shared.',
          })),
        },
      ],
    },
  },
  {
    files: ['**/*.stories.tsx'],
    plugins: { storybook },
    rules: {
      ...storybook.configs['flat/recommended'][1]?.rules,
    },
  },
);
