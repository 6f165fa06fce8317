import { changesFrom, newStatusRow, statusPayload, statusRowErrors, type StatusRow } from './personStatusForm';

const row = (patch: Partial<StatusRow> = {}): StatusRow => ({
  ...newStatusRow(7, { name: '张三', idNumber: '330502********1234', personStatus: 'ON_DUTY' }), change: 'LONG_SICK', startDate: '2026-03-01', reason: '术后休养', ...patch,
});

describe('the status change form', () => {
  it('offers the changes of the person\'s status, choosing the only one for itself', () => {
    expect(changesFrom('ON_DUTY')).toEqual(['LONG_SICK', 'OFF_POST_STARTUP', 'OTHER_OFF_DUTY']);
    expect(newStatusRow(1, { name: 'a', idNumber: '', personStatus: 'LONG_SICK' }).change).toBe('RETURN_TO_POST');
    expect(newStatusRow(1, { name: 'a', idNumber: '', personStatus: 'SECONDED_OUT' }).change).toBe('SECONDMENT_OUT_END');
    expect(newStatusRow(1, { name: 'a', idNumber: '', personStatus: 'ON_DUTY' }).change).toBe('');
  });

  it('takes a complete line and sends no end when none is given', () => {
    expect(statusRowErrors(row())).toEqual({});
    expect(statusPayload(row({ reason: ' 术后休养 ' }))).toEqual({ change: 'LONG_SICK', startDate: '2026-03-01', endDate: null, reason: '术后休养' });
  });

  it('says what is missing or out of bounds, field by field', () => {
    expect(statusRowErrors(row({ change: '', startDate: '', reason: ' ' }))).toEqual({ change: 'changeRequired', startDate: 'dateRequired', reason: 'reasonRequired' });
    expect(statusRowErrors(row({ change: 'RETURN_TO_POST' }))).toEqual({ change: 'changeNotFrom' });
    expect(statusRowErrors(row({ endDate: '2026-02-28' }))).toEqual({ endDate: 'endNotBeforeStart' });
    expect(statusRowErrors(row({ endDate: '2026-03-01' }))).toEqual({});
    expect(statusRowErrors(row({ change: 'OFF_POST_STARTUP' }))).toEqual({ endDate: 'endRequired' });
    expect(statusRowErrors(row({ change: 'OFF_POST_STARTUP', endDate: '2029-03-01' }))).toEqual({});
    expect(statusRowErrors(row({ change: 'OFF_POST_STARTUP', endDate: '2029-03-02' }))).toEqual({ endDate: 'startupTooLong' });
    expect(statusRowErrors(row({ reason: '因'.repeat(501) }))).toEqual({ reason: 'tooLong500' });
    expect(statusRowErrors(row({ reason: ` ${'因'.repeat(500)} ` }))).toEqual({});
  });
});
