// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import testingLibrary from 'eslint-plugin-testing-library';
import boundaries from './tools/eslint/boundaries.js';
import steadyTests from './tools/eslint/steady-tests.js';

/**
 * ui's stylesheets (vanilla-extract `.css.ts`) run at build time and ship as CSS and plain values,
 * never as code: they may read the contract's values (the home pictures' sizes and phone
 * breakpoint, one rule the server's resizing shares) without ui importing the API at runtime.
 */
const uiStylesheets = 'packages/ui/src/**/*.css.ts';

/** The packages never import the app: arrows point from apps/web to them, never back. */
const notTheApp = (from) => ({
  group: ['@pinjam/web', '@pinjam/web/**', '**/apps/web', '**/apps/web/**'],
  message: `${from} never imports apps/web: the app depends on the packages, never the other way (ARCHITECTURE.md).`,
});

/** What packages/ui may not import. */
const uiPatterns = ({ api }) => [
  ...(api
    ? [
        {
          group: ['@pinjam/api', '@pinjam/api/**'],
          allowTypeImports: true,
          message:
            'packages/ui is presentational: props in, callbacks out. Only types from @pinjam/api ' +
            '(`import type`): data arrives as props, so every component renders in Storybook ' +
            'without a server (ARCHITECTURE.md).',
        },
      ]
    : []),
  {
    group: ['@pinjam/machines', '@pinjam/machines/**'],
    message:
      'packages/ui never imports machines: behaviour lives in the app, which passes state and ' +
      'callbacks down as props (ARCHITECTURE.md).',
  },
  {
    group: ['react-router', 'react-router-dom', 'react-router/**', 'react-router-dom/**'],
    message:
      'packages/ui never imports the router: links arrive as a render prop, asChild or the ' +
      'LinkProvider, so components work in any app and in Storybook (ARCHITECTURE.md).',
  },
  notTheApp('packages/ui'),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'storybook-static/**',
      'data/**',
      '**/__screenshots__/**',
      '.storybook/public/**',
      'apps/web/public/**',
      'apps/server/drizzle/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  ...storybook.configs['flat/recommended'],
  {
    // Steady tests (issue 26; decision 0023; tools/eslint/steady-tests.test.ts): an assertion waits
    // for what a user action changes instead of reading the screen once, at once. Journeys aside:
    // Playwright's locators and expect already wait.
    files: ['**/*.test.tsx', '**/*.stories.tsx'],
    plugins: { 'testing-library': testingLibrary, steady: steadyTests },
    rules: {
      'steady/no-sync-query-after-action': 'error',
      'testing-library/await-async-queries': 'error',
      'testing-library/await-async-utils': 'error',
      'testing-library/await-async-events': ['error', { eventModule: 'userEvent' }],
      'testing-library/no-await-sync-queries': 'error',
      'testing-library/prefer-find-by': 'error',
      'testing-library/no-wait-for-side-effects': 'error',
      'testing-library/no-wait-for-multiple-assertions': 'error',
    },
  },
  // ─── Import boundaries (ARCHITECTURE.md; decision 0023; tools/eslint/boundaries.test.ts) ───
  {
    // Presentational: props in, callbacks out. Types from the contract are welcome.
    files: ['packages/ui/src/**/*.{ts,tsx}'],
    ignores: ['**/*.stories.tsx', '**/*.test.{ts,tsx}', uiStylesheets],
    rules: { 'no-restricted-imports': ['error', { patterns: uiPatterns({ api: true }) }] },
  },
  {
    // Build-time stylesheets: the contract's values are welcome (see uiStylesheets); the rest holds.
    files: [uiStylesheets],
    rules: { 'no-restricted-imports': ['error', { patterns: uiPatterns({ api: false }) }] },
  },
  {
    // Stories and tests are QA harness: they may use the API's mocks, never the app.
    files: ['packages/ui/src/**/*.stories.tsx', 'packages/ui/src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [notTheApp('packages/ui')] }] },
  },
  {
    // Pure behaviour: a machine runs alone in a test and in Storybook because its effects are
    // actors the app provides. QA views (_view), test helpers, tests and stories may use more.
    files: ['packages/machines/src/**/*.{ts,tsx}'],
    ignores: [
      'packages/machines/src/_view/**',
      'packages/machines/src/_testing/**',
      '**/*.stories.tsx',
      '**/*.test.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!xstate(/|$)|@pinjam/api(/(domain|contract)(/.*)?)?$|\\.)',
              message:
                'packages/machines imports only xstate, the shared domain rules (@pinjam/api/domain) and ' +
                "the contract's schemas: a machine names its effects as actors in setup() and the app " +
                'provides them, so it runs alone in tests and Storybook (ARCHITECTURE.md).',
            },
            {
              regex: '^@pinjam/api$',
              allowTypeImports: true,
              message:
                'Only types from @pinjam/api (`import type`): its root brings the client and the hooks; ' +
                'schemas come from @pinjam/api/contract (zod/mini, decision 0045), rules from ' +
                '@pinjam/api/domain (ARCHITECTURE.md).',
            },
            notTheApp('packages/machines'),
          ],
        },
      ],
    },
  },
  {
    files: [
      'packages/machines/src/_view/**',
      'packages/machines/src/_testing/**',
      'packages/machines/src/**/*.stories.tsx',
      'packages/machines/src/**/*.test.ts',
    ],
    rules: { 'no-restricted-imports': ['error', { patterns: [notTheApp('packages/machines')] }] },
  },
  {
    // Services hold the rules and throw domain errors; the one error handler maps them to HTTP.
    files: ['apps/server/src/modules/**/*.service.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/platform/http', '**/platform/http/**'],
              message:
                'A service never imports platform/http: it throws domain errors that the one error ' +
                'handler maps to HTTP, so it can be called from a job or another module as well as a ' +
                'route (docs/conventions.md, Server).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/platform/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/modules', '**/modules/**'],
              message:
                'platform/ is infrastructure and never imports modules/ (the business): a module ' +
                'plugs into the platform (buildApp lists platform plugins, then modules), never the ' +
                'other way (ARCHITECTURE.md).',
            },
          ],
        },
      ],
    },
  },
  {
    // The web app calls an area (`account.get`), never the contract's aggregates: one use puts every
    // area's schemas in that chunk, the admin's too (docs/conventions.md, decision 0049).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.stories.tsx', '**/*.test.{ts,tsx}', 'apps/web/src/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['@pinjam/api', '@pinjam/api/contract'].map((name) => ({
            name,
            importNames: ['contract', 'items'],
            message:
              "Import the area (`import { account } from '@pinjam/api'`, `listings.create`): the aggregate " +
              "puts every area's schemas in the page's chunk (decision 0049).",
          })),
        },
      ],
    },
  },
  {
    files: ['apps/server/src/modules/**/*.ts', 'apps/web/src/pages/**/*.{ts,tsx}'],
    plugins: { pinjam: boundaries },
    rules: { 'pinjam/boundaries': 'error' },
  },
  {
    // Money has one owner (issue 25, decision 0042): only modules/payments writes the payments
    // table and the ledger; every other module calls its face (authorise, capture, void, refund).
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/modules/payments/**', 'apps/server/src/platform/db/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(insert|update|delete)$/] > Identifier.arguments[name=/^(payments|ledgerEntries)$/]',
          message:
            'Only modules/payments writes `payments` and `ledger_entries`: call its face (authorise, ' +
            'capture, void, refund…), which locks in one order, posts the ledger and tells people (decision 0042).',
        },
        {
          selector:
            'TemplateElement[value.raw=/\\b(update|insert\\s+into|delete\\s+from)\\s+"?(payments|ledger_entries)\\b/i]',
          message: 'Only modules/payments writes `payments` and `ledger_entries` (decision 0042).',
        },
      ],
    },
  },
  {
    // Every journey fails on an uncaught error or a console error (decision 0045).
    files: ['e2e/tests/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              message:
                "Import test and expect from './fixtures': its test fails a journey on any uncaught " +
                'error or console error in its pages (decision 0045).',
            },
          ],
        },
      ],
    },
  },
);
