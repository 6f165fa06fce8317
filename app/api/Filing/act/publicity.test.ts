import { POST as roster } from '@/app/api/Assessment/getRoster/route';
import { POST as act } from '@/app/api/Filing/act/route';
import { POST as update } from '@/app/api/Filing/update/route';
import type { RosterPerson } from '@/lib/contracts/assessment';
import type { FilingDetail } from '@/lib/contracts/filing';
import { isNewcomer, sanctionLimit, tally } from '@/lib/domain/assessment';
import { call } from '@/lib/server/testing/api';
import { EN } from '@/lib/server/testing/corrections';
import { withFreshDatabase } from '@/lib/server/testing/database';
import { insertPerson, setPostCount, unitIdOf } from '@/lib/server/testing/fixtures';
import { attach, contact, day, file, newPerson, signInAll, step, THIS_YEAR, tokens } from '@/lib/server/testing/recruit';

withFreshDatabase();

/**
 * R-GEN-06 for the filings that carry their own 公示 period (issue 13 §5): 人才引进, a 晋升/竞聘 appointment and an annual
 * assessment with 优秀. The period is asked for on save (a warning) and on submission (an error), lasts at least the
 * days of `publicity.days` (5 by default, both ends counted), and a filing may be submitted while it runs but not
 * approved before its end day (公示截止日 ≤ 审核日, as R-GEN-06 takes 公示截止日 ≤ 提交日).
 */
type Period = { publicityStart?: string; publicityEnd?: string };
const days = (n: number, endOffset = -1): Period => ({ publicityStart: day(endOffset - n + 1), publicityEnd: day(endOffset) });

let jcUnit: number;
let jc2Roster: RosterPerson[];
beforeAll(async () => {
  await signInAll();
  jcUnit = await unitIdOf('湖州市第一中学');
  for (const level of ['T07', 'T09', 'T12']) await setPostCount(jcUnit, level, 100);
  jc2Roster = await rosterOf('jc2');
});

const talent = (name: string) => ({
  payload: {
    ...newPerson(name, { education: '11', degree: '208' }), talentClass: 'B', profTitle: '高级工程师', titleLevel: 'SENIOR_DEP',
    formerUnit: '浙江大学', postCategory: 'TECH', postLevel: 'T07', estabType: 'INST', assessResult: '经考核，符合引进条件',
  },
});
const move = (personId: number, from: string | null, to: string) => ({
  personId, payload: { fromCategory: from && 'TECH', fromLevel: from, toCategory: 'TECH', toLevel: to, appointStart: day(0), unitDocNo: '湖一中〔2026〕9号' },
});
const COMMENT = '本年度在本单位工作不满半年，工作认真负责';
/** Every gradable person 合格 (the first one 优秀 when `excellent`), newcomers and the sanctioned 不定等次. */
const results = (people: RosterPerson[], excellent: boolean) => {
  let given = excellent ? 0 : 1;
  return people.map((p) => {
    const ungraded = isNewcomer(p, THIS_YEAR) || sanctionLimit(p.sanctions, THIS_YEAR) !== 'NONE';
    const result = ungraded ? '9' : given++ === 0 ? '1' : '2';
    return { personId: p.personId, payload: { result, comment: result === '9' ? COMMENT : null, absentReason: null } };
  });
};
const rosterOf = async (user: string) =>
  (await call<{ persons: RosterPerson[] }>(roster, '/Assessment/getRoster', { body: { year: THIS_YEAR }, token: tokens[user] })).json.data.persons;

interface Kind { what: string; whatEn: string; user: string; draft(period: Period): Promise<FilingDetail> }
let serial = 0;
const NAMES = ['公示甲', '公示乙', '公示丙', '公示丁', '公示戊', '公示己', '公示庚', '公示辛', '公示壬', '公示癸', '公示子', '公示丑', '公示寅', '公示卯'];
const created = async (user: string, body: Record<string, unknown>) => {
  const { status, json } = await file(user, body);
  if (status !== 200) throw new Error(json.msg);
  return json.data;
};
const KINDS: Record<string, Kind> = {
  TALENT_INTRO: {
    what: '人才引进', whatEn: 'A talent introduction', user: 'jc',
    async draft(period) {
      const f = await created('jc', { filingType: 'TALENT_INTRO', year: THIS_YEAR, header: { introMode: 'FLEXIBLE', ...period }, lines: [talent(NAMES[serial++])] });
      await attach('jc', f.id, ['学历学位证书', '考核报告', '职称证书', '公示材料']);
      return f;
    },
  },
  POST_APPOINT: {
    what: '晋升聘用', whatEn: 'A promotion', user: 'jc',
    async draft(period) {
      const p = await insertPerson(jcUnit, { name: NAMES[serial++], recordStatus: 'FILED', postLevel: 'T10', titleLevel: 'MIDDLE' });
      return created('jc', { filingType: 'POST_APPOINT', header: { appointKind: 'PROMOTE', ...period }, lines: [move(p, 'T10', 'T09')] });
    },
  },
  ASSESSMENT_REPORT: {
    what: '考核结果为优秀的', whatEn: 'An excellent grade', user: 'jc2',
    async draft(period) {
      const lines = results(jc2Roster, true);
      return created('jc2', { filingType: 'ASSESSMENT_REPORT', year: THIS_YEAR, header: { ...tally(lines.map((l) => l.payload.result)), committeeNote: null, ...period }, lines });
    },
  },
};

/** Approves at zg, and at rsj where the route goes on; answers the last step's reply. */
async function approve(f: FilingDetail) {
  const zg = await step('zg', f, 'ZG_APPROVE');
  return zg.json.data?.status === 'PENDING_RSJ' ? step('rsj', zg.json.data, 'RSJ_APPROVE') : zg;
}
const submitted = async (user: string, f: FilingDetail) => {
  const { json } = await step(user, f, 'SUBMIT');
  if (json.code !== 200) throw new Error(json.msg);
  return json.data;
};
const actEn = (user: string, f: { id: number; version: number }, action: string) =>
  call<FilingDetail>(act, '/Filing/act', { body: { id: f.id, version: f.version, action }, token: tokens[user], headers: EN });
const errorOf = (json: { data: unknown }) => (json.data as { violations: { code: string; level: string; field?: string; message: string }[] }).violations.find((v) => v.code === 'R-GEN-06');

describe.each(Object.entries(KINDS))('the 公示 period of %s', (type, kind) => {
  it('warns on save without the period and refuses to submit, naming the field, in both languages', async () => {
    const draft = await kind.draft({});
    expect(draft.violations).toContainEqual({ code: 'R-GEN-06', level: 'WARN', field: 'header.publicityStart', message: `${kind.what}须填写公示开始日期和公示截止日期` });
    const zh = await step(kind.user, draft, 'SUBMIT');
    expect([zh.status, zh.json.msg]).toEqual([422, `${kind.what}须填写公示开始日期和公示截止日期`]);
    expect(errorOf(zh.json)).toMatchObject({ level: 'ERROR', field: 'header.publicityStart' });
    const en = await actEn(kind.user, draft, 'SUBMIT');
    expect([en.status, en.json.msg]).toEqual([422, `${kind.whatEn} needs the start and end dates of its publicity`]);
    expect(errorOf(en.json)).toMatchObject({ field: 'header.publicityStart' });
    // Only the end missing names the end.
    const saved = await call<FilingDetail>(update, '/Filing/update', {
      body: { id: draft.id, version: draft.version, ...contact, header: { ...draft.header, publicityStart: day(-7) }, lines: draft.lines.map((l) => ({ ...(l.personId === null ? {} : { personId: l.personId }), payload: l.payload })) },
      token: tokens[kind.user],
    });
    expect(errorOf(saved.json)).toMatchObject({ level: 'WARN', field: 'header.publicityEnd' });
  });

  it('refuses 4 days and takes 5 (publicity.days), and an end before the start', async () => {
    const fourDays = await kind.draft(days(4));
    const four = await step(kind.user, fourDays, 'SUBMIT');
    expect([four.status, four.json.msg]).toEqual([422, '公示期为4日，不得少于5日']);
    expect(errorOf(four.json)).toMatchObject({ level: 'ERROR', field: 'header.publicityEnd' });
    const fourEn = await actEn(kind.user, fourDays, 'SUBMIT');
    expect([fourEn.status, fourEn.json.msg]).toEqual([422, 'The publicity lasted 4 days; it must last at least 5']);
    const reversed = await step(kind.user, await kind.draft({ publicityStart: day(-1), publicityEnd: day(-2) }), 'SUBMIT');
    expect([reversed.status, reversed.json.msg]).toEqual([422, '公示截止日期不能早于公示开始日期']);
    const five = await submitted(kind.user, await kind.draft(days(5)));
    expect(five.status).toBe('PENDING_ZG');
    await step(kind.user, five, 'WITHDRAW');
  });

  it('is submitted while the publicity runs, refused approval the day before its end and approved on the end day', async () => {
    const running = await submitted(kind.user, await kind.draft(days(7, 1)));
    expect(running.violations).toEqual([]);
    const zh = await step('zg', running, 'ZG_APPROVE');
    expect([zh.status, zh.json.msg]).toEqual([422, `公示中（截止${day(1)}），公示期满前不能审核通过`]);
    expect(errorOf(zh.json)).toMatchObject({ level: 'ERROR', field: 'header.publicityEnd' });
    const en = await actEn('zg', running, 'ZG_APPROVE');
    expect([en.status, en.json.msg]).toEqual([422, `The publicity runs until ${day(1)}; it cannot be approved before it is over`]);
    await step(kind.user, running, 'WITHDRAW');

    const endsToday = await submitted(kind.user, await kind.draft(days(7, 0)));
    const done = await approve(endsToday);
    expect([type, done.status, done.json.data?.status]).toEqual([type, 200, 'APPROVED']);
  });
});

describe('filings that publish nothing', () => {
  it('asks no period of an assessment without 优秀', async () => {
    const lines = results(await rosterOf('jc'), false);
    const draft = await created('jc', { filingType: 'ASSESSMENT_REPORT', year: THIS_YEAR, header: { ...tally(lines.map((l) => l.payload.result)), committeeNote: null }, lines });
    expect(draft.violations.filter((v) => v.code === 'R-GEN-06')).toEqual([]);
    expect((await approve(await submitted('jc', draft))).json.data?.status).toBe('APPROVED');
  });

  it('asks no period of a renewal', async () => {
    const p = await insertPerson(jcUnit, { name: '续聘公示', recordStatus: 'FILED', postLevel: 'T10', titleLevel: 'MIDDLE' });
    const draft = await created('jc', { filingType: 'POST_APPOINT', header: { appointKind: 'RENEW' }, lines: [move(p, 'T10', 'T10')] });
    expect(draft.violations.filter((v) => v.code === 'R-GEN-06')).toEqual([]);
    const { status, json } = await step('jc', draft, 'SUBMIT');
    expect([status, json.data.status]).toEqual([200, 'PENDING_ZG']);
  });
});
