import { idCheckChar } from './idCard';
import {
  announcementHtml, announcementRelation, arrivalIssues, availableForRecruitment, countByEstab, daysBetween, defaultAgeMax, duplicateIdIssues,
  newPersonIssues, planIssues, planValidUntil, publicityIssues, recruitRoomIssues, resultLineIssues, talentLineIssues, windowIssues,
  type PlanPost, type ResultLineFacts,
} from './recruit';

const id = (body17: string) => body17 + idCheckChar(body17);
const codes = (issues: { code: string }[]) => issues.map((i) => i.code);

describe('daysBetween and the plan validity', () => {
  it.each([
    ['2026-11-01', '2026-11-07', 6],
    ['2026-02-28', '2026-03-01', 1],
    ['2024-02-28', '2024-03-01', 2],
    ['2026-12-31', '2027-01-01', 1],
    ['2026-11-07', '2026-11-01', -6],
  ])('%s → %s is %i days', (a, b, n) => expect(daysBetween(a, b)).toBe(n));

  it('keeps a plan usable until 30 June of the next year', () => expect(planValidUntil(2026)).toBe('2027-06-30'));

  it.each([['NONE', 35], ['BACHELOR', 35], ['MASTER', 40], ['DOCTOR', 45]])('age limit for %s is %i', (d, n) => expect(defaultAgeMax(d)).toBe(n));
});

describe('planIssues', () => {
  const post = { postCode: 'T01', postCategory: 'TECH', postLevel: 'T12', recruitCount: 1 };
  it.each([
    ['a valid plan', { signupStart: '2026-12-01', signupEnd: '2026-12-10' }, [post], []],
    ['sign-up ending the day it starts', { signupStart: '2026-12-01', signupEnd: '2026-12-01' }, [post], []],
    ['sign-up ending before it starts', { signupStart: '2026-12-02', signupEnd: '2026-12-01' }, [post], ['R-GEN-01']],
    ['no post', { signupStart: '2026-12-01', signupEnd: '2026-12-10' }, [], ['R-GEN-01']],
    ['a post code twice (any case)', { signupStart: '2026-12-01', signupEnd: '2026-12-10' }, [post, { ...post, postCode: 't01' }], ['R-GEN-01']],
    ['a level outside the category', { signupStart: '2026-12-01', signupEnd: '2026-12-10' }, [{ ...post, postLevel: 'M10' }], ['R-GW-11']],
  ])('%s', (_name, header, lines, expected) => expect(codes(planIssues(header, lines))).toEqual(expected));
});

describe('the room for recruitment (R-BZ-02)', () => {
  // The vacancy already counts every in-flight intake (quota.ts inFlightIntake).
  const room = { estabType: 'INST', vacancy: 8, reservedByPlans: 4 };
  it('is the vacancy less unused plans', () => expect(availableForRecruitment(room)).toBe(4));

  it.each([
    [4, []],
    [5, ['R-BZ-02']],
  ])('a plan of %i persons against a room of 4 → %j', (n, expected) => {
    expect(codes(recruitRoomIssues('招聘', new Map([['INST', n]]), [room]))).toEqual(expected);
  });

  it('says how many were asked and how many are free', () => {
    const [issue] = recruitRoomIssues('招聘', new Map([['INST', 6]]), [room]);
    expect(issue.message).toBe('拟招聘事业编制6人，可用空编4人（空编8，已核准或在审计划未使用4）');
    expect(issue.messageEn).toBe('Recruiting 6 on the institution quota, 4 vacancies available (vacancies 8, unused by approved or pending plans 4)');
  });

  it('finds no room in a type without quota', () => {
    expect(recruitRoomIssues('引进', new Map([['ADMIN', 1]]), [room])[0].message).toBe('拟引进行政编制1人，可用空编0人');
  });

  it('counts per establishment type', () => {
    const lines = [{ t: 'INST', n: 2 }, { t: 'ADMIN', n: 1 }, { t: 'INST', n: 3 }];
    expect([...countByEstab(lines, (l) => l.t, (l) => l.n)]).toEqual([['INST', 5], ['ADMIN', 1]]);
  });
});

describe('newPersonIssues', () => {
  const good = { name: '张三', idNumber: id('33050219980312001'), gender: '1', birthDate: '1998-03-12' };
  it.each([
    ['a consistent person', good, []],
    ['a wrong check character', { ...good, idNumber: `${good.idNumber.slice(0, 17)}${good.idNumber[17] === '0' ? '1' : '0'}` }, ['R-ID-01']],
    ['another birth date', { ...good, birthDate: '1998-03-13' }, ['R-ID-02']],
    ['the other gender', { ...good, gender: '2' }, ['R-ID-02']],
    ['work from the 16th birthday', { ...good, workStartDate: '2014-03-12' }, []],
    ['work the day before', { ...good, workStartDate: '2014-03-11' }, ['R-DT-01']],
    ['work starting tomorrow', { ...good, workStartDate: '2026-11-22' }, ['R-DT-01']],
  ])('%s', (_name, p, expected) => expect(codes(newPersonIssues(p, 0, '2026-11-21'))).toEqual(expected));

  it('refuses one ID number twice in a filing', () => {
    expect(duplicateIdIssues([{ idNumber: 'a' }, { idNumber: 'b' }, { idNumber: 'A' }])).toEqual([
      expect.objectContaining({ code: 'R-JY-04', field: 'lines[2].idNumber' }),
    ]);
  });
});

describe('publicityIssues (R-GEN-06)', () => {
  it.each([
    ['7 days ending on the day of submission', '2026-11-01', '2026-11-07', '2026-11-07', []],
    ['6 days', '2026-11-01', '2026-11-06', '2026-11-21', ['R-GEN-06']],
    ['ending after the day of submission', '2026-11-15', '2026-11-22', '2026-11-21', ['R-GEN-06']],
    ['ending before it starts', '2026-11-10', '2026-11-01', '2026-11-21', ['R-GEN-06']],
  ])('%s', (_name, start, end, today, expected) => expect(codes(publicityIssues(start, end, today))).toEqual(expected));

  it('names the days', () => expect(publicityIssues('2026-11-01', '2026-11-06', '2026-11-21')[0].message).toBe('公示期为6日，不得少于7日'));
});

describe('resultLineIssues (R-BZ-03, R-AGE-01)', () => {
  const posts: PlanPost[] = [
    { postCode: 'A01', postName: '语文教师', postCategory: 'TECH', postLevel: 'T12', recruitCount: 2, ageMax: 35, eduReq: '21', degreeReq: 'BACHELOR', estabType: 'INST' },
  ];
  const person: ResultLineFacts = {
    name: '李四', idNumber: 'x', gender: '1', birthDate: '1991-12-10', postCode: 'A01', education: '21', degree: '405', postLevel: 'T12',
    physicalResult: 'PASS', inspectResult: 'PASS',
  };
  const run = (lines: ResultLineFacts[], used = 0) => codes(resultLineIssues(lines, posts, new Map([['A01', used]]), '2026-12-10'));

  it.each([
    ['35 on the sign-up deadline', person, []],
    ['36 on the sign-up deadline', { ...person, birthDate: '1990-12-10' }, ['R-AGE-01']],
    ['a post outside the plan', { ...person, postCode: 'B01' }, ['R-BZ-03']],
    ['the post code in another case', { ...person, postCode: 'a01' }, []],
    ['a college diploma for a bachelor post', { ...person, education: '31' }, ['R-GEN-01']],
    ['an unfinished degree course (结业)', { ...person, education: '22' }, ['R-GEN-01']],
    ['no degree for a bachelor post', { ...person, degree: undefined }, ['R-GEN-01']],
    ['a failed physical', { ...person, physicalResult: 'FAIL' }, ['R-GEN-01']],
    ['a failed inspection', { ...person, inspectResult: 'FAIL' }, ['R-GEN-01']],
    ['a level of another category', { ...person, postLevel: 'M10' }, ['R-GW-11']],
  ])('%s', (_name, line, expected) => expect(run([line])).toEqual(expected));

  it.each([
    [2, 0, []],
    [1, 1, []],
    [2, 1, ['R-BZ-03']],
    [3, 0, ['R-BZ-03']],
  ])('%i persons on a post of 2 with %i already used → %j', (n, used, expected) => {
    expect(run(Array.from({ length: n }, () => person), used)).toEqual(expected);
  });

  it('says how far over the post is', () => {
    const [issue] = resultLineIssues([person, person], posts, new Map([['A01', 1]]), '2026-12-10');
    expect(issue.message).toBe('岗位 A01（语文教师）计划2人，已备案或在审1人，本次2人，超出1人');
  });
});

describe('talentLineIssues', () => {
  it.each([
    ['TECH', 'T05', []],
    ['MANAGE', 'T05', ['R-GW-11']],
  ])('%s %s → %j', (postCategory, postLevel, expected) => expect(codes(talentLineIssues([{ name: '王五', postCategory, postLevel }]))).toEqual(expected));
});

describe('announcements', () => {
  it.each([
    ['RECRUIT_NOTICE', { filingType: 'RECRUIT_PLAN', required: true }],
    ['PUBLICITY', { filingType: 'RECRUIT_PLAN', required: true }],
    ['TALENT_NOTICE', { filingType: 'TALENT_INTRO', required: false }],
    ['CORRECTION', { filingType: 'ANNOUNCEMENT', required: true }],
    ['OTHER', null],
  ])('%s hangs on %j', (type, expected) => expect(announcementRelation(type)).toEqual(expected));

  it.each([
    ['a window ending today', '2026-11-01', '2026-11-21', []],
    ['a window of one day in the future', '2026-12-01', '2026-12-01', []],
    ['a window already over', '2026-11-01', '2026-11-20', ['R-GEN-01']],
    ['an end before the start', '2026-12-02', '2026-12-01', ['R-GEN-01']],
  ])('%s', (_name, start, end, expected) => expect(codes(windowIssues(start, end, '2026-11-21'))).toEqual(expected));

  it('escapes the text into paragraphs', () => {
    expect(announcementHtml('第一段 <b>\n\n  第二段 & "引号"  \n')).toBe('<p>第一段 &lt;b&gt;</p><p>第二段 &amp; &quot;引号&quot;</p>');
  });
});

describe('arrivalIssues', () => {
  const ok = { arrivalDate: '2026-11-20', workStartDate: '2026-11-20', birthDate: '1998-03-12', approvedOn: '2026-11-20', today: '2026-11-21' };
  it.each([
    ['arrival on the day of approval', ok, []],
    ['arrival today', { ...ok, arrivalDate: '2026-11-21' }, []],
    ['arrival tomorrow', { ...ok, arrivalDate: '2026-11-22' }, ['R-DT-01']],
    ['arrival before approval', { ...ok, arrivalDate: '2026-11-19', workStartDate: '2026-11-19' }, ['R-DT-01']],
    ['work starting after arrival', { ...ok, workStartDate: '2026-11-21' }, ['R-DT-01']],
    ['work before the 16th birthday', { ...ok, workStartDate: '2014-03-11' }, ['R-DT-01']],
  ])('%s', (_name, a, expected) => expect(codes(arrivalIssues(a))).toEqual(expected));
});
