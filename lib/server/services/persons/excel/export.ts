import 'server-only';
import { asc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { PersonFilters } from '@/lib/contracts/person';
import { today as todayInChina } from '@/lib/domain/datetime';
import { maskIdCard } from '@/lib/domain/idCard';
import type { AuditEntry } from '../../../audit';
import type { Db } from '../../../db/client';
import { persons, units } from '../../../db/tables';
import { ApiError } from '../../../errors';
import type { SessionUser } from '../../../session';
import { loadCodeBook, type CodeBook } from '../codeBook';
import { PERSON_FIELD_SPECS, type FieldSpec } from '../fields';
import { personConditions } from '../list';
import { regionName } from '../regions';
import { BOOL_TEXT, columnTitle, formatColumn, PERSON_SHEET, xlsxResponse } from './workbook';

export const MAX_EXPORT_ROWS = 10000;

type Lang = 'zh' | 'en';

function cellOf(book: CodeBook, spec: FieldSpec, value: unknown, lang: Lang): string | Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (spec.kind === 'bool') return BOOL_TEXT[lang][value ? 0 : 1];
  if (spec.kind === 'date') return new Date(`${value}T00:00:00Z`);
  if (spec.kind === 'region') return `${value} ${regionName(String(value)) ?? ''}`.trim();
  if (spec.list) {
    const option = book.get(spec.list)?.get(String(value));
    return option ? option[lang] : String(value);
  }
  return String(value);
}

/**
 * The filtered list as .xlsx, in the template's columns so that it reads back in; codes by name. ID numbers
 * are masked unless the caller asked for them, and the system log records the export either way.
 */
export async function exportPersons(
  db: Db, user: SessionUser, f: PersonFilters & { revealIds: boolean }, lang: Lang, audit: { detail?: string; type?: AuditEntry['type'] },
): Promise<Response> {
  const rows = await db.select({ person: persons, unitName: units.unitName }).from(persons)
    .innerJoin(units, eq(units.id, persons.unitId))
    .where(personConditions(user, f))
    .orderBy(asc(units.id), asc(persons.id))
    .limit(MAX_EXPORT_ROWS + 1);
  if (rows.length > MAX_EXPORT_ROWS) {
    throw new ApiError(422, `导出条数超过 ${MAX_EXPORT_ROWS}，请缩小筛选范围后分批导出`, null, `More than ${MAX_EXPORT_ROWS} rows: narrow the filters`);
  }
  const book = await loadCodeBook(db);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(PERSON_SHEET[lang], { views: [{ state: 'frozen', ySplit: 1 }] });
  const extra = lang === 'en' ? ['Unit', 'Record status'] : ['所在单位', '数据状态'];
  sheet.addRow([...PERSON_FIELD_SPECS.map((s) => columnTitle({ ...s, required: false }, lang)), ...extra]).font = { bold: true };
  PERSON_FIELD_SPECS.forEach((spec, i) => formatColumn(sheet.getColumn(i + 1), spec));
  sheet.getColumn(PERSON_FIELD_SPECS.length + 1).width = 28;
  for (const { person: p, unitName } of rows) {
    const record = { ...p, idNumber: f.revealIds ? p.idNumber : maskIdCard(p.idNumber) };
    const status = book.get('recordStatus')?.get(p.recordStatus)?.[lang] ?? p.recordStatus;
    sheet.addRow([...PERSON_FIELD_SPECS.map((s) => cellOf(book, s, record[s.key], lang)), unitName, status]);
  }
  audit.type = 'export';
  audit.detail = `导出人员 ${rows.length} 条（${f.revealIds ? '含完整身份证号' : '身份证号脱敏'}）`;
  const day = todayInChina().replace(/-/g, '');
  return xlsxResponse(workbook, lang === 'en' ? `persons-${day}.xlsx` : `人员信息-${day}.xlsx`);
}
