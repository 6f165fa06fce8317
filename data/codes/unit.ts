import type { CodeEntry } from './types';

/** 6.7 单位类别 (§2.2 unitCategory). */
export const UNIT_CATEGORY: CodeEntry[] = [
  { code: 'ADMIN_ORGAN', zh: '行政机关', en: 'Administrative organ' },
  { code: 'PARTY_ORGAN', zh: '党群机关', en: 'Party or mass organisation organ' },
  { code: 'REF_CIVIL', zh: '参照公务员法管理单位', en: 'Unit managed with reference to the Civil Servant Law' },
  { code: 'PUBLIC_INST', zh: '事业单位', en: 'Public institution' },
  { code: 'OTHER', zh: '其他', en: 'Other' },
];

/** 6.7 事业单位分类. */
export const INST_CLASS: CodeEntry[] = [
  { code: 'PW1', zh: '公益一类', en: 'Public welfare, class 1' },
  { code: 'PW2', zh: '公益二类', en: 'Public welfare, class 2' },
  { code: 'ADMIN_FUNC', zh: '承担行政职能', en: 'With administrative functions' },
  { code: 'BUSINESS', zh: '生产经营类', en: 'Commercial operation' },
  { code: 'UNCLASSIFIED', zh: '暂未分类', en: 'Not yet classified' },
];

/** 6.7 经费形式. */
export const FUNDING_FORM: CodeEntry[] = [
  { code: 'FULL', zh: '全额拨款', en: 'Fully funded by the budget' },
  { code: 'PARTIAL', zh: '差额拨款', en: 'Partly funded by the budget' },
  { code: 'SELF', zh: '自收自支', en: 'Self-financed' },
];

/** 6.7 单位规格（级别）. */
export const UNIT_RANK: CodeEntry[] = [
  { code: 'DEPT_FULL', zh: '正厅级', en: 'Department level, full' },
  { code: 'DEPT_DEP', zh: '副厅级', en: 'Department level, deputy' },
  { code: 'DIV_FULL', zh: '正处级', en: 'Division level, full' },
  { code: 'DIV_DEP', zh: '副处级', en: 'Division level, deputy' },
  { code: 'SEC_FULL', zh: '正科级', en: 'Section level, full' },
  { code: 'SEC_DEP', zh: '副科级', en: 'Section level, deputy' },
  { code: 'STOCK', zh: '股级', en: 'Unit level' },
  { code: 'NONE', zh: '未定级', en: 'Not ranked' },
];

/** 6.7 GB/T 12404 隶属关系. */
export const AFFILIATION: CodeEntry[] = [
  { code: '10', zh: '中央', en: 'Central' },
  { code: '20', zh: '省（自治区、直辖市）', en: 'Province (autonomous region, municipality)' },
  { code: '40', zh: '地（市、州、盟）', en: 'Prefecture (city, autonomous prefecture, league)' },
  { code: '50', zh: '县（区、市、旗）', en: 'County (district, county-level city, banner)' },
  { code: '61', zh: '街道', en: 'Subdistrict' },
  { code: '62', zh: '镇', en: 'Town' },
  { code: '63', zh: '乡', en: 'Township' },
  { code: '90', zh: '其他', en: 'Other' },
];

/** §2.2 单位层级. */
export const UNIT_TIER: CodeEntry[] = [
  { code: 'RSJ_REGION', zh: '人社局', en: 'Personnel bureau' },
  { code: 'COMPETENT', zh: '主管部门', en: 'Competent authority' },
  { code: 'BASE', zh: '基层单位', en: 'Base unit' },
];

/** §2.2 主要岗位类型. */
export const MAIN_POST_TYPE: CodeEntry[] = [
  { code: 'TECH', zh: '专技为主', en: 'Mainly professional and technical' },
  { code: 'MANAGE', zh: '管理为主', en: 'Mainly management' },
  { code: 'WORKER', zh: '工勤为主', en: 'Mainly skilled workers' },
];

/** §2.2 单位状态. */
export const UNIT_STATUS: CodeEntry[] = [
  { code: 'NORMAL', zh: '正常', en: 'Active' },
  { code: 'MERGED', zh: '已合并', en: 'Merged' },
  { code: 'REVOKED', zh: '已撤销', en: 'Dissolved' },
];

/** §2.2/§2.3 数据状态. */
export const RECORD_STATUS: CodeEntry[] = [
  { code: 'DRAFT', zh: '待上报', en: 'Not yet reported' },
  { code: 'PENDING', zh: '审核中', en: 'Under review' },
  { code: 'FILED', zh: '已备案', en: 'Filed' },
];

/** 6.8 编制情况. */
export const ESTAB_STATUS: CodeEntry[] = [
  { code: 'IN', zh: '在编', en: 'Within the staffing quota' },
  { code: 'OUT', zh: '编外', en: 'Outside the staffing quota' },
];

/** 6.8 编制类型. */
export const ESTAB_TYPE: CodeEntry[] = [
  { code: 'ADMIN', zh: '行政编制', en: 'Administrative quota' },
  { code: 'INST', zh: '事业编制', en: 'Public institution quota' },
  { code: 'REF_CIVIL', zh: '参照公务员法管理事业编制', en: 'Institution quota managed as civil service' },
  { code: 'ORGAN_WORKER', zh: '机关工勤编制', en: 'Organ support worker quota' },
];

/** 6.8 编外用工形式. */
export const OUT_EMPLOY_FORM: CodeEntry[] = [
  { code: 'CONTRACT', zh: '合同制聘用', en: 'Contract employment' },
  { code: 'DISPATCH', zh: '劳务派遣', en: 'Agency dispatch' },
  { code: 'TEMP', zh: '临时聘用', en: 'Temporary employment' },
  { code: 'REHIRE', zh: '退休返聘', en: 'Re-employed retiree' },
  { code: 'OTHER', zh: '其他', en: 'Other' },
];
