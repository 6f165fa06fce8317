import 'server-only';
import type ExcelJS from 'exceljs';
import { personFields, type ImportError, type PersonFields } from '@/lib/contracts/person';
import { today as todayInChina } from '@/lib/domain/datetime';
import { parseIdCard } from '@/lib/domain/idCard';
import { idNumberIssue } from '@/lib/domain/personRecord';
import type { Db } from '../../../db/client';
import { ApiError } from '../../../errors';
import { issueInEnglish } from '../../../fieldMessage';
import { arrivalsAhead } from '../../recruit/persons';
import { arrivalAheadIssue, idTakenIssue, personValues, recordIssues, registeredIds, type PersonValues } from '../checks';
import { codeOf, type CodeBook } from '../codeBook';
import { fieldLabel, PERSON_FIELD_SPECS, type FieldSpec } from '../fields';
import { BOOL_TEXT, cellText, specOfTitle } from './workbook';

export const MAX_IMPORT_ROWS = 2000;

type Lang = 'zh' | 'en';

interface Column {
  index: number;
  spec: FieldSpec;
}

function columnsOf(sheet: ExcelJS.Worksheet, errors: ImportError[], lang: Lang): Column[] {
  const columns: Column[] = [];
  sheet.getRow(1).eachCell((cell, index) => {
    const spec = specOfTitle(cellText(cell.value, 'text'));
    if (spec) columns.push({ index, spec });
  });
  for (const spec of PERSON_FIELD_SPECS.filter((s) => s.required && !columns.some((c) => c.spec.key === s.key))) {
    const message = lang === 'en' ? `The column "${spec.en}" is missing; use the downloaded template` : `缺少“${spec.zh}”列，请使用下载的导入模板`;
    errors.push({ row: 1, column: spec[lang], message, field: spec.key, code: 'MISSING_COLUMN' });
  }
  return columns;
}

interface RawRow {
  raw: Record<string, unknown>;
  /** Problems found while reading the cells (in Chinese and English), by field: those fields are left out of the later checks. */
  flagged: Map<string, [zh: string, en: string]>;
}

/** A cell of a person row: the field of its column and its text (cellText). */
export interface PersonCell {
  spec: FieldSpec;
  text: string;
}

/** A row as the contract's input: codes found by code or name, booleans from 是/否, birth date and gender from the ID. */
function rawRecord(book: CodeBook, cells: PersonCell[], today: string): RawRow {
  const raw: Record<string, unknown> = {};
  const flagged = new Map<string, [zh: string, en: string]>();
  for (const { spec, text } of cells) {
    if (!text) continue;
    if (spec.kind === 'bool') {
      const yes = text === BOOL_TEXT.zh[0] || /^(yes|true|1|y)$/i.test(text);
      const no = text === BOOL_TEXT.zh[1] || /^(no|false|0|n)$/i.test(text);
      if (yes || no) raw[spec.key] = yes;
      else flagged.set(spec.key, [`${spec.zh}应填写“是”或“否”`, `${spec.en} must be yes or no`]);
    } else if (spec.kind === 'region') {
      raw[spec.key] = /^\d{6}/.test(text) ? text.slice(0, 6) : text;
    } else if (spec.list) {
      const code = codeOf(book, spec.list, text);
      if (book.get(spec.list)?.has(code)) raw[spec.key] = code;
      else flagged.set(spec.key, [`${spec.zh}“${text}”不在代码表中`, `${spec.en} "${text}" is not in the code list`]);
    } else {
      raw[spec.key] = text;
    }
  }
  const idType = typeof raw.idType === 'string' ? raw.idType : '01';
  if (typeof raw.idNumber === 'string' && (idType === '01' || idType === '02')) {
    const id = parseIdCard(raw.idNumber, today);
    if (id.ok) {
      raw.birthDate ??= id.info.birthDate;
      raw.gender ??= id.info.gender === 'M' ? '1' : '2';
    } else if (!raw.birthDate || !raw.gender) {
      const issue = idNumberIssue(idType, raw.idNumber, today);
      flagged.set('idNumber', issue ? [issue.message, issue.messageEn] : ['公民身份号码不正确', 'The ID number is not valid']);
    }
  }
  return { raw, flagged };
}

/** Without a valid ID number, birth date and gender cannot be read from it: their own complaints would only repeat it. */
function leftOut(flagged: RawRow['flagged']): Set<string> {
  const out = new Set(flagged.keys());
  if (flagged.has('idNumber')) ['gender', 'birthDate'].forEach((k) => out.add(k));
  return out;
}

/** A problem of a person row, in both languages, with the rule it breaks (FORMAT for the contract's own). */
export interface PersonRowIssue {
  field: string;
  message: string;
  messageEn: string;
  code: string;
}

/**
 * Checks one person row with the rules of a single record (the contract, the record rules, the codes) for the unit it
 * belongs to: every problem, and the record's values when there is none. The ID number's uniqueness is the caller's.
 */
export function checkPersonRow(
  book: CodeBook, cells: PersonCell[], unit: { id: number; unitCategory: string }, today: string,
): { issues: PersonRowIssue[]; values: PersonValues | null } {
  const { raw, flagged } = rawRecord(book, cells, today);
  const skip = leftOut(flagged);
  const issues: PersonRowIssue[] = [...flagged].map(([field, [message, messageEn]]) => ({ field, message, messageEn, code: 'R-GEN-01' }));
  const mask = Object.fromEntries([...skip].map((k) => [k, true])) as Partial<Record<keyof typeof personFields.shape, true>>;
  const parsed = personFields.partial(mask).safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '');
      issues.push({
        field, message: issue.message, code: 'FORMAT',
        messageEn: field ? `${fieldLabel(field, 'en')} ${issueInEnglish(issue)}` : `The row ${issueInEnglish(issue)}`,
      });
    }
    return { issues, values: null };
  }
  if (!parsed.data.birthDate) return { issues, values: null };
  const values = personValues(parsed.data as PersonFields);
  const found = recordIssues(book, { unit, values }, today).filter((i) => !skip.has(i.field));
  issues.push(...found.map((i) => ({ field: i.field, message: i.message, messageEn: i.messageEn, code: i.code })));
  return { issues, values: issues.length ? null : values };
}

export interface ImportCheck {
  rows: number;
  errors: ImportError[];
  records: PersonValues[];
}

/**
 * Checks every row of a filled template with the rules of a single record (the contract, the record rules, the
 * codes), and the ID numbers against each other and the database. Reports every problem, row by row.
 */
export async function checkImportRows(
  db: Db, book: CodeBook, sheet: ExcelJS.Worksheet, unit: { id: number; unitCategory: string }, lang: Lang,
): Promise<ImportCheck> {
  const today = todayInChina();
  const errors: ImportError[] = [];
  const columns = columnsOf(sheet, errors, lang);
  const records: { row: number; values: PersonValues }[] = [];
  const dataRows: ExcelJS.Row[] = [];
  sheet.eachRow((row, n) => {
    if (n > 1 && columns.some((c) => cellText(row.getCell(c.index).value, c.spec.kind))) dataRows.push(row);
  });
  if (dataRows.length > MAX_IMPORT_ROWS) {
    throw new ApiError(422, `单次最多导入 ${MAX_IMPORT_ROWS} 行，本文件有 ${dataRows.length} 行，请分批导入`, null,
      `At most ${MAX_IMPORT_ROWS} rows can be imported at once; this file has ${dataRows.length}: import it in parts`);
  }
  if (!dataRows.length && !errors.length) throw new ApiError(422, '模板中没有人员数据，请从第 2 行起填写', null, 'The template holds no person rows');

  for (const row of dataRows) {
    const cells = columns.map(({ index, spec }) => ({ spec, text: cellText(row.getCell(index).value, spec.kind) }));
    const { issues, values } = checkPersonRow(book, cells, unit, today);
    for (const issue of issues) {
      errors.push({ row: row.number, column: fieldLabel(issue.field, lang), message: lang === 'en' ? issue.messageEn : issue.message, field: issue.field, code: issue.code });
    }
    if (values) records.push({ row: row.number, values });
  }

  const firstRow = new Map<string, number>();
  for (const { row, values } of records) {
    const id = values.idNumber!;
    if (firstRow.has(id)) {
      const message = lang === 'en' ? `The same ID number as row ${firstRow.get(id)}` : `与第 ${firstRow.get(id)} 行的身份证号重复`;
      errors.push({ row, column: fieldLabel('idNumber', lang), message, field: 'idNumber', code: 'R-ID-03' });
    }
    else firstRow.set(id, row);
  }
  const taken = await registeredIds(db, [...firstRow.keys()]);
  const ahead = await arrivalsAhead(db, [...firstRow.keys()].filter((id) => !taken.has(id)));
  for (const [id, row] of firstRow) {
    const found = taken.get(id);
    const arriving = ahead.get(id);
    const issue = found ? idTakenIssue(book, found, unit.id) : arriving ? arrivalAheadIssue(arriving) : null;
    if (!issue) continue;
    errors.push({ row, column: fieldLabel('idNumber', lang), message: lang === 'en' ? issue.messageEn : issue.message, field: 'idNumber', code: issue.code });
  }
  errors.sort((a, b) => a.row - b.row);
  return { rows: dataRows.length, errors, records: records.map((r) => r.values) };
}
