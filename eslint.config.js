import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { packageZones, serverZones, webZones } from './eslint.zones.js';

/** React's effect hooks, whose callback returns nothing or a clean-up function. */
const EFFECT_HOOK = '/^use(Layout|Insertion)?Effect$/';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'eslint.fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // An effect returns nothing or its clean-up function: React calls whatever else it returns when the
      // effect ends, and in Chromium 156 scrollIntoView returns a Promise (docs/decisions.md#332). The
      // type-aware rules (oxlint, .oxlintrc.json) do not see it, since an effect's type allows a value.
      'no-restricted-syntax': [
        'error',
        {
          selector: `CallExpression:matches([callee.name=${EFFECT_HOOK}], [callee.property.name=${EFFECT_HOOK}]) > ArrowFunctionExpression[expression=true][body.type!=/^(Arrow)?FunctionExpression$/]`,
          message: 'An effect returns nothing or its clean-up: write its body in braces (docs/decisions.md#332).',
        },
      ],
    },
  },
  {
    // A component or hook a reader can hold at once: no function of the web app over 120 lines, counted as read
    // (blank lines and comments too); a longer screen splits into named parts (docs/decisions.md#371).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}'],
    rules: {
      'max-lines-per-function': ['error', { max: 120, skipBlankLines: false, skipComments: false, IIFEs: true }],
    },
  },
  {
    // The layers of docs/architecture.md (apps and packages), checked on every import however it is written
    // (alias, relative path or package name). Import cycles and the type-aware rules are oxlint's (.oxlintrc.json,
    // docs/decisions.md#370).
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    plugins: { import: importPlugin },
    settings: {
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/resolver': {
        typescript: { project: ['apps/web/tsconfig.json', 'apps/server/tsconfig.json', 'packages/*/tsconfig.json'] },
      },
    },
    rules: {
      'import/no-restricted-paths': [
        'error',
        { zones: [...webZones('apps/web/src'), ...serverZones('apps/server/src'), ...packageZones('packages')] },
      ],
    },
  },
);
