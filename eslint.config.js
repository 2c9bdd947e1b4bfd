import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES = [
  'account',
  'carpay',
  'consignees',
  'custom-request',
  'detail',
  'home',
  'inquiry',
  'item-form',
  'management',
  'my-inquiries',
  'not-found',
  'options-status',
  'right-panel',
  'search',
  'admin',
];

/** Cross-package imports go through each package's entry point, never into its src/. */
const noDeepPackageImports = { group: ['@market/*/*'], message: 'Import a package through its entry point.' };

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-imports': ['error', { patterns: [noDeepPackageImports] }],
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@market/*'], message: 'packages/domain imports nothing of ours.' },
            { group: ['node:*', 'fs', 'path', 'http'], message: 'packages/domain does no I/O.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noDeepPackageImports,
            { group: ['@market/web', '**/apps/web/**'], message: 'The server never imports the web app.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noDeepPackageImports,
            { group: ['@market/server', '**/apps/server/**'], message: 'The web app never imports the server.' },
          ],
        },
      ],
    },
  },
  // Inside the web app: components/ and lib/ know no feature, and a feature knows no other feature.
  {
    files: ['apps/web/src/components/**', 'apps/web/src/lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noDeepPackageImports,
            { group: ['**/features/**', '**/app/**'], message: 'Shared code imports no feature or app code.' },
          ],
        },
      ],
    },
  },
  ...FEATURES.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noDeepPackageImports,
            { group: ['**/app/**'], message: 'A feature does not import the app shell.' },
            {
              group: FEATURES.filter((other) => other !== feature).map((other) => `**/features/${other}/**`),
              message: 'A feature does not import another feature; compose them in app/.',
            },
          ],
        },
      ],
    },
  })),
);
