import { test as base, type Page } from '@playwright/test';
import { E2E_SERVERS } from '../../lib/testing/e2eServers';

export * from '@playwright/test';

/**
 * Playwright's `test`: its pages and requests aimed at the server of the worker running it, and every
 * browser context a flow opens itself (one per account) closed when the flow ends — a page left open keeps
 * polling and rendering, and slows every flow after it.
 */
export const test = base.extend<{ closeOpenedContexts: void }>({
  baseURL: async ({}, provide, testInfo) => provide(E2E_SERVERS.url(testInfo.parallelIndex)),
  closeOpenedContexts: [
    async ({ browser }, provide) => {
      await provide();
      await Promise.all(browser.contexts().map((context) => context.close()));
    },
    { auto: true },
  ],
});

/** The address of this worker's server, for contexts a test opens itself. */
export const currentServer = () => E2E_SERVERS.url(test.info().parallelIndex);

/**
 * Saves a picture of the page for a person to look at, under SCREENSHOT_DIR when it is set
 * (`SCREENSHOT_DIR=/tmp/shots npm run test:e2e`); without it the flows spend no time on pictures.
 */
export async function lookAt(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  const dir = process.env.SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage });
}
