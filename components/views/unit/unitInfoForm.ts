import { establishmentFields, unitKeyFields, type CompanyView } from '@/lib/contracts/unit';

export const UNIT_FIELDS = [
  'unitName', 'shortName', 'uscc', 'unitCategory', 'instClass', 'unitRank', 'affiliation', 'fundingForm', 'mainPostType',
  'estabDocNo', 'estabDocDate', 'legalRep', 'contactName', 'contactPhone', 'address', 'postcode',
] as const;
export const QUOTA_FIELDS = ['quotaAdmin', 'quotaInst', 'quotaRefCivil', 'quotaOrganWorker'] as const;
export const ESTAB_FIELDS = [
  ...QUOTA_FIELDS, 'instQuotaManage', 'instQuotaTech', 'instQuotaWorker', 'leaderFull', 'leaderDeputy', 'internalOrgCount', 'docNo', 'docDate',
] as const;
const OPTIONAL_COUNTS = new Set(['instQuotaManage', 'instQuotaTech', 'instQuotaWorker']);
const TEXT_FIELDS = new Set(['docNo', 'docDate']);

export type FormValues = Record<string, string>;

/** The form's text values from the unit as it stands. */
/** The form's text: a filing being edited gives its own header, a new one starts from the unit as it stands. */
export function initialValues(c: CompanyView, filed?: Record<string, unknown>): { unit: FormValues; estab: FormValues } {
  const own = filed as { unit?: Record<string, unknown>; establishment?: Record<string, unknown> } | undefined;
  const current: Record<string, unknown> = own?.unit ?? c.unit;
  const unit = Object.fromEntries(UNIT_FIELDS.map((k) => [k, String(current[k] ?? '')]));
  const e = own?.establishment ?? c.establishment;
  const estab = Object.fromEntries(ESTAB_FIELDS.map((k) => [k, e && e[k] !== null && e[k] !== undefined ? String(e[k]) : '']));
  return { unit, estab };
}

const count = (k: string, v: string) => (v.trim() === '' ? (OPTIONAL_COUNTS.has(k) ? null : Number.NaN) : Number(v));

/** The filing header from the form's text: blanks dropped, counts as numbers, the total as the sum of the four quotas. */
export function toHeader(unit: FormValues, estab: FormValues) {
  const u = Object.fromEntries(Object.entries(unit).filter(([, v]) => v.trim() !== '').map(([k, v]) => [k, v.trim()]));
  const e: Record<string, unknown> = {};
  for (const k of ESTAB_FIELDS) e[k] = TEXT_FIELDS.has(k) ? estab[k].trim() : count(k, estab[k]);
  e.approvedTotal = QUOTA_FIELDS.reduce((sum, k) => sum + (Number(estab[k]) || 0), 0);
  return { unit: u, establishment: e };
}

/** Field errors by form path ('unit.uscc', 'estab.quotaInst'), checked by the same schemas the server uses. */
export function formErrors(header: ReturnType<typeof toHeader>): Record<string, string> {
  const out: Record<string, string> = {};
  const u = unitKeyFields.safeParse(header.unit);
  if (!u.success) for (const i of u.error.issues) out[`unit.${i.path.join('.')}`] ??= i.message;
  const e = establishmentFields.safeParse(header.establishment);
  if (!e.success) for (const i of e.error.issues) out[`estab.${i.path.join('.')}`] ??= i.message;
  return out;
}

/** The form path of a server field ('header.unit.uscc' → 'unit.uscc'). */
export function formPath(serverField: string | undefined): string | undefined {
  if (!serverField?.startsWith('header.')) return undefined;
  return serverField.replace(/^header\.establishment\./, 'estab.').replace(/^header\./, '');
}
