import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { idCheckChar } from '@/lib/domain/idCard';
import { api, tokenOf } from './support/api';
import { signIn } from './support/signIn';
import { expect, lookAt, test, type Page } from './support/fixtures';

type Row = Record<string, ExcelJS.CellValue>;
type Rows = Record<string, Row[]>;

/** A valid identity card number of a man born on the date (YYYYMMDD), apart from the demo data. */
const idFor = (birth: string) => {
  const body = `330523${birth}981`;
  return body + idCheckChar(body);
};

// 专业技术十三级: the person takes a post the school has room in at a level no other flow fills (person.spec files a 十一级).
const person = (uscc: string, name: string, id: string): Row => ({
  单位统一社会信用代码: uscc, 姓名: name, 公民身份号码: id, 民族: '汉族', 政治面貌: '群众', 最高学历: '大学本科毕业', 毕业院校: '湖州师范学院',
  所学专业: '汉语言文学', 参加工作时间: '2014-08-01', 进入本单位时间: '2014-08-01', 进入本单位方式: '公开招聘', 编制情况: '在编', 编制类型: '事业编制',
  岗位类别: '专业技术岗位', 岗位等级: 'T13', 现岗位聘用时间: '2020-08-01', 聘用合同类型: '至退休', 合同起始日期: '2014-08-01',
});

/** The template as downloaded in the dialog, with the rows written under their column titles of each sheet, saved to a file. */
async function filledTemplate(template: string, rows: Rows, name: string): Promise<string> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(template);
  for (const [sheetName, list] of Object.entries(rows)) {
    const sheet = book.getWorksheet(sheetName)!;
    const titles = (sheet.getRow(1).values as string[]).map((t) => (t ? t.replace('*', '') : t));
    list.forEach((r, i) => {
      for (const [title, value] of Object.entries(r)) sheet.getCell(i + 2, titles.indexOf(title)).value = value;
    });
  }
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'history-import-')), name);
  await book.xlsx.writeFile(file);
  return file;
}

async function downloaded(page: Page, click: () => Promise<void>): Promise<string> {
  const waiting = page.waitForEvent('download');
  await click();
  const file = await waiting;
  const saved = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'history-import-')), file.suggestedFilename());
  await file.saveAs(saved);
  return saved;
}

test('the personnel bureau imports persons with their history: a bad row is refused with its reason, fixed and imported as migrated', async ({ browser, request }) => {
  const rsj = await tokenOf(request, 'rsj');
  const [school] = (await api<{ list: { uscc: string; unitName: string }[] }>(request, rsj, '/Department/getList', { keyword: '湖州市第一中学' })).list;
  const year = new Date().getFullYear();
  const id = idFor('19920506');

  const page = await signIn(browser, 'rsj');
  await page.goto('/#/dataImport');
  await expect(page.getByTestId('unit-import')).toBeVisible();
  await page.getByTestId('history-import').click();
  const dialog = page.getByTestId('history-import-dialog');
  const template = await downloaded(page, () => dialog.getByTestId('history-import-template').click());

  const rows = (assessmentYear: number): Rows => ({
    人员: [person(school.uscc, '迁移测试', id)],
    岗位聘任: [{ 公民身份号码: id, 岗位类别: '专业技术岗位', 岗位等级: 'T12', 聘用起始日期: '2015-08-01' }],
    年度考核: [{ 公民身份号码: id, 考核年度: year - 1, 考核结果: '合格' }, { 公民身份号码: id, 考核年度: assessmentYear, 考核结果: '优秀' }],
  });
  await dialog.getByTestId('history-import-file').setInputFiles(await filledTemplate(template, rows(year + 1), '历史数据.xlsx'));
  await expect(dialog.getByTestId('history-import-summary')).toContainText('共 4 行，有问题 1 行');
  await expect(dialog.getByTestId('history-import-problems')).toContainText(`考核年度不能晚于今年（${year}）`);
  await expect(dialog.getByTestId('history-import-confirm')).toBeDisabled();
  await lookAt(page, 'history-import-problems-zh-1440');

  const rejected = await downloaded(page, () => dialog.getByTestId('history-import-rejected').click());
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(rejected);
  const sheet = book.getWorksheet('年度考核')!;
  const header = sheet.getRow(1).values as string[];
  expect(sheet.rowCount).toBe(2);
  expect(String(sheet.getRow(2).getCell(header.indexOf('错误原因')).value)).toContain('考核年度');

  await dialog.getByTestId('history-import-file').setInputFiles(await filledTemplate(template, rows(year - 2), '历史数据-改.xlsx'));
  await expect(dialog.getByTestId('history-import-sheets')).toContainText('年度考核');
  await expect(dialog.getByTestId('history-import-confirm')).toBeEnabled();
  await dialog.getByTestId('history-import-confirm').click();
  await expect(dialog).toBeHidden();
  await lookAt(page, 'history-import-done-zh-1440');

  // The admin's person card marks the record and its history as migrated.
  const admin = await tokenOf(request, 'admin');
  const [found] = (await api<{ list: { id: number }[] }>(request, admin, '/Person/getList', { name: '迁移测试' })).list;
  const card = await api<{ migrated: { fileName: string } | null; histories: { assessments: { migrated: unknown }[] } }>(request, admin, '/Person/getDetail', { id: found.id });
  expect(card.migrated).toMatchObject({ fileName: '历史数据-改.xlsx' });
  expect(card.histories.assessments).toHaveLength(2);
  await page.context().close();
});
