import { lookAt, expect, test, type Page } from './support/fixtures';
import { PASSWORD, signIn } from './support/signIn';

const YEAR = new Date(Date.now() + 8 * 3600_000).getUTCFullYear();
const COMMENT = '本年度新进本单位，工作态度端正，不定等次。';
const day = (offset: number) => new Date(Date.now() + 8 * 3600_000 + offset * 86_400_000).toISOString().slice(0, 10);

interface RosterPerson {
  personId: number;
  name: string;
  workStartDate: string;
  unitEntryDate: string;
  sanctions: { rpType: string; decisionDate: string }[];
}

/** R-KH-03 / R-KH-05 as the workbench applies them: who may not be graded this year. */
const ungradable = (p: RosterPerson) => (p.workStartDate >= p.unitEntryDate && p.unitEntryDate > `${YEAR}-07-01`)
  || p.sanctions.some((s) => ['DEMERIT', 'DEMOTE', 'REMOVE'].includes(s.rpType));

async function choose(page: Page, p: RosterPerson, result: string) {
  await page.getByTestId('assess-search').fill(p.name);
  const row = page.getByTestId(`assess-row-${p.personId}`);
  await row.getByRole('combobox').click();
  await page.getByRole('option', { name: result, exact: true }).click();
  return row;
}

test('the hospital enters its results, too many excellent are refused, zg approves the fixed report and the result shows on the person card', async ({ browser, request }) => {
  test.setTimeout(360_000);
  const login = await (await request.post('/api/login/login', { data: { username: 'jc3', password: PASSWORD } })).json();
  const roster = (await (await request.post('/api/Assessment/getRoster', {
    data: { year: YEAR }, headers: { Authorization: `Bearer ${login.data.token}` },
  })).json()).data as { persons: RosterPerson[]; report: { status: string } | null };
  expect(roster.report?.status ?? 'DRAFT').toBe('DRAFT');
  const gradable = roster.persons.filter((p) => !ungradable(p));
  const cap = Math.floor((gradable.length * 20) / 100);
  const excellent = gradable.slice(0, cap + 1);

  const jc3 = await signIn(browser, 'jc3');
  await jc3.goto('/#/yearcheckManage/yearcheck');
  await expect(jc3.getByTestId('summary-total')).toContainText(String(roster.persons.length));
  await jc3.getByTestId('assess-fill').click();
  for (const p of roster.persons.filter(ungradable)) {
    await choose(jc3, p, '不定等次');
    await jc3.getByTestId(`comment-${p.personId}`).fill(COMMENT);
  }
  for (const p of excellent) await choose(jc3, p, '优秀');
  // The excellent grades were published for a week, over yesterday (R-GEN-06).
  await jc3.getByTestId('field-publicityStart').fill(day(-7));
  await jc3.getByTestId('field-publicityEnd').fill(day(-1));
  const excess = `优秀${cap + 1}人，超过上限${cap}人（${gradable.length}×20%）`;
  await expect(jc3.getByTestId('excellent-excess')).toContainText(excess);
  await jc3.getByTestId('assess-search').fill('');
  await lookAt(jc3, 'yearcheck-excess-zh-1440');

  await jc3.getByTestId('assess-report-submit').click();
  await expect(jc3.getByTestId('assess-findings')).toContainText(excess);

  await choose(jc3, excellent.at(-1)!, '合格');
  await expect(jc3.getByTestId('excellent-excess')).toHaveCount(0);
  await jc3.getByTestId('assess-report-submit').click();
  const ack = jc3.getByTestId('ack-confirm');
  const submitted = jc3.getByTestId('assess-report');
  await expect(ack.or(submitted.filter({ hasText: '待主管部门审核' }))).toBeVisible();
  if (await ack.isVisible()) {
    for (const box of await jc3.locator('[data-testid^="ack-R-"]').all()) await box.check();
    await ack.click();
  }
  await expect(submitted).toContainText('待主管部门审核');
  const href = await submitted.getByRole('link').getAttribute('href');
  const filingUrl = `/#/view/checkDetail?id=${/id=(\d+)/.exec(href!)![1]}`;

  const zg = await signIn(browser, 'zg2');
  await zg.goto(filingUrl);
  await expect(zg.getByTestId('filing-lines')).toContainText(excellent[0].name);
  await lookAt(zg, 'yearcheck-review-zh-1440');
  await zg.getByTestId('action-ZG_APPROVE').click();
  await zg.getByTestId('review-confirm').click();
  await expect(zg.getByTestId('filing-detail-status')).toHaveText('已备案');

  await jc3.goto('/#/company/person');
  await jc3.getByTestId('filter-name').filter({ visible: true }).fill(excellent[0].name);
  await jc3.getByTestId('filter-search').filter({ visible: true }).click();
  await jc3.getByTestId('person-list').filter({ visible: true }).getByRole('button', { name: excellent[0].name, exact: true }).first().click();
  const card = jc3.getByTestId('person-card');
  await card.getByTestId('card-tab-histories').click();
  await expect(card.getByTestId('history-assessments').getByRole('row', { name: new RegExp(`${YEAR}.*优秀`) })).toBeVisible();
  await lookAt(jc3, 'yearcheck-person-card-zh-1440');
});

test('the workbench and the reward form in English on a phone', async ({ browser }) => {
  const page = await signIn(browser, 'jc3', 'en', 390);
  await page.goto('/#/yearcheckManage/yearcheck');
  await expect(page.getByTestId('summary-total')).toBeVisible();
  await lookAt(page, 'yearcheck-en-390');
  await page.goto('/#/yearcheckManage/rewardsPenalties');
  await page.getByTestId('new-reward-punish').click();
  await page.getByTestId('filing-submit').click();
  await expect(page.getByTestId('filing-editor')).toContainText('Add at least one person');
  await lookAt(page, 'reward-editor-en-390', { fullPage: false });
});

test('the reward form computes the penalty period and tells a demotion goes on to rsj', async ({ browser }) => {
  const page = await signIn(browser, 'jc3');
  await page.goto('/#/yearcheckManage/rewardsPenalties');
  await page.getByTestId('new-reward-punish').click();
  const editor = page.getByTestId('filing-editor');
  await editor.getByTestId('person-picker').fill('冯丽静');
  await page.locator('[data-testid^="pick-"]:not([aria-disabled="true"])').first().click();
  await page.getByTestId('rp-0-rpKind').locator('..').getByRole('combobox').click();
  await page.getByRole('option', { name: '处分', exact: true }).click();
  await page.getByTestId('rp-0-rpType').locator('..').getByRole('combobox').click();
  await page.getByRole('option', { name: '降低岗位等级', exact: true }).click();
  await expect(editor.getByTestId('rp-escalates')).toBeVisible();
  await editor.getByTestId('rp-0-effectiveDate').fill('2026-03-15');
  await expect(editor.getByTestId('rp-0-period')).toHaveText('处分期 24 个月，至 2028-03-15 止');
  await page.getByTestId('filing-submit').click();
  await expect(editor).toContainText('请选择降至等级');
  await page.getByTestId('rp-0-demoteToLevel').locator('..').getByRole('combobox').click();
  await expect(page.getByRole('option').first()).toHaveText('七级职员');
  await lookAt(page, 'reward-editor-zh-1440');
});
