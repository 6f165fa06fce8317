import type { CodeEntry } from './types';

/** 6.17 公告类型. */
export const ANNOUNCEMENT_TYPE: CodeEntry[] = [
  { code: 'RECRUIT_NOTICE', zh: '招聘公告', en: 'Recruitment notice' },
  { code: 'QUAL_REVIEW', zh: '资格审查公告', en: 'Qualification review notice' },
  { code: 'EXAM_NOTICE', zh: '笔试/面试公告', en: 'Written test or interview notice' },
  { code: 'PHYSICAL', zh: '体检公告', en: 'Medical examination notice' },
  { code: 'PUBLICITY', zh: '拟聘用人员公示', en: 'Public notice of proposed appointees' },
  { code: 'TALENT_NOTICE', zh: '人才引进公告', en: 'Talent introduction notice' },
  { code: 'CORRECTION', zh: '更正/补充公告', en: 'Correction or supplementary notice' },
  { code: 'OTHER', zh: '其他', en: 'Other' },
];

/** 6.21 审核状态 (domain.md §3.1). */
export const FILING_STATUS: CodeEntry[] = [
  { code: 'DRAFT', zh: '草稿', en: 'Draft' },
  { code: 'PENDING_ZG', zh: '待主管部门审核', en: 'Awaiting competent authority review' },
  { code: 'RETURNED_ZG', zh: '主管部门退回', en: 'Returned by the competent authority' },
  { code: 'PENDING_RSJ', zh: '待人社局审核', en: 'Awaiting personnel bureau review' },
  { code: 'RETURNED_RSJ', zh: '人社局退回', en: 'Returned by the personnel bureau' },
  { code: 'APPROVED', zh: '已备案', en: 'Filed' },
  { code: 'VOID', zh: '已作废', en: 'Voided' },
];

/** 6.21 审核动作 (domain.md §2.6). */
export const REVIEW_ACTION: CodeEntry[] = [
  { code: 'CREATE', zh: '新建', en: 'Created' },
  { code: 'SAVE', zh: '保存', en: 'Saved' },
  { code: 'SUBMIT', zh: '提交', en: 'Submitted' },
  { code: 'WITHDRAW', zh: '撤回', en: 'Withdrawn' },
  { code: 'ZG_APPROVE', zh: '主管部门通过', en: 'Approved by the competent authority' },
  { code: 'ZG_RETURN', zh: '主管部门退回', en: 'Returned by the competent authority' },
  { code: 'ZG_RECALL', zh: '主管部门收回', en: 'Recalled by the competent authority' },
  { code: 'RSJ_APPROVE', zh: '人社局通过', en: 'Approved by the personnel bureau' },
  { code: 'RSJ_RETURN', zh: '人社局退回', en: 'Returned by the personnel bureau' },
  { code: 'VOID', zh: '作废', en: 'Voided' },
  { code: 'APPLY_EFFECT', zh: '生效落库', en: 'Effect applied' },
  { code: 'REMIND', zh: '催办', en: 'Reminder sent' },
];

/** §2.6 审核节点. */
export const REVIEW_NODE: CodeEntry[] = [
  { code: 'JC', zh: '基层单位', en: 'Base unit' },
  { code: 'ZG', zh: '主管部门', en: 'Competent authority' },
  { code: 'RSJ', zh: '人社局', en: 'Personnel bureau' },
  { code: 'SYS', zh: '系统', en: 'System' },
];
