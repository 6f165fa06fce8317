import { samplePdf } from '@/lib/server/testing/files';
import { lookAt, expect, test, type APIRequestContext, type Page } from './support/fixtures';
import { PASSWORD, signIn } from './support/signIn';

// jc2 (织里实验小学) is the unit of this flow: no other spec files recruitment for it, and the seed gives it none.

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

async function api<T>(request: APIRequestContext, username: string, path: string, data: unknown): Promise<T> {
  const login = (await (await request.post('/api/login/login', { data: { username, password: PASSWORD } })).json()) as Envelope<{ token: string }>;
  const res = await request.post(`/api${path}`, { data, headers: { Authorization: `Bearer ${login.data.token}` } });
  const body = (await res.json()) as Envelope<T>;
  expect(body.code, `${path}: ${body.msg}`).toBe(200);
  return body.data;
}

const day = (offset: number) => new Date(Date.now() + 8 * 3600_000 + offset * 86_400_000).toISOString().slice(0, 10);

/** A valid GB 11643 number for a man born on the date. */
function idNumber(birthDate: string, order: number): string {
  const body = `330502${birthDate.replace(/-/g, '')}${String(order).padStart(2, '0')}1`;
  const w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...body].reduce((s, c, i) => s + Number(c) * w[i], 0);
  return body + '10X98765432'[sum % 11];
}

/** Chooses an option of a select field by its label. */
async function pick(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('dialog').last().getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
}

async function attach(page: Page, categories: string[]) {
  const panel = page.getByTestId('filing-attachments');
  for (const category of categories) {
    await panel.getByLabel('附件类目').fill(category);
    const chooser = page.waitForEvent('filechooser');
    await panel.getByTestId('attachment-upload').click();
    await (await chooser).setFiles({ name: `${category}.pdf`, mimeType: 'application/pdf', buffer: samplePdf(category) });
    await expect(panel).toContainText(`${category}.pdf`);
  }
}

/** Saves the editor's draft, closes it and opens the draft (the newest of the list) from the list. */
async function saveAndOpen(page: Page): Promise<number> {
  await page.getByTestId('filing-save').click();
  await expect(page.getByTestId('message-success').filter({ hasText: '草稿已保存' })).toBeVisible();
  await page.getByTestId('filing-editor').press('Escape');
  await page.getByTestId('filing-list').locator('.MuiDataGrid-row').filter({ visible: true }).first().getByRole('button').click();
  await expect(page).toHaveURL(/#\/view\/checkDetail\?id=\d+$/);
  return Number(/id=(\d+)/.exec(page.url())![1]);
}

async function submit(page: Page) {
  await page.getByTestId('action-SUBMIT').click();
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByTestId('filing-detail-status')).toHaveText('待主管部门审核');
}

async function approve(page: Page, id: number, action: 'ZG_APPROVE' | 'RSJ_APPROVE', status: string) {
  await page.goto(`/#/view/checkDetail?id=${id}`);
  await page.getByTestId(`action-${action}`).click();
  await page.getByTestId('review-confirm').click();
  await expect(page.getByTestId('filing-detail-status')).toHaveText(status);
}

test('jc2 files a plan, both reviews approve it, the result within it is approved, and arrival puts the hire on duty', async ({ browser, request }) => {
  test.setTimeout(300_000);
  const stamp = Date.now();
  const name = `沈${'零一二三四五六七八九'[stamp % 10]}${'甲乙丙丁戊己庚辛壬癸'[Math.floor(stamp / 10) % 10]}`;
  const birthDate = `1999-0${1 + (stamp % 9)}-1${stamp % 10}`;
  const jc2 = await signIn(browser, 'jc2');

  // The plan: header, one post, saved, attachments on the detail page, submitted.
  await jc2.goto('/#/recruit/openRecruitmentPlan');
  await jc2.getByTestId('new-RECRUIT_PLAN').click();
  await expect(jc2.getByTestId('recruit-quota-INST')).toContainText('可用空编');
  await jc2.getByTestId('RECRUIT_PLAN-header-batch').fill(`第${stamp % 1000}批`);
  await pick(jc2, '招聘方式', '统一笔试');
  await pick(jc2, '考试类别', '教育类');
  await jc2.getByTestId('RECRUIT_PLAN-header-signupStart').fill(day(-40));
  await jc2.getByTestId('RECRUIT_PLAN-header-signupEnd').fill(day(-30));
  await jc2.getByTestId('filing-save').click();
  await expect(jc2.getByTestId('filing-editor')).toContainText('请至少添加一条招聘岗位');
  await jc2.getByTestId('RECRUIT_PLAN-add').click();
  await jc2.getByTestId('RECRUIT_PLAN-line-postCode').fill('YW01');
  await jc2.getByTestId('RECRUIT_PLAN-line-postName').fill('小学语文教师');
  await pick(jc2, '岗位等级', '专业技术十二级');
  await jc2.getByTestId('RECRUIT_PLAN-line-save').click();
  await expect(jc2.getByTestId('RECRUIT_PLAN-row-1')).toContainText('YW01');
  await lookAt(jc2, 'plan-editor-zh-1440');
  const planId = await saveAndOpen(jc2);
  await attach(jc2, ['招聘方案', '岗位表']);
  await submit(jc2);

  const zg = await signIn(browser, 'zg');
  const rsj = await signIn(browser, 'rsj');
  await approve(zg, planId, 'ZG_APPROVE', '待人社局审核');
  await approve(rsj, planId, 'RSJ_APPROVE', '已核准');
  await expect(rsj.getByTestId('quota-snapshot')).toContainText('事业编制');
  const plan = await api<{ filingNo: string }>(request, 'jc2', '/Filing/getDetail', { id: planId });

  // The plan's 拟聘用人员公示, published for the 10 days ending today, through both reviews.
  type Step = { id: number; version: number; filingNo: string };
  let publicity = await api<Step>(request, 'jc2', '/Filing/create', {
    filingType: 'ANNOUNCEMENT', title: `拟聘用人员公示${stamp % 1000}`, contactName: '李明华', contactPhone: '13857201234',
    header: { noticeType: 'PUBLICITY', relatedFilingId: planId, content: '拟聘用人员名单公示。', publishChannel: 'SYSTEM', publishStart: day(-9), publishEnd: day(0) },
  });
  for (const [user, action] of [['jc2', 'SUBMIT'], ['zg', 'ZG_APPROVE'], ['rsj', 'RSJ_APPROVE']]) {
    publicity = await api<Step>(request, user, '/Filing/act', { id: publicity.id, version: publicity.version, action });
  }

  // The result within the plan: the plan, its publicity and its post chosen, one person; the publicity period is the announcement's.
  await jc2.goto('/#/recruit/resultList');
  await jc2.getByTestId('new-RECRUIT_RESULT').click();
  await pick(jc2, '招聘计划', new RegExp(plan.filingNo));
  await pick(jc2, '拟聘用人员公示公告', new RegExp(publicity.filingNo));
  await expect(jc2.getByTestId('RECRUIT_RESULT-header-publicityStart')).toHaveValue(day(-9));
  await expect(jc2.getByTestId('RECRUIT_RESULT-header-publicityEnd')).toHaveValue(day(0));
  await jc2.getByTestId('RECRUIT_RESULT-add').click();
  await pick(jc2, '岗位代码', /YW01/);
  await jc2.getByTestId('RECRUIT_RESULT-line-name').fill(name);
  await jc2.getByTestId('RECRUIT_RESULT-line-idNumber').fill(idNumber(birthDate, stamp % 100));
  await expect(jc2.getByTestId('RECRUIT_RESULT-line-birthDate')).toHaveValue(birthDate);
  await pick(jc2, '学历', '大学本科毕业');
  await pick(jc2, '学位', /文学学士/);
  await jc2.getByTestId('RECRUIT_RESULT-line-major').fill('汉语言文学');
  await jc2.getByTestId('RECRUIT_RESULT-line-graduateSchool').fill('湖州师范学院');
  await jc2.getByTestId('RECRUIT_RESULT-line-totalScore').fill('83.25');
  await jc2.getByTestId('RECRUIT_RESULT-line-arrivalDeadline').fill(day(30));
  await jc2.getByTestId('RECRUIT_RESULT-line-save').click();
  await expect(jc2.getByTestId('RECRUIT_RESULT-row-1')).toContainText(name);
  const resultId = await saveAndOpen(jc2);
  await expect(jc2.getByTestId('linked-publicityFilingId')).toContainText(`${publicity.filingNo} 拟聘用人员公示${stamp % 1000}`);
  await attach(jc2, ['公示材料']);
  await submit(jc2);
  await approve(zg, resultId, 'ZG_APPROVE', '待人社局审核');
  await approve(rsj, resultId, 'RSJ_APPROVE', '已备案');

  // The hire awaits arrival on the unit's screen; arrival puts them on duty.
  await jc2.goto('/#/recruit/resultList');
  const row = jc2.getByTestId('arrival-list').locator('.MuiDataGrid-row', { hasText: name });
  await expect(row).toBeVisible();
  await lookAt(jc2, 'result-list-zh-1440');
  await row.getByRole('button', { name: '办理报到' }).click();
  await expect(jc2.getByTestId('arrival-date')).toHaveValue(day(0));
  await jc2.getByTestId('arrival-confirm').click();
  await expect(jc2.getByTestId('message-success').filter({ hasText: `${name}已报到` })).toBeVisible();
  await expect(row).toHaveCount(0);
  const persons = await api<{ list: { name: string; personStatus: string }[] }>(request, 'jc2', '/Person/getList', { name, pageNo: 1, pageSize: 10 });
  expect(persons.list).toEqual([expect.objectContaining({ name, personStatus: 'ON_DUTY' })]);

  // The approved result prints as its form with both opinions.
  await jc2.goto(`/#/view/checkDetail?id=${resultId}`);
  await jc2.getByTestId('recruit-print').click();
  await expect(jc2.getByTestId('recruit-print-region')).toContainText('招聘结果（拟聘用人员）备案表');
  await expect(jc2.getByTestId('print-opinion-rsj')).toContainText('同意');
  await lookAt(jc2, 'result-print-zh-1440');
});

test('the recruitment screens read in English on a phone', async ({ browser }) => {
  const page = await signIn(browser, 'jc2', 'en', 390);
  await page.goto('/#/recruit/resultList');
  await expect(page.getByTestId('arrival-panel')).toContainText('Awaiting arrival');
  await lookAt(page, 'result-list-en-390');
  await page.getByTestId('new-RECRUIT_RESULT').click();
  await expect(page.getByTestId('filing-editor')).toContainText('Recruitment plan');
  await lookAt(page, 'result-editor-en-390');
});
