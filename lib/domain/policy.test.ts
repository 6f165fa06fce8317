import { excellentExcess } from './assessment';
import { excellentRateFor, POLICIES, ratioTargetsFor, type RatioTargets } from './policy';
import { planSummary, postSettingFindings, type PlanLine } from './postSetting';
import { publicityIssues } from './recruit';
import { latestBirthRetiringUnder, retireBaseAge, retirementDateFor, type RetireSubject } from './retirementRules';
import { retirementBirthBounds } from './retirementWindow';
import { retireBandFor, retirementDate } from './codes';

const DEFAULTS = POLICIES['post.ratioTargets'].defaultValue;

describe('the defaults keep the rules as they were', () => {
  it('parse under their own schemas', () => {
    for (const def of Object.values(POLICIES)) expect(def.schema.parse(def.defaultValue)).toEqual(def.defaultValue);
  });

  it('give every person the retirement day of the statutory bands', () => {
    const people: RetireSubject[] = [
      { birthDate: '1965-01-15', gender: '1', postCategory: 'TECH', postLevel: 'T05', titleLevel: 'SENIOR_DEP' },
      { birthDate: '1972-05-10', gender: '2', postCategory: 'MANAGE', postLevel: 'M05', titleLevel: null },
      { birthDate: '1984-11-02', gender: '2', postCategory: 'WORKER', postLevel: 'W03', titleLevel: null },
      { birthDate: '1980-03-01', gender: '2', postCategory: null, postLevel: null, titleLevel: null },
    ];
    for (const p of people) expect(retirementDateFor(p)).toBe(retirementDate(p.birthDate, p.gender, retireBandFor(p.gender, p.postCategory)));
  });
});

describe('R-KH-04 with the cap in force', () => {
  const cap = { percent: 20, upliftPercent: 5, wellRatedUnitIds: [7], population: 'GRADED' as const };
  it('raises the cap by the 上浮 for a unit rated well only', () => {
    expect(excellentRateFor(cap, 7)).toBe(25);
    expect(excellentRateFor(cap, 8)).toBe(20);
  });

  it('counts the graded persons, or everyone taking part when the population says so', () => {
    // 8 graded + 2 不定等次 + 1 absent: 20 % of 8 is 1, of 10 is 2.
    const results = ['1', '1', '2', '2', '2', '2', '2', '2', '9', '9', '0'];
    expect(excellentExcess(results, 20, 'GRADED')).toMatchObject({ message: '优秀2人，超过上限1人（8×20%）' });
    expect(excellentExcess(results, 20, 'PARTICIPANTS')).toBeNull();
    expect(excellentExcess([...results, '1'], 20, 'PARTICIPANTS')).toMatchObject({ message: '优秀3人，超过上限2人（11×20%）' });
  });
});

describe('R-GEN-06 with the publicity days in force', () => {
  it('refuses 9 days under 10 and takes 10', () => {
    expect(publicityIssues('2026-03-01', '2026-03-09', '2026-03-20', 10)).toEqual([expect.objectContaining({ message: '公示期为9日，不得少于10日', field: 'header.publicityEnd' })]);
    expect(publicityIssues('2026-03-01', '2026-03-10', '2026-03-20', 10)).toEqual([]);
    expect(publicityIssues('2026-03-01', '2026-03-07', '2026-03-20')).toEqual([]);
  });
});

describe('R-GW-04 with the targets in force', () => {
  const line = (postLevel: string, approvedCount: number): PlanLine => ({
    postCategory: postLevel.startsWith('M') ? 'MANAGE' : postLevel.startsWith('T') ? 'TECH' : 'WORKER', postLevel, approvedCount,
  });
  const run = (lines: PlanLine[], mainPostType: string, targets: RatioTargets) => {
    const s = planSummary(lines);
    const header = { postTotal: s.total, managePosts: s.byCategory.MANAGE, techPosts: s.byCategory.TECH, workerPosts: s.byCategory.WORKER, dualPostCount: 0 };
    return postSettingFindings(header, lines, { unitRank: 'DIV_DEP', mainPostType, quotaInst: 500 }, targets).filter((f) => f.code === 'R-GW-04').map((f) => f.message);
  };

  it('checks a 管理为主 unit\'s management share once a minimum is set, not before', () => {
    const share = (lines: PlanLine[], targets: RatioTargets) => run(lines, 'MANAGE', targets).filter((m) => m.includes('不低于'));
    const lines = [line('M08', 59), line('T10', 41)];
    expect(share(lines, ratioTargetsFor(DEFAULTS, 'MANAGE'))).toEqual([]);
    const targets = { ...DEFAULTS.MANAGE, mainShareMin: 60 };
    expect(share(lines, targets)).toEqual(['管理为主单位管理岗位应不低于岗位总量的60%，现为59%']);
    expect(share([line('M08', 60), line('T10', 40)], targets)).toEqual([]);
  });

  it('moves the tolerance: a band 15 points off warns at 10, not at 15', () => {
    // 高:中:初 25:30:45 against 1:3:6 (10:30:60): 15 points off on two shares.
    const lines = [line('T05', 25), line('T08', 30), line('T11', 45)];
    const message = '专业技术岗位 高级:中级:初级 为 25:30:45，偏离控制目标 1:3:6';
    expect(run(lines, 'TECH', DEFAULTS.TECH)).toContain(message);
    expect(run(lines, 'TECH', { ...DEFAULTS.TECH, tolerance: 15 })).not.toContain(message);
  });

  it('moves a target: 3:3:4 becomes the goal the same plan meets', () => {
    const lines = [line('T05', 30), line('T08', 30), line('T11', 40)];
    expect(run(lines, 'TECH', DEFAULTS.TECH)).toContain('专业技术岗位 高级:中级:初级 为 30:30:40，偏离控制目标 1:3:6');
    expect(run(lines, 'TECH', { ...DEFAULTS.TECH, techBands: [3, 3, 4] }).filter((m) => m.startsWith('专业技术岗位 高级'))).toEqual([]);
  });
});

describe('R-AGE-03 with the base-age rules in force', () => {
  const rules = [
    { gender: '2' as const, postCategory: 'MANAGE' as const, minPostLevel: 'M06', minTitleLevel: null, baseAge: 60 },
    { gender: '2' as const, postCategory: 'TECH' as const, minPostLevel: null, minTitleLevel: 'SENIOR_DEP' as const, baseAge: 60 },
    ...POLICIES['retire.baseAgeRules'].defaultValue,
  ];
  const woman = (over: Partial<RetireSubject>): RetireSubject => ({ birthDate: '1975-06-20', gender: '2', postCategory: 'MANAGE', postLevel: 'M06', titleLevel: null, ...over });

  it('keeps a 副处 (M06) woman to 60, not one at M07', () => {
    expect(retireBaseAge(woman({}), rules)).toBe(60);
    expect(retirementDateFor(woman({}), rules)).toBe('2035-06-20');
    expect(retireBaseAge(woman({ postLevel: 'M07' }), rules)).toBe(55);
    expect(retirementDateFor(woman({ postLevel: 'M07' }), rules)).toBe(retirementDate('1975-06-20', '2', 'F55'));
  });

  it('keeps a 副高 woman on a technical post to 60, not one of 中级', () => {
    expect(retireBaseAge(woman({ postCategory: 'TECH', postLevel: 'T07', titleLevel: 'SENIOR_DEP' }), rules)).toBe(60);
    expect(retireBaseAge(woman({ postCategory: 'TECH', postLevel: 'T08', titleLevel: 'MIDDLE' }), rules)).toBe(55);
  });

  it('puts a person\'s own override before every rule', () => {
    expect(retireBaseAge(woman({ retireBaseOverride: 55 }), rules)).toBe(55);
    expect(retireBaseAge(woman({ postCategory: 'WORKER', postLevel: 'W03', retireBaseOverride: 58 }), rules)).toBe(58);
  });

  it('bounds the births of a group under every base it can get, so the prefilter misses no one', () => {
    const horizon = '2027-06-30';
    const bands = retirementBirthBounds(horizon);
    expect(latestBirthRetiringUnder(horizon, '2', false, POLICIES['retire.baseAgeRules'].defaultValue, [], bands)).toBe(bands.F55);
    expect(latestBirthRetiringUnder(horizon, '2', true, POLICIES['retire.baseAgeRules'].defaultValue, [], bands)).toBe(bands.F50);
    // By 2045 the later births retire at a delayed 63; a man kept to a flat 62 retires sooner, and the bound moves to take him in.
    const far = '2045-06-30';
    expect(retirementBirthBounds(far).M60 < '1983-06-30').toBe(true);
    expect(latestBirthRetiringUnder(far, '1', false, [], [62], retirementBirthBounds(far))).toBe('1983-06-30');
  });
});
