import { samplePdf } from '@/lib/server/testing/files';
import { lookAt, expect, test, type APIRequestContext, type Browser } from './support/fixtures';
import { api, tokenOf } from './support/api';
import { signIn } from './support/signIn';

const todayInChina = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

interface Person {
  id: number;
  name: string;
  lockFilingId: number | null;
}

/** A doctor of the hospital on duty and in no filing: the second last of the list, away from the persons other flows pick. */
async function freeDoctor(request: APIRequestContext, token: string): Promise<Person> {
  const found = await api<{ list: Person[] }>(request, token, '/Person/getList', {
    postCategory: 'TECH', recordStatus: 'FILED', personStatus: 'ON_DUTY', pageNo: 1, pageSize: 100,
  });
  return found.list.filter((p) => p.lockFilingId === null).at(-2)!;
}

/** The hospital's 减员 of the doctor, through both reviews by the API: the original the flow corrects. */
async function approvedReduction(request: APIRequestContext, doctor: Person): Promise<{ id: number; filingNo: string }> {
  const [jc3, zg2, rsj] = [await tokenOf(request, 'jc3'), await tokenOf(request, 'zg2'), await tokenOf(request, 'rsj')];
  type Filing = { id: number; version: number; filingNo: string };
  let f = await api<Filing>(request, jc3, '/Filing/create', {
    filingType: 'STAFF_REDUCE', contactName: '李明华', contactPhone: '13857201234', header: {},
    lines: [{ personId: doctor.id, payload: { reduceType: 'RESIGN', reduceDate: todayInChina() } }],
  });
  await api(request, jc3, '/Attachment/upload', {
    filingId: f.id, category: '辞职申请', fileName: '辞职申请.pdf', content: samplePdf('辞职申请').toString('base64'),
  });
  f = await api<Filing>(request, jc3, '/Filing/act', { id: f.id, version: f.version, action: 'SUBMIT' });
  f = await api<Filing>(request, zg2, '/Filing/act', { id: f.id, version: f.version, action: 'ZG_APPROVE' });
  f = await api<Filing>(request, rsj, '/Filing/act', { id: f.id, version: f.version, action: 'RSJ_APPROVE' });
  return f;
}

async function approve(browser: Browser, username: string, filingUrl: string, action: string, status: string) {
  const page = await signIn(browser, username);
  await page.goto(filingUrl);
  await expect(page.getByTestId('filing-corrects-tag')).toBeVisible();
  await page.getByTestId(`action-${action}`).click();
  await page.getByTestId('review-confirm').click();
  await expect(page.getByTestId('filing-detail-status')).toHaveText(status);
  return page;
}

test('a unit corrects an approved 减员 (减员撤销) and the person is back in post after approval', async ({ browser, request }) => {
  test.setTimeout(240_000);
  const doctor = await freeDoctor(request, await tokenOf(request, 'jc3'));
  const original = await approvedReduction(request, doctor);
  const originalUrl = `/#/view/checkDetail?id=${original.id}`;

  const jc3 = await signIn(browser, 'jc3');
  await jc3.goto(originalUrl);
  await expect(jc3.getByTestId('filing-detail-status')).toHaveText('已备案');
  await jc3.getByTestId('action-CORRECT').click();
  // The correction opens as a copy of the original; without its line it undoes the whole reduction.
  const editor = jc3.getByTestId('filing-editor');
  await expect(editor.getByTestId('reduce-line-0')).toContainText(doctor.name);
  await editor.getByTestId('reduce-line-0').getByRole('button', { name: '移除该人员' }).click();
  await jc3.getByTestId('filing-submit').click();
  await expect(jc3.getByTestId('message-success').filter({ hasText: '已提交' }).first()).toBeVisible();

  await jc3.goto(originalUrl);
  const link = jc3.getByTestId('filing-overview').getByRole('button', { name: /^JY-/ }).last();
  await link.click();
  await expect(jc3).toHaveURL(/#\/view\/checkDetail\?id=\d+$/);
  const correctionUrl = `/#/view/checkDetail?id=${/id=(\d+)/.exec(jc3.url())![1]}`;
  await expect(jc3.getByTestId('filing-corrects-tag')).toHaveText(`更正 ${original.filingNo}`);

  await approve(browser, 'zg2', correctionUrl, 'ZG_APPROVE', '待人社局审核');
  const rsj = await approve(browser, 'rsj', correctionUrl, 'RSJ_APPROVE', '已备案');
  await lookAt(rsj, 'correction-detail-zh-1440');

  await jc3.goto(originalUrl);
  await expect(jc3.getByTestId('filing-corrected-tag')).toContainText('已更正（见 JY-');
  await expect(jc3.getByTestId('action-CORRECT')).toHaveCount(0);
  await jc3.goto('/#/company/person');
  const persons = jc3.getByTestId('person-list').filter({ visible: true });
  await jc3.getByTestId('filter-name').filter({ visible: true }).fill(doctor.name);
  await jc3.getByTestId('filter-search').filter({ visible: true }).click();
  const row = persons.locator('.MuiDataGrid-row', { hasText: doctor.name }).first();
  await expect(row).toContainText('在职在岗');
  await expect(row).not.toContainText('已减员');
});
