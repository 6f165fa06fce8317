import 'server-only';
import ExcelJS from 'exceljs';
import { STRUCTURE_DIMENSIONS } from '@/lib/contracts/report';
import type { AuditEntry } from '../../audit';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../session';
import { loadCodeBook } from '../persons/codeBook';
import { xlsxResponse } from '../persons/excel/workbook';
import { retirementWarning, structureOn } from './structure';
import zh from '@/data/i18n/modules/report.zh.json';
import en from '@/data/i18n/modules/report.en.json';

type Lang = 'zh' | 'en';
type Audit = { detail?: string; type?: AuditEntry['type'] };
const messages = { zh: zh.report, en: en.report };
const CODE_LIST: Record<string, string> = { gender: 'gender', titleLevel: 'titleLevel', postCategory: 'postCategory', postLevel: 'postLevel', estabType: 'estabType' };

/** The statistics date, then every dimension of the person structure on it, one block after another, with counts and shares. */
export async function exportStructure(db: Db, user: SessionUser, lang: Lang, audit: Audit, statDate?: string) {
  const m = messages[lang].structure;
  const structure = await structureOn(db, user, statDate);
  const book = await loadCodeBook(db);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(lang === 'en' ? 'Person structure' : '人员结构分析');
  [22, 28, 10, 10].forEach((w, i) => { sheet.getColumn(i + 1).width = w; });
  sheet.addRow([m.statDate.replace('{date}', structure.statDate)]);
  sheet.addRow([m.dimension, m.group, m.count, `${m.share}(%)`]).font = { bold: true };
  for (const dimension of STRUCTURE_DIMENSIONS) {
    const result = await structure.count(dimension);
    for (const i of result.items) {
      const list = CODE_LIST[dimension];
      const name = list && i.key !== 'NONE' ? (book.get(list)?.get(i.key)?.[lang] ?? i.key) : ((m.groups as Record<string, string>)[i.key] ?? i.key);
      sheet.addRow([m.dimensions[dimension], name, i.count, i.share]);
    }
  }
  audit.type = 'export';
  audit.detail = `导出人员结构分析（统计日期 ${structure.statDate}）`;
  return xlsxResponse(workbook, lang === 'en' ? `person-structure-${structure.statDate}.xlsx` : `人员结构分析-${structure.statDate}.xlsx`);
}

/** The retirement warning: the due list, then the overdue one. */
export async function exportRetirement(db: Db, user: SessionUser, lang: Lang, audit: Audit) {
  const m = messages[lang];
  const book = await loadCodeBook(db);
  const label = (list: string, v: string | null) => (v ? (book.get(list)?.get(v)?.[lang] ?? v) : '');
  const { statDate, due, overdue } = await retirementWarning(db, user);
  const workbook = new ExcelJS.Workbook();
  for (const [title, rows] of [[m.retirement.due.replace('{count}', String(due.length)), due], [m.retirement.overdue.replace('{count}', String(overdue.length)), overdue]] as const) {
    const sheet = workbook.addWorksheet(title.replace(/[（(].*$/, '').trim().slice(0, 31));
    sheet.addRow([m.column.unitName, m.column.name, m.column.gender, m.column.birthDate, m.column.postCategory, m.column.postLevel, m.retirement.retireDate]).font = { bold: true };
    [28, 10, 6, 12, 14, 12, 14].forEach((w, i) => { sheet.getColumn(i + 1).width = w; });
    for (const r of rows) {
      sheet.addRow([r.unitName, r.name, label('gender', r.gender), r.birthDate, label('postCategory', r.postCategory), label('postLevel', r.postLevel), r.retireDate.slice(0, 7)]);
    }
  }
  audit.type = 'export';
  audit.detail = `导出退休预警（应退休 ${due.length} 人，超龄未减员 ${overdue.length} 人）`;
  return xlsxResponse(workbook, lang === 'en' ? `retirement-warning-${statDate}.xlsx` : `退休预警-${statDate}.xlsx`);
}
