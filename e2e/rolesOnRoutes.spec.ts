import { expect, lookAt, test, type Page } from './support/fixtures';
import { signIn } from './support/signIn';

/** Roles on routes (spec §2.2, §6): each role is given the pages it can use, and a page it cannot use is not its route. */
const shown = (page: Page, testId: string) => page.getByTestId(testId).filter({ visible: true });

test("jc opens 上报单位审核进度 from its menu and sees its own unit's row only", async ({ browser }) => {
  const page = await signIn(browser, 'jc');
  await page.getByTestId('nav-menu').getByRole('button', { name: '统计报表', exact: true }).click();
  await page.getByRole('menuitem', { name: '上报单位审核进度', exact: true }).click();
  await expect(page).toHaveURL(/#\/report\/reportScheduleSearch$/);
  const table = shown(page, 'progress-table');
  await expect(table).toBeVisible();
  const rows = table.locator('[data-testid^="progress-unit-"]');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('湖州市第一中学');
  await expect(table).not.toContainText('湖州市吴兴区织里实验小学');
  await expect(shown(page, 'progress-card-expected')).toContainText('1');
  // Reminding units is the reviewers' work: no reminder button, no selection, and the page says it is the unit's own.
  await expect(page.getByText('按业务类型和年度查看本单位的上报与审核情况。').filter({ visible: true })).toBeVisible();
  await expect(shown(page, 'progress-remind')).toHaveCount(0);
  await expect(table.getByRole('checkbox')).toHaveCount(0);
  await lookAt(page, 'progress-jc');
});

test('jc reaches the internal exchange page; a settings page it cannot use is a 404, not a 403', async ({ browser }) => {
  const page = await signIn(browser, 'jc');
  await page.goto('/#/personnelExchangeRecord1/internalPersonExchange');
  await expect(shown(page, 'new-internal-exchange')).toBeVisible();
  await page.goto('/#/setting/menuManagement');
  await expect(page).toHaveURL(/#\/404$/);
  await page.goto('/#/setting/departmentManagement');
  await expect(page).toHaveURL(/#\/404$/);
});

test("admin is not offered a base unit's own work nor a reviewer's (opening it is a 404), and keeps what it reads of every unit", async ({ browser }) => {
  const page = await signIn(browser, 'admin');
  await expect(page.getByTestId('nav-menu')).toContainText('申报数据查看');
  await page.goto('/#/company/baseInforeport');
  await expect(page).toHaveURL(/#\/404$/);
  await page.goto('/#/jobmanage/joblistmanage');
  await expect(page).toHaveURL(/#\/404$/);
  // Nor the reviewers' work, nor the units' moves: it reviews no filing and moves no one.
  await page.goto('/#/jobmanage/checklist');
  await expect(page).toHaveURL(/#\/404$/);
  await page.goto('/#/personnelExchangeRecord1/internalPersonExchange');
  await expect(page).toHaveURL(/#\/404$/);
  // 数据审核 holds what the admin does review: registrations; the menu has no 人员交流.
  await page.goto('/#/check/list');
  await expect(page.getByTestId('nav-menu')).toContainText('数据审核');
  await expect(page.getByTestId('nav-menu')).not.toContainText('人员交流');
  await expect(page).toHaveURL(/#\/check\/list\/registrationReview$/);
  await expect(shown(page, 'registration-review')).toBeVisible();
  // The reported persons of every unit, and the settings group, are the admin's.
  await page.goto('/#/company/person');
  await expect(shown(page, 'person-list').getByRole('row').nth(1)).toBeVisible();
  await page.goto('/#/setting/menuManagement');
  await expect(page).toHaveURL(/#\/setting\/menuManagement$/);
});
