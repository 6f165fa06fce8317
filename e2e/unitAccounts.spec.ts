import ExcelJS from 'exceljs';
import { usccCheckChar } from '../lib/domain/uscc';
import { expect, test, type APIRequestContext, type Page } from './support/fixtures';

async function signIn(page: Page, username: string, password: string) {
  await page.goto('/#/login');
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

async function post<T>(request: APIRequestContext, path: string, data: unknown, token?: string): Promise<T> {
  const res = await request.post(`/api${path}`, { data, headers: token ? { Authorization: `Bearer ${token}` } : {} });
  const body = await res.json();
  expect(body.code, `${path}: ${body.msg}`).toBe(200);
  return body.data as T;
}

/** A base unit under the demo education bureau, new to this server, so that it has no account yet. */
async function newUnit(request: APIRequestContext, token: string, stamp: string): Promise<string> {
  const [bureau] = (await post<{ list: { id: number }[] }>(request, '/userInfo/getCompanyList', { keyword: '湖州市教育局' }, token)).list;
  const body = `12330500E2A${stamp.slice(-6)}`;
  const unitName = `湖州市E2E账号学校${stamp}`;
  await post(request, '/Department/doEdit', {
    unit: {
      unitName, uscc: `${body}${usccCheckChar(body)}`, unitCategory: 'PUBLIC_INST', instClass: 'PW1', unitRank: 'SEC_FULL', affiliation: '40',
      fundingForm: 'FULL', mainPostType: 'TECH', estabDocNo: '湖编〔2024〕7号', estabDocDate: '2024-05-01', contactName: '王老师',
      contactPhone: '0572-2123456', regionCode: '330500', isCompetentDept: false, competentDeptId: bureau.id,
    },
  }, token);
  return unitName;
}

test('admin creates the units\' accounts after a preview and downloads the list once; a new account signs in and must change its password', async ({ page, request }) => {
  const stamp = String(Date.now()).slice(-7);
  const { token } = await post<{ token: string }>(request, '/login/login', { username: 'admin', password: 'demo123' });
  const unitName = await newUnit(request, token, stamp);
  const prefix = `e${stamp}x`;

  await signIn(page, 'admin', 'demo123');
  await expect(page).toHaveURL(/#\/index$/);
  await page.goto('/#/setting/userManagement');
  await page.getByTestId('unit-accounts-open').click({ timeout: 30_000 });
  const dialog = page.getByTestId('unit-accounts-dialog');
  await dialog.getByTestId('unit-accounts-rule-prefix').click();
  await dialog.getByTestId('unit-accounts-dry-run').click();
  await expect(dialog.getByText('按前缀生成用户名时须填写前缀')).toBeVisible();
  await expect(dialog.getByTestId('unit-accounts-summary')).toHaveCount(0);
  await dialog.getByTestId('unit-accounts-prefix').fill(prefix);
  await dialog.getByTestId('unit-accounts-dry-run').click();
  await expect(dialog.getByTestId('unit-accounts-summary')).toContainText('可创建');
  const planned = dialog.getByTestId('unit-accounts-plan').getByRole('row').filter({ hasText: unitName });
  await expect(planned).toContainText(prefix);
  await expect(planned).toContainText('将创建');

  const download = page.waitForEvent('download');
  await dialog.getByTestId('unit-accounts-create').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^单位账号_\d{4}-\d{2}-\d{2}\.xlsx$/);
  await expect(page.getByText(/已创建 \d+ 个单位账号/)).toBeVisible();
  await expect(dialog).toHaveCount(0);

  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile((await file.path())!);
  const rows = (book.worksheets[0].getSheetValues().slice(1) as unknown[][]).map((r) => r.slice(1).map(String));
  expect(rows[0]).toEqual(['单位名称', '统一社会信用代码', '角色', '用户名', '初始密码']);
  const line = rows.find((r) => r[0] === unitName)!;
  expect(line[2]).toBe('基层单位');
  const [, , , username, password] = line;
  expect(username.startsWith(prefix)).toBe(true);

  // A second preview finds nothing left for this unit: the list is not to be had again.
  await page.getByTestId('unit-accounts-open').click();
  await dialog.getByTestId('unit-accounts-dry-run').click();
  await expect(dialog.getByTestId('unit-accounts-summary')).toBeVisible();
  await expect(dialog.getByText(unitName)).toHaveCount(0);
  await dialog.getByRole('button', { name: '关闭' }).click();

  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/#\/login/);
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('must-change-password')).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('password-oldPassword').fill(password);
  await page.getByTestId('password-newPassword').fill('Own#Choice2024');
  await page.getByTestId('password-confirm').fill('Own#Choice2024');
  await page.getByTestId('password-save').click();
  await expect(page.getByTestId('home-unit')).toHaveText(unitName, { timeout: 30_000 });
});

test('admin selects accounts and disables them together after confirming', async ({ page, request }) => {
  const stamp = String(Date.now()).slice(-7);
  const { token } = await post<{ token: string }>(request, '/login/login', { username: 'admin', password: 'demo123' });
  const [unit] = (await post<{ list: { id: number }[] }>(request, '/userInfo/getCompanyList', { keyword: '织里实验小学' }, token)).list;
  const names = [`e2e-bulk-a${stamp}`, `e2e-bulk-b${stamp}`];
  for (const username of names) {
    await post(request, '/userInfo/updateAccount', { username, realName: '批量', role: 'jc', unitId: unit.id, password: 'Start#2024w', isSubAccount: true }, token);
  }

  await signIn(page, 'admin', 'demo123');
  await expect(page).toHaveURL(/#\/index$/);
  await page.goto('/#/setting/userManagement');
  await page.getByTestId('account-filter-username').fill(stamp);
  await page.getByRole('button', { name: '查询' }).click();
  // The unfiltered first page shows the new accounts too: a row the filtered answer replaces would lose its tick.
  await expect(page.getByTestId('account-table').locator('.MuiDataGrid-row')).toHaveCount(names.length, { timeout: 30_000 });
  for (const username of names) await page.getByTestId(`account-select-${username}`).locator('input').check({ timeout: 30_000 });
  await expect(page.getByTestId('account-bulk-bar')).toContainText('已选 2 个账号');
  await page.getByTestId('account-bulk-disable').click();
  const dialog = page.getByTestId('account-bulk-dialog');
  await expect(dialog).toContainText('停用 2 个账号？');
  await dialog.getByTestId('account-bulk-confirm').click();
  await expect(page.getByText('2 个账号已处理')).toBeVisible();
  await expect(page.getByTestId('account-bulk-bar')).toHaveCount(0);
  const table = page.getByTestId('account-table');
  for (const username of names) await expect(table.getByRole('row').filter({ hasText: username })).toContainText('停用');
});
