import { addYears } from './dates';
import { personIssues, type PersonFacts } from './person';
import { estabTypeFits } from './postEligibility';

/** The whole person record as the form and the import fill it in (domain.md §2.3). Dates are YYYY-MM-DD. */
export interface PersonRecordFacts extends PersonFacts {
  titleDate?: string | null;
  workerSkill?: string | null;
  civilRank?: string | null;
  personStatus: string;
}

/** A finding on one field of the record; `field` names the form field. */
export interface RecordIssue {
  field: string;
  code: string;
  message: string;
  /** The same in English, for the English screens and the API's English answers. */
  messageEn: string;
}

/** The person statuses a unit may enter itself; the others come from filings (R-PS-01). */
export const ENTERABLE_PERSON_STATUSES = ['ON_DUTY', 'SECONDED_OUT', 'SECONDED_IN', 'OFF_POST_STARTUP', 'LONG_SICK', 'OTHER_OFF_DUTY'];

const PASSPORT = /^[A-Z0-9]{5,18}$/;

function idIssues(p: PersonRecordFacts, today: string): RecordIssue[] {
  // A residence permit carries a GB 11643 number: the same checks as the identity card.
  if (p.idType === '02') {
    return personIssues({ ...p, idType: '01' }, today).filter((i) => i.code.startsWith('R-ID-')).map((i) => ({ ...i, field: String(i.field) }));
  }
  if (p.idType === '03' && !PASSPORT.test(p.idNumber)) {
    return [{
      field: 'idNumber', code: 'R-GEN-01', message: '护照号码应为 5–18 位大写字母或数字', messageEn: 'A passport number has 5–18 capital letters or digits',
    }];
  }
  return [];
}

/**
 * Every rule of one person record (domain.md §2.3, §4.1, R-BZ-04, R-PS-01): the shared record rules of
 * `personIssues`, plus what the unit's category and the rest of the record require. `storedStatus` is the
 * status the record already holds, which may stay whatever it is.
 */
export function personRecordIssues(
  p: PersonRecordFacts, unit: { unitCategory: string }, today: string, storedStatus?: string,
): RecordIssue[] {
  const out: RecordIssue[] = personIssues(p, today).map((i) => ({ ...i, field: String(i.field) }));
  const add = (field: string, code: string, message: string, messageEn: string) => out.push({ field, code, message, messageEn });
  if (p.idType !== '01') out.push(...idIssues(p, today));
  const future = (field: keyof PersonRecordFacts, label: string, labelEn: string) => {
    const value = p[field];
    if (typeof value === 'string' && value > today) add(field, 'R-DT-01', `${label}不能晚于今天`, `${labelEn} cannot be after today`);
  };
  future('birthDate', '出生日期', 'The birth date');
  future('workStartDate', '参加工作时间', 'The start of work');
  future('graduationDate', '毕业时间', 'The graduation date');
  future('partyJoinDate', '入党时间', 'The date of joining the Party');
  future('titleDate', '职称取得时间', 'The date of the title');
  if (p.partyJoinDate && p.partyJoinDate < addYears(p.birthDate, 18)) {
    add('partyJoinDate', 'R-DT-01', '入党时间应在年满18周岁之后', 'Joining the Party must be after the 18th birthday');
  }
  if (p.titleDate && p.titleDate < p.workStartDate) {
    add('titleDate', 'R-DT-01', '职称取得时间不能早于参加工作时间', 'The date of the title cannot be before the start of work');
  }

  const inEstab = p.estabStatus === 'IN';
  if (inEstab && p.estabType && !estabTypeFits(unit.unitCategory, p.estabType)) {
    add('estabType', 'R-BZ-04', '编制类型与单位类别不相容', "The establishment type does not fit the unit's category");
  }
  if (inEstab && unit.unitCategory === 'PUBLIC_INST') {
    if (!p.postCategory) add('postCategory', 'R-GEN-01', '事业单位在编人员须填写岗位类别', 'A person in the establishment of a public institution needs a post category');
    if (!p.appointDate) add('appointDate', 'R-GEN-01', '事业单位在编人员须填写现岗位聘用时间', 'A person in the establishment of a public institution needs the appointment date');
    if (!p.contractType) add('contractType', 'R-GEN-01', '事业单位在编人员须填写聘用合同类型', 'A person in the establishment of a public institution needs a contract type');
  }
  if (p.postCategory && !p.postLevel) add('postLevel', 'R-GEN-01', '请选择岗位等级', 'Choose the post level');
  if (inEstab && (p.estabType === 'ADMIN' || p.estabType === 'REF_CIVIL') && !p.civilRank) {
    add('civilRank', 'R-GEN-01', '机关、参公在编人员须填写公务员职务职级', 'A person in an administrative or civil-service-managed establishment needs a civil service rank');
  }
  if (p.postCategory === 'WORKER' && !p.workerSkill) add('workerSkill', 'R-GEN-01', '工勤技能岗位人员须填写工人技术等级', 'A person on a skilled worker post needs a skill grade');
  if (p.contractType && !p.contractStart) add('contractStart', 'R-GEN-01', '请填写合同起始日期', 'Enter the start of the contract');
  if (p.personStatus !== storedStatus && !ENTERABLE_PERSON_STATUSES.includes(p.personStatus)) {
    add('personStatus', 'R-PS-01', '该人员状态只能由招聘、减员等业务办理后自动变更', 'This status is set only by the filings that lead to it (a recruitment, a reduction)');
  }
  return out;
}

/** The ID-number finding alone (R-ID-01), for a record whose other fields are not known yet (an import row). */
export function idNumberIssue(idType: string, idNumber: string, today: string): RecordIssue | null {
  const probe: PersonRecordFacts = {
    name: '', idType, idNumber, gender: '', birthDate: '', politicalStatus: '', workStartDate: '', unitEntryDate: '', estabStatus: '', personStatus: '',
  };
  return idIssues(probe, today).find((i) => i.field === 'idNumber')
    ?? personIssues(probe, today).map((i) => ({ ...i, field: String(i.field) })).find((i) => i.field === 'idNumber' && i.code === 'R-ID-01')
    ?? null;
}
