const nextJest = require('next/jest');

const createJestConfig = nextJest({ dir: './' });

/** ESM-only packages jest must transform (stack-notes). */
const esmPackages = [
  'jose', 'next-intl', 'use-intl', 'icu-minify', 'intl-messageformat', '@formatjs', 'remixicon',
  // openapi-typescript's CommonJS build requires these (the typed client of app/api/openapi.d.ts).
  'openapi-typescript', 'parse-json', 'index-to-position', 'supports-color', 'change-case',
];

/**
 * The API tests of what the two databases do differently run again on the embedded database when the API tests run on
 * PostgreSQL (DATABASE_URL): the driver, migrations and seeding, backups and jobs, the filing engine's own tests and the
 * filing API's main path and its concurrent actions (its transactions), the reports' SQL, and the fuzzing at four times
 * the strength. The filing API's other scenarios are business rules over the same queries, run on PostgreSQL only.
 */
const EMBEDDED_AGAIN = [
  'lib/server/db/**/*', 'lib/server/backup/**/*', 'lib/server/jobs/**/*', 'lib/server/observability/**/*',
  'app/api/Backup/**/*', 'app/api/health/**/*', 'app/api/Filing/act/route', 'app/api/Filing/act/concurrency',
  'app/api/Report/**/*', 'lib/server/services/filings/*', 'app/api/fuzz',
].map((pattern) => `<rootDir>/${pattern}.test.ts`);

/** Test files that open an embedded database of their own whatever DATABASE_URL names: with it, only the embedded project runs them. */
const EMBEDDED_ANYWAY = [
  'lib/server/db/adminConsoleMenu', 'lib/server/db/firstAdmin', 'lib/server/db/migrations', 'lib/server/observability/database',
].map((file) => `<rootDir>/${file}\\.test\\.ts$`);

module.exports = async () => {
  const base = await createJestConfig({
    moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
    setupFiles: ['<rootDir>/jest.setup.js'],
    testPathIgnorePatterns: ['/node_modules/', '/.next/', '/e2e/'],
  })();
  base.transformIgnorePatterns = [`/node_modules/(?!(${esmPackages.join('|')})/)`, '^.+\\.module\\.(css|sass|scss)$'];
  const { testPathIgnorePatterns, ...shared } = base;
  const onPostgres = Boolean(process.env.DATABASE_URL);
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
        testPathIgnorePatterns: onPostgres ? [...testPathIgnorePatterns, ...EMBEDDED_ANYWAY] : testPathIgnorePatterns,
      },
      ...(onPostgres ? [{
        ...shared,
        displayName: 'api-embedded',
        testMatch: EMBEDDED_AGAIN,
        setupFiles: [...shared.setupFiles, '<rootDir>/jest.setup.api.ts', '<rootDir>/jest.setup.embedded.js'],
        testPathIgnorePatterns,
      }] : []),
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
