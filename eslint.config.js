import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import storybook from 'eslint-plugin-storybook'
import globals from 'globals'

const testRules = [
  {
    selector:
      "CallExpression[callee.property.name='skip'][callee.object.name=/^(it|test|describe)$/]",
    message: 'Skipped tests are defects.',
  },
  {
    selector:
      "CallExpression[callee.property.name='only'][callee.object.name=/^(it|test|describe)$/]",
    message: 'Focused tests hide the rest.',
  },
]

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      '**/drizzle/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '.storybook/test-runner-jest.config.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': ['error', ...testRules],
    },
  },
  {
    // Decision 077: yup's own number cast reads "0x10" as 16 and lets Infinity through.
    files: ['packages/contract/src/**/*.ts'],
    ignores: ['packages/contract/src/schemas/numbers.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...testRules,
        {
          selector: "CallExpression[callee.object.name='yup'][callee.property.name='number']",
          message: 'Build number fields with schemas/numbers.ts (decimalNumber, number, amount…).',
        },
      ],
    },
  },
  {
    files: ['packages/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@atb/*'], message: 'ui imports nothing of ours.' }] },
      ],
    },
  },
  {
    files: ['packages/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@atb/*', 'react', 'react-dom', 'node:*', 'fs', 'path'],
              message: 'contract holds no React, DOM, Node APIs or I/O.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/engine/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@atb/server',
                '@atb/app',
                '@atb/ui',
                '@atb/machines',
                'fastify',
                'drizzle-orm*',
                'react',
              ],
              message: 'engine has no HTTP, database or UI.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  ...storybook.configs['flat/recommended'],
)
