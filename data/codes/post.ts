import type { CodeEntry } from './types';

/** 6.9 岗位类别. */
export const POST_CATEGORY: CodeEntry[] = [
  { code: 'MANAGE', zh: '管理岗位', en: 'Management post' },
  { code: 'TECH', zh: '专业技术岗位', en: 'Professional and technical post' },
  { code: 'WORKER', zh: '工勤技能岗位', en: 'Skilled worker post' },
];

const NUMERALS = ['一', '二', '三', '四', '五', '六', '七', '八', '九', '十', '十一', '十二', '十三'];
const pad = (n: number) => String(n).padStart(2, '0');

/** The band of each post level (domain.md §6.10): the rank a management level equals, the title band of a technical one, the skill of a worker one. */
export const POST_LEVEL_BANDS: Record<string, { zh: string; en: string }> = {
  M01: { zh: '省部级正职', en: 'Provincial or ministerial head' },
  M02: { zh: '省部级副职', en: 'Provincial or ministerial deputy' },
  M03: { zh: '厅局级正职', en: 'Department head' },
  M04: { zh: '厅局级副职', en: 'Department deputy' },
  M05: { zh: '县处级正职', en: 'County or division head' },
  M06: { zh: '县处级副职', en: 'County or division deputy' },
  M07: { zh: '乡科级正职', en: 'Township or section head' },
  M08: { zh: '乡科级副职', en: 'Township or section deputy' },
  M09: { zh: '科员级', en: 'Staff member' },
  M10: { zh: '办事员级', en: 'Clerk' },
  T01: { zh: '国家专设', en: 'Reserved by the state' },
  ...Object.fromEntries([2, 3, 4].map((n) => [`T${pad(n)}`, { zh: '正高级', en: 'Senior, full' }])),
  ...Object.fromEntries([5, 6, 7].map((n) => [`T${pad(n)}`, { zh: '副高级', en: 'Senior, associate' }])),
  ...Object.fromEntries([8, 9, 10].map((n) => [`T${pad(n)}`, { zh: '中级', en: 'Intermediate' }])),
  T11: { zh: '初级（助理级）', en: 'Junior, assistant' },
  T12: { zh: '初级（助理级）', en: 'Junior, assistant' },
  T13: { zh: '初级（员级）', en: 'Junior, entry' },
  W01: { zh: '高级技师', en: 'Senior technician' },
  W02: { zh: '技师', en: 'Technician' },
  W03: { zh: '高级工', en: 'Advanced worker' },
  W04: { zh: '中级工', en: 'Intermediate worker' },
  W05: { zh: '初级工', en: 'Junior worker' },
  W00: { zh: '普通工', en: 'General worker' },
};

/** 6.10 岗位等级: groupCode is the post category. */
export const POST_LEVEL: CodeEntry[] = [
  ...NUMERALS.slice(0, 10).map((zh, i) => ({ code: `M${pad(i + 1)}`, zh: `${zh}级职员`, en: `Staff officer, grade ${i + 1}`, groupCode: 'MANAGE' })),
  ...NUMERALS.map((zh, i) => ({
    code: `T${pad(i + 1)}`, zh: `专业技术${zh}级`, en: `Professional and technical, grade ${i + 1}`, groupCode: 'TECH',
  })),
  ...NUMERALS.slice(0, 5).map((zh, i) => ({ code: `W${pad(i + 1)}`, zh: `技术工${zh}级`, en: `Skilled worker, grade ${i + 1}`, groupCode: 'WORKER' })),
  { code: 'W00', zh: '普通工', en: 'General worker', groupCode: 'WORKER' },
];

/** 6.11 职称级别. */
export const TITLE_LEVEL: CodeEntry[] = [
  { code: 'SENIOR_FULL', zh: '正高级', en: 'Senior, full' },
  { code: 'SENIOR_DEP', zh: '副高级', en: 'Senior, associate' },
  { code: 'MIDDLE', zh: '中级', en: 'Intermediate' },
  { code: 'ASSISTANT', zh: '助理级', en: 'Assistant' },
  { code: 'JUNIOR', zh: '员级', en: 'Entry' },
  { code: 'NONE', zh: '无', en: 'None' },
];

/** 6.11 职称系列 (the design's examples; codes are this system's). */
export const TITLE_SERIES: CodeEntry[] = [
  { code: 'HIGHER_EDU', zh: '高校教师', en: 'University teachers' },
  { code: 'SCHOOL_TEACHER', zh: '中小学教师', en: 'Primary and secondary school teachers' },
  { code: 'HEALTH', zh: '卫生技术', en: 'Health professionals' },
  { code: 'ENGINEERING', zh: '工程技术', en: 'Engineering' },
  { code: 'ACCOUNTING', zh: '会计', en: 'Accounting' },
  { code: 'ECONOMICS', zh: '经济', en: 'Economics' },
  { code: 'STATISTICS', zh: '统计', en: 'Statistics' },
  { code: 'AGRICULTURE', zh: '农业技术', en: 'Agricultural technology' },
  { code: 'JOURNALISM', zh: '新闻', en: 'Journalism' },
  { code: 'PUBLISHING', zh: '出版', en: 'Publishing' },
  { code: 'LIBRARY', zh: '图书资料', en: 'Library and archives' },
  { code: 'MUSEUM', zh: '文物博物', en: 'Cultural relics and museums' },
  { code: 'MASS_CULTURE', zh: '群众文化', en: 'Community culture' },
  { code: 'ARTS', zh: '艺术', en: 'Arts' },
  { code: 'TRANSLATION', zh: '翻译', en: 'Translation' },
  { code: 'LAW', zh: '律师/公证', en: 'Lawyers and notaries' },
  { code: 'LAB', zh: '实验技术', en: 'Laboratory technology' },
  { code: 'RESEARCH', zh: '科学研究', en: 'Scientific research' },
  { code: 'CRAFT_ART', zh: '工艺美术', en: 'Arts and crafts' },
  { code: 'OTHER', zh: '其他', en: 'Other' },
];

/** 6.12 工人技术等级. */
export const WORKER_SKILL: CodeEntry[] = [
  { code: 'SENIOR_TECHNICIAN', zh: '高级技师', en: 'Senior technician' },
  { code: 'TECHNICIAN', zh: '技师', en: 'Technician' },
  { code: 'ADV', zh: '高级工', en: 'Advanced worker' },
  { code: 'MID', zh: '中级工', en: 'Intermediate worker' },
  { code: 'JUN', zh: '初级工', en: 'Junior worker' },
  { code: 'NONE', zh: '无', en: 'None' },
];

/** §2.3 聘用合同类型. */
export const CONTRACT_TYPE: CodeEntry[] = [
  { code: 'FIXED', zh: '固定期限', en: 'Fixed term' },
  { code: 'TO_RETIRE', zh: '至退休', en: 'Until retirement' },
  { code: 'TASK', zh: '以完成工作任务为期限', en: 'For the duration of a task' },
];

/**
 * §2.3 公务员职务职级 (一级巡视员…二级科员, with the leading posts): the codes are this system's [设计];
 * recorded only, never checked against a post structure.
 */
export const CIVIL_RANK: CodeEntry[] = [
  { code: 'LEAD_DEPT_FULL', zh: '厅局级正职', en: 'Department head' },
  { code: 'LEAD_DEPT_DEP', zh: '厅局级副职', en: 'Department deputy' },
  { code: 'LEAD_DIV_FULL', zh: '县处级正职', en: 'Division head' },
  { code: 'LEAD_DIV_DEP', zh: '县处级副职', en: 'Division deputy' },
  { code: 'LEAD_SEC_FULL', zh: '乡科级正职', en: 'Section head' },
  { code: 'LEAD_SEC_DEP', zh: '乡科级副职', en: 'Section deputy' },
  { code: 'INSPECTOR_1', zh: '一级巡视员', en: 'Inspector, grade 1' },
  { code: 'INSPECTOR_2', zh: '二级巡视员', en: 'Inspector, grade 2' },
  { code: 'RESEARCHER_1', zh: '一级调研员', en: 'Researcher, grade 1' },
  { code: 'RESEARCHER_2', zh: '二级调研员', en: 'Researcher, grade 2' },
  { code: 'RESEARCHER_3', zh: '三级调研员', en: 'Researcher, grade 3' },
  { code: 'RESEARCHER_4', zh: '四级调研员', en: 'Researcher, grade 4' },
  { code: 'PRINCIPAL_1', zh: '一级主任科员', en: 'Principal staff member, grade 1' },
  { code: 'PRINCIPAL_2', zh: '二级主任科员', en: 'Principal staff member, grade 2' },
  { code: 'PRINCIPAL_3', zh: '三级主任科员', en: 'Principal staff member, grade 3' },
  { code: 'PRINCIPAL_4', zh: '四级主任科员', en: 'Principal staff member, grade 4' },
  { code: 'CLERK_1', zh: '一级科员', en: 'Staff member, grade 1' },
  { code: 'CLERK_2', zh: '二级科员', en: 'Staff member, grade 2' },
];

/** §2.5 GWPY 聘用类型 (also the change kind of a post-history row). */
export const APPOINT_KIND: CodeEntry[] = [
  { code: 'FIRST', zh: '首次聘用', en: 'First appointment' },
  { code: 'PROMOTE', zh: '晋升', en: 'Promotion' },
  { code: 'COMPETE', zh: '竞聘', en: 'Competitive appointment' },
  { code: 'RENEW', zh: '续聘', en: 'Renewal' },
];

/** §2.5 GWBD 变动类型. */
export const POST_CHANGE_KIND: CodeEntry[] = [
  { code: 'CATEGORY_SWITCH', zh: '转岗', en: 'Change of post category' },
  { code: 'DEMOTE', zh: '降低等级', en: 'Demotion' },
  { code: 'DISMISS_POST', zh: '解聘岗位', en: 'Removal from post' },
  { code: 'DUAL_ADD', zh: '增加双肩挑', en: 'Dual post added' },
  { code: 'DUAL_REMOVE', zh: '撤销双肩挑', en: 'Dual post removed' },
];
