import { entryFindings, excellentExcess } from '../assessment';
import { conversionIssues, quotaShortfall } from '../estabConversion';
import { exchangeHeaderFindings, internalExchangeFindings, movableFinding } from '../exchange';
import { postMoveFindings, reduceFindings } from '../jobManage';
import { personIssues } from '../person';
import { entryRouteFindings, eligibilityFindings, estabTypeFindings } from '../postEligibility';
import { postSettingFindings } from '../postSetting';
import {
  arrivalIssues, duplicateIdIssues, newPersonIssues, planIssues, publicityIssues, recruitRoomIssues, resultLineIssues, talentLineIssues,
  windowIssues, type PlanPost,
} from '../recruit';
import { lineFindings } from '../rewardPunish';
import { CJK, estabNameEn, inLanguage, levelNameEn, type Finding } from './findingText';

const TODAY = '2026-11-25';

/** A valid GB 11643 number for a birth date and the 17th digit (odd: male). */
function idFor(birth: string, seventeenth: string): string {
  const body = `330502${birth.replace(/-/g, '')}12${seventeenth}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = body.split('').reduce((s, c, i) => s + Number(c) * weights[i], 0);
  return body + '10X98765432'[sum % 11];
}
const MALE_ID = idFor('1990-05-01', '3');

type Texts = { message: string; messageEn: string };
const post: PlanPost = {
  postCode: 'A01', postName: 'Teacher', postCategory: 'TECH', postLevel: 'T12', recruitCount: 1, ageMax: 30, eduReq: '21', degreeReq: 'MASTER', estabType: 'INST',
};
const holding = { name: 'Li Lei', postCategory: 'TECH', postLevel: 'T10', titleLevel: 'MIDDLE', workerSkill: null, dualPost: false, punishEndDates: [] };
const subject = { name: 'Li Lei', estabStatus: 'IN', personStatus: 'ON_DUTY', recordStatus: 'FILED', workStartDate: '2010-01-01', unitEntryDate: '2010-01-01', reduceDate: null };
const plan = (postLevel: string, postCategory: string, approvedCount: number) => ({ postLevel, postCategory, approvedCount });

/** Every rule helper of lib/domain, driven into each of its findings: name → the findings it gives. */
const CASES: [string, () => (Texts | null)[]][] = [
  ['planIssues', () => [...planIssues({ signupStart: '2026-02-01', signupEnd: '2026-01-01' }, []),
    ...planIssues({ signupStart: '2026-01-01', signupEnd: '2026-02-01' }, [
      { postCode: 'A1', postCategory: 'MANAGE', postLevel: 'T05', recruitCount: 1 }, { postCode: 'a1', postCategory: 'TECH', postLevel: 'T05', recruitCount: 1 }])]],
  ['recruitRoomIssues', () => [
    ...recruitRoomIssues('招聘', new Map([['INST', 5], ['ADMIN', 1]]), [{ estabType: 'INST', vacancy: 3, reservedByPlans: 1 }]),
    ...recruitRoomIssues('引进', new Map([['INST', 5]]), [{ estabType: 'INST', vacancy: 3, reservedByPlans: 1 }])]],
  ['newPersonIssues', () => [
    ...newPersonIssues({ name: 'Li Lei', idNumber: `${MALE_ID.slice(0, 17)}0`, gender: '1', birthDate: '1990-05-01' }, 0, TODAY),
    ...newPersonIssues({ name: 'Li Lei', idNumber: '12345', gender: '1', birthDate: '1990-05-01' }, 0, TODAY),
    ...newPersonIssues({ name: 'Li Lei', idNumber: MALE_ID, gender: '2', birthDate: '1990-05-02', workStartDate: '2000-01-01' }, 0, TODAY),
    ...newPersonIssues({ name: 'Li Lei', idNumber: MALE_ID, gender: '1', birthDate: '1990-05-01', workStartDate: '2030-01-01' }, 0, TODAY)]],
  ['duplicateIdIssues', () => duplicateIdIssues([{ idNumber: MALE_ID }, { idNumber: MALE_ID.toLowerCase() }])],
  ['talentLineIssues', () => talentLineIssues([{ name: 'Li Lei', postCategory: 'MANAGE', postLevel: 'T05' }])],
  ['publicityIssues', () => [...publicityIssues('2026-02-01', '2026-01-01', TODAY), ...publicityIssues('2026-11-24', '2026-11-26', TODAY)]],
  ['resultLineIssues', () => [...resultLineIssues([
    { name: 'Li Lei', idNumber: MALE_ID, gender: '1', birthDate: '1970-01-01', postCode: 'A01', education: '61', postLevel: 'M05', physicalResult: 'FAIL', inspectResult: 'FAIL' },
    { name: 'Han Mei', idNumber: MALE_ID, gender: '1', birthDate: '1990-01-01', postCode: 'A01', education: '21', degree: '301', postLevel: 'T12', physicalResult: 'PASS', inspectResult: 'PASS' },
    { name: 'Wang Fang', idNumber: MALE_ID, gender: '1', birthDate: '1990-01-01', postCode: 'B02', education: '21', postLevel: 'T12', physicalResult: 'PASS', inspectResult: 'PASS' },
  ], [post], new Map([['A01', 1]]), '2026-01-01')]],
  ['windowIssues', () => [...windowIssues('2026-02-01', '2026-01-01', TODAY), ...windowIssues('2026-01-01', '2026-02-01', TODAY)]],
  ['arrivalIssues', () => arrivalIssues({ arrivalDate: '2030-01-01', workStartDate: '2031-01-01', birthDate: '2020-01-01', approvedOn: '2031-01-01', today: TODAY })],
  ['personIssues', () => [
    ...personIssues({
      name: 'L', idType: '01', idNumber: MALE_ID, gender: '2', birthDate: '1990-05-02', politicalStatus: '01', mobile: '123', graduationDate: '1995-01-01',
      workStartDate: '1995-01-01', unitEntryDate: '2030-01-01', estabStatus: 'IN', postLevel: 'T05', postCategory: 'MANAGE', appointDate: '2031-01-01',
      dualPost: true, contractType: 'FIXED', contractStart: '2020-01-01', probationEnd: '2022-01-01',
    }, TODAY),
    ...personIssues({
      name: 'Li Lei', idType: '01', idNumber: `${MALE_ID.slice(0, 17)}0`, gender: '1', birthDate: '1990-05-01', politicalStatus: '13', workStartDate: '2010-01-01',
      unitEntryDate: '2009-01-01', estabStatus: 'OUT', appointDate: '2008-01-01', dualPost: true, postCategory: 'TECH', postLevel: 'T05',
      secondPostCategory: 'TECH', secondPostLevel: 'T06', contractStart: '2020-01-01', contractEnd: '2019-01-01',
    }, TODAY),
    ...personIssues({ name: 'Li Lei', idType: '01', idNumber: '3305021990133112', gender: '1', birthDate: '1990-05-01', politicalStatus: '13', workStartDate: '2010-01-01', unitEntryDate: '2010-01-01', estabStatus: 'IN', estabType: 'INST', dualPost: true, postCategory: 'TECH', postLevel: 'T05', secondPostCategory: 'MANAGE', secondPostLevel: 'T06' }, TODAY),
    ...personIssues({ name: 'Li Lei', idType: '01', idNumber: '330502199013311230', gender: '1', birthDate: '1990-05-01', politicalStatus: '13', workStartDate: '2010-01-01', unitEntryDate: '2010-01-01', estabStatus: 'IN', estabType: 'INST' }, TODAY)]],
  ['reduceFindings', () => {
    const p = { name: 'Li Lei', birthDate: '1990-01-01', gender: '1', postCategory: 'TECH', unitEntryDate: '2010-01-01', personStatus: 'ON_DUTY', reduceDate: null, reducedAs: null, reduceFilingNo: null };
    return [
      ...reduceFindings({ ...p, personStatus: 'REDUCED', reduceDate: '2020-01-01', reducedAs: '辞职', reducedAsEn: 'Resignation', reduceFilingNo: 'JY2020-001' }, { reduceType: 'RESIGN', reduceDate: TODAY }, TODAY),
      ...reduceFindings(p, { reduceType: 'RETIRE', reduceDate: '2009-01-01' }, TODAY),
      ...reduceFindings(p, { reduceType: 'RETIRE', reduceDate: '2027-12-01' }, TODAY),
    ];
  }],
  ['postMoveFindings', () => [
    ...postMoveFindings('FIRST', holding, { fromLevel: 'T09', fromCategory: 'TECH', appointStart: TODAY }),
    ...postMoveFindings('FIRST', holding, { fromLevel: 'T10', fromCategory: 'TECH', appointStart: TODAY }),
    ...postMoveFindings('FIRST', holding, { fromLevel: 'T10', fromCategory: 'TECH', toCategory: 'MANAGE', toLevel: 'T05', appointStart: TODAY }),
    ...postMoveFindings('FIRST', holding, { fromLevel: 'T10', fromCategory: 'TECH', toCategory: 'TECH', toLevel: 'T09', appointStart: TODAY }),
    ...postMoveFindings('PROMOTE', holding, { fromLevel: 'T10', fromCategory: 'TECH', toCategory: 'TECH', toLevel: 'T11', appointStart: TODAY }),
    ...postMoveFindings('RENEW', holding, { fromLevel: 'T10', fromCategory: 'TECH', toCategory: 'TECH', toLevel: 'T09', appointStart: TODAY }),
    ...postMoveFindings('CATEGORY_SWITCH', holding, { fromLevel: 'T10', fromCategory: 'TECH', toCategory: 'TECH', toLevel: 'T09', appointStart: TODAY }),
    ...postMoveFindings('DEMOTE', holding, { fromLevel: 'T10', fromCategory: 'TECH', toCategory: 'TECH', toLevel: 'T09', appointStart: TODAY }),
    ...postMoveFindings('DISMISS_POST', { ...holding, postLevel: null, postCategory: null }, { appointStart: TODAY }),
    ...postMoveFindings('DUAL_ADD', { ...holding, dualPost: true }, { fromLevel: 'T10', fromCategory: 'TECH', appointStart: TODAY }),
    ...postMoveFindings('DUAL_ADD', holding, { fromLevel: 'T10', fromCategory: 'TECH', appointStart: TODAY }),
    ...postMoveFindings('DUAL_ADD', holding, { fromLevel: 'T10', fromCategory: 'TECH', secondCategory: 'MANAGE', secondLevel: 'T05', appointStart: TODAY }),
    ...postMoveFindings('DUAL_ADD', holding, { fromLevel: 'T10', fromCategory: 'TECH', secondCategory: 'WORKER', secondLevel: 'W03', appointStart: TODAY }),
    ...postMoveFindings('DUAL_REMOVE', holding, { fromLevel: 'T10', fromCategory: 'TECH', appointStart: TODAY }),
    ...postMoveFindings('PROMOTE', { ...holding, titleLevel: 'NONE' }, { fromLevel: 'T10', fromCategory: 'TECH', toCategory: 'TECH', toLevel: 'T09', appointStart: TODAY }),
    ...postMoveFindings('PROMOTE', holding, { fromLevel: 'T10', fromCategory: 'TECH', toCategory: 'TECH', toLevel: 'T07', appointStart: TODAY }),
    ...postMoveFindings('FIRST', { ...holding, postLevel: null, postCategory: null, workerSkill: 'JUN' }, { toCategory: 'WORKER', toLevel: 'W02', appointStart: TODAY }),
    ...postMoveFindings('PROMOTE', { ...holding, punishEndDates: ['2030-01-01'] }, { fromLevel: 'T10', fromCategory: 'TECH', toCategory: 'TECH', toLevel: 'T09', appointStart: TODAY }),
    ...postMoveFindings('PROMOTE', { ...holding, postLevel: 'T12' }, { fromLevel: 'T12', fromCategory: 'TECH', toCategory: 'TECH', toLevel: 'T10', appointStart: TODAY }),
  ]],
  ['exchange', () => {
    const a = { id: 1, name: 'Unit A', competentDeptId: 10 };
    return [
      ...exchangeHeaderFindings({ direction: 'OUT', counterpartInSystem: true, counterpartUnitId: 7 }, 5),
      ...exchangeHeaderFindings({ direction: 'IN', counterpartInSystem: true, counterpartUnitId: 5 }, 5),
      movableFinding({ name: 'Li Lei', unitId: 8, recordStatus: 'FILED', personStatus: 'ON_DUTY' }, 7, 'Unit B'),
      movableFinding({ name: 'Li Lei', unitId: 7, recordStatus: 'PENDING', personStatus: 'ON_DUTY' }, 7, 'Unit B'),
      movableFinding({ name: 'Li Lei', unitId: 7, recordStatus: 'FILED', personStatus: 'REDUCED' }, 7, 'Unit B'),
      ...internalExchangeFindings(a, { ...a, competentDeptId: 11 }, 10, 2, false),
      ...internalExchangeFindings(a, a, 10, 1, true),
    ];
  }],
  ['conversion', () => {
    const p = { name: 'Li Lei', estabStatus: 'OUT', estabType: null, postCategory: null, postLevel: null, unitEntryDate: '2020-01-01', personStatus: 'REDUCED', recordStatus: 'FILED' };
    return [
      ...conversionIssues(p, { toEstabStatus: 'IN', toEstabType: 'ADMIN', toCategory: 'MANAGE', toLevel: 'T05', effectiveDate: '2030-01-01' }, 'PUBLIC_INST', TODAY),
      ...conversionIssues(p, { toEstabStatus: 'OUT', toEstabType: null, toCategory: null, toLevel: null, effectiveDate: '2019-01-01' }, 'PUBLIC_INST', TODAY),
      quotaShortfall({ estabType: 'INST', approved: 10, actual: 9, approvedNotArrived: 0, inTransit: 1 }, 1),
    ];
  }],
  ['post eligibility', () => {
    const p = { name: 'Li Ming', postLevel: 'T09', titleLevel: 'MIDDLE', workerSkill: null, punishEndDates: ['2027-01-01'] };
    return [
      ...estabTypeFindings('PUBLIC_INST', 'ORGAN_WORKER', 'estabType'),
      ...entryRouteFindings({ name: 'Li Ming', entryMethod: 'MILITARY', estabStatus: 'IN', unitEntryDate: TODAY }, TODAY, 'personId'),
      ...eligibilityFindings(p, { category: 'TECH', level: 'T05', date: TODAY, field: 'toLevel' }),
      ...eligibilityFindings({ ...p, titleLevel: null }, { category: 'TECH', level: 'T12', date: TODAY, field: 'toLevel' }),
      ...eligibilityFindings(p, { category: 'TECH', level: 'T08', date: TODAY, field: 'toLevel' }),
      ...eligibilityFindings(p, { category: 'WORKER', level: 'W02', date: TODAY, field: 'toLevel' }),
      ...eligibilityFindings(p, { category: 'MANAGE', level: 'T08', date: TODAY, field: 'toLevel' }),
    ];
  }],
  ['assessment', () => [
    ...entryFindings({ ...subject, workStartDate: '2026-10-01', unitEntryDate: '2026-10-01' }, [], { result: '1' }, 2026),
    ...entryFindings(subject, [{ rpType: 'DEMERIT', decisionDate: '2026-03-01' }], { result: '2' }, 2026),
    ...entryFindings(subject, [{ rpType: 'WARNING', decisionDate: '2026-03-01' }], { result: '1' }, 2026),
    ...entryFindings(subject, [], { result: '4', comment: 'short' }, 2026, new Map([[2025, '4']])),
    ...entryFindings(subject, [], { result: '0' }, 2026),
    ...entryFindings(subject, [], { result: '1' }, 2026, new Map([[2025, '1'], [2024, '1']])),
    excellentExcess(['1', '1', '2', '2', '2']),
  ]],
  ['rewardPunish', () => [
    ...lineFindings({ name: 'Li Lei', postCategory: null, postLevel: null, unitEntryDate: '2010-09-01', lockedBy: '岗位聘用 GWPY-1', lockedByEn: 'Post appointment GWPY-1' },
      { rpKind: 'REWARD', rpType: 'DEMOTE', decisionDate: '2026-02-01', effectiveDate: '2026-01-01' }),
    ...lineFindings({ name: 'Li Lei', postCategory: 'TECH', postLevel: 'T10', unitEntryDate: '2010-09-01', lockedBy: null }, { rpKind: 'PUNISH', rpType: 'DEMOTE', decisionDate: TODAY, effectiveDate: TODAY }),
    ...lineFindings({ name: 'Li Lei', postCategory: 'TECH', postLevel: 'T10', unitEntryDate: '2010-09-01', lockedBy: null }, { rpKind: 'PUNISH', rpType: 'DEMOTE', decisionDate: TODAY, effectiveDate: TODAY, demoteToLevel: 'M09' }),
    ...lineFindings({ name: 'Li Lei', postCategory: 'TECH', postLevel: 'T10', unitEntryDate: '2010-09-01', lockedBy: null }, { rpKind: 'PUNISH', rpType: 'DEMOTE', decisionDate: TODAY, effectiveDate: TODAY, demoteToLevel: 'T09' }),
    ...lineFindings({ name: 'Li Lei', postCategory: 'TECH', postLevel: 'T10', unitEntryDate: '2010-09-01', lockedBy: null }, { rpKind: 'PUNISH', rpType: 'EXPEL', decisionDate: '2009-01-01', effectiveDate: '2009-01-01' }),
  ]],
  ['postSettingFindings', () => {
    const unit = { unitRank: 'SEC_FULL', mainPostType: 'TECH', quotaInst: 5 };
    const totals = { postTotal: 9, managePosts: 1, techPosts: 1, workerPosts: 1, dualPostCount: 0 };
    return [
      ...postSettingFindings(totals, [], unit),
      ...postSettingFindings(totals, [plan('T05', 'MANAGE', 1), plan('T06', 'TECH', 1), plan('T06', 'TECH', 1)], unit),
      ...postSettingFindings(totals, [plan('M01', 'MANAGE', 5), plan('T01', 'TECH', 1), plan('T02', 'TECH', 1), plan('W01', 'WORKER', 4), plan('W05', 'WORKER', 1)], unit),
    ];
  }],
];

describe('rule findings in English (every message has its English text)', () => {
  it.each(CASES)('%s', (_name, run) => {
    const found = run().filter((f): f is Texts => f !== null);
    expect(found.length).toBeGreaterThan(0);
    for (const f of found) {
      expect(f.message).toMatch(CJK);
      expect(f.messageEn.trim()).not.toBe('');
      expect([f.messageEn, CJK.test(f.messageEn)]).toEqual([f.messageEn, false]);
    }
  });

  it('drives the helpers into many distinct findings, not a handful', () => {
    const texts = new Set(CASES.flatMap(([, run]) => run().filter((f): f is Texts => f !== null).map((f) => f.messageEn.replace(/\d+/g, '#'))));
    expect(texts.size).toBeGreaterThan(90);
  });
});

describe('inLanguage', () => {
  const found: Finding[] = [
    { code: 'R-BZ-01', level: 'ERROR', message: '事业编制已满', messageEn: 'The institution quota is full', field: 'lines' },
    { code: 'R-GW-04', level: 'WARN', message: '结构比例偏离', messageEn: 'The structure is off target' },
  ];

  it('answers the English text to an English caller and keeps code, level and field', () => {
    expect(inLanguage(found, 'en')).toEqual([
      { code: 'R-BZ-01', level: 'ERROR', message: 'The institution quota is full', field: 'lines' },
      { code: 'R-GW-04', level: 'WARN', message: 'The structure is off target' },
    ]);
  });

  it('answers the Chinese text otherwise, without the English one', () => {
    expect(inLanguage(found, 'zh').map((v) => v.message)).toEqual(['事业编制已满', '结构比例偏离']);
    expect(inLanguage(found, 'zh')[0]).not.toHaveProperty('messageEn');
  });

  it('names establishment types and post levels in English', () => {
    expect(estabNameEn('INST')).toBe('institution quota');
    expect(levelNameEn('M05')).toBe('management grade 5');
    expect(levelNameEn('T07')).toBe('professional-technical grade 7');
    expect(levelNameEn('W00')).toBe('general worker');
  });
});
