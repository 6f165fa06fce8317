import { assessmentYears, levelChanges, levelSummary, sheetIsProvisional, sheetOpinions, type SheetMove } from './jobChangeSheet';

const move = (kind: string, fromLevel: string | null, toLevel: string | null, extra: Partial<SheetMove> = {}): SheetMove => ({
  kind, fromLevel, toLevel, fromCategory: null, toCategory: null, appointStart: '2026-03-01', ...extra,
});
const ORDER = ['M09', 'T07', 'T08', 'T09', 'T10', 'T11'];

describe('assessmentYears', () => {
  it('gives the three years before the filing year, oldest first', () => {
    expect(assessmentYears('2026-01-01')).toEqual([2023, 2024, 2025]);
    expect(assessmentYears('2026-12-31')).toEqual([2023, 2024, 2025]);
    expect(assessmentYears('2027-01-01')).toEqual([2024, 2025, 2026]);
  });
});

describe('levelChanges', () => {
  it('moves a promotion from the old level to the new one', () => {
    expect(levelChanges([move('PROMOTE', 'T10', 'T09'), move('PROMOTE', 'T10', 'T09')])).toEqual({ T10: -2, T09: 2 });
  });

  it('lists a renewal with no change and a first appointment with only its new level', () => {
    expect(levelChanges([move('RENEW', 'T09', 'T09'), move('FIRST', null, 'T11')])).toEqual({ T09: 0, T11: 1 });
  });

  it('frees the level of a removal from post and the second post of a dual post removed', () => {
    expect(levelChanges([move('DISMISS_POST', 'T08', null), move('DUAL_REMOVE', 'T07', null, { removedSecondLevel: 'M09' })]))
      .toEqual({ T08: -1, T07: 0, M09: -1 });
  });

  it('takes the second level of a dual post added, leaving the main post as it is', () => {
    expect(levelChanges([move('DUAL_ADD', 'T07', null, { secondLevel: 'M09' })])).toEqual({ T07: 0, M09: 1 });
  });

  it('has nothing to count without lines', () => {
    expect(levelChanges([])).toEqual({});
  });
});

describe('levelSummary', () => {
  it('gives set, before, change, after and vacancy per level, in the code order', () => {
    const rows = levelSummary({ T09: 1, T10: -1 }, { T09: 3, T10: 5 }, { T09: 2, T10: 5, T08: 1 }, ORDER);
    expect(rows).toEqual([
      { level: 'T09', approved: 3, heldBefore: 2, change: 1, heldAfter: 3, vacancy: 0 },
      { level: 'T10', approved: 5, heldBefore: 5, change: -1, heldAfter: 4, vacancy: 1 },
    ]);
  });

  it('shows a level over the plan as a negative vacancy and a level outside the plan as set 0', () => {
    expect(levelSummary({ T07: 1 }, {}, { T07: 0 }, ORDER)).toEqual([{ level: 'T07', approved: 0, heldBefore: 0, change: 1, heldAfter: 1, vacancy: -1 }]);
  });

  it('leaves the held figures open when those of the moment are unknown', () => {
    expect(levelSummary({ T09: 1 }, { T09: 3 }, null, ORDER)).toEqual([{ level: 'T09', approved: 3, heldBefore: null, change: 1, heldAfter: null, vacancy: null }]);
  });

  it('puts levels the order does not know last', () => {
    expect(levelSummary({ X01: 1, M09: 0 }, {}, {}, ORDER).map((r) => r.level)).toEqual(['M09', 'X01']);
  });
});

describe('sheetOpinions', () => {
  const r = (seq: number, action: string, opinion: string | null, actorName = '审核人') => ({ seq, action, opinion, actorName, actedAt: `2026-03-0${seq} 10:00:00` });

  it('takes the latest approval of each node with its reviewer and date', () => {
    const got = sheetOpinions([r(1, 'SUBMIT', null), r(2, 'ZG_APPROVE', '同意', '王科长'), r(3, 'RSJ_APPROVE', '同意备案', '赵处长')]);
    expect(got).toEqual({
      zg: { opinion: '同意', reviewer: '王科长', date: '2026-03-02' },
      rsj: { opinion: '同意备案', reviewer: '赵处长', date: '2026-03-03' },
    });
  });

  it('leaves a node blank that the filing has not reached', () => {
    expect(sheetOpinions([r(1, 'SUBMIT', null)])).toEqual({ zg: { opinion: null, reviewer: null, date: null }, rsj: { opinion: null, reviewer: null, date: null } });
    expect(sheetOpinions([])).toEqual(sheetOpinions([r(1, 'SUBMIT', null)]));
  });

  it('forgets approvals of a round that ended in a return', () => {
    const got = sheetOpinions([
      r(1, 'SUBMIT', null), r(2, 'ZG_APPROVE', '同意', '王科长'), r(3, 'RSJ_RETURN', '请补充材料'), r(4, 'SUBMIT', null), r(5, 'ZG_APPROVE', '材料已补齐，同意', '李科长'),
    ]);
    expect(got.zg).toEqual({ opinion: '材料已补齐，同意', reviewer: '李科长', date: '2026-03-05' });
    expect(got.rsj.opinion).toBeNull();
  });
});

describe('sheetIsProvisional', () => {
  it('marks every state but approved', () => {
    expect(sheetIsProvisional('APPROVED')).toBe(false);
    for (const s of ['DRAFT', 'PENDING_ZG', 'RETURNED_ZG', 'PENDING_RSJ', 'RETURNED_RSJ', 'VOID']) expect(sheetIsProvisional(s)).toBe(true);
  });
});
