/**
 * What a unit's own change may not do to the persons it holds in establishment (domain.md §3.1): take a category their
 * establishment types do not fit (R-BZ-04: they convert first), or cut a quota below them (R-BZ-05: that takes the plan
 * to absorb the surplus). The UNIT_INFO filing and the unit registry import both ask these.
 */
import { estabNameEn } from './filing/findingText';
import type { LineFinding } from './jobManage';
import { ESTAB_NAMES, estabTypeFits } from './postEligibility';

/** Persons a unit holds in establishment, by establishment type. */
export type HeldByType = Readonly<Record<string, number>>;

/** The field of a unit's establishment that carries each type's quota. */
export const QUOTA_FIELD = { ADMIN: 'quotaAdmin', INST: 'quotaInst', REF_CIVIL: 'quotaRefCivil', ORGAN_WORKER: 'quotaOrganWorker' } as const;

export type Quotas = Readonly<Record<(typeof QUOTA_FIELD)[keyof typeof QUOTA_FIELD], number>>;

/** R-BZ-04: a finding on `field` for each establishment type the unit's persons hold that `unitCategory` does not take. */
export function unfitHoldingFindings(unitCategory: string, held: HeldByType, field: string): LineFinding[] {
  return Object.entries(held).filter(([type, count]) => count > 0 && !estabTypeFits(unitCategory, type)).map(([type, count]) => ({
    code: 'R-BZ-04', level: 'ERROR', field,
    message: `该单位有 ${count} 名${ESTAB_NAMES[type] ?? type}在编人员，与新的单位类别不相容，请先办理编制转换`,
    messageEn: `${count} person(s) of the unit hold the ${estabNameEn(type)}, which the new category does not take: convert them first`,
  }));
}

/** R-BZ-05: each establishment type whose quota in `quotas` is below the persons the unit holds in it. */
export function quotasBelowStaff(quotas: Quotas, held: HeldByType): { estabType: keyof typeof QUOTA_FIELD; field: keyof Quotas; quota: number; actual: number }[] {
  return (Object.keys(QUOTA_FIELD) as (keyof typeof QUOTA_FIELD)[])
    .map((estabType) => ({ estabType, field: QUOTA_FIELD[estabType], quota: quotas[QUOTA_FIELD[estabType]], actual: held[estabType] ?? 0 }))
    .filter(({ quota, actual }) => quota < actual);
}
