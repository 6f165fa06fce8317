import { and, desc, eq } from 'drizzle-orm';
import { POST as arrive } from '@/app/api/Recruit/arrive/route';
import { POST as openPlans } from '@/app/api/Recruit/getOpenPlans/route';
import { POST as quota } from '@/app/api/Recruit/getQuota/route';
import { POST as detail } from '@/app/api/Filing/getDetail/route';
import type { FilingDetail } from '@/lib/contracts/filing';
import type { OpenPlan, RecruitQuotaItem } from '@/lib/contracts/recruit';
import { getDb } from '@/lib/server/db/client';
import { filingLines, personEstabHistory, personPostHistory, persons, policySettings, users } from '@/lib/server/db/tables';
import { addPolicyVersion } from '@/lib/server/services/policySettings';
import { call } from '@/lib/server/testing/api';
import { withFreshDatabase } from '@/lib/server/testing/database';
import {
  approveAll, attach, day, file, planHeader, planPost, resultLine, signInAll, step, THIS_YEAR, tokens,
} from '@/lib/server/testing/recruit';

withFreshDatabase();

let plan: FilingDetail;
beforeAll(async () => {
  await signInAll();
  const { json } = await file('jc', { filingType: 'RECRUIT_PLAN', year: THIS_YEAR, header: planHeader, lines: [planPost('A01', 2), planPost('B02', 1, { postName: '数学教师' })] });
  await attach('jc', json.data.id, ['招聘方案', '岗位表']);
  plan = await approveAll('jc', json.data);
});

const publicity = { publicityStart: day(-10), publicityEnd: day(-4), publicityResult: 'NO_OBJECTION' };
const fileResult = (lines: object[], header: object = {}, user = 'jc') =>
  file(user, { filingType: 'RECRUIT_RESULT', header: { planFilingId: plan.id, ...publicity, ...header }, lines });
const infoQuota = async () => (await call<{ list: RecruitQuotaItem[] }>(quota, '/Recruit/getQuota', { body: {}, token: tokens.jc })).json.data.list
  .find((q) => q.estabType === 'INST')!;

describe('a recruitment result within its approved plan', () => {
  let result: FilingDetail;
  let before: RecruitQuotaItem;

  it('offers the approved plan with its open posts', async () => {
    expect(plan.status).toBe('APPROVED');
    const { json } = await call<{ list: OpenPlan[] }>(openPlans, '/Recruit/getOpenPlans', { body: {}, token: tokens.jc });
    expect(json.data.list).toEqual([expect.objectContaining({
      id: plan.id, validUntil: `${THIS_YEAR + 1}-06-30`,
      posts: [expect.objectContaining({ postCode: 'A01', recruitCount: 2, used: 0 }), expect.objectContaining({ postCode: 'B02', recruitCount: 1, used: 0 })],
    })]);
    expect((await call<{ list: OpenPlan[] }>(openPlans, '/Recruit/getOpenPlans', { body: {}, token: tokens.jc2 })).json.data.list).toEqual([]);
  });

  it('goes through both reviews and puts its persons on record awaiting arrival', async () => {
    before = await infoQuota();
    const { json } = await fileResult([resultLine('王晓明', 'A01'), resultLine('陈雨婷', 'a01', { gender: '1', rank: 2 })]);
    expect(json.code).toBe(200);
    await attach('jc', json.data.id, ['公示材料']);
    result = await approveAll('jc', json.data);
    expect(result).toMatchObject({ status: 'APPROVED', filingNo: expect.stringMatching(/^ZPJG-\d{4}-\d{6}$/) });
    expect(result.header.planFilingNo).toBe(plan.filingNo);
    const db = await getDb();
    const lines = await db.select().from(filingLines).where(eq(filingLines.filingId, result.id));
    const people = await db.select().from(persons).where(and(eq(persons.unitId, plan.unitId), eq(persons.entryMethod, 'OPEN_RECRUIT'), eq(persons.personStatus, 'PENDING_ARRIVAL')));
    const hired = people.filter((p) => lines.some((l) => l.personId === p.id));
    expect(hired.map((p) => p.name).sort()).toEqual(['王晓明', '陈雨婷'].sort());
    expect(hired[0]).toMatchObject({ recordStatus: 'FILED', estabStatus: 'IN', estabType: 'INST', postCategory: 'TECH', postLevel: 'T12', postName: '语文教师' });
  });

  it('counts the persons as approved but not arrived, and the plan post as used', async () => {
    const after = await infoQuota();
    expect(after.approvedNotArrived).toBe(before.approvedNotArrived + 2);
    expect(after.reservedByPlans).toBe(before.reservedByPlans - 2);
    const { json } = await call<{ list: OpenPlan[] }>(openPlans, '/Recruit/getOpenPlans', { body: {}, token: tokens.jc });
    expect(json.data.list[0].posts[0]).toMatchObject({ postCode: 'A01', used: 2 });
  });

  it('is out of reach of another unit', async () => {
    expect((await call(detail, '/Filing/getDetail', { body: { id: result.id }, token: tokens.jc2 })).status).toBe(404);
    expect((await step('jc2', result, 'VOID')).status).toBe(404);
    const { status, json } = await fileResult([resultLine('周文', 'B02')], {}, 'jc2');
    expect([status, json.msg, json.data]).toEqual([422, 'header.planFilingId: 业务不存在', { field: 'header.planFilingId' }]);
  });
});

describe('refusals of a result', () => {
  const submit = async (lines: object[], header: object = {}) => {
    const { json } = await fileResult(lines, header);
    await attach('jc', json.data.id, ['公示材料']);
    return step('jc', json.data, 'SUBMIT');
  };

  it('refuses more persons than a post has left (R-BZ-03)', async () => {
    const { status, json } = await submit([resultLine('赵一', 'A01')]);
    expect(status).toBe(422);
    expect(json.msg).toBe('岗位 A01（语文教师）计划2人，已备案或在审2人，本次1人，超出1人');
  });

  it('refuses a publicity of 6 days (R-GEN-06)', async () => {
    const { status, json } = await submit([resultLine('钱二', 'B02')], { publicityStart: day(-10), publicityEnd: day(-5) });
    expect(status).toBe(422);
    expect(json.msg).toBe('公示期为6日，不得少于7日');
  });

  it('takes the days in force on the publicity\'s first day (R-GEN-06): 10 refuses a 7-day publicity, a later change does not', async () => {
    const db = await getDb();
    const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
    const version = (validFrom: string) => addPolicyVersion(db, admin.id, { key: 'recruit.publicityDays', value: 10, validFrom, basis: '某省办法' }, validFrom);
    const codes = async (header: object) => (await fileResult([resultLine('李四', 'B02')], header)).json.data.violations.filter((v) => v.code === 'R-GEN-06');
    const later = await version(day(-5));
    try {
      expect(await codes({ publicityStart: day(-10), publicityEnd: day(-4) })).toEqual([]);
      const earlier = await version(day(-30));
      try {
        const { status, json } = await submit([resultLine('钱二', 'B02')], { publicityStart: day(-10), publicityEnd: day(-4) });
        expect(status).toBe(422);
        expect(json.msg).toBe('公示期为7日，不得少于10日');
        expect(await codes({ publicityStart: day(-13), publicityEnd: day(-4) })).toEqual([]);
        expect(await codes({ publicityStart: day(-12), publicityEnd: day(-4) })).toEqual([expect.objectContaining({ message: '公示期为9日，不得少于10日', field: 'header.publicityEnd' })]);
      } finally {
        await db.delete(policySettings).where(eq(policySettings.id, earlier));
      }
    } finally {
      await db.delete(policySettings).where(eq(policySettings.id, later));
    }
  });

  it('refuses a publicity not yet over', async () => {
    const { status, json } = await submit([resultLine('孙三', 'B02')], { publicityStart: day(-5), publicityEnd: day(1) });
    expect(status).toBe(422);
    expect(json.msg).toContain('尚未届满');
  });

  it('refuses a person already on record elsewhere (R-ID-03)', async () => {
    const db = await getDb();
    const [someone] = await db.select().from(persons).where(eq(persons.personStatus, 'ON_DUTY')).orderBy(desc(persons.birthDate)).limit(1);
    const { status, json } = await submit([resultLine(someone.name, 'B02', { idNumber: someone.idNumber, gender: someone.gender, birthDate: someone.birthDate })]);
    expect(status).toBe(422);
    expect((json.data as unknown as { violations: object[] }).violations).toEqual(expect.arrayContaining([expect.objectContaining({
      code: 'R-ID-03', message: expect.stringMatching(/该身份证号已在【.+】登记（在职），请通过人员交流办理调入/),
    })]));
  });
});

describe('arrival', () => {
  let waiting: typeof persons.$inferSelect;
  const arriveAs = (user: string, body: object) => call<{ personStatus: string; version: number }>(arrive, '/Recruit/arrive', { body, token: tokens[user] });

  beforeAll(async () => {
    const db = await getDb();
    [waiting] = await db.select().from(persons).where(and(eq(persons.name, '王晓明'), eq(persons.personStatus, 'PENDING_ARRIVAL')));
  });

  it('is refused to another unit, on a stale version and for a date to come', async () => {
    const body = { personId: waiting.id, version: waiting.version, arrivalDate: day(0), workStartDate: day(0) };
    expect((await arriveAs('jc2', body)).status).toBe(404);
    expect((await arriveAs('jc', { ...body, version: waiting.version - 1 })).status).toBe(409);
    const future = await arriveAs('jc', { ...body, arrivalDate: day(1), workStartDate: day(1) });
    expect(future.status).toBe(422);
    expect(future.json.msg).toBe('报到日期不能晚于今天');
  });

  it('puts the person on duty from the arrival day, with the histories citing the result', async () => {
    const { status, json } = await arriveAs('jc', { personId: waiting.id, version: waiting.version, arrivalDate: day(0), workStartDate: day(0) });
    expect(status).toBe(200);
    expect(json.data.personStatus).toBe('ON_DUTY');
    const db = await getDb();
    const [p] = await db.select().from(persons).where(eq(persons.id, waiting.id));
    expect(p).toMatchObject({ personStatus: 'ON_DUTY', unitEntryDate: day(0), appointDate: day(0), workStartDate: day(0) });
    const [post] = await db.select().from(personPostHistory).where(eq(personPostHistory.personId, p.id));
    expect(post).toMatchObject({ postLevel: 'T12', changeKind: 'FIRST', appointStart: day(0) });
    const [estab] = await db.select().from(personEstabHistory).where(eq(personEstabHistory.personId, p.id));
    expect(estab).toMatchObject({ toEstabStatus: 'IN', toEstabType: 'INST', effectiveDate: day(0) });
    expect(post.sourceFilingId).toBe(estab.sourceFilingId);
    expect(post.sourceFilingId).not.toBeNull();
  });

  it('happens once', async () => {
    const db = await getDb();
    const [p] = await db.select().from(persons).where(eq(persons.id, waiting.id));
    const again = await arriveAs('jc', { personId: p.id, version: p.version, arrivalDate: day(0), workStartDate: day(0) });
    expect(again.status).toBe(422);
    expect(again.json.msg).toBe('王晓明不是已批待报到人员，不能办理报到');
  });
});
