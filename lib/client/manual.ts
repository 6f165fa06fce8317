import { settings } from '@/lib/config/settings';

/** The operation manual of a unit: one for district-level direct units, one for the others (spec §1, §3). */
export const manualFor = (companyType: string | undefined): string =>
  companyType === settings.districtCompanyType ? settings.manuals.district : settings.manuals.general;
