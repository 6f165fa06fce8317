/**
 * Mutation testing of lib/domain (`npm run mutate`; not part of `npm test` or .ci/run). One test runner at a time:
 * `nice -n 19 npm run mutate -- --mutate lib/domain/idCard.ts` narrows a run to a file, and STRYKER_TESTS to test files
 * (stryker.jest.config.mjs). Reports land in reports/mutation; the incremental file lets a re-run test only the mutants
 * whose code or tests changed.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
const config = {
  mutate: ['lib/domain/**/*.ts', '!lib/domain/**/*.test.ts'],
  testRunner: 'jest',
  jest: { projectType: 'custom', configFile: 'stryker.jest.config.mjs', enableFindRelatedTests: true },
  coverageAnalysis: 'perTest',
  concurrency: 1,
  reporters: ['clear-text', 'html'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  clearTextReporter: { allowEmojis: false, reportTests: false },
  // Static mutants (module-level constants) run every related test file each: on this shared 2-core machine they cost most
  // of a run's time, so they are left out of the score.
  ignoreStatic: true,
  incremental: true,
  incrementalFile: 'reports/stryker-incremental.json',
  tempDirName: '.stryker-tmp',
  ignorePatterns: ['.next', '.data', '.data-*', 'test-results', 'playwright-report', 'bench-results', 'e2e'],
};

export default config;
