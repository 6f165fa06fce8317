import { samplePdf } from '@/lib/server/testing/files';
import { lookAt, expect, test, type Browser, type Page } from './support/fixtures';
import { PASSWORD, signIn } from './support/signIn';

/** The version number of the plan in force shown on the post setting page. */
async function currentVersion(page: Page): Promise<number> {
  const panel = page.locator('[data-testid^="plan-panel-"]').filter({ visible: true });
  await expect(panel.getByTestId('plan-current')).toBeVisible();
  return Number((await panel.getAttribute('data-testid'))!.replace('plan-panel-', ''));
}

async function approve(browser: Browser, username: string, filingUrl: string, action: string, status: string, review?: (page: Page) => Promise<void>) {
  const page = await signIn(browser, username);
  await page.goto(filingUrl);
  await expect(page.getByTestId('post-setting-fields')).toContainText('调整');
  await review?.(page);
  await page.getByTestId(`action-${action}`).click();
  await page.getByTestId('review-confirm').click();
  await expect(page.getByTestId('filing-detail-status')).toHaveText(status);
  return page;
}

test('the hospital files a post setting, both reviews approve it, and it becomes the plan in force', async ({ browser }) => {
  test.setTimeout(240_000);
  const jc3 = await signIn(browser, 'jc3');
  await jc3.goto('/#/jobplanrecord/jobplanrecord1');
  const before = await currentVersion(jc3);

  // The form starts from the plan in force: one post moves from 专业技术十三级 to 十二级.
  await jc3.getByTestId('new-post-setting').click();
  const editor = jc3.getByTestId('filing-editor');
  await expect(editor.getByTestId('field-settingKind')).toHaveValue('ADJUST');
  const t13 = Number(await editor.getByTestId('count-T13').inputValue());
  const t12 = Number(await editor.getByTestId('count-T12').inputValue());
  await editor.getByTestId('count-T13').fill(String(t13 - 1));
  await editor.getByTestId('count-T12').fill(String(t12 + 1));
  await editor.getByTestId('field-staffCongressDate').fill('2026-10-15');
  await editor.getByTestId('field-plan').fill('护理岗位结构调整，专业技术十三级减一个、十二级增一个');
  await expect(editor.getByTestId('plan-live-findings').locator('[data-code="R-GW-04"]').first()).toBeVisible();
  await lookAt(jc3, 'post-setting-editor-zh-1440');
  await jc3.getByTestId('filing-save').click();
  await expect(jc3.getByTestId('message-success').first()).toBeVisible();
  await jc3.getByRole('dialog').getByRole('button', { name: '取消' }).click();

  // The draft is opened from the list; the three required files are attached on its page, then it is submitted.
  const row = jc3.locator('.MuiDataGrid-row', { hasText: '草稿' }).filter({ visible: true }).first();
  await row.getByRole('button').click();
  await expect(jc3).toHaveURL(/#\/view\/checkDetail\?id=\d+$/);
  const filingUrl = `/#/view/checkDetail?id=${/id=(\d+)/.exec(jc3.url())![1]}`;
  const panel = jc3.getByTestId('filing-attachments');
  for (const category of ['岗位设置方案', '岗位说明书', '职代会决议']) {
    await panel.getByLabel('附件类目').fill(category);
    const chooser = jc3.waitForEvent('filechooser');
    await panel.getByTestId('attachment-upload').click();
    await (await chooser).setFiles({ name: `${category}.pdf`, mimeType: 'application/pdf', buffer: samplePdf(category) });
    await expect(panel).toContainText(`${category}.pdf`);
  }
  await jc3.getByTestId('action-SUBMIT').click();
  await jc3.getByTestId('confirm-ok').click();
  // Several warnings of one rule share its code: one tick acknowledges the code.
  await jc3.getByTestId('ack-R-GW-04').first().click();
  await jc3.getByTestId('ack-confirm').click();
  await expect(jc3.getByTestId('filing-detail-status')).toHaveText('待主管部门审核');

  // The health commission reads the plan in force beside the proposal, the changed levels only, then both reviews approve it.
  await approve(browser, 'zg2', filingUrl, 'ZG_APPROVE', '待人社局审核', async (zg2) => {
    const change = zg2.getByTestId('plan-change');
    await expect(change.getByTestId('plan-change-only')).toBeChecked();
    await expect(change.getByTestId('plan-change-count')).toHaveText('2 个岗位等级有变化');
    const row = change.getByTestId('plan-change-row-T12');
    await expect(row.locator('th')).toContainText('专业技术十二级');
    await expect(row.locator('th')).toContainText('增加');
    await expect(row.locator('td')).toHaveText([String(t12), `→${t12 + 1}`, '+1', /^\d+$/]);
    await expect(change.getByTestId('plan-change-row-T13').locator('td').nth(2)).toHaveText('−1');
    await expect(change.locator('[data-testid^="plan-change-row-"]')).toHaveCount(2);
    await lookAt(zg2, 'post-setting-review-zh-1440');
    await change.getByTestId('plan-change-only').click();
    await expect(change.locator('[data-testid^="plan-change-row-"]')).not.toHaveCount(2);
  });
  const rsj = await approve(browser, 'rsj', filingUrl, 'RSJ_APPROVE', '已核准');
  await rsj.getByTestId('print-post-setting').click();
  const sheet = rsj.getByTestId('print-sheet');
  await expect(sheet).toContainText('事业单位岗位设置审核（核准）表');
  await expect(sheet).toContainText('主管部门意见');
  await expect(sheet).not.toContainText('审核中 仅供参考');
  await lookAt(rsj, 'post-setting-print-zh-1440');

  // Approved, it still reads against the version it replaced, on a phone in English too.
  const phone = await signIn(browser, 'zg2', 'en', 390);
  await phone.goto(filingUrl);
  await expect(phone.getByTestId('plan-change-row-T12').locator('td')).toHaveText([String(t12), `→${t12 + 1}`, '+1', /^\d+$/]);
  await expect(phone.getByTestId('plan-change-count')).toHaveText('2 levels change');
  await lookAt(phone, 'post-setting-review-en-390');

  // The unit sees the new version in force, and the previous one kept in the plan history.
  await jc3.goto('/#/jobplanrecord/jobplanrecord1');
  await jc3.reload();
  expect(await currentVersion(jc3)).toBe(before + 1);
  await expect(jc3.getByTestId('plan-row-T12').filter({ visible: true })).toContainText(String(t12 + 1));
  await expect(jc3.getByTestId('post-setting-pending')).toHaveCount(0);
  await lookAt(jc3, 'post-setting-page-zh-1440');
  await jc3.goto('/#/jobplanrecord/reportHis/11/reporthis');
  const history = jc3.getByTestId('plan-history').filter({ visible: true });
  await expect(history.locator('.MuiDataGrid-row').first()).toContainText(`第 ${before + 1} 版`);
  await expect(history.locator('.MuiDataGrid-row').first()).toContainText('现行');
  await expect(history.locator('.MuiDataGrid-row', { hasText: `第 ${before} 版` })).toContainText('已被替代');
  await lookAt(jc3, 'plan-history-zh-1440');
});

test('the post setting page and form, in English on a phone', async ({ browser }) => {
  const page = await signIn(browser, 'jc3', 'en', 390);
  await page.goto('/#/jobplanrecord/jobplanrecord1');
  await expect(page.locator('[data-testid^="plan-panel-"]').filter({ visible: true })).toContainText('post plan');
  await lookAt(page, 'post-setting-page-en-390');
  await page.getByTestId('new-post-setting').click();
  await expect(page.getByTestId('filing-editor')).toContainText('Posts by level');
  await lookAt(page, 'post-setting-editor-en-390', { fullPage: false });
  await page.getByTestId('filing-submit').click();
  await expect(page.getByText('Choose a date')).toBeVisible();
});

test('the hospital converts a skilled worker to a management post and submits it for review', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const login = await (await request.post('/api/login/login', { data: { username: 'jc3', password: PASSWORD } })).json();
  const found = await (await request.post('/api/Person/getList', {
    data: { postCategory: 'WORKER', recordStatus: 'FILED', personStatus: 'ON_DUTY', pageNo: 1, pageSize: 50 },
    headers: { Authorization: `Bearer ${login.data.token}` },
  })).json();
  const worker = (found.data.list as { id: number; name: string; lockFilingId: number | null }[]).find((p) => p.lockFilingId === null)!;

  const jc3 = await signIn(browser, 'jc3');
  await jc3.goto('/#/identityConvert1/identityConvert');
  await jc3.getByTestId('new-conversion').click();
  const editor = jc3.getByTestId('filing-editor');
  await jc3.getByTestId('filing-submit').click();
  await expect(editor).toContainText('转换事由不能少于 5 个字');
  await expect(editor).toContainText('请至少添加一名转换人员');
  await editor.getByTestId('field-reason').fill('工勤技能人员经竞聘转任管理岗位');
  await editor.getByTestId('person-picker').fill(worker.name);
  await jc3.getByTestId(`pick-${worker.id}`).click();
  await editor.getByRole('combobox', { name: /转换后岗位类别/ }).click();
  await jc3.getByRole('option', { name: '管理岗位' }).click();
  await editor.getByRole('combobox', { name: /转换后岗位等级/ }).click();
  await jc3.getByRole('option', { name: '九级职员' }).click();
  await editor.getByTestId('line-0-basisDoc').fill('湖中医〔2026〕21号');
  await editor.getByTestId('line-0-effectiveDate').fill('2026-10-08');
  await lookAt(jc3, 'conversion-editor-zh-1440');
  // A conversion is filed with its approval: saved first, then the file goes up in the editor's attachment panel.
  await jc3.getByTestId('filing-save').click();
  const panel = editor.getByTestId('filing-attachments');
  await panel.getByLabel('附件类目').fill('编制转换批准文件');
  const chooser = jc3.waitForEvent('filechooser');
  await panel.getByTestId('attachment-upload').click();
  await (await chooser).setFiles({ name: '编制转换批准文件.pdf', mimeType: 'application/pdf', buffer: samplePdf('编制转换批准文件') });
  await expect(panel).toContainText('编制转换批准文件.pdf');
  await jc3.getByTestId('filing-submit').click();
  await expect(jc3.getByTestId('message-success').filter({ hasText: '已提交' }).first()).toBeVisible();

  const row = jc3.locator('.MuiDataGrid-row', { hasText: '待主管部门审核' }).filter({ visible: true }).first();
  await row.getByRole('button').click();
  await expect(jc3.getByTestId('filing-lines')).toContainText(worker.name);
  await expect(jc3.getByTestId('filing-lines')).toContainText('九级职员');
  await lookAt(jc3, 'conversion-detail-zh-1440');

  const en = await signIn(browser, 'jc3', 'en', 390);
  await en.goto(jc3.url().replace(/^.*#/, '/#'));
  await expect(en.getByTestId('filing-lines')).toContainText('Staff officer, grade 9');
  await lookAt(en, 'conversion-detail-en-390');
});
