import { expect, test, type Page } from './support/fixtures';
import { answerFramedPage, openScreen, screensOf } from './support/screens';
import { demoRoutes } from '@/data/routes/demo';
import type { RouteRecord } from '@/lib/contracts/router';

/**
 * Every demo screen of spec §2.3 the mock admin reaches (the leaves of data/routes/demo.ts), opened one after the
 * other in one signed-in page: each shows its content, and none logs a console error or throws — nor a
 * Content-Security-Policy violation, which the browser logs as an error and the page's `securitypolicyviolation` event
 * reports with its directive (issue 12 item 6). The /setting section is left out: its pages are the business settings of
 * spec §2.2, with flows of their own.
 */

const API_BASE_KEY = 'admin-pro-api-base';

/** Whether the Admin role passes a route's rule (meta.roles: any-of, or none-of in except mode). */
function adminPasses(r: RouteRecord): boolean {
  const rule = r.meta.roles;
  if (!rule?.role) return true;
  const held = rule.role.includes('Admin');
  return rule.mode === 'except' ? !held : held;
}

const screens = screensOf(demoRoutes.filter((r) => r.path !== '/setting'), adminPasses);

async function signInToMock(page: Page) {
  await page.addInitScript((key) => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`Content Security Policy violation: ${e.violatedDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`);
    });
    // Init scripts run in every frame; the setting belongs to the app's own window.
    if (window === window.top) localStorage.setItem(key, '/api/mock');
  }, API_BASE_KEY);
  await page.goto('/#/login');
  await page.getByTestId('login-username').fill('admin');
  await page.getByTestId('login-password').fill('any-password');
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/#\/index$/);
  await expect(page.getByTestId('home-username')).toBeVisible();
}

test('every demo screen the admin reaches shows its content without a console error', async ({ page }) => {
  test.setTimeout(240_000);
  expect(screens.length).toBeGreaterThan(45);
  await answerFramedPage(page.context());
  let current = '/login';
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.text().includes('Content Security Policy')) problems.push(`${current}: console: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`${current}: uncaught: ${e.message}`));
  await signInToMock(page);

  const main = page.locator('main');
  for (const { address, title } of screens) {
    current = address;
    await openScreen(page, { address, title });
    await expect(page, address).toHaveURL(new RegExp(`#${address.replace(/[?]/g, '\\?')}$`));
    const heading = main.getByRole('heading').filter({ visible: true }).first();
    await expect(heading, `${address} shows a heading`).not.toBeEmpty();
    const failed = main.getByTestId('view-error').or(main.getByText('该功能暂未开放')).or(main.getByText('加载失败'));
    await expect(failed.filter({ visible: true }), `${address} failed`).toHaveCount(0);
  }
  expect(problems).toEqual([]);
});
