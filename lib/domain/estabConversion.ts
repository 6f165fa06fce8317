/** 编制转换/身份转换 (domain.md §2.5 BZZH): the checks of one conversion line and the quota it takes. */
import { isLevelOfCategory } from './codes';
import { estabNameEn, levelNameEn } from './filing/findingText';
import { estabTypeFits } from './postEligibility';

export type EstabKind = 'ADMIN' | 'INST' | 'REF_CIVIL' | 'ORGAN_WORKER';

export const ESTAB_NAMES: Record<EstabKind, string> = { ADMIN: '行政编制', INST: '事业编制', REF_CIVIL: '参公事业编制', ORGAN_WORKER: '机关工勤编制' };

/** Statuses that hold an establishment post (domain.md §5.1): only such filed persons can be converted. */
const OCCUPYING = ['ON_DUTY', 'SECONDED_OUT', 'OFF_POST_STARTUP', 'LONG_SICK', 'OTHER_OFF_DUTY'];

export interface ConvertedPerson {
  name: string;
  estabStatus: string;
  estabType: string | null;
  postCategory: string | null;
  postLevel: string | null;
  unitEntryDate: string;
  personStatus: string;
  recordStatus: string;
}

export interface Conversion {
  toEstabStatus: 'IN' | 'OUT';
  toEstabType: string | null;
  toCategory: string | null;
  toLevel: string | null;
  effectiveDate: string;
}

export interface ConversionIssue {
  code: string;
  field: string;
  message: string;
  messageEn: string;
}

/** The establishment type the line newly occupies (a conversion into establishment or between types), or null. */
export function quotaTaken(person: Pick<ConvertedPerson, 'estabStatus' | 'estabType'>, c: Pick<Conversion, 'toEstabStatus' | 'toEstabType'>): string | null {
  if (c.toEstabStatus !== 'IN' || !c.toEstabType) return null;
  return person.estabStatus === 'IN' && person.estabType === c.toEstabType ? null : c.toEstabType;
}

/** Whether the line changes anything of the person's establishment or post category. */
export function changesSomething(p: ConvertedPerson, c: Conversion): boolean {
  return p.estabStatus !== c.toEstabStatus || (p.estabType ?? null) !== (c.toEstabType ?? null)
    || (c.toCategory !== null && (c.toCategory !== p.postCategory || c.toLevel !== p.postLevel));
}

/** The checks of one line that need no database: who may be converted, into what, and when. */
export function conversionIssues(p: ConvertedPerson, c: Conversion, unitCategory: string, today: string): ConversionIssue[] {
  const out: ConversionIssue[] = [];
  if (p.recordStatus !== 'FILED' || !OCCUPYING.includes(p.personStatus)) {
    out.push({ code: 'R-PS-01', field: 'personId', message: `${p.name}不是已备案的在职人员，不能办理编制转换`,
      messageEn: `${p.name} is not a filed person on duty and cannot be converted` });
  }
  if (!changesSomething(p, c)) out.push({ code: 'R-GEN-01', field: 'toEstabType', message: `${p.name}转换前后编制与岗位相同，无需转换`,
    messageEn: `${p.name} keeps the same establishment and post; nothing to convert` });
  if (c.toEstabStatus === 'IN' && c.toEstabType && !estabTypeFits(unitCategory, c.toEstabType)) {
    out.push({ code: 'R-BZ-04', field: 'toEstabType', message: `${ESTAB_NAMES[c.toEstabType as EstabKind] ?? c.toEstabType}与单位类别不相容`,
      messageEn: `The ${estabNameEn(c.toEstabType)} does not suit the unit category` });
  }
  if (c.toCategory && c.toLevel && !isLevelOfCategory(c.toLevel, c.toCategory)) {
    out.push({ code: 'R-GW-11', field: 'toLevel', message: `岗位等级 ${c.toLevel} 不属于所选岗位类别`,
      messageEn: `Post level ${levelNameEn(c.toLevel)} does not belong to the post category` });
  }
  if (c.effectiveDate > today) out.push({ code: 'R-DT-01', field: 'effectiveDate', message: '转换生效日期不能晚于今天', messageEn: 'The conversion cannot take effect after today' });
  if (c.effectiveDate < p.unitEntryDate) {
    out.push({ code: 'R-DT-01', field: 'effectiveDate', message: `转换生效日期不能早于进入本单位时间（${p.unitEntryDate}）`,
      messageEn: `The conversion cannot take effect before joining the unit (${p.unitEntryDate})` });
  }
  return out;
}

export interface QuotaLine {
  estabType: string;
  approved: number;
  actual: number;
  approvedNotArrived: number;
  inTransit: number;
}

export interface Texts {
  message: string;
  messageEn: string;
}

/** R-BZ-01: actual + approved-not-arrived + in transit + this filing's additions ≤ the quota; the message when not. */
export function quotaShortfall(q: QuotaLine, added: number): Texts | null {
  const vacancy = q.approved - q.actual - q.approvedNotArrived - q.inTransit;
  if (!added || added <= vacancy) return null;
  const name = ESTAB_NAMES[q.estabType as EstabKind] ?? q.estabType;
  const nameEn = estabNameEn(q.estabType);
  return {
    message: `${name}已满：核定${q.approved}，实有${q.actual}，已批未到岗${q.approvedNotArrived}，在途${q.inTransit}，本次新增${added}，超出${added - vacancy}人`,
    messageEn: `The ${nameEn} is full: approved ${q.approved}, actual ${q.actual}, approved not arrived ${q.approvedNotArrived}, `
      + `in transit ${q.inTransit}, added now ${added}, ${added - vacancy} over`,
  };
}
