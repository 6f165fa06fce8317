import 'server-only';
import type { HistorySheet } from '@/lib/contracts/historyImport';
import { PERSON_FIELD_SPECS } from '../persons/fields';

export { CODE_SHEET, GUIDE_SHEET, REASON_TITLE, VERSION_LABEL, type Lang } from '../unitImport/columns';

/** The version the template carries on its instructions sheet; an upload of another version is refused. */
export const HISTORY_TEMPLATE_VERSION = 'HISTORY-IMPORT-1';
/** The most data rows one upload may hold, all its sheets together. */
export const MAX_HISTORY_IMPORT_ROWS = 200_000;

export interface HistoryColumn {
  key: string;
  zh: string;
  en: string;
  kind: 'text' | 'date' | 'code' | 'bool' | 'region' | 'int';
  required?: boolean;
  /** The code list of a code column. */
  list?: string;
  /** A hint shown as the note of the column title (Chinese template). */
  hint?: string;
  width?: number;
}

export interface SheetSpec {
  key: HistorySheet;
  zh: string;
  en: string;
  columns: HistoryColumn[];
}

const idColumn: HistoryColumn = {
  key: 'idNumber', zh: '公民身份号码', en: 'ID number', kind: 'text', required: true, width: 22, hint: '与“人员”表或系统中已有人员的身份证号对应',
};
const nameColumn: HistoryColumn = { key: 'name', zh: '姓名', en: 'Name', kind: 'text', hint: '可不填；填写时须与身份证号对应的人员一致' };

/** The sheets of the workbook in order: the persons (each naming its unit), then the history sub-sets linked by ID number. */
export const SHEETS: SheetSpec[] = [
  {
    key: 'persons', zh: '人员', en: 'Persons',
    columns: [
      { key: 'unitUscc', zh: '单位统一社会信用代码', en: 'Unit credit code', kind: 'text', required: true, width: 22, hint: '人员所在单位的统一社会信用代码，单位须已在系统中' },
      ...PERSON_FIELD_SPECS,
    ],
  },
  {
    key: 'posts', zh: '岗位聘任', en: 'Post appointments',
    columns: [
      idColumn, nameColumn,
      { key: 'postCategory', zh: '岗位类别', en: 'Post category', kind: 'code', list: 'postCategory', required: true },
      { key: 'postLevel', zh: '岗位等级', en: 'Post level', kind: 'code', list: 'postLevel', required: true, hint: '须属于岗位类别' },
      { key: 'changeKind', zh: '聘用类型', en: 'Kind of appointment', kind: 'code', list: 'appointKind', hint: '不填为存量初始化' },
      { key: 'appointStart', zh: '聘用起始日期', en: 'Appointed from', kind: 'date', required: true },
      { key: 'appointEnd', zh: '聘用截止日期', en: 'Appointed until', kind: 'date' },
      { key: 'docNo', zh: '聘用文号', en: 'Appointment document no.', kind: 'text', width: 24 },
    ],
  },
  {
    key: 'assessments', zh: '年度考核', en: 'Annual assessments',
    columns: [
      idColumn, nameColumn,
      { key: 'year', zh: '考核年度', en: 'Year', kind: 'int', required: true },
      { key: 'result', zh: '考核结果', en: 'Result', kind: 'code', list: 'annualResult', required: true },
      { key: 'comment', zh: '评语', en: 'Comment', kind: 'text', width: 30, hint: '基本合格、不合格、不定等次须填写' },
      { key: 'absentReason', zh: '未参加考核原因', en: 'Reason for not being assessed', kind: 'text', width: 24, hint: '未参加考核须填写' },
    ],
  },
  {
    key: 'rewardPunish', zh: '奖惩', en: 'Rewards and sanctions',
    columns: [
      idColumn, nameColumn,
      { key: 'rpKind', zh: '奖惩类别', en: 'Reward or sanction', kind: 'code', list: 'rpKind', required: true },
      { key: 'rpType', zh: '奖惩类型', en: 'Type', kind: 'code', list: 'rpType', required: true, hint: '须与奖惩类别相符' },
      { key: 'rpName', zh: '奖惩名称', en: 'Title', kind: 'text', required: true, width: 28 },
      { key: 'reason', zh: '奖惩事由', en: 'Grounds', kind: 'text', width: 30 },
      { key: 'decisionDate', zh: '决定日期', en: 'Decided on', kind: 'date', required: true },
      { key: 'effectiveDate', zh: '生效日期', en: 'Effective from', kind: 'date', required: true },
      { key: 'approveOrg', zh: '批准机关', en: 'Approving body', kind: 'text', width: 24, hint: '处分必填' },
      { key: 'docNo', zh: '文号', en: 'Document no.', kind: 'text', width: 24, hint: '处分必填' },
    ],
  },
  {
    key: 'estabs', zh: '编制变动', en: 'Establishment changes',
    columns: [
      idColumn, nameColumn,
      { key: 'fromEstabStatus', zh: '变动前编制情况', en: 'Establishment status before', kind: 'code', list: 'estabStatus', hint: '首次进入单位可不填' },
      { key: 'fromEstabType', zh: '变动前编制类型', en: 'Establishment type before', kind: 'code', list: 'estabType' },
      { key: 'toEstabStatus', zh: '变动后编制情况', en: 'Establishment status after', kind: 'code', list: 'estabStatus', required: true },
      { key: 'toEstabType', zh: '变动后编制类型', en: 'Establishment type after', kind: 'code', list: 'estabType', hint: '在编必填，编外不填' },
      { key: 'effectiveDate', zh: '生效日期', en: 'Effective from', kind: 'date', required: true },
      { key: 'basisDoc', zh: '依据文件', en: 'Basis document', kind: 'text', width: 24 },
    ],
  },
];

export const sheetSpec = (key: HistorySheet): SheetSpec => SHEETS.find((s) => s.key === key)!;

/** The column a field is reported under: its own, else the ID number's (a problem of the whole record). */
export function columnOf(sheet: HistorySheet, field: string): HistoryColumn {
  const { columns } = sheetSpec(sheet);
  return columns.find((c) => c.key === field) ?? columns.find((c) => c.key === 'idNumber')!;
}

export const columnTitle = (c: HistoryColumn, lang: 'zh' | 'en') => `${c[lang]}${c.required ? '*' : ''}`;

/** Which column of the sheet a title of either language names. */
export function columnOfTitle(sheet: SheetSpec, title: string): HistoryColumn | undefined {
  const bare = title.replace(/[*＊\s]/g, '').toLowerCase();
  return sheet.columns.find((c) => c.zh === bare || c.en.replace(/\s/g, '').toLowerCase() === bare);
}
