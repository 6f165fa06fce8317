import { filingTypesForPath } from './groups';

describe('filingTypesForPath', () => {
  it("gives a section's review list the filing types of that section", () => {
    expect(filingTypesForPath('/recruit/checklist')).toEqual(['RECRUIT_PLAN', 'TALENT_INTRO', 'RECRUIT_RESULT', 'ANNOUNCEMENT']);
    expect(filingTypesForPath('/jobplanrecord/checklist')).toEqual(['POST_SETTING']);
    expect(filingTypesForPath('/company')).toEqual(['UNIT_INFO', 'PERSON_INFO']);
  });

  it('gives the general review list and unknown paths every type', () => {
    expect(filingTypesForPath('/check/list/checklist')).toEqual([]);
    expect(filingTypesForPath('/elsewhere')).toEqual([]);
    expect(filingTypesForPath('/recruitment')).toEqual([]);
  });
});
