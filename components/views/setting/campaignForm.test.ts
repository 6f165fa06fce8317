import { campaignErrors, type CampaignFormValues } from './campaignForm';

const valid: CampaignFormValues = { filingType: 'ASSESSMENT_REPORT', year: '2026', deadline: '2026-01-01', note: '' };

describe('campaignErrors', () => {
  it('takes a campaign at its bounds: years 2000 and 2100, a deadline on the first day of the year, a note of 200', () => {
    expect(campaignErrors(valid)).toEqual({});
    expect(campaignErrors({ ...valid, year: '2000', deadline: '2000-01-01' })).toEqual({});
    expect(campaignErrors({ ...valid, year: '2100', deadline: '2100-12-31', note: '说'.repeat(200) })).toEqual({});
  });

  it('names each field out of bounds at once', () => {
    expect(campaignErrors({ filingType: '', year: '', deadline: '', note: '说'.repeat(201) })).toEqual({
      filingType: 'typeRequired', year: 'yearRequired', deadline: 'deadlineRequired', note: 'noteTooLong',
    });
    expect(campaignErrors({ ...valid, filingType: 'RECRUIT_PLAN', year: '1999', deadline: '2026-02-30' })).toEqual({
      filingType: 'typeRequired', year: 'yearRange', deadline: 'deadlineInvalid',
    });
    expect(campaignErrors({ ...valid, year: '2101' }).year).toBe('yearRange');
    expect(campaignErrors({ ...valid, year: '20x6' }).year).toBe('yearInvalid');
  });

  it('refuses a deadline before the year, and takes one in a later year', () => {
    expect(campaignErrors({ ...valid, year: '2026', deadline: '2025-12-31' })).toEqual({ deadline: 'deadlineBeforeYear' });
    expect(campaignErrors({ ...valid, year: '2026', deadline: '2027-03-31' })).toEqual({});
  });
});
