import {
  counterpartErrors, counterpartHeader, entryMethodChoices, exchangePayload, exchangeRowErrors, finderErrors, internalHeaderErrors, lineEntryMethod, NEW_COUNTERPART,
  newDescribedRow, newExchangeRow, newPersonErrors, onRecord,
} from './exchangeForm';

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

describe('an arrival from outside described on its line', () => {
  const described = {
    ...newDescribedRow(-1), reason: 'WORK_NEED', effectiveDate: '2026-11-20', toEstabType: 'INST',
    newPerson: {
      name: '外来教师', idNumber: '11010519491231002X', gender: '2', birthDate: '1949-12-31', ethnicity: '01', politicalStatus: '13', education: '21',
      major: '汉语言文学', graduateSchool: '湖州师范学院', workStartDate: '',
    },
  };

  it('is no person on record: its stand-in id is never sent, its person is', () => {
    expect(onRecord(described)).toBe(false);
    expect(onRecord(row)).toBe(true);
    expect(exchangePayload(described, true).newPerson).toEqual({
      name: '外来教师', idNumber: '11010519491231002X', gender: '2', birthDate: '1949-12-31', ethnicity: '01', politicalStatus: '13', education: '21',
      major: '汉语言文学', graduateSchool: '湖州师范学院',
    });
    expect(exchangePayload(row, true).newPerson).toBeNull();
  });

  it('needs the person complete and the establishment taken; a complete one passes', () => {
    expect(exchangeRowErrors(described)).toEqual({});
    expect(exchangeRowErrors({ ...described, toEstabType: '' })).toEqual({ toEstabType: 'estabRequired' });
    expect(exchangeRowErrors({ ...described, newPerson: { ...described.newPerson, major: '' } })).toEqual({ newPerson: 'personIncomplete' });
    expect(newPersonErrors({ ...described, newPerson: { ...described.newPerson, idNumber: '123' } })).toEqual({ idNumber: expect.objectContaining({ kind: 'invalid' }) });
    expect(exchangeRowErrors(newDescribedRow(-2))).toMatchObject({ newPerson: 'personIncomplete', toEstabType: 'estabRequired' });
  });
});

describe('the way of entry of an arrival (进入方式)', () => {
  it('is sent only for an arrival from outside the system, empty meaning the mode\'s own', () => {
    const placed = { ...row, entryMethod: 'MILITARY' };
    expect(exchangePayload(placed, true, true).entryMethod).toBe('MILITARY');
    expect(exchangePayload(row, true, true).entryMethod).toBeNull();
    expect(exchangePayload(placed, true, false).entryMethod).toBeNull();
    expect(exchangePayload(placed, false, true).entryMethod).toBeNull();
  });

  it('offers the placement a placement mode is, and every arrival method otherwise', () => {
    expect(entryMethodChoices('MILITARY')).toEqual(['MILITARY']);
    expect(entryMethodChoices('POLICY')).toEqual(['POLICY_PLACEMENT']);
    expect(entryMethodChoices('TRANSFER')).toEqual(['TRANSFER_IN', 'MILITARY', 'POLICY_PLACEMENT']);
  });

  it('shows reviewers what the arrival records: the line\'s, else the mode\'s; 调入 within the system; nothing for a departure', () => {
    const outside = (exchangeMode: string, direction = 'IN') => ({ filingType: 'EXCHANGE' as const, header: { direction, exchangeMode, counterpartInSystem: false } });
    expect(lineEntryMethod(outside('TRANSFER'), { entryMethod: 'POLICY_PLACEMENT' })).toBe('POLICY_PLACEMENT');
    expect(lineEntryMethod(outside('MILITARY'), {})).toBe('MILITARY');
    expect(lineEntryMethod(outside('TRANSFER'), { entryMethod: null })).toBe('TRANSFER_IN');
    expect(lineEntryMethod({ filingType: 'EXCHANGE', header: { direction: 'IN', exchangeMode: 'TRANSFER', counterpartInSystem: true } }, {})).toBe('TRANSFER_IN');
    expect(lineEntryMethod(outside('TRANSFER', 'OUT'), { entryMethod: 'TRANSFER_IN' })).toBeNull();
    expect(lineEntryMethod({ filingType: 'INTERNAL_EXCHANGE', header: { exchangeMode: 'ROTATION' } }, {})).toBeNull();
  });
});

describe('the length and shape limits of the exchange form', () => {
  it('takes a note of 500 characters without its surrounding spaces and refuses one of 501', () => {
    expect(exchangeRowErrors({ ...row, note: ` ${'注'.repeat(500)} ` })).toEqual({});
    expect(exchangeRowErrors({ ...row, note: '注'.repeat(501) })).toEqual({ note: 'tooLong500' });
  });

  it('takes an 18-character credit code and a 6-digit region outside the system, and one character fewer of neither', () => {
    const out = { ...NEW_COUNTERPART, direction: 'OUT' as const, exchangeMode: 'TRANSFER', unitName: '杭州二中' };
    expect(counterpartErrors({ ...out, uscc: ' 91330500MA2B12345X ', region: '330502' })).toEqual({});
    expect(counterpartErrors({ ...out, uscc: '91330500MA2B12345', region: '33050' })).toEqual({ uscc: 'uscc', region: 'region' });
  });
});

describe('the internal exchange header in the form', () => {
  const header = { fromUnitId: 4, toUnitId: 5, exchangeMode: 'ROTATION' } as const;

  it('needs both units and the way of the move', () => {
    expect(internalHeaderErrors({ fromUnitId: '', toUnitId: '', exchangeMode: '' }))
      .toEqual({ fromUnitId: 'unitRequired', toUnitId: 'unitRequired', exchangeMode: 'modeRequired' });
    expect(internalHeaderErrors(header)).toEqual({});
    expect(internalHeaderErrors({ ...header, fromUnitId: '' })).toEqual({ fromUnitId: 'unitRequired' });
    expect(internalHeaderErrors({ ...header, exchangeMode: '' })).toEqual({ exchangeMode: 'modeRequired' });
  });

  it('refuses a move to the unit it leaves, and names the missing unit before the sameness', () => {
    expect(internalHeaderErrors({ ...header, toUnitId: 4 })).toEqual({ toUnitId: 'sameUnit' });
    expect(internalHeaderErrors({ ...header, toUnitId: 6 })).toEqual({});
    expect(internalHeaderErrors({ ...header, fromUnitId: '', toUnitId: '' })).toEqual({ fromUnitId: 'unitRequired', toUnitId: 'unitRequired' });
  });
});

describe("the person finder's query", () => {
  const TODAY = '2026-11-22';
  const ID = '330502198003150016';

  it('takes a name of two characters and a valid ID number, spaces around them and a lower-case x aside', () => {
    expect(finderErrors({ name: '张三', idNumber: ID }, TODAY)).toEqual({});
    expect(finderErrors({ name: ' 张三 ', idNumber: ` ${ID} ` }, TODAY)).toEqual({});
  });

  it('refuses a name of one character (or blank) and a wrong, missing or future-born ID number, both at once', () => {
    expect(finderErrors({ name: ' 张 ', idNumber: '330502198003150017' }, TODAY)).toEqual({ name: 'nameRequired', idNumber: 'idNumber' });
    expect(finderErrors({ name: '  ', idNumber: '' }, TODAY)).toEqual({ name: 'nameRequired', idNumber: 'idNumber' });
    expect(finderErrors({ name: '张三', idNumber: '33050220300315001X' }, TODAY)).toEqual({ idNumber: 'idNumber' });
    expect(finderErrors({ name: '张三', idNumber: '33050220300315001x' }, '2031-01-01')).toEqual({});
  });
});
