import { expect, test, type Page } from './support/fixtures';
import { demoRoutes } from '@/data/routes/demo';
import type { RouteRecord } from '@/lib/contracts/router';

/** The client in mock mode (spec §7.2): the mock accounts, their menus from the demo route tree (spec §2.3, §6). */

const API_BASE_KEY = 'admin-pro-api-base';

/** Points the client at the mock API (spec §7.2) before the app starts, as the saved setting does. */
const pointAtMockApi = (page: Page) => page.addInitScript((key) => localStorage.setItem(key, '/api/mock'), API_BASE_KEY);

const mockRequest = (page: Page, path: string, method: string) =>
  page.waitForRequest((r) => r.url().endsWith(`/api/mock${path}`) && r.method() === method);

const shown = (page: Page, testId: string) => page.getByTestId(testId).filter({ visible: true });

async function signIn(page: Page, username: string, password = 'demo123') {
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/#\/index$/);
  await expect(page.getByTestId('home-username')).toHaveText(username);
}

/** A menu as lines: a first-level entry, then the entries of its dropdown indented by their depth. */
type MenuLines = string[];

/** The menu the roles should see: routes their rules pass (any-of, or none-of in except mode), as the shell lays it out. */
function expectedMenu(roles: readonly string[]): MenuLines {
  const passes = (r: RouteRecord) => {
    const rule = r.meta.roles;
    if (!rule?.role) return true;
    const held = rule.role.some((role) => roles.includes(role));
    return rule.mode === 'except' ? !held : held;
  };
  type Entry = { title: string; children: Entry[] };
  const entries = (routes: readonly RouteRecord[]): Entry[] =>
    routes.flatMap((r) => {
      if (!passes(r) || r.meta.hidden) return [];
      const children = entries(r.children ?? []);
      if (r.meta.levelHidden) return children;
      if (!children.length && r.path.includes('/:')) return [];
      return [{ title: r.meta.title ?? '', children }];
    });
  const lines = (list: Entry[], depth: number): string[] =>
    list.flatMap((e) => [`${'  '.repeat(depth)}${e.title}`, ...lines(e.children, depth + 1)]);
  return lines(entries(demoRoutes), 0);
}

/** The horizontal menu as shown: each first-level entry, and the entries of its dropdown by nesting depth. */
async function shownMenu(page: Page): Promise<MenuLines> {
  const lines: string[] = [];
  const top = page.getByTestId('nav-menu').getByRole('button');
  for (const button of await top.all()) {
    lines.push((await button.locator('[title]').first().getAttribute('title')) ?? '');
    if ((await button.getAttribute('aria-haspopup')) !== 'menu') continue;
    await button.click();
    const dropdown = page.getByRole('menu');
    await expect(dropdown).toBeVisible();
    lines.push(...(await dropdown.locator('[title]').evaluateAll((labels) => labels.map((label) => {
      let depth = 1;
      for (let el = label.closest('li')?.parentElement; el && el.getAttribute('role') !== 'menu'; el = el.parentElement) depth += 1;
      return `${'  '.repeat(depth)}${label.getAttribute('title')}`;
    }))));
    await page.keyboard.press('Escape');
  }
  return lines;
}

test('each mock account signs in with any password and sees the menu its roles allow', async ({ page }) => {
  test.setTimeout(120_000);
  await pointAtMockApi(page);
  await page.goto('/#/login');
  const accounts = [
    { username: 'admin', roles: ['Admin'], sees: ['商城', '配置', '综合表格', '综合表单', '外链'], hides: [] },
    { username: 'editor', roles: ['Editor'], sees: ['角色权限', '外链'], hides: ['商城', '配置', '综合表格', '列表', '综合表单', '工作流'] },
    { username: 'test', roles: ['Admin', 'Editor'], sees: ['商城', '配置', '综合表单', '外链'], hides: ['综合表格'] },
  ];
  for (const { username, roles, sees, hides } of accounts) {
    const requests = [mockRequest(page, '/login', 'POST'), mockRequest(page, '/userInfo', 'GET'), mockRequest(page, '/router/getList', 'GET')];
    await signIn(page, username, `any-${username}`);
    await Promise.all(requests);
    const menu = await shownMenu(page);
    expect(menu, `${username}'s menu`).toEqual(expectedMenu(roles));
    const titles = menu.map((line) => line.trim());
    for (const title of sees) expect(titles, `${username} sees ${title}`).toContain(title);
    for (const title of hides) expect(titles, `${username} does not see ${title}`).not.toContain(title);
    expect(titles).not.toContain('申报数据查看');

    await page.getByTestId('user-menu').click();
    const logout = mockRequest(page, '/logout', 'GET');
    await page.getByTestId('logout').click();
    await logout;
    await expect(page).toHaveURL(/#\/login/);
  }
  await page.getByTestId('login-username').fill('nobody');
  await page.getByTestId('login-password').fill('123456');
  await page.getByTestId('login-submit').click();
  await expect(page.getByText('帐户或密码不正确')).toBeVisible();
});

test('the editor is refused the admin sections and holds only its own permissions', async ({ page }) => {
  await pointAtMockApi(page);
  await page.goto('/#/login');
  await signIn(page, 'editor', 'whatever');
  await page.goto('/#/mall/goods');
  await expect(page).toHaveURL(/#\/404$/);
  await page.goto('/#/vab/permission');
  await expect(shown(page, 'permission-buttons').getByRole('button')).toHaveText(['仅 Editor', 'Admin 或 Editor', '需要 write:system']);
});

test('the permission screen switches this browser to the mock API and back', async ({ page }) => {
  await page.goto('/#/login');
  await signIn(page, 'admin');
  await page.goto('/#/vab/permission');
  await shown(page, 'mock-mode-switch').click();
  await page.getByTestId('confirm-ok').click();
  await expect(page).toHaveURL(/#\/login/);
  expect(await page.evaluate((key) => localStorage.getItem(key), API_BASE_KEY)).toBe('/api/mock');
  await signIn(page, 'test', '123456');
  await expect(page.getByTestId('nav-menu')).toContainText('商城');
  await page.goto('/#/vab/permission');
  await shown(page, 'mock-mode-switch').click();
  await page.getByTestId('confirm-ok').click();
  await expect(page).toHaveURL(/#\/login/);
  expect(await page.evaluate((key) => localStorage.getItem(key), API_BASE_KEY)).toBeNull();
  await signIn(page, 'admin');
  await expect(page.getByTestId('nav-menu')).toContainText('申报数据查看');
});
