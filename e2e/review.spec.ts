import { lookAt, expect, test, type APIRequestContext, type Page } from './support/fixtures';
import { PASSWORD, signIn } from './support/signIn';
import { usccCheckChar } from '../lib/domain/uscc';

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}
interface Filing {
  id: number;
  version: number;
  status: string;
  title: string;
  header: Record<string, Record<string, unknown>>;
  contactName: string;
  contactPhone: string;
}

async function apiLogin(request: APIRequestContext, username: string): Promise<string> {
  const res = await request.post('/api/login/login', { data: { username, password: PASSWORD } });
  const body = (await res.json()) as Envelope<{ token: string }>;
  expect(body.code).toBe(200);
  return body.data.token;
}

async function api<T>(request: APIRequestContext, token: string, path: string, data: unknown): Promise<T> {
  const res = await request.post(`/api${path}`, { data, headers: { Authorization: `Bearer ${token}` } });
  const body = (await res.json()) as Envelope<T>;
  expect(body.code, `${path}: ${body.msg}`).toBe(200);
  return body.data;
}

const UNIT_FIELDS = [
  'unitName', 'shortName', 'uscc', 'unitCategory', 'instClass', 'unitRank', 'affiliation', 'fundingForm', 'mainPostType', 'estabDocNo',
  'estabDocDate', 'legalRep', 'contactName', 'contactPhone', 'address', 'postcode',
];

/** jc's unit as it stands, with 3 more 事业编制, as the header of a UNIT_INFO filing. */
async function unitInfoHeader(request: APIRequestContext, token: string, docNo: string) {
  const info = await api<{ unit: Record<string, unknown>; establishment: Record<string, unknown> }>(request, token, '/Company/getInfo', {});
  const unit = Object.fromEntries(UNIT_FIELDS.filter((k) => info.unit[k] !== null).map((k) => [k, info.unit[k]]));
  const establishment = Object.fromEntries(Object.entries(info.establishment).filter(([k]) => k !== 'effectiveFrom' && k !== 'source'));
  return {
    unit,
    establishment: { ...establishment, approvedTotal: Number(establishment.approvedTotal) + 3, quotaInst: Number(establishment.quotaInst) + 3, docNo, docDate: '2026-10-12' },
  };
}

/** Opens the filing of that title from a list page. */
async function openFromList(page: Page, listPath: string, title: string) {
  await page.goto(`/#${listPath}`);
  // Pages kept alive in other tabs stay in the document, hidden: only the visible row counts.
  const row = page.locator('.MuiDataGrid-row', { hasText: title }).filter({ visible: true });
  await expect(row).toBeVisible();
  await row.getByRole('button').click();
  await expect(page).toHaveURL(/#\/view\/checkDetail\?id=\d+$/);
  await expect(page.getByTestId('filing-title')).toHaveText(title);
}

const timelineActions = (page: Page) => page.getByTestId('timeline-item').evaluateAll((items) => items.map((i) => i.getAttribute('data-action')));

test('a unit information filing is returned, fixed, resubmitted and approved at both levels', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const title = `湖州市第一中学编制调整 ${Date.now()}`;
  const jcToken = await apiLogin(request, 'jc');
  const header = await unitInfoHeader(request, jcToken, '湖编〔2026〕51号');
  const draft = await api<Filing>(request, jcToken, '/Filing/create', { filingType: 'UNIT_INFO', title, contactName: '李明华', contactPhone: '13857201234', header });
  const submitted = await api<Filing>(request, jcToken, '/Filing/act', { id: draft.id, version: draft.version, action: 'SUBMIT' });
  expect(submitted.status).toBe('PENDING_ZG');

  // zg finds it in 数据审核 and returns it: first with too short an opinion, then a proper one.
  const zg = await signIn(browser, 'zg');
  await openFromList(zg, '/check/list/companyCheck', title);
  await expect(zg.getByTestId('establishment-fields')).toContainText('事业编制');
  await expect(zg.getByTestId('action-ZG_APPROVE')).toBeVisible();
  await zg.getByTestId('action-ZG_RETURN').click();
  await zg.getByTestId('review-opinion').fill('不行');
  await zg.getByTestId('review-confirm').click();
  await expect(zg.getByText('退回意见不能少于 5 个字')).toBeVisible();
  await zg.getByTestId('review-opinion').fill('请补充区编办核定批复文件');
  await zg.getByTestId('review-confirm').click();
  await expect(zg.getByTestId('message-success').filter({ hasText: '已退回填报单位' })).toBeVisible();
  await expect(zg.getByTestId('filing-detail-status')).toHaveText('主管部门退回');
  await expect(zg.getByTestId('filing-actions')).toHaveCount(0);

  // jc sees it returned in its unit review list, opens it, fixes the document number in the entry form and resubmits.
  const jc = await signIn(browser, 'jc');
  await jc.goto('/#/checklist/index');
  await expect(jc.locator('.MuiDataGrid-row', { hasText: title }).getByTestId('filing-status')).toHaveText('主管部门退回');
  await openFromList(jc, '/checklist/index', title);
  await jc.getByTestId('action-EDIT').click();
  await expect(jc.getByTestId('field-docNo')).toHaveValue('湖编〔2026〕51号');
  await jc.getByTestId('field-docNo').fill('湖编〔2026〕52号');
  await jc.getByTestId('filing-submit').click();
  await expect(jc.getByTestId('message-success').filter({ hasText: '已提交，等待审核' })).toBeVisible();
  await expect(jc.getByTestId('filing-detail-status')).toHaveText('待主管部门审核');

  // zg sees what changed and approves.
  await openFromList(zg, '/check/list/companyCheck', title);
  await expect(zg.getByTestId('filing-changes')).toContainText('编制核定 › 核定文号');
  await expect(zg.getByTestId('filing-changes')).toContainText('湖编〔2026〕52号');
  await lookAt(zg, 'resubmitted-zh-1440');
  await zg.getByTestId('action-ZG_APPROVE').click();
  await zg.getByTestId('review-confirm').click();
  await expect(zg.getByTestId('message-success').filter({ hasText: '已审核通过' })).toBeVisible();
  await expect(zg.getByTestId('filing-detail-status')).toHaveText('待人社局审核');

  // rsj opens it; meanwhile zg recalls and approves it again, so rsj's copy is stale: told, reloaded, then approved.
  const rsj = await signIn(browser, 'rsj');
  await openFromList(rsj, '/check/list/companyCheck', title);
  const zgToken = await apiLogin(request, 'zg');
  const atRsj = await api<Filing>(request, zgToken, '/Filing/getDetail', { id: draft.id });
  const recalled = await api<Filing>(request, zgToken, '/Filing/act', { id: draft.id, version: atRsj.version, action: 'ZG_RECALL' });
  await api<Filing>(request, zgToken, '/Filing/act', { id: draft.id, version: recalled.version, action: 'ZG_APPROVE', opinion: '同意，报市人社局' });
  await rsj.getByTestId('action-RSJ_APPROVE').click();
  await rsj.getByTestId('review-confirm').click();
  await expect(rsj.getByTestId('message-warning').filter({ hasText: '数据已被他人修改，已为您重新加载，请核对后再操作' })).toBeVisible();
  await expect(rsj.getByTestId('filing-detail')).toHaveAttribute('data-version', String(recalled.version + 1));
  await rsj.getByTestId('action-RSJ_APPROVE').click();
  await rsj.getByTestId('review-opinion').fill('同意备案');
  await rsj.getByTestId('review-confirm').click();
  await expect(rsj.getByTestId('message-success').filter({ hasText: '已审核通过，业务已备案' })).toBeVisible();
  await expect(rsj.getByTestId('filing-detail-status')).toHaveText('已备案');

  // jc sees it filed, with the whole review history.
  await openFromList(jc, '/checkjc/listPage', title);
  await expect(jc.getByTestId('filing-detail-status')).toHaveText('已备案');
  expect(await timelineActions(jc)).toEqual([
    'CREATE', 'SUBMIT', 'ZG_RETURN', 'SAVE', 'SUBMIT', 'ZG_APPROVE', 'ZG_RECALL', 'ZG_APPROVE', 'RSJ_APPROVE', 'APPLY_EFFECT',
  ]);
  await expect(jc.getByTestId('filing-timeline')).toContainText('请补充区编办核定批复文件');
  await expect(jc.getByTestId('filing-timeline')).toContainText('同意备案');

  // Another unit cannot open it.
  const jc2 = await signIn(browser, 'jc2');
  await jc2.goto(`/#/view/checkDetail?id=${draft.id}`);
  await expect(jc2.getByTestId('filing-unavailable')).toHaveText('业务不存在，或您无权查看。');
});

test('a unit submits a draft acknowledging a warning, and deletes a draft it no longer needs', async ({ browser, request }) => {
  const token = await apiLogin(request, 'jc2');
  const current = await unitInfoHeader(request, token, '吴编〔2026〕21号');
  // An organ's credit code (11…) on the primary school: the rule warns, and the unit acknowledges it.
  const organCode = `11${String(current.unit.uscc).slice(2, 17)}`;
  const header = { ...current, unit: { ...current.unit, uscc: organCode + usccCheckChar(organCode) } };
  const base = { filingType: 'UNIT_INFO', contactName: '沈佳怡', contactPhone: '0572-2398001', header };
  const warned = await api<Filing>(request, token, '/Filing/create', { ...base, title: `织里实验小学信用代码 ${Date.now()}` });
  const spare = await api<Filing>(request, token, '/Filing/create', { ...base, title: `织里实验小学多余草稿 ${Date.now()}` });

  const jc2 = await signIn(browser, 'jc2');
  await openFromList(jc2, '/checkjc/listPage', warned.title);
  await jc2.getByTestId('action-SUBMIT').click();
  await jc2.getByTestId('confirm-ok').click();
  await expect(jc2.getByTestId('ack-confirm')).toBeDisabled();
  await jc2.getByTestId('ack-R-USCC-02').click();
  await jc2.getByTestId('ack-confirm').click();
  await expect(jc2.getByTestId('message-success').filter({ hasText: '已提交，等待主管部门审核' })).toBeVisible();
  await expect(jc2.getByTestId('filing-detail-status')).toHaveText('待主管部门审核');
  await expect(jc2.getByTestId('filing-timeline')).toContainText('R-USCC-02');
  await expect(jc2.getByTestId('action-WITHDRAW')).toBeVisible();

  await openFromList(jc2, '/checkjc/listPage', spare.title);
  await jc2.getByTestId('action-DELETE').click();
  await jc2.getByTestId('confirm-ok').click();
  await expect(jc2.getByTestId('message-success').filter({ hasText: '已删除' })).toBeVisible();
  await expect(jc2).toHaveURL(/#\/checkjc\/listPage/);
  await expect(jc2.locator('.MuiDataGrid-row', { hasText: spare.title })).toHaveCount(0);
});

test('admin reads every declared filing, without any action', async ({ browser }) => {
  const admin = await signIn(browser, 'admin');
  await admin.goto('/#/adminIndex/index');
  // Found by its title, not by its place on the first page, which newer filings take.
  await admin.getByTestId('filter-keyword').filter({ visible: true }).fill('湖州市第一中学人员信息上报');
  await admin.getByTestId('filter-search').filter({ visible: true }).click();
  // The seeded one is the oldest of that title (other flows may file more), so the last in the list.
  const row = admin.locator('.MuiDataGrid-row', { hasText: '湖州市第一中学人员信息上报' }).last();
  await expect(row).toBeVisible();
  await row.getByRole('button').click();
  const dialog = admin.getByRole('dialog');
  await expect(dialog.getByTestId('filing-title')).toHaveText('湖州市第一中学人员信息上报');
  await expect(dialog.getByTestId('filing-lines')).toContainText('新增');
  await expect(dialog.getByTestId('filing-actions')).toHaveCount(0);
  await expect(admin).toHaveURL(/#\/adminIndex\/index/);
});

test('the review list and a filing, in both languages on a phone and a wide screen', async ({ browser }) => {
  test.slow(); // four sign-ins
  for (const language of ['zh', 'en'] as const) {
    for (const width of [390, 1440]) {
      const page = await signIn(browser, 'zg', language, width);
      await page.goto('/#/check/list/companyCheck');
      // jc's seeded 人员信息上报, titled in Chinese whatever the interface language (the oldest of that title).
      const row = page.locator('.MuiDataGrid-row', { hasText: '湖州市第一中学人员信息上报' }).last();
      await expect(row).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(language === 'en' ? 'Data review' : '数据审核');
      await lookAt(page, `list-${language}-${width}`);
      await row.click();
      await expect(page.getByTestId('filing-detail')).toBeVisible();
      await expect(page.getByTestId('action-ZG_RETURN')).toHaveText(language === 'en' ? 'Return' : '退回');
      await lookAt(page, `detail-${language}-${width}`);
      await page.context().close();
    }
  }
});
