import { addDays, addedLevels, levelShortfalls, postMoveFindings, reduceFindings, type PostHolding, type ReduceSubject } from './jobManage';

const today = '2026-11-22';
const man: ReduceSubject = {
  name: '张三', birthDate: '1966-03-10', gender: '1', postCategory: 'TECH', unitEntryDate: '2000-08-01', personStatus: 'ON_DUTY',
  reduceDate: null, reducedAs: null, reduceFilingNo: null,
};
const codes = (fs: { code: string; level: string }[]) => fs.map((f) => `${f.code}/${f.level}`);

describe('staff reduction (R-JY-01..03)', () => {
  it('refuses a second reduction, naming the first one', () => {
    const reduced = { ...man, personStatus: 'REDUCED', reduceDate: '2024-03-01', reducedAs: '退休', reduceFilingNo: 'JY-2024-000031' };
    const [f] = reduceFindings(reduced, { reduceType: 'RESIGN', reduceDate: '2026-11-01' }, today);
    expect(f).toMatchObject({ code: 'R-JY-01', level: 'ERROR', field: 'personId' });
    expect(f.message).toBe('张三已于2024-03-01减员（退休，JY-2024-000031），不能重复减员');
  });

  it('accepts the day of entry and refuses the day before', () => {
    expect(reduceFindings(man, { reduceType: 'RESIGN', reduceDate: '2000-08-01' }, today)).toEqual([]);
    expect(codes(reduceFindings(man, { reduceType: 'RESIGN', reduceDate: '2000-07-31' }, today))).toEqual(['R-JY-02/ERROR']);
  });

  it('accepts a date 30 days ahead and refuses the 31st', () => {
    expect(addDays(today, 30)).toBe('2026-12-22');
    expect(reduceFindings(man, { reduceType: 'RESIGN', reduceDate: '2026-12-22' }, today)).toEqual([]);
    const [f] = reduceFindings(man, { reduceType: 'RESIGN', reduceDate: '2026-12-23' }, today);
    expect(f).toMatchObject({ code: 'R-JY-02', field: 'reduceDate' });
    expect(f.message).toContain('2026-12-22');
  });

  it('warns of a retirement before the statutory date and not on it (man born 1966-03: 60 years 4 months)', () => {
    expect(reduceFindings(man, { reduceType: 'RETIRE', reduceDate: '2026-07-10' }, today)).toEqual([]);
    const [f] = reduceFindings(man, { reduceType: 'RETIRE', reduceDate: '2026-07-09' }, today);
    expect(f).toMatchObject({ code: 'R-JY-03', level: 'WARN', field: 'reduceType' });
    expect(f.message).toContain('应于2026-07-10退休');
  });

  it('retires a woman on a worker post by the 50 group and a cadre by the 55 group', () => {
    const worker = { ...man, gender: '2', birthDate: '1976-01-15', postCategory: 'WORKER' };
    // F50 from 1975-01: idx 12 → delay 7 months → 2026-08-15.
    expect(reduceFindings(worker, { reduceType: 'RETIRE', reduceDate: '2026-08-15' }, today)).toEqual([]);
    expect(codes(reduceFindings(worker, { reduceType: 'RETIRE', reduceDate: '2026-08-14' }, today))).toEqual(['R-JY-03/WARN']);
    const cadre = { ...worker, postCategory: 'MANAGE' };
    expect(codes(reduceFindings(cadre, { reduceType: 'RETIRE', reduceDate: '2026-08-15' }, today))).toEqual(['R-JY-03/WARN']);
  });

  it('takes the base age from the rules in force and from the person\'s own override (a 县处级 woman at 60)', () => {
    const later = '2030-05-01';
    const retire = (reduceDate: string) => ({ reduceType: 'RETIRE', reduceDate });
    const head = { ...man, gender: '2', birthDate: '1970-05-20', postCategory: 'MANAGE', postLevel: 'M06', unitEntryDate: '1992-08-01' };
    const r03 = (p: ReduceSubject, d: string, rules?: Parameters<typeof reduceFindings>[3]) =>
      codes(reduceFindings(p, retire(d), later, rules)).filter((c) => c.startsWith('R-JY-03'));
    // By the default rules she retires at 55 and 2 months (2025-07-20): no warning in 2030.
    expect(r03(head, '2030-05-19')).toEqual([]);
    const atSixty = [{ gender: '2' as const, postCategory: 'MANAGE' as const, minPostLevel: 'M06', minTitleLevel: null, baseAge: 60 }];
    expect(r03(head, '2030-05-19', atSixty)).toEqual(['R-JY-03/WARN']);
    expect(r03(head, '2030-05-20', atSixty)).toEqual([]);
    expect(r03({ ...head, postLevel: 'M07' }, '2030-05-19', atSixty)).toEqual([]);
    expect(r03({ ...head, retireBaseOverride: 60 }, '2030-05-19')).toEqual(['R-JY-03/WARN']);
    expect(r03({ ...head, retireBaseOverride: 60 }, '2030-05-20')).toEqual([]);
  });

  it('does not warn for other reduction types before the retirement age', () => {
    expect(reduceFindings(man, { reduceType: 'EARLY_RETIRE', reduceDate: '2026-01-01' }, today)).toEqual([]);
  });
});

const teacher: PostHolding = {
  name: '李四', postCategory: 'TECH', postLevel: 'T10', titleLevel: 'MIDDLE', workerSkill: null, dualPost: false, punishEndDates: [],
};
const move = (to: string, extra = {}) => ({ fromCategory: 'TECH', fromLevel: 'T10', toCategory: to[0] === 'T' ? 'TECH' : to[0] === 'M' ? 'MANAGE' : 'WORKER', toLevel: to, appointStart: '2026-12-01', ...extra });
const check = (kind: string, p: PostHolding, l: ReturnType<typeof move>) => codes(postMoveFindings(kind, p, l));

describe('post moves (R-GW-07..11)', () => {
  it('refuses a line filed against a post the person no longer holds (R-GW-11)', () => {
    expect(check('PROMOTE', teacher, move('T09', { fromLevel: 'T11' }))).toEqual(['R-GW-11/ERROR']);
  });

  it('refuses a level outside the chosen category (R-GW-11)', () => {
    expect(check('PROMOTE', teacher, move('T09', { toCategory: 'MANAGE' }))).toEqual(['R-GW-11/ERROR']);
  });

  it('caps a technical level at the top of the title band (R-GW-07)', () => {
    expect(check('PROMOTE', teacher, move('T09'))).toEqual([]);
    expect(check('PROMOTE', teacher, move('T08'))).toEqual(['R-GW-10/WARN']);
    expect(check('PROMOTE', teacher, move('T07'))).toEqual(['R-GW-07/ERROR']);
    expect(check('COMPETE', { ...teacher, titleLevel: 'NONE' }, move('T12'))).toEqual(['R-GW-07/ERROR']);
  });

  it('caps a worker level at the worker grade (R-GW-08)', () => {
    const worker = { ...teacher, postCategory: 'WORKER', postLevel: 'W04', titleLevel: null, workerSkill: 'ADV' };
    const l = (to: string) => move(to, { fromCategory: 'WORKER', fromLevel: 'W04' });
    expect(check('PROMOTE', worker, l('W03'))).toEqual([]);
    expect(check('PROMOTE', worker, l('W02'))).toEqual(['R-GW-08/ERROR']);
    const general = { ...worker, postLevel: 'W00', workerSkill: 'NONE' };
    expect(check('PROMOTE', general, move('W05', { fromCategory: 'WORKER', fromLevel: 'W00' }))).toEqual(['R-GW-08/ERROR']);
  });

  it('refuses a promotion during a sanction period, up to its last day (R-GW-09)', () => {
    const punished = { ...teacher, punishEndDates: ['2026-12-01'] };
    expect(check('PROMOTE', punished, move('T09'))).toEqual(['R-GW-09/ERROR']);
    expect(check('PROMOTE', punished, move('T09', { appointStart: '2026-12-02' }))).toEqual([]);
    expect(check('RENEW', punished, move('T10'))).toEqual([]);
  });

  it('warns of a promotion skipping a level (R-GW-10)', () => {
    expect(check('PROMOTE', teacher, move('T09'))).toEqual([]);
    expect(check('PROMOTE', teacher, move('T08'))).toEqual(['R-GW-10/WARN']);
  });

  it('checks each kind means what it says', () => {
    expect(check('PROMOTE', teacher, move('T11'))).toEqual(['R-GW-11/ERROR']);
    expect(check('RENEW', teacher, move('T09'))).toEqual(['R-GW-11/ERROR']);
    expect(check('FIRST', teacher, move('T10'))).toEqual(['R-GW-11/ERROR']);
    expect(check('DEMOTE', teacher, move('T11'))).toEqual([]);
    expect(check('DEMOTE', teacher, move('T09'))).toEqual(['R-GW-11/ERROR']);
    expect(check('CATEGORY_SWITCH', teacher, move('T11'))).toEqual(['R-GW-11/ERROR']);
    expect(check('CATEGORY_SWITCH', teacher, move('M09'))).toEqual([]);
    expect(check('DISMISS_POST', teacher, { ...move('T10'), toCategory: null, toLevel: null } as never)).toEqual([]);
    expect(check('DUAL_REMOVE', teacher, move('T10'))).toEqual(['R-GW-11/ERROR']);
  });

  it('adds a second post only as management with technical', () => {
    const l = (secondCategory: string, secondLevel: string) => ({ ...move('T10'), toCategory: null, toLevel: null, secondCategory, secondLevel }) as never;
    expect(check('DUAL_ADD', teacher, l('MANAGE', 'M08'))).toEqual([]);
    expect(check('DUAL_ADD', teacher, l('WORKER', 'W03'))).toEqual(['R-GW-11/ERROR']);
    expect(check('DUAL_ADD', { ...teacher, dualPost: true }, l('MANAGE', 'M08'))).toEqual(['R-GW-11/ERROR']);
  });
});

describe('post counts (R-GW-06)', () => {
  it('counts only levels a person does not hold yet', () => {
    expect(addedLevels('PROMOTE', { postLevel: 'T10' }, move('T09'))).toEqual(['T09']);
    expect(addedLevels('RENEW', { postLevel: 'T10' }, move('T10'))).toEqual([]);
    expect(addedLevels('DISMISS_POST', { postLevel: 'T10' }, move('T10'))).toEqual([]);
    expect(addedLevels('DUAL_ADD', { postLevel: 'T10' }, { ...move('T10'), secondLevel: 'M08' })).toEqual(['M08']);
  });

  it('lets the last post be filled and refuses one more', () => {
    expect(levelShortfalls({ T07: 3 }, { T07: 2 }, {}, { T07: 1 })).toEqual([]);
    expect(levelShortfalls({ T07: 3 }, { T07: 2 }, { T07: 1 }, { T07: 1 })).toEqual([{ level: 'T07', approved: 3, held: 2, inTransit: 1, adding: 1 }]);
    expect(levelShortfalls({}, {}, {}, { M05: 1 })).toEqual([{ level: 'M05', approved: 0, held: 0, inTransit: 0, adding: 1 }]);
  });
});
