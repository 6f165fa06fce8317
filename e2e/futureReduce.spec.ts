import { addDays, addMonths } from '@/lib/domain/dates';
import { samplePdf } from '@/lib/server/testing/files';
import { lookAt, expect, test, type APIRequestContext, type Browser } from './support/fixtures';
import { PASSWORD, signIn } from './support/signIn';

const todayInChina = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

/** The first day of next month, within the 30 days a reduction may be dated ahead (R-JY-02). */
function nextMonth(): string {
  const today = todayInChina();
  const first = `${addMonths(today, 1).slice(0, 8)}01`;
  return first <= addDays(today, 30) ? first : addDays(today, 30);
}

interface Person {
  id: number;
  name: string;
  lockFilingId: number | null;
}

/** A doctor of the hospital on duty and in no filing, away from the ones the other flows pick (the last and the first). */
async function freeDoctor(request: APIRequestContext): Promise<Person> {
  const login = await (await request.post('/api/login/login', { data: { username: 'jc3', password: PASSWORD } })).json();
  const found = await (await request.post('/api/Person/getList', {
    data: { postCategory: 'TECH', recordStatus: 'FILED', personStatus: 'ON_DUTY', pageNo: 1, pageSize: 100 },
    headers: { Authorization: `Bearer ${login.data.token}` },
  })).json();
  const free = (found.data.list as Person[]).filter((p) => p.lockFilingId === null);
  return free.at(-2) ?? free[0];
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

test('a future-dated 减员: approved, the person stays in post and the filing waits for its date', async ({ browser, request }) => {
  test.setTimeout(240_000);
  const doctor = await freeDoctor(request);
  const reduceDate = nextMonth();
  const jc3 = await signIn(browser, 'jc3');
  await jc3.goto('/#/jobmanage/decrease');
  await jc3.getByTestId('new-reduce').click();
  const editor = jc3.getByTestId('filing-editor');
  await editor.getByTestId('person-picker').fill(doctor.name);
  await jc3.getByTestId(`pick-${doctor.id}`).click();
  await editor.getByRole('combobox', { name: /减员类型/ }).click();
  await jc3.getByRole('option', { name: '辞聘' }).click();
  await editor.getByTestId('line-0-reduceDate').fill(reduceDate);
  await editor.getByTestId('line-0-destination').fill('自主择业');
  await jc3.getByTestId('filing-save').click();
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
  await expect(rsj.getByTestId('filing-effective-on')).toHaveText(`待生效（${reduceDate} 起）`);
  await lookAt(rsj, 'future-reduce-detail-zh-1440');

  // Still on the filing from before the reviews: read it again.
  await jc3.reload();
  await expect(jc3.getByTestId('filing-detail-status')).toHaveText('已备案');
  await expect(jc3.getByTestId('filing-effective-on')).toHaveText(`待生效（${reduceDate} 起）`);

  await jc3.goto('/#/company/person');
  const persons = jc3.getByTestId('person-list').filter({ visible: true });
  await jc3.getByTestId('filter-name').filter({ visible: true }).fill(doctor.name);
  await jc3.getByTestId('filter-search').filter({ visible: true }).click();
  const personRow = persons.locator('.MuiDataGrid-row', { hasText: doctor.name }).first();
  await expect(personRow).toContainText('在职在岗');
  await expect(personRow).not.toContainText('已减员');
  await lookAt(jc3, 'future-reduce-person-zh-1440');

  const en = await signIn(browser, 'jc3', 'en');
  await en.goto(filingUrl);
  await expect(en.getByTestId('filing-effective-on')).toHaveText(`Takes effect on ${reduceDate}`);
});
