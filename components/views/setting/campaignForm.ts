import { CAMPAIGN_TYPES } from '@/lib/contracts/campaign';
import { checkForm, failureKeys } from '@/lib/domain/formRules';

export interface CampaignFormValues {
  filingType: string;
  year: string;
  deadline: string;
  note: string;
  /** The admin's only: the region whose base units must file, '' for every region (the bureau's are its own region). */
  regionCode?: string;
}

/**
 * The campaign form, as the server checks it: a type of the two yearly rounds, a year 2000–2100, a deadline that is a date
 * in or after that year, a note of at most 200 characters. Field → message key under setting.campaign.errors.
 */
export function campaignErrors(v: CampaignFormValues): Partial<Record<keyof CampaignFormValues, string>> {
  return failureKeys(checkForm(v, {
    filingType: { required: true, enum: CAMPAIGN_TYPES, message: 'typeRequired' },
    year: { trim: true, required: true, type: 'integer', range: [2000, 2100], message: { required: 'yearRequired', type: 'yearInvalid', range: 'yearRange' } },
    deadline: {
      required: true, type: 'date', message: { required: 'deadlineRequired', type: 'deadlineInvalid' },
      custom: (d, all) => typeof d === 'string' && /^\d{4}/.test(d) && /^\d{4}$/.test(all.year.trim()) && Number(d.slice(0, 4)) < Number(all.year) && 'deadlineBeforeYear',
    },
    note: { trim: true, max: 200, message: 'noteTooLong' },
  }));
}
