import { filingSearchErrors, isReportYear, personSearchErrors, progressErrors } from './searchForms';

describe('the report filters', () => {
  it('takes a year of 2000–2100 as typed and refuses one past either end, an empty one and a malformed one', () => {
    for (const year of ['2000', '2100', ' 2025 ']) expect(progressErrors({ year })).toEqual({});
    for (const year of ['1999', '2101', '', '20x5']) expect(progressErrors({ year })).toEqual({ year: 'progress.yearRequired' });
    expect([isReportYear('2000'), isReportYear('2101')]).toEqual([true, false]);
  });

  it('takes an empty or 2000–2100 filing year and a submitted range of one day, and refuses the others', () => {
    expect(filingSearchErrors({})).toEqual({});
    expect(filingSearchErrors({ year: 2000, submittedFrom: '2026-03-01', submittedTo: '2026-03-01' })).toEqual({});
    expect(filingSearchErrors({ year: 2100, submittedTo: '2026-03-01' })).toEqual({});
    expect(filingSearchErrors({ year: 1999, submittedFrom: '2026-03-02', submittedTo: '2026-03-01' })).toEqual({ year: 'filing.yearRange', submittedTo: 'filing.rangeOrder' });
    expect(filingSearchErrors({ year: 2101 })).toEqual({ year: 'filing.yearRange' });
  });

  it('takes an ID number whole or by its tail, an X only last, as the server does', () => {
    for (const idNumber of ['3305', '33050x', ' 11010519491231002X ']) expect(personSearchErrors({ idNumber })).toEqual({});
    for (const idNumber of ['330', '3305X0', 'X3305']) expect(personSearchErrors({ idNumber })).toEqual({ idNumber: 'filter.idFormat' });
  });

  it('takes person ranges in order, and asks the year of the assessment results asked for', () => {
    expect(personSearchErrors({ ageFrom: 30, ageTo: 30, birthFrom: '1990-01-01', birthTo: '1990-01-01', assessmentYear: 2025, assessmentResult: ['1'] })).toEqual({});
    expect(personSearchErrors({ ageTo: 20, workStartTo: '2000-01-01', assessmentResult: [] })).toEqual({});
    expect(personSearchErrors({
      ageFrom: 31, ageTo: 30, birthFrom: '1990-01-02', birthTo: '1990-01-01', workStartFrom: '2010-01-02', workStartTo: '2010-01-01',
      unitEntryFrom: '2020-01-02', unitEntryTo: '2020-01-01', assessmentResult: ['1'],
    })).toEqual({
      ageTo: 'filter.ageOrder', assessmentYear: 'filter.assessmentYearNeeded', birthTo: 'filter.dateOrder', workStartTo: 'filter.dateOrder', unitEntryTo: 'filter.dateOrder',
    });
  });
});
