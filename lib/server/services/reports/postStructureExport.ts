import 'server-only';
import ExcelJS from 'exceljs';
import { levelNameEn } from '@/lib/domain/filing/findingText';
import { levelName } from '@/lib/domain/postSetting';
import { DETAIL_LEVELS, levelOf, POST_CATEGORIES, TECH_BANDS, type PostStructureRow } from '@/lib/domain/postStructure';
import type { AuditEntry } from '../../audit';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../session';
import { xlsxResponse } from '../persons/excel/workbook';
import { postStructure, type PostStructureQuery } from './postStructure';
import zh from '@/data/i18n/modules/report.zh.json';
import en from '@/data/i18n/modules/report.en.json';

type Messages = typeof zh.report.postStructure;

/** Two header rows: the groups merged over their columns, then the columns; the unit column, a group without columns and the tail span both. */
function headers(sheet: ExcelJS.Worksheet, first: string, groups: { label: string; columns: string[] }[], tail: string[] = []) {
  sheet.addRow([first, ...groups.flatMap((g) => [g.label, ...Array(g.columns.length - 1).fill('')]), ...tail]).font = { bold: true };
  sheet.addRow(['', ...groups.flatMap((g) => g.columns), ...tail.map(() => '')]).font = { bold: true };
  sheet.mergeCells(1, 1, 2, 1);
  let col = 2;
  for (const g of groups) {
    if (g.columns.length > 1) sheet.mergeCells(1, col, 1, col + g.columns.length - 1);
    else if (!g.columns[0]) sheet.mergeCells(1, col, 2, col);
    col += g.columns.length;
  }
  tail.forEach((_, i) => sheet.mergeCells(1, col + i, 2, col + i));
  sheet.getColumn(1).width = 30;
}

function tableSheet(book: ExcelJS.Workbook, m: Messages, rows: PostStructureRow[], total: PostStructureRow) {
  const sheet = book.addWorksheet(m.sheet);
  const c = m.column;
  headers(sheet, c.unitName, [
    { label: c.plan, columns: [''] },
    ...POST_CATEGORIES.map((k) => ({ label: m.category[k], columns: [c.set, c.held, c.vacant, c.excess] })),
    ...TECH_BANDS.map((b) => ({ label: m.band[b], columns: [c.set, c.held] })),
  ], [c.dualPosts, c.deviation]);
  const deviationColumn = 2 + POST_CATEGORIES.length * 4 + TECH_BANDS.length * 2 + 2;
  for (const r of [...rows, { ...total, unitName: m.total }]) {
    const line = sheet.addRow([
      r.unitName, r.unitId === 0 ? '' : r.hasPlan ? m.planApproved : m.noPlan,
      ...POST_CATEGORIES.flatMap((k) => [r.categories[k].set, r.categories[k].held, r.categories[k].vacant, r.categories[k].excess]),
      ...TECH_BANDS.flatMap((b) => [r.techBands[b].set, r.techBands[b].held]),
      r.dualPosts, r.unitId === 0 ? (r.deviates ? m.deviates : '') : r.deviations.join('；'),
    ]);
    if (r.unitId === 0) line.font = { bold: true };
    if (r.deviates) line.getCell(deviationColumn).font = { bold: true, color: { argb: 'FFC00000' } };
  }
  sheet.getColumn(deviationColumn).width = 60;
}

function detailSheet(book: ExcelJS.Workbook, m: Messages, lang: 'zh' | 'en', rows: PostStructureRow[], total: PostStructureRow) {
  const sheet = book.addWorksheet(m.detailSheet);
  headers(sheet, m.column.unitName, DETAIL_LEVELS.map((l) => ({ label: lang === 'en' ? levelNameEn(l) : levelName(l), columns: [m.column.set, m.column.held] })));
  for (const r of [...rows, { ...total, unitName: m.total }]) {
    const line = sheet.addRow([r.unitName, ...DETAIL_LEVELS.flatMap((l) => [levelOf(r, l).set, levelOf(r, l).held])]);
    if (r.unitId === 0) line.font = { bold: true };
  }
}

/** The table as .xlsx: the table with the total last, then the per-level detail on a second sheet. */
export async function exportPostStructure(db: Db, user: SessionUser, q: PostStructureQuery, lang: 'zh' | 'en', audit: { detail?: string; type?: AuditEntry['type'] }) {
  const m = (lang === 'en' ? en : zh).report.postStructure;
  const { rows, total } = await postStructure(db, user, q, lang);
  const book = new ExcelJS.Workbook();
  tableSheet(book, m, rows, total);
  detailSheet(book, m, lang, rows, total);
  audit.type = 'export';
  audit.detail = `导出岗位结构核对表（${rows.length} 个单位）`;
  return xlsxResponse(book, lang === 'en' ? 'post-structure.xlsx' : '岗位结构核对表.xlsx');
}
