import type { PostPlanContext } from '@/lib/contracts/postSetting';
import { expect, lookAt, test } from './support/fixtures';
import { api, tokenOf } from './support/api';
import { signIn } from './support/signIn';

/** A reviewer reads what a filing changes as before → after, computed by the server: no numbers compared by hand. */

type Filing = { id: number; version: number };
const contact = { contactName: '李明华', contactPhone: '13857201234' };

test('a reviewer opens a key-field change and sees the changed field marked, and the name opens the full record', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const jc3 = await tokenOf(request, 'jc3');
  const found = await api<{ list: { id: number; name: string; lockFilingId: number | null }[] }>(request, jc3, '/Person/getList', {
    postCategory: 'TECH', recordStatus: 'FILED', personStatus: 'ON_DUTY', pageNo: 1, pageSize: 100,
  });
  // Away from the persons other flows pick (the last ones of the list).
  const doctor = found.list.filter((p) => p.lockFilingId === null).at(-5)!;
  const detail = await api<{ titleLevel: string | null }>(request, jc3, '/Person/getDetail', { id: doctor.id });
  const titleLevel = detail.titleLevel === 'SENIOR_DEP' ? 'MIDDLE' : 'SENIOR_DEP';
  const draft = await api<Filing>(request, jc3, '/Filing/create', {
    filingType: 'PERSON_INFO', ...contact, header: {}, lines: [{ personId: doctor.id, payload: { op: 'CHANGE', changes: { titleLevel } } }],
  });
  await api(request, jc3, '/Filing/act', { id: draft.id, version: draft.version, action: 'SUBMIT' });

  const zg2 = await signIn(browser, 'zg2');
  await zg2.goto(`/#/view/checkDetail?id=${draft.id}`);
  const panel = zg2.getByTestId('filing-before-after');
  await expect(panel).toBeVisible();
  const changed = panel.getByTestId('before-after-row-titleLevel');
  await expect(changed).toHaveAttribute('data-changed', 'true');
  await expect(changed.getByRole('img', { name: '已变更' })).toBeVisible();
  await expect(changed.locator('th')).toHaveText('职称级别');
  await expect(panel.getByTestId('before-after-row-name')).toHaveAttribute('data-changed', 'false');
  await expect(panel.getByTestId('before-after-row-name').locator('td').first()).toHaveText(doctor.name);
  await expect(panel.locator('[data-changed="true"]')).toHaveCount(1);
  await panel.scrollIntoViewIfNeeded();
  await lookAt(zg2, 'before-after-zh-1440', { fullPage: false });

  await panel.getByRole('button', { name: `查看 ${doctor.name} 的完整人员信息` }).click();
  await expect(zg2.getByTestId('person-card')).toBeVisible();
  await zg2.keyboard.press('Escape');

  // At 390 px each changed field is a card of its own (label, before, after): nothing scrolls sideways.
  const phone = await signIn(browser, 'zg2', 'zh', 390);
  await phone.goto(`/#/view/checkDetail?id=${draft.id}`);
  const card = phone.getByTestId('before-after-row-titleLevel');
  await expect(card).toBeVisible();
  await expect(card.getByTestId('before-after-label')).toHaveText('职称级别');
  await expect(card.getByRole('img', { name: '已变更' })).toBeVisible();
  await expect(phone.getByTestId('filing-before-after').getByRole('table')).toHaveCount(0);
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await phone.getByTestId('filing-before-after').scrollIntoViewIfNeeded();
  await lookAt(phone, 'before-after-zh-390', { fullPage: false });

  const submitted = await api<Filing>(request, jc3, '/Filing/getDetail', { id: draft.id });
  await api(request, jc3, '/Filing/act', { id: submitted.id, version: submitted.version, action: 'WITHDRAW' });
});

test('a reviewer reads a recruitment result as the persons it puts on record: a new one every field from nothing', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const zg = await tokenOf(request, 'zg');
  // The demo school's result on this year's plan (lib/server/db/seed/recruitFilings.ts): 沈清扬, a new graduate.
  const found = await api<{ list: { id: number; title: string }[] }>(request, zg, '/Filing/getList', {
    box: 'all', filingType: ['RECRUIT_RESULT'], keyword: '湖州市第一中学', pageNo: 1, pageSize: 20,
  });
  const result = found.list.find((f) => f.title.includes('公开招聘拟聘用人员'))!;
  expect(result).toBeDefined();

  const page = await signIn(browser, 'zg');
  await page.goto(`/#/view/checkDetail?id=${result.id}`);
  const line = page.getByTestId('before-after-line-1');
  await expect(line).toContainText('沈清扬');
  await expect(line).toContainText('新增人员，此前无档案。');
  const name = line.getByTestId('before-after-row-name');
  await expect(name).toHaveAttribute('data-changed', 'true');
  await expect(name.locator('td').first()).toHaveText('—');
  await expect(name.locator('td').last()).toHaveText('沈清扬');
  for (const field of ['unitName', 'postLevel', 'personStatus']) await expect(line.getByTestId(`before-after-row-${field}`)).toHaveAttribute('data-changed', 'true');
  await line.scrollIntoViewIfNeeded();
  await lookAt(page, 'before-after-recruit-result-zh-1440', { fullPage: false });

  const phone = await signIn(browser, 'zg', 'en', 390);
  await phone.goto(`/#/view/checkDetail?id=${result.id}`);
  const onPhone = phone.getByTestId('before-after-line-1');
  await expect(onPhone).toContainText('A new record: nothing before it.');
  await expect(onPhone.getByTestId('before-after-row-name').getByTestId('before-after-after')).toHaveText('沈清扬');
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await onPhone.scrollIntoViewIfNeeded();
  await lookAt(phone, 'before-after-recruit-result-en-390', { fullPage: false });
});

test('a post-setting adjustment shows each level by name (专业技术九级): in force → proposed → difference', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const jc3 = await tokenOf(request, 'jc3');
  const context = await api<PostPlanContext>(request, jc3, '/PostPlan/getCurrent', {});
  const plan = context.plan!;
  const count = (level: string) => plan.lines.find((l) => l.postLevel === level)?.approvedCount ?? 0;
  const [t09, t10] = [count('T09'), count('T10')];
  // The demo hospital's plan in force has 专技十级 posts: one of them moves.
  expect(t10).toBeGreaterThan(0);
  // One post moves from 专业技术十级 to 九级: the totals stand.
  const lines = plan.lines.map((l) => ({
    postCategory: l.postCategory, postLevel: l.postLevel,
    approvedCount: l.postLevel === 'T09' ? t09 + 1 : l.postLevel === 'T10' ? t10 - 1 : l.approvedCount,
  }));
  if (!lines.some((l) => l.postLevel === 'T09')) lines.push({ postCategory: 'TECH', postLevel: 'T09', approvedCount: 1 });
  const draft = await api<Filing>(request, jc3, '/Filing/create', {
    filingType: 'POST_SETTING', ...contact,
    header: {
      settingKind: 'ADJUST', estabSnapshot: context.quotaInst, postTotal: plan.postTotal, managePosts: plan.managePosts, techPosts: plan.techPosts,
      workerPosts: plan.workerPosts, dualPostCount: plan.dualPostCount, staffCongressDate: new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10),
    },
    lines: lines.map((payload) => ({ payload })),
  });

  const page = await signIn(browser, 'jc3');
  await page.goto(`/#/view/checkDetail?id=${draft.id}`);
  const change = page.getByTestId('plan-change');
  await expect(change.getByTestId('plan-change-count')).toHaveText('2 个岗位等级有变化');
  const row = change.getByTestId('plan-change-row-T09');
  await expect(row.locator('th')).toContainText('专业技术九级');
  await expect(row.locator('th')).toContainText(/增加|新增/);
  await expect(row.locator('td').nth(0)).toHaveText(String(t09));
  await expect(row.locator('td').nth(1)).toHaveText(`→${t09 + 1}`);
  await expect(row.locator('td').nth(2)).toHaveText('+1');
  await expect(change.getByTestId('plan-change-row-T10').locator('td').nth(2)).toHaveText('−1');
  await expect(page.getByTestId('filing-before-after')).toHaveCount(0);

  await api(request, jc3, '/Filing/delete', { id: draft.id, version: draft.version });
});
