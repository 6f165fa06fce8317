import { and, eq } from 'drizzle-orm';
import { POST as arrive } from '@/app/api/Recruit/arrive/route';
import { POST as personDetail } from '@/app/api/Person/getDetail/route';
import type { FilingDetail } from '@/lib/contracts/filing';
import type { PersonDetail } from '@/lib/contracts/person';
import { getDb } from '@/lib/server/db/client';
import { filingLines, personEstabHistory, personExchanges, personPostHistory, persons, personStatusHistory } from '@/lib/server/db/tables';
import { call } from '@/lib/server/testing/api';
import { withFreshDatabase } from '@/lib/server/testing/database';
import { idNumberFor, insertPerson, setEstablishment, setPostCount, unitIdOf } from '@/lib/server/testing/fixtures';
import { approveAll, attach, day, file, planHeader, planPost, publishFor, resultLine, resultPublicity, signInAll, step, THIS_YEAR, tokens } from '@/lib/server/testing/recruit';

/** R-ID-04: a former employee recruited again is the same person, the earlier tenure kept in the histories (domain.md §3.5). */
withFreshDatabase();

let plan: FilingDetail;
let jcUnit: number;
let jc2Unit: number;
beforeAll(async () => {
  await signInAll();
  jcUnit = await unitIdOf('湖州市第一中学');
  jc2Unit = await unitIdOf('湖州市吴兴区织里实验小学');
  const { json } = await file('jc', { filingType: 'RECRUIT_PLAN', year: THIS_YEAR, header: planHeader, lines: [planPost('A01', 4)] });
  await attach('jc', json.data.id, ['招聘方案', '岗位表']);
  plan = await approveAll('jc', json.data);
    await publishFor('jc', plan.id);
});

const fileResult = (lines: object[]) => file('jc', { filingType: 'RECRUIT_RESULT', header: { planFilingId: plan.id, ...resultPublicity(plan.id) }, lines });

/** Someone who worked at a unit from 2018 to 2024, then resigned: their post, establishment and status periods on record. */
async function formerEmployee(unitId: number, name: string): Promise<typeof persons.$inferSelect> {
  const id = await insertPerson(unitId, {
    name, birthDate: `${THIS_YEAR - 30}-05-06`, recordStatus: 'FILED', personStatus: 'REDUCED', reduceType: 'RESIGN', reduceDate: '2024-06-30', workStartDate: '2018-08-01',
    unitEntryDate: '2018-08-01', postCategory: 'TECH', postLevel: 'T11', appointDate: '2019-08-01', deptName: '教务处', contractType: 'FIXED',
    contractStart: '2018-08-01', contractEnd: '2023-07-31',
  });
  const db = await getDb();
  await db.insert(personPostHistory).values({ personId: id, unitId, postCategory: 'TECH', postLevel: 'T11', changeKind: 'FIRST', appointStart: '2019-08-01' });
  await db.insert(personEstabHistory).values({ personId: id, unitId, toEstabStatus: 'IN', toEstabType: 'INST', effectiveDate: '2018-08-01' });
  await db.insert(personStatusHistory).values({ personId: id, unitId, fromStatus: 'ON_DUTY', toStatus: 'REDUCED', startDate: '2024-06-30', reason: '辞聘' });
  return (await db.select().from(persons).where(eq(persons.id, id)))[0];
}
const recruited = (p: typeof persons.$inferSelect, extra: object = {}) =>
  resultLine(p.name, 'A01', { idNumber: p.idNumber, gender: p.gender, birthDate: p.birthDate, ...extra });
async function approveResult(lines: object[]): Promise<FilingDetail> {
  const { json } = await fileResult(lines);
  expect(json.code).toBe(200);
  await attach('jc', json.data.id, ['公示材料']);
  return approveAll('jc', json.data);
}
const linePersonIds = async (filingId: number) =>
  (await (await getDb()).select({ personId: filingLines.personId }).from(filingLines).where(eq(filingLines.filingId, filingId))).map((l) => l.personId);

describe('a former employee of the unit recruited again', () => {
  let former: typeof persons.$inferSelect;
  let result: FilingDetail;

  beforeAll(async () => {
    former = await formerEmployee(jcUnit, '回归教师');
  });

  it('is not refused as already on record (R-ID-03 spares the reduced)', async () => {
    const { json } = await fileResult([recruited(former)]);
    expect(json.code).toBe(200);
    expect(json.data.violations.filter((v) => v.code === 'R-ID-03')).toEqual([]);
  });

  it('is the same person on approval, awaiting arrival, the reduction and the ended tenure cleared', async () => {
    result = await approveResult([recruited(former)]);
    expect(await linePersonIds(result.id)).toEqual([former.id]);
    const db = await getDb();
    const [p] = await db.select().from(persons).where(eq(persons.idNumber, former.idNumber));
    expect(p).toMatchObject({
      id: former.id, unitId: jcUnit, personStatus: 'PENDING_ARRIVAL', recordStatus: 'FILED', entryMethod: 'OPEN_RECRUIT', postLevel: 'T12',
      reduceType: null, reduceDate: null, reduceFilingId: null, deptName: null, contractType: null, contractEnd: null, workStartDate: '2018-08-01',
      version: former.version + 1,
    });
    expect(await db.select().from(persons).where(eq(persons.idNumber, former.idNumber))).toHaveLength(1);
  });

  it('keeps the earlier period in the history beside the new one, after arriving', async () => {
    const db = await getDb();
    const [p] = await db.select().from(persons).where(eq(persons.id, former.id));
    const arrived = await call(arrive, '/Recruit/arrive', {
      body: { personId: p.id, version: p.version, arrivalDate: day(0), workStartDate: '2018-08-01' }, token: tokens.jc,
    });
    expect(arrived.status).toBe(200);
    const { json } = await call<PersonDetail>(personDetail, '/Person/getDetail', { body: { id: former.id }, token: tokens.jc });
    const h = json.data.histories;
    expect(h.posts.map((r) => [r.postLevel, r.appointStart, r.sourceFilingNo])).toEqual([['T12', day(0), result.filingNo], ['T11', '2019-08-01', null]]);
    expect(h.estabs.map((r) => r.effectiveDate)).toEqual([day(0), '2018-08-01']);
    expect(h.statuses).toEqual([
      expect.objectContaining({ fromStatus: 'REDUCED', toStatus: 'PENDING_ARRIVAL', startDate: day(0), endDate: null, sourceFilingNo: result.filingNo,
        reason: '曾于2024-06-30减员，再次进入本单位' }),
      expect.objectContaining({ fromStatus: 'ON_DUTY', toStatus: 'REDUCED', startDate: '2024-06-30', endDate: day(-1) }),
    ]);
    expect(json.data.personStatus).toBe('ON_DUTY');
  });
});

describe('a former employee of another unit', () => {
  it('is the same person, moved to the recruiting unit', async () => {
    const former = await formerEmployee(jc2Unit, '他校旧人');
    const result = await approveResult([recruited(former)]);
    expect(await linePersonIds(result.id)).toEqual([former.id]);
    const db = await getDb();
    const [p] = await db.select().from(persons).where(eq(persons.id, former.id));
    expect(p).toMatchObject({ unitId: jcUnit, personStatus: 'PENDING_ARRIVAL', reduceType: null });
    const [entry] = await db.select().from(personStatusHistory)
      .where(and(eq(personStatusHistory.personId, former.id), eq(personStatusHistory.fromStatus, 'REDUCED')));
    expect(entry).toMatchObject({ unitId: jcUnit, toStatus: 'PENDING_ARRIVAL', sourceFilingId: result.id, reason: '曾于2024-06-30减员，再次进入（由原单位转入）' });
    // The earlier tenure stays with the unit it was served at.
    expect((await db.select().from(personPostHistory).where(eq(personPostHistory.personId, former.id)))[0]).toMatchObject({ unitId: jc2Unit, postLevel: 'T11' });
  });
});

describe('the correction of a result that brought a former employee back', () => {
  it('refuses to withdraw them, whose record is older than the original; the record stays whole', async () => {
    const former = await formerEmployee(jcUnit, '更正旧人');
    const original = await approveResult([recruited(former)]);
    const correction = (await file('jc', {
      filingType: 'RECRUIT_RESULT', header: { planFilingId: plan.id, ...resultPublicity(plan.id) }, lines: [resultLine('更正新人', 'A01')], correctsFilingId: original.id,
    })).json.data;
    await attach('jc', correction.id, ['公示材料']);
    let out = (await step('jc', correction, 'SUBMIT')).json;
    out = (await step('zg', out.data, 'ZG_APPROVE')).json;
    const refused = await step('rsj', out.data, 'RSJ_APPROVE');
    expect(refused.status).toBe(422);
    expect(refused.json.msg).toBe('correctsFilingId: 更正旧人的人员档案早于原件（原减员人员重新进入），不能撤回');
    expect(refused.json.data).toMatchObject({ field: 'correctsFilingId', personId: former.id });
    const [p] = await (await getDb()).select().from(persons).where(eq(persons.id, former.id));
    expect(p).toMatchObject({ deleted: false, personStatus: 'PENDING_ARRIVAL', unitId: jcUnit });
  });
});

describe('someone still on record', () => {
  it('is refused as before (R-ID-03), naming the line\'s ID number', async () => {
    const active = await insertPerson(jc2Unit, { name: '在职旧人', birthDate: `${THIS_YEAR - 30}-05-06`, recordStatus: 'FILED', personStatus: 'ON_DUTY' });
    const [p] = await (await getDb()).select().from(persons).where(eq(persons.id, active));
    const { json } = await fileResult([recruited(p)]);
    const refusal = json.data.violations.find((v) => v.code === 'R-ID-03');
    expect(refusal).toMatchObject({ level: 'ERROR', field: 'lines[0].idNumber', message: expect.stringContaining('该身份证号已在【湖州市吴兴区织里实验小学】登记（在职），请通过人员交流办理调入') });
    await attach('jc', json.data.id, ['公示材料']);
    const submitted = await step('jc', json.data, 'SUBMIT');
    expect(submitted.status).toBe(422);
    expect((await (await getDb()).select().from(persons).where(eq(persons.id, active)))[0]).toMatchObject({ unitId: jc2Unit, personStatus: 'ON_DUTY' });
  });
});

describe('an arrival from outside the system (系统外调入、军转、政策安置)', () => {
  const outside = (exchangeMode = 'TRANSFER') => ({ direction: 'IN', exchangeMode, counterpartInSystem: false, counterpartUnitName: '杭州市第二中学' });
  const described = (p: { name: string; idNumber: string; gender: string; birthDate: string }, extra: object = {}) => ({
    payload: {
      reason: 'WORK_NEED', effectiveDate: day(0), toEstabType: 'INST', toPostCategory: 'TECH', toPostLevel: 'T12',
      newPerson: {
        name: p.name, idNumber: p.idNumber, gender: p.gender, birthDate: p.birthDate, ethnicity: '01', politicalStatus: '13', education: '21',
        major: '汉语言文学', graduateSchool: '湖州师范学院', workStartDate: '2018-08-01',
      },
      ...extra,
    },
  });
  const fileExchange = (header: object, lines: object[]) => file('jc', { filingType: 'EXCHANGE', header, lines });

  beforeAll(async () => {
    await setEstablishment(jcUnit, 500);
    // Posts enough at the arrivals' level: these tests are about who arrives, not about the posts (R-GW-06).
    await setPostCount(jcUnit, 'T12', 100);
  });

  it('needs no person registered beforehand: the line describes the new person, who is on record on approval', async () => {
    const birthDate = `${THIS_YEAR - 32}-02-14`;
    const newcomer = { name: '外来教师', idNumber: idNumberFor(birthDate, false), gender: '2', birthDate };
    const { json } = await fileExchange(outside(), [described(newcomer)]);
    expect(json.code).toBe(200);
    expect(json.data.violations).toEqual([]);
    const f = await approveAll('jc', json.data);
    const [personId] = await linePersonIds(f.id);
    const db = await getDb();
    const [p] = await db.select().from(persons).where(eq(persons.id, personId!));
    expect(p).toMatchObject({
      name: '外来教师', idNumber: newcomer.idNumber, unitId: jcUnit, personStatus: 'ON_DUTY', recordStatus: 'FILED', entryMethod: 'TRANSFER_IN',
      estabStatus: 'IN', estabType: 'INST', postLevel: 'T12', unitEntryDate: day(0), workStartDate: '2018-08-01',
    });
    expect(await db.select().from(personExchanges).where(eq(personExchanges.personId, p.id))).toEqual([
      expect.objectContaining({ direction: 'IN', counterpartUnitName: '杭州市第二中学', sourceFilingId: f.id }),
    ]);
    expect(await db.select().from(personStatusHistory).where(eq(personStatusHistory.personId, p.id))).toEqual([]);
  });

  it('brings a former employee back by a military resettlement as the same person, the earlier tenure kept', async () => {
    const former = await formerEmployee(jc2Unit, '转业旧人');
    const { json } = await fileExchange(outside('MILITARY'), [described(former)]);
    expect(json.data.violations).toEqual([]);
    const f = await approveAll('jc', json.data);
    expect(await linePersonIds(f.id)).toEqual([former.id]);
    const db = await getDb();
    const [p] = await db.select().from(persons).where(eq(persons.id, former.id));
    expect(p).toMatchObject({ unitId: jcUnit, personStatus: 'ON_DUTY', reduceType: null, reduceDate: null, postLevel: 'T12', deptName: null });
    const posts = await db.select().from(personPostHistory).where(eq(personPostHistory.personId, former.id)).orderBy(personPostHistory.id);
    expect(posts.map((r) => [r.unitId, r.postLevel, r.changeKind])).toEqual([[jc2Unit, 'T11', 'FIRST'], [jcUnit, 'T12', 'EXCHANGE']]);
    const statuses = await db.select().from(personStatusHistory).where(eq(personStatusHistory.personId, former.id)).orderBy(personStatusHistory.id);
    expect(statuses.map((r) => [r.fromStatus, r.toStatus, r.startDate, r.endDate])).toEqual([
      ['ON_DUTY', 'REDUCED', '2024-06-30', day(-1)], ['REDUCED', 'ON_DUTY', day(0), null],
    ]);
  });

  it('refuses someone on duty elsewhere, naming the line\'s ID number (R-ID-03), and takes them once reduced', async () => {
    const active = await insertPerson(jc2Unit, { name: '他校在职', birthDate: `${THIS_YEAR - 30}-05-06`, recordStatus: 'FILED' });
    const [p] = await (await getDb()).select().from(persons).where(eq(persons.id, active));
    const { json } = await fileExchange(outside('POLICY'), [described(p)]);
    expect(json.data.violations).toEqual([expect.objectContaining({
      code: 'R-ID-03', level: 'ERROR', field: 'lines[0].newPerson.idNumber',
      message: '第 1 行 他校在职：该身份证号已在【湖州市吴兴区织里实验小学】登记（在职），请通过人员交流办理调入',
    })]);
    expect((await step('jc', json.data, 'SUBMIT')).status).toBe(422);
    await (await getDb()).update(persons).set({ personStatus: 'REDUCED', reduceType: 'RESIGN', reduceDate: '2025-01-31' }).where(eq(persons.id, active));
    const again = await fileExchange(outside('POLICY'), [described(p)]);
    expect(again.json.data.violations).toEqual([]);
  });

  it('names what is missing or does not agree on the described person\'s fields', async () => {
    const birthDate = `${THIS_YEAR - 28}-07-01`;
    const idNumber = idNumberFor(birthDate, true);
    const nobody = await fileExchange(outside(), [{ payload: { reason: 'WORK_NEED', effectiveDate: day(0), toEstabType: 'INST' } }]);
    expect(nobody.json.data.violations).toEqual([expect.objectContaining({ code: 'R-GEN-01', field: 'lines[0].newPerson' })]);
    const wrongBirth = await fileExchange(outside(), [described({ name: '生日不符', idNumber, gender: '1', birthDate: `${THIS_YEAR - 28}-07-02` })]);
    expect(wrongBirth.json.data.violations).toEqual([expect.objectContaining({ code: 'R-ID-02', field: 'lines[0].newPerson.birthDate' })]);
    const noEstab = await fileExchange(outside(), [described({ name: '未选编制', idNumber, gender: '1', birthDate }, { toEstabType: null })]);
    expect(noEstab.json.data.violations).toEqual([expect.objectContaining({
      code: 'R-GEN-01', field: 'lines[0].toEstabType', message: '第 1 行：请选择未选编制调入后的编制类型',
    })]);
    const twice = await fileExchange(outside(), [described({ name: '重复人员', idNumber, gender: '1', birthDate }), described({ name: '重复人员', idNumber, gender: '1', birthDate })]);
    expect(twice.json.data.violations).toEqual([expect.objectContaining({ code: 'R-JY-04', field: 'lines[1].newPerson.idNumber' })]);
    const badInput = await fileExchange(outside(), [described({ name: '坏身份证', idNumber: '123', gender: '1', birthDate })]);
    expect([badInput.status, badInput.json.data]).toEqual([400, { field: 'lines[0].newPerson.idNumber', lineNo: 1 }]);
  });
});
