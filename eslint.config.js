import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import i18next from 'eslint-plugin-i18next';

/**
 * Production code uses Node's and V8's public APIs only (ADR 21): an underscore field of an object
 * it did not write (node:http's `_header`, a socket's `_handle`), V8 flags set at run time and
 * Node's internal bindings may change or vanish in any release. scripts/public-apis.test.ts proves
 * each selector bites.
 */
export const PUBLIC_APIS_ONLY = [
  {
    selector: 'MemberExpression[property.type="Identifier"][property.name=/^_[A-Za-z]/]',
    message: "Underscore fields are another module's internals: use its public API (ADR 21).",
  },
  {
    selector: 'MemberExpression[computed=true][property.type="Literal"][property.value=/^_[A-Za-z]/]',
    message: "Underscore fields are another module's internals: use its public API (ADR 21).",
  },
  {
    selector: ':matches(MemberExpression[property.name="setFlagsFromString"], ImportSpecifier[imported.name="setFlagsFromString"])',
    message: 'V8 flags are not set at run time: Node documents setFlagsFromString as able to crash or do nothing (ADR 21).',
  },
  {
    selector: 'MemberExpression[property.name=/^(binding|_linkedBinding)$/]:has(Identifier[name="process"])',
    message: "process.binding reaches Node's internal bindings: use the public module instead (ADR 21).",
  },
  { selector: 'Identifier[name="internalBinding"]', message: "internalBinding is Node's own, not an API (ADR 21)." },
];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**', 'data/**', 'src/server/db/migrations/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/server/**', '#server/*'], message: 'The client never imports server code.' }] }],
    },
  },
  {
    // Words a person reads come from the message catalogues (src/shared/i18n), in their language:
    // text written straight into a component, or into an attribute a person reads or hears, is refused.
    files: ['src/client/**/*.tsx'],
    ignores: ['src/client/**/*.test.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': {
            include: [
              'aria-label',
              'aria-description',
              'aria-roledescription',
              'aria-valuetext',
              'title',
              'alt',
              'placeholder',
              'label',
              '^[a-z]*Label$',
              'description',
              'heading',
            ],
          },
          message: 'Words a person reads come from the catalogues: t(\'area.id\') or <T id="area.id" /> (src/shared/i18n).',
        },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/client/**', '#client/*'], message: 'The server never imports client code.' }] }],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/config.ts', 'src/server/**/*.test.ts'],
    rules: {
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Only config.ts reads the environment.' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...PUBLIC_APIS_ONLY] },
  },
);
