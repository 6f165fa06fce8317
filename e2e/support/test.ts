import { test as base, type Page } from '@playwright/test';
import { serverURL } from './servers';

export * from '@playwright/test';

/** Playwright's `test`, its pages and requests aimed at the server of the worker running it. */
export const test = base.extend({
  baseURL: async ({}, provide, testInfo) => provide(serverURL(testInfo.parallelIndex)),
});

/** The address of this worker's server, for contexts a test opens itself. */
export const currentServer = () => serverURL(test.info().parallelIndex);

/**
 * Saves a picture of the page for a person to look at, under SCREENSHOT_DIR when it is set
 * (`SCREENSHOT_DIR=/tmp/shots npm run test:e2e`); without it the flows spend no time on pictures.
 */
export async function lookAt(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  const dir = process.env.SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage });
}
