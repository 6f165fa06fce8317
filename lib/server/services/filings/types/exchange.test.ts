import { eq } from 'drizzle-orm';
import { POST as act } from '@/app/api/Filing/act/route';
import { POST as create } from '@/app/api/Filing/create/route';
import { POST as detail } from '@/app/api/Filing/getDetail/route';
import { POST as companyInfo } from '@/app/api/Company/getInfo/route';
import { POST as findPerson } from '@/app/api/Exchange/findPerson/route';
import { POST as outgoing } from '@/app/api/Exchange/getOutgoing/route';
import { POST as exchangeUnits } from '@/app/api/Exchange/getUnits/route';
import { POST as uploadConsent } from '@/app/api/Exchange/uploadConsent/route';
import type { OutgoingExchange } from '@/lib/contracts/exchange';
import type { FilingDetail } from '@/lib/contracts/filing';
import type { CompanyView } from '@/lib/contracts/unit';
import { today } from '@/lib/domain/datetime';
import { getDb } from '@/lib/server/db/client';
import { personExchanges, persons } from '@/lib/server/db/tables';
import { call, loginAs } from '@/lib/server/testing/api';
import { withFreshDatabase } from '@/lib/server/testing/database';
import { samplePdf } from '@/lib/server/testing/files';
import { idNumberFor, insertPerson, setEstablishment, unitIdOf } from '@/lib/server/testing/fixtures';

withFreshDatabase();

const tokens: Record<string, string> = {};
let jcUnit: number;
let jc2Unit: number;
beforeAll(async () => {
  for (const u of ['jc', 'jc2', 'jc3', 'zg', 'rsj']) tokens[u] = await loginAs(u);
  jcUnit = await unitIdOf('湖州市第一中学');
  jc2Unit = await unitIdOf('湖州市吴兴区织里实验小学');
});

const as = (u: string) => ({ token: tokens[u] });
const contact = { contactName: '李明华', contactPhone: '13857201234' };
const line = (personId: number) => ({ personId, payload: { reason: 'WORK_NEED', effectiveDate: today() } });
/** A line taking another unit's person, named with the ID number on the transfer papers. */
const arrival = async (personId: number) => ({ personId, payload: { ...line(personId).payload, personIdNumber: (await personOf(personId)).idNumber } });
const inFrom = (counterpartUnitId: number) => ({ direction: 'IN', exchangeMode: 'TRANSFER', counterpartInSystem: true, counterpartUnitId });
const file = (filingType: string, header: object, lines: object[], user = 'jc') =>
  call<FilingDetail>(create, '/Filing/create', { body: { filingType, ...contact, header, lines }, ...as(user) });
const doAct = (user: string, f: { id: number; version: number }, action: string) =>
  call<FilingDetail>(act, '/Filing/act', { body: { id: f.id, version: f.version, action }, ...as(user) });
const approveAll = async (f: FilingDetail) => {
  let out = f;
  for (const [user, action] of [['jc', 'SUBMIT'], ['zg', 'ZG_APPROVE'], ['rsj', 'RSJ_APPROVE']]) out = (await doAct(user, out, action)).json.data;
  return out;
};
const instUse = async (user: string) => (await call<CompanyView>(companyInfo, '/Company/getInfo', { body: {}, ...as(user) })).json.data.quota.find((q) => q.estabType === 'INST')!;
const personOf = async (id: number) => (await (await getDb()).select().from(persons).where(eq(persons.id, id)))[0];
const consent = { fileName: '同意函.pdf', content: samplePdf('同意调出').toString('base64') };

describe('a transfer within the system, filed by the receiving unit', () => {
  let personId: number;
  let filing: FilingDetail;

  beforeAll(async () => {
    personId = await insertPerson(jc2Unit, { name: '调动测试', recordStatus: 'FILED' });
  });

  it('finds the person of the other unit only by the exact name and ID number', async () => {
    const units = (await call<{ list: { id: number }[] }>(exchangeUnits, '/Exchange/getUnits', { body: {}, ...as('jc') })).json.data.list;
    expect(units.map((u) => u.id)).toContain(jc2Unit);
    expect(units.map((u) => u.id)).not.toContain(jcUnit);
    const { idNumber } = await personOf(personId);
    const found = await call<{ id: number; idNumber: string }>(findPerson, '/Exchange/findPerson', { body: { unitId: jc2Unit, name: '调动测试', idNumber }, ...as('jc') });
    expect(found.json.data).toMatchObject({ id: personId, idNumber: expect.stringContaining('****') });
    const wrong = await call(findPerson, '/Exchange/findPerson', { body: { unitId: jc2Unit, name: '别人', idNumber }, ...as('jc') });
    expect(wrong.status).toBe(404);
  });

  it('is shown to the sending unit, which may read it but not act on it', async () => {
    filing = (await file('EXCHANGE', inFrom(jc2Unit), [await arrival(personId)])).json.data;
    expect(filing.violations).toEqual([expect.objectContaining({ code: 'R-JL-01', level: 'WARN', field: 'attachments' })]);
    const list = (await call<{ list: OutgoingExchange[] }>(outgoing, '/Exchange/getOutgoing', { body: {}, ...as('jc2') })).json.data.list;
    expect(list.find((e) => e.id === filing.id)).toMatchObject({ persons: ['调动测试'], hasConsent: false, canAttach: true, status: 'DRAFT' });
    expect((await call(detail, '/Filing/getDetail', { body: { id: filing.id }, ...as('jc2') })).status).toBe(200);
    expect((await doAct('jc2', filing, 'SUBMIT')).status).toBe(403);
    expect((await call(detail, '/Filing/getDetail', { body: { id: filing.id }, ...as('jc3') })).status).toBe(404);
  });

  it("cannot be submitted before the sending unit's consent is attached", async () => {
    const refused = await doAct('jc', filing, 'SUBMIT');
    expect(refused.status).toBe(422);
    expect(refused.json.msg).toBe('缺少“调出单位同意函”（调出单位可在其“调出相关”列表中上传）');
    expect((await call(uploadConsent, '/Exchange/uploadConsent', { body: { filingId: filing.id, ...consent }, ...as('jc3') })).status).toBe(404);
    const polyglot = { fileName: '同意函.pdf', content: Buffer.from('%PDF-1.4\n<html><script>alert(1)</script>').toString('base64') };
    const disguised = await call(uploadConsent, '/Exchange/uploadConsent', { body: { filingId: filing.id, ...polyglot }, ...as('jc2') });
    expect(disguised.json).toMatchObject({ code: 422, msg: 'PDF 文件已损坏或不完整，无法打开，请重新导出后上传', data: { field: 'content' } });
    const uploaded = await call(uploadConsent, '/Exchange/uploadConsent', { body: { filingId: filing.id, ...consent }, ...as('jc2') });
    expect(uploaded.status).toBe(200);
    filing = (await doAct('jc', filing, 'SUBMIT')).json.data;
    expect(filing.status).toBe('PENDING_ZG');
    const late = await call(uploadConsent, '/Exchange/uploadConsent', { body: { filingId: filing.id, ...consent }, ...as('jc2') });
    expect(late.status).toBe(422);
  });

  it('holds the person: the sending unit cannot reduce the person meanwhile', async () => {
    const reduce = (await file('STAFF_REDUCE', {}, [{ personId, payload: { reduceType: 'RESIGN', reduceDate: today() } }], 'jc2')).json.data;
    const { status, json } = await doAct('jc2', reduce, 'SUBMIT');
    expect(status).toBe(422);
    expect(json.msg).toBe('调动测试有其他单位正在办理的备案，办结前不能列入');
    expect(JSON.stringify(json)).not.toContain(filing.filingNo);
  });

  it('moves the person and the establishment on approval, with the history of both units', async () => {
    const [inBefore, outBefore] = [await instUse('jc'), await instUse('jc2')];
    filing = (await doAct('zg', filing, 'ZG_APPROVE')).json.data;
    filing = (await doAct('rsj', filing, 'RSJ_APPROVE')).json.data;
    expect(filing.status).toBe('APPROVED');
    expect(filing.header.counterpartUnitName).toBe('湖州市吴兴区织里实验小学');
    expect(await personOf(personId)).toMatchObject({ unitId: jcUnit, entryMethod: 'TRANSFER_IN', unitEntryDate: today(), lockFilingId: null });
    expect((await instUse('jc')).actual).toBe(inBefore.actual + 1);
    expect((await instUse('jc2')).actual).toBe(outBefore.actual - 1);
    const history = await (await getDb()).select().from(personExchanges).where(eq(personExchanges.personId, personId));
    expect(history.map((h) => [h.direction, h.unitId, h.counterpartUnitId])).toEqual(expect.arrayContaining([
      ['IN', jcUnit, jc2Unit], ['OUT', jc2Unit, jcUnit],
    ]));
  });
});

describe('the rules of an exchange', () => {
  it('leaves a transfer out within the system to the receiving unit (R-JL-01)', async () => {
    const personId = await insertPerson(jcUnit, { name: '调出测试', recordStatus: 'FILED' });
    const draft = (await file('EXCHANGE', { ...inFrom(jc2Unit), direction: 'OUT' }, [line(personId)])).json.data;
    expect(draft.violations.map((v) => v.field)).toEqual(['header.direction']);
  });

  it('refuses a transfer in when the receiving unit has no vacancy (R-BZ-01)', async () => {
    const use = await instUse('jc');
    await setEstablishment(jcUnit, use.actual + use.approvedNotArrived + use.inTransit);
    const personId = await insertPerson(jc2Unit, { name: '满编测试', recordStatus: 'FILED' });
    const draft = (await file('EXCHANGE', inFrom(jc2Unit), [await arrival(personId)])).json.data;
    expect(draft.violations.map((v) => v.code)).toEqual(['R-JL-01', 'R-BZ-01']);
    expect(draft.violations[1].message).toBe('调入单位事业编制空编0人（已扣除在途），本次调入1人，超出1人');
  });

  it('files a departure out of the system: the person leaves the unit', async () => {
    const personId = await insertPerson(jcUnit, { name: '系统外调出', recordStatus: 'FILED' });
    const header = { direction: 'OUT', exchangeMode: 'TRANSFER', counterpartInSystem: false, counterpartUnitName: '杭州市第二中学' };
    const f = await approveAll((await file('EXCHANGE', header, [line(personId)])).json.data);
    expect(f.status).toBe('APPROVED');
    expect(await personOf(personId)).toMatchObject({ personStatus: 'REDUCED', reduceType: 'TRANSFER_OUT', reduceFilingId: f.id });
    const [h] = await (await getDb()).select().from(personExchanges).where(eq(personExchanges.personId, personId));
    expect(h).toMatchObject({ direction: 'OUT', counterpartUnitName: '杭州市第二中学' });
  });

  it('refuses a departure dated before the person joined the unit (R-JY-02), and takes one on that day', async () => {
    const personId = await insertPerson(jcUnit, { name: '早于入职', recordStatus: 'FILED', unitEntryDate: '2015-08-01', postCategory: null, postLevel: null });
    const header = { direction: 'OUT', exchangeMode: 'TRANSFER', counterpartInSystem: false, counterpartUnitName: '杭州市第二中学' };
    const dated = (effectiveDate: string) => [{ personId, payload: { reason: 'WORK_NEED', effectiveDate } }];
    const early = (await file('EXCHANGE', header, dated('2015-07-31'))).json.data;
    expect(early.violations).toEqual([expect.objectContaining({
      code: 'R-JY-02', level: 'ERROR', field: 'lines[0].effectiveDate', message: '第 1 行：早于入职的生效日期不能早于其进入本单位时间（2015-08-01）',
    })]);
    expect((await file('EXCHANGE', header, dated('2015-08-01'))).json.data.violations).toEqual([]);
  });

  it('refuses a transfer within the system dated before the person joined the sending unit', async () => {
    const personId = await insertPerson(jc2Unit, { name: '早于调出', recordStatus: 'FILED', unitEntryDate: '2015-08-01', postCategory: null, postLevel: null });
    const payload = { ...(await arrival(personId)).payload, effectiveDate: '2015-07-31' };
    const draft = (await file('EXCHANGE', inFrom(jc2Unit), [{ personId, payload }])).json.data;
    expect(draft.violations.map((v) => [v.code, v.field])).toEqual([['R-JY-02', 'lines[0].effectiveDate']]);
  });

  it('names the counterpart: a unit of the system or, outside it, by name', async () => {
    const { status, json } = await file('EXCHANGE', { direction: 'IN', exchangeMode: 'TRANSFER', counterpartInSystem: false }, []);
    expect(status).toBe(400);
    expect(json.msg).toBe('header.counterpartUnitName: 请填写对方单位名称');
  });
});

describe('an internal exchange filed by the competent authority', () => {
  it('is decided by its submission and moves the person between its units', async () => {
    await setEstablishment(jcUnit, 500);
    const personId = await insertPerson(jc2Unit, { name: '内部交流', recordStatus: 'FILED' });
    const header = { fromUnitId: jc2Unit, toUnitId: jcUnit, exchangeMode: 'ROTATION' };
    let f = (await file('INTERNAL_EXCHANGE', header, [line(personId)], 'zg')).json.data;
    expect(f).toMatchObject({ status: 'DRAFT', route: 'ZG_ONLY', violations: [] });
    expect((await call(detail, '/Filing/getDetail', { body: { id: f.id }, ...as('jc') })).status).toBe(404);
    f = (await doAct('zg', f, 'SUBMIT')).json.data;
    expect(f.status).toBe('APPROVED');
    expect(f.header).toMatchObject({ fromUnitName: '湖州市吴兴区织里实验小学', toUnitName: '湖州市第一中学' });
    expect(f.reviews.map((r) => `${r.node}:${r.action}`)).toEqual(['JC:CREATE', 'JC:SUBMIT', 'SYS:ZG_APPROVE', 'SYS:APPLY_EFFECT']);
    expect(await personOf(personId)).toMatchObject({ unitId: jcUnit, entryMethod: 'INTERNAL', lockFilingId: null });
    expect((await call(detail, '/Filing/getDetail', { body: { id: f.id }, ...as('jc') })).status).toBe(200);
    expect((await call(detail, '/Filing/getDetail', { body: { id: f.id }, ...as('jc3') })).status).toBe(404);
  });

  it('does not know a unit of another competent authority', async () => {
    const personId = await insertPerson(jc2Unit, { name: '跨系统', recordStatus: 'FILED' });
    const header = { fromUnitId: jc2Unit, toUnitId: await unitIdOf('湖州市中心医院'), exchangeMode: 'TRANSFER' };
    const { status, json } = await file('INTERNAL_EXCHANGE', header, [line(personId)], 'zg');
    expect([status, json.code, json.msg, json.data]).toEqual([422, 422, 'header.toUnitId: 单位不存在', { field: 'header.toUnitId' }]);
    expect(JSON.stringify(json)).not.toContain('湖州市中心医院');
  });

  it('goes to the competent authority when the sending unit files it', async () => {
    const personId = await insertPerson(jc2Unit, { name: '单位发起', recordStatus: 'FILED' });
    const header = { fromUnitId: jc2Unit, toUnitId: jcUnit, exchangeMode: 'TRANSFER' };
    let f = (await file('INTERNAL_EXCHANGE', header, [line(personId)], 'jc2')).json.data;
    f = (await doAct('jc2', f, 'SUBMIT')).json.data;
    expect(f.status).toBe('PENDING_ZG');
    f = (await doAct('zg', f, 'ZG_APPROVE')).json.data;
    expect(f.status).toBe('APPROVED');
    expect((await personOf(personId)).unitId).toBe(jcUnit);
  });
});

describe('the way of entry an arrival records (进入方式)', () => {
  const EN = { 'accept-language': 'en-US,en;q=0.9' };
  const outside = (exchangeMode: string) => ({ direction: 'IN', exchangeMode, counterpartInSystem: false, counterpartUnitName: '湖州军分区' });
  /** An arrival from outside described on its line, with the way of entry the line names (none: the mode's). */
  const described = (name: string, entryMethod?: string) => {
    const birthDate = '1988-09-12';
    return {
      payload: {
        reason: 'WORK_NEED', effectiveDate: today(), toEstabType: 'INST', ...(entryMethod === undefined ? {} : { entryMethod }),
        newPerson: {
          name, idNumber: idNumberFor(birthDate), gender: '1', birthDate, ethnicity: '01', politicalStatus: '01', education: '21',
          major: '计算机科学与技术', graduateSchool: '国防科技大学', workStartDate: '2010-07-01',
        },
      },
    };
  };
  const fileAs = (header: object, lines: object[], headers?: Record<string, string>) =>
    call<FilingDetail>(create, '/Filing/create', { body: { filingType: 'EXCHANGE', ...contact, header, lines }, ...as('jc'), headers });
  const submitAs = (f: FilingDetail, headers?: Record<string, string>) =>
    call<FilingDetail>(act, '/Filing/act', { body: { id: f.id, version: f.version, action: 'SUBMIT' }, ...as('jc'), headers });
  const arrivedAs = async (f: FilingDetail) => personOf((await approveAll(f)).lines[0].personId!);

  beforeAll(async () => {
    await setEstablishment(jcUnit, 500);
  });

  it('refuses an arrival dated before the described person started work or turned 16 (R-DT-01)', async () => {
    const dated = (effectiveDate: string, workStartDate?: string) => {
      const d = described('早到人员');
      const { workStartDate: _given, ...rest } = d.payload.newPerson;
      return { payload: { ...d.payload, effectiveDate, newPerson: workStartDate ? { ...rest, workStartDate } : rest } };
    };
    const beforeWork = (await fileAs(outside('TRANSFER'), [dated('2010-06-30', '2010-07-01')])).json.data;
    expect(beforeWork.violations).toEqual([expect.objectContaining({
      code: 'R-DT-01', field: 'lines[0].effectiveDate', message: '第 1 行：早到人员的调入日期不能早于参加工作时间（2010-07-01）',
    })]);
    expect((await fileAs(outside('TRANSFER'), [dated('2010-07-01', '2010-07-01')])).json.data.violations).toEqual([]);
    const child = (await fileAs(outside('TRANSFER'), [dated('2004-09-11')])).json.data;
    expect(child.violations).toEqual([expect.objectContaining({ code: 'R-DT-01', message: '第 1 行：早到人员的调入日期早于其16周岁（2004-09-12）' })]);
    expect((await fileAs(outside('TRANSFER'), [dated('2004-09-12')])).json.data.violations).toEqual([]);
  });

  it('records a military resettlement as 军队转业安置, named on the line or implied by the mode', async () => {
    const named = (await fileAs(outside('MILITARY'), [described('军转干部', 'MILITARY')])).json.data;
    expect(named.violations).toEqual([]);
    expect(named.lines[0].payload.entryMethod).toBe('MILITARY');
    expect(await arrivedAs(named)).toMatchObject({ name: '军转干部', entryMethod: 'MILITARY', personStatus: 'ON_DUTY', unitId: jcUnit });
    const implied = (await fileAs(outside('POLICY'), [described('安置人员')])).json.data;
    expect(await arrivedAs(implied)).toMatchObject({ entryMethod: 'POLICY_PLACEMENT' });
  });

  it('lets an arrival of another mode name its placement, and records 调入 when it names none', async () => {
    const placed = (await fileAs(outside('TRANSFER'), [described('政策安置', 'POLICY_PLACEMENT')])).json.data;
    expect(placed.violations).toEqual([]);
    expect(await arrivedAs(placed)).toMatchObject({ entryMethod: 'POLICY_PLACEMENT' });
    expect(await arrivedAs((await fileAs(outside('TRANSFER'), [described('普通调入')])).json.data)).toMatchObject({ entryMethod: 'TRANSFER_IN' });
  });

  it('refuses a code of no list with a 400 naming the field, in Chinese and in English', async () => {
    const zh = await fileAs(outside('MILITARY'), [described('未知方式', 'ARMY')]);
    expect([zh.status, zh.json.msg, zh.json.data]).toEqual([400, '第 1 行 entryMethod: 进入方式“ARMY”不在代码表中', { field: 'lines[0].entryMethod', lineNo: 1 }]);
    const en = await fileAs(outside('MILITARY'), [described('未知方式', 'ARMY')], EN);
    expect([en.status, en.json.data]).toEqual([400, { field: 'lines[0].entryMethod', lineNo: 1 }]);
    expect(en.json.msg).toBe('lines[0].entryMethod: Entry method "ARMY" is not in the code list');
  });

  it('refuses a way of entry that has a filing of its own, naming it: listed on save, a 422 on submission', async () => {
    const draft = (await fileAs(outside('TRANSFER'), [described('招聘混入', 'OPEN_RECRUIT')])).json.data;
    const message = '第 1 行：进入方式“公开招聘”须通过“招聘结果备案”办理，不能以人员交流调入';
    expect(draft.violations).toEqual([{ code: 'R-GEN-01', level: 'ERROR', field: 'lines[0].entryMethod', message }]);
    const zh = await submitAs(draft);
    expect([zh.status, zh.json.msg, zh.json.data]).toEqual([422, message, { violations: [expect.objectContaining({ field: 'lines[0].entryMethod' })] }]);
    const en = await submitAs(draft, EN);
    expect([en.status, en.json.msg]).toEqual([422, 'Line 1: the way of entry "Open recruitment" goes through a recruitment result filing, not an exchange arrival']);
    const other = (await fileAs(outside('TRANSFER'), [described('其他方式', 'OTHER')])).json.data;
    expect(other.violations.map((v) => v.message)).toEqual(['第 1 行：进入方式“其他”不是调入的方式，请选择调入、军队转业安置或政策性安置']);
    expect((await fileAs(outside('TRANSFER'), [described('调入方式', 'TRANSFER_IN')])).json.data.violations).toEqual([]);
  });

  it('keeps a placement mode and its way of entry together', async () => {
    const mixed = (await fileAs(outside('MILITARY'), [described('方式不符', 'POLICY_PLACEMENT')])).json.data;
    expect(mixed.violations).toEqual([expect.objectContaining({
      code: 'R-GEN-01', field: 'lines[0].entryMethod', message: '第 1 行：交流方式为“军转安置”的，进入方式应为“军队转业安置”，不能为“政策性安置”',
    })]);
    expect((await submitAs(mixed, EN)).json.msg)
      .toBe('Line 1: the exchange mode "Resettlement from the armed forces" enters the person as "Resettled from the armed forces", not "Placement by policy"');
  });

  it('records 调入 for an arrival from a unit of the system, and nothing for a departure', async () => {
    const moving = await insertPerson(jc2Unit, { name: '系统内军转', recordStatus: 'FILED' });
    const inSystem = (await file('EXCHANGE', inFrom(jc2Unit), [{ ...(await arrival(moving)), payload: { ...(await arrival(moving)).payload, entryMethod: 'MILITARY' } }])).json.data;
    expect(inSystem.violations).toEqual([expect.objectContaining({
      field: 'lines[0].entryMethod', message: '第 1 行：系统内调入的进入方式为“调入”，“军队转业安置”只适用于系统外调入',
    })]);
    const plain = (await file('EXCHANGE', inFrom(jc2Unit), [{ ...(await arrival(moving)), payload: { ...(await arrival(moving)).payload, entryMethod: 'TRANSFER_IN' } }])).json.data;
    expect(plain.violations.map((v) => v.field)).toEqual(['attachments']);
    const leaving = await insertPerson(jcUnit, { name: '调出带方式', recordStatus: 'FILED' });
    const header = { direction: 'OUT', exchangeMode: 'TRANSFER', counterpartInSystem: false, counterpartUnitName: '杭州市第二中学' };
    const departure = (await file('EXCHANGE', header, [{ personId: leaving, payload: { ...line(leaving).payload, entryMethod: 'TRANSFER_IN' } }])).json.data;
    expect(departure.violations).toEqual([expect.objectContaining({ field: 'lines[0].entryMethod', message: '第 1 行：调出人员无需填写进入方式（“调入”）' })]);
    expect((await file('EXCHANGE', header, [line(leaving)])).json.data.violations).toEqual([]);
  });

  it('leaves an internal exchange its own way of entry (系统内交流)', async () => {
    const personId = await insertPerson(jc2Unit, { name: '内部带方式', recordStatus: 'FILED' });
    const header = { fromUnitId: jc2Unit, toUnitId: jcUnit, exchangeMode: 'TRANSFER' };
    const refused = (await file('INTERNAL_EXCHANGE', header, [{ personId, payload: { ...line(personId).payload, entryMethod: 'TRANSFER_IN' } }], 'zg')).json.data;
    expect(refused.violations).toEqual([expect.objectContaining({ field: 'lines[0].entryMethod', message: '第 1 行：内部交流的进入方式为“系统内交流”，不能记为“调入”' })]);
    const named = (await file('INTERNAL_EXCHANGE', header, [{ personId, payload: { ...line(personId).payload, entryMethod: 'INTERNAL' } }], 'zg')).json.data;
    expect(named.violations).toEqual([]);
  });
});
