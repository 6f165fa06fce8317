import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: ['.next/**', 'node_modules/**', '.data*/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts', 'lib/server/db/migrations/**'],
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['warn', { ignoreRestSiblings: true, argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['lib/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'app/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': ['error', {
        selector: "CallExpression[callee.property.name=/^(slice|substring|substr)$/][callee.object.callee.property.name='toISOString']",
        message: 'A business date is a China calendar date, not the UTC day: use today()/dateInChina() from lib/domain/datetime, addDays() from lib/domain/dates.',
      }],
    },
  },
  {
    files: ['jest.config.js', 'jest.setup.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['lib/domain/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@/*'], message: 'lib/domain imports nothing of the project.' }] }],
    },
  },
  {
    files: ['lib/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@/components/*'], message: 'lib never imports components.' }] }],
    },
  },
];

export default config;
