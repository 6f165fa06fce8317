import { expect, test, type Page } from './support/fixtures';

async function signIn(page: Page, username: string, target: string) {
  await page.goto(`/#/login?redirect=${encodeURIComponent(target)}`);
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill('demo123');
  await page.getByTestId('login-submit').click();
}

test('a base unit sees its information, establishment and vacancies', async ({ page }) => {
  await signIn(page, 'jc2', '/company/companyview');
  const view = page.getByTestId('company-view');
  await expect(view.getByTestId('unit-fields')).toContainText('湖州市吴兴区织里实验小学');
  await expect(view.getByTestId('estab-fields')).toContainText('事业编制');
  const inst = page.getByTestId('quota-table').locator('[data-estab="INST"]');
  await expect(inst).toContainText('事业编制');
  await expect(inst.locator('[data-field="vacancy"]')).toHaveText(/^\d+$/);
});

test('a unit files a change of its establishment, checked field by field, and waits for review', async ({ page }) => {
  await signIn(page, 'jc3', '/company/companyview');
  await page.getByTestId('change-unit-info').click();
  const uscc = page.getByTestId('field-uscc');
  await uscc.fill('1233');
  await page.getByTestId('filing-submit').click();
  await expect(page.getByText('统一社会信用代码应为 18 位')).toBeVisible();
  await uscc.fill('12330500470128562X');
  await page.getByTestId('filing-submit').click();
  await expect(page.getByTestId('filing-editor-findings').locator('[data-code="R-USCC-01"]')).toBeVisible();

  await page.getByRole('button', { name: '取消' }).click();
  await page.getByTestId('change-unit-info').click();
  const quota = page.getByTestId('field-quotaInst');
  const before = Number(await quota.inputValue());
  await quota.fill(String(before + 6));
  await expect(page.getByTestId('field-approvedTotal')).toHaveValue(String(before + 6 + 0));
  await page.getByTestId('field-docNo').fill('湖编〔2026〕55号');
  await page.getByTestId('filing-submit').click();
  await expect(page.getByText('已提交，等待审核')).toBeVisible();
  await expect(page.getByText('单位信息上报正在审核中')).toBeVisible();
  await expect(page.getByTestId('change-unit-info')).toHaveCount(0);
});
