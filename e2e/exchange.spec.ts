import { samplePdf } from '@/lib/server/testing/files';
import { lookAt, expect, test, type APIRequestContext, type Browser } from './support/fixtures';
import { PASSWORD, signIn } from './support/signIn';

const todayInChina = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

async function api<T>(request: APIRequestContext, token: string, path: string, data: unknown): Promise<T> {
  const body = await (await request.post(`/api${path}`, { data, headers: { Authorization: `Bearer ${token}` } })).json();
  expect(body.code, `${path}: ${body.msg}`).toBe(200);
  return body.data as T;
}

/**
 * A teacher of the primary school on duty and in no filing, at a level the middle school has a vacant post of (R-GW-06),
 * with the ID number the transfer papers carry.
 */
async function teacherToTransfer(request: APIRequestContext) {
  const signInAs = async (username: string) =>
    (await (await request.post('/api/login/login', { data: { username, password: PASSWORD } })).json()).data.token as string;
  const [token, receiving] = [await signInAs('jc2'), await signInAs('jc')];
  const posts = await api<{ levels: { postLevel: string; vacancy: number }[] }>(request, receiving, '/JobManage/getPostList', {});
  const vacant = new Set(posts.levels.filter((l) => l.vacancy > 0).map((l) => l.postLevel));
  const found = await api<{ list: { id: number; name: string; lockFilingId: number | null; postLevel: string | null }[] }>(request, token, '/Person/getList', {
    estabStatus: 'IN', recordStatus: 'FILED', personStatus: 'ON_DUTY', pageNo: 1, pageSize: 100,
  });
  const person = found.list.filter((p) => p.lockFilingId === null && p.postLevel !== null && vacant.has(p.postLevel)).at(-1)!;
  const { idNumber } = await api<{ idNumber: string }>(request, token, '/Person/revealId', { id: person.id });
  return { ...person, idNumber };
}

async function approve(browser: Browser, username: string, filingUrl: string, action: string, status: string) {
  const page = await signIn(browser, username);
  await page.goto(filingUrl);
  await expect(page.getByTestId('exchange-header')).toContainText('湖州市吴兴区织里实验小学');
  await page.getByTestId(`action-${action}`).click();
  await page.getByTestId('review-confirm').click();
  await expect(page.getByTestId('filing-detail-status')).toHaveText(status);
  return page;
}

test('the middle school receives a teacher of the primary school, with its consent, through both reviews', async ({ browser, request }) => {
  test.setTimeout(300_000);
  const teacher = await teacherToTransfer(request);

  // The receiving unit files; the submission waits for the sending unit's consent.
  const jc = await signIn(browser, 'jc');
  await jc.goto('/#/personnelExchangeRecord1/personnelExchangeRecord');
  await jc.getByTestId('new-exchange').click();
  const editor = jc.getByTestId('filing-editor');
  await editor.getByRole('combobox', { name: /交流方式/ }).click();
  await jc.getByRole('option', { name: '调动' }).click();
  await editor.getByRole('combobox', { name: /对方单位/ }).click();
  await jc.getByRole('option', { name: '湖州市吴兴区织里实验小学' }).click();
  await editor.getByTestId('finder-name').fill(teacher.name);
  await editor.getByTestId('finder-idNumber').fill(teacher.idNumber);
  await editor.getByTestId('finder-search').click();
  await expect(editor.getByTestId('exchange-line-0')).toContainText(teacher.name);
  await editor.getByRole('combobox', { name: /交流原因/ }).click();
  await jc.getByRole('option', { name: '工作需要' }).click();
  await editor.getByTestId('line-0-effectiveDate').fill(todayInChina());
  await lookAt(jc, 'exchange-editor-zh-1440');
  await jc.getByTestId('filing-submit').click();
  await expect(editor).toContainText('缺少“调出单位同意函”');
  await jc.getByRole('dialog').getByRole('button', { name: '取消' }).click();

  // The sending unit sees it among the exchanges leaving it and attaches its consent.
  const jc2 = await signIn(browser, 'jc2');
  await jc2.goto('/#/personnelExchangeRecord1/personnelExchangeRecord');
  await jc2.getByTestId('tab-outgoing').click();
  const row = jc2.getByTestId('outgoing-list').locator('.MuiDataGrid-row', { hasText: teacher.name }).first();
  await expect(row).toContainText('未上传');
  const chooser = jc2.waitForEvent('filechooser');
  await row.getByRole('button', { name: '上传同意函' }).click();
  await (await chooser).setFiles({ name: '同意调出函.pdf', mimeType: 'application/pdf', buffer: samplePdf('同意调出') });
  await expect(row).toContainText('已上传');
  await lookAt(jc2, 'exchange-outgoing-zh-1440');
  await row.click();
  await expect(jc2).toHaveURL(/#\/view\/checkDetail\?id=\d+$/);
  const filingUrl = `/#/view/checkDetail?id=${/id=(\d+)/.exec(jc2.url())![1]}`;
  await expect(jc2.getByTestId('action-SUBMIT')).toHaveCount(0);

  // The receiving unit submits; both reviews approve; the teacher is now on the middle school's books.
  await jc.goto(filingUrl);
  await jc.getByTestId('action-SUBMIT').click();
  await jc.getByTestId('confirm-ok').click();
  await expect(jc.getByTestId('filing-detail-status')).toHaveText('待主管部门审核');
  await approve(browser, 'zg', filingUrl, 'ZG_APPROVE', '待人社局审核');
  const rsj = await approve(browser, 'rsj', filingUrl, 'RSJ_APPROVE', '已备案');
  await lookAt(rsj, 'exchange-detail-zh-1440');
  await jc.goto('/#/company/person');
  await jc.getByTestId('filter-name').filter({ visible: true }).fill(teacher.name);
  await jc.getByTestId('filter-search').filter({ visible: true }).click();
  await expect(jc.getByTestId('person-list').filter({ visible: true }).locator('.MuiDataGrid-row', { hasText: teacher.name }).first()).toBeVisible();
});

test('the exchange pages in English on a phone: the form, and the competent authority internal exchange', async ({ browser }) => {
  const page = await signIn(browser, 'jc2', 'en', 390);
  await page.goto('/#/personnelExchangeRecord1/personnelExchangeRecord');
  await page.getByTestId('new-exchange').click();
  await page.getByTestId('filing-submit').click();
  await expect(page.getByTestId('filing-editor')).toContainText('Choose the mode');
  await lookAt(page, 'exchange-editor-en-390', { fullPage: false });
  const zg = await signIn(browser, 'zg', 'en', 390);
  await zg.goto('/#/personnelExchangeRecord1/internalPersonExchange');
  await zg.getByTestId('new-internal-exchange').click();
  await expect(zg.getByTestId('filing-editor')).toContainText('Choose the sending unit first');
  await lookAt(zg, 'internal-exchange-editor-en-390', { fullPage: false });
});
