import jestConfig from './jest.config.js';

/**
 * The unit project of jest.config.js on lib/domain's tests: what StrykerJS (stryker.config.mjs) runs against each
 * mutant. Read inside Stryker's sandbox, so next/jest resolves its paths there and the tests load the mutated files.
 * STRYKER_TESTS (test files from the project root, comma-separated) narrows the tests to those files: a quicker run
 * whose score is a lower bound of the whole set's.
 */
export default async function strykerJestConfig() {
  const { projects, testTimeout } = await jestConfig();
  const unit = projects.find((project) => project.displayName === 'unit');
  const only = (process.env.STRYKER_TESTS ?? '').split(',').map((file) => file.trim()).filter(Boolean);
  const testMatch = only.length > 0 ? only.map((file) => `<rootDir>/${file}`) : ['<rootDir>/lib/domain/**/*.test.ts'];
  return { ...unit, testMatch, testTimeout };
}
