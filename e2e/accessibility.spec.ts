import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/fixtures';
import { signIn } from './support/signIn';

/** The WCAG 2.1 level A and AA rules of axe-core. */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Waits until the screen's loading indicators are gone, the way openScreen does (e2e/support/screens.ts). */
async function settled(page: Page) {
  const busy = page.locator('main').locator('[role="status"][aria-busy="true"]').filter({ visible: true });
  await expect(busy).toHaveCount(0);
}

/**
 * No violation of impact serious or critical; the failure lists each rule with its help and the offending nodes. The
 * colours are the same in both languages, so their contrast (axe's costliest rule) is checked on the Chinese screens.
 */
async function expectAccessible(page: Page, screen: string, language: 'zh' | 'en' = 'zh') {
  await settled(page);
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_21_AA).disableRules(language === 'en' ? ['color-contrast'] : []).analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
  expect(serious, `axe on ${screen}:\n${serious.join('\n')}`).toEqual([]);
}

const shown = (page: Page, testId: string) => page.getByTestId(testId).filter({ visible: true });

for (const language of ['zh', 'en'] as const) {
  test.describe(`WCAG 2.1 AA, ${language}`, () => {
    test('the login page', async ({ page }) => {
      if (language === 'en') {
        await page.addInitScript(() => localStorage.setItem('admin-pro-settings', JSON.stringify({ state: { language: 'en' }, version: 0 })));
      }
      await page.goto('/#/login');
      await expect(page.getByTestId('login-submit')).toBeVisible();
      await expectAccessible(page, `login (${language})`, language);
    });

    test('admin: home and account management', async ({ browser }) => {
      const page = await signIn(browser, 'admin', language);
      await expectAccessible(page, `admin home (${language})`, language);
      await page.goto('/#/setting/userManagement');
      await expect(page.getByTestId('account-create')).toBeVisible();
      await expectAccessible(page, `account management (${language})`, language);
    });

    test('rsj: home, the establishment usage report and the campaigns', async ({ browser }) => {
      const page = await signIn(browser, 'rsj', language);
      await expectAccessible(page, `rsj home (${language})`, language);
      await page.goto('/#/report/comprehensiveSearch');
      await shown(page, 'report-tab-estabUsage').click();
      await expect(shown(page, 'report-usage-table')).toBeVisible();
      await expectAccessible(page, `编制使用情况表 (${language})`, language);
      await page.goto('/#/campaign');
      await expect(page.getByTestId('campaign-add')).toBeVisible();
      await expectAccessible(page, `上报任务 (${language})`, language);
      await page.getByTestId('campaign-add').click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectAccessible(page, `上报任务 dialog (${language})`, language);
    });

    test('zg: home and a filing under review', async ({ browser }) => {
      const page = await signIn(browser, 'zg', language);
      await expectAccessible(page, `zg home (${language})`, language);
      await page.goto('/#/check/list/companyCheck');
      // jc's seeded 人员信息上报 (the oldest of that title).
      await page.locator('.MuiDataGrid-row', { hasText: '湖州市第一中学人员信息上报' }).filter({ visible: true }).last().click();
      await expect(page.getByTestId('filing-detail')).toBeVisible();
      await expectAccessible(page, `filing detail (${language})`, language);
    });

    test('jc: home, the person list and the person form', async ({ browser }) => {
      const page = await signIn(browser, 'jc', language);
      await expectAccessible(page, `jc home (${language})`, language);
      await page.goto('/#/company/person');
      await expect(shown(page, 'person-list').getByRole('row').nth(1)).toBeVisible();
      await expectAccessible(page, `person list (${language})`, language);
      await page.getByTestId('person-create').click();
      await expect(page.getByTestId('person-form')).toBeVisible();
      await expectAccessible(page, `person form (${language})`, language);
    });
  });
}

test('the tabs of visited pages are a tab list the keyboard works', async ({ browser }) => {
  const page = await signIn(browser, 'jc');
  const list = page.getByRole('tablist', { name: '已打开的页面' });
  const tab = (name: string) => list.getByRole('tab', { name, exact: true });
  // Each address is taken in before the next is typed.
  await page.goto('/#/company/person');
  await expect(tab('人员信息')).toBeVisible();
  await page.goto('/#/company/companyview');
  await expect(list.getByRole('tab')).toHaveText(['首页', '人员信息', '单位信息']);
  await expect(tab('单位信息')).toHaveAttribute('aria-selected', 'true');
  await expect(tab('人员信息')).toHaveAttribute('aria-selected', 'false');
  // One tab in the page's tab sequence: the selected one.
  await expect(list.locator('[role="tab"][tabindex="0"]')).toHaveCount(1);
  await expect(tab('单位信息')).toHaveAttribute('tabindex', '0');
  const unitPage = page.url();

  await tab('单位信息').focus();
  await page.keyboard.press('ArrowLeft');
  await expect(tab('人员信息')).toBeFocused();
  await page.keyboard.press('Home');
  await expect(tab('首页')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(tab('单位信息')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(tab('首页')).toBeFocused();
  // Moving the focus opens nothing; Enter does.
  expect(page.url()).toBe(unitPage);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/company\/person$/);
  await expect(tab('人员信息')).toHaveAttribute('aria-selected', 'true');

  // Shift+F10 opens the tab's actions; Escape closes them and gives the focus back to the tab.
  await tab('人员信息').focus();
  await page.keyboard.press('Shift+F10');
  await expect(page.getByRole('menu')).toBeVisible();
  await expect(page.getByRole('menuitem', { name: '重新加载' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(tab('人员信息')).toBeFocused();

  // Delete closes the focused tab and leaves the focus in the list; the home tab cannot be closed.
  await page.keyboard.press('Delete');
  await expect(list.getByRole('tab')).toHaveText(['首页', '单位信息']);
  await expect(tab('单位信息')).toBeFocused();
  await page.keyboard.press('Home');
  await page.keyboard.press('Delete');
  await expect(list.getByRole('tab')).toHaveText(['首页', '单位信息']);
  await expect(tab('首页')).toBeFocused();
});
