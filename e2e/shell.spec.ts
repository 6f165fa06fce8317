import { expect, test, type Page } from './support/fixtures';

const SETTINGS_KEY = 'admin-pro-settings';

async function signIn(page: Page, username = 'jc') {
  await page.goto('/#/login');
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill('demo123');
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/#\/index$/);
  await expect(page.getByTestId('home-username')).toBeVisible();
}

/** Saves theme settings the way the drawer's Save does, before the app starts. */
async function saveTheme(page: Page, theme: Record<string, unknown>) {
  await page.addInitScript(([key, value]) => {
    if (!sessionStorage.getItem('theme-seeded')) {
      localStorage.setItem(key, JSON.stringify({ state: { theme: JSON.parse(value) }, version: 0 }));
      sessionStorage.setItem('theme-seeded', '1');
    }
  }, [SETTINGS_KEY, JSON.stringify(theme)]);
}

const savedTheme = (page: Page) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}').state?.theme ?? {}, SETTINGS_KEY);

/** Opens a page from the horizontal menu: a group's dropdown entry, or a first-level entry. */
async function openFromMenu(page: Page, group: string, item?: string) {
  await page.getByTestId('nav-menu').getByRole('button', { name: group, exact: true }).click();
  if (item) await page.getByRole('menuitem', { name: item, exact: true }).click();
}

/** Notes whether the progress bar appears from now on (it shows for about a second). */
const watchProgressBar = (page: Page) =>
  page.evaluate(() => {
    const seen = window as unknown as { progressShown: boolean };
    seen.progressShown = false;
    new MutationObserver(() => {
      if (document.getElementById('nprogress')) seen.progressShown = true;
    }).observe(document.body, { childList: true });
  });
const progressBarShown = (page: Page) => page.evaluate(() => (window as unknown as { progressShown: boolean }).progressShown);

const tabTitles = (page: Page) => page.getByTestId('visited-tab').allInnerTexts();
const tab = (page: Page, title: string) => page.getByTestId('visited-tab').filter({ hasText: new RegExp(`^${title}$`) });

async function openThemeDrawer(page: Page) {
  await page.getByTestId('user-menu').click();
  await page.getByTestId('open-theme-settings').click();
  await expect(page.getByTestId('theme-drawer')).toBeVisible();
}

async function chooseInDrawer(page: Page, field: string, option: string) {
  await page.getByTestId('theme-drawer').getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('tabs of visited pages', () => {
  test('each close action, the not-closable home tab and closing the active tab', async ({ page }) => {
    await signIn(page);
    for (const item of ['单位信息', '人员信息', '基本信息上报', '公共资源管理']) await openFromMenu(page, '单位管理', item);
    await expect.poll(() => tabTitles(page)).toEqual(['首页', '单位信息', '人员信息', '基本信息上报', '公共资源管理']);
    await expect(tab(page, '首页').getByTestId('tab-close')).toHaveCount(0);

    await tab(page, '人员信息').getByTestId('tab-close').click();
    await expect.poll(() => tabTitles(page)).toEqual(['首页', '单位信息', '基本信息上报', '公共资源管理']);
    await expect(page).toHaveURL(/#\/company\/uploadCommonFile$/);

    await tab(page, '公共资源管理').getByTestId('tab-close').click();
    await expect(page).toHaveURL(/#\/company\/baseInforeport$/);
    await expect(page).toHaveTitle('基本信息上报 - 人事管理系统');

    await openFromMenu(page, '单位管理', '公共资源管理');
    await openFromMenu(page, '单位管理', '人员信息');
    await tab(page, '基本信息上报').click({ button: 'right' });
    await page.getByTestId('tab-action-left').click();
    await expect.poll(() => tabTitles(page)).toEqual(['首页', '基本信息上报', '公共资源管理', '人员信息']);
    await expect(page).toHaveURL(/#\/company\/person$/);

    await tab(page, '基本信息上报').click({ button: 'right' });
    await page.getByTestId('tab-action-right').click();
    await expect.poll(() => tabTitles(page)).toEqual(['首页', '基本信息上报']);
    await expect(page).toHaveURL(/#\/company\/baseInforeport$/);

    await openFromMenu(page, '单位管理', '人员信息');
    await page.getByTestId('tabs-more').click();
    await page.getByTestId('tab-action-others').click();
    await expect.poll(() => tabTitles(page)).toEqual(['首页', '人员信息']);

    await page.getByTestId('tabs-more').click();
    await page.getByTestId('tab-action-all').click();
    await expect.poll(() => tabTitles(page)).toEqual(['首页']);
    await expect(page).toHaveURL(/#\/index$/);
    await expect(page.getByTestId('home-username')).toBeVisible();
    await page.getByTestId('tabs-more').click();
    await expect(page.getByTestId('tab-action-all')).toBeDisabled();
    await expect(page.getByTestId('tab-action-this')).toBeDisabled();
  });

  test('a page open again updates its tab; a dynamic-new-tab page gets a tab per address', async ({ page }) => {
    await signIn(page);
    // Each address is taken in before the next is typed.
    await page.goto('/#/jobplanrecord/reportHis/1/first');
    await expect(tab(page, '历史查询')).toHaveCount(1);
    await page.goto('/#/jobplanrecord/reportHis/2/second');
    await expect(tab(page, '历史查询')).toHaveCount(2);
    await page.goto('/#/company/person?from=a');
    await expect(tab(page, '人员信息')).toHaveCount(1);
    await page.goto('/#/company/person?from=b');
    await expect.poll(() => tabTitles(page)).toEqual(['首页', '历史查询', '历史查询', '人员信息']);
    // The tab takes in the new address after the page has it.
    await expect(tab(page, '人员信息').getByRole('tab')).toHaveAttribute('href', /from=b$/);
    await tab(page, '首页').click();
    await tab(page, '人员信息').click();
    await expect(page).toHaveURL(/#\/company\/person\?from=b$/);
  });
});

test.describe('keep-alive and refresh', () => {
  test('a half-typed filter survives a visit to another tab; refresh and closing the tab start afresh', async ({ page }) => {
    await signIn(page);
    await openFromMenu(page, '单位审核列表');
    const keyword = page.getByTestId('filter-keyword');
    await keyword.fill('半填的关键字');
    await tab(page, '首页').click();
    await expect(page.getByTestId('home-username')).toBeVisible();
    await expect(keyword).toBeHidden();
    await tab(page, '单位审核列表').click();
    await expect(keyword).toHaveValue('半填的关键字');

    await expect(page.locator('#nprogress')).not.toBeAttached();
    await watchProgressBar(page);
    await page.getByTestId('refresh-view').click();
    await expect(keyword).toHaveValue('');
    await expect.poll(() => progressBarShown(page)).toBe(true);
    await expect(page.locator('#nprogress')).not.toBeAttached();

    await keyword.fill('再次输入');
    await tab(page, '首页').click();
    await tab(page, '单位审核列表').getByTestId('tab-close').click();
    await openFromMenu(page, '单位审核列表');
    await expect(keyword).toHaveValue('');
  });
});

test.describe('layouts and the theme drawer', () => {
  test('switching the layout from the drawer, saving it, and restoring the default', async ({ page }) => {
    await signIn(page);
    await expect(page.locator('[data-layout="horizontal"]')).toBeVisible();
    await openThemeDrawer(page);
    await expect(page.getByTestId('theme-drawer')).toHaveCSS('width', '280px');

    await chooseInDrawer(page, '布局', '纵向');
    await expect(page.locator('[data-layout="vertical"]')).toBeVisible();
    await expect(page.getByTestId('side-bar').getByTestId('nav-menu')).toContainText('单位管理');

    await chooseInDrawer(page, '布局', '分栏');
    await expect(page.getByTestId('column-bar')).toContainText('单位管理');
    await page.getByTestId('theme-drawer').getByRole('combobox', { name: '分栏风格' }).click();
    await page.getByRole('option', { name: '卡片' }).click();

    await chooseInDrawer(page, '布局', '综合');
    await expect(page.getByTestId('first-level-tabs')).toContainText('单位管理');
    await expect(page.getByTestId('theme-drawer').getByRole('combobox', { name: '分栏风格' })).toHaveAttribute('aria-disabled', 'true');

    await chooseInDrawer(page, '布局', '常规');
    await expect(page.locator('[data-layout="common"]')).toBeVisible();
    await expect(page.getByTestId('theme-fixedHeader')).toBeDisabled();

    await page.getByTestId('theme-showTabs').uncheck();
    await expect(page.getByTestId('theme-drawer').getByRole('combobox', { name: '标签风格' })).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByTestId('tabs-bar')).toHaveCount(0);
    await page.getByTestId('theme-save').click();
    await expect(page.getByTestId('theme-drawer')).toBeHidden();
    expect(await savedTheme(page)).toMatchObject({ layout: 'common', showTabs: false, columnStyle: 'card' });

    await page.reload();
    await expect(page.locator('[data-layout="common"]')).toBeVisible();
    await openThemeDrawer(page);
    await page.getByTestId('theme-reset').click();
    await expect(page.locator('[data-layout="horizontal"]')).toBeVisible();
    await expect(page.getByTestId('tabs-bar')).toBeVisible();
    expect(await savedTheme(page)).toMatchObject({ layout: 'horizontal', showTabs: true, themeName: 'white' });
  });

  test('a typed value survives a layout switch', async ({ page }) => {
    await signIn(page);
    await openFromMenu(page, '单位审核列表');
    await page.getByTestId('filter-keyword').fill('换布局');
    await openThemeDrawer(page);
    await chooseInDrawer(page, '布局', '纵向');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('filter-keyword')).toHaveValue('换布局');
  });

  test('the column layout follows the route and opens the first page of a clicked entry', async ({ page }) => {
    await saveTheme(page, { layout: 'column' });
    await signIn(page);
    await page.goto('/#/company/person');
    await expect(page.getByTestId('column-panel')).toContainText('单位管理');
    await expect(page.getByTestId('column-panel').getByRole('button', { name: '人员信息' })).toHaveAttribute('aria-current', 'page');
    await page.getByTestId('column-bar').getByRole('button', { name: '岗位设置' }).click();
    await expect(page).toHaveURL(/#\/jobplanrecord\/jobplanrecord1$/);
    await expect(page.getByTestId('column-panel')).toContainText('岗位设置审批备案表');
  });

  test('a page linked from 系统管理 lights that entry, not 首页 it is kept under', async ({ page }) => {
    await signIn(page, 'admin');
    const menu = page.getByTestId('nav-menu');
    await expect(menu.getByRole('button', { name: '首页' })).toHaveAttribute('aria-current', 'page');
    await page.goto('/#/commonFileManagement');
    await expect(page.getByTestId('tabs-bar').getByText('公共资源管理')).toBeVisible();
    await expect(menu.getByRole('button', { name: '首页' })).not.toHaveAttribute('aria-current', 'page');
    await menu.getByRole('button', { name: '系统管理' }).click();
    await expect(page.getByRole('menuitem', { name: '公共资源管理' })).toHaveClass(/Mui-selected/);
    await expect(page.getByRole('menuitem', { name: '账号管理' })).not.toHaveClass(/Mui-selected/);
  });

  test('the post setting filings history lights 岗位设置历史, the entry it is opened from', async ({ page }) => {
    await saveTheme(page, { layout: 'column' });
    await signIn(page, 'zg');
    await page.goto('/#/jobplanrecord/reportHis/11/reporthis');
    const entry = page.getByTestId('column-panel').getByRole('button', { name: '岗位设置历史' });
    await expect(entry).toHaveAttribute('aria-current', 'page');
    await page.getByRole('link', { name: '岗位设置备案历史' }).click();
    await expect(page).toHaveURL(/#\/jobplanrecord\/listPage$/);
    await expect(entry).toHaveAttribute('aria-current', 'page');
  });

  test('the comprehensive layout shows only the children of the chosen first-level entry', async ({ page }) => {
    await saveTheme(page, { layout: 'comprehensive' });
    await signIn(page);
    await page.goto('/#/company/person');
    const side = page.getByTestId('side-bar').getByTestId('nav-menu');
    await expect(side).toContainText('人员信息');
    await expect(side).not.toContainText('岗位设置审批备案表');
    await page.getByTestId('first-level-tabs').getByRole('tab', { name: '岗位设置' }).click();
    await expect(page).toHaveURL(/#\/jobplanrecord\/jobplanrecord1$/);
    await expect(side).toContainText('岗位设置审批备案表');
    await expect(side).not.toContainText('人员信息');
  });

  test('the float layout flies submenus out beside the bar', async ({ page }) => {
    await saveTheme(page, { layout: 'float' });
    await signIn(page);
    await expect(page.locator('[data-layout="float"]')).toBeVisible();
    await page.getByTestId('side-bar').getByRole('button', { name: '单位管理' }).click();
    await page.getByRole('menuitem', { name: '人员信息' }).click();
    await expect(page).toHaveURL(/#\/company\/person$/);
  });

  test('a random theme changes the layout and theme, saves them, and shows the overlay for a second', async ({ page }) => {
    await signIn(page);
    await openThemeDrawer(page);
    // The overlay shows for one second: note its appearance as it happens rather than polling for it.
    await page.evaluate(() => {
      const seen = window as unknown as { overlayShown: boolean };
      seen.overlayShown = false;
      new MutationObserver(() => {
        const overlay = document.querySelector('[data-testid="theme-randomizing"]');
        if (overlay && getComputedStyle(overlay).visibility !== 'hidden') seen.overlayShown = true;
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    await page.getByTestId('theme-random').click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { overlayShown: boolean }).overlayShown)).toBe(true);
    await expect(page.getByTestId('theme-randomizing')).toBeHidden({ timeout: 3000 });
    const theme = await savedTheme(page);
    expect(theme.layout).not.toBe('horizontal');
    expect(theme.themeName).not.toBe('white');
    await expect(page.locator('body')).toHaveClass(new RegExp(`theme-${theme.themeName}`));
    await expect(page.locator(`[data-layout="${theme.layout}"]`)).toBeVisible();
  });

  test('the source-code action refuses a wrong key', async ({ page }) => {
    await signIn(page);
    await openThemeDrawer(page);
    await page.getByTestId('theme-source').click();
    await page.getByTestId('source-submit').click();
    await expect(page.getByText('请输入秘钥')).toBeVisible();
    await page.getByTestId('source-key').fill('not-the-key');
    await page.getByTestId('source-submit').click();
    await expect(page.getByTestId('message-error').filter({ hasText: '秘钥不正确！' })).toBeVisible();
  });
});

test.describe('mobile', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('shows the vertical layout with a side bar that folds, restoring the chosen layout on desktop', async ({ page }) => {
    await saveTheme(page, { layout: 'column' });
    await signIn(page);
    await expect(page.locator('[data-layout="vertical"]')).toBeVisible();
    const menu = page.getByTestId('nav-menu');
    await expect(menu).toBeHidden();

    await page.getByTestId('fold-side-bar').click();
    await expect(menu).toBeVisible();
    await page.locator('.MuiModal-backdrop').click({ position: { x: 370, y: 400 } });
    await expect(menu).toBeHidden();

    await page.getByTestId('fold-side-bar').click();
    await menu.getByRole('button', { name: '单位管理' }).click();
    await menu.getByRole('button', { name: '人员信息' }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/#\/company\/person$/);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);

    await openThemeDrawer(page);
    await expect(page.getByTestId('theme-drawer').getByRole('combobox', { name: '布局' })).toHaveAttribute('aria-disabled', 'true');
    await page.keyboard.press('Escape');

    await page.setViewportSize({ width: 1440, height: 900 });
    await expect(page.locator('[data-layout="column"]')).toBeVisible();
  });
});

test.describe('mobile at 800 px', () => {
  test.use({ viewport: { width: 800, height: 900 } });

  test('folds the side bar on a backdrop click and before opening a page; the saved layout comes back at 992 px', async ({ page }) => {
    await saveTheme(page, { layout: 'comprehensive' });
    await signIn(page);
    await expect(page.locator('[data-layout="vertical"]')).toBeVisible();
    await expect(page.getByTestId('first-level-tabs')).toHaveCount(0);
    const menu = page.getByTestId('nav-menu');
    await expect(menu).toBeHidden();

    await page.getByTestId('fold-side-bar').click();
    await expect(menu).toBeVisible();
    await page.locator('.MuiModal-backdrop').click({ position: { x: 600, y: 450 } });
    await expect(menu).toBeHidden();

    await page.getByTestId('fold-side-bar').click();
    await menu.getByRole('button', { name: '岗位设置' }).click();
    await menu.getByRole('button', { name: '岗位设置审批备案表' }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/#\/jobplanrecord\/jobplanrecord1$/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(800);
    expect(await savedTheme(page)).toMatchObject({ layout: 'comprehensive' });

    await page.setViewportSize({ width: 991, height: 900 });
    await expect(page.locator('[data-layout="vertical"]')).toBeVisible();
    await page.setViewportSize({ width: 992, height: 900 });
    await expect(page.locator('[data-layout="comprehensive"]')).toBeVisible();
    await expect(page.getByTestId('first-level-tabs').getByRole('tab', { name: '岗位设置' })).toHaveAttribute('aria-selected', 'true');
    await page.setViewportSize({ width: 800, height: 900 });
    await expect(page.locator('[data-layout="vertical"]')).toBeVisible();
    await expect(menu).toBeHidden();
  });
});

test.describe('error log', () => {
  test('an error thrown in a view shows the bug button; the dialog lists each error and hides them', async ({ page }) => {
    const shown = (testId: string) => page.getByTestId(testId).filter({ visible: true });
    await signIn(page, 'admin');
    await page.goto('/#/other/log');
    await expect(page).toHaveURL(/#\/other\/log$/);
    await expect(shown('log-count'), 'the e2e build is made with NEXT_PUBLIC_ERROR_LOG=on (scripts/test.mjs)').toHaveText('错误日志中有 0 条记录');
    const button = page.getByTestId('error-log-open');
    await expect(button).toHaveCount(0);

    await shown('log-render').click();
    await expect(shown('view-error')).toContainText('页面出错：模拟的渲染错误');
    await expect(button).toHaveAttribute('aria-label', '错误日志（1）');
    await expect(button.locator('.MuiBadge-badge')).toHaveText('1');
    await shown('view-error').getByRole('button', { name: '重试' }).click();
    await shown('log-uncaught').click();
    await expect(button).toHaveAttribute('aria-label', '错误日志（2）');
    await shown('log-rejected').click();
    await expect(button).toHaveAttribute('aria-label', '错误日志（3）');
    await expect(shown('log-count')).toHaveText('错误日志中有 3 条记录');

    await tab(page, '首页').click();
    await button.click();
    const dialog = page.getByTestId('error-log-dialog');
    await expect(dialog.getByRole('columnheader')).toHaveText(['报错路由', '错误信息', '错误详情', '操作']);
    const rows = dialog.locator('tbody tr');
    await expect(rows).toHaveCount(3);
    await expect(rows.first().getByRole('cell').nth(1)).toHaveText('模拟的渲染错误');
    await expect(rows.nth(1).getByRole('cell').nth(1)).toHaveText('模拟的未捕获异常');
    await expect(rows.nth(2).getByRole('cell').nth(1)).toHaveText('模拟的 Promise 拒绝');
    await expect(rows.first().getByRole('link', { name: '百度搜索' })).toHaveAttribute('href', `https://www.baidu.com/s?wd=${encodeURIComponent('模拟的渲染错误')}`);
    await expect(rows.first().getByRole('link', { name: '必应搜索' })).toHaveAttribute('href', /^https:\/\/www\.bing\.com\/search\?q=/);
    await expect(rows.first().getByRole('link', { name: '谷歌搜索' })).toHaveAttribute('href', /^https:\/\/www\.google\.com\/search\?q=/);
    await rows.first().getByText('悬停查看').hover();
    await expect(page.getByRole('tooltip')).toContainText('Error: 模拟的渲染错误');

    await dialog.getByRole('button', { name: '取消' }).click();
    await expect(dialog).toBeHidden();
    await expect(button).toHaveAttribute('aria-label', '错误日志（3）');
    await button.click();
    await rows.first().getByRole('link', { name: '/other/log' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/#\/other\/log$/);

    await button.click();
    await page.getByTestId('error-log-hide').click();
    await expect(dialog).toBeHidden();
    await expect(button).toHaveCount(0);
    await expect(shown('log-count')).toHaveText('错误日志中有 0 条记录');
  });
});

test.describe('header widgets', () => {
  test('notices: the badge counts the unread, the tabs list them, clearing marks them read', async ({ page }) => {
    // jc2: the notices flow clears jc's notices, and the two files may share a server.
    await signIn(page, 'jc2');
    const button = page.getByTestId('notice-open');
    await expect(button).toHaveAttribute('aria-label', /通知（\d+ 条未读）/);
    await button.click();
    const popover = page.getByTestId('notice-popover');
    await expect(popover).toHaveCSS('width', '300px');
    await expect(popover.getByTestId('notice-list').getByRole('button').first()).toBeVisible();
    await popover.getByRole('tab', { name: '邮件' }).click();
    await expect(popover.getByTestId('notice-list')).toBeVisible();
    await popover.getByTestId('notice-clear').click();
    await expect(page.getByTestId('message-success').filter({ hasText: '清空消息成功' })).toBeVisible();
    await expect(button).toHaveAttribute('aria-label', '通知');
    await expect(popover.getByTestId('notice-clear')).toBeDisabled();
    await expect(page.getByTestId('notice-badge').locator('.MuiBadge-badge')).toHaveClass(/MuiBadge-invisible/);
  });

  test('search: suggestions filter as typed, an entry opens in a new window, other words search the web', async ({ page }) => {
    await saveTheme(page, { showSearch: true });
    await page.context().route('https://www.baidu.com/**', (route) => route.fulfill({ body: 'web search' }));
    await signIn(page);
    await page.getByTestId('search-open').click();
    const input = page.getByTestId('search-input');
    await input.fill('人员');
    await expect(page.getByRole('option', { name: '人员信息' })).toBeVisible();
    await expect(page.getByRole('option', { name: '单位信息' })).toHaveCount(0);
    const [entry] = await Promise.all([page.waitForEvent('popup'), page.getByRole('option', { name: '人员信息' }).click()]);
    expect(entry.url()).toMatch(/#\/company\/person$/);
    await entry.close();

    await page.getByTestId('search-open').click();
    await expect(input).toHaveValue('');
    await input.fill('编制备案办法');
    const [web] = await Promise.all([page.waitForEvent('popup'), input.press('Enter')]);
    expect(decodeURIComponent(web.url())).toContain('wd=编制备案办法');
    await web.close();
  });

  test('the language switch turns the shell to English and retitles the page', async ({ page }) => {
    await saveTheme(page, { showLanguage: true });
    await signIn(page);
    await openFromMenu(page, '单位管理', '人员信息');
    await expect(page).toHaveTitle('人员信息 - 人事管理系统');
    await page.getByTestId('language-switch').click();
    await page.getByTestId('language-en').click();
    await expect(page).toHaveTitle('Personnel - Personnel Management System');
    await expect(tabTitles(page)).resolves.toEqual(['Home', 'Personnel']);
    await expect(page.getByTestId('notice-open')).toHaveAttribute('aria-label', /^Notices/);
  });

  test('full screen refused by the browser shows an error', async ({ page }) => {
    await page.addInitScript(() => {
      Element.prototype.requestFullscreen = () => Promise.reject(new TypeError('denied'));
    });
    await signIn(page);
    await page.getByTestId('full-screen').click();
    await expect(page.getByTestId('message-error').filter({ hasText: '开启全屏失败' })).toBeVisible();
  });

  test('the operation manual depends on the unit type', async ({ page }) => {
    await signIn(page, 'jc');
    await page.getByTestId('user-menu').click();
    await expect(page.getByTestId('manual-link')).toHaveAttribute('href', '/manuals/manual-district.pdf');
    await page.getByTestId('logout').click();
    await expect(page).toHaveURL(/#\/login/);
    await signIn(page, 'jc2');
    await page.getByTestId('user-menu').click();
    await expect(page.getByTestId('manual-link')).toHaveAttribute('href', '/manuals/manual-general.pdf');
    for (const file of ['manual-district.pdf', 'manual-general.pdf']) {
      const pdf = await page.request.get(`/manuals/${file}`);
      expect(pdf.status()).toBe(200);
      expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    }
  });
});
