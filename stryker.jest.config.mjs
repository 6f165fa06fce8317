import jestConfig from './jest.config.js';

/**
 * The unit project of jest.config.js on lib/domain's tests: what StrykerJS (stryker.config.mjs) runs against each
 * mutant. Read inside Stryker's sandbox, so next/jest resolves its paths there and the tests load the mutated files.
 */
export default async function strykerJestConfig() {
  const { projects, testTimeout } = await jestConfig();
  const unit = projects.find((project) => project.displayName === 'unit');
  return { ...unit, testMatch: ['<rootDir>/lib/domain/**/*.test.ts'], testTimeout };
}
