import { latestStartupEnd, statusChangeFindings } from './personStatus';

const person = { name: '张三', personStatus: 'ON_DUTY', unitEntryDate: '2015-08-01' };

describe('R-PS-01 status changes', () => {
  it('lets a leave to start a business run exactly three years, not a day more', () => {
    expect(latestStartupEnd('2026-03-01')).toBe('2029-03-01');
    expect(latestStartupEnd('2028-02-29')).toBe('2031-02-28');
    expect(statusChangeFindings(person, { change: 'OFF_POST_STARTUP', startDate: '2026-03-01', endDate: '2029-03-01' })).toEqual([]);
    expect(statusChangeFindings(person, { change: 'OFF_POST_STARTUP', startDate: '2026-03-01', endDate: '2029-03-02' })).toEqual([{
      code: 'R-PS-01', level: 'ERROR', field: 'endDate', message: '张三离岗创业期限不超过 3 年，结束日期不能晚于2029-03-01',
      messageEn: 'A leave to start a business lasts at most 3 years: the end date of 张三 cannot be after 2029-03-01',
    }]);
  });

  it('needs the planned end of a leave to start a business', () => {
    expect(statusChangeFindings(person, { change: 'OFF_POST_STARTUP', startDate: '2026-03-01' }).map((f) => f.field)).toEqual(['endDate']);
    expect(statusChangeFindings(person, { change: 'LONG_SICK', startDate: '2026-03-01' })).toEqual([]);
  });

  it('starts no earlier than the day the person joined the unit', () => {
    expect(statusChangeFindings(person, { change: 'LONG_SICK', startDate: '2015-08-01' })).toEqual([]);
    expect(statusChangeFindings(person, { change: 'LONG_SICK', startDate: '2015-07-31' })).toEqual([expect.objectContaining({
      field: 'startDate', message: '张三的开始日期不能早于进入本单位时间（2015-08-01）',
    })]);
  });

  it('applies a return to post only to someone off post', () => {
    for (const s of ['LONG_SICK', 'OFF_POST_STARTUP', 'OTHER_OFF_DUTY']) {
      expect(statusChangeFindings({ ...person, personStatus: s }, { change: 'RETURN_TO_POST', startDate: '2026-03-01' })).toEqual([]);
    }
    for (const s of ['ON_DUTY', 'SECONDED_OUT', 'PENDING_ARRIVAL', 'REDUCED']) {
      expect(statusChangeFindings({ ...person, personStatus: s }, { change: 'RETURN_TO_POST', startDate: '2026-03-01' }).map((f) => f.field)).toEqual(['change']);
    }
  });

  it('ends a secondment only for someone seconded out', () => {
    expect(statusChangeFindings({ ...person, personStatus: 'SECONDED_OUT' }, { change: 'SECONDMENT_OUT_END', startDate: '2026-03-01' })).toEqual([]);
    expect(statusChangeFindings(person, { change: 'SECONDMENT_OUT_END', startDate: '2026-03-01' })).toEqual([expect.objectContaining({
      field: 'change', message: '张三当前为“在职在岗”，此项变动只适用于“借调出”的人员', messageEn: '张三 is on duty; this change applies only to a person seconded out',
    })]);
  });
});
