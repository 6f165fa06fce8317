import { samplePdf } from '@/lib/server/testing/files';
import { lookAt, expect, test, type APIRequestContext, type Page } from './support/fixtures';
import { PASSWORD, signIn } from './support/signIn';

// R-ID-04 (domain.md §3.5): someone who left jc (湖州市第一中学) comes back through a recruitment result and is the same
// person, the earlier tenure kept in the person's history. The plan and the reduction go through the API; the result,
// the arrival and the history through the screens.

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}
interface Filing {
  id: number;
  version: number;
  filingNo: string | null;
  status: string;
}
interface Person {
  id: number;
  name: string;
  birthDate: string;
  lockFilingId: number | null;
}

const day = (offset: number) => new Date(Date.now() + 8 * 3600_000 + offset * 86_400_000).toISOString().slice(0, 10);
const contact = { contactName: '李明华', contactPhone: '13857201234' };

async function tokenOf(request: APIRequestContext, username: string): Promise<string> {
  const login = (await (await request.post('/api/login/login', { data: { username, password: PASSWORD } })).json()) as Envelope<{ token: string }>;
  return login.data.token;
}

async function api<T>(request: APIRequestContext, username: string, path: string, data: unknown): Promise<T> {
  const res = await request.post(`/api${path}`, { data, headers: { Authorization: `Bearer ${await tokenOf(request, username)}` } });
  const body = (await res.json()) as Envelope<T>;
  expect(body.code, `${path}: ${body.msg}`).toBe(200);
  return body.data;
}

async function attach(request: APIRequestContext, username: string, filingId: number, categories: string[]) {
  for (const category of categories) {
    await api(request, username, '/Attachment/upload', { filingId, category, fileName: `${category}.pdf`, content: samplePdf(category).toString('base64') });
  }
}

/** Submits as jc, then approves at zg and rsj. */
async function throughBothReviews(request: APIRequestContext, draft: Filing): Promise<Filing> {
  let f = draft;
  for (const [user, action] of [['jc', 'SUBMIT'], ['zg', 'ZG_APPROVE'], ['rsj', 'RSJ_APPROVE']]) {
    f = await api<Filing>(request, user, '/Filing/act', { id: f.id, version: f.version, action });
  }
  expect(f.status).toBe('APPROVED');
  return f;
}

/** Chooses an option of a select field by its label. */
async function pick(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('dialog').last().getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
}

async function approve(page: Page, id: number, action: 'ZG_APPROVE' | 'RSJ_APPROVE', status: string) {
  await page.goto(`/#/view/checkDetail?id=${id}`);
  await page.getByTestId(`action-${action}`).click();
  await page.getByTestId('review-confirm').click();
  await expect(page.getByTestId('filing-detail-status')).toHaveText(status);
}

test('a former employee returns through a recruit result and keeps the earlier period in the history', async ({ browser, request }) => {
  test.setTimeout(300_000);

  // A teacher of jc on duty and in no filing resigns (减员 through both reviews).
  const onDuty = await api<{ list: Person[] }>(request, 'jc', '/Person/getList', {
    postCategory: 'TECH', recordStatus: 'FILED', personStatus: 'ON_DUTY', pageNo: 1, pageSize: 100,
  });
  const leaver = onDuty.list.filter((p) => p.lockFilingId === null && p.birthDate >= `${Number(day(0).slice(0, 4)) - 55}-01-01`).at(-3)!;
  const { idNumber } = await api<{ idNumber: string }>(request, 'jc', '/Person/revealId', { id: leaver.id });
  const reduction = await api<Filing>(request, 'jc', '/Filing/create', {
    filingType: 'STAFF_REDUCE', ...contact, header: { reason: '本人申请辞聘' },
    lines: [{ personId: leaver.id, payload: { reduceType: 'RESIGN', reduceDate: day(0), destination: '自主择业' } }],
  });
  await attach(request, 'jc', reduction.id, ['辞职申请']);
  await throughBothReviews(request, reduction);
  const reduced = await api<{ personStatus: string }>(request, 'jc', '/Person/getDetail', { id: leaver.id });
  expect(reduced.personStatus).toBe('REDUCED');

  // A plan with one post at an entry level that has a vacant post (R-GW-06), approved.
  const { levels } = await api<{ levels: { postLevel: string; vacancy: number }[] }>(request, 'jc', '/JobManage/getPostList', {});
  const postLevel = ['T12', 'T13'].find((level) => levels.some((l) => l.postLevel === level && l.vacancy > 0))!;
  expect(postLevel, 'a vacant T12 or T13 post at jc').toBeTruthy();
  const plan = await throughBothReviews(request, await (async () => {
    const draft = await api<Filing>(request, 'jc', '/Filing/create', {
      filingType: 'RECRUIT_PLAN', ...contact, year: Number(day(0).slice(0, 4)),
      header: { batch: '回聘批次', recruitMode: 'UNIFIED_EXAM', examCategory: 'EDUCATION', signupStart: day(-40), signupEnd: day(-30) },
      lines: [{
        payload: {
          postCode: 'HP01', postName: '初中语文教师', postCategory: 'TECH', postLevel, recruitCount: 1, eduReq: '21', degreeReq: 'NONE',
          majorReq: '中国语言文学类', ageMax: 60, targeted: 'NONE', examRatio: '1:3', estabType: 'INST',
        },
      }],
    });
    await attach(request, 'jc', draft.id, ['招聘方案', '岗位表']);
    return draft;
  })());

  // The plan's 拟聘用人员公示, published for the 7 days ending today, approved.
  const publicity = await throughBothReviews(request, await api<Filing>(request, 'jc', '/Filing/create', {
    filingType: 'ANNOUNCEMENT', ...contact, title: '回聘批次拟聘用人员公示',
    header: { noticeType: 'PUBLICITY', relatedFilingId: plan.id, content: '拟聘用人员名单公示。', publishChannel: 'SYSTEM', publishStart: day(-6), publishEnd: day(0) },
  }));

  // The result names the former teacher by the ID number and the plan's publicity: the screens file it, both reviews approve it.
  const jc = await signIn(browser, 'jc');
  await jc.goto('/#/recruit/resultList');
  await jc.getByTestId('new-RECRUIT_RESULT').click();
  await pick(jc, '招聘计划', new RegExp(plan.filingNo!));
  await pick(jc, '拟聘用人员公示公告', new RegExp(publicity.filingNo!));
  await expect(jc.getByTestId('RECRUIT_RESULT-header-publicityEnd')).toHaveValue(day(0));
  await jc.getByTestId('RECRUIT_RESULT-add').click();
  await pick(jc, '岗位代码', /HP01/);
  await jc.getByTestId('RECRUIT_RESULT-line-name').fill(leaver.name);
  await jc.getByTestId('RECRUIT_RESULT-line-idNumber').fill(idNumber);
  await expect(jc.getByTestId('RECRUIT_RESULT-line-birthDate')).toHaveValue(leaver.birthDate);
  await pick(jc, '学历', '大学本科毕业');
  await jc.getByTestId('RECRUIT_RESULT-line-major').fill('汉语言文学');
  await jc.getByTestId('RECRUIT_RESULT-line-graduateSchool').fill('湖州师范学院');
  await jc.getByTestId('RECRUIT_RESULT-line-totalScore').fill('82.5');
  await jc.getByTestId('RECRUIT_RESULT-line-arrivalDeadline').fill(day(30));
  await jc.getByTestId('RECRUIT_RESULT-line-save').click();
  await expect(jc.getByTestId('RECRUIT_RESULT-row-1')).toContainText(leaver.name);
  await jc.getByTestId('filing-save').click();
  await expect(jc.getByTestId('message-success').filter({ hasText: '草稿已保存' })).toBeVisible();
  // Someone reduced is not refused as already on record.
  await expect(jc.getByTestId('filing-editor')).not.toContainText('该身份证号已在');
  await jc.getByTestId('filing-editor').press('Escape');
  await jc.getByTestId('filing-list').locator('.MuiDataGrid-row').filter({ visible: true }).first().getByRole('button').click();
  await expect(jc).toHaveURL(/#\/view\/checkDetail\?id=\d+$/);
  const resultId = Number(/id=(\d+)/.exec(jc.url())![1]);
  const draft = await api<Filing>(request, 'jc', '/Filing/getDetail', { id: resultId });
  await attach(request, 'jc', resultId, ['公示材料']);
  await api(request, 'jc', '/Filing/act', { id: draft.id, version: draft.version, action: 'SUBMIT' });
  await approve(await signIn(browser, 'zg'), resultId, 'ZG_APPROVE', '待人社局审核');
  await approve(await signIn(browser, 'rsj'), resultId, 'RSJ_APPROVE', '已备案');

  // The same person awaits arrival, and arrives.
  await jc.goto('/#/recruit/resultList');
  const row = jc.getByTestId('arrival-list').locator('.MuiDataGrid-row', { hasText: leaver.name });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: '办理报到' }).click();
  await jc.getByTestId('arrival-confirm').click();
  await expect(jc.getByTestId('message-success').filter({ hasText: `${leaver.name}已报到` })).toBeVisible();
  const back = await api<{ id: number; personStatus: string }>(request, 'jc', '/Person/getDetail', { id: leaver.id });
  expect(back).toMatchObject({ id: leaver.id, personStatus: 'ON_DUTY' });

  // The person's history: the earlier post and the new one, and the reduction and the return among the status periods.
  await jc.goto('/#/company/person');
  await jc.getByTestId('filter-name').filter({ visible: true }).fill(leaver.name);
  await jc.getByTestId('filter-search').filter({ visible: true }).click();
  await jc.getByTestId('person-list').filter({ visible: true }).getByRole('button', { name: leaver.name, exact: true }).first().click();
  const card = jc.getByTestId('person-card');
  await card.getByTestId('card-tab-histories').click();
  const posts = card.getByTestId('history-posts');
  const levelName = postLevel === 'T12' ? '专业技术十二级' : '专业技术十三级';
  await expect(posts.getByRole('row', { name: new RegExp(`${levelName}.*${day(0)}`) })).toBeVisible();
  expect(await posts.getByRole('row').count()).toBeGreaterThan(2);
  const statuses = card.getByTestId('history-statuses');
  await expect(statuses.getByRole('row', { name: /在职在岗.*已减员/ })).toBeVisible();
  await expect(statuses.getByRole('row', { name: new RegExp(`已减员.*已批待报到.*${day(0)}`) })).toBeVisible();
  await lookAt(jc, 'former-employee-history-zh-1440');
});
