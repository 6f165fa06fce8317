import type { Route } from '@playwright/test';
import { signIn } from './support/signIn';
import { expect, lookAt, test } from './support/fixtures';

/** lib/client/chunkLoad.ts CHUNK_TIMEOUT_KEY: shortens this browser's chunk timeout (spec §9: 120000 ms). */
const CHUNK_TIMEOUT_KEY = 'admin-pro-chunk-timeout';
const SHORT_TIMEOUT_MS = 3000;

test('a view whose chunk does not arrive shows the chunk load error, and retry loads it once the network is back', async ({ browser }) => {
  const page = await signIn(browser, 'jc2');
  await page.evaluate(([key, ms]) => localStorage.setItem(key, ms), [CHUNK_TIMEOUT_KEY, String(SHORT_TIMEOUT_MS)] as const);

  // From here on every chunk the page asks for is held: the home page has its own already, so these are the next view's.
  const held: Route[] = [];
  let holding = true;
  await page.route('**/_next/static/chunks/**', (route) => (holding ? void held.push(route) : route.continue()));

  await page.evaluate(() => { window.location.hash = '#/company/companyview'; });
  await expect.poll(() => held.length).toBeGreaterThan(0);

  const error = page.getByTestId('view-error');
  await expect(error).toBeVisible({ timeout: SHORT_TIMEOUT_MS + 15_000 });
  await expect(error).toHaveAttribute('data-chunk-failure', 'timeout');
  await expect(error).toHaveAttribute('data-error', 'ChunkLoadError');
  await expect(error).toContainText('页面资源加载超时');
  await lookAt(page, 'chunk-load-timeout');
  await expect(page.getByTestId('company-view')).toHaveCount(0);

  // The network is back: the held requests go through, later ones are not held.
  holding = false;
  await Promise.all(held.splice(0).map((route) => route.continue()));

  await error.getByTestId('view-error-retry').click();
  await expect(page.getByTestId('company-view').getByTestId('unit-fields')).toContainText('湖州市吴兴区织里实验小学');
  await expect(page.getByTestId('view-error')).toHaveCount(0);
});

test('a chunk that fails outright is reported as a failed chunk, and retry loads it', async ({ browser }) => {
  const page = await signIn(browser, 'jc2');
  await page.route('**/_next/static/chunks/**', (route) => route.abort('failed'));

  await page.evaluate(() => { window.location.hash = '#/company/companyview'; });
  const error = page.getByTestId('view-error');
  await expect(error).toBeVisible();
  await expect(error).toHaveAttribute('data-error', /^(ChunkLoadError|CSS_CHUNK_LOAD_FAILED)$/);

  await page.unroute('**/_next/static/chunks/**');
  await error.getByTestId('view-error-retry').click();
  await expect(page.getByTestId('company-view').getByTestId('unit-fields')).toContainText('湖州市吴兴区织里实验小学');
});
