import ExcelJS from 'exceljs';
import { lookAt, expect, test, type Page } from './support/fixtures';
import { signIn } from './support/signIn';

const shown = (page: Page, testId: string) => page.getByTestId(testId).filter({ visible: true });

async function sheetOf(path: string) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(path);
  return book.worksheets[0];
}

test('rsj opens the establishment usage report, expands it and exports it', async ({ browser }) => {
  const page = await signIn(browser, 'rsj');
  await page.goto('/#/report/comprehensiveSearch');
  await shown(page, 'report-tab-estabUsage').click();
  const table = shown(page, 'report-usage-table');
  await expect(table).toBeVisible();
  await expect(table).toContainText('合计');
  const region = table.locator('[data-testid^="usage-region-"]').first();
  await region.getByRole('button').click();
  await table.getByRole('row', { name: /湖州市教育局/ }).getByRole('button').click();
  await expect(table).toContainText('湖州市第一中学');
  await lookAt(page, 'report-usage-zh-1440');
  const download = page.waitForEvent('download');
  await shown(page, 'report-usage-export').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^编制使用情况表-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const sheet = await sheetOf(await file.path());
  expect(sheet.getRow(2).getCell(1).value).toBe('区划 / 主管部门 / 单位');
  const labels = sheet.getColumn(1).values.map(String);
  expect(labels).toEqual(expect.arrayContaining(['    湖州市第一中学', '    湖州市中心医院', '合计']));
});

test('the person query keeps jc to its unit and exports masked ID numbers', async ({ browser }) => {
  const page = await signIn(browser, 'jc');
  await page.goto('/#/report/comprehensiveSearch');
  const list = shown(page, 'report-person-list');
  await expect(list.getByRole('row').nth(1)).toBeVisible();
  await expect(list).not.toContainText('湖州市中心医院');
  await expect(list).toContainText('湖州市第一中学');
  const download = page.waitForEvent('download');
  await shown(page, 'report-person-export').click();
  await page.getByTestId('report-export-masked').click();
  const sheet = await sheetOf(await (await download).path());
  expect(sheet.getRow(1).getCell(3).value).toBe('公民身份号码');
  expect(String(sheet.getRow(2).getCell(3).value)).toMatch(/^\d{6}\*{8}[\dX]{4}$/);
});

for (const [language, width] of [['zh', 390], ['en', 1440], ['en', 390]] as const) {
  test(`the report screens read in ${language} at ${width} px`, async ({ browser }) => {
    const page = await signIn(browser, 'zg', language, width);
    await page.goto('/#/report/comprehensiveSearch');
    await expect(shown(page, 'report-person-list').getByRole('row').nth(1)).toBeVisible();
    await lookAt(page, `report-persons-${language}-${width}`);
    await shown(page, 'report-tab-filings').click();
    await expect(shown(page, 'report-filing-list')).toBeVisible();
    await lookAt(page, `report-filings-${language}-${width}`);
    await shown(page, 'report-tab-estabUsage').click();
    await expect(shown(page, 'report-usage-table')).toBeVisible();
    await lookAt(page, `report-usage-${language}-${width}`);
    await shown(page, 'report-tab-structure').click();
    await expect(shown(page, 'structure-table').getByRole('row').nth(1)).toBeVisible();
    await lookAt(page, `report-structure-${language}-${width}`);
    await shown(page, 'report-tab-retirement').click();
    await expect(shown(page, 'retirement-due')).toBeVisible();
    await lookAt(page, `report-retirement-${language}-${width}`);
  });
}

test('zg opens the progress page, reminds a unit, and the unit sees the notice', async ({ browser }) => {
  const page = await signIn(browser, 'zg');
  await page.goto('/#/report/reportScheduleSearch');
  const table = shown(page, 'progress-table');
  await expect(table).toBeVisible();
  await expect(shown(page, 'progress-card-expected')).not.toContainText('—');
  const row = table.getByRole('row', { name: /湖州市吴兴区织里实验小学/ });
  await row.getByRole('checkbox').check();
  await lookAt(page, 'report-progress-zh-1440');
  await shown(page, 'progress-remind').click();
  await page.getByRole('dialog').getByRole('button', { name: '催办' }).click();
  await expect(page.getByText('已向 1 个单位发送催办消息')).toBeVisible();

  const unit = await signIn(browser, 'jc2');
  const token = await unit.evaluate(() => localStorage.getItem('admin-pro-token'));
  const res = await unit.request.post('/api/Notice/getList', { data: {}, headers: { Authorization: `Bearer ${token}` } });
  const titles = ((await res.json()).data.list as { title: string }[]).map((n) => n.title);
  expect(titles.some((title) => title.startsWith('催办：请及时办理'))).toBe(true);
});

test('the progress page reads in en at 390 px', async ({ browser }) => {
  const page = await signIn(browser, 'rsj', 'en', 390);
  await page.goto('/#/report/reportScheduleSearch');
  await expect(shown(page, 'progress-table')).toBeVisible();
  await lookAt(page, 'report-progress-en-390');
});

test('zg reads the annual assessment statistics of its units and exports them', async ({ browser }) => {
  const page = await signIn(browser, 'zg');
  await page.goto('/#/report/comprehensiveSearch');
  await shown(page, 'report-tab-assessment').click();
  await page.getByRole('combobox', { name: '考核年度' }).filter({ visible: true }).click();
  await page.getByRole('option', { name: '2025', exact: true }).click();
  const table = shown(page, 'assessment-stats');
  await expect(table).toContainText('2025 年度考核统计');
  await expect(table.getByTestId('assessment-total')).toContainText('合计');
  await expect(table.locator('[data-testid^="assessment-row-"]').first()).toBeVisible();
  await lookAt(page, 'report-assessment-zh-1440');
  const download = page.waitForEvent('download');
  await shown(page, 'assessment-export').click();
  const sheet = await sheetOf(await (await download).path());
  expect(sheet.name).toBe('2025年度考核统计');
  expect(sheet.getRow(1).getCell(1).value).toBe('单位');
  expect(sheet.getRow(sheet.rowCount).getCell(1).value).toBe('合计');
});

// 统计口径 (issue 13 §7): each report states its counting rule under its title, and its figures follow it.
test.describe('each report states its counting rule and counts by it', () => {
  test('编制使用情况表: the rule is shown and the total 超编 is the sum of the units\' own', async ({ browser }) => {
    const page = await signIn(browser, 'rsj');
    await page.goto('/#/report/comprehensiveSearch');
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/Report/estabUsage'));
    await shown(page, 'report-tab-estabUsage').click();
    const { data } = await (await answer).json() as { data: { rows: { overQuota: number; vacancy: number }[]; total: { overQuota: number; vacancy: number } } };
    await expect(shown(page, 'report-basis')).toContainText('统计口径：按单位、按编制类型分别计算');
    expect(data.total.overQuota).toBe(data.rows.reduce((n, r) => n + r.overQuota, 0));
    expect(data.total.vacancy).toBe(data.rows.reduce((n, r) => n + r.vacancy, 0));
    const headers = await shown(page, 'report-usage-table').getByRole('columnheader').allInnerTexts();
    const total = shown(page, 'usage-total').getByRole('cell');
    await expect(total.nth(headers.indexOf('超编'))).toHaveText(String(data.total.overQuota));
    await expect(total.nth(headers.indexOf('空编'))).toHaveText(String(data.total.vacancy));
  });

  test('年度考核统计: the rule is shown, and 应考核 is 已考核 plus 未考核/未上报', async ({ browser }) => {
    const page = await signIn(browser, 'zg');
    await page.goto('/#/report/comprehensiveSearch');
    // The tab opens on the last completed year and asks for it at once.
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/Report/assessmentStats'));
    await shown(page, 'report-tab-assessment').click();
    const { data } = await (await answer).json() as { data: { total: { due: number; assessed: number; notAssessed: number } } };
    const table = shown(page, 'assessment-stats');
    await expect(table.getByTestId('report-basis')).toContainText('统计口径：应考核＝考核年度内任一时刻在本单位在编的人员');
    await expect(table.getByRole('columnheader', { name: '未考核/未上报' })).toBeVisible();
    expect(data.total.due).toBe(data.total.assessed + data.total.notAssessed);
    await expect(table.getByTestId('assessment-total').getByRole('cell').nth(1)).toHaveText(String(data.total.due));
  });

  test('人员增减表: the rule is shown, with 编制转换, 编制类型转换 and the 编外 apart', async ({ browser }) => {
    const page = await signIn(browser, 'rsj');
    await page.goto('/#/report/comprehensiveSearch');
    await shown(page, 'report-tab-flows').click();
    const table = shown(page, 'flow-stats-table');
    await expect(table.getByTestId('report-basis')).toContainText('统计口径：在编人员按进入本单位方式计增员');
    for (const header of ['编制转换', '编制类型转换', '编外人员', '编外净增']) await expect(table.getByRole('columnheader', { name: header }).first()).toBeVisible();
    await expect(table.getByTestId('flow-total')).toContainText('合计');
  });

  test('综合查询（人员）: the rule is shown and 处分期内 narrows the list to the server\'s answer', async ({ browser }) => {
    const page = await signIn(browser, 'rsj');
    await page.goto('/#/report/comprehensiveSearch');
    await expect(shown(page, 'report-basis')).toContainText('处分期内＝今天处在处分期的人员');
    await shown(page, 'report-inSanctionPeriod').check();
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/Report/personSearch') && r.request().postData()?.includes('inSanctionPeriod') === true);
    await shown(page, 'report-person-search').click();
    const { data } = await (await answer).json() as { data: { total: number } };
    await expect(page.getByText(`共 ${data.total} 条`).filter({ visible: true })).toBeVisible();
  });
});
