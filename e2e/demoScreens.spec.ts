import { expect, test, type Page } from './support/test';
import { ADDRESS, FRAMED, join } from './support/demoAddresses';
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

/** The leaves the Admin role passes (meta.roles: any-of, or none-of in except mode), by address and title. */
function adminLeaves(routes: readonly RouteRecord[], base = ''): { address: string; title: string }[] {
  return routes.flatMap((r) => {
    const rule = r.meta.roles;
    const held = (rule?.role ?? []).includes('Admin');
    if (rule?.role && (rule.mode === 'except' ? held : !held)) return [];
    if (/^https?:/.test(r.path)) return [];
    const path = join(base, r.path);
    return r.children ? adminLeaves(r.children, path) : [{ address: ADDRESS[path] ?? path, title: r.meta.title ?? '' }];
  });
}

const screens = adminLeaves(demoRoutes.filter((r) => r.path !== '/setting'));

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
  await page.context().route(`${FRAMED}**`, (route) => route.fulfill({ contentType: 'text/html', body: '<h1>framed</h1>' }));
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
    await page.goto(`/#${address}`);
    await expect(page, address).toHaveURL(new RegExp(`#${address.replace(/[?]/g, '\\?')}$`));
    await expect(page, address).toHaveTitle(`${title} - 人事管理系统`);
    const heading = main.getByRole('heading').filter({ visible: true }).first();
    await expect(heading, `${address} shows a heading`).not.toBeEmpty();
    await expect(main.locator('[role="status"][aria-busy="true"], [role="status"][aria-label="加载中…"]').filter({ visible: true }), `${address} finished loading`).toHaveCount(0);
    const failed = main.getByTestId('view-error').or(main.getByText('该功能暂未开放')).or(main.getByText('加载失败'));
    await expect(failed.filter({ visible: true }), `${address} failed`).toHaveCount(0);
  }
  expect(problems).toEqual([]);
});
