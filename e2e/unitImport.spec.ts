import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { usccCheckChar } from '@/lib/domain/uscc';
import { signIn } from './support/signIn';
import { expect, lookAt, test, type Page } from './support/fixtures';

/** A valid credit code (GB 32100) of a public institution of the demo city, numbered `n`. */
function uscc(n: number): string {
  const body = `12330500MB${String(n).padStart(7, '0')}`;
  return body + usccCheckChar(body);
}

type Row = Record<string, ExcelJS.CellValue>;

const unitRow = (name: string, code: string, over: Row = {}): Row => ({
  单位名称: name, 统一社会信用代码: code, 单位类别: '事业单位', 事业单位分类: '公益一类', 是否主管部门: '否', 主管部门: '湖州市教育局',
  所在区划: '330502', 机构规格: '正科级', 隶属关系: '50', 经费形式: '全额拨款', 主要岗位类型: '专技为主', 机构编制批准文号: '湖编〔2020〕12号',
  机构批准日期: '2020-06-01', 联系人: '王老师', 联系电话: '0572-2123456', 事业编制: 40, 管理岗位编制: 4, 专技岗位编制: 34, 工勤岗位编制: 2,
  领导正职职数: 1, 领导副职职数: 2, 编制核定文号: '湖编〔2024〕3号', 编制核定日期: '2024-03-05', ...over,
});

/** The template as downloaded in the dialog, with the rows written under their column titles, saved to a file. */
async function filledTemplate(template: string, rows: Row[], name: string): Promise<string> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(template);
  const sheet = book.getWorksheet('单位信息')!;
  const titles = (sheet.getRow(1).values as string[]).map((t) => (t ? t.replace('*', '') : t));
  rows.forEach((r, i) => {
    for (const [title, value] of Object.entries(r)) sheet.getCell(i + 2, titles.indexOf(title)).value = value;
  });
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'unit-import-')), name);
  await book.xlsx.writeFile(file);
  return file;
}

async function downloaded(page: Page, click: () => Promise<void>): Promise<string> {
  const waiting = page.waitForEvent('download');
  await click();
  const file = await waiting;
  const saved = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'unit-import-')), file.suggestedFilename());
  await file.saveAs(saved);
  return saved;
}

test('admin imports a unit registry: two bad rows are refused with their reasons, fixed and imported', async ({ browser }) => {
  const page = await signIn(browser, 'admin');
  await page.goto('/#/setting/departmentManagement');
  await page.getByTestId('unit-import').click();
  const dialog = page.getByTestId('unit-import-dialog');
  const template = await downloaded(page, () => dialog.getByTestId('unit-import-template').click());

  const good = unitRow('湖州市导入实验学校', uscc(9101));
  // The right code with its check character changed.
  const right = uscc(9102);
  const badCode = unitRow('湖州市导入第二学校', `${right.slice(0, 17)}${right.endsWith('0') ? '1' : '0'}`);
  const badAuthority = unitRow('湖州市导入第三学校', uscc(9103), { 主管部门: '不存在的主管部门' });
  await dialog.getByTestId('unit-import-file').setInputFiles(await filledTemplate(template, [good, badCode, badAuthority], '单位名册.xlsx'));
  await expect(dialog.getByTestId('unit-import-summary')).toContainText('共 3 行：新增 1，更新 0，未变 0，有问题 2 行');
  const problems = dialog.getByTestId('unit-import-problems');
  await expect(problems).toContainText('统一社会信用代码');
  await expect(problems).toContainText('主管部门');
  await expect(dialog.getByTestId('unit-import-confirm')).toBeDisabled();
  await lookAt(page, 'unit-import-problems-zh-1440');

  const rejected = await downloaded(page, () => dialog.getByTestId('unit-import-rejected').click());
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(rejected);
  const sheet = book.getWorksheet('单位信息')!;
  const header = sheet.getRow(1).values as string[];
  expect(header).toContain('错误原因');
  expect(sheet.rowCount).toBe(3);
  const reasons = [2, 3].map((r) => String(sheet.getRow(r).getCell(header.indexOf('错误原因')).value));
  expect(reasons.join('\n')).toMatch(/统一社会信用代码/);
  expect(reasons.join('\n')).toMatch(/主管部门/);

  const fixed = await filledTemplate(template, [good, unitRow('湖州市导入第二学校', uscc(9102)), unitRow('湖州市导入第三学校', uscc(9103))], '单位名册-改.xlsx');
  await dialog.getByTestId('unit-import-file').setInputFiles(fixed);
  await expect(dialog.getByTestId('unit-import-confirm')).toBeEnabled();
  await dialog.getByTestId('unit-import-confirm').click();
  await expect(dialog).toBeHidden();
  await page.getByTestId('unit-keyword').fill('湖州市导入');
  await page.getByRole('button', { name: '查询' }).click();
  const list = page.getByTestId('unit-list');
  for (const name of ['湖州市导入实验学校', '湖州市导入第二学校', '湖州市导入第三学校']) await expect(list).toContainText(name);
  await lookAt(page, 'unit-import-done-zh-1440');
  await page.context().close();
});
