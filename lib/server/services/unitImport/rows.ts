import 'server-only';
import type { ZodError } from 'zod';
import type { CodeOption } from '@/lib/contracts/code';
import { establishmentFields, unitKeyFields, type EstablishmentFields, type UnitKeyFields } from '@/lib/contracts/unit';
import type { UnitImportProblem } from '@/lib/contracts/unitImport';
import { isValidUscc } from '@/lib/domain/uscc';
import { issueInEnglish } from '../../fieldMessage';
import { regionName } from '../persons/regions';
import { columnOf, columnOfField, OPTIONAL_COUNTS, UNIT_COLUMNS } from './columns';
import type { UploadedRow } from './read';

export type CodeBook = Map<string, Map<string, CodeOption>>;

/** A row that passed the checks of a single row: the unit, its establishment, and how it names its competent authority. */
export interface RowUnit {
  row: number;
  unit: UnitKeyFields & { regionCode: string; isCompetentDept: boolean };
  establishment: EstablishmentFields;
  /** The competent authority as written (a unit name or a credit code); null for a competent authority itself. */
  competent: string | null;
}

/** Collects the problems of the file, each under its row and column in both languages. */
export class Problems {
  readonly list: UnitImportProblem[] = [];

  add(row: number, field: string, message: string, messageEn: string): void {
    const column = columnOfField(field);
    this.list.push({ row, column: column.zh, columnEn: column.en, field: column.key, message, messageEn });
  }

  has(row: number): boolean {
    return this.list.some((p) => p.row === row);
  }
}

export interface Regions {
  /** Codes of the region table (the regions the system runs). */
  codes: Set<string>;
  /** Region names of the table, to their codes. */
  byName: Map<string, string[]>;
}

const YES = /^(是|yes|true|y|1)$/i;
const NO = /^(否|no|false|n|0)$/i;

/** The code a cell means: the code itself, its Chinese or English name, or "code name". */
function codeOf(options: Map<string, CodeOption> | undefined, cell: string): CodeOption | undefined {
  if (!options) return undefined;
  const direct = options.get(cell) ?? options.get(cell.split(/\s+/)[0]);
  if (direct) return direct;
  const byName = [...options.values()].filter((o) => o.zh === cell || o.en.toLowerCase() === cell.toLowerCase());
  return byName.length === 1 ? byName[0] : undefined;
}

function reportZod(problems: Problems, row: number, error: ZodError, skip: Set<string>): void {
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (skip.has(field)) continue;
    const column = columnOfField(field);
    const en = issueInEnglish(issue);
    // A refinement's English is either what the field must be, or a sentence of its own.
    const sentence = issue.code === 'custom' && !/^(is|are|must|has|have)\b/.test(en);
    problems.add(row, field, issue.message, sentence ? en.charAt(0).toUpperCase() + en.slice(1) : `${column.en} ${en}`);
  }
}

/** Reads and checks one row on its own (codes, credit code, region, counts, required fields); null when it has a problem. */
export function checkRow(r: UploadedRow, book: CodeBook, regions: Regions, problems: Problems): RowUnit | null {
  const raw: Record<string, unknown> = {};
  const flagged = new Set<string>();
  const flag = (key: string, zh: string, en: string) => {
    flagged.add(key);
    problems.add(r.row, key, zh, en);
  };
  for (const column of UNIT_COLUMNS) {
    const text = r.text[column.key];
    if (!text) continue;
    switch (column.kind) {
      case 'code': {
        const option = codeOf(book.get(column.list!), text);
        if (!option) flag(column.key, `${column.zh}“${text}”不在代码表中`, `${column.en} "${text}" is not in the code list`);
        else if (!option.selectable) flag(column.key, `${column.zh}“${option.zh}”已停用，不能选择`, `${column.en} "${option.en}" is retired and cannot be chosen`);
        else raw[column.key] = option.code;
        break;
      }
      case 'bool':
        if (YES.test(text)) raw[column.key] = true;
        else if (NO.test(text)) raw[column.key] = false;
        else flag(column.key, `${column.zh}应填写“是”或“否”`, `${column.en} must be yes or no`);
        break;
      case 'int':
        if (/^\d{1,9}$/.test(text)) raw[column.key] = Number(text);
        else flag(column.key, `${column.zh}应为非负整数`, `${column.en} must be a non-negative integer`);
        break;
      case 'region': {
        const named = regions.byName.get(text);
        const code = /^\d{6}/.test(text) ? text.slice(0, 6) : named?.length === 1 ? named[0] : null;
        if (!code) flag(column.key, `${column.zh}“${text}”应为 6 位行政区划代码（GB/T 2260）`, `${column.en} "${text}" must be a 6-digit GB/T 2260 code`);
        else if (!regions.codes.has(code)) {
          const known = regionName(code);
          if (known) flag(column.key, `${column.zh} ${code}（${known}）不在本系统的行政区划中`, `${column.en} ${code} (${known}) is not one of the regions of this system`);
          else flag(column.key, `${column.zh} ${code} 不是有效的 GB/T 2260 行政区划代码`, `${column.en} ${code} is not a GB/T 2260 code`);
        } else raw[column.key] = code;
        break;
      }
      default:
        raw[column.key] = text;
    }
  }

  const before = problems.list.length;
  const unit = unitKeyFields.safeParse(raw, { reportInput: true });
  if (!unit.success) {
    reportZod(problems, r.row, unit.error, flagged);
    // The contract's rules across fields wait for the fields themselves; a row hears of all its problems at once.
    const fields = new Set(problems.list.filter((p) => p.row === r.row).map((p) => p.field));
    if (raw.unitCategory === 'PUBLIC_INST') {
      if (!raw.instClass && !fields.has('instClass')) problems.add(r.row, 'instClass', '事业单位须选择事业单位分类', 'Institution class is required for a public institution');
      if (!raw.mainPostType && !fields.has('mainPostType')) problems.add(r.row, 'mainPostType', '事业单位须选择主要岗位类型', 'Main post type is required for a public institution');
    }
  }
  if (typeof raw.uscc === 'string' && !flagged.has('uscc') && unit.success && !isValidUscc(unit.data.uscc)) {
    problems.add(r.row, 'uscc', '统一社会信用代码校验位错误（GB 32100）', 'Unified social credit code has a wrong check character (GB 32100)');
  }
  if (!raw.regionCode && !flagged.has('regionCode')) problems.add(r.row, 'regionCode', '请填写所在区划', 'Region is required');

  const counts = Object.fromEntries(UNIT_COLUMNS.filter((c) => c.kind === 'int')
    .map((c) => [c.key, raw[c.key] ?? (OPTIONAL_COUNTS.has(c.key) ? null : 0)]));
  const quotas = ['quotaAdmin', 'quotaInst', 'quotaRefCivil', 'quotaOrganWorker'].map((k) => counts[k] as number);
  const establishment = establishmentFields.safeParse({
    ...counts, approvedTotal: quotas.reduce((a, b) => a + b, 0), docNo: raw.docNo, docDate: raw.docDate,
  }, { reportInput: true });
  // A count already refused stands in as 0: the rules across the counts would only repeat it.
  const countFlagged = UNIT_COLUMNS.some((c) => c.kind === 'int' && flagged.has(c.key));
  if (!establishment.success) {
    reportZod(problems, r.row, establishment.error, countFlagged ? new Set([...flagged, ...UNIT_COLUMNS.filter((c) => c.kind === 'int').map((c) => c.key)]) : flagged);
  }

  const isCompetentDept = raw.isCompetentDept === true;
  const competent = typeof raw.competent === 'string' ? raw.competent : null;
  if (!isCompetentDept && !competent) {
    const column = columnOf('competent')!;
    problems.add(r.row, 'competent', `基层单位须填写${column.zh}（单位名称或统一社会信用代码）`, 'A base unit must name its competent authority (unit name or credit code)');
  }
  if (problems.list.length > before || flagged.size || !unit.success || !establishment.success) return null;
  return {
    row: r.row,
    unit: { ...unit.data, regionCode: raw.regionCode as string, isCompetentDept },
    establishment: establishment.data,
    competent: isCompetentDept ? null : competent,
  };
}
