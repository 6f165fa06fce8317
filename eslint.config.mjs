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
