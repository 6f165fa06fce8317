import { addYears } from './dates';
/** Rules of personnel exchange (R-JL-01, R-JL-02) and the quota it needs (R-BZ-01), domain.md §2.5 RYJL/NBJL, §4.4. */

export interface HeaderFinding {
  code: string;
  message: string;
  messageEn: string;
  field: string;
}

/** Statuses in which a person can be moved: on the books of the unit and holding its post. */
export const MOVABLE_STATUSES = ['ON_DUTY', 'SECONDED_OUT', 'OFF_POST_STARTUP', 'LONG_SICK', 'OTHER_OFF_DUTY'];

export interface ExchangeHeaderFacts {
  direction: 'IN' | 'OUT';
  counterpartInSystem: boolean;
  counterpartUnitId?: number | null;
}

/** R-JL-01 on the header: a transfer within the system is filed by the receiving unit, from another unit. */
export function exchangeHeaderFindings(h: ExchangeHeaderFacts, filerUnitId: number): HeaderFinding[] {
  if (!h.counterpartInSystem) return [];
  if (h.direction === 'OUT') {
    return [{ code: 'R-JL-01', field: 'header.direction', message: '系统内调动由调入单位发起，调出单位在“调出相关”列表中查看并上传同意函',
      messageEn: 'A transfer within the system is filed by the receiving unit; the sending unit uploads its consent from its outgoing list' }];
  }
  if (h.counterpartUnitId === filerUnitId) return [{ code: 'R-JL-01', field: 'header.counterpartUnitId', message: '调出单位不能是本单位', messageEn: 'The sending unit cannot be your own unit' }];
  return [];
}

export interface MoveSubject {
  name: string;
  unitId: number;
  recordStatus: string;
  personStatus: string;
}

/** R-JL-01 on a person: filed at the sending unit and on its books (the lock is the engine's R-GEN-04). */
export function movableFinding(p: MoveSubject, fromUnitId: number, fromUnitName: string): { message: string; messageEn: string } | null {
  if (p.unitId !== fromUnitId) return { message: `${p.name}不在${fromUnitName}`, messageEn: `${p.name} is not in ${fromUnitName}` };
  if (p.recordStatus !== 'FILED') {
    return { message: `${p.name}尚未在${fromUnitName}备案，不能交流`, messageEn: `${p.name} is not filed at ${fromUnitName} and cannot be transferred` };
  }
  if (!MOVABLE_STATUSES.includes(p.personStatus)) return { message: `${p.name}当前不在职，不能交流`, messageEn: `${p.name} is not on duty and cannot be transferred` };
  return null;
}

/**
 * R-JY-02 and R-PS-01 on the day a person leaves their unit (调出, 借调, 交流): not before the day they entered it, which
 * would put their reduction, secondment or arrival elsewhere before their time there.
 */
export function leavingDateFinding(p: { name: string; unitEntryDate: string }, effectiveDate: string): { message: string; messageEn: string } | null {
  if (effectiveDate >= p.unitEntryDate) return null;
  return {
    message: `${p.name}的生效日期不能早于其进入本单位时间（${p.unitEntryDate}）`,
    messageEn: `The effective date for ${p.name} cannot be before they joined the unit (${p.unitEntryDate})`,
  };
}

/**
 * R-DT-01 on an arrival from outside the system: the day of arrival is the person's unit entry date, so it comes no
 * earlier than the day they started work (the line's, or the arrival itself when the line gives none) and their 16th
 * birthday.
 */
export function arrivalDateFinding(
  p: { name: string; birthDate: string; workStartDate?: string | null }, effectiveDate: string,
): { field: 'effectiveDate'; message: string; messageEn: string } | null {
  if (p.workStartDate && effectiveDate < p.workStartDate) {
    return {
      field: 'effectiveDate', message: `${p.name}的调入日期不能早于参加工作时间（${p.workStartDate}）`,
      messageEn: `${p.name} cannot arrive before starting work (${p.workStartDate})`,
    };
  }
  const sixteen = addYears(p.birthDate, 16);
  if (effectiveDate < sixteen) {
    return { field: 'effectiveDate', message: `${p.name}的调入日期早于其16周岁（${sixteen}）`, messageEn: `${p.name} would arrive before the age of 16 (${sixteen})` };
  }
  return null;
}

/** The unit a person seconded out (借调出) is seconded to: the receiving side of the open secondment. */
export interface OpenSecondment {
  unitId: number;
  unitName: string;
}

/**
 * R-JL-01 on a seconded person: a person seconded out moves within the system only by 借调转调 (SECONDMENT_END) to the
 * unit of the secondment, and is seconded again only once it has ended; 借调转调 is for a person seconded out. `secondment`
 * is null when no open secondment is on record (a status entered before the system): the receiving unit is not checked.
 */
export function secondedMoveFinding(
  p: Pick<MoveSubject, 'name' | 'personStatus'>, secondment: OpenSecondment | null, move: { mode: string; toUnitId: number },
): { message: string; messageEn: string } | null {
  const seconded = p.personStatus === 'SECONDED_OUT';
  if (move.mode === 'SECONDMENT_END') {
    if (!seconded) {
      return { message: `${p.name}不在借调中，“借调转调”只适用于借调出的人员`, messageEn: `${p.name} is not on secondment; "Secondment turned into transfer" is for a person seconded out` };
    }
    if (secondment && secondment.unitId !== move.toUnitId) {
      return { message: `${p.name}借调在${secondment.unitName}，借调转调只能调入借调单位`,
        messageEn: `${p.name} is seconded to ${secondment.unitName}; a secondment turns into a transfer to that unit only` };
    }
    return null;
  }
  if (!seconded) return null;
  if (move.mode === 'SECONDMENT') return { message: `${p.name}正在借调中，须先办理借调结束`, messageEn: `${p.name} is on secondment; end it first` };
  return { message: `${p.name}正在借调中，须先办理借调结束，或以“借调转调”方式调入借调单位`,
    messageEn: `${p.name} is on secondment; end it first, or transfer them to the unit of the secondment as "Secondment turned into transfer"` };
}

export interface UnitFacts {
  id: number;
  name: string;
  competentDeptId: number | null;
}

/** R-JL-02: both units belong to the filing's competent authority; a base unit files only what leaves it. */
export function internalExchangeFindings(from: UnitFacts, to: UnitFacts, authorityId: number | null, filerUnitId: number, filerIsAuthority: boolean): HeaderFinding[] {
  const out: HeaderFinding[] = [];
  if (from.id === to.id) out.push({ code: 'R-JL-02', field: 'header.toUnitId', message: '调入单位不能与调出单位相同', messageEn: 'The receiving unit cannot be the sending unit' });
  for (const [u, field] of [[from, 'header.fromUnitId'], [to, 'header.toUnitId']] as const) {
    if (u.competentDeptId === null || u.competentDeptId !== authorityId) {
      out.push({ code: 'R-JL-02', field, message: `${u.name}不属于本主管部门，内部交流限于同一主管部门所属单位之间`,
        messageEn: `${u.name} is not under this competent authority; an internal exchange stays among its own units` });
    }
  }
  if (!filerIsAuthority && from.id !== filerUnitId) out.push({ code: 'R-JL-02', field: 'header.fromUnitId', message: '基层单位只能填报本单位调出的内部交流', messageEn: 'A base unit files only the internal exchanges leaving it' });
  return out;
}

export interface QuotaShortfall {
  estabType: string;
  vacancy: number;
  adding: number;
}

/** R-BZ-01: the establishment types whose vacancies (after other in-flight moves) cannot take this filing's persons. */
export function quotaShortfalls(vacancy: Record<string, number>, adding: Record<string, number>): QuotaShortfall[] {
  return Object.entries(adding)
    .map(([estabType, n]) => ({ estabType, vacancy: vacancy[estabType] ?? 0, adding: n }))
    .filter((s) => s.adding > 0 && s.adding > s.vacancy);
}
