import { eq } from 'drizzle-orm';
import { POST as detail } from '@/app/api/Filing/getDetail/route';
import type { ComparisonRow, FilingDetail, LineComparison } from '@/lib/contracts/filing';
import { REDUCE_PAPERS } from '@/lib/contracts/jobManage';
import { maskIdCard } from '@/lib/domain/idCard';
import { STATUS_CHANGE_PATHS } from '@/lib/domain/personStatus';
import { getDb } from '@/lib/server/db/client';
import { persons, units } from '@/lib/server/db/tables';
import { call } from '@/lib/server/testing/api';
import { correctionSteps } from '@/lib/server/testing/corrections';
import { withFreshDatabase } from '@/lib/server/testing/database';
import { insertFilingRow } from '@/lib/server/testing/filingRows';
import { insertPerson, PUBLICITY_OVER, setPostCount } from '@/lib/server/testing/fixtures';
import { day, newPerson, planHeader, planPost, resultLine, THIS_YEAR } from '@/lib/server/testing/recruit';
import { consentOfJc2, withTwoSchools } from '@/lib/server/testing/twoSchools';

/** A reviewer reads each person-changing filing as before → after, per line, computed by the server (Filing/getDetail beforeAfter). */
withFreshDatabase();

const schools = withTwoSchools(['jc']);
const { tokens } = schools;
beforeAll(async () => {
  for (const level of ['T08', 'T09', 'T10', 'T11', 'T12']) await setPostCount(schools.jc, level, 99);
});

const { detailOf, personOf, drafted, approved } = correctionSteps(tokens);

/** The rows of the line's comparison, by field: [before, after, changed] (and the original's value of a correction). */
function rowsOf(f: FilingDetail, lineNo = 1): Record<string, unknown[]> {
  const line = f.beforeAfter?.find((c) => c.lineNo === lineNo);
  if (!line) throw new Error(`no comparison of line ${lineNo}`);
  return Object.fromEntries(line.rows.map((r: ComparisonRow) => [r.field, 'original' in r ? [r.before, r.after, r.changed, r.original] : [r.before, r.after, r.changed]]));
}
const lineOf = (f: FilingDetail, lineNo = 1) => f.beforeAfter!.find((c) => c.lineNo === lineNo) as LineComparison;
const changedFields = (f: FilingDetail, lineNo = 1) => lineOf(f, lineNo).rows.filter((r) => r.changed).map((r) => r.field);

describe('人员信息上报: the whole record with the changed fields marked', () => {
  let personId: number;
  let filing: FilingDetail;

  beforeAll(async () => {
    personId = await insertPerson(schools.jc, { name: '比较职称', recordStatus: 'FILED', titleLevel: 'MIDDLE' });
    filing = await drafted({ filingType: 'PERSON_INFO', header: {}, lines: [{ personId, payload: { op: 'CHANGE', changes: { titleLevel: 'SENIOR_DEP' } } }] }, []);
  });

  it('shows the record as it stands against what the change sets, the ID number masked, only the changed field marked', async () => {
    const p = await personOf(personId);
    expect(lineOf(filing)).toMatchObject({ lineNo: 1, personId, personName: '比较职称', basis: 'CURRENT' });
    const rows = rowsOf(filing);
    expect(rows.titleLevel).toEqual(['MIDDLE', 'SENIOR_DEP', true]);
    expect(rows.idNumber).toEqual([maskIdCard(p.idNumber), maskIdCard(p.idNumber), false]);
    expect(rows.postLevel).toEqual(['T10', 'T10', false]);
    expect(changedFields(filing)).toEqual(['titleLevel']);
    expect(JSON.stringify(filing)).not.toContain(p.idNumber);
  });

  it('keeps showing the value before once approved: what the effect recorded, not the record as it now stands', async () => {
    const done = await approved(filing);
    expect((await personOf(personId)).titleLevel).toBe('SENIOR_DEP');
    const read = await detailOf(done.id);
    expect(lineOf(read).basis).toBe('RECORDED');
    expect(rowsOf(read).titleLevel).toEqual(['MIDDLE', 'SENIOR_DEP', true]);
    expect(read.lines[0].payload).not.toHaveProperty('before');
    const zg = (await call<FilingDetail>(detail, '/Filing/getDetail', { body: { id: done.id }, token: tokens.zg })).json.data;
    expect(rowsOf(zg).titleLevel).toEqual(['MIDDLE', 'SENIOR_DEP', true]);
  });

  it('shows the fields it left alone as they stood when it was decided, not as a later filing changed them', async () => {
    const db = await getDb();
    await db.update(persons).set({ postLevel: 'T09', appointDate: day(-1) }).where(eq(persons.id, personId));
    const read = await detailOf(filing.id);
    expect(rowsOf(read).postLevel).toEqual(['T10', 'T10', false]);
    expect(rowsOf(read).titleLevel).toEqual(['MIDDLE', 'SENIOR_DEP', true]);
    expect(read.lines[0].payload).not.toHaveProperty('recordFound');
  });

  it('shows a new record with nothing before it', async () => {
    const fresh = await insertPerson(schools.jc, { name: '比较新增', recordStatus: 'DRAFT', unitEntryDate: '2015-08-01' });
    const f = await drafted({ filingType: 'PERSON_INFO', header: {}, lines: [{ personId: fresh, payload: { op: 'NEW' } }] }, []);
    expect(lineOf(f).basis).toBe('NEW');
    expect(rowsOf(f).name).toEqual([null, '比较新增', true]);
    expect(rowsOf(f).recordStatus).toEqual([null, 'FILED', true]);
  });

  it("never shows another unit's person a line names", async () => {
    const stranger = await insertPerson(schools.jc2, { name: '外单位人员', recordStatus: 'FILED' });
    const row = await insertFilingRow(schools.jc, 'PERSON_INFO', { status: 'DRAFT', lines: [{ personId: stranger, payload: { op: 'CHANGE', changes: { titleLevel: 'SENIOR_DEP' } } }] });
    const read = await detailOf(row.id);
    expect(read.beforeAfter).toEqual([]);
    expect(JSON.stringify(read)).not.toContain('外单位人员');
  });
});

describe('招聘结果 and 人才引进: the person as filed against the record', () => {
  let jcName: string;
  let jc2Name: string;
  let plan: FilingDetail;
  let publicity: FilingDetail;
  beforeAll(async () => {
    const db = await getDb();
    const name = async (id: number) => (await db.select({ unitName: units.unitName }).from(units).where(eq(units.id, id)))[0].unitName;
    [jcName, jc2Name] = [await name(schools.jc), await name(schools.jc2)];
    await setPostCount(schools.jc, 'T07', 99);
    plan = await approved(await drafted({ filingType: 'RECRUIT_PLAN', year: THIS_YEAR, header: planHeader, lines: [planPost('A01', 4)] }, ['招聘方案', '岗位表']));
    publicity = await approved(await drafted({
      filingType: 'ANNOUNCEMENT', title: '拟聘用人员公示',
      header: { noticeType: 'PUBLICITY', relatedFilingId: plan.id, content: '拟聘用人员名单公示如下。', publishChannel: 'SYSTEM', publishStart: day(-6), publishEnd: day(0) },
    }, []));
  });

  it("shows a new person's every field from nothing, and a former employee's record before → after, while open and once decided", async () => {
    const formerId = await insertPerson(schools.jc2, {
      name: '回归教师', birthDate: `${THIS_YEAR - 30}-05-06`, recordStatus: 'FILED', personStatus: 'REDUCED', reduceType: 'RESIGN', reduceDate: '2024-06-30',
      postLevel: 'T11',
    });
    const former = await personOf(formerId);
    const f = await drafted({
      filingType: 'RECRUIT_RESULT', header: { planFilingId: plan.id, publicityFilingId: publicity.id, publicityResult: 'NO_OBJECTION' },
      lines: [
        resultLine(former.name, 'A01', { idNumber: former.idNumber, gender: former.gender, birthDate: former.birthDate }),
        resultLine('新聘教师', 'A01', { rank: 2 }),
      ],
    }, ['公示材料']);
    const returning = {
      unitName: [jc2Name, jcName, true], personStatus: ['REDUCED', 'PENDING_ARRIVAL', true], postLevel: ['T11', 'T12', true], estabType: ['INST', 'INST', false],
      name: ['回归教师', '回归教师', false], idNumber: [maskIdCard(former.idNumber), maskIdCard(former.idNumber), false],
    };
    expect(lineOf(f, 1)).toMatchObject({ personId: null, personName: '回归教师', basis: 'CURRENT' });
    expect(rowsOf(f, 1)).toMatchObject(returning);
    expect(lineOf(f, 2)).toMatchObject({ personId: null, personName: '新聘教师', basis: 'NEW' });
    expect(rowsOf(f, 2)).toMatchObject({
      name: [null, '新聘教师', true], unitName: [null, jcName, true], entryMethod: [null, 'OPEN_RECRUIT', true], estabType: [null, 'INST', true],
      postCategory: [null, 'TECH', true], postLevel: [null, 'T12', true], personStatus: [null, 'PENDING_ARRIVAL', true], recordStatus: [null, 'FILED', true],
    });
    const done = await approved(f);
    // Arrived since: the record moves on, the comparison stays as the approval found it.
    await (await getDb()).update(persons).set({ personStatus: 'ON_DUTY' }).where(eq(persons.id, formerId));
    const read = await detailOf(done.id);
    expect(lineOf(read, 1)).toMatchObject({ personId: formerId, basis: 'RECORDED' });
    expect(rowsOf(read, 1)).toMatchObject(returning);
    expect(lineOf(read, 2).basis).toBe('NEW');
    expect(rowsOf(read, 2).name).toEqual([null, '新聘教师', true]);
    expect(read.lines[0].payload).not.toHaveProperty('recordFound');
  });

  it('shows a talent with the post, establishment and title the introduction gives', async () => {
    const f = await drafted({
      filingType: 'TALENT_INTRO', year: THIS_YEAR, header: { introMode: 'ASSESS_RECRUIT', ...PUBLICITY_OVER },
      lines: [{
        payload: {
          ...newPerson('引进博士', { education: '11', degree: '208', workStartDate: `${THIS_YEAR - 2}-07-01` }), talentClass: 'B', profTitle: '高级工程师',
          titleLevel: 'SENIOR_DEP', formerUnit: '浙江大学', postCategory: 'TECH', postLevel: 'T07', estabType: 'INST', assessResult: '经考核，符合引进条件',
        },
      }],
    }, ['学历学位证书', '考核报告', '职称证书', '公示材料']);
    const given = {
      name: [null, '引进博士', true], entryMethod: [null, 'TALENT_INTRO', true], postLevel: [null, 'T07', true], titleLevel: [null, 'SENIOR_DEP', true],
      estabStatus: [null, 'IN', true], outEmployForm: [null, null, false], unitName: [null, jcName, true],
    };
    expect(lineOf(f).basis).toBe('NEW');
    expect(rowsOf(f)).toMatchObject(given);
    const read = await detailOf((await approved(f)).id);
    expect(lineOf(read)).toMatchObject({ basis: 'NEW', personId: expect.any(Number) });
    expect(rowsOf(read)).toMatchObject(given);
  });
});

describe('岗位聘用 and its correction: the post level before → after, and the original beside the correction', () => {
  const move = (personId: number, toLevel: string) => ({
    personId, payload: { fromCategory: 'TECH', fromLevel: 'T10', toCategory: 'TECH', toLevel, appointStart: day(-20), appointEnd: '2031-12-31', reason: '业绩突出', unitDocNo: '湖一中〔2026〕12号' },
  });
  const promotion = (lines: object[], correctsFilingId?: number) =>
    drafted({ filingType: 'POST_APPOINT', header: { appointKind: 'PROMOTE', ...PUBLICITY_OVER }, lines, ...(correctsFilingId ? { correctsFilingId } : {}) }, []);
  let teacher: number;
  let original: FilingDetail;

  it('shows 专技十级 → 九级 while open and after approval', async () => {
    teacher = await insertPerson(schools.jc, { name: '比较晋升', recordStatus: 'FILED', appointDate: '2019-09-01' });
    const draft = await promotion([move(teacher, 'T08')]);
    expect(rowsOf(draft)).toMatchObject({ postLevel: ['T10', 'T08', true], appointDate: ['2019-09-01', day(-20), true], postCategory: ['TECH', 'TECH', false] });
    original = await approved(draft, ['R-GW-10']);
    const read = await detailOf(original.id);
    expect(lineOf(read).basis).toBe('RECORDED');
    expect(rowsOf(read).postLevel).toEqual(['T10', 'T08', true]);
  });

  it("shows a correction from the post before the original, with the original's value beside its own", async () => {
    const correction = await promotion([move(teacher, 'T09')], original.id);
    expect(lineOf(correction).basis).toBe('CURRENT');
    expect(rowsOf(correction).postLevel).toEqual(['T10', 'T09', true, 'T08']);
  });
});

describe('奖惩: a demotion lowers the level; a reward changes no record', () => {
  it('shows the demotion before → after and leaves the reward out', async () => {
    const punished = await insertPerson(schools.jc, { name: '比较降级', recordStatus: 'FILED', appointDate: '2019-09-01' });
    const rewarded = await insertPerson(schools.jc, { name: '比较嘉奖', recordStatus: 'FILED' });
    const rp = (personId: number, over: Record<string, unknown> = {}) => ({
      personId,
      payload: {
        rpKind: 'PUNISH', rpType: 'DEMOTE', rpName: '降低岗位等级处分', reason: '违反工作纪律', decisionDate: day(-20), effectiveDate: day(-20),
        approveOrg: '湖州市教育局', docNo: '湖教〔2026〕41号', demoteToLevel: 'T11', ...over,
      },
    });
    const f = await drafted({
      filingType: 'REWARD_PUNISH', header: { summary: null },
      lines: [rp(punished), rp(rewarded, { rpKind: 'REWARD', rpType: 'COMMEND', rpName: '嘉奖', demoteToLevel: null })],
    }, ['处分决定书', '奖励决定']);
    expect(f.beforeAfter!.map((c) => c.lineNo)).toEqual([1]);
    expect(rowsOf(f).postLevel).toEqual(['T10', 'T11', true]);
    const done = await detailOf((await approved(f)).id);
    expect(rowsOf(done).postLevel).toEqual(['T10', 'T11', true]);
    expect(lineOf(done).basis).toBe('RECORDED');
  });
});

describe('编制转换: the establishment before → after', () => {
  it('shows 编外 → 在编 事业编制 while open and after approval', async () => {
    const personId = await insertPerson(schools.jc, {
      name: '比较转编', recordStatus: 'FILED', estabStatus: 'OUT', estabType: null, outEmployForm: 'CONTRACT',
    });
    const p = await personOf(personId);
    const f = await drafted({
      filingType: 'ESTAB_CONVERSION', header: { reason: '经考核转为事业编制' },
      lines: [{
        personId,
        payload: {
          fromEstabStatus: 'OUT', fromEstabType: null, fromCategory: p.postCategory, fromLevel: p.postLevel, toEstabStatus: 'IN', toEstabType: 'INST',
          toOutEmployForm: null, toCategory: null, toLevel: null, basisDoc: '湖人社〔2026〕88号', effectiveDate: day(-5),
        },
      }],
    }, ['编制转换批准文件']);
    expect(rowsOf(f)).toMatchObject({ estabStatus: ['OUT', 'IN', true], estabType: [null, 'INST', true], outEmployForm: ['CONTRACT', null, true] });
    const done = await detailOf((await approved(f, f.violations.filter((v) => v.level === 'WARN').map((v) => v.code))).id);
    expect(rowsOf(done)).toMatchObject({ estabStatus: ['OUT', 'IN', true], estabType: [null, 'INST', true] });
  });
});

describe('人员状态变动: the status before → after', () => {
  it('shows 在岗 → 长期病休 while open and after approval', async () => {
    const personId = await insertPerson(schools.jc, { name: '比较病休', recordStatus: 'FILED' });
    const line = { change: 'LONG_SICK', startDate: day(-30), reason: '本人申请' } as const;
    const f = await drafted({ filingType: 'PERSON_STATUS', header: {}, lines: [{ personId, payload: line }] }, [STATUS_CHANGE_PATHS.LONG_SICK.paper.zh]);
    const to = STATUS_CHANGE_PATHS.LONG_SICK.to;
    expect(rowsOf(f).personStatus).toEqual(['ON_DUTY', to, true]);
    const done = await detailOf((await approved(f)).id);
    expect(lineOf(done).basis).toBe('RECORDED');
    expect(rowsOf(done).personStatus).toEqual(['ON_DUTY', to, true]);
  });
});

describe('人员交流: an arrival from another unit', () => {
  it("shows the sending unit → the receiving one to the receiving unit, and nothing of another unit's person to a third", async () => {
    const [{ unitName: jc2Name }] = await (await getDb()).select({ unitName: units.unitName }).from(units).where(eq(units.id, schools.jc2));
    const [{ unitName: jcName }] = await (await getDb()).select({ unitName: units.unitName }).from(units).where(eq(units.id, schools.jc));
    const personId = await insertPerson(schools.jc2, { name: '比较调入', recordStatus: 'FILED' });
    const p = await personOf(personId);
    const f = await drafted({
      filingType: 'EXCHANGE', header: { direction: 'IN', exchangeMode: 'TRANSFER', counterpartInSystem: true, counterpartUnitId: schools.jc2 },
      lines: [{ personId, payload: { reason: 'WORK_NEED', effectiveDate: day(-10), personIdNumber: p.idNumber, toPostCategory: 'TECH', toPostLevel: 'T11' } }],
    }, []);
    expect(rowsOf(f)).toMatchObject({ unitName: [jc2Name, jcName, true], postLevel: ['T10', 'T11', true], unitEntryDate: ['2015-08-01', day(-10), true] });
    expect(await consentOfJc2(schools, f.id)).toBe(200);
    const done = await detailOf((await approved(await detailOf(f.id))).id);
    expect(lineOf(done).basis).toBe('RECORDED');
    expect(rowsOf(done)).toMatchObject({ unitName: [jc2Name, jcName, true], postLevel: ['T10', 'T11', true] });
  });
});

describe('减员: the status before → after', () => {
  it('shows 在岗 → 已减员 while open and after approval', async () => {
    const personId = await insertPerson(schools.jc, { name: '比较减员', recordStatus: 'FILED' });
    const f = await drafted({ filingType: 'STAFF_REDUCE', header: {}, lines: [{ personId, payload: { reduceType: 'RESIGN', reduceDate: day(0) } }] }, [REDUCE_PAPERS.RESIGN.zh]);
    expect(rowsOf(f).personStatus).toEqual(['ON_DUTY', 'REDUCED', true]);
    const done = await detailOf((await approved(f)).id);
    expect(lineOf(done).basis).toBe('RECORDED');
    expect(rowsOf(done).personStatus).toEqual(['ON_DUTY', 'REDUCED', true]);
  });
});

describe('the record as each landed filing found it, whatever becomes of the person since', () => {
  /** A later change to the person's record, and the filing as the unit reads it after it. */
  async function changedLater(filingId: number, personId: number, set: Partial<typeof persons.$inferInsert>, reader = 'jc') {
    await (await getDb()).update(persons).set(set).where(eq(persons.id, personId));
    return detailOf(filingId, reader);
  }

  it('岗位聘用: a renamed person keeps the name decided on, and one no longer on record still shows as decided', async () => {
    const personId = await insertPerson(schools.jc, { name: '留档聘用', recordStatus: 'FILED', appointDate: '2019-09-01' });
    const payload = { fromCategory: 'TECH', fromLevel: 'T10', toCategory: 'TECH', toLevel: 'T09', appointStart: day(-20), appointEnd: '2031-12-31', reason: '业绩突出', unitDocNo: '湖一中〔2026〕13号' };
    const done = await approved(await drafted({ filingType: 'POST_APPOINT', header: { appointKind: 'PROMOTE', ...PUBLICITY_OVER }, lines: [{ personId, payload }] }, []), ['R-GW-10']);
    const decided = { postCategory: ['TECH', 'TECH', false], postLevel: ['T10', 'T09', true], appointDate: ['2019-09-01', day(-20), true], dualPost: [false, false, false] };
    const renamed = await changedLater(done.id, personId, { name: '留档聘用改名', dualPost: true, secondPostCategory: 'MANAGE', secondPostLevel: 'M08' });
    expect(lineOf(renamed)).toMatchObject({ personName: '留档聘用', basis: 'RECORDED' });
    expect(rowsOf(renamed)).toMatchObject({ ...decided, secondPostLevel: [null, null, false] });
    expect(renamed.lines[0].payload).not.toHaveProperty('recordFound');
    for (const reader of ['jc', 'zg']) {
      const gone = await changedLater(done.id, personId, { deleted: true }, reader);
      expect(lineOf(gone)).toMatchObject({ personId, personName: '留档聘用', basis: 'RECORDED' });
      expect(rowsOf(gone)).toMatchObject(decided);
    }
  });

  it('奖惩: the category and status a demotion left alone stay as it found them', async () => {
    const personId = await insertPerson(schools.jc, { name: '留档降级', recordStatus: 'FILED', appointDate: '2019-09-01' });
    const payload = {
      rpKind: 'PUNISH', rpType: 'DEMOTE', rpName: '降低岗位等级处分', reason: '违反工作纪律', decisionDate: day(-20), effectiveDate: day(-20),
      approveOrg: '湖州市教育局', docNo: '湖教〔2026〕42号', demoteToLevel: 'T11',
    };
    const done = await approved(await drafted({ filingType: 'REWARD_PUNISH', header: { summary: null }, lines: [{ personId, payload }] }, ['处分决定书']));
    const read = await changedLater(done.id, personId, { postCategory: 'MANAGE', postLevel: 'M08', personStatus: 'LONG_SICK' });
    expect(rowsOf(read)).toMatchObject({ postCategory: ['TECH', 'TECH', false], postLevel: ['T10', 'T11', true], personStatus: ['ON_DUTY', 'ON_DUTY', false] });
  });

  it("调出: the departed person's unit and establishment as the departure found them", async () => {
    const [{ unitName: jcName }] = await (await getDb()).select({ unitName: units.unitName }).from(units).where(eq(units.id, schools.jc));
    const personId = await insertPerson(schools.jc, { name: '留档调出', recordStatus: 'FILED' });
    const header = { direction: 'OUT', exchangeMode: 'TRANSFER', counterpartInSystem: false, counterpartUnitName: '杭州市第二中学' };
    const done = await approved(await drafted({ filingType: 'EXCHANGE', header, lines: [{ personId, payload: { reason: 'WORK_NEED', effectiveDate: day(0) } }] }, []));
    const read = await changedLater(done.id, personId, { name: '留档调出改名', unitId: schools.jc2, estabStatus: 'OUT', estabType: null, personStatus: 'ON_DUTY' });
    expect(lineOf(read)).toMatchObject({ personName: '留档调出', basis: 'RECORDED' });
    expect(rowsOf(read)).toMatchObject({
      unitName: [jcName, jcName, false], estabStatus: ['IN', 'IN', false], estabType: ['INST', 'INST', false], personStatus: ['ON_DUTY', 'REDUCED', true],
    });
  });

  it('人员状态变动 and 编制转换: the person named as they were when decided', async () => {
    const sick = await insertPerson(schools.jc, { name: '留档病休', recordStatus: 'FILED' });
    const status = await approved(await drafted({
      filingType: 'PERSON_STATUS', header: {}, lines: [{ personId: sick, payload: { change: 'LONG_SICK', startDate: day(-30), reason: '本人申请' } }],
    }, [STATUS_CHANGE_PATHS.LONG_SICK.paper.zh]));
    const readStatus = await changedLater(status.id, sick, { name: '留档病休改名', personStatus: 'ON_DUTY' });
    expect(lineOf(readStatus).personName).toBe('留档病休');
    expect(rowsOf(readStatus).personStatus).toEqual(['ON_DUTY', STATUS_CHANGE_PATHS.LONG_SICK.to, true]);

    const converted = await insertPerson(schools.jc, { name: '留档转编', recordStatus: 'FILED', estabStatus: 'OUT', estabType: null, outEmployForm: 'CONTRACT' });
    const p = await personOf(converted);
    const f = await drafted({
      filingType: 'ESTAB_CONVERSION', header: { reason: '经考核转为事业编制' },
      lines: [{
        personId: converted,
        payload: {
          fromEstabStatus: 'OUT', fromEstabType: null, fromCategory: p.postCategory, fromLevel: p.postLevel, toEstabStatus: 'IN', toEstabType: 'INST',
          toOutEmployForm: null, toCategory: null, toLevel: null, basisDoc: '湖人社〔2026〕89号', effectiveDate: day(-5),
        },
      }],
    }, ['编制转换批准文件']);
    const done = await approved(f, f.violations.filter((v) => v.level === 'WARN').map((v) => v.code));
    const readConverted = await changedLater(done.id, converted, { name: '留档转编改名', postLevel: 'T08' });
    expect(lineOf(readConverted).personName).toBe('留档转编');
    expect(rowsOf(readConverted)).toMatchObject({ estabStatus: ['OUT', 'IN', true], postLevel: ['T10', 'T10', false] });
  });
});
