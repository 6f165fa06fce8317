const nextJest = require('next/jest');

const createJestConfig = nextJest({ dir: './' });

/** ESM-only packages jest must transform (stack-notes). */
const esmPackages = [
  'jose', 'next-intl', 'use-intl', 'icu-minify', 'intl-messageformat', '@formatjs', 'remixicon',
  // openapi-typescript's CommonJS build requires these (the typed client of app/api/openapi.d.ts).
  'openapi-typescript', 'parse-json', 'index-to-position', 'supports-color', 'change-case',
];

module.exports = async () => {
  const base = await createJestConfig({
    moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
    setupFiles: ['<rootDir>/jest.setup.js'],
    testPathIgnorePatterns: ['/node_modules/', '/.next/', '/e2e/'],
  })();
  base.transformIgnorePatterns = [`/node_modules/(?!(${esmPackages.join('|')})/)`, '^.+\\.module\\.(css|sass|scss)$'];
  const { testPathIgnorePatterns, ...shared } = base;
  return {
    projects: [
      {
        ...shared,
        displayName: 'unit',
        testMatch: ['<rootDir>/{lib,components}/**/*.test.{ts,tsx}'],
        testPathIgnorePatterns: [...testPathIgnorePatterns, '<rootDir>/lib/server/'],
      },
      {
        ...shared,
        displayName: 'api',
        testMatch: ['<rootDir>/{app/api,app/i18n,lib/server}/**/*.test.ts'],
        setupFiles: [...shared.setupFiles, '<rootDir>/jest.setup.api.ts'],
        testPathIgnorePatterns,
      },
    ],
    // A bound for a loaded 2-core machine (each API file opens a database); a passing test never waits for it.
    testTimeout: 60000,
    // Each test file leaves its module registry (and an API file its closed PGlite's memory) for the garbage collector,
    // and a worker's heap grows file by file until collecting it costs more than the tests: past this a worker is
    // replaced between files.
    workerIdleMemoryLimit: '500MB',
    globalSetup: '<rootDir>/jest.globalSetup.mjs',
    globalTeardown: '<rootDir>/jest.globalTeardown.mjs',
  };
};
