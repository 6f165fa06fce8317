import { expect, test } from './support/fixtures';
import { signIn } from './support/signIn';

/**
 * 政策参数 (domain.md §7.5): the bureau reads each value in force and adds a version; a wrong value is named under its
 * field, in both languages, and a version dated ahead waits for its day without changing today's rules.
 */
test('rsj adds a version of the publicity days: a wrong value is named under its field, a right one waits for its day', async ({ browser }) => {
  const page = await signIn(browser, 'rsj');
  await page.goto('/#/policySetting');
  const days = page.getByTestId('policy-recruit.publicityDays');
  await expect(days).toContainText('不少于 7 日');
  await days.getByRole('button', { name: '新增版本' }).click();
  const dialog = page.getByRole('dialog');
  await page.getByTestId('policy-value').fill('{7');
  await page.getByTestId('policy-basis').fill('市人社局通知');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByText('取值须为有效的 JSON')).toBeVisible();
  await page.getByTestId('policy-value').fill('0');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByText('value: 公示天数至少为1')).toBeVisible();
  await expect(page.getByTestId('policy-value')).toHaveAttribute('aria-invalid', 'true');

  await page.getByTestId('policy-value').fill('10');
  await page.getByTestId('policy-valid-from').fill('2099-01-01');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('已新增版本')).toBeVisible();
  await expect(days).toContainText('2099-01-01 起将变更');
  await expect(days).toContainText('不少于 7 日');
});

test('the policy page in English on a phone', async ({ browser }) => {
  const page = await signIn(browser, 'admin', 'en', 390);
  await page.goto('/#/policySetting');
  await expect(page.getByTestId('policy-retire.baseAgeRules')).toContainText('women, worker posts: 50');
  await page.getByTestId('policy-recruit.publicityDays').getByRole('button', { name: 'Add a version' }).click();
  await page.getByTestId('policy-value').fill('"seven"');
  await page.getByTestId('policy-basis').fill('test');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('policy-value')).toHaveAttribute('aria-invalid', 'true');
});
