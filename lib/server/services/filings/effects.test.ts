import { and, desc, eq } from 'drizzle-orm';
import { POST as act } from '@/app/api/Filing/act/route';
import { POST as create } from '@/app/api/Filing/create/route';
import { POST as detail } from '@/app/api/Filing/getDetail/route';
import { POST as companyInfo } from '@/app/api/Company/getInfo/route';
import { POST as uploadConsent } from '@/app/api/Exchange/uploadConsent/route';
import { EXECUTE_DATE_TYPES, type FilingDetail } from '@/lib/contracts/filing';
import { REDUCE_PAPERS } from '@/lib/contracts/jobManage';
import type { CompanyView } from '@/lib/contracts/unit';
import { addDays } from '@/lib/domain/dates';
import { today } from '@/lib/domain/datetime';
import { getDb } from '@/lib/server/db/client';
import { filingLines, filings, personExchanges, persons, reviewRecords, systemLog } from '@/lib/server/db/tables';
import { runJobNow } from '@/lib/server/jobs';
import { call, loginAs } from '@/lib/server/testing/api';
import { withFreshDatabase } from '@/lib/server/testing/database';
import { samplePdf } from '@/lib/server/testing/files';
import { insertPerson, setEstablishment, unitIdOf } from '@/lib/server/testing/fixtures';
import { attachPapers } from '@/lib/server/testing/papers';
import { applyDueEffects, EFFECTS_JOB, registerEffectsJob } from './effects';
import { filingDefinitions } from './registry';

withFreshDatabase();

const tokens: Record<string, string> = {};
let jcUnit: number;
let jc2Unit: number;
beforeAll(async () => {
  for (const u of ['jc', 'jc2', 'zg', 'rsj']) tokens[u] = await loginAs(u);
  jcUnit = await unitIdOf('湖州市第一中学');
  jc2Unit = await unitIdOf('湖州市吴兴区织里实验小学');
});

const TODAY = today();
const TOMORROW = addDays(TODAY, 1);
const as = (u: string) => ({ token: tokens[u] });
const contact = { contactName: '李明华', contactPhone: '13857201234' };
const doAct = (user: string, f: { id: number; version: number }, action: string, extra: object = {}) =>
  call<FilingDetail>(act, '/Filing/act', { body: { id: f.id, version: f.version, action, ...extra }, ...as(user) });
const detailOf = async (id: number, user = 'jc') => (await call<FilingDetail>(detail, '/Filing/getDetail', { body: { id }, ...as(user) })).json.data;
const personOf = async (id: number) => (await (await getDb()).select().from(persons).where(eq(persons.id, id)))[0];
const instUse = async (user: string) => (await call<CompanyView>(companyInfo, '/Company/getInfo', { body: {}, ...as(user) })).json.data.quota.find((q) => q.estabType === 'INST')!;
const actionsOf = (f: FilingDetail) => f.reviews.map((r) => r.action);

async function approveAll(f: FilingDetail, extra: object = {}): Promise<FilingDetail> {
  let out = f;
  for (const [user, action] of [['jc', 'SUBMIT'], ['zg', 'ZG_APPROVE'], ['rsj', 'RSJ_APPROVE']]) {
    const { status, json } = await doAct(user, out, action, action === 'RSJ_APPROVE' ? extra : {});
    expect([status, json.msg]).toEqual([200, 'success']);
    out = json.data;
  }
  return out;
}

/** A 减员 of the given persons, each line on its own date, with its papers. */
async function reduction(lines: { personId: number; reduceDate: string }[]): Promise<FilingDetail> {
  const body = { filingType: 'STAFF_REDUCE', ...contact, header: {}, lines: lines.map((l) => ({ personId: l.personId, payload: { reduceType: 'RESIGN', reduceDate: l.reduceDate } })) };
  const created = await call<FilingDetail>(create, '/Filing/create', { body, ...as('jc') });
  expect(created.status).toBe(200);
  await attachPapers(tokens.jc, created.json.data.id, [REDUCE_PAPERS.RESIGN.zh]);
  return detailOf(created.json.data.id);
}

describe('a 减员 dated tomorrow, approved today', () => {
  let personId: number;
  let filing: FilingDetail;

  beforeAll(async () => {
    personId = await insertPerson(jcUnit, { name: '明日减员', recordStatus: 'FILED' });
    filing = await approveAll(await reduction([{ personId, reduceDate: TOMORROW }]));
  });

  it('is approved but leaves the person on duty, held by the filing, and counted in the establishment', async () => {
    expect(filing).toMatchObject({ status: 'APPROVED', effectiveOn: TOMORROW });
    expect(actionsOf(filing)).toEqual(['CREATE', 'SUBMIT', 'ZG_APPROVE', 'RSJ_APPROVE']);
    expect(await personOf(personId)).toMatchObject({ personStatus: 'ON_DUTY', reduceFilingId: null, lockFilingId: filing.id });
    const [row] = await (await getDb()).select().from(filings).where(eq(filings.id, filing.id));
    expect(row).toMatchObject({ effectAppliedAt: null, effectiveOn: TOMORROW });
  });

  it('keeps the person out of another filing while the effect waits', async () => {
    const other = await reduction([{ personId, reduceDate: TODAY }]);
    const { status, json } = await doAct('jc', other, 'SUBMIT');
    expect(status).toBe(422);
    expect(json.msg).toBe(`明日减员存在在途业务【减员 ${filing.filingNo}】`);
  });

  it('lands nothing on the day before its date', async () => {
    const run = await applyDueEffects(await getDb(), TODAY);
    expect(run.landed).not.toContain(filing.filingNo);
    expect(await personOf(personId)).toMatchObject({ personStatus: 'ON_DUTY', lockFilingId: filing.id });
  });

  it('lands on its date: the person is reduced, free, and the filing records it', async () => {
    const before = (await instUse('jc')).actual;
    const run = await applyDueEffects(await getDb(), TOMORROW);
    expect(run).toMatchObject({ failed: [] });
    expect(run.landed).toContain(filing.filingNo);
    expect(await personOf(personId)).toMatchObject({ personStatus: 'REDUCED', reduceType: 'RESIGN', reduceDate: TOMORROW, reduceFilingId: filing.id, lockFilingId: null });
    expect((await instUse('jc')).actual).toBe(before - 1);
    const landed = await detailOf(filing.id);
    expect(landed.effectiveOn).toBeNull();
    expect(actionsOf(landed)).toEqual(['CREATE', 'SUBMIT', 'ZG_APPROVE', 'RSJ_APPROVE', 'APPLY_EFFECT']);
    expect(landed.reviews.at(-1)).toMatchObject({ node: 'SYS', actorName: '系统', opinion: `${TOMORROW} 生效` });
  });

  it('changes nothing when the job runs again', async () => {
    const db = await getDb();
    const [before] = await db.select().from(filings).where(eq(filings.id, filing.id));
    const run = await applyDueEffects(db, TOMORROW);
    expect(run.landed).not.toContain(filing.filingNo);
    const [after] = await db.select().from(filings).where(eq(filings.id, filing.id));
    expect(after).toEqual(before);
    expect(actionsOf(await detailOf(filing.id)).filter((a) => a === 'APPLY_EFFECT')).toHaveLength(1);
  });
});

describe('a 减员 dated today', () => {
  it('lands on approval, as before', async () => {
    const personId = await insertPerson(jcUnit, { name: '今日减员', recordStatus: 'FILED' });
    const filing = await approveAll(await reduction([{ personId, reduceDate: TODAY }]));
    expect(filing).toMatchObject({ status: 'APPROVED', effectiveOn: null });
    expect(actionsOf(filing)).toEqual(['CREATE', 'SUBMIT', 'ZG_APPROVE', 'RSJ_APPROVE', 'APPLY_EFFECT']);
    expect(await personOf(personId)).toMatchObject({ personStatus: 'REDUCED', reduceDate: TODAY, lockFilingId: null });
  });
});

describe('lines of one filing on different dates', () => {
  it('land each on its own date, the waiting person alone staying held', async () => {
    const now = await insertPerson(jcUnit, { name: '先走者', recordStatus: 'FILED' });
    const later = await insertPerson(jcUnit, { name: '后走者', recordStatus: 'FILED' });
    const filing = await approveAll(await reduction([{ personId: now, reduceDate: TODAY }, { personId: later, reduceDate: TOMORROW }]));
    expect(filing.effectiveOn).toBe(TOMORROW);
    expect(filing.reviews.at(-1)).toMatchObject({ action: 'APPLY_EFFECT', opinion: `${TODAY} 生效：第 1 行` });
    expect(await personOf(now)).toMatchObject({ personStatus: 'REDUCED', lockFilingId: null });
    expect(await personOf(later)).toMatchObject({ personStatus: 'ON_DUTY', lockFilingId: filing.id });
    const db = await getDb();
    const marks = async () => (await db.select().from(filingLines).where(eq(filingLines.filingId, filing.id))).map((l) => [l.lineNo, l.effectAppliedAt !== null]).sort();
    expect(await marks()).toEqual([[1, true], [2, false]]);

    await applyDueEffects(db, TOMORROW);
    expect(await personOf(later)).toMatchObject({ personStatus: 'REDUCED', reduceDate: TOMORROW, lockFilingId: null });
    expect(await marks()).toEqual([[1, true], [2, true]]);
    const [row] = await db.select().from(filings).where(eq(filings.id, filing.id));
    expect(row.effectAppliedAt).not.toBeNull();
    expect((await detailOf(filing.id)).reviews.at(-1)).toMatchObject({ action: 'APPLY_EFFECT', opinion: `${TOMORROW} 生效：第 2 行` });
  });
});

describe('a future transfer in within the system', () => {
  let personId: number;
  let filing: FilingDetail;
  const ON = addDays(TODAY, 10);

  beforeAll(async () => {
    await setEstablishment(jcUnit, 400);
    personId = await insertPerson(jc2Unit, { name: '十日后调入', recordStatus: 'FILED' });
    const { idNumber } = await personOf(personId);
    const header = { direction: 'IN', exchangeMode: 'TRANSFER', counterpartInSystem: true, counterpartUnitId: jc2Unit };
    const lines = [{ personId, payload: { reason: 'WORK_NEED', effectiveDate: ON, personIdNumber: idNumber } }];
    const created = (await call<FilingDetail>(create, '/Filing/create', { body: { filingType: 'EXCHANGE', ...contact, header, lines }, ...as('jc') })).json.data;
    const consent = { fileName: '同意函.pdf', content: samplePdf('同意调出').toString('base64') };
    expect((await call(uploadConsent, '/Exchange/uploadConsent', { body: { filingId: created.id, ...consent }, ...as('jc2') })).status).toBe(200);
    filing = await detailOf(created.id);
  });

  it('stays at the sending unit once approved, counted in transit at the receiving one', async () => {
    const [inBefore, outBefore] = [await instUse('jc'), await instUse('jc2')];
    filing = await approveAll(filing);
    expect(filing).toMatchObject({ status: 'APPROVED', effectiveOn: ON });
    expect(await personOf(personId)).toMatchObject({ unitId: jc2Unit, lockFilingId: filing.id });
    const [inAfter, outAfter] = [await instUse('jc'), await instUse('jc2')];
    // Approved, the arrival stays in transit until it lands, so nobody books the seat again.
    expect([inAfter.actual, inAfter.inTransit]).toEqual([inBefore.actual, inBefore.inTransit + 1]);
    expect(outAfter.actual).toBe(outBefore.actual);
    expect(await (await getDb()).select().from(personExchanges).where(eq(personExchanges.personId, personId))).toEqual([]);
  });

  it('arrives on its date, no longer in transit', async () => {
    const [inBefore, outBefore] = [await instUse('jc'), await instUse('jc2')];
    await applyDueEffects(await getDb(), addDays(ON, -1));
    expect((await personOf(personId)).unitId).toBe(jc2Unit);
    await applyDueEffects(await getDb(), ON);
    expect(await personOf(personId)).toMatchObject({ unitId: jcUnit, unitEntryDate: ON, entryMethod: 'TRANSFER_IN', lockFilingId: null });
    const [inAfter, outAfter] = [await instUse('jc'), await instUse('jc2')];
    expect([inAfter.actual, inAfter.inTransit]).toEqual([inBefore.actual + 1, inBefore.inTransit - 1]);
    expect(outAfter.actual).toBe(outBefore.actual - 1);
  });
});

describe('the daily job', () => {
  it('is a registered job that runs at start and at 00:05, logging what it landed', async () => {
    registerEffectsJob();
    const run = await runJobNow(EFFECTS_JOB);
    expect(run).toMatchObject({ outcome: 'success' });
    const [log] = await (await getDb()).select().from(systemLog).where(eq(systemLog.action, `job.${EFFECTS_JOB}`)).orderBy(desc(systemLog.id)).limit(1);
    expect(log).toMatchObject({ result: 'success', detail: expect.stringContaining(run.detail) });
  });

  it('lands a line once when two runs meet', async () => {
    const personId = await insertPerson(jcUnit, { name: '并发减员', recordStatus: 'FILED' });
    const filing = await approveAll(await reduction([{ personId, reduceDate: TOMORROW }]));
    const db = await getDb();
    const runs = await Promise.all([applyDueEffects(db, TOMORROW), applyDueEffects(db, TOMORROW)]);
    expect(runs.filter((r) => r.landed.includes(filing.filingNo))).toHaveLength(1);
    const records = await db.select().from(reviewRecords).where(and(eq(reviewRecords.filingId, filing.id), eq(reviewRecords.action, 'APPLY_EFFECT')));
    expect(records).toHaveLength(1);
  });
});

describe('the types dated by the approval', () => {
  it('are the types the approval dialog offers the execution date for', () => {
    const byExecuteDate = filingDefinitions.filter((d) => d.effectiveOn && 'executeDate' in d.effectiveOn).map((d) => d.type);
    expect(byExecuteDate.sort()).toEqual([...EXECUTE_DATE_TYPES].sort());
  });
});
