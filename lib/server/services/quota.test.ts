import { eq } from 'drizzle-orm';
import { POST as companyInfo } from '@/app/api/Company/getInfo/route';
import type { CompanyView } from '@/lib/contracts/unit';
import { today } from '@/lib/domain/datetime';
import { getDb } from '@/lib/server/db/client';
import { filingLines, filings, units } from '@/lib/server/db/tables';
import { definitionOf } from '@/lib/server/services/filings/registry';
import { inFlightIntake, quotaUse } from '@/lib/server/services/quota';
import { recruitRooms } from '@/lib/server/services/recruit/intake';
import { call, loginAs } from '@/lib/server/testing/api';
import { withFreshDatabase } from '@/lib/server/testing/database';
import { insertFilingRow, type FilingRow, type FilingRowLine } from '@/lib/server/testing/filingRows';
import { insertPerson, PUBLICITY_OVER, setEstablishment, unitIdOf } from '@/lib/server/testing/fixtures';
import { day, newPerson, planPost, resultLine } from '@/lib/server/testing/recruit';

withFreshDatabase();


let target: number; // 织里实验小学 (jc2), the unit whose quota is counted
let sender: number; // 第一中学 (jc), where transferred persons come from
let authority: number; // 教育局 (zg), which files the internal exchanges of both
let plan: FilingRow;

const insertFiling = (unitId: number, filingType: string, status: string, header: Record<string, unknown>, lines: FilingRowLine[]) =>
  insertFilingRow(unitId, filingType, { status, header, lines });

const move = { reason: 'WORK_NEED', effectiveDate: day(-1) };

/** A filing of each kind that brings one person into the target's 事业编制 (in flight or, as `status` says, a draft). */
const KINDS: Record<string, (status: string) => Promise<FilingRow>> = {
  PERSON_INFO: async (status) => insertFiling(target, 'PERSON_INFO', status, {}, [
    { personId: await insertPerson(target, { name: '新人', recordStatus: status === 'DRAFT' ? 'DRAFT' : 'PENDING' }), payload: { op: 'NEW' } }]),
  RECRUIT_RESULT: (status) => insertFiling(target, 'RECRUIT_RESULT', status, { planFilingId: plan.id, publicityStart: day(-20), publicityEnd: day(-10) },
    [resultLine('新聘', 'Q01')]),
  TALENT_INTRO: (status) => insertFiling(target, 'TALENT_INTRO', status, { introMode: 'ASSESS_RECRUIT', ...PUBLICITY_OVER },
    [{ payload: { ...newPerson('人才'), estabType: 'INST', postCategory: 'TECH', postLevel: 'T10' } }]),
  ESTAB_CONVERSION: async (status) => insertFiling(target, 'ESTAB_CONVERSION', status, {}, [{
    personId: await insertPerson(target, { name: '编外', recordStatus: 'FILED', estabStatus: 'OUT', estabType: null, outEmployForm: 'CONTRACT' }),
    payload: { fromEstabStatus: 'OUT', fromEstabType: null, toEstabStatus: 'IN', toEstabType: 'INST', toCategory: null, toLevel: null, effectiveDate: day(-1) },
  }]),
  EXCHANGE_OUTSIDE: async (status) => insertFiling(target, 'EXCHANGE', status,
    { direction: 'IN', exchangeMode: 'TRANSFER', counterpartInSystem: false, counterpartUnitName: '外市某校' },
    [{ personId: await insertPerson(target, { name: '外调', recordStatus: status === 'DRAFT' ? 'DRAFT' : 'PENDING' }), payload: move }]),
  EXCHANGE: async (status) => insertFiling(target, 'EXCHANGE', status, { direction: 'IN', exchangeMode: 'TRANSFER', counterpartInSystem: true, counterpartUnitId: sender },
    [{ personId: await insertPerson(sender, { name: '调入', recordStatus: 'FILED' }), payload: move }]),
  INTERNAL_EXCHANGE: async (status) => insertFiling(authority, 'INTERNAL_EXCHANGE', status, { fromUnitId: sender, toUnitId: target, exchangeMode: 'TRANSFER' },
    [{ personId: await insertPerson(sender, { name: '交流', recordStatus: 'FILED' }), payload: move }]),
  RECRUIT_PLAN: (status) => insertFiling(target, 'RECRUIT_PLAN', status, { signupStart: day(-40), signupEnd: day(-30) }, [planPost('Q02', 1)]),
};
const IN_FLIGHT_KINDS = Object.keys(KINDS).filter((k) => k !== 'RECRUIT_PLAN');

async function discard(f: FilingRow) {
  await (await getDb()).update(filings).set({ deleted: true }).where(eq(filings.id, f.id));
}

const instIntake = async (exceptFilingId?: number) => (await inFlightIntake(await getDb(), target, exceptFilingId)).get('INST') ?? 0;

/** The quota findings (R-BZ-01/02) the filing's own rules give now. */
async function quotaFindings(f: FilingRow, phase: 'submit' | 'approve' = 'submit'): Promise<string[]> {
  const db = await getDb();
  const [filing] = await db.select().from(filings).where(eq(filings.id, f.id));
  const [unit] = await db.select().from(units).where(eq(units.id, filing.unitId));
  const lines = await db.select().from(filingLines).where(eq(filingLines.filingId, f.id));
  const ctx = { db, filing, lines, unit, phase, today: today() };
  const found = (await Promise.all(definitionOf(filing.filingType).rules.map((rule) => rule(ctx)))).flat();
  return found.filter((v) => v.code === 'R-BZ-01' || v.code === 'R-BZ-02').map((v) => v.code);
}

beforeAll(async () => {
  target = await unitIdOf('湖州市吴兴区织里实验小学');
  sender = await unitIdOf('湖州市第一中学');
  authority = await unitIdOf('湖州市教育局');
  plan = await insertFiling(target, 'RECRUIT_PLAN', 'APPROVED', { signupStart: day(-40), signupEnd: day(-30) }, [planPost('Q01', 1)]);
});

describe('in-flight intake (在途占编), one count for every type', () => {
  it.each(IN_FLIGHT_KINDS)('counts an in-flight %s once, and not while it is a draft or when it is the filing asking', async (kind) => {
    const before = await instIntake();
    const draft = await KINDS[kind]('DRAFT');
    expect(await instIntake()).toBe(before);
    const pending = await KINDS[kind]('PENDING_ZG');
    expect(await instIntake()).toBe(before + 1);
    expect(await instIntake(pending.id)).toBe(before);
    await discard(pending);
    await discard(draft);
    expect(await instIntake()).toBe(before);
  });

  it('leaves out a flexible talent introduction, a transfer out and a secondment', async () => {
    const before = await instIntake();
    const flexible = await insertFiling(target, 'TALENT_INTRO', 'PENDING_ZG', { introMode: 'FLEXIBLE', ...PUBLICITY_OVER }, [{ payload: { ...newPerson('柔性'), estabType: 'INST' } }]);
    const out = await insertFiling(target, 'EXCHANGE', 'PENDING_ZG', { direction: 'OUT', exchangeMode: 'TRANSFER', counterpartInSystem: false, counterpartUnitName: '外市' },
      [{ personId: await insertPerson(target, { recordStatus: 'FILED' }), payload: move }]);
    const secondment = await insertFiling(authority, 'INTERNAL_EXCHANGE', 'PENDING_ZG', { fromUnitId: sender, toUnitId: target, exchangeMode: 'SECONDMENT' },
      [{ personId: await insertPerson(sender, { recordStatus: 'FILED' }), payload: move }]);
    expect(await instIntake()).toBe(before);
    for (const f of [flexible, out, secondment]) await discard(f);
  });

  it('is what the unit page shows as 在途, and its 空编 counts it', async () => {
    const filed = await Promise.all(IN_FLIGHT_KINDS.map((k) => KINDS[k]('PENDING_ZG')));
    const { json } = await call<CompanyView>(companyInfo, '/Company/getInfo', { body: {}, token: await loginAs('jc2') });
    const inst = json.data.quota.find((q) => q.estabType === 'INST')!;
    expect(inst.inTransit).toBe(await instIntake());
    expect(inst.vacancy).toBe(inst.approved - inst.actual - inst.approvedNotArrived - inst.inTransit);
    for (const f of filed) await discard(f);
  });
});

describe('the quota rules of every type at the boundary (R-BZ-01, R-BZ-02)', () => {
  let baseline: FilingRow[];
  beforeAll(async () => {
    // one in-flight filing of each type already holds a place
    baseline = await Promise.all(IN_FLIGHT_KINDS.map((k) => KINDS[k]('PENDING_ZG')));
  });
  afterAll(async () => {
    for (const f of baseline) await discard(f);
  });

  /** Sets the quota so that exactly one place is left for the filing. */
  async function leaveOnePlace(f: FilingRow) {
    const db = await getDb();
    await setEstablishment(target, 1000);
    const inst = (await quotaUse(db, target, f.id)).find((u) => u.estabType === 'INST')!;
    const reserved = ['RECRUIT_PLAN', 'TALENT_INTRO'].includes(f.filingType)
      ? (await recruitRooms(db, target, today(), f.id)).find((r) => r.estabType === 'INST')!.reservedByPlans : 0;
    await setEstablishment(target, inst.approved - inst.vacancy + reserved + 1);
  }

  it.each(Object.keys(KINDS))('%s: passes with the quota exactly full, is refused by one more in-flight filing of any type', async (kind) => {
    const f = await KINDS[kind]('DRAFT');
    await leaveOnePlace(f);
    expect(await quotaFindings(f)).toEqual([]);
    for (const other of IN_FLIGHT_KINDS) {
      const extra = await KINDS[other]('PENDING_ZG');
      expect([other, await quotaFindings(f)]).toEqual([other, [kind === 'RECRUIT_PLAN' || kind === 'TALENT_INTRO' ? 'R-BZ-02' : 'R-BZ-01']]);
      await discard(extra);
    }
    // under review, the filing is not counted twice against itself
    await (await getDb()).update(filings).set({ status: 'PENDING_ZG' }).where(eq(filings.id, f.id));
    expect(await quotaFindings(f, 'approve')).toEqual([]);
    await discard(f);
  });
});
