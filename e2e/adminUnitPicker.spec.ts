import { expect, lookAt, test, type Page } from './support/fixtures';
import { signIn } from './support/signIn';

const UNIT = '湖州市第一中学';
const shown = (page: Page, testId: string) => page.getByTestId(testId).filter({ visible: true });

async function openFromMenu(page: Page, group: string, item: string) {
  await page.getByTestId('nav-menu').getByRole('button', { name: group, exact: true }).click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
}

async function pick(page: Page, unit: string) {
  await expect(shown(page, 'unit-picker-empty')).toContainText('请选择单位');
  const input = shown(page, 'unit-picker-input');
  await input.fill(unit.slice(0, 4));
  await page.getByRole('option', { name: unit, exact: true }).click();
}

test('the admin picks a unit on 单位信息 and reads it; a reload keeps the unit', async ({ browser }) => {
  const page = await signIn(browser, 'admin');
  await openFromMenu(page, '单位管理', '单位信息');
  await expect(page).toHaveURL(/#\/company\/companyview$/);
  await pick(page, UNIT);
  await expect(page).toHaveURL(/#\/company\/companyview\?unitId=\d+$/);
  await expect(shown(page, 'unit-fields')).toContainText(UNIT);
  await expect(shown(page, 'unit-read-only')).toBeVisible();
  await expect(shown(page, 'change-unit-info')).toHaveCount(0);
  await page.reload();
  await expect(shown(page, 'unit-fields')).toContainText(UNIT);
  await expect(shown(page, 'unit-picker-input')).toHaveValue(UNIT);
  await lookAt(page, 'admin-company-zh-1440');
});

test('the admin picks a unit on 岗位设置 and reads its plan in force; a reload keeps the unit', async ({ browser }) => {
  const page = await signIn(browser, 'admin');
  await openFromMenu(page, '岗位设置', '岗位设置审批备案表');
  await expect(page).toHaveURL(/#\/jobplanrecord\/jobplanrecord1$/);
  await pick(page, UNIT);
  await expect(page).toHaveURL(/#\/jobplanrecord\/jobplanrecord1\?unitId=\d+$/);
  await expect(shown(page, 'post-setting-read-only')).toBeVisible();
  await expect(shown(page, 'new-post-setting')).toHaveCount(0);
  await expect(shown(page, 'unit-picker-input')).toHaveValue(UNIT);
  await page.reload();
  await expect(shown(page, 'unit-picker-input')).toHaveValue(UNIT);
  await expect(shown(page, 'unit-picker-empty')).toHaveCount(0);
});

test('on a phone, in English, the picker asks for a unit first', async ({ browser }) => {
  const page = await signIn(browser, 'admin', 'en', 390);
  await page.goto('/#/company/companyview');
  await expect(shown(page, 'unit-picker-empty')).toContainText('Choose a unit');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await lookAt(page, 'admin-company-en-390');
});
