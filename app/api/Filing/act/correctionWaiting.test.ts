import { eq } from 'drizzle-orm';
import { POST as companyInfo } from '@/app/api/Company/getInfo/route';
import { POST as postList } from '@/app/api/JobManage/getPostList/route';
import type { FilingDetail } from '@/lib/contracts/filing';
import type { PostLevelUse } from '@/lib/contracts/jobManage';
import type { CompanyView } from '@/lib/contracts/unit';
import { getDb } from '@/lib/server/db/client';
import { filings, personExchanges, personStatusHistory } from '@/lib/server/db/tables';
import { applyDueEffects } from '@/lib/server/services/filings/effects';
import { call } from '@/lib/server/testing/api';
import { correctionSteps } from '@/lib/server/testing/corrections';
import { withFreshDatabase } from '@/lib/server/testing/database';
import { insertPerson, setEstablishment, setPostCount } from '@/lib/server/testing/fixtures';
import { day } from '@/lib/server/testing/recruit';
import { consentOfJc2, withTwoSchools } from '@/lib/server/testing/twoSchools';

/**
 * A correction (更正件, domain.md §3.5) of an approved filing whose effect still waits for its day: it takes the place of
 * the original in the establishment counted in transit (R-BZ-01), and when the original's day comes while the
 * correction is under review, the original lands as approved, its persons held for the correction, whose approval then
 * undoes it and applies (or schedules) its own effect.
 */
withFreshDatabase();

const schools = withTwoSchools(['jc']);
const { tokens } = schools;
beforeAll(async () => {
  await setPostCount(schools.jc, 'T10', 99);
});

const { doAct, detailOf, personOf, drafted, atFinalStep, approved } = correctionSteps(tokens);
const instOf = async () => (await call<CompanyView>(companyInfo, '/Company/getInfo', { body: {}, token: tokens.jc })).json.data.quota
  .find((q) => q.estabType === 'INST')!;
const t10Of = async () => (await call<{ levels: PostLevelUse[] }>(postList, '/JobManage/getPostList', { body: {}, token: tokens.jc })).json.data.levels
  .find((l) => l.postLevel === 'T10')!;
const quotaCodes = (f: FilingDetail) => f.violations.filter((v) => v.code === 'R-BZ-01');
const postCodes = (f: FilingDetail) => f.violations.filter((v) => v.code === 'R-GW-06').map((v) => v.code);

describe('R-BZ-01: a correction of a 调入 still waiting for its day counts in place of the original', () => {
  const arrival = async (personId: number, effectiveDate: string) =>
    ({ personId, payload: { reason: 'WORK_NEED', effectiveDate, personIdNumber: (await personOf(personId)).idNumber } });
  async function fileArrival(lines: object[], correctsFilingId?: number): Promise<FilingDetail> {
    const f = await drafted({
      filingType: 'EXCHANGE', header: { direction: 'IN', exchangeMode: 'TRANSFER', counterpartInSystem: true, counterpartUnitId: schools.jc2 }, lines,
      ...(correctsFilingId ? { correctsFilingId } : {}),
    }, []);
    expect(await consentOfJc2(schools, f.id)).toBe(200);
    return detailOf(f.id);
  }
  let original: FilingDetail;
  let mover: number;
  let inTransit: number;
  let postsInTransit: number;

  beforeAll(async () => {
    mover = await insertPerson(schools.jc2, { name: '待调入更正', recordStatus: 'FILED' });
    original = await approved(await fileArrival([await arrival(mover, day(10))]));
    expect(original.effectiveOn).toBe(day(10));
    // The waiting arrival takes the last vacant 事业编制.
    const inst = await instOf();
    await setEstablishment(schools.jc, inst.approved - inst.vacancy);
    expect(await instOf()).toMatchObject({ vacancy: 0 });
    inTransit = (await instOf()).inTransit;
    postsInTransit = (await t10Of()).inTransit;
  });

  it('does not refuse the correction for 超编: the original\'s place is the correction\'s', async () => {
    const draft = await fileArrival([await arrival(mover, day(20))], original.id);
    expect(quotaCodes(draft)).toEqual([]);
    const at = await atFinalStep(draft);
    expect(at.filing.status).toBe('PENDING_RSJ');
    // Under review beside its waiting original, the two hold one place between them.
    expect(await instOf()).toMatchObject({ inTransit, vacancy: 0 });
    expect((await t10Of()).inTransit).toBe(postsInTransit);
    expect(quotaCodes(await detailOf(at.filing.id))).toEqual([]);
  });

  it('refuses a second, independent arrival for 超编 while the correction is under review, and takes it with one place more', async () => {
    const other = await insertPerson(schools.jc2, { name: '另一调入', recordStatus: 'FILED' });
    const second = await fileArrival([await arrival(other, day(5))]);
    expect(quotaCodes(second)).toEqual([expect.objectContaining({
      level: 'ERROR', field: 'lines', message: '调入单位事业编制空编0人（已扣除在途），本次调入1人，超出1人',
    })]);
    const inst = await instOf();
    await setEstablishment(schools.jc, inst.approved + 1);
    expect(quotaCodes(await detailOf(second.id))).toEqual([]);
    // The posts alike (R-GW-06): the correction and its original hold one 专技十级 post between them.
    const t10 = await t10Of();
    try {
      await setPostCount(schools.jc, 'T10', t10.held + t10.inTransit);
      expect(postCodes(await detailOf(second.id))).toEqual(['R-GW-06']);
      await setPostCount(schools.jc, 'T10', t10.held + t10.inTransit + 1);
      expect(postCodes(await detailOf(second.id))).toEqual([]);
    } finally {
      await setPostCount(schools.jc, 'T10', 99);
    }
    await setEstablishment(schools.jc, inst.approved);
    await (await getDb()).update(filings).set({ deleted: true }).where(eq(filings.id, second.id));
  });

  it('approves the correction at the quota exactly full: the original never lands, the correction waits for its day', async () => {
    const [pending] = await (await getDb()).select().from(filings).where(eq(filings.correctsFilingId, original.id));
    const { json } = await doAct('rsj', await detailOf(pending.id), 'RSJ_APPROVE');
    expect([json.code, json.data?.status, json.data?.effectiveOn]).toEqual([200, 'APPROVED', day(20)]);
    expect(await personOf(mover)).toMatchObject({ unitId: schools.jc2, lockFilingId: pending.id });
    expect(await instOf()).toMatchObject({ inTransit, vacancy: 0 });
    expect((await applyDueEffects(await getDb(), day(10))).landed).not.toContain(original.filingNo);
    expect((await applyDueEffects(await getDb(), day(20))).landed).toContain(pending.filingNo);
    expect(await personOf(mover)).toMatchObject({ unitId: schools.jc, unitEntryDate: day(20), lockFilingId: null });
  });
});

describe('the day of an original comes while its correction is under review', () => {
  const header = { direction: 'OUT', exchangeMode: 'TRANSFER', counterpartInSystem: false, counterpartUnitName: '杭州市第二中学' };
  const leaving = (personId: number, effectiveDate: string) => ({ personId, payload: { reason: 'WORK_NEED', effectiveDate } });
  const fileDeparture = (lines: object[], correctsFilingId?: number) =>
    drafted({ filingType: 'EXCHANGE', header, lines, ...(correctsFilingId ? { correctsFilingId } : {}) }, []);
  const periodsOf = async (personId: number) => (await (await getDb()).select().from(personStatusHistory)
    .where(eq(personStatusHistory.personId, personId)).orderBy(personStatusHistory.id)).map((r) => [r.toStatus, r.startDate, r.endDate, r.sourceFilingId]);
  const exchangesOf = async (personId: number) => (await (await getDb()).select().from(personExchanges)
    .where(eq(personExchanges.personId, personId))).map((r) => [r.direction, r.effectiveDate, r.sourceFilingId]);

  it('lands the approved original on its day, holds the person for the correction, and the correction\'s approval sets the record right', async () => {
    const personId = await insertPerson(schools.jc, { name: '更正中到期', recordStatus: 'FILED' });
    const db = await getDb();
    await db.insert(personStatusHistory).values({ personId, unitId: schools.jc, fromStatus: null, toStatus: 'ON_DUTY', startDate: '2015-08-01', reason: '入职' });
    const original = await approved(await fileDeparture([leaving(personId, day(10))]));
    expect(await personOf(personId)).toMatchObject({ personStatus: 'ON_DUTY', lockFilingId: original.id });
    const at = await atFinalStep(await fileDeparture([leaving(personId, day(20))], original.id));

    // The job on the original's day: the original is approved, so it lands; the person stays held, now by the correction.
    expect((await applyDueEffects(db, day(10))).landed).toEqual([original.filingNo]);
    expect(await personOf(personId)).toMatchObject({ personStatus: 'REDUCED', reduceDate: day(10), reduceFilingId: original.id, lockFilingId: at.filing.id });
    expect(await periodsOf(personId)).toEqual([['ON_DUTY', '2015-08-01', day(9), null], ['REDUCED', day(10), null, original.id]]);

    // The correction's approval undoes the landed original and schedules its own day.
    const { json } = await doAct(at.user, at.filing, at.action);
    expect([json.code, json.data?.status, json.data?.effectiveOn]).toEqual([200, 'APPROVED', day(20)]);
    expect(await personOf(personId)).toMatchObject({
      personStatus: 'ON_DUTY', reduceType: null, reduceDate: null, reduceFilingId: null, lockFilingId: at.filing.id,
    });
    expect(await periodsOf(personId)).toEqual([['ON_DUTY', '2015-08-01', null, null]]);
    expect(await exchangesOf(personId)).toEqual([]);
    const originalNow = await detailOf(original.id);
    expect(originalNow).toMatchObject({ correctedById: at.filing.id });
    expect(originalNow.reviews.at(-1)).toMatchObject({ action: 'CORRECTED', opinion: `已由更正件 ${at.filing.filingNo} 更正，原效果已撤销` });

    // The original does not land again; the correction lands on its own day.
    expect((await applyDueEffects(db, day(15))).landed).toEqual([]);
    expect((await applyDueEffects(db, day(20))).landed).toEqual([at.filing.filingNo]);
    expect(await personOf(personId)).toMatchObject({ personStatus: 'REDUCED', reduceDate: day(20), reduceFilingId: at.filing.id, lockFilingId: null });
    expect(await periodsOf(personId)).toEqual([['ON_DUTY', '2015-08-01', day(19), null], ['REDUCED', day(20), null, at.filing.id]]);
    expect(await exchangesOf(personId)).toEqual([['OUT', day(20), at.filing.id]]);
  });

  it('frees the person as before when no correction under review names them', async () => {
    const stays = await insertPerson(schools.jc, { name: '到期无更正', recordStatus: 'FILED' });
    const original = await approved(await fileDeparture([leaving(stays, day(10))]));
    expect((await applyDueEffects(await getDb(), day(10))).landed).toEqual([original.filingNo]);
    expect(await personOf(stays)).toMatchObject({ personStatus: 'REDUCED', lockFilingId: null });
  });
});
