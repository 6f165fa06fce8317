import { arrivalDateFinding, exchangeHeaderFindings, internalExchangeFindings, leavingDateFinding, movableFinding, quotaShortfalls, secondedMoveFinding } from './exchange';

describe('transfer header (R-JL-01)', () => {
  it('lets the receiving unit file a transfer from another unit of the system', () => {
    expect(exchangeHeaderFindings({ direction: 'IN', counterpartInSystem: true, counterpartUnitId: 7 }, 5)).toEqual([]);
  });

  it('refuses a transfer from the filing unit itself', () => {
    expect(exchangeHeaderFindings({ direction: 'IN', counterpartInSystem: true, counterpartUnitId: 5 }, 5)).toEqual([
      expect.objectContaining({ code: 'R-JL-01', field: 'header.counterpartUnitId' }),
    ]);
  });

  it('leaves a transfer out within the system to the receiving unit', () => {
    expect(exchangeHeaderFindings({ direction: 'OUT', counterpartInSystem: true, counterpartUnitId: 7 }, 5)).toEqual([
      expect.objectContaining({ code: 'R-JL-01', field: 'header.direction' }),
    ]);
  });

  it('lets a unit file transfers in and out of the system on its own', () => {
    expect(exchangeHeaderFindings({ direction: 'OUT', counterpartInSystem: false }, 5)).toEqual([]);
    expect(exchangeHeaderFindings({ direction: 'IN', counterpartInSystem: false }, 5)).toEqual([]);
  });
});

describe('who can be moved (R-JL-01)', () => {
  const p = { name: '王五', unitId: 7, recordStatus: 'FILED', personStatus: 'ON_DUTY' };
  it('moves a filed person on the books of the sending unit', () => {
    expect(movableFinding(p, 7, '织里实小')).toBeNull();
    expect(movableFinding({ ...p, personStatus: 'LONG_SICK' }, 7, '织里实小')).toBeNull();
  });

  it('refuses a person of another unit, not filed, or no longer on the books', () => {
    expect(movableFinding(p, 8, '织里实小')?.message).toBe('王五不在织里实小');
    expect(movableFinding({ ...p, recordStatus: 'PENDING' }, 7, '织里实小')?.message).toBe('王五尚未在织里实小备案，不能交流');
    expect(movableFinding({ ...p, personStatus: 'REDUCED' }, 7, '织里实小')?.message).toBe('王五当前不在职，不能交流');
    expect(movableFinding({ ...p, personStatus: 'PENDING_ARRIVAL' }, 7, '织里实小')?.message).toBe('王五当前不在职，不能交流');
  });
});

describe('moving a seconded person (R-JL-01)', () => {
  const onDuty = { name: '张三', personStatus: 'ON_DUTY' };
  const seconded = { ...onDuty, personStatus: 'SECONDED_OUT' };
  const atJc = { unitId: 7, unitName: '一中' };

  it('seconds a person on duty, and refuses a second secondment while one is open', () => {
    expect(secondedMoveFinding(onDuty, null, { mode: 'SECONDMENT', toUnitId: 7 })).toBeNull();
    expect(secondedMoveFinding(seconded, atJc, { mode: 'SECONDMENT', toUnitId: 8 }))
      .toEqual({ message: '张三正在借调中，须先办理借调结束', messageEn: '张三 is on secondment; end it first' });
  });

  it('moves a person on duty in any plain way, and refuses a plain move of a seconded person, naming the ways', () => {
    for (const mode of ['TRANSFER', 'ROTATION', 'TRANSFER_FROM_CIVIL']) {
      expect(secondedMoveFinding(onDuty, null, { mode, toUnitId: 7 })).toBeNull();
      expect(secondedMoveFinding(seconded, atJc, { mode, toUnitId: 7 })?.message).toBe('张三正在借调中，须先办理借调结束，或以“借调转调”方式调入借调单位');
    }
    expect(secondedMoveFinding(seconded, null, { mode: 'TRANSFER', toUnitId: 7 })?.messageEn)
      .toBe('张三 is on secondment; end it first, or transfer them to the unit of the secondment as "Secondment turned into transfer"');
  });

  it('turns a secondment into a transfer to the unit of the secondment only', () => {
    expect(secondedMoveFinding(seconded, atJc, { mode: 'SECONDMENT_END', toUnitId: 7 })).toBeNull();
    expect(secondedMoveFinding(seconded, atJc, { mode: 'SECONDMENT_END', toUnitId: 8 })).toEqual({
      message: '张三借调在一中，借调转调只能调入借调单位', messageEn: '张三 is seconded to 一中; a secondment turns into a transfer to that unit only',
    });
  });

  it('leaves the receiving unit of a secondment not on record unchecked', () => {
    expect(secondedMoveFinding(seconded, null, { mode: 'SECONDMENT_END', toUnitId: 8 })).toBeNull();
  });

  it('refuses 借调转调 of a person not seconded', () => {
    for (const personStatus of ['ON_DUTY', 'LONG_SICK']) {
      expect(secondedMoveFinding({ ...onDuty, personStatus }, null, { mode: 'SECONDMENT_END', toUnitId: 7 })).toEqual({
        message: '张三不在借调中，“借调转调”只适用于借调出的人员', messageEn: '张三 is not on secondment; "Secondment turned into transfer" is for a person seconded out',
      });
    }
  });
});

describe('internal exchange (R-JL-02)', () => {
  const a = { id: 1, name: '一中', competentDeptId: 10 };
  const b = { id: 2, name: '实小', competentDeptId: 10 };
  const other = { id: 3, name: '医院', competentDeptId: 11 };
  it('moves between two units of the filing authority, filed by the authority', () => {
    expect(internalExchangeFindings(a, b, 10, 10, true)).toEqual([]);
  });

  it('refuses a unit of another authority and the same unit twice', () => {
    expect(internalExchangeFindings(a, other, 10, 10, true).map((f) => [f.code, f.field])).toEqual([['R-JL-02', 'header.toUnitId']]);
    expect(internalExchangeFindings(a, a, 10, 10, true).map((f) => [f.code, f.field])).toEqual([['R-JL-02', 'header.toUnitId']]);
  });

  it('refuses a unit under no authority even when the filing names none', () => {
    const loose = { id: 4, name: '无主管单位', competentDeptId: null };
    expect(internalExchangeFindings(loose, { ...b, competentDeptId: null }, null, 10, true).map((f) => f.field)).toEqual(['header.fromUnitId', 'header.toUnitId']);
  });

  it('lets a base unit file only what leaves it', () => {
    expect(internalExchangeFindings(a, b, 10, 1, false)).toEqual([]);
    expect(internalExchangeFindings(b, a, 10, 1, false).map((f) => [f.code, f.field])).toEqual([['R-JL-02', 'header.fromUnitId']]);
  });
});

describe('room at the receiving unit (R-BZ-01)', () => {
  it('fills the last vacancy and refuses one more', () => {
    expect(quotaShortfalls({ INST: 1 }, { INST: 1 })).toEqual([]);
    expect(quotaShortfalls({ INST: 1 }, { INST: 2 })).toEqual([{ estabType: 'INST', vacancy: 1, adding: 2 }]);
    expect(quotaShortfalls({ INST: 5 }, { ADMIN: 1 })).toEqual([{ estabType: 'ADMIN', vacancy: 0, adding: 1 }]);
  });

  it('asks no room of a type it adds nobody to, even one already over its quota', () => {
    expect(quotaShortfalls({ INST: -1 }, { INST: 0 })).toEqual([]);
  });
});

describe('the day of a move (R-JY-02, R-DT-01)', () => {
  it('lets a person leave their unit on the day they entered it or later, never before', () => {
    const p = { name: '王芳', unitEntryDate: '2015-08-01' };
    expect(leavingDateFinding(p, '2015-08-01')).toBeNull();
    expect(leavingDateFinding(p, '2015-07-31')).toEqual({
      message: '王芳的生效日期不能早于其进入本单位时间（2015-08-01）', messageEn: 'The effective date for 王芳 cannot be before they joined the unit (2015-08-01)',
    });
  });

  it('lets a person arrive on the day they started work, not the day before', () => {
    const p = { name: '张强', birthDate: '1988-09-12', workStartDate: '2010-07-01' };
    expect(arrivalDateFinding(p, '2010-07-01')).toBeNull();
    expect(arrivalDateFinding(p, '2010-06-30')).toEqual({
      field: 'effectiveDate', message: '张强的调入日期不能早于参加工作时间（2010-07-01）', messageEn: '张强 cannot arrive before starting work (2010-07-01)',
    });
  });

  it('without a work start, lets a person arrive on their 16th birthday, not the day before', () => {
    const p = { name: '张强', birthDate: '1988-09-12', workStartDate: null };
    expect(arrivalDateFinding(p, '2004-09-12')).toBeNull();
    expect(arrivalDateFinding(p, '2004-09-11')).toEqual({
      field: 'effectiveDate', message: '张强的调入日期早于其16周岁（2004-09-12）', messageEn: '张强 would arrive before the age of 16 (2004-09-12)',
    });
  });
});
