/** The pure rules of the recruitment filings (domain.md §2.5 ZPJH/GCCRC/ZPJG/FBGG, §4.2, §4.4, §4.6). Dates are YYYY-MM-DD. */
import { degreeLevel, isLevelOfCategory, meetsEducation } from './codes';
import { addYears, ageOn } from './dates';
import { estabNameEn } from './filing/findingText';
import { parseIdCard } from './idCard';

export interface RecruitIssue {
  code: string;
  level: 'ERROR' | 'WARN';
  message: string;
  messageEn: string;
  field: string;
}

const error = (code: string, field: string, message: string, messageEn: string): RecruitIssue => ({ code, level: 'ERROR', field, message, messageEn });
const lineField = (i: number, name: string) => `lines[${i}].${name}`;

/** Whole days from `a` to `b` (negative when `b` is earlier). */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.UTC(+b.slice(0, 4), +b.slice(5, 7) - 1, +b.slice(8, 10)) - Date.UTC(+a.slice(0, 4), +a.slice(5, 7) - 1, +a.slice(8, 10))) / 86_400_000);
}

/** The minimum publicity of the persons to be hired, in days counting both ends ([法规] 《事业单位公开招聘人员暂行规定》). */
export const PUBLICITY_DAYS = 7;

/** An approved plan may be used until 30 June of the year after the plan year ([设计] R-BZ-03). */
export function planValidUntil(year: number): string {
  return `${year + 1}-06-30`;
}

/** The default age limit of a post by the degree it asks for ([惯例]: 35, a master 40, a doctor 45). */
export function defaultAgeMax(degreeReq: string): number {
  return degreeReq === 'DOCTOR' ? 45 : degreeReq === 'MASTER' ? 40 : 35;
}

export interface PlanPostFacts {
  postCode: string;
  postCategory: string;
  postLevel: string;
  recruitCount: number;
}

/** A plan's own consistency: sign-up dates in order, post codes unique, each level of its category, at least one post. */
export function planIssues(header: { signupStart: string; signupEnd: string }, lines: PlanPostFacts[]): RecruitIssue[] {
  const out: RecruitIssue[] = [];
  if (!lines.length) out.push(error('R-GEN-01', 'lines', '请至少添加一个招聘岗位', 'Add at least one post to recruit for'));
  if (header.signupEnd < header.signupStart) out.push(error('R-GEN-01', 'header.signupEnd', '报名截止日期不能早于报名开始日期', 'The sign-up end date cannot be before its start date'));
  const seen = new Map<string, number>();
  lines.forEach((l, i) => {
    const code = l.postCode.toUpperCase();
    if (seen.has(code)) out.push(error('R-GEN-01', lineField(i, 'postCode'), `第 ${i + 1} 行岗位代码 ${l.postCode} 与第 ${seen.get(code)! + 1} 行重复`,
      `Line ${i + 1}: post code ${l.postCode} repeats line ${seen.get(code)! + 1}`));
    else seen.set(code, i);
    if (!isLevelOfCategory(l.postLevel, l.postCategory)) out.push(error('R-GW-11', lineField(i, 'postLevel'), `第 ${i + 1} 行岗位等级与岗位类别不符`,
      `Line ${i + 1}: the post level does not belong to the post category`));
  });
  return out;
}

export interface RoomFacts {
  estabType: string;
  /** 空编 as quota.ts computes it: approved − actual − approved not arrived − persons in transit. */
  vacancy: number;
  /** What approved-and-valid or pending plans still hold (their counts less results filed or pending against them). */
  reservedByPlans: number;
}

export const ESTAB_NAMES: Readonly<Record<string, string>> = { ADMIN: '行政编制', INST: '事业编制', REF_CIVIL: '参公事业编制', ORGAN_WORKER: '机关工勤编制' };

/** The room for new recruitment of one establishment type; negative when over-committed. */
export function availableForRecruitment(r: RoomFacts): number {
  return r.vacancy - r.reservedByPlans;
}

/** Sums a count per establishment type. */
export function countByEstab<T>(items: T[], estab: (t: T) => string, count: (t: T) => number = () => 1): Map<string, number> {
  const out = new Map<string, number>();
  for (const it of items) out.set(estab(it), (out.get(estab(it)) ?? 0) + count(it));
  return out;
}

/** R-BZ-02: a plan's (or an introduction's) total per establishment type within the room left for recruitment. */
export function recruitRoomIssues(kind: '招聘' | '引进', wanted: Map<string, number>, rooms: RoomFacts[]): RecruitIssue[] {
  const out: RecruitIssue[] = [];
  for (const [estabType, n] of wanted) {
    const room = rooms.find((r) => r.estabType === estabType);
    const available = room ? availableForRecruitment(room) : 0;
    if (n > available) {
      const detail = room ? `（空编${room.vacancy}，已核准或在审计划未使用${room.reservedByPlans}）` : '';
      const detailEn = room ? ` (vacancies ${room.vacancy}, unused by approved or pending plans ${room.reservedByPlans})` : '';
      out.push(error('R-BZ-02', 'lines', `拟${kind}${ESTAB_NAMES[estabType] ?? estabType}${n}人，可用空编${Math.max(available, 0)}人${detail}`,
        `${kind === '招聘' ? 'Recruiting' : 'Introducing'} ${n} on the ${estabNameEn(estabType)}, ${Math.max(available, 0)} vacancies available${detailEn}`));
    }
  }
  return out;
}

export interface NewPersonFacts {
  name: string;
  idNumber: string;
  gender: string;
  birthDate: string;
  workStartDate?: string;
}

/** R-ID-01/02 and R-DT-01 for a person not yet on record: a valid ID agreeing with birth date and gender, work from 16. */
export function newPersonIssues(p: NewPersonFacts, i: number, today: string): RecruitIssue[] {
  const parsed = parseIdCard(p.idNumber, today);
  const at = `第 ${i + 1} 行 ${p.name}：`;
  const atEn = `Line ${i + 1} ${p.name}: `;
  if (!parsed.ok) {
    const why = parsed.problem === 'checkDigit' ? `公民身份号码校验位错误（第18位应为 ${parsed.expected}）` : '公民身份号码格式或出生日期不正确';
    const whyEn = parsed.problem === 'checkDigit'
      ? `the check digit of the ID number is wrong (the 18th character should be ${parsed.expected})` : 'the ID number or the birth date in it is not valid';
    return [error('R-ID-01', lineField(i, 'idNumber'), at + why, atEn + whyEn)];
  }
  const out: RecruitIssue[] = [];
  if (parsed.info.birthDate !== p.birthDate) out.push(error('R-ID-02', lineField(i, 'birthDate'), `${at}出生日期与身份证号不一致（身份证为${parsed.info.birthDate}）`,
    `${atEn}the birth date does not match the ID number (${parsed.info.birthDate})`));
  if ((parsed.info.gender === 'M' ? '1' : '2') !== p.gender) out.push(error('R-ID-02', lineField(i, 'gender'), `${at}性别与身份证号不一致`, `${atEn}the gender does not match the ID number`));
  if (p.workStartDate) {
    if (p.workStartDate < addYears(p.birthDate, 16)) out.push(error('R-DT-01', lineField(i, 'workStartDate'), `${at}参加工作时间早于16周岁`, `${atEn}started work before the age of 16`));
    if (p.workStartDate > today) out.push(error('R-DT-01', lineField(i, 'workStartDate'), `${at}参加工作时间不能晚于今天`, `${atEn}the start of work cannot be after today`));
  }
  return out;
}

/** R-JY-04 for new persons: one ID number once per filing. */
export function duplicateIdIssues(lines: { idNumber: string }[]): RecruitIssue[] {
  const seen = new Map<string, number>();
  const out: RecruitIssue[] = [];
  lines.forEach((l, i) => {
    const id = l.idNumber.toUpperCase();
    if (seen.has(id)) out.push(error('R-JY-04', lineField(i, 'idNumber'), `第 ${i + 1} 行与第 ${seen.get(id)! + 1} 行是同一人员，同一件内只能出现一次`,
      `Line ${i + 1} is the same person as line ${seen.get(id)! + 1}; a person appears once per filing`));
    else seen.set(id, i);
  });
  return out;
}

/** R-GW-11 for the person of line `i` (a result's or an introduction's): the level offered belongs to the post category. */
const levelIssues = (name: string, i: number, level: string, category: string): RecruitIssue[] => (isLevelOfCategory(level, category)
  ? [] : [error('R-GW-11', lineField(i, 'postLevel'), `第 ${i + 1} 行 ${name}：拟聘等级与岗位类别不符`,
    `Line ${i + 1} ${name}: the level offered does not belong to the post category`)]);

/** R-GW-11 for the persons of an introduction: the level offered belongs to the post category offered. */
export function talentLineIssues(lines: { name: string; postCategory: string; postLevel: string }[]): RecruitIssue[] {
  return lines.flatMap((l, i) => levelIssues(l.name, i, l.postLevel, l.postCategory));
}

/** R-GEN-06: the publicity lasted at least `minDays` (7 by default; both ends counted) and ended by the day of submission. */
export function publicityIssues(start: string, end: string, submitDay: string, minDays = PUBLICITY_DAYS): RecruitIssue[] {
  if (end < start) return [error('R-GEN-06', 'header.publicityEnd', '公示截止日期不能早于公示开始日期', 'The publicity end date cannot be before its start date')];
  const days = daysBetween(start, end) + 1;
  const out: RecruitIssue[] = [];
  if (days < minDays) out.push(error('R-GEN-06', 'header.publicityEnd', `公示期为${days}日，不得少于${minDays}日`,
    `The publicity lasted ${days} days; it must last at least ${minDays}`));
  if (end > submitDay) out.push(error('R-GEN-06', 'header.publicityEnd', `公示截止日（${end}）尚未届满，公示期满后方可提交`,
    `The publicity runs until ${end}; submit once it is over`));
  return out;
}

export interface PlanPost extends PlanPostFacts {
  postName: string;
  ageMax: number;
  eduReq: string;
  degreeReq: string;
  estabType: string;
}

export interface ResultLineFacts extends NewPersonFacts {
  postCode: string;
  education: string;
  degree?: string;
  postLevel: string;
  physicalResult: string;
  inspectResult: string;
}

const DEGREE_RANK: Record<string, number> = { NONE: 0, BACHELOR: 1, MASTER: 2, DOCTOR: 3 };

/**
 * R-BZ-03 and R-AGE-01 for the persons of a result: each post of the plan, at most its count less the results already
 * filed or pending on it; each person meeting the post's age (on the sign-up deadline), education and degree, and
 * having passed the physical and the inspection; the level one of the post's category.
 */
export function resultLineIssues(lines: ResultLineFacts[], posts: PlanPost[], used: Map<string, number>, ageDay: string): RecruitIssue[] {
  const out: RecruitIssue[] = [];
  const taken = new Map<string, number>();
  lines.forEach((l, i) => {
    const at = `第 ${i + 1} 行 ${l.name}：`;
    const atEn = `Line ${i + 1} ${l.name}: `;
    const post = posts.find((p) => p.postCode.toUpperCase() === l.postCode.toUpperCase());
    if (!post) {
      out.push(error('R-BZ-03', lineField(i, 'postCode'), `${at}岗位代码 ${l.postCode} 不在招聘计划内`, `${atEn}post code ${l.postCode} is not in the recruitment plan`));
      return;
    }
    taken.set(post.postCode, (taken.get(post.postCode) ?? 0) + 1);
    const age = ageOn(l.birthDate, ageDay);
    if (age > post.ageMax) out.push(error('R-AGE-01', lineField(i, 'birthDate'), `${at}报名截止日年龄${age}周岁，超过岗位 ${post.postCode} 的上限${post.ageMax}周岁`,
      `${atEn}aged ${age} at the sign-up deadline, above the limit of ${post.ageMax} of post ${post.postCode}`));
    if (!meetsEducation(l.education, post.eduReq)) out.push(error('R-GEN-01', lineField(i, 'education'), `${at}学历不符合岗位 ${post.postCode} 的最低学历要求`,
      `${atEn}the education is below what post ${post.postCode} requires`));
    const level = degreeLevel(l.degree);
    if ((level ? DEGREE_RANK[level] : 0) < (DEGREE_RANK[post.degreeReq] ?? 0)) out.push(error('R-GEN-01', lineField(i, 'degree'), `${at}学位不符合岗位 ${post.postCode} 的要求`,
      `${atEn}the degree does not meet what post ${post.postCode} requires`));
    if (l.physicalResult !== 'PASS') out.push(error('R-GEN-01', lineField(i, 'physicalResult'), `${at}体检不合格，不能拟聘用`, `${atEn}failed the physical examination and cannot be hired`));
    if (l.inspectResult !== 'PASS') out.push(error('R-GEN-01', lineField(i, 'inspectResult'), `${at}考察不合格，不能拟聘用`, `${atEn}failed the inspection and cannot be hired`));
    out.push(...levelIssues(l.name, i, l.postLevel, post.postCategory));
  });
  for (const [code, n] of taken) {
    const post = posts.find((p) => p.postCode === code)!;
    const left = post.recruitCount - (used.get(code) ?? 0);
    if (n > left) out.push(error('R-BZ-03', 'lines', `岗位 ${code}（${post.postName}）计划${post.recruitCount}人，已备案或在审${used.get(code) ?? 0}人，本次${n}人，超出${n - left}人`,
      `Post ${code} plans ${post.recruitCount}, ${used.get(code) ?? 0} filed or under review, ${n} in this filing: ${n - left} too many`));
  }
  return out;
}

/** The filing an announcement of each type hangs on (domain.md §2.5 FBGG relatedFilingId, 按类型必填). */
export function announcementRelation(noticeType: string): { filingType: 'RECRUIT_PLAN' | 'TALENT_INTRO' | 'ANNOUNCEMENT'; required: boolean } | null {
  switch (noticeType) {
    case 'RECRUIT_NOTICE': case 'QUAL_REVIEW': case 'EXAM_NOTICE': case 'PHYSICAL': case 'PUBLICITY':
      return { filingType: 'RECRUIT_PLAN', required: true };
    case 'TALENT_NOTICE':
      return { filingType: 'TALENT_INTRO', required: false };
    case 'CORRECTION':
      return { filingType: 'ANNOUNCEMENT', required: true };
    default:
      return null;
  }
}

/** An announcement's window: in order, and not already over when it is submitted or approved. */
export function windowIssues(start: string, end: string, today: string): RecruitIssue[] {
  if (end < start) return [error('R-GEN-01', 'header.publishEnd', '发布截止日期不能早于发布开始日期', 'The publication end date cannot be before its start date')];
  if (end < today) return [error('R-GEN-01', 'header.publishEnd', `发布截止日期（${end}）已过，请调整发布期间`,
    `The publication end date (${end}) has passed; adjust the period`)];
  return [];
}

/** The announcement text as notice HTML: each paragraph escaped and wrapped. */
export function announcementHtml(content: string): string {
  const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  return content.split(/\n+/).map((p) => p.trim()).filter(Boolean).map((p) => `<p>${escape(p)}</p>`).join('');
}

/** Arrival (R-PS-01 PENDING_ARRIVAL → ON_DUTY): approved ≤ arrival ≤ today; 16 years old ≤ start of work ≤ arrival. */
export function arrivalIssues(a: { arrivalDate: string; workStartDate: string; birthDate: string; approvedOn: string; today: string }): RecruitIssue[] {
  const out: RecruitIssue[] = [];
  if (a.arrivalDate > a.today) out.push(error('R-DT-01', 'arrivalDate', '报到日期不能晚于今天', 'The arrival date cannot be after today'));
  if (a.arrivalDate < a.approvedOn) out.push(error('R-DT-01', 'arrivalDate', `报到日期不能早于备案通过日期（${a.approvedOn}）`,
    `The arrival date cannot be before the approval (${a.approvedOn})`));
  if (a.workStartDate > a.arrivalDate) out.push(error('R-DT-01', 'workStartDate', '参加工作时间不能晚于报到日期', 'The start of work cannot be after the arrival date'));
  if (a.workStartDate < addYears(a.birthDate, 16)) out.push(error('R-DT-01', 'workStartDate', '参加工作时间早于16周岁', 'Started work before the age of 16'));
  return out;
}
