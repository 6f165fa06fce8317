import { expect, lookAt, test, type Page } from './support/fixtures';
import { usccCheckChar } from '../lib/domain/uscc';

async function signInTo(page: Page, path: string) {
  await page.goto(`/#/login?redirect=${encodeURIComponent(path)}`);
  await page.getByTestId('login-username').fill('admin');
  await page.getByTestId('login-password').fill('demo123');
  await page.getByTestId('login-submit').click();
}

async function pick(page: Page, label: RegExp, option?: string) {
  await page.getByRole('dialog').getByRole('combobox', { name: label }).click();
  const listbox = page.getByRole('listbox');
  await (option ? listbox.getByRole('option', { name: option, exact: true }) : listbox.getByRole('option').first()).click();
}

test('admin creates a unit under a competent authority and finds it in the unit tree', async ({ page }) => {
  const stamp = String(Date.now()).slice(-6);
  const name = `湖州市E2E实验中心${stamp}`;
  const body = `11330500E2E${stamp}`;
  await signInTo(page, '/setting/departmentManagement');
  // The first screen after sign-in waits for the route tree, the view chunk and its data on a busy machine.
  await expect(page.getByTestId('unit-tree')).toContainText('湖州市教育局', { timeout: 30_000 });

  await page.getByTestId('unit-create').click();
  await page.getByTestId('unit-form-save').click();
  await expect(page.getByRole('dialog')).toContainText('请填写单位名称');

  await page.getByTestId('unit-unitName').fill(name);
  await page.getByTestId('unit-uscc').fill(`${body}${usccCheckChar(body)}`);
  await pick(page, /单位类别/, '行政机关');
  await pick(page, /所在行政区划/, '湖州市');
  await pick(page, /隶属主管部门/, '湖州市教育局');
  await pick(page, /单位规格/);
  await pick(page, /隶属关系/);
  await pick(page, /经费形式/);
  await page.getByTestId('unit-estabDocNo').fill('湖编〔2024〕12号');
  await page.getByTestId('unit-estabDocDate').fill('2024-03-01');
  await page.getByTestId('unit-contactName').fill('周干事');
  await page.getByTestId('unit-contactPhone').fill('0572-2345678');
  await page.getByTestId('unit-form-save').click();
  await expect(page.getByText('单位已保存')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByTestId('unit-tree').getByText('湖州市教育局').click();
  const list = page.getByTestId('unit-list');
  await expect(list).toContainText(name);
  await page.getByTestId('unit-keyword').fill(name);
  await page.getByRole('button', { name: '查询' }).click();
  await expect(list.getByRole('row')).toHaveCount(2);
  await expect(list).toContainText('正常');
});

test("a unit's category that does not take its persons' establishment is refused under the field", async ({ page }) => {
  await signInTo(page, '/setting/departmentManagement');
  await expect(page.getByTestId('unit-tree')).toContainText('湖州市教育局', { timeout: 30_000 });
  await page.getByTestId('unit-keyword').fill('湖州市第一中学');
  await page.getByRole('button', { name: '查询' }).click();
  const list = page.getByTestId('unit-list');
  await expect(list.getByRole('row')).toHaveCount(2);
  await list.locator('[data-testid^="unit-edit-"]').click();
  await pick(page, /单位类别/, '行政机关');
  await page.getByTestId('unit-form-save').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(/该单位有 \d+ 名事业编制在编人员，与新的单位类别不相容，请先办理编制转换/);
  await lookAt(page, 'unit-category-zh-wide', { fullPage: false });
});

test('a menu title edited by admin shows after a refresh', async ({ page }) => {
  await signInTo(page, '/setting/menuManagement');
  const row = page.getByTestId('menu-row-DeleteColumn');
  await expect(row).toContainText('/noColumn/deleteColumn', { timeout: 30_000 });

  const rename = async (title: string) => {
    await page.getByTestId('menu-edit-TemplateDemos').click();
    await page.getByTestId('menu-title').fill(title);
    await page.getByTestId('menu-save').click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByTestId('menu-row-TemplateDemos')).toContainText(title);
  };

  await rename('模板示例E2E');
  await page.reload();
  await expect(page.getByTestId('nav-menu')).toContainText('模板示例E2E');

  // The e2e database is shared: put the title back.
  await rename('模板示例');
  await page.reload();
  await expect(page.getByTestId('nav-menu')).not.toContainText('模板示例E2E');
});

test('a tree the app could not route is refused with the reason', async ({ page }) => {
  await signInTo(page, '/setting/menuManagement');
  await page.getByTestId('menu-edit-DeleteColumn').click({ timeout: 30_000 });
  await page.getByTestId('menu-path').fill('/deleteColumn');
  await page.getByTestId('menu-save').click();
  await expect(page.getByTestId('menu-problems')).toContainText('子路由的路径须为相对路径');
  await page.getByRole('button', { name: '取消' }).click();
  await expect(page.getByTestId('menu-row-DeleteColumn')).toContainText('/noColumn/deleteColumn');
});
