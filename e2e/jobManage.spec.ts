import { samplePdf } from '@/lib/server/testing/files';
import { lookAt, expect, test, type APIRequestContext, type Browser } from './support/fixtures';
import { PASSWORD, signIn } from './support/signIn';

const todayInChina = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

interface Person {
  id: number;
  name: string;
  lockFilingId: number | null;
}

/** A doctor of the hospital on duty and in no filing: the last of the list, away from the persons other flows pick. */
async function freeDoctor(request: APIRequestContext): Promise<Person> {
  const login = await (await request.post('/api/login/login', { data: { username: 'jc3', password: PASSWORD } })).json();
  const found = await (await request.post('/api/Person/getList', {
    data: { postCategory: 'TECH', recordStatus: 'FILED', personStatus: 'ON_DUTY', pageNo: 1, pageSize: 100 },
    headers: { Authorization: `Bearer ${login.data.token}` },
  })).json();
  return (found.data.list as Person[]).filter((p) => p.lockFilingId === null).at(-1)!;
}

async function approve(browser: Browser, username: string, filingUrl: string, action: string, status: string) {
  const page = await signIn(browser, username);
  await page.goto(filingUrl);
  await expect(page.getByTestId('filing-lines')).toContainText('辞聘');
  await page.getByTestId(`action-${action}`).click();
  await page.getByTestId('review-confirm').click();
  await expect(page.getByTestId('filing-detail-status')).toHaveText(status);
  return page;
}

test('the hospital files a staff reduction, both reviews approve it, and the person shows as reduced', async ({ browser, request }) => {
  test.setTimeout(240_000);
  const doctor = await freeDoctor(request);
  const jc3 = await signIn(browser, 'jc3');
  await jc3.goto('/#/jobmanage/decrease');
  await jc3.getByTestId('new-reduce').click();
  const editor = jc3.getByTestId('filing-editor');
  await jc3.getByTestId('filing-submit').click();
  await expect(editor).toContainText('请至少添加一名人员');
  await editor.getByTestId('person-picker').fill(doctor.name);
  await jc3.getByTestId(`pick-${doctor.id}`).click();
  await jc3.getByTestId('filing-submit').click();
  await expect(editor).toContainText('请选择减员类型');
  await editor.getByRole('combobox', { name: /减员类型/ }).click();
  await jc3.getByRole('option', { name: '辞聘' }).click();
  await editor.getByTestId('line-0-reduceDate').fill(todayInChina());
  await editor.getByTestId('line-0-docNo').fill('湖中医〔2026〕33号');
  await editor.getByTestId('line-0-destination').fill('自主择业');
  await lookAt(jc3, 'reduce-editor-zh-1440');
  // A resignation is filed with the resignation letter: the saved draft offers its category for the upload.
  await jc3.getByTestId('filing-save').click();
  await expect(editor.getByTestId('filing-editor-findings')).toContainText('须上传“辞职申请”附件');
  const panel = editor.getByTestId('filing-attachments');
  await panel.getByLabel('附件类目').fill('辞职申请');
  const chooser = jc3.waitForEvent('filechooser');
  await panel.getByTestId('attachment-upload').click();
  await (await chooser).setFiles({ name: '辞职申请.pdf', mimeType: 'application/pdf', buffer: samplePdf('辞职申请') });
  await expect(panel).toContainText('辞职申请.pdf');
  await jc3.getByTestId('filing-submit').click();
  await expect(jc3.getByTestId('message-success').filter({ hasText: '已提交' }).first()).toBeVisible();

  const row = jc3.locator('.MuiDataGrid-row', { hasText: '待主管部门审核' }).filter({ visible: true }).first();
  await row.getByRole('button').click();
  await expect(jc3).toHaveURL(/#\/view\/checkDetail\?id=\d+$/);
  const filingUrl = `/#/view/checkDetail?id=${/id=(\d+)/.exec(jc3.url())![1]}`;
  await expect(jc3.getByTestId('filing-lines')).toContainText(doctor.name);

  await approve(browser, 'zg2', filingUrl, 'ZG_APPROVE', '待人社局审核');
  const rsj = await approve(browser, 'rsj', filingUrl, 'RSJ_APPROVE', '已备案');
  await lookAt(rsj, 'reduce-detail-zh-1440');

  await jc3.goto('/#/company/person');
  const persons = jc3.getByTestId('person-list').filter({ visible: true });
  await jc3.getByTestId('filter-name').filter({ visible: true }).fill(doctor.name);
  await jc3.getByTestId('filter-search').filter({ visible: true }).click();
  await expect(persons.locator('.MuiDataGrid-row', { hasText: doctor.name }).first()).toContainText('已减员');
  await lookAt(jc3, 'reduced-person-zh-1440');
});

test("the hospital's posts and the reduction form, in English on a phone", async ({ browser }) => {
  const page = await signIn(browser, 'jc3', 'en', 390);
  await page.goto('/#/jobmanage/joblistmanage');
  await expect(page.getByTestId('post-table')).toContainText('Post setting (version');
  await lookAt(page, 'post-list-en-390');
  await page.goto('/#/jobmanage/decrease');
  await page.getByTestId('new-reduce').click();
  await page.getByTestId('filing-submit').click();
  await expect(page.getByTestId('filing-editor')).toContainText('Add at least one person');
  await lookAt(page, 'reduce-editor-en-390', { fullPage: false });
});
