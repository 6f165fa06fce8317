import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { lookAt, expect, test, type APIRequestContext, type Page } from './support/fixtures';
import { PASSWORD, signIn } from './support/signIn';

const shown = (page: Page, testId: string) => page.getByTestId(testId).filter({ visible: true });

async function apiAs(request: APIRequestContext, username: string) {
  const login = await (await request.post('/api/login/login', { data: { username, password: PASSWORD } })).json();
  const headers = { Authorization: `Bearer ${login.data.token}` };
  return async <T>(path: string, data: object): Promise<T> => (await (await request.post(`/api${path}`, { data, headers })).json()).data;
}

const isPdf = (path: string) => fs.readFileSync(path).subarray(0, 5).toString('latin1') === '%PDF-';

test('a filed filing prints as its PDF form from the detail page', async ({ browser, request }) => {
  const api = await apiAs(request, 'jc');
  const found = await api<{ list: { id: number; filingNo: string }[] }>('/Filing/getList', { box: 'all', status: ['APPROVED'], pageNo: 1, pageSize: 1 });
  const filing = found.list[0];
  const page = await signIn(browser, 'jc');
  await page.goto(`/#/view/checkDetail?id=${filing.id}`);
  await expect(page.getByTestId('filing-detail-status')).toHaveAttribute('data-status', 'APPROVED');
  const download = page.waitForEvent('download');
  await shown(page, 'filing-print-pdf').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.pdf$/);
  expect(file.suggestedFilename()).toContain(filing.filingNo);
  expect(isPdf(await file.path())).toBe(true);
});

test('the hospital opens the post appointment audit sheet of its draft and downloads it', async ({ browser, request }) => {
  const api = await apiAs(request, 'jc3');
  const persons = await api<{ list: { id: number; name: string; postLevel: string | null; lockFilingId: number | null }[] }>('/Person/getList', {
    postCategory: 'TECH', recordStatus: 'FILED', personStatus: 'ON_DUTY', pageNo: 1, pageSize: 100,
  });
  // The first free doctor: the reduction flow takes the last one.
  const doctor = persons.list.find((p) => p.lockFilingId === null && p.postLevel)!;
  const draft = await api<{ id: number }>('/Filing/create', {
    filingType: 'POST_APPOINT', contactName: '周晓燕', contactPhone: '13857201234', header: { appointKind: 'PROMOTE' },
    lines: [{
      personId: doctor.id,
      payload: { fromCategory: 'TECH', fromLevel: doctor.postLevel, toCategory: 'TECH', toLevel: 'T09', appointStart: '2026-12-01', appointEnd: '2031-11-30', reason: '业务骨干', unitDocNo: '湖中医〔2026〕41号' },
    }],
  });
  expect(draft.id).toBeGreaterThan(0);

  const page = await signIn(browser, 'jc3');
  await page.goto('/#/report/reportMainTongji/jobsetemploycheckreport1/reportshow');
  const list = shown(page, 'job-change-sheet-list');
  await list.locator('.MuiDataGrid-row', { hasText: '草稿' }).first().getByRole('button').click();
  const sheet = shown(page, 'job-change-sheet');
  await expect(sheet).toContainText('岗位聘用变动审核表');
  await expect(sheet).toContainText(doctor.name);
  await expect(sheet).toContainText('湖州市中心医院');
  await expect(shown(page, 'job-change-sheet-watermark')).toContainText('审核中');
  await lookAt(page, 'job-change-sheet-zh-1440');
  const download = page.waitForEvent('download');
  await shown(page, 'job-change-sheet-pdf').click();
  expect(isPdf(await (await download).path())).toBe(true);
});

test('rsj reads the flow, post structure, recruitment and reward statistics and exports the flows', async ({ browser }) => {
  const page = await signIn(browser, 'rsj');
  await page.goto('/#/report/comprehensiveSearch');
  await shown(page, 'report-tab-flows').click();
  const flows = shown(page, 'flow-stats-table');
  await expect(flows).toContainText('合计');
  await expect(flows).toContainText('湖州市第一中学');
  await lookAt(page, 'report-flows-zh-1440');
  const download = page.waitForEvent('download');
  await shown(page, 'flow-export').click();
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await (await download).path());
  const sheet = book.worksheets[0];
  expect(sheet.getColumn(1).values.map(String)).toEqual(expect.arrayContaining(['湖州市第一中学', '湖州市中心医院', '合计']));

  await shown(page, 'report-tab-postStructure').click();
  await expect(shown(page, 'post-structure-table')).toContainText('湖州市中心医院');
  await lookAt(page, 'report-post-structure-zh-1440');
  await shown(page, 'report-tab-recruit').click();
  await expect(shown(page, 'recruit-stats-table')).toContainText('合计');
  await lookAt(page, 'report-recruit-zh-1440');
  await shown(page, 'report-tab-rewardPunish').click();
  await expect(shown(page, 'reward-punish-stats-table')).toContainText('合计');
  await lookAt(page, 'report-reward-punish-zh-1440');
});

test('the new statistics and the audit sheet list read in English on a phone', async ({ browser }) => {
  const page = await signIn(browser, 'zg', 'en', 390);
  await page.goto('/#/report/comprehensiveSearch');
  await shown(page, 'report-tab-flows').click();
  await expect(shown(page, 'flow-stats-table')).toContainText('Total');
  await lookAt(page, 'report-flows-en-390');
  await shown(page, 'report-tab-rewardPunish').click();
  await expect(shown(page, 'reward-punish-stats-table')).toBeVisible();
  await lookAt(page, 'report-reward-punish-en-390');
  await page.goto('/#/report/reportMainTongji/jobsetemploycheckreport1/reportshow');
  await expect(shown(page, 'job-change-sheet-list')).toBeVisible();
  await lookAt(page, 'job-change-sheet-list-en-390');
});
