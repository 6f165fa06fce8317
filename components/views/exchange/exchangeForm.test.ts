import { counterpartErrors, counterpartHeader, exchangePayload, exchangeRowErrors, NEW_COUNTERPART, newExchangeRow } from './exchangeForm';

const row = { ...newExchangeRow(1, { name: '张三', idNumber: '330***', estabType: 'INST', postLevel: 'T10' }), reason: 'WORK_NEED', effectiveDate: '2026-11-20' };

describe('an exchange line in the form', () => {
  it('needs a reason and a date, and a level of the chosen category', () => {
    expect(exchangeRowErrors(newExchangeRow(1, row.person))).toEqual({ reason: 'reasonRequired', effectiveDate: 'dateRequired' });
    expect(exchangeRowErrors(row)).toEqual({});
    expect(exchangeRowErrors({ ...row, toPostCategory: 'TECH' })).toEqual({ toPostLevel: 'levelRequired' });
    expect(exchangeRowErrors({ ...row, toPostCategory: 'TECH', toPostLevel: 'M05' })).toEqual({ toPostLevel: 'levelCategory' });
  });

  it('sends the receiving side only for an arrival', () => {
    const full = { ...row, toEstabType: 'INST', toPostCategory: 'TECH', toPostLevel: 'T09' };
    expect(exchangePayload(full, true)).toMatchObject({ toEstabType: 'INST', toPostCategory: 'TECH', toPostLevel: 'T09' });
    expect(exchangePayload(full, false)).toMatchObject({ toEstabType: null, toPostCategory: null, toPostLevel: null });
  });

  it('carries the ID number typed to find the arriving person, and nothing for a person picked from the own list', () => {
    const found = newExchangeRow(1, row.person, '330502198003150012');
    expect(exchangePayload(found, true).personIdNumber).toBe('330502198003150012');
    expect(exchangePayload(row, true).personIdNumber).toBeNull();
    expect(exchangePayload(found, false).personIdNumber).toBeNull();
  });
});

describe('the counterpart in the form', () => {
  it('names a unit of the system for a transfer in within it', () => {
    expect(counterpartErrors({ ...NEW_COUNTERPART, exchangeMode: 'TRANSFER' })).toEqual({ unitId: 'unitRequired' });
    expect(counterpartHeader({ ...NEW_COUNTERPART, exchangeMode: 'TRANSFER', unitId: 7, unitName: '织里实小', uscc: '残留' }))
      .toMatchObject({ counterpartInSystem: true, counterpartUnitId: 7, counterpartUnitName: '织里实小', counterpartUscc: null });
  });

  it('describes the counterpart by name outside the system, and always for a departure', () => {
    const out = { ...NEW_COUNTERPART, direction: 'OUT' as const, exchangeMode: 'TRANSFER', unitId: 7 as const };
    expect(counterpartErrors(out)).toEqual({ unitName: 'unitNameRequired' });
    expect(counterpartHeader({ ...out, unitName: '杭州二中' })).toMatchObject({ counterpartInSystem: false, counterpartUnitId: null, counterpartUnitName: '杭州二中' });
    expect(counterpartErrors({ ...out, unitName: '杭州二中', uscc: '123', region: '33' })).toEqual({ uscc: 'uscc', region: 'region' });
  });
});
