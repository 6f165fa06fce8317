import {
  conversionEvents, distinctFlowEvents, flowStatsRow, flowStatsTotal, inKindOfEntryMethod, inKindOfExchangeMode, inKindOfFilingType, movesPerson, outKindOfReduceType,
  type FlowEvent,
} from './flowStats';

const unit = (unitId: number) => ({ unitId, unitName: `单位${unitId}` });

describe('the columns of the entry methods (§6.14) and reduce types (§6.15)', () => {
  it('folds each entry method onto its increase column, the rest into 其他', () => {
    expect(inKindOfEntryMethod('OPEN_RECRUIT')).toBe('recruit');
    expect(inKindOfEntryMethod('TALENT_INTRO')).toBe('talent');
    expect(inKindOfEntryMethod('TRANSFER_IN')).toBe('transferIn');
    expect(inKindOfEntryMethod('INTERNAL')).toBe('transferIn');
    expect(inKindOfEntryMethod('MILITARY')).toBe('military');
    expect(inKindOfEntryMethod('POLICY_PLACEMENT')).toBe('policy');
    expect(inKindOfEntryMethod('ESTAB_CONVERT')).toBe('estabConvert');
    for (const m of ['GRAD_ASSIGN', 'INIT', 'OTHER', 'SOMETHING_NEW', '', null, undefined]) expect(inKindOfEntryMethod(m)).toBe('other');
  });

  it('folds each reduce type onto its decrease column, the rest into 其他', () => {
    expect(outKindOfReduceType('RETIRE')).toBe('retire');
    expect(outKindOfReduceType('EARLY_RETIRE')).toBe('retire');
    expect(outKindOfReduceType('RESIGN')).toBe('resign');
    expect(outKindOfReduceType('DISMISS')).toBe('dismiss');
    expect(outKindOfReduceType('TRANSFER_OUT')).toBe('transferOut');
    expect(outKindOfReduceType('CIVIL_EXAM')).toBe('transferOut');
    expect(outKindOfReduceType('DEATH')).toBe('death');
    expect(outKindOfReduceType('EXPEL')).toBe('expel');
    for (const t of ['CONTRACT_END', 'OTHER', 'VANISHED', null]) expect(outKindOfReduceType(t)).toBe('other');
  });

  it('keeps placements by exchange in their own columns and secondments out of the table', () => {
    expect(inKindOfExchangeMode('MILITARY')).toBe('military');
    expect(inKindOfExchangeMode('POLICY')).toBe('policy');
    expect(inKindOfExchangeMode('TRANSFER')).toBe('transferIn');
    expect(inKindOfExchangeMode('SECONDMENT_END')).toBe('transferIn');
    expect(movesPerson('SECONDMENT')).toBe(false);
    expect(movesPerson('ROTATION')).toBe(true);
    expect(inKindOfFilingType('RECRUIT_RESULT')).toBe('recruit');
    expect(inKindOfFilingType('TALENT_INTRO')).toBe('talent');
    expect(inKindOfFilingType('PERSON_INFO')).toBe('other');
    expect(inKindOfFilingType(null)).toBe('other');
  });
});

describe('distinctFlowEvents', () => {
  it('counts a person once per unit, direction and day, the first source winning', () => {
    const events: FlowEvent[] = [
      { personId: 1, unitId: 7, date: '2025-03-01', direction: 'in', kind: 'military' },
      { personId: 1, unitId: 7, date: '2025-03-01', direction: 'in', kind: 'transferIn' },
      { personId: 1, unitId: 7, date: '2025-09-01', direction: 'out', kind: 'transferOut' },
      { personId: 1, unitId: 8, date: '2025-09-01', direction: 'in', kind: 'transferIn' },
      { personId: 1, unitId: 7, date: '2025-09-01', direction: 'out', kind: 'resign' },
    ];
    expect(distinctFlowEvents(events)).toEqual([events[0], events[2], events[3]]);
  });
});

describe('flowStatsRow and flowStatsTotal', () => {
  it('gives zeros for a year without movements', () => {
    const row = flowStatsRow(unit(1), []);
    expect(row).toMatchObject({ increaseTotal: 0, decreaseTotal: 0, net: 0 });
    expect(Object.values(row.increase).every((n) => n === 0)).toBe(true);
    expect(flowStatsTotal([], '合计')).toMatchObject({ unitId: 0, unitName: '合计', increaseTotal: 0, decreaseTotal: 0, net: 0 });
  });

  it('counts each kind, the totals and the net increase, negative when more left', () => {
    const at = (direction: 'in' | 'out', kind: string, personId: number) => ({ personId, unitId: 1, date: '2025-05-01', direction, kind }) as FlowEvent;
    const a = flowStatsRow(unit(1), [at('in', 'recruit', 1), at('in', 'recruit', 2), at('in', 'other', 3), at('out', 'retire', 4)]);
    expect(a.increase).toMatchObject({ recruit: 2, other: 1, talent: 0 });
    expect(a).toMatchObject({ increaseTotal: 3, decreaseTotal: 1, net: 2 });
    const b = flowStatsRow(unit(2), [at('out', 'retire', 5), at('out', 'death', 6)]);
    expect(b.net).toBe(-2);
    const total = flowStatsTotal([a, b], '合计');
    expect(total.decrease).toMatchObject({ retire: 2, death: 1 });
    expect(total).toMatchObject({ increaseTotal: 3, decreaseTotal: 3, net: 0 });
  });
});

describe('编制转换 and 编外 staff', () => {
  const conversion = (fromStatus: string | null, fromType: string | null, toStatus: string, toType: string | null) =>
    conversionEvents({ personId: 1, unitId: 1, date: '2025-06-01', fromStatus, fromType, toStatus, toType });

  it('counts 编外→在编 as a 在编 increase by 编制转换 and a 编外 decrease', () => {
    const row = flowStatsRow(unit(1), conversion('OUT', null, 'IN', 'INST'));
    expect(row.increase.estabConvert).toBe(1);
    expect(row).toMatchObject({ increaseTotal: 1, decreaseTotal: 0, net: 1, typeConverted: 0, outOfEstab: { increase: 0, decrease: 1, net: -1 } });
  });

  it('counts 在编→编外 as a 在编 decrease by 编制转换 and a 编外 increase', () => {
    const row = flowStatsRow(unit(1), conversion('IN', 'INST', 'OUT', null));
    expect(row.decrease.estabConvert).toBe(1);
    expect(row).toMatchObject({ increaseTotal: 0, decreaseTotal: 1, net: -1, outOfEstab: { increase: 1, decrease: 0, net: 1 } });
  });

  it('counts a change between two 编制 types on its own, in neither headcount', () => {
    const row = flowStatsRow(unit(1), conversion('IN', 'ORGAN_WORKER', 'IN', 'INST'));
    expect(row).toMatchObject({ increaseTotal: 0, decreaseTotal: 0, net: 0, typeConverted: 1, outOfEstab: { increase: 0, decrease: 0 } });
    expect(conversion('IN', 'INST', 'IN', 'INST')).toEqual([]);
    expect(conversion('OUT', null, 'OUT', null)).toEqual([]);
  });

  it('keeps 编外 arrivals and departures out of the 在编 columns', () => {
    const row = flowStatsRow(unit(1), [
      { personId: 1, unitId: 1, date: '2025-03-01', direction: 'in', kind: 'recruit' },
      { personId: 2, unitId: 1, date: '2025-03-01', direction: 'in', kind: 'other', outOfEstab: true },
      { personId: 3, unitId: 1, date: '2025-04-01', direction: 'out', kind: 'resign', outOfEstab: true },
    ]);
    expect(row).toMatchObject({ increaseTotal: 1, decreaseTotal: 0, net: 1, outOfEstab: { increase: 1, decrease: 1, net: 0 } });
    const total = flowStatsTotal([row, flowStatsRow(unit(2), conversion('IN', 'ORGAN_WORKER', 'IN', 'INST'))], '合计');
    expect(total).toMatchObject({ increaseTotal: 1, typeConverted: 1, outOfEstab: { increase: 1, decrease: 1, net: 0 } });
  });

  it('counts the same person at one unit once per staff, direction and day', () => {
    const events = distinctFlowEvents([
      { personId: 1, unitId: 1, date: '2025-03-01', direction: 'in', kind: 'estabConvert' },
      { personId: 1, unitId: 1, date: '2025-03-01', direction: 'in', kind: 'other' },
      { personId: 1, unitId: 1, date: '2025-03-01', direction: 'in', kind: 'other', outOfEstab: true },
    ]);
    expect(events).toHaveLength(2);
  });
});
