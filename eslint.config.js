import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundaryZones } from './lint/boundaries.js';
import { houseRules } from './lint/house-rules.js';

const ROOT = import.meta.dirname;
/** The folders under a directory of the repository: the feature and module lists are these, never a hand-kept list. */
const foldersOf = (dir) =>
  readdirSync(path.join(ROOT, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const FEATURES = foldersOf('apps/web/src/features');
const MODULES = foldersOf('apps/server/src/modules');
const zones = boundaryZones({ features: FEATURES, modules: MODULES });
/** Tests and their helpers set up data across modules, so they are held to every boundary but the modules' own. */
const TEST_FILES = [
  '**/*.test.ts',
  '**/*.test.tsx',
  '**/test-*.ts',
  '**/*-test-fixture.ts*',
  'apps/server/src/test/**',
];

/** Cross-package imports go through each package's entry point, never into its src/. */
const noDeepPackageImports = { group: ['@market/*/*'], message: 'Import a package through its entry point.' };
const serverImportPatterns = [
  noDeepPackageImports,
  { group: ['@market/web', '**/apps/web/**'], message: 'The server never imports the web app.' },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'apps/web/src/generated/api-schema.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      // The TypeScript parser reads each imported file, so no-cycle follows imports through .ts and .tsx files.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/server/tsconfig.json', 'apps/web/tsconfig.json', 'packages/*/tsconfig.json'],
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: [...zones.layers, ...zones.modules] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: TEST_FILES,
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: zones.layers }] },
  },
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
          patterns: serverImportPatterns,
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
  // A function a reader can hold in view (issue 34): hand-written code splits by subject before 150 lines. Tests'
  // describe blocks group cases rather than run a flow, so they are left out.
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: [...TEST_FILES, 'e2e/specs/**'],
    rules: { 'max-lines-per-function': ['error', { max: 150, skipBlankLines: true, skipComments: true }] },
  },
  // Every amount of every page is written by the one money formatter (issue 35): a '$' glued to a number by hand, or a
  // currency style of Intl, writes money another way (in Arabic "10,990$" beside "$3,847").
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    ignores: TEST_FILES,
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          'TemplateElement[tail=false][value.raw=/\\$$/]',
          "BinaryExpression[operator='+'] > Literal[value=/\\$\\s*$/]",
          "Property[key.name='style'][value.value='currency']",
          'JSXText[value=/\\$\\s*$/]',
        ].map((selector) => ({ selector, message: 'Write money with formatUsd or formatUsdRange (@market/domain).' })),
      ],
    },
  },
  // The layers by what a file does (decision 0290): a file registering routes is named routes, reaches no repo but
  // through a service, and no module file re-exports another's functions to open a door the zones close.
  {
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: TEST_FILES,
    plugins: { house: houseRules },
    rules: { 'house/routes-named': 'error', 'house/routes-reach-no-repo': 'error', 'house/no-re-export': 'error' },
  },
  // SQL only in repos: a module's other files reach the database through its repo (decision 0130).
  {
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['**/*repo.ts', ...TEST_FILES],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...serverImportPatterns,
            { group: ['drizzle-orm', 'drizzle-orm/*', '**/db/schema/**'], message: 'SQL lives in the repos.' },
          ],
        },
      ],
    },
  },
);
