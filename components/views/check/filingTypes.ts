import { filingTypeDefinitions } from '@/data/seed/filingTypes';

const byType = new Map<string, (typeof filingTypeDefinitions)[number]>(filingTypeDefinitions.map((d) => [d.type, d]));

export const ALL_FILING_TYPES: readonly string[] = filingTypeDefinitions.map((d) => d.type);

/** A filing type's name in the UI language (domain.md §2.5). */
export const filingTypeName = (type: string, locale: string) => {
  const d = byType.get(type);
  return d ? (locale === 'en' ? d.nameEn : d.nameZh) : type;
};

/** Approval types show 已核准 rather than 已备案 once approved (domain.md §3.1). */
export const isApprovalType = (type: string) => byType.get(type)?.isApproval ?? false;

/**
 * The message key (under `filing.status`) of a filing's status: approval types read 已核准 once approved, the others
 * 已备案. Without a type (a status filter over every type) an approved filing reads 已备案/已核准.
 */
export function statusKey(status: string, filingType?: string | null): string {
  if (status !== 'APPROVED') return status;
  if (!filingType) return 'APPROVED_ANY';
  return isApprovalType(filingType) ? 'APPROVED_APPROVAL' : 'APPROVED';
}
