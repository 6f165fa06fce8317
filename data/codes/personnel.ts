import type { CodeEntry } from './types';

/** 6.13 人员状态. */
export const PERSON_STATUS: CodeEntry[] = [
  { code: 'PENDING_ARRIVAL', zh: '已批待报到', en: 'Approved, awaiting arrival' },
  { code: 'ON_DUTY', zh: '在职在岗', en: 'On duty' },
  { code: 'SECONDED_OUT', zh: '借调出', en: 'Seconded out' },
  { code: 'SECONDED_IN', zh: '借调入', en: 'Seconded in' },
  { code: 'OFF_POST_STARTUP', zh: '离岗创业', en: 'On leave to start a business' },
  { code: 'LONG_SICK', zh: '长期病休', en: 'On long-term sick leave' },
  { code: 'OTHER_OFF_DUTY', zh: '其他不在岗', en: 'Off duty, other' },
  { code: 'REDUCED', zh: '已减员', en: 'Left the unit' },
];

/** 6.14 进入本单位方式 (the business grouping of GB/T 12405 additions). */
export const ENTRY_METHOD: CodeEntry[] = [
  { code: 'OPEN_RECRUIT', zh: '公开招聘', en: 'Open recruitment' },
  { code: 'TALENT_INTRO', zh: '高层次人才引进', en: 'High-level talent introduction' },
  { code: 'TRANSFER_IN', zh: '调入', en: 'Transfer in' },
  { code: 'INTERNAL', zh: '系统内交流', en: 'Exchange within the system' },
  { code: 'MILITARY', zh: '军队转业安置', en: 'Resettled from the armed forces' },
  { code: 'POLICY_PLACEMENT', zh: '政策性安置', en: 'Placement by policy' },
  { code: 'GRAD_ASSIGN', zh: '国家统一分配', en: 'State job assignment (historical)' },
  { code: 'ESTAB_CONVERT', zh: '编制转换', en: 'Quota conversion' },
  { code: 'INIT', zh: '存量初始化', en: 'Initial data load' },
  { code: 'OTHER', zh: '其他', en: 'Other' },
];

/** 6.15 减员类型 (the business grouping of GB/T 12405 reductions). */
export const REDUCE_TYPE: CodeEntry[] = [
  { code: 'RETIRE', zh: '退休', en: 'Retirement' },
  { code: 'EARLY_RETIRE', zh: '提前退休', en: 'Early retirement (illness, special work, flexible)' },
  { code: 'RESIGN', zh: '辞聘', en: 'Resignation' },
  { code: 'DISMISS', zh: '解聘', en: 'Dismissal' },
  { code: 'CONTRACT_END', zh: '聘用合同终止', en: 'End of employment contract' },
  { code: 'TRANSFER_OUT', zh: '调出', en: 'Transfer out of the system' },
  { code: 'CIVIL_EXAM', zh: '考录/调任公务员', en: 'Became a civil servant' },
  { code: 'EXPEL', zh: '开除', en: 'Expulsion' },
  { code: 'DEATH', zh: '死亡', en: 'Death' },
  { code: 'OTHER', zh: '其他', en: 'Other' },
];

/** The kind of a `person_assessment` row. */
export const ASSESSMENT_KIND: CodeEntry[] = [
  { code: 'ANNUAL', zh: '年度考核', en: 'Annual assessment' },
  { code: 'TERM', zh: '聘期考核', en: 'Contract-term assessment' },
];

/** 6.16 考核结果: annual 1–4, 9, 0; term P1/P2. */
export const ASSESSMENT_RESULT: CodeEntry[] = [
  { code: '1', zh: '优秀', en: 'Excellent', groupCode: 'ANNUAL' },
  { code: '2', zh: '合格', en: 'Competent', groupCode: 'ANNUAL' },
  { code: '3', zh: '基本合格', en: 'Basically competent', groupCode: 'ANNUAL' },
  { code: '4', zh: '不合格', en: 'Incompetent', groupCode: 'ANNUAL' },
  { code: '9', zh: '不定等次', en: 'Not graded (comments only)', groupCode: 'ANNUAL' },
  { code: '0', zh: '未参加考核', en: 'Not assessed', groupCode: 'ANNUAL' },
  { code: 'P1', zh: '合格', en: 'Term: competent', groupCode: 'TERM' },
  { code: 'P2', zh: '不合格', en: 'Term: incompetent', groupCode: 'TERM' },
];

/** 6.18 奖励类型. */
export const REWARD_TYPE: CodeEntry[] = [
  { code: 'COMMEND', zh: '嘉奖', en: 'Commendation' },
  { code: 'MERIT', zh: '记功', en: 'Merit citation' },
  { code: 'MAJOR_MERIT', zh: '记大功', en: 'Major merit citation' },
  { code: 'HONOR_TITLE', zh: '授予称号', en: 'Honorary title' },
];

/** 6.18 奖励级别. */
export const REWARD_LEVEL: CodeEntry[] = [
  { code: 'NATIONAL', zh: '国家级', en: 'National' },
  { code: 'PROVINCIAL', zh: '省部级', en: 'Provincial or ministerial' },
  { code: 'MUNICIPAL', zh: '市厅级', en: 'Municipal or departmental' },
  { code: 'COUNTY', zh: '县处级', en: 'County or divisional' },
  { code: 'UNIT', zh: '单位级', en: 'Unit' },
];

/** 6.19 处分类型. */
export const PUNISH_TYPE: CodeEntry[] = [
  { code: 'WARNING', zh: '警告', en: 'Warning' },
  { code: 'DEMERIT', zh: '记过', en: 'Demerit' },
  { code: 'DEMOTE', zh: '降低岗位等级', en: 'Demotion in post level' },
  { code: 'REMOVE', zh: '撤职', en: 'Removal from office' },
  { code: 'EXPEL', zh: '开除', en: 'Expulsion' },
];

/** 6.19 / R-JC-01: the months a sanction runs; expulsion ends the employment and has no period. */
export const PUNISH_MONTHS: Record<string, number | null> = {
  WARNING: 6, DEMERIT: 12, DEMOTE: 24, REMOVE: 24, EXPEL: null,
};

/** 6.19 处分依据. */
export const SANCTION_BASIS: CodeEntry[] = [
  { code: 'INST_REG', zh: '事业单位工作人员处分规定', en: 'Regulations on sanctions for public institution staff' },
  { code: 'PUBLIC_OFFICIAL_LAW', zh: '公职人员政务处分法', en: 'Law on administrative sanctions for public officials' },
];

/** 6.20 交流方式. */
export const EXCHANGE_MODE: CodeEntry[] = [
  { code: 'TRANSFER', zh: '调动', en: 'Transfer' },
  { code: 'ROTATION', zh: '转任/轮岗', en: 'Rotation' },
  { code: 'TRANSFER_FROM_CIVIL', zh: '调任', en: 'Transfer across the civil service boundary' },
  { code: 'SECONDMENT', zh: '借调', en: 'Secondment' },
  { code: 'SECONDMENT_END', zh: '借调转调', en: 'Secondment turned into transfer' },
  { code: 'MILITARY', zh: '军转安置', en: 'Resettlement from the armed forces' },
  { code: 'POLICY', zh: '政策性安置', en: 'Placement by policy' },
];

/** 6.20 交流原因. */
export const EXCHANGE_REASON: CodeEntry[] = [
  { code: 'WORK_NEED', zh: '工作需要', en: 'Needs of the work' },
  { code: 'SPOUSE', zh: '解决夫妻两地分居', en: 'To join a spouse' },
  { code: 'ELDER_CARE', zh: '照顾父母', en: 'To care for parents' },
  { code: 'SELF_APPLY', zh: '本人申请', en: 'At own request' },
  { code: 'OTHER', zh: '其他', en: 'Other' },
];
