import ExcelJS from 'exceljs';
import { expect, test, type Page } from './support/fixtures';

/** The template's demo screens (spec §2.3) in the admin's menu; the client's mock mode is in mockMode.spec.ts. */

async function signIn(page: Page, username: string) {
  await page.goto('/#/login');
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill('demo123');
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/#\/index$/);
  await expect(page.getByTestId('home-username')).toHaveText(username);
}

/** Kept-alive views stay in the page, hidden: look only at what is on screen. */
const shown = (page: Page, testId: string) => page.getByTestId(testId).filter({ visible: true });

async function open(page: Page, path: string) {
  await page.goto(`/#${path}`);
  await expect(page).toHaveURL(new RegExp(`#${path.replace(/[?]/g, '\\?')}$`));
}

/** Reads a downloaded .xlsx back as its rows of cell values. */
async function sheetRows(path: string) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(path);
  const sheet = book.worksheets[0];
  return { sheet, rows: (sheet.getSheetValues().slice(1) as unknown[][]).map((r) => r.slice(1)) };
}

test('the admin has the demo sections in the menu (TEMPLATE_DEMOS=on, scripts/e2e-server.mjs), a base unit does not', async ({ page, browser }) => {
  await signIn(page, 'admin');
  const menu = page.getByTestId('nav-menu');
  for (const title of ['模板示例', '申报数据查看']) await expect(menu).toContainText(title);

  const other = await browser.newPage();
  await signIn(other, 'jc');
  await expect(other.getByTestId('nav-menu')).toContainText('单位管理');
  for (const title of ['模板示例', '组件', '其他', '商城']) await expect(other.getByTestId('nav-menu')).not.toContainText(title);
  await other.goto('/#/vab/table/comprehensiveTable');
  await expect(other).toHaveURL(/#\/404$/);
  await other.close();
});

test.describe('as admin', () => {
  test.beforeEach(async ({ page }) => signIn(page, 'admin'));

  test('the comprehensive table filters, pages, edits after checking and deletes after confirming', async ({ page }) => {
    await open(page, '/vab/table/comprehensiveTable');
    const table = shown(page, 'comprehensive-table');
    await expect(table.getByRole('row')).toHaveCount(21);

    await table.getByRole('button', { name: '下一页' }).click();
    await expect(table.getByRole('gridcell', { name: '21', exact: true })).toBeVisible();

    await shown(page, 'table-search').fill('数据');
    await shown(page, 'table-search-submit').click();
    const titles = table.locator('[data-field="title"][role="gridcell"]');
    // The rows shown before the search answers are replaced by its rows: wait for every title to match.
    await expect.poll(async () => {
      const shownTitles = await titles.allTextContents();
      return shownTitles.length > 0 && shownTitles.every((title) => title.includes('数据'));
    }).toBe(true);

    await page.getByRole('button', { name: '重置' }).filter({ visible: true }).click();
    await expect(table.getByRole('gridcell', { name: '1', exact: true })).toBeVisible();
    await shown(page, 'edit-1').click();
    await page.getByTestId('edit-title').fill('   ');
    await page.getByTestId('edit-save').click();
    await expect(page.getByTestId('table-edit-form')).toContainText('必填');
    await page.getByTestId('edit-title').fill('端到端修改的标题');
    await page.getByTestId('edit-save').click();
    await expect(page.getByText('模拟保存成功')).toBeVisible();
    await expect(table.getByRole('link', { name: '端到端修改的标题' })).toBeVisible();

    const second = await table.locator('[data-id="2"] [data-field="title"]').textContent();
    await shown(page, 'delete-2').click();
    await expect(page.getByRole('dialog')).toContainText(`确定删除「${second}」吗？`);
    await page.getByRole('button', { name: '取消' }).click();
    await expect(table.locator('[data-id="2"]')).toBeVisible();
    await shown(page, 'delete-2').click();
    await page.getByTestId('confirm-ok').click();
    await expect(page.getByText('模拟删除成功，共 1 条')).toBeVisible();
    await expect(table.locator('[data-id="2"]')).toHaveCount(0);
    // The grid settles after the delete before rows are checked; a check lost to its re-render is made again.
    await expect(table).toContainText('共 49');

    for (const id of ['3', '4']) {
      const box = table.locator(`[data-id="${id}"] input[type="checkbox"]`);
      await expect(async () => {
        await box.check();
        await expect(box).toBeChecked();
      }).toPass();
    }
    await shown(page, 'batch-delete').click();
    await expect(page.getByRole('dialog')).toContainText('确定删除选中的 2 条吗？');
    await page.getByTestId('confirm-ok').click();
    await expect(table.locator('[data-id="3"], [data-id="4"]')).toHaveCount(0);
    await expect(table).toContainText('共 47');
  });

  test('the icon list searches by name and pages 72 at a time', async ({ page }) => {
    await open(page, '/vab/icon/remixIcon');
    const grid = shown(page, 'icon-grid');
    await expect(grid.getByRole('button')).toHaveCount(72);
    await shown(page, 'icon-search').fill('arrow');
    await shown(page, 'icon-search-submit').click();
    await expect(shown(page, 'icon-total')).toHaveText('共 100 个图标');
    await shown(page, 'icon-pages').getByRole('button', { name: '转到第 2 页' }).click();
    await expect(grid.getByRole('button')).toHaveCount(28);
    for (const name of await grid.getByRole('button').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')))) expect(name).toContain('arrow');
  });

  test('the comprehensive form names each wrong field, and the step form checks every step', async ({ page }) => {
    await open(page, '/vab/form/comprehensiveForm');
    const form = shown(page, 'comprehensive-form');
    await shown(page, 'form-submit').click();
    await expect(page.getByText('有 13 处需要修改')).toBeVisible();
    await expect(form.getByText('至少选择一项')).toBeVisible();
    await expect(form.getByText('请确认信息真实有效')).toBeVisible();
    await shown(page, 'form-mobile').fill('2381234567');
    await expect(form.getByText('请输入以 1 开头的 11 位手机号')).toBeVisible();
    await shown(page, 'form-mobile').fill('13812345678');
    await expect(form.getByText('请输入以 1 开头的 11 位手机号')).toHaveCount(0);
    await shown(page, 'form-idCard').fill('330502199003071230');
    await expect(form.getByText('身份证号校验位错误')).toBeVisible();

    await open(page, '/vab/form/stepForm');
    const step = shown(page, 'step-form');
    await shown(page, 'step-next').click();
    await expect(step.getByText('请选择')).toBeVisible();
    await page.getByRole('combobox', { name: '付款账户' }).filter({ visible: true }).click();
    await page.getByRole('option', { name: '工资账户' }).click();
    await shown(page, 'step-payee').fill('6222021234567890');
    await shown(page, 'step-payeeName').fill('王芳');
    await shown(page, 'step-amount').fill('1.234');
    await shown(page, 'step-next').click();
    await expect(step.getByText('请输入大于 0、最多两位小数的金额')).toBeVisible();
    await shown(page, 'step-amount').fill('1280.5');
    await shown(page, 'step-next').click();
    await expect(shown(page, 'step-summary-amount')).toHaveText('1280.5 元');
    await shown(page, 'step-password').fill('123');
    await shown(page, 'step-confirm').click();
    await expect(step.getByText('支付密码至少 6 位')).toBeVisible();
    await shown(page, 'step-password').fill('123456');
    await shown(page, 'step-confirm').click();
    await expect(shown(page, 'step-done')).toContainText('操作成功');
  });

  test('excel exports download real .xlsx files: the rows, the selected rows, a merged header', async ({ page }, info) => {
    await open(page, '/other/excel/exportExcel');
    await expect(shown(page, 'excel-table').getByRole('row')).toHaveCount(11);
    let download = page.waitForEvent('download');
    await shown(page, 'excel-export').click();
    let file = await download;
    expect(file.suggestedFilename()).toBe('表格数据.xlsx');
    let { rows } = await sheetRows(await file.path());
    expect(rows).toHaveLength(51);
    expect(rows[0]).toEqual(['序号', '标题', '作者', '状态', '时间', '浏览量', '评分']);
    expect(rows[1][0]).toBe(1);

    // The previous view stays in the page, hidden: wait for this one before taking its button.
    await open(page, '/other/excel/exportSelectedExcel');
    await expect(shown(page, 'excel-export')).toHaveText('导出选中（0 行）');
    const grid = shown(page, 'excel-table');
    await shown(page, 'excel-export').click();
    await expect(page.getByText('请先勾选要导出的行')).toBeVisible();
    // The grid takes a selection as its own state update, and a check() read straight after its click can find the box
    // re-rendered and not yet ticked: each box is ticked (once) until it shows the tick.
    for (const id of ['2', '5']) {
      const box = grid.locator(`[data-id="${id}"] input[type="checkbox"]`);
      await expect(async () => {
        if (!(await box.isChecked())) await box.click();
        await expect(box).toBeChecked({ timeout: 1_000 });
      }).toPass();
    }
    await shown(page, 'excel-name').fill('选中的/两行');
    download = page.waitForEvent('download');
    await shown(page, 'excel-export').click();
    file = await download;
    expect(file.suggestedFilename()).toBe('选中的两行.xlsx');
    ({ rows } = await sheetRows(await file.path()));
    expect(rows.map((r) => r[0])).toEqual(['序号', 2, 5]);

    await open(page, '/other/excel/exportMergeHeaderExcel');
    await expect(shown(page, 'excel-export')).toHaveText('导出（50 行）');
    download = page.waitForEvent('download');
    await shown(page, 'excel-export').click();
    file = await download;
    await file.saveAs(info.outputPath('merged.xlsx'));
    const merged = await sheetRows(info.outputPath('merged.xlsx'));
    expect(merged.rows).toHaveLength(52);
    expect(merged.sheet.getCell('A1').value).toBe('基本信息');
    expect(merged.sheet.getCell('C1').master.address).toBe('A1');
    expect(merged.sheet.getCell('D1').value).toBe('发布');
    expect(merged.sheet.getCell('E1').master.address).toBe('D1');
    expect(merged.sheet.getCell('F2').value).toBe('浏览量');
  });

  test('dynamic segments show the path parameter and the query, each id in its own tab', async ({ page }) => {
    await open(page, '/other/dynamicSegment/test1/1');
    await expect(shown(page, 'segment-param')).toHaveText('参数 id = 1');
    await page.getByRole('link', { name: '打开 test1/2' }).filter({ visible: true }).click();
    await expect(page).toHaveURL(/#\/other\/dynamicSegment\/test1\/2$/);
    await expect(shown(page, 'segment-param')).toHaveText('参数 id = 2');
    await expect(page.getByTestId('visited-tab').filter({ hasText: 'Params' })).toHaveCount(2);
    await open(page, '/other/dynamicSegment/test2?id=5');
    await expect(shown(page, 'segment-query')).toHaveText('查询 id = 5');
  });

  test('a workflow node is dragged, its edges follow, and the graph is saved', async ({ page }) => {
    await open(page, '/other/workflow');
    const node = shown(page, 'workflow-node-node-2');
    await expect(node).toHaveAttribute('data-y', '200');
    const box = (await node.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 10, box.y + box.height / 2 + 60, { steps: 6 });
    await page.mouse.up();
    expect(Number(await node.getAttribute('data-y'))).toBeGreaterThan(230);
    await expect(shown(page, 'workflow-text')).toHaveValue('基层单位填报');
    await shown(page, 'workflow-save').click();
    await expect(page.getByText('模拟保存成功')).toBeVisible();
  });

  test('the permission screen removes the buttons a demo user may not use', async ({ page }) => {
    await open(page, '/vab/permission');
    const buttons = shown(page, 'permission-buttons').getByRole('button');
    await expect(buttons).toHaveCount(8);
    await shown(page, 'permission-as-editor').click();
    await expect(buttons).toHaveText(['仅 Editor', 'Admin 或 Editor', '需要 write:system']);
    await expect(shown(page, 'rule-canDelete')).toHaveText('移除');
  });
});
