import 'server-only';

/** The version the template carries on its instructions sheet; an upload of another version is refused. */
export const UNIT_TEMPLATE_VERSION = 'UNIT-IMPORT-1';
/** The most data rows one upload may hold: a city's whole registry in one file. */
export const MAX_UNIT_IMPORT_ROWS = 20_000;

export const UNIT_SHEET = { zh: '单位信息', en: 'Units' } as const;
export const CODE_SHEET = { zh: '代码表', en: 'Codes' } as const;
export const GUIDE_SHEET = { zh: '填写说明', en: 'Instructions' } as const;
export const VERSION_LABEL = { zh: '模板版本', en: 'Template version' } as const;
export const REASON_TITLE = { zh: '错误原因', en: 'Reasons' } as const;

export type Lang = 'zh' | 'en';

export interface UnitColumn {
  key: string;
  zh: string;
  en: string;
  kind: 'text' | 'date' | 'int' | 'bool' | 'code' | 'region' | 'competent';
  required?: boolean;
  /** The code list of a code column. */
  list?: string;
  width?: number;
}

/** The unit sheet's columns, in order (domain.md §2.2 Unit and UnitEstablishment). */
export const UNIT_COLUMNS: UnitColumn[] = [
  { key: 'unitName', zh: '单位名称', en: 'Unit name', kind: 'text', required: true, width: 30 },
  { key: 'shortName', zh: '单位简称', en: 'Short name', kind: 'text' },
  { key: 'uscc', zh: '统一社会信用代码', en: 'Unified social credit code', kind: 'text', required: true, width: 22 },
  { key: 'unitCategory', zh: '单位类别', en: 'Unit category', kind: 'code', list: 'unitCategory', required: true },
  { key: 'instClass', zh: '事业单位分类', en: 'Institution class', kind: 'code', list: 'instClass' },
  { key: 'isCompetentDept', zh: '是否主管部门', en: 'Competent authority', kind: 'bool' },
  { key: 'competent', zh: '主管部门', en: 'Competent authority of the unit', kind: 'competent', width: 30 },
  { key: 'regionCode', zh: '所在区划', en: 'Region', kind: 'region', required: true, width: 16 },
  { key: 'unitRank', zh: '机构规格', en: 'Unit rank', kind: 'code', list: 'unitRank', required: true },
  { key: 'affiliation', zh: '隶属关系', en: 'Affiliation', kind: 'code', list: 'affiliation', required: true },
  { key: 'fundingForm', zh: '经费形式', en: 'Funding', kind: 'code', list: 'fundingForm', required: true },
  { key: 'mainPostType', zh: '主要岗位类型', en: 'Main post type', kind: 'code', list: 'mainPostType' },
  { key: 'estabDocNo', zh: '机构编制批准文号', en: 'Establishment document no.', kind: 'text', required: true, width: 24 },
  { key: 'estabDocDate', zh: '机构批准日期', en: 'Establishment approved on', kind: 'date', required: true },
  { key: 'legalRep', zh: '法定代表人', en: 'Legal representative', kind: 'text' },
  { key: 'contactName', zh: '联系人', en: 'Contact', kind: 'text', required: true },
  { key: 'contactPhone', zh: '联系电话', en: 'Contact phone', kind: 'text', required: true, width: 16 },
  { key: 'address', zh: '地址', en: 'Address', kind: 'text', width: 30 },
  { key: 'postcode', zh: '邮编', en: 'Postcode', kind: 'text' },
  { key: 'quotaAdmin', zh: '行政编制', en: 'Administrative quota', kind: 'int' },
  { key: 'quotaInst', zh: '事业编制', en: 'Institution quota', kind: 'int' },
  { key: 'quotaRefCivil', zh: '参公事业编制', en: 'Civil-service-managed quota', kind: 'int' },
  { key: 'quotaOrganWorker', zh: '机关工勤编制', en: 'Organ worker quota', kind: 'int' },
  { key: 'instQuotaManage', zh: '管理岗位编制', en: 'Management quota', kind: 'int' },
  { key: 'instQuotaTech', zh: '专技岗位编制', en: 'Technical quota', kind: 'int' },
  { key: 'instQuotaWorker', zh: '工勤岗位编制', en: 'Worker quota', kind: 'int' },
  { key: 'leaderFull', zh: '领导正职职数', en: 'Leaders, full', kind: 'int' },
  { key: 'leaderDeputy', zh: '领导副职职数', en: 'Leaders, deputy', kind: 'int' },
  { key: 'internalOrgCount', zh: '内设机构数', en: 'Internal bodies', kind: 'int' },
  { key: 'docNo', zh: '编制核定文号', en: 'Quota document no.', kind: 'text', required: true, width: 24 },
  { key: 'docDate', zh: '编制核定日期', en: 'Quota approved on', kind: 'date', required: true },
];

/** Quota columns left empty count as 0, except the optional structure of the institution quota. */
export const OPTIONAL_COUNTS = new Set(['instQuotaManage', 'instQuotaTech', 'instQuotaWorker']);

export const columnOf = (key: string) => UNIT_COLUMNS.find((c) => c.key === key);

/** The column a field of the contracts is reported under (the establishment's total under the quotas it sums). */
export function columnOfField(field: string): UnitColumn {
  return columnOf(field) ?? columnOf(field === 'approvedTotal' ? 'quotaAdmin' : 'unitName')!;
}

export const columnTitle = (c: UnitColumn, lang: Lang) => `${c[lang]}${c.required ? '*' : ''}`;

/** Which column a title of either language names. */
export function columnOfTitle(title: string): UnitColumn | undefined {
  const bare = title.replace(/[*＊\s]/g, '').toLowerCase();
  return UNIT_COLUMNS.find((c) => c.zh === bare || c.en.replace(/\s/g, '').toLowerCase() === bare);
}
