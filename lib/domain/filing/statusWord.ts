/**
 * The one word a filing's status reads as (domain.md §3.1), on every screen, export and printed sheet: an approved
 * filing of an approval type (岗位设置、招聘计划、高层次人才引进、编制转换) reads 已核准, of any other type 已备案.
 *
 * The client shows the same words through components/views/check/filingStatus.ts, which calls this function; the
 * `filing.status` messages (data/i18n/modules/filing.*.json) must say the same, and a test holds them together.
 */

/** The types whose approval is a 核准 rather than a 备案 (domain.md §3.1: GWSZ、ZPJH、GCCRC、BZZH). */
export const APPROVAL_TYPES: readonly string[] = ['POST_SETTING', 'RECRUIT_PLAN', 'TALENT_INTRO', 'ESTAB_CONVERSION'];

export const isApprovalFilingType = (filingType: string): boolean => APPROVAL_TYPES.includes(filingType);

export type StatusWordKey = 'DRAFT' | 'PENDING_ZG' | 'RETURNED_ZG' | 'PENDING_RSJ' | 'RETURNED_RSJ' | 'APPROVED' | 'APPROVED_APPROVAL' | 'APPROVED_ANY' | 'VOID';

const WORDS: Record<'zh' | 'en', Record<StatusWordKey, string>> = {
  zh: {
    DRAFT: '草稿', PENDING_ZG: '待主管部门审核', RETURNED_ZG: '主管部门退回', PENDING_RSJ: '待人社局审核', RETURNED_RSJ: '人社局退回',
    APPROVED: '已备案', APPROVED_APPROVAL: '已核准', APPROVED_ANY: '已备案/已核准', VOID: '已作废',
  },
  en: {
    DRAFT: 'Draft', PENDING_ZG: 'Awaiting competent authority', RETURNED_ZG: 'Returned by competent authority', PENDING_RSJ: 'Awaiting personnel bureau',
    RETURNED_RSJ: 'Returned by personnel bureau', APPROVED: 'Filed', APPROVED_APPROVAL: 'Approved', APPROVED_ANY: 'Filed or approved', VOID: 'Voided',
  },
};

/** Every word by its key, per language: what the `filing.status` messages hold. */
export const FILING_STATUS_WORDS: Readonly<Record<'zh' | 'en', Readonly<Record<StatusWordKey, string>>>> = WORDS;

/**
 * The key of a status's word: only APPROVED depends on the type. Without a type (a filter over every type) an
 * approved filing reads 已备案/已核准.
 */
export function filingStatusKey(status: string, filingType?: string | null): string {
  if (status !== 'APPROVED') return status;
  if (!filingType) return 'APPROVED_ANY';
  return isApprovalFilingType(filingType) ? 'APPROVED_APPROVAL' : 'APPROVED';
}

/** `(status, filing type, language)` → the status's word; an unknown status reads as it is. */
export function filingStatusWord(status: string, filingType: string | null | undefined, lang: 'zh' | 'en'): string {
  const key = filingStatusKey(status, filingType);
  return (WORDS[lang] as Record<string, string>)[key] ?? status;
}
