import { expect, test, type Page } from './support/fixtures';

/** Signs admin in and opens the system log (the log itself names other accounts: find the fields by role). */
async function openSystemLog(page: Page) {
  await page.goto('/#/login');
  await page.getByTestId('login-username').fill('admin');
  await page.getByTestId('login-password').fill('demo123');
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('home-username')).toBeVisible();
  await page.goto('/#/setting/systemLog');
}

test('the system log shows failed and successful logins, filtered by account and result', async ({ page }) => {
  await page.goto('/#/login');
  await page.getByTestId('login-username').fill('zg2');
  await page.getByTestId('login-password').fill('not-the-password');
  await page.getByTestId('login-submit').click();
  await expect(page.getByText('帐户或密码不正确')).toBeVisible();

  await openSystemLog(page);
  const table = page.getByTestId('system-log');
  await expect(table).toContainText('admin');

  await page.getByRole('textbox', { name: '账号', exact: true }).fill('zg2');
  await page.getByRole('combobox', { name: '结果' }).click();
  await page.getByRole('option', { name: '失败' }).click();
  await page.getByRole('button', { name: '查询' }).click();
  // Other flows may have failed logins of their own; every row shown is one of zg2's failures.
  await expect(table.getByRole('row').nth(1)).toContainText('失败 401');
  await expect(table.getByRole('row').nth(1)).toContainText('zg2');
  await expect(table).not.toContainText('成功');
});

test('admin exports the filtered log to Excel, and the export is logged', async ({ page }) => {
  await openSystemLog(page);
  const table = page.getByTestId('system-log');
  await expect(table).toContainText('admin');
  await page.getByRole('textbox', { name: '账号', exact: true }).fill('admin');
  await page.getByRole('button', { name: '查询' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByTestId('system-log-export').click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(/^系统日志-\d{8}\.xlsx$/);
  await page.getByRole('button', { name: '查询' }).click();
  await expect(table).toContainText('systemLog.export');
});
