import { buildListQuery, filtersFromParams, paramsFromFilters } from './listQuery';

const page = { pageNo: 1, pageSize: 20 };

describe('buildListQuery', () => {
  it("limits a section's review list to its types, and the user's type to them", () => {
    const preset = { box: 'all' as const, types: ['RECRUIT_PLAN', 'TALENT_INTRO'] };
    expect(buildListQuery(preset, page).filingType).toEqual(['RECRUIT_PLAN', 'TALENT_INTRO']);
    expect(buildListQuery(preset, { ...page, type: 'TALENT_INTRO' }).filingType).toEqual(['TALENT_INTRO']);
    expect(buildListQuery(preset, { ...page, type: 'UNIT_INFO' }).filingType).toEqual(['RECRUIT_PLAN', 'TALENT_INTRO']);
  });

  it('lets the user narrow the preset statuses and leaves every type when the section has none', () => {
    const preset = { box: 'mine' as const, statuses: ['PENDING_ZG', 'RETURNED_ZG'] as const };
    expect(buildListQuery(preset, page)).toMatchObject({ box: 'mine', filingType: undefined, status: ['PENDING_ZG', 'RETURNED_ZG'] });
    expect(buildListQuery(preset, { ...page, status: 'RETURNED_ZG', year: 2026, keyword: '' })).toMatchObject({
      status: ['RETURNED_ZG'], year: 2026, keyword: undefined,
    });
  });
});

describe('filters in the address', () => {
  it('reads back what it wrote, and ignores what is not a filter', () => {
    const f = { type: 'UNIT_INFO', status: 'APPROVED', year: 2026, unitId: 7, keyword: 'DWXX', pageNo: 3, pageSize: 50 };
    expect(filtersFromParams(new URLSearchParams(paramsFromFilters(f)), [10, 20, 50])).toEqual(f);
    expect(filtersFromParams(new URLSearchParams('pageNo=-1&pageSize=33&year=abc&id=4'), [10, 20, 50])).toEqual({
      type: undefined, status: undefined, year: undefined, unitId: undefined, keyword: undefined, pageNo: 1, pageSize: 20,
    });
  });
});
