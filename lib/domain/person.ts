import { isLevelOfCategory } from './codes';
import { addMonths, addYears } from './dates';
import { parseIdCard } from './idCard';

/** The fields of a person record the rules look at (domain.md §2.3). Dates are YYYY-MM-DD. */
export interface PersonFacts {
  name: string;
  idType: string;
  idNumber: string;
  gender: string;
  birthDate: string;
  politicalStatus: string;
  partyJoinDate?: string | null;
  mobile?: string | null;
  graduationDate?: string | null;
  workStartDate: string;
  unitEntryDate: string;
  estabStatus: string;
  estabType?: string | null;
  outEmployForm?: string | null;
  postCategory?: string | null;
  postLevel?: string | null;
  appointDate?: string | null;
  dualPost?: boolean;
  secondPostCategory?: string | null;
  secondPostLevel?: string | null;
  contractType?: string | null;
  contractStart?: string | null;
  contractEnd?: string | null;
  probationEnd?: string | null;
}

export interface PersonIssue {
  field: keyof PersonFacts;
  code: string;
  message: string;
  messageEn: string;
}

const NAME = /^[\u4e00-\u9fa5·A-Za-z]{2,30}$/;
const MOBILE = /^1[3-9]\d{9}$/;

/**
 * The record-level rules of a person (R-ID-01/02, R-DT-01/02 and the field rules of domain.md §2.3), shared by the
 * form in the browser and the server. `today` is YYYY-MM-DD.
 */
export function personIssues(p: PersonFacts, today: string): PersonIssue[] {
  const out: PersonIssue[] = [];
  const add = (field: keyof PersonFacts, code: string, message: string, messageEn: string) => out.push({ field, code, message, messageEn });
  if (!NAME.test(p.name)) add('name', 'R-GEN-01', '姓名应为 2–30 个汉字或字母（可含间隔号·），不能有空格',
    'The name must be 2–30 Chinese characters or letters (a middle dot allowed), without spaces');
  if (p.idType === '01') {
    const id = parseIdCard(p.idNumber, today);
    if (!id.ok) {
      if (id.problem === 'checkDigit') add('idNumber', 'R-ID-01', `公民身份号码校验位错误，请核对（第18位应为 ${id.expected}）`,
        `The check digit of the ID number is wrong (the 18th character should be ${id.expected})`);
      else if (id.problem === 'birthDate') add('idNumber', 'R-ID-01', '公民身份号码中的出生日期不正确', 'The birth date in the ID number is not valid');
      else add('idNumber', 'R-ID-01', '公民身份号码应为 18 位，末位为数字或大写 X', 'The ID number must have 18 characters, the last a digit or a capital X');
    } else {
      if (id.info.birthDate !== p.birthDate) add('birthDate', 'R-ID-02', `出生日期与身份证号不一致（身份证为${id.info.birthDate}）`,
        `The birth date does not match the ID number (${id.info.birthDate})`);
      const gender = id.info.gender === 'M' ? '1' : '2';
      if (gender !== p.gender) add('gender', 'R-ID-02', `性别与身份证号不一致（身份证为${gender === '1' ? '男' : '女'}）`,
        `The gender does not match the ID number (${gender === '1' ? 'male' : 'female'})`);
    }
  }
  if (p.mobile && !MOBILE.test(p.mobile)) add('mobile', 'R-GEN-01', '手机号应为 11 位，以 13–19 开头', 'The mobile number must have 11 digits, starting 13–19');
  if ((p.politicalStatus === '01' || p.politicalStatus === '02') && !p.partyJoinDate) add('partyJoinDate', 'R-GEN-01', '中共党员（含预备党员）须填写入党时间', 'A Party member (probationary included) needs the date of joining the Party');
  if (p.graduationDate && p.graduationDate <= addYears(p.birthDate, 14)) add('graduationDate', 'R-DT-01', '毕业时间应晚于出生日期 14 年以上', 'The graduation must be more than 14 years after the birth date');
  if (p.workStartDate < addYears(p.birthDate, 16)) add('workStartDate', 'R-DT-01', '参加工作时间早于16周岁', 'Started work before the age of 16');
  if (p.unitEntryDate < p.workStartDate) add('unitEntryDate', 'R-DT-01', '进入本单位时间不能早于参加工作时间', 'Joining the unit cannot be before the start of work');
  if (p.unitEntryDate > today) add('unitEntryDate', 'R-DT-01', '进入本单位时间不能晚于今天', 'Joining the unit cannot be after today');
  if (p.appointDate && p.appointDate < p.unitEntryDate) add('appointDate', 'R-DT-01', '现岗位聘用时间不能早于进入本单位时间', 'The appointment to the current post cannot be before joining the unit');
  if (p.appointDate && p.appointDate > today) add('appointDate', 'R-DT-01', '现岗位聘用时间不能晚于今天', 'The appointment to the current post cannot be after today');
  if (p.estabStatus === 'IN' && !p.estabType) add('estabType', 'R-GEN-01', '在编人员须填写编制类型', 'A person in establishment needs an establishment type');
  if (p.estabStatus === 'OUT' && !p.outEmployForm) add('outEmployForm', 'R-GEN-01', '编外人员须填写用工形式', 'A person outside establishment needs an employment form');
  if (p.postLevel && (!p.postCategory || !isLevelOfCategory(p.postLevel, p.postCategory))) add('postLevel', 'R-GW-11', '岗位等级不属于所选岗位类别', 'The post level does not belong to the post category');
  if (p.dualPost) {
    if (!p.secondPostCategory || !p.secondPostLevel) add('secondPostLevel', 'R-GEN-01', '双肩挑人员须填写第二岗位类别和等级', 'A dual-post person needs the second post category and level');
    else if (p.secondPostCategory === p.postCategory) add('secondPostCategory', 'R-GEN-01', '双肩挑的两个岗位类别应不同', 'The two posts of a dual post must be of different categories');
    else if (!isLevelOfCategory(p.secondPostLevel, p.secondPostCategory)) add('secondPostLevel', 'R-GW-11', '第二岗位等级不属于其岗位类别', 'The second post level does not belong to its category');
  }
  if (p.contractType === 'FIXED' && !p.contractEnd) add('contractEnd', 'R-GEN-01', '固定期限合同须填写合同止日', 'A fixed-term contract needs an end date');
  if (p.contractStart && p.contractEnd && p.contractEnd <= p.contractStart) add('contractEnd', 'R-DT-02', '合同止日应晚于合同起日', 'The contract must end after it starts');
  if (p.contractStart && p.probationEnd && p.probationEnd > addMonths(p.contractStart, 12)) add('probationEnd', 'R-DT-02', '试用期不能超过 12 个月', 'The probation cannot exceed 12 months');
  return out;
}

/** The key fields whose change goes through a PERSON_INFO filing (domain.md §2.3). */
export const PERSON_KEY_FIELDS = [
  'name', 'idNumber', 'gender', 'birthDate', 'workStartDate', 'unitEntryDate', 'estabStatus', 'estabType', 'postCategory', 'postLevel',
  'education', 'degree', 'titleLevel', 'workerSkill',
] as const;

/**
 * The second post of a 双肩挑 holder: once the person is filed it changes through a 岗位变动 filing (DUAL_ADD, DUAL_REMOVE),
 * whose rules count it against the post plan like any other post (domain.md §3.5).
 */
export const SECOND_POST_FIELDS = ['dualPost', 'secondPostCategory', 'secondPostLevel'] as const;
