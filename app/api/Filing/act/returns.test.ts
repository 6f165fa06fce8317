import { eq } from 'drizzle-orm';
import { POST as act } from './route';
import { POST as arrive } from '@/app/api/Recruit/arrive/route';
import { POST as createPerson } from '@/app/api/Person/create/route';
import { POST as personDetail } from '@/app/api/Person/getDetail/route';
import type { FilingDetail } from '@/lib/contracts/filing';
import type { PersonDetail } from '@/lib/contracts/person';
import { getDb } from '@/lib/server/db/client';
import { filingLines, personEstabHistory, personPostHistory, persons, personStatusHistory } from '@/lib/server/db/tables';
import { applyDueEffects } from '@/lib/server/services/filings/effects';
import { call } from '@/lib/server/testing/api';
import { withFreshDatabase } from '@/lib/server/testing/database';
import { idNumberFor, insertPerson, PUBLICITY_OVER, setEstablishment, setPostCount, unitIdOf } from '@/lib/server/testing/fixtures';
import { approveAll, attach, day, file, newPerson, signInAll, step, THIS_YEAR, tokens } from '@/lib/server/testing/recruit';

/** Former employees coming back (R-ID-04), and arrivals approved for a day still ahead holding their ID number (R-GEN-04). */
withFreshDatabase();

const EN = { 'accept-language': 'en-US,en;q=0.9' };
type PersonRow = typeof persons.$inferSelect;
let jcUnit: number;
let jc2Unit: number;
beforeAll(async () => {
  await signInAll();
  jcUnit = await unitIdOf('湖州市第一中学');
  jc2Unit = await unitIdOf('湖州市吴兴区织里实验小学');
  await setEstablishment(jcUnit, 500);
  // Posts enough at the talents' level: these tests are about who comes back, not about the posts (R-GW-06).
  await setPostCount(jcUnit, 'T07', 100);
});

const personOf = async (id: number): Promise<PersonRow> => (await (await getDb()).select().from(persons).where(eq(persons.id, id)))[0];
const linePersonIds = async (filingId: number) =>
  (await (await getDb()).select({ personId: filingLines.personId }).from(filingLines).where(eq(filingLines.filingId, filingId))).map((l) => l.personId);

/** Someone who worked at a unit from 2018 until resigning in 2024: their post, establishment and status periods on record. */
async function formerEmployee(unitId: number, name: string): Promise<PersonRow> {
  const id = await insertPerson(unitId, {
    name, birthDate: `${THIS_YEAR - 34}-03-09`, recordStatus: 'FILED', personStatus: 'REDUCED', reduceType: 'RESIGN', reduceDate: '2024-06-30',
    workStartDate: '2018-08-01', unitEntryDate: '2018-08-01', postCategory: 'TECH', postLevel: 'T11', appointDate: '2019-08-01', deptName: '教务处',
  });
  const db = await getDb();
  await db.insert(personPostHistory).values({ personId: id, unitId, postCategory: 'TECH', postLevel: 'T11', changeKind: 'FIRST', appointStart: '2019-08-01' });
  await db.insert(personEstabHistory).values({ personId: id, unitId, toEstabStatus: 'IN', toEstabType: 'INST', effectiveDate: '2018-08-01' });
  await db.insert(personStatusHistory).values({ personId: id, unitId, fromStatus: 'ON_DUTY', toStatus: 'REDUCED', startDate: '2024-06-30', reason: '辞聘' });
  return personOf(id);
}

const TALENT_PAPERS = ['学历学位证书', '考核报告', '职称证书', '公示材料'];
/** A talent line for the person `p` describes (name, ID number, gender, birth date as on record). */
const talent = (p: { name: string; idNumber: string; gender: string; birthDate: string }) => ({
  payload: {
    ...newPerson(p.name, { education: '11', degree: '208', workStartDate: '2018-08-01' }), idNumber: p.idNumber, gender: p.gender, birthDate: p.birthDate,
    talentClass: 'B', profTitle: '高级教师', titleLevel: 'SENIOR_DEP', formerUnit: '浙江大学', postCategory: 'TECH', postLevel: 'T07', estabType: 'INST',
    assessResult: '经考核，符合引进条件',
  },
});
const introduce = (lines: object[]) => file('jc', { filingType: 'TALENT_INTRO', year: THIS_YEAR, header: { introMode: 'ASSESS_RECRUIT', ...PUBLICITY_OVER }, lines });

describe('a former employee introduced again as a high-level talent (人才引进)', () => {
  let former: PersonRow;
  let intro: FilingDetail;

  beforeAll(async () => {
    former = await formerEmployee(jc2Unit, '回归人才');
  });

  it('is not refused as on record, being reduced; someone still on duty elsewhere is (R-ID-03)', async () => {
    const draft = (await introduce([talent(former)])).json.data;
    expect(draft.violations.filter((v) => v.field?.endsWith('idNumber'))).toEqual([]);
    const onDuty = await personOf(await insertPerson(jc2Unit, { name: '他校在职', birthDate: `${THIS_YEAR - 34}-03-09`, recordStatus: 'FILED' }));
    const refused = (await introduce([talent(onDuty)])).json.data;
    expect(refused.violations.filter((v) => v.field === 'lines[0].idNumber')).toEqual([{
      code: 'R-ID-03', level: 'ERROR', field: 'lines[0].idNumber', message: '第 1 行 他校在职：该身份证号已在【湖州市吴兴区织里实验小学】登记（在职），请通过人员交流办理调入',
    }]);
  });

  it('is the same person record on approval, awaiting arrival at the introducing unit, the reduction cleared', async () => {
    const { json } = await introduce([talent(former)]);
    await attach('jc', json.data.id, TALENT_PAPERS);
    intro = await approveAll('jc', json.data);
    expect(await linePersonIds(intro.id)).toEqual([former.id]);
    expect(await (await getDb()).select().from(persons).where(eq(persons.idNumber, former.idNumber))).toHaveLength(1);
    expect(await personOf(former.id)).toMatchObject({
      unitId: jcUnit, personStatus: 'PENDING_ARRIVAL', recordStatus: 'FILED', entryMethod: 'TALENT_INTRO', estabType: 'INST', postLevel: 'T07',
      titleLevel: 'SENIOR_DEP', reduceType: null, reduceDate: null, reduceFilingId: null, deptName: null, workStartDate: '2018-08-01',
    });
  });

  it('is on duty after arriving, the earlier period kept in the history beside the new one', async () => {
    const p = await personOf(former.id);
    const arrived = await call(arrive, '/Recruit/arrive', {
      body: { personId: p.id, version: p.version, arrivalDate: day(0), workStartDate: '2018-08-01' }, token: tokens.jc,
    });
    expect(arrived.status).toBe(200);
    const { json } = await call<PersonDetail>(personDetail, '/Person/getDetail', { body: { id: former.id }, token: tokens.jc });
    expect(json.data.personStatus).toBe('ON_DUTY');
    const h = json.data.histories;
    expect(h.posts.map((r) => [r.postLevel, r.appointStart, r.sourceFilingNo])).toEqual([['T07', day(0), intro.filingNo], ['T11', '2019-08-01', null]]);
    expect(h.estabs.map((r) => r.effectiveDate)).toEqual([day(0), '2018-08-01']);
    expect(h.statuses).toEqual([
      expect.objectContaining({ fromStatus: 'REDUCED', toStatus: 'PENDING_ARRIVAL', startDate: day(0), endDate: null, sourceFilingNo: intro.filingNo,
        reason: '曾于2024-06-30减员，再次进入（由原单位转入）' }),
      expect.objectContaining({ fromStatus: 'ON_DUTY', toStatus: 'REDUCED', startDate: '2024-06-30', endDate: day(-1) }),
    ]);
    // The earlier tenure stays with the unit it was served at.
    const posts = await (await getDb()).select().from(personPostHistory).where(eq(personPostHistory.personId, former.id)).orderBy(personPostHistory.id);
    expect(posts.map((r) => [r.unitId, r.postLevel])).toEqual([[jc2Unit, 'T11'], [jcUnit, 'T07']]);
  });
});

describe('an arrival from outside approved for a day still ahead', () => {
  const ARRIVAL_DAY = day(10);
  const outside = { direction: 'IN', exchangeMode: 'TRANSFER', counterpartInSystem: false, counterpartUnitName: '杭州市第二中学' };
  const described = (p: { name: string; idNumber: string; gender: string; birthDate: string }, effectiveDate = ARRIVAL_DAY) => ({
    payload: {
      reason: 'WORK_NEED', effectiveDate, toEstabType: 'INST',
      newPerson: {
        name: p.name, idNumber: p.idNumber, gender: p.gender, birthDate: p.birthDate, ethnicity: '01', politicalStatus: '13', education: '21',
        major: '汉语言文学', graduateSchool: '湖州师范学院', workStartDate: '2016-08-01',
      },
    },
  });
  const arriveFromOutside = (lines: object[]) => file('jc', { filingType: 'EXCHANGE', header: outside, lines });
  const birthDate = `${THIS_YEAR - 31}-11-02`;
  const newcomer = { name: '待调入者', idNumber: idNumberFor(birthDate, false), gender: '2', birthDate };
  let arrival: FilingDetail;
  let former: PersonRow;
  let formerArrival: FilingDetail;

  beforeAll(async () => {
    arrival = await approveAll('jc', (await arriveFromOutside([described(newcomer)])).json.data);
    former = await formerEmployee(jc2Unit, '待回归者');
    formerArrival = await approveAll('jc', (await arriveFromOutside([described(former)])).json.data);
  });

  it('waits for its day: approved, nobody on record yet, the former employee still reduced', async () => {
    expect(arrival).toMatchObject({ status: 'APPROVED', effectiveOn: ARRIVAL_DAY });
    expect(await linePersonIds(arrival.id)).toEqual([null]);
    expect(await (await getDb()).select().from(persons).where(eq(persons.idNumber, newcomer.idNumber))).toEqual([]);
    expect(await personOf(former.id)).toMatchObject({ personStatus: 'REDUCED', unitId: jc2Unit });
  });

  it('holds the ID number against a talent introduction: listed on save, a 422 on submission, in Chinese and in English', async () => {
    const { json } = await introduce([talent(newcomer)]);
    const message = `第 1 行 待调入者已由【${arrival.filingNo}】核准调入，${ARRIVAL_DAY}生效，生效前不能再次办理进入`;
    expect(json.data.violations.filter((v) => v.code === 'R-GEN-04')).toEqual([{ code: 'R-GEN-04', level: 'ERROR', field: 'lines[0].idNumber', message }]);
    await attach('jc', json.data.id, TALENT_PAPERS);
    const zh = await step('jc', json.data, 'SUBMIT');
    expect([zh.status, zh.json.msg]).toEqual([422, message]);
    const en = await call<FilingDetail>(act, '/Filing/act', {
      body: { id: json.data.id, version: json.data.version, action: 'SUBMIT' }, token: tokens.jc, headers: EN,
    });
    expect([en.status, en.json.msg]).toEqual([422, `Line 1 待调入者 is approved to arrive by ${arrival.filingNo} on ${ARRIVAL_DAY}; no other entry can be filed before then`]);
  });

  it('holds a former employee\'s number against a second arrival, though the record is still reduced', async () => {
    const { json } = await arriveFromOutside([described(former, day(0))]);
    expect(json.data.violations).toEqual([expect.objectContaining({
      code: 'R-GEN-04', field: 'lines[0].newPerson.idNumber', message: `第 1 行 待回归者已由【${formerArrival.filingNo}】核准调入，${ARRIVAL_DAY}生效，生效前不能再次办理进入`,
    })]);
    expect((await step('jc', json.data, 'SUBMIT')).status).toBe(422);
  });

  it('holds nothing of another ID number', async () => {
    const other = { name: '另一人', idNumber: idNumberFor(birthDate, false), gender: '2', birthDate };
    expect((await arriveFromOutside([described(other, day(0))])).json.data.violations).toEqual([]);
  });

  it('holds the number while under review, and lets it go once withdrawn', async () => {
    const later = { name: '撤回调入', idNumber: idNumberFor(birthDate, true), gender: '1', birthDate };
    const submitted = (await step('jc', (await arriveFromOutside([described(later)])).json.data, 'SUBMIT')).json.data;
    expect(submitted.status).toBe('PENDING_ZG');
    const held = (await introduce([talent(later)])).json.data;
    expect(held.violations.filter((v) => v.code === 'R-GEN-04').map((v) => v.message)).toEqual([`第 1 行 撤回调入存在在途业务【${submitted.filingNo}】`]);
    expect((await step('jc', submitted, 'WITHDRAW')).json.data.status).toBe('DRAFT');
    expect((await introduce([talent(later)])).json.data.violations.filter((v) => v.field === 'lines[0].idNumber')).toEqual([]);
  });

  /** A person entered in 人员信息 with the ID number and birth data of `p`. */
  const register = (p: { name: string; idNumber: string; gender: string; birthDate: string }, headers?: Record<string, string>) =>
    call(createPerson, '/Person/create', {
      body: {
        name: p.name, idNumber: p.idNumber, gender: p.gender, birthDate: p.birthDate, ethnicity: '01', politicalStatus: '13', education: '21',
        graduateSchool: '湖州师范学院', major: '汉语言文学', workStartDate: '2016-08-01', unitEntryDate: day(0), entryMethod: 'OTHER', estabStatus: 'OUT',
        outEmployForm: 'OTHER',
      },
      token: tokens.jc2, headers,
    });

  it('holds the ID number against a person entered in the person records meanwhile, in Chinese and in English', async () => {
    const zh = await register(newcomer);
    expect([zh.status, zh.json.msg, (zh.json.data as { field: string }).field]).toEqual([
      422, `该身份证号的人员已由【${arrival.filingNo}】核准调入，${ARRIVAL_DAY}生效，生效前不能另行登记`, 'idNumber',
    ]);
    const en = await register(newcomer, EN);
    expect([en.status, en.json.msg]).toEqual([
      422, `The person with this ID number is approved to arrive by ${arrival.filingNo} on ${ARRIVAL_DAY}; they cannot be registered otherwise before then`,
    ]);
    const other = { name: '另行登记', idNumber: idNumberFor(birthDate, true), gender: '1', birthDate };
    expect((await register(other)).status).toBe(200);
  });

  it('is on record once its day comes: the number is then refused as registered (R-ID-03), no longer as awaited', async () => {
    const run = await applyDueEffects(await getDb(), ARRIVAL_DAY);
    expect(run.failed).toEqual([]);
    expect(run.landed).toEqual(expect.arrayContaining([arrival.filingNo, formerArrival.filingNo]));
    const [personId] = await linePersonIds(arrival.id);
    expect(await personOf(personId!)).toMatchObject({ unitId: jcUnit, personStatus: 'ON_DUTY', entryMethod: 'TRANSFER_IN', unitEntryDate: ARRIVAL_DAY });
    expect(await personOf(former.id)).toMatchObject({ unitId: jcUnit, personStatus: 'ON_DUTY', reduceType: null });
    const violations = (await introduce([talent(newcomer)])).json.data.violations.filter((v) => v.field === 'lines[0].idNumber');
    expect(violations.map((v) => v.code)).toEqual(['R-ID-03']);
    const registered = await register(newcomer);
    expect([registered.status, registered.json.msg]).toEqual([422, '该身份证号已在【湖州市第一中学】登记（在职在岗），请通过人员交流办理调入']);
  });
});
