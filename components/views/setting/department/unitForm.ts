import { departmentFields, type DepartmentFields, type DepartmentItem } from '@/lib/contracts/department';
import { failureKey } from '@/lib/domain/formRules';

export const TEXT_FIELDS = [
  'unitName', 'shortName', 'uscc', 'unitCategory', 'instClass', 'unitRank', 'affiliation', 'fundingForm', 'mainPostType',
  'estabDocNo', 'estabDocDate', 'legalRep', 'contactName', 'contactPhone', 'address', 'postcode',
] as const;
type TextField = (typeof TEXT_FIELDS)[number];

/** Fields chosen from a code list of the same name. */
export const CODE_FIELDS = new Set<string>(['unitCategory', 'instClass', 'unitRank', 'affiliation', 'fundingForm', 'mainPostType']);
export const OPTIONAL_FIELDS = new Set<string>(['shortName', 'instClass', 'mainPostType', 'legalRep', 'address', 'postcode']);

export type UnitForm = Record<TextField, string> & { regionCode: string; isCompetentDept: boolean; competentDeptId: string; companyType: string };

export function emptyForm(): UnitForm {
  const text = Object.fromEntries(TEXT_FIELDS.map((k) => [k, ''])) as Record<TextField, string>;
  return { ...text, regionCode: '', isCompetentDept: false, competentDeptId: '', companyType: '区直' };
}

/** The form's values from a unit of the list. */
export function formOf(u: DepartmentItem): UnitForm {
  const text = Object.fromEntries(TEXT_FIELDS.map((k) => [k, u[k] ?? ''])) as Record<TextField, string>;
  return { ...text, regionCode: u.regionCode, isCompetentDept: u.isCompetentDept, competentDeptId: u.competentDeptId ? String(u.competentDeptId) : '', companyType: u.companyType };
}

/** The payload: blanks left out, a competent authority only for a base unit. */
export function toFields(f: UnitForm): DepartmentFields {
  // A required blank stays, so the schema names it as missing rather than as the wrong type.
  const text = Object.fromEntries(TEXT_FIELDS.filter((k) => f[k].trim() !== '' || !OPTIONAL_FIELDS.has(k)).map((k) => [k, f[k].trim()]));
  return {
    ...text, regionCode: f.regionCode, isCompetentDept: f.isCompetentDept, companyType: f.companyType.trim() || '区直',
    competentDeptId: !f.isCompetentDept && f.competentDeptId ? Number(f.competentDeptId) : null,
  } as DepartmentFields;
}

/** Field errors by field name, from the schema the server checks with. */
export function formErrors(f: UnitForm): Record<string, string> {
  const parsed = departmentFields.safeParse(toFields(f));
  const out: Record<string, string> = {};
  if (!parsed.success) for (const issue of parsed.error.issues) out[String(issue.path[0] ?? '')] ??= issue.message;
  return out;
}

/** 撤销单位's reason: two characters at least once trimmed, as the server counts them (message key of `department.revoke`). */
export const revokeReasonError = (reason: string): string | null =>
  failureKey(reason, { trim: true, required: true, min: 2, message: 'reasonRequired' });
