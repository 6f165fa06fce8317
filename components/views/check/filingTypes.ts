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

/** The message key of a status label: approval types read 已核准 once approved. */
export const statusKey = (status: string, filingType: string) => (status === 'APPROVED' && isApprovalType(filingType) ? 'APPROVED_APPROVAL' : status);
