import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { GET as template } from '@/app/api/Person/historyTemplate/route';
import { POST as importHistory } from '@/app/api/Person/importHistory/route';
import type { HistoryImportReport } from '@/lib/contracts/historyImport';
import { call, type Handler } from './api';

/** The sheets of the historical records template, by key. */
export const HISTORY_SHEET = { persons: '人员', posts: '岗位聘任', assessments: '年度考核', rewardPunish: '奖惩', estabs: '编制变动' } as const;
export type HistoryRow = Record<string, ExcelJS.CellValue>;
export type HistoryRows = Partial<Record<keyof typeof HISTORY_SHEET, HistoryRow[]>>;

/** A download through its route: the status, the envelope of a refusal, or the workbook and its headers. */
export async function downloadWorkbook(handler: Handler, path: string, token: string, body?: object, lang = 'zh-CN') {
  const { status, json, file } = await call(handler, path, { token, body, method: body ? 'POST' : 'GET', headers: { 'accept-language': lang } });
  if (!file) return { status, json, workbook: null };
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await file.arrayBuffer());
  return { status, json, workbook, headers: file.headers };
}

/** The titles of a sheet's first row, without the * of required columns (index = column number). */
export const titlesOf = (sheet: ExcelJS.Worksheet) => (sheet.getRow(1).values as string[]).map((t) => (t ? t.replace('*', '') : t));

/** The downloaded template with the rows filled in under their column titles, as base64; `edit` changes the workbook before it is saved. */
export async function historyFile(token: string, rows: HistoryRows, edit?: (wb: ExcelJS.Workbook) => void): Promise<string> {
  const { workbook } = await downloadWorkbook(template, '/Person/historyTemplate', token);
  for (const [key, list] of Object.entries(rows) as [keyof typeof HISTORY_SHEET, HistoryRow[]][]) {
    const sheet = workbook!.getWorksheet(HISTORY_SHEET[key])!;
    const titles = titlesOf(sheet);
    list.forEach((r, i) => {
      for (const [title, value] of Object.entries(r)) {
        const at = titles.indexOf(title);
        if (at < 0) throw new Error(`no column ${title} in ${HISTORY_SHEET[key]}`);
        sheet.getCell(i + 2, at).value = value;
      }
    });
  }
  edit?.(workbook!);
  return Buffer.from(await workbook!.xlsx.writeBuffer()).toString('base64');
}

/** A row of the person sheet: someone of the unit in its establishment on a technical post, the fields over it changed. */
export function historyPerson(unitUscc: string, name: string, idNumber: string, over: HistoryRow = {}): HistoryRow {
  return {
    单位统一社会信用代码: unitUscc, 姓名: name, 公民身份号码: idNumber, 民族: '汉族', 政治面貌: '群众', 最高学历: '大学本科毕业', 最高学位: '文学学士学位',
    毕业院校: '湖州师范学院', 所学专业: '汉语言文学', 参加工作时间: new Date(Date.UTC(2015, 7, 1)), 进入本单位时间: '2015-08-01',
    进入本单位方式: '公开招聘', 编制情况: '在编', 编制类型: '事业编制', 岗位类别: '专业技术岗位', 岗位等级: 'T11', 现岗位聘用时间: '2021-08-01',
    聘用合同类型: '至退休', 合同起始日期: '2015-08-01', 职称级别: '助理级', 专业技术职务: '中学二级教师', ...over,
  };
}

/** POST /api/Person/importHistory with the file. */
export const sendHistory = (content: string, dryRun: boolean, token: string, lang = 'zh-CN') =>
  call<HistoryImportReport>(importHistory, '/Person/importHistory', { token, body: { fileName: '历史数据.xlsx', content, dryRun }, headers: { 'accept-language': lang } });

/** A workbook of the template's sheets and version whose person sheet holds `n` rows, written as a stream. */
export async function manyRows(n: number): Promise<string> {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise((resolve) => stream.on('end', resolve));
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: false, useSharedStrings: false });
  for (const name of Object.values(HISTORY_SHEET)) {
    const sheet = wb.addWorksheet(name);
    sheet.addRow(['单位统一社会信用代码*', '公民身份号码*']).commit();
    if (name === '人员') for (let i = 1; i <= n; i += 1) sheet.addRow([i]).commit();
    sheet.commit();
  }
  const guide = wb.addWorksheet('填写说明');
  guide.addRow(['模板版本：HISTORY-IMPORT-1']).commit();
  guide.commit();
  await wb.commit();
  await ended;
  return Buffer.concat(chunks).toString('base64');
}
