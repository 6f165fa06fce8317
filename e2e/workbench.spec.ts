import { expect, lookAt, test, type Page } from './support/fixtures';
import { signIn } from './support/signIn';

const shown = (page: Page, testId: string) => page.getByTestId(testId).filter({ visible: true });

/** The filing list shows every row of its first page at once (autoHeight): a count up to the page size is its rows. */
const PAGE_SIZE = 20;

test('zg clicks a count of its workbench and lands on the list of that type, with that many rows', async ({ browser }) => {
  const page = await signIn(browser, 'zg');
  const byType = shown(page, 'workbench-by-type');
  // The demo dataset leaves filings of zg's units waiting for it (lib/server/db/seed/filings.ts).
  await expect(byType).toBeVisible({ timeout: 30_000 });
  const waiting = Number(await shown(page, 'workbench-waiting-count').textContent());
  expect(waiting).toBeGreaterThan(0);

  const entries = byType.getByRole('link');
  let chosen: { testId: string; count: number } | undefined;
  for (let i = 0; i < await entries.count() && !chosen; i++) {
    const testId = (await entries.nth(i).getAttribute('data-testid'))!;
    const count = Number(await shown(page, `${testId}-count`).textContent());
    if (count > 0 && count <= PAGE_SIZE) chosen = { testId, count };
  }
  expect(chosen, 'a filing type with at most one page of waiting filings').toBeDefined();
  const type = chosen!.testId.replace('workbench-type-', '');

  await shown(page, chosen!.testId).click();
  await expect(page).toHaveURL(new RegExp(`#/check/list/companyCheck\\?type=${type}$`));
  const list = shown(page, 'filing-list');
  // The header row, then one row per filing.
  await expect(list.getByRole('row')).toHaveCount(chosen!.count + 1, { timeout: 30_000 });

  // Back home, the total opens the whole queue, as many rows as it says where they fit on one page.
  await page.goto('/#/index');
  await shown(page, 'workbench-waiting').click();
  await expect(page).toHaveURL(/#\/check\/list\/companyCheck$/);
  if (waiting <= PAGE_SIZE) await expect(shown(page, 'filing-list').getByRole('row')).toHaveCount(waiting + 1, { timeout: 30_000 });
});

test('the workbench fits a 390 px phone and opens what it lists', async ({ browser }) => {
  const page = await signIn(browser, 'jc', 'zh', 390);
  const workbench = shown(page, 'workbench');
  await expect(shown(page, 'workbench-status-DRAFT')).toBeVisible({ timeout: 30_000 });
  const overflow = await workbench.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const drafts = Number(await shown(page, 'workbench-status-DRAFT-count').textContent());
  await shown(page, 'workbench-status-DRAFT').click();
  await expect(page).toHaveURL(/#\/checkjc\/listPage\?status=DRAFT$/);
  if (drafts <= PAGE_SIZE) await expect(shown(page, 'filing-list').getByRole('row')).toHaveCount(drafts + 1, { timeout: 30_000 });
});

test('a notice on the home opens its content', async ({ browser }) => {
  const page = await signIn(browser, 'jc');
  const notices = shown(page, 'home-notices');
  await expect(notices).toBeVisible({ timeout: 30_000 });
  const first = notices.getByRole('button').first();
  const title = (await first.locator('.MuiListItemText-primary').textContent())!.replace(/^未读/, '').trim();
  await first.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading')).toHaveText(title);
});

test('the progress view opens on the type and year its address names, keeps a new choice there, and its 业务编号 opens the filing', async ({ browser }) => {
  const year = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 4);
  const page = await signIn(browser, 'zg');
  await page.goto(`/#/report/reportScheduleSearch?type=RECRUIT_PLAN&year=${year}`);
  await expect(page.getByTestId('progress-type')).toHaveValue('RECRUIT_PLAN');
  await expect(page.getByTestId('progress-year')).toHaveValue(year);
  // The demo school's plan of this year (lib/server/db/seed/recruitFilings.ts), approved: the authority opens it.
  const link = page.getByTestId(/^progress-filing-/).first();
  await expect(link).toBeVisible({ timeout: 30_000 });
  const filingNo = (await link.textContent())!;
  expect(filingNo).toMatch(/^ZPJH-/);
  await lookAt(page, 'progress-address-zh-1440');

  await page.getByTestId('progress-year').fill(String(Number(year) - 1));
  await page.getByTestId('progress-query').click();
  await expect(page).toHaveURL(new RegExp(`#/report/reportScheduleSearch\\?type=RECRUIT_PLAN&year=${Number(year) - 1}$`));
  await page.getByTestId('progress-year').fill(year);
  await page.getByTestId('progress-query').click();
  await expect(page).toHaveURL(new RegExp(`#/report/reportScheduleSearch\\?type=RECRUIT_PLAN&year=${year}$`));

  await page.getByTestId(/^progress-filing-/).first().click();
  await expect(page).toHaveURL(/#\/view\/checkDetail\?id=\d+$/);
  await expect(page.getByTestId('filing-detail')).toContainText(filingNo);

  const phone = await signIn(browser, 'zg', 'en', 390);
  await phone.goto(`/#/report/reportScheduleSearch?type=RECRUIT_PLAN&year=${year}`);
  await expect(phone.getByTestId(/^progress-filing-/).first()).toHaveText(filingNo, { timeout: 30_000 });
  await lookAt(phone, 'progress-address-en-390');
});

test('rsj sets a campaign past its deadline: jc sees it overdue and opens the page that starts it, zg its units filed of those in scope and the progress view', async ({ browser }) => {
  // A year the demo dataset has no filings of, with yesterday (China time) as the deadline: every unit is overdue.
  const yesterday = new Date(Date.now() + 8 * 3600_000 - 86_400_000).toISOString().slice(0, 10);
  const rsj = await signIn(browser, 'rsj');
  await rsj.goto('/#/campaign');
  await rsj.getByTestId('campaign-add').click();
  const form = rsj.getByRole('dialog');
  await form.getByRole('combobox', { name: '上报类型' }).click();
  await rsj.getByRole('option', { name: '年度考核上报', exact: true }).click();
  await form.getByTestId('campaign-year').fill('1999');
  await form.getByRole('group', { name: '截止日期', exact: true }).getByRole('spinbutton').first().click();
  await rsj.keyboard.type(yesterday.replace(/-/g, ''));
  await form.getByTestId('campaign-note').fill('请尽快补报');
  await form.getByTestId('campaign-save').click();
  await expect(form.getByText('年度应在 2000 至 2100 之间')).toBeVisible();
  await form.getByTestId('campaign-year').fill('2001');
  await form.getByTestId('campaign-save').click();
  await expect(form).toBeHidden();
  const row = rsj.getByTestId('campaign-list').getByRole('row').filter({ hasText: yesterday });
  await expect(row).toContainText('湖州市');
  await lookAt(rsj, 'campaign-list-zh-1440');

  const jc = await signIn(browser, 'jc');
  const mine = shown(jc, 'workbench-campaigns').getByRole('link').filter({ hasText: '2001 年年度考核上报' });
  await expect(mine).toContainText('已逾期 1 天', { timeout: 30_000 });
  await expect(mine).toContainText('请尽快补报');
  await mine.click();
  await expect(jc).toHaveURL(/#\/yearcheckManage\/yearcheckreport$/);

  const zg = await signIn(browser, 'zg');
  const round = shown(zg, 'workbench-campaigns').getByRole('link').filter({ hasText: '2001 年年度考核上报' });
  await expect(round).toContainText(/已上报 0\/\d+/, { timeout: 30_000 });
  await expect(round).toContainText(/逾期 \d+ 个单位/);
  await round.click();
  await expect(zg).toHaveURL(/#\/report\/reportScheduleSearch\?type=ASSESSMENT_REPORT&year=2001$/);
  await expect(zg.getByTestId('progress-year')).toHaveValue('2001');

  const phone = await signIn(browser, 'rsj', 'en', 390);
  await phone.goto('/#/campaign');
  await expect(phone.getByTestId('campaign-list')).toContainText(yesterday, { timeout: 30_000 });
  await lookAt(phone, 'campaign-list-en-390');

  // Deleted after the confirmation, it leaves the unit's workbench.
  await row.getByRole('button', { name: '删除 2001 年年度考核上报' }).click();
  await rsj.getByRole('dialog').getByTestId('confirm-ok').click();
  await expect(row).toHaveCount(0);
  await jc.goto('/#/index');
  await jc.reload();
  await expect(shown(jc, 'workbench-status-DRAFT')).toBeVisible({ timeout: 30_000 });
  await expect(jc.getByText('2001 年年度考核上报')).toHaveCount(0);
});

