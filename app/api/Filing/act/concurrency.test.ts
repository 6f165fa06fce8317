import { and, eq } from 'drizzle-orm';
import { POST as act } from './route';
import { POST as create } from '../create/route';
import { POST as companyInfo } from '../../Company/getInfo/route';
import type { FilingDetail } from '@/lib/contracts/filing';
import { unitKeyFields, type CompanyView } from '@/lib/contracts/unit';
import { getDb } from '@/lib/server/db/client';
import { filings, reviewRecords, unitEstablishments, units } from '@/lib/server/db/tables';
import { call, loginAs } from '@/lib/server/testing/api';
import { withFreshDatabase } from '@/lib/server/testing/database';
import { unitIdOf } from '@/lib/server/testing/fixtures';

// Two reviewers deciding the same filing at once: the transaction's row lock and version check let exactly one win.
withFreshDatabase();

/** Rounds per scenario: one lucky ordering must not hide a race. */
const ROUNDS = 5;
const CONFLICT = '数据已被他人修改，请刷新后重试';

const tokens: Record<string, string> = {};
let jcUnit: number;
beforeAll(async () => {
  for (const u of ['jc', 'rsj']) tokens[u] = await loginAs(u);
  // The same zg account signed in twice: two sessions of one reviewer, so the review soft lock cannot decide.
  tokens.zgA = await loginAs('zg');
  tokens.zgB = await loginAs('zg');
  tokens.rsjB = await loginAs('rsj');
  jcUnit = await unitIdOf('湖州市第一中学');
});

type Ref = { id: number; version: number };
type Outcome = Awaited<ReturnType<typeof doAct>>;

const contact = { contactName: '李明华', contactPhone: '13857201234' };
const doAct = (session: string, f: Ref, action: string, extra: object = {}) =>
  call<FilingDetail>(act, '/Filing/act', { body: { id: f.id, version: f.version, action, ...extra }, token: tokens[session] });

async function submittedUnitInfo(quotaInst: number): Promise<FilingDetail> {
  const info = await call<CompanyView>(companyInfo, '/Company/getInfo', { body: {}, token: tokens.jc });
  const keys = Object.keys(unitKeyFields.shape);
  const unit = Object.fromEntries(Object.entries(info.json.data.unit).filter(([k, v]) => keys.includes(k) && v !== null));
  const establishment = {
    approvedTotal: quotaInst, quotaAdmin: 0, quotaInst, quotaRefCivil: 0, quotaOrganWorker: 0, leaderFull: 1, leaderDeputy: 3,
    internalOrgCount: 6, docNo: '湖编〔2026〕12号', docDate: '2026-10-09',
  };
  const created = await call<FilingDetail>(create, '/Filing/create', { body: { filingType: 'UNIT_INFO', ...contact, header: { unit, establishment } }, token: tokens.jc });
  expect(created.status).toBe(200);
  const submitted = await doAct('jc', created.json.data, 'SUBMIT');
  expect(submitted.json.data).toMatchObject({ status: 'PENDING_ZG' });
  return submitted.json.data;
}

/** Fires both calls together, in the given order, and sorts the answers into the winner and the loser. */
async function race(round: number, first: () => Promise<Outcome>, second: () => Promise<Outcome>) {
  const calls = round % 2 ? [second, first] : [first, second];
  const outcomes = await Promise.all(calls.map((c) => c()));
  const answered = round % 2 ? [outcomes[1], outcomes[0]] : outcomes;
  expect(answered.map((o) => o.status).sort()).toEqual([200, 409]);
  const winner = answered.findIndex((o) => o.status === 200);
  const loser = answered[1 - winner];
  expect(loser.json.msg).toBe(CONFLICT);
  return { winner, won: answered[winner].json.data };
}

async function stored(id: number) {
  const db = await getDb();
  const [row] = await db.select().from(filings).where(eq(filings.id, id));
  const records = await db.select().from(reviewRecords).where(eq(reviewRecords.filingId, id));
  return { row, actions: records.map((r) => r.action) };
}

const count = (actions: string[], action: string) => actions.filter((a) => a === action).length;

async function unitVersion(): Promise<number> {
  const [row] = await (await getDb()).select({ version: units.version }).from(units).where(eq(units.id, jcUnit));
  return row.version;
}

describe('two approvals of the same filing at once', () => {
  it.each(Array.from({ length: ROUNDS }, (_, i) => i))('round %i: exactly one wins at each step, the effect is applied once', async (round) => {
    const f = await submittedUnitInfo(300 + round);

    const zg = await race(round, () => doAct('zgA', f, 'ZG_APPROVE'), () => doAct('zgB', f, 'ZG_APPROVE'));
    expect(zg.won).toMatchObject({ status: 'PENDING_RSJ', version: f.version + 1 });
    const afterZg = await stored(f.id);
    expect(afterZg.row).toMatchObject({ status: 'PENDING_RSJ', version: f.version + 1 });
    expect(count(afterZg.actions, 'ZG_APPROVE')).toBe(1);

    const unitBefore = await unitVersion();
    const rsj = await race(round, () => doAct('rsj', zg.won, 'RSJ_APPROVE'), () => doAct('rsjB', zg.won, 'RSJ_APPROVE'));
    expect(rsj.won).toMatchObject({ status: 'APPROVED', version: zg.won.version + 1 });
    const final = await stored(f.id);
    expect(final.row).toMatchObject({ status: 'APPROVED', version: zg.won.version + 1 });
    expect(final.actions).toEqual(['CREATE', 'SUBMIT', 'ZG_APPROVE', 'RSJ_APPROVE', 'APPLY_EFFECT']);

    // UNIT_INFO's effect: one new current establishment from this filing, the unit rewritten once.
    const db = await getDb();
    const fromFiling = await db.select().from(unitEstablishments).where(eq(unitEstablishments.sourceFilingId, f.id));
    expect(fromFiling).toEqual([expect.objectContaining({ quotaInst: 300 + round, isCurrent: true })]);
    const current = await db.select().from(unitEstablishments).where(and(eq(unitEstablishments.unitId, jcUnit), eq(unitEstablishments.isCurrent, true)));
    expect(current.map((e) => e.sourceFilingId)).toEqual([f.id]);
    expect(await unitVersion()).toBe(unitBefore + 1);
  });
});

describe('an approval and a return of the same filing at once, by the same reviewer', () => {
  it.each(Array.from({ length: ROUNDS }, (_, i) => i))('round %i: exactly one wins, the filing ends in its state with only its record', async (round) => {
    const f = await submittedUnitInfo(400 + round);

    const zg = await race(round, () => doAct('zgA', f, 'ZG_APPROVE'), () => doAct('zgA', f, 'ZG_RETURN', { opinion: '请补充编制核定文件依据' }));
    const zgState = zg.winner === 0 ? 'PENDING_RSJ' : 'RETURNED_ZG';
    expect(zg.won).toMatchObject({ status: zgState, version: f.version + 1 });
    const afterZg = await stored(f.id);
    expect(afterZg.row).toMatchObject({ status: zgState, version: f.version + 1 });
    expect(afterZg.actions).toEqual(['CREATE', 'SUBMIT', zg.winner === 0 ? 'ZG_APPROVE' : 'ZG_RETURN']);

    let last = zg.won;
    if (zg.winner === 0) {
      // the approval won: the same race at the rsj step, the calls fired in turn in either order
      const rsj = await race(Math.floor(round / 2), () => doAct('rsj', zg.won, 'RSJ_APPROVE'), () => doAct('rsj', zg.won, 'RSJ_RETURN', { opinion: '请补充编制核定文件依据' }));
      const rsjState = rsj.winner === 0 ? 'APPROVED' : 'RETURNED_RSJ';
      expect(rsj.won).toMatchObject({ status: rsjState, version: zg.won.version + 1 });
      const afterRsj = await stored(f.id);
      expect(afterRsj.row).toMatchObject({ status: rsjState, version: zg.won.version + 1 });
      expect(afterRsj.actions).toEqual(['CREATE', 'SUBMIT', 'ZG_APPROVE', ...(rsj.winner === 0 ? ['RSJ_APPROVE', 'APPLY_EFFECT'] : ['RSJ_RETURN'])]);
      const applied = await (await getDb()).select().from(unitEstablishments).where(eq(unitEstablishments.sourceFilingId, f.id));
      expect(applied).toHaveLength(rsj.winner === 0 ? 1 : 0);
      last = rsj.won;
    }
    // a returned filing is voided so the next round's submission is not held up by it
    if (last.status !== 'APPROVED') expect((await doAct('jc', last, 'VOID')).status).toBe(200);
  });
});
