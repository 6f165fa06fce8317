import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { lookAt, expect as baseExpect, test, type Locator, type Page } from './support/fixtures';
import { idCheckChar } from '../lib/domain/idCard';

// Long flows on a shared two-core machine: each step waits for the server.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ mode: 'serial', timeout: 240_000 });


async function signIn(page: Page, username: string, language: 'zh' | 'en' = 'zh') {
  await page.goto('/#/login');
  if (language === 'en') {
    await page.getByTestId('language-switch').click();
    await page.getByTestId('language-en').click();
  }
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill('demo123');
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/#\/index$/);
  await expect(page.getByTestId('home-username')).toBeVisible();
}

async function openPersons(page: Page) {
  await page.goto('/#/company/person');
  await expect(page.getByTestId('person-list').getByRole('row').nth(1)).toBeVisible();
}

/** A valid identity card number of a man born on the date (YYYYMMDD); `order` keeps it apart from the demo data. */
const idFor = (birth: string, order = '99') => {
  const body = `330523${birth}${order}1`;
  return body + idCheckChar(body);
};

async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function typeDate(page: Page, scope: Locator, label: string, digits: string) {
  await scope.getByRole('group', { name: label, exact: true }).getByRole('spinbutton').first().click();
  await page.keyboard.type(digits);
}


test('jc lists, filters and pages its persons, opens a card and reveals an ID number', async ({ page }) => {
  await signIn(page, 'jc');
  // Opened, the list asks for its first page, its code lists and the unit once each: ahead of its render, not again by it.
  const asked: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/api/')) asked.push(path);
  });
  await openPersons(page);
  for (const path of ['/api/Person/getList', '/api/Code/getLists', '/api/Company/getInfo']) {
    expect(asked.filter((p) => p === path), path).toHaveLength(1);
  }
  const list = page.getByTestId('person-list');
  await expect(page.getByTestId('person-total')).toHaveText(/^共 \d+ 人$/);
  await expect(list.getByRole('row')).toHaveCount(21);
  await expect(list).toContainText('1–20');
  // A row's icon buttons show their hint (the list's one) under the pointer, below the button, and on keyboard focus.
  const edit = list.locator('[data-testid^="edit-"]').first();
  const hint = page.getByRole('tooltip');
  await edit.hover();
  await expect(hint).toHaveText('编辑');
  const [button, shown] = [await edit.boundingBox(), await hint.boundingBox()];
  expect(shown!.y).toBeGreaterThanOrEqual(Math.floor(button!.y + button!.height));
  await lookAt(page, 'list-hint-zh-wide');
  await page.mouse.move(0, 0);
  await expect(hint).toBeHidden();
  await list.locator('[data-testid^="reveal-"]').first().focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(hint).toHaveText('查看完整身份证号');
  await page.keyboard.press('Escape');
  await expect(hint).toBeHidden();
  const firstOnPage1 = await list.getByRole('row').nth(1).getByRole('button').first().textContent();
  await list.getByRole('button', { name: '下一页' }).click();
  await expect(list).toContainText('21–40');
  await expect(list.getByRole('row').nth(1)).not.toContainText(firstOnPage1!);
  await lookAt(page, 'list-zh-wide');

  const name = (await list.getByRole('row').nth(1).getByRole('button').first().textContent())!;
  await page.getByTestId('filter-name').fill(name);
  await page.getByTestId('filter-search').click();
  await expect(page.getByTestId('person-total')).toHaveText('共 1 人');
  await expect(list.getByRole('row')).toHaveCount(2);

  await list.getByRole('button', { name, exact: true }).click();
  const card = page.getByTestId('person-card');
  await expect(card.getByRole('heading', { level: 2 })).toContainText(name);
  await expect(card.getByTestId('card-age')).toHaveText(/^\d+$/);
  const masked = card.locator('[data-testid^="id-"]');
  await expect(masked).toHaveText(/^\d{6}\*{8}[\dX]{4}$/);
  await card.locator('[data-testid^="reveal-"]').click();
  await expect(page.getByRole('dialog', { name: '查看完整身份证号' })).toContainText('记入系统日志');
  await page.getByTestId('confirm-ok').click();
  await expect(masked).toHaveText(/^\d{17}[\dX]$/);
  await lookAt(page, 'card-zh-wide');
  await card.getByTestId('card-tab-histories').click();
  await expect(card.getByTestId('history-assessments')).toBeVisible();
  await lookAt(page, 'card-histories-zh-wide');
});

test('jc creates a person, is told of a wrong check digit, edits it and files it as PERSON_INFO', async ({ page }) => {
  await signIn(page, 'jc');
  await openPersons(page);
  await page.getByTestId('person-create').click();
  const form = page.getByTestId('person-form');
  const good = idFor('19950312');
  const wrong = good.slice(0, 17) + (good[17] === '1' ? '2' : '1');
  await form.getByTestId('field-name').fill('柏文远');
  await form.getByTestId('field-idNumber').fill(wrong);
  await form.getByTestId('field-name').click();
  await expect(form).toContainText(`公民身份号码校验位错误，请核对（第18位应为 ${good[17]}）`);
  await lookAt(page, 'form-error-zh-wide');
  await form.getByTestId('field-idNumber').fill(good);
  await expect(form).not.toContainText('校验位错误');
  await expect(form.getByTestId('field-birthDate')).toHaveValue('1995-03-12');

  await choose(page, form, '民族', '汉族');
  await choose(page, form, '政治面貌', '群众');
  await form.getByTestId('field-nativePlace').fill('吴兴区');
  await page.getByRole('option', { name: '浙江省湖州市吴兴区（330502）' }).click();
  await choose(page, form, '最高学历', '大学本科毕业');
  await form.getByTestId('field-graduateSchool').fill('浙江工业大学');
  await form.getByTestId('field-major').fill('计算机科学与技术');
  await typeDate(page, form, '参加工作时间', '20170801');
  await typeDate(page, form, '进入本单位时间', '20170801');
  await choose(page, form, '进入本单位方式', '公开招聘');
  await choose(page, form, '编制类型', '事业编制');
  await choose(page, form, '岗位类别', '专业技术岗位');
  await choose(page, form, '岗位等级', '专业技术十一级');
  // A professional-technical post is held with a title that reaches it (R-GW-07): 助理级 holds grades 11 and 12.
  await choose(page, form, '职称级别', '助理级');
  await typeDate(page, form, '现岗位聘用时间', '20180801');
  await choose(page, form, '聘用合同类型', '至退休');
  await typeDate(page, form, '合同起始日期', '20170801');
  await page.getByTestId('person-save').click();
  await expect(page.getByText('已新增 柏文远（待上报）')).toBeVisible();
  await expect(form).toBeHidden();

  const list = page.getByTestId('person-list');
  const row = list.getByRole('row').filter({ hasText: '柏文远' });
  await expect(row.getByTestId('record-status')).toHaveText('待上报');
  await row.locator('[data-testid^="edit-"]').click();
  await expect(form.getByTestId('field-idNumber-stored')).toHaveValue(/^330523\*{8}/);
  await form.getByTestId('field-deptName').fill('信息技术教研组');
  await page.getByTestId('person-save').click();
  await expect(page.getByText('已保存 柏文远')).toBeVisible();
  await expect(row).toContainText('信息技术教研组');
  await row.getByRole('button', { name: '柏文远' }).click();
  await expect(page.getByTestId('person-card').getByTestId('card-nativePlace')).toHaveText('浙江省湖州市吴兴区');
  await page.getByTestId('person-card').getByRole('button', { name: '关闭' }).click();

  await row.locator('[data-testid^="select-"]').check();
  await page.getByTestId('person-file').click();
  const dialog = page.getByTestId('file-dialog');
  await expect(dialog).toContainText('柏文远');
  await dialog.getByTestId('file-check').click();
  await expect(dialog.getByTestId('filing-clean')).toBeVisible();
  await dialog.getByTestId('file-submit').click();
  await expect(dialog.getByTestId('file-done')).toContainText(/已提交：RYXX-\d{4}-\d{6}/);
  await expect(dialog.getByTestId('file-status')).toHaveAttribute('data-status', 'PENDING_ZG');
  await lookAt(page, 'filed-zh-wide');
  await dialog.getByRole('button', { name: '关闭' }).click();
  await expect(row.getByTestId('record-status')).toHaveText('审核中');
});

test('a filed person keeps its key fields in the form; their change is filed as a PERSON_INFO CHANGE line', async ({ page }) => {
  await signIn(page, 'jc');
  await openPersons(page);
  await choose(page, page.getByRole('search'), '数据状态', '已备案');
  await choose(page, page.getByRole('search'), '人员状态', '在职在岗');
  const row = page.getByTestId('person-list').getByRole('row').nth(1);
  const name = (await row.getByRole('button').first().textContent())!;
  await row.locator('[data-testid^="edit-"]').click();
  const form = page.getByTestId('person-form');
  await expect(form.getByTestId('field-name')).toBeDisabled();
  await expect(form.getByTestId('field-mobile')).toBeEnabled();
  await expect(form.getByTestId('field-dualPost')).toBeDisabled();
  await expect(form.getByTestId('field-dualPost')).toHaveAccessibleDescription('双肩挑须通过“岗位变动上报”增加或撤销');
  await form.getByTestId('field-dualPost').scrollIntoViewIfNeeded();
  await lookAt(page, 'filed-form-zh-wide', { fullPage: false });
  await form.getByTestId('open-key-change').click();
  const change = page.getByTestId('key-change-dialog');
  await change.getByTestId('change-name').fill('魏思远');
  await lookAt(page, 'key-change-zh-wide');
  await change.getByTestId('key-change-next').click();
  const dialog = page.getByTestId('file-dialog');
  await expect(dialog).toContainText('变更关键信息');
  await dialog.getByTestId('file-check').click();
  await expect(dialog.getByTestId('filing-clean')).toBeVisible();
  await dialog.getByTestId('file-submit').click();
  await expect(dialog.getByTestId('file-status')).toHaveAttribute('data-status', 'PENDING_ZG');
  await dialog.getByRole('button', { name: '关闭' }).click();
  const filed = page.getByTestId('person-list').getByRole('row').filter({ hasText: name });
  await expect(filed.getByTestId('record-status')).toHaveText(/已备案/);
  await expect(filed.locator('[data-testid^="edit-"]')).toHaveCount(0);
});

test('an import with a bad row reports it and saves nothing; the export downloads a file', async ({ page }, testInfo) => {
  await signIn(page, 'jc');
  await openPersons(page);
  const total = await page.getByTestId('person-total').textContent();
  await page.getByTestId('person-import').click();
  const dialog = page.getByTestId('import-dialog');
  const templateDownload = page.waitForEvent('download');
  await dialog.getByTestId('import-template').click();
  const template = await templateDownload;
  expect(template.suggestedFilename()).toBe('人员信息导入模板.xlsx');

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await template.path());
  const sheet = workbook.getWorksheet('人员信息')!;
  const titles = (sheet.getRow(1).values as string[]).map((v) => (typeof v === 'string' ? v.replace('*', '') : v));
  const put = (row: number, values: Record<string, string>) => {
    for (const [title, value] of Object.entries(values)) sheet.getCell(row, titles.indexOf(title)).value = value;
  };
  const common = {
    民族: '汉族', 政治面貌: '群众', 最高学历: '大学本科毕业', 毕业院校: '湖州师范学院', 所学专业: '汉语言文学', 参加工作时间: '2018-08-01',
    进入本单位时间: '2018-08-01', 进入本单位方式: '公开招聘', 编制情况: '在编', 编制类型: '事业编制', 岗位类别: '专业技术岗位', 岗位等级: '专业技术十二级',
    现岗位聘用时间: '2019-08-01', 聘用合同类型: '至退休', 合同起始日期: '2018-08-01',
  };
  put(2, { ...common, 姓名: '俞清扬', 公民身份号码: idFor('19960101', '98') });
  put(3, { ...common, 姓名: '俞清和', 公民身份号码: idFor('19960202', '98'), 民族: '火星族' });
  const file = testInfo.outputPath('persons.xlsx');
  await workbook.xlsx.writeFile(file);
  await dialog.getByTestId('import-file').setInputFiles(file);
  await expect(dialog.getByTestId('import-errors')).toContainText('共 1 处错误，未保存任何数据');
  await expect(dialog.getByTestId('import-error-table')).toContainText('民族“火星族”不在代码表中');
  await expect(dialog.getByTestId('import-confirm')).toBeDisabled();
  await lookAt(page, 'import-errors-zh-wide');
  await dialog.getByRole('button', { name: '关闭' }).click();
  await page.reload();
  await expect(page.getByTestId('person-total')).toHaveText(total!);
  fs.rmSync(file);

  await page.getByTestId('person-export').click();
  const exported = page.waitForEvent('download');
  await page.getByTestId('export-masked').click();
  expect((await exported).suggestedFilename()).toMatch(/^人员信息-\d{8}\.xlsx$/);
});

test('the screens read in English and in a narrow window', async ({ page }) => {
  await signIn(page, 'jc', 'en');
  await openPersons(page);
  await expect(page.getByTestId('person-create')).toHaveText('New person');
  await lookAt(page, 'list-en-wide');
  await page.getByTestId('person-create').click();
  const form = page.getByTestId('person-form');
  const good = idFor('19950312');
  await form.getByTestId('field-idNumber').fill(good.slice(0, 17) + (good[17] === '1' ? '2' : '1'));
  await form.getByTestId('field-name').click();
  await expect(form).toContainText('The check digit of the ID number is wrong (the 18th character should be');
  await lookAt(page, 'form-en-wide');
  await page.setViewportSize({ width: 390, height: 844 });
  await lookAt(page, 'form-en-narrow');
  await form.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('dialog', { name: 'Discard changes' }).getByTestId('confirm-ok').click();
  await lookAt(page, 'list-en-narrow');
  await page.getByTestId('person-list').getByRole('row').nth(1).getByRole('button').first().click();
  await expect(page.getByTestId('person-card')).toBeVisible();
  await lookAt(page, 'card-en-narrow');
});

test('admin reads the reported persons of every unit, without the unit’s actions', async ({ page }) => {
  await signIn(page, 'admin');
  await openPersons(page);
  await expect(page.getByTestId('person-create')).toHaveCount(0);
  const list = page.getByTestId('person-list');
  await expect(list.getByRole('columnheader', { name: '所在单位' })).toBeVisible();
  await expect(list.getByTestId('record-status').filter({ hasText: '待上报' })).toHaveCount(0);
  await expect(list.locator('[data-testid^="edit-"]')).toHaveCount(0);
  await lookAt(page, 'list-admin-zh-wide');
  await page.setViewportSize({ width: 390, height: 844 });
  await lookAt(page, 'list-admin-zh-narrow');
});
