import 'server-only';
import type { CodeOption } from '@/lib/contracts/code';
import type { HistoryImportProblem, HistorySheet } from '@/lib/contracts/historyImport';
import { COMMENTED_RESULTS } from '@/lib/domain/assessment';
import { isLevelOfCategory } from '@/lib/domain/codes';
import { isCalendarDate } from '@/lib/domain/dates';
import { PUNISH_TYPES, punishPeriod, REWARD_TYPES } from '@/lib/domain/rewardPunish';
import { DATE_PATTERN, MAX_DATE, MIN_DATE, MULTI_LINE, SINGLE_LINE } from '@/lib/contracts/primitives';
import type { Db } from '../../db/client';
import { codeLists } from '../codes';
import { columnOf, sheetSpec, SHEETS } from './columns';
import type { UploadedRow } from './read';

/** Collects the problems of the file, each under its sheet, row and column in both languages. */
export class Problems {
  readonly list: HistoryImportProblem[] = [];
  private readonly refused = new Map<HistorySheet, Set<number>>(SHEETS.map((s) => [s.key, new Set<number>()]));

  add(sheet: HistorySheet, row: number, field: string, message: string, messageEn: string): void {
    const column = columnOf(sheet, field);
    const spec = sheetSpec(sheet);
    this.list.push({ sheet, sheetName: spec.zh, sheetNameEn: spec.en, row, column: column.zh, columnEn: column.en, field: column.key, message, messageEn });
    this.refused.get(sheet)!.add(row);
  }

  has(sheet: HistorySheet, row: number): boolean {
    return this.refused.get(sheet)!.has(row);
  }

  /** Rows of the sheet with a problem. */
  rows(sheet: HistorySheet): number {
    return this.refused.get(sheet)!.size;
  }
}

/** The code lists the history sheets use, by list and code; the reward and sanction lists also as one list of types. */
export type HistoryBook = Map<string, Map<string, CodeOption>>;

const own = (entries: [string, string, string][]): CodeOption[] => entries.map(([code, zh, en]) => ({ code, zh, en, groupCode: null, selectable: true }));

export async function loadHistoryBook(db: Db): Promise<HistoryBook> {
  const lists = await codeLists(db, ['postCategory', 'postLevel', 'appointKind', 'assessmentResult', 'rewardType', 'punishType', 'estabStatus', 'estabType']);
  const byCode = (options: CodeOption[]) => new Map(options.map((o) => [o.code, o]));
  const book: HistoryBook = new Map(Object.entries(lists).map(([list, options]) => [list, byCode(options)]));
  // Annual results only: the term results share their names (合格, 不合格).
  book.set('annualResult', byCode((lists.assessmentResult ?? []).filter((o) => o.groupCode === 'ANNUAL')));
  book.set('rpKind', byCode(own([['REWARD', '奖励', 'Reward'], ['PUNISH', '处分', 'Sanction']])));
  book.set('rpType', byCode([
    ...(lists.rewardType ?? []).map((o) => ({ ...o, groupCode: 'REWARD' })), ...(lists.punishType ?? []).map((o) => ({ ...o, groupCode: 'PUNISH' })),
  ]));
  return book;
}

/** The code a cell means: the code itself, its Chinese or English name, or "code name". */
export function codeOf(options: Map<string, CodeOption> | undefined, cell: string): CodeOption | undefined {
  if (!options) return undefined;
  const direct = options.get(cell) ?? options.get(cell.toUpperCase()) ?? options.get(cell.split(/\s+/)[0]);
  if (direct) return direct;
  const byName = [...options.values()].filter((o) => o.zh === cell || o.en.toLowerCase() === cell.toLowerCase());
  return byName.length === 1 ? byName[0] : undefined;
}

/** Reads the cells of one row, each by the rules of its column, reporting what cannot be read under its column. */
export class RowReader {
  /** Fields already refused: the rules across fields leave them alone. */
  readonly flagged = new Set<string>();

  constructor(readonly sheet: HistorySheet, readonly r: UploadedRow, private readonly problems: Problems, private readonly book: HistoryBook, readonly today: string) {}

  fail(field: string, zh: string, en: string): void {
    this.flagged.add(field);
    this.problems.add(this.sheet, this.r.row, field, zh, en);
  }

  private present(field: string, required: boolean): string | null {
    const text = this.r.text[field] ?? '';
    if (text) return text;
    if (required) {
      const c = columnOf(this.sheet, field);
      this.fail(field, `请填写${c.zh}`, `${c.en} is required`);
    }
    return null;
  }

  /** Text of at most `max` characters; a single line unless `lines` (a comment or grounds may run over several). */
  text(field: string, max: number, required = false, lines = false): string | null {
    const text = this.present(field, required);
    if (text === null) return null;
    const c = columnOf(this.sheet, field);
    if (lines && !MULTI_LINE.test(text)) this.fail(field, `${c.zh}不能含有控制字符`, `${c.en} must not contain control characters`);
    else if (!lines && !SINGLE_LINE.test(text)) this.fail(field, `${c.zh}不能含有换行等控制字符`, `${c.en} must be a single line without control characters`);
    else if (text.length > max) this.fail(field, `${c.zh}不能超过 ${max} 个字`, `${c.en} must be at most ${max} characters`);
    else return text;
    return null;
  }

  /** A day of the calendar, not after today. */
  date(field: string, required = false): string | null {
    const text = this.present(field, required);
    if (text === null) return null;
    const c = columnOf(this.sheet, field);
    if (!DATE_PATTERN.test(text)) this.fail(field, `${c.zh}格式应为 YYYY-MM-DD`, `${c.en} must be a date (YYYY-MM-DD)`);
    else if (!isCalendarDate(text) || text < MIN_DATE) this.fail(field, `${c.zh}不是有效日期`, `${c.en} is not a valid date`);
    else if (text > this.today) this.fail(field, `${c.zh}不能晚于今天`, `${c.en} cannot be after today`);
    else return text;
    return null;
  }

  /** R-GEN-01: a code of the list that may be chosen, given by code or name. */
  code(field: string, list: string, required = false): string | null {
    const text = this.present(field, required);
    if (text === null) return null;
    const c = columnOf(this.sheet, field);
    const option = codeOf(this.book.get(list), text);
    if (!option) this.fail(field, `${c.zh}“${text}”不在代码表中`, `${c.en} "${text}" is not in the code list`);
    else if (!option.selectable) this.fail(field, `${c.zh}“${option.zh}”已停用，不能选择`, `${c.en} "${option.en}" is retired and cannot be chosen`);
    else return option.code;
    return null;
  }

  /** The option of a code (its names and group). */
  option(list: string, code: string): CodeOption | undefined {
    return this.book.get(list)?.get(code);
  }
}

export interface PostRecord {
  postCategory: string; postLevel: string; changeKind: string; appointStart: string; appointEnd: string | null; docNo: string | null;
}
export interface AssessmentRecord { year: number; result: string; comment: string | null; absentReason: string | null }
export interface RewardPunishRecord {
  rpKind: 'REWARD' | 'PUNISH'; rpType: string; rpName: string; reason: string | null; decisionDate: string; effectiveDate: string;
  approveOrg: string | null; docNo: string | null; punishMonths: number | null; punishEndDate: string | null;
}
export interface EstabRecord {
  fromEstabStatus: string | null; fromEstabType: string | null; toEstabStatus: string; toEstabType: string | null; effectiveDate: string; basisDoc: string | null;
}

/** 岗位聘任: a level of its category, the appointment's days in order. */
export function postRecord(x: RowReader): PostRecord | null {
  const postCategory = x.code('postCategory', 'postCategory', true);
  const postLevel = x.code('postLevel', 'postLevel', true);
  const changeKind = x.code('changeKind', 'appointKind') ?? 'INIT';
  const appointStart = x.date('appointStart', true);
  const appointEnd = x.r.text.appointEnd ? readDay(x, 'appointEnd') : null;
  const docNo = x.text('docNo', 100);
  if (postCategory && postLevel && !isLevelOfCategory(postLevel, postCategory)) {
    x.fail('postLevel', `岗位等级“${x.option('postLevel', postLevel)?.zh ?? postLevel}”不属于岗位类别“${x.option('postCategory', postCategory)?.zh ?? postCategory}”`,
      `Post level ${postLevel} is not of the post category ${postCategory}`);
  }
  if (appointStart && appointEnd && appointEnd < appointStart) x.fail('appointEnd', '聘用截止日期不能早于聘用起始日期', 'The end of the appointment cannot be before its start');
  if (x.flagged.size || !postCategory || !postLevel || !appointStart) return null;
  return { postCategory, postLevel, changeKind, appointStart, appointEnd, docNo };
}

/** An end date may lie ahead (an appointment runs on): a real day, not bounded by today. */
function readDay(x: RowReader, field: string): string | null {
  const text = x.r.text[field];
  const c = columnOf(x.sheet, field);
  if (!DATE_PATTERN.test(text)) x.fail(field, `${c.zh}格式应为 YYYY-MM-DD`, `${c.en} must be a date (YYYY-MM-DD)`);
  else if (!isCalendarDate(text) || text < MIN_DATE || text > MAX_DATE) x.fail(field, `${c.zh}不是有效日期`, `${c.en} is not a valid date`);
  else return text;
  return null;
}

/** 年度考核: a past year (this year's included), an annual result, the comment or reason that result needs (R-KH-06). */
export function assessmentRecord(x: RowReader): AssessmentRecord | null {
  const yearText = x.r.text.year ?? '';
  const thisYear = Number(x.today.slice(0, 4));
  let year: number | null = null;
  if (!yearText) x.fail('year', '请填写考核年度', 'Year is required');
  else if (!/^\d{4}$/.test(yearText) || Number(yearText) < 1950) x.fail('year', '考核年度应为 4 位年份，如 2023', 'Year must be a year such as 2023');
  else if (Number(yearText) > thisYear) x.fail('year', `考核年度不能晚于今年（${thisYear}）`, `The year cannot be after this year (${thisYear})`);
  else year = Number(yearText);
  const result = x.code('result', 'annualResult', true);
  const comment = x.text('comment', 500, false, true);
  const absentReason = x.text('absentReason', 200, false, true);
  if (result === '0' && !absentReason && !x.flagged.has('absentReason')) x.fail('absentReason', '未参加考核须填写原因', 'A person not assessed needs the reason');
  if (result && COMMENTED_RESULTS.includes(result) && !comment && !x.flagged.has('comment')) {
    x.fail('comment', '考核结果为基本合格、不合格或不定等次时须填写评语', 'A result of basically competent, incompetent or not graded needs a comment');
  }
  if (x.flagged.size || year === null || !result) return null;
  return { year, result, comment, absentReason };
}

/** 奖惩: a type of its kind, the decision before the effect; a sanction names its approving body and document, its period computed (R-JC-01). */
export function rewardPunishRecord(x: RowReader): RewardPunishRecord | null {
  const rpKind = x.code('rpKind', 'rpKind', true) as RewardPunishRecord['rpKind'] | null;
  const rpType = x.code('rpType', 'rpType', true);
  const rpName = x.text('rpName', 100, true);
  const reason = x.text('reason', 500, false, true);
  const decisionDate = x.date('decisionDate', true);
  const effectiveDate = x.date('effectiveDate', true);
  const approveOrg = x.text('approveOrg', 100);
  const docNo = x.text('docNo', 100);
  if (rpKind && rpType && !(rpKind === 'REWARD' ? REWARD_TYPES : PUNISH_TYPES).includes(rpType as never)) {
    x.fail('rpType', `奖惩类型“${x.option('rpType', rpType)?.zh ?? rpType}”与奖惩类别“${x.option('rpKind', rpKind)?.zh}”不符`, 'The type does not match reward or sanction');
  }
  if (rpName !== null && rpName.length < 2) x.fail('rpName', '奖惩名称至少 2 个字', 'The title needs at least 2 characters');
  if (decisionDate && effectiveDate && effectiveDate < decisionDate) x.fail('effectiveDate', '生效日期不能早于决定日期', 'The effective date cannot be before the decision date');
  if (rpKind === 'PUNISH') {
    if (!approveOrg && !x.flagged.has('approveOrg')) x.fail('approveOrg', '处分须填写批准机关', 'A sanction needs its approving body');
    if (!docNo && !x.flagged.has('docNo')) x.fail('docNo', '处分须填写文号', 'A sanction needs its document number');
  }
  if (x.flagged.size || !rpKind || !rpType || !rpName || !decisionDate || !effectiveDate) return null;
  const period = rpKind === 'PUNISH' ? punishPeriod(rpType, effectiveDate) : null;
  return {
    rpKind, rpType, rpName, reason, decisionDate, effectiveDate, approveOrg, docNo, punishMonths: period?.months ?? null, punishEndDate: period?.endDate ?? null,
  };
}

/** 编制变动: the state after (a type exactly when in the establishment), the state before if any, and a change between them. */
export function estabRecord(x: RowReader): EstabRecord | null {
  const fromEstabStatus = x.code('fromEstabStatus', 'estabStatus');
  const fromEstabType = x.code('fromEstabType', 'estabType');
  const toEstabStatus = x.code('toEstabStatus', 'estabStatus', true);
  const toEstabType = x.code('toEstabType', 'estabType');
  const effectiveDate = x.date('effectiveDate', true);
  const basisDoc = x.text('basisDoc', 100);
  const typeRule = (status: string | null, type: string | null, field: string, when: string, whenEn: string) => {
    if (status === 'IN' && !type && !x.flagged.has(field)) {
      x.fail(field, `${when}在编的须填写编制类型`, `${whenEn} the change, a person in the establishment needs the establishment type`);
    }
    if (status !== 'IN' && type) {
      x.fail(field, `${when}${status === 'OUT' ? '编外' : '未填编制情况'}的不填编制类型`, `${whenEn} the change, a person outside the establishment has no establishment type`);
    }
  };
  if (!x.flagged.has('fromEstabStatus')) typeRule(fromEstabStatus, fromEstabType, 'fromEstabType', '变动前', 'Before');
  if (toEstabStatus) typeRule(toEstabStatus, toEstabType, 'toEstabType', '变动后', 'After');
  if (toEstabStatus && fromEstabStatus === toEstabStatus && (fromEstabType ?? null) === (toEstabType ?? null) && !x.flagged.size) {
    x.fail('toEstabStatus', '变动前后的编制情况和编制类型相同', 'The establishment before and after are the same');
  }
  if (x.flagged.size || !toEstabStatus || !effectiveDate) return null;
  return { fromEstabStatus, fromEstabType: fromEstabStatus === 'IN' ? fromEstabType : null, toEstabStatus, toEstabType: toEstabStatus === 'IN' ? toEstabType : null, effectiveDate, basisDoc };
}
