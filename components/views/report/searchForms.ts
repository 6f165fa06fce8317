import type { FilingSearchQuery } from '@/lib/client/api/report';
import type { PersonSearchFilters } from '@/lib/contracts/report';
import { checkForm, failureKeys, type FieldRules } from '@/lib/domain/formRules';
import { idFilterRule } from '@/lib/domain/idCard';

/** The years the reports ask about, as the server takes them. */
export const REPORT_YEAR: FieldRules = { type: 'year', range: [2000, 2100] };

/** 上报单位审核进度's year, as typed: message keys of `report`. */
export const progressErrors = (f: { year: string }) =>
  failureKeys(checkForm(f, { year: { ...REPORT_YEAR, trim: true, required: true, message: 'progress.yearRequired' } }));

export const isReportYear = (year: string) => !progressErrors({ year }).year;

type FilingFilters = Partial<Omit<FilingSearchQuery, 'pageNo' | 'pageSize'>>;

/** 综合查询（业务）: the year and the submitted range, as message keys of `report`. */
export const filingSearchErrors = (f: FilingFilters) => failureKeys(checkForm(f, {
  year: { ...REPORT_YEAR, message: 'filing.yearRange' },
  submittedTo: { from: 'submittedFrom', message: 'filing.rangeOrder' },
}));

type PersonFilters = Partial<PersonSearchFilters>;
const DATE_ORDER = { message: 'filter.dateOrder' } as const;

/**
 * 综合查询（人员）: the ID number as the server takes it (whole, or its tail with an X only last), the age and date ranges
 * in order, and the year of the assessment results asked for (the server answers 400 on assessmentYear otherwise), as
 * message keys of `report`.
 */
export const personSearchErrors = (f: PersonFilters) => failureKeys(checkForm(f, {
  idNumber: idFilterRule('filter.idFormat'),
  ageTo: { from: 'ageFrom', message: 'filter.ageOrder' },
  assessmentYear: { required: Boolean(f.assessmentResult?.length), message: 'filter.assessmentYearNeeded' },
  birthTo: { from: 'birthFrom', ...DATE_ORDER },
  workStartTo: { from: 'workStartFrom', ...DATE_ORDER },
  unitEntryTo: { from: 'unitEntryFrom', ...DATE_ORDER },
}));
