import { eq } from 'drizzle-orm';
import { POST as act } from '@/app/api/Filing/act/route';
import { POST as create } from '@/app/api/Filing/create/route';
import { POST as detail } from '@/app/api/Filing/getDetail/route';
import { POST as attachmentList } from '@/app/api/Attachment/getList/route';
import { POST as personDetail } from '@/app/api/Person/getDetail/route';
import { POST as companyInfo } from '@/app/api/Company/getInfo/route';
import type { FilingDetail } from '@/lib/contracts/filing';
import type { PersonDetail } from '@/lib/contracts/person';
import type { CompanyView } from '@/lib/contracts/unit';
import { STATUS_CHANGE_PATHS, type PersonStatusChange } from '@/lib/domain/personStatus';
import { getDb } from '@/lib/server/db/client';
import { persons, personStatusHistory } from '@/lib/server/db/tables';
import { call, loginAs } from '@/lib/server/testing/api';
import { withFreshDatabase } from '@/lib/server/testing/database';
import { insertPerson, unitIdOf } from '@/lib/server/testing/fixtures';
import { attachPapers } from '@/lib/server/testing/papers';

withFreshDatabase();

const tokens: Record<string, string> = {};
let jcUnit: number;
beforeAll(async () => {
  for (const u of ['jc', 'jc2', 'zg']) tokens[u] = await loginAs(u);
  jcUnit = await unitIdOf('湖州市第一中学');
});

const as = (u: string) => ({ token: tokens[u] });
const contact = { contactName: '李明华', contactPhone: '13857201234' };
interface Line { change: PersonStatusChange; startDate: string; endDate?: string | null; reason?: string }
const payload = (l: Line) => ({ reason: '本人申请', ...l });
const draft = (personId: number, line: Line, lang?: 'en') => call<FilingDetail>(create, '/Filing/create', {
  body: { filingType: 'PERSON_STATUS', ...contact, header: {}, lines: [{ personId, payload: payload(line) }] }, ...as('jc'),
  ...(lang ? { headers: { 'accept-language': lang } } : {}),
});
/** A draft with the change's paper attached, read back as the detail page shows it. */
async function withPaper(personId: number, line: Line) {
  const created = await draft(personId, line);
  expect(created.status).toBe(200);
  await attachPapers(tokens.jc, created.json.data.id, [STATUS_CHANGE_PATHS[line.change].paper.zh]);
  return (await call<FilingDetail>(detail, '/Filing/getDetail', { body: { id: created.json.data.id }, ...as('jc') })).json.data;
}
const doAct = (user: string, f: { id: number; version: number }, action: string) =>
  call<FilingDetail>(act, '/Filing/act', { body: { id: f.id, version: f.version, action }, ...as(user) });
/** Files the change through its one review (ZG_ONLY) and returns the approved filing. */
async function file(personId: number, line: Line): Promise<FilingDetail> {
  const submitted = await doAct('jc', await withPaper(personId, line), 'SUBMIT');
  expect([submitted.status, submitted.json.msg]).toEqual([200, expect.anything()]);
  const approved = await doAct('zg', submitted.json.data, 'ZG_APPROVE');
  expect(approved.json.data.status).toBe('APPROVED');
  return approved.json.data;
}
const personOf = async (id: number) => (await (await getDb()).select().from(persons).where(eq(persons.id, id)))[0];
const periodsOf = async (id: number) => (await getDb()).select().from(personStatusHistory).where(eq(personStatusHistory.personId, id)).orderBy(personStatusHistory.id);
const filed = (name: string, personStatus = 'ON_DUTY') => insertPerson(jcUnit, { name, personStatus, recordStatus: 'FILED', unitEntryDate: '2015-08-01' });

describe('each change from the status it leaves', () => {
  const cases: [PersonStatusChange, string, string][] = [
    ['SECONDMENT_OUT_END', 'SECONDED_OUT', 'ON_DUTY'],
    ['LONG_SICK', 'ON_DUTY', 'LONG_SICK'],
    ['OFF_POST_STARTUP', 'ON_DUTY', 'OFF_POST_STARTUP'],
    ['OTHER_OFF_DUTY', 'ON_DUTY', 'OTHER_OFF_DUTY'],
    ['RETURN_TO_POST', 'LONG_SICK', 'ON_DUTY'],
    ['RETURN_TO_POST', 'OFF_POST_STARTUP', 'ON_DUTY'],
    ['RETURN_TO_POST', 'OTHER_OFF_DUTY', 'ON_DUTY'],
  ];
  it.each(cases)('%s from %s passes review and sets %s, recording the period', async (change, from, to) => {
    const personId = await filed(`变动${change.slice(0, 4)}${from.slice(0, 3)}`, from);
    const line = { change, startDate: '2026-03-01', endDate: change === 'OFF_POST_STARTUP' ? '2028-02-29' : null };
    const approved = await file(personId, line);
    expect(approved.filingNo).toMatch(/^RYZT-\d{4}-\d{6}$/);
    expect(approved.route).toBe('ZG_ONLY');
    expect(await personOf(personId)).toMatchObject({ personStatus: to, lockFilingId: null });
    expect((await periodsOf(personId)).at(-1)).toMatchObject({
      fromStatus: from, toStatus: to, startDate: '2026-03-01', endDate: line.endDate, reason: '本人申请', sourceFilingId: approved.id, unitId: jcUnit,
    });
  });

  const wrong: [PersonStatusChange, string, string, string][] = [
    ['SECONDMENT_OUT_END', 'ON_DUTY', '在职在岗', '“借调出”'],
    ['LONG_SICK', 'SECONDED_OUT', '借调出', '“在职在岗”'],
    ['OFF_POST_STARTUP', 'LONG_SICK', '长期病休', '“在职在岗”'],
    ['OTHER_OFF_DUTY', 'OFF_POST_STARTUP', '离岗创业', '“在职在岗”'],
    ['RETURN_TO_POST', 'ON_DUTY', '在职在岗', '“长期病休”或“离岗创业”或“其他不在岗”'],
  ];
  it.each(wrong)('%s from %s is refused on submit, naming the line\'s change', async (change, from, fromName, need) => {
    const personId = await filed('状态不符', from);
    const f = await withPaper(personId, { change, startDate: '2026-03-01', endDate: change === 'OFF_POST_STARTUP' ? '2027-03-01' : null });
    const message = `第 1 行：状态不符当前为“${fromName}”，此项变动只适用于${need}的人员`;
    expect(f.violations).toEqual([{ code: 'R-PS-01', level: 'ERROR', message, field: 'lines[0].change' }]);
    const refused = await doAct('jc', f, 'SUBMIT');
    expect([refused.status, refused.json.msg, refused.json.data]).toEqual([422, message, { violations: [{ code: 'R-PS-01', level: 'ERROR', message, field: 'lines[0].change' }] }]);
    expect((await personOf(personId)).personStatus).toBe(from);
  });

  it('says so in English', async () => {
    const personId = await filed('Wrong status', 'ON_DUTY');
    const { json } = await draft(personId, { change: 'RETURN_TO_POST', startDate: '2026-03-01' }, 'en');
    expect(json.data.violations).toContainEqual({
      code: 'R-PS-01', level: 'ERROR', field: 'lines[0].change',
      message: 'Line 1: Wrong status is on duty; this change applies only to a person on long sick leave or off post to start a business or off duty',
    });
  });
});

describe('the establishment of persons off post', () => {
  const instActual = async () => (await call<CompanyView>(companyInfo, '/Company/getInfo', { body: {}, ...as('jc') })).json.data.quota.find((q) => q.estabType === 'INST')!.actual;

  it('still counts them in the unit\'s establishment (domain.md §5.1), as it counts them back on post', async () => {
    const personId = await filed('病休占编');
    const before = await instActual();
    await file(personId, { change: 'LONG_SICK', startDate: '2026-03-01' });
    expect(await instActual()).toBe(before);
    await file(personId, { change: 'RETURN_TO_POST', startDate: '2026-05-01' });
    expect(await instActual()).toBe(before);
  });
});

describe('the three years of a leave to start a business', () => {
  it('takes an end exactly three years after the start', async () => {
    const personId = await filed('创业三年');
    const f = await withPaper(personId, { change: 'OFF_POST_STARTUP', startDate: '2026-03-01', endDate: '2029-03-01' });
    expect(f.violations).toEqual([]);
    expect((await doAct('jc', f, 'SUBMIT')).json.data.status).toBe('PENDING_ZG');
  });

  it('refuses a day more, naming the end date, in Chinese and English', async () => {
    const personId = await filed('创业超期');
    const f = await withPaper(personId, { change: 'OFF_POST_STARTUP', startDate: '2026-03-01', endDate: '2029-03-02' });
    const message = '第 1 行：创业超期离岗创业期限不超过 3 年，结束日期不能晚于2029-03-01';
    expect(f.violations).toEqual([{ code: 'R-PS-01', level: 'ERROR', message, field: 'lines[0].endDate' }]);
    expect((await doAct('jc', f, 'SUBMIT')).json.msg).toBe(message);
    const en = await draft(personId, { change: 'OFF_POST_STARTUP', startDate: '2026-03-01', endDate: '2029-03-02' }, 'en');
    expect(en.json.data.violations).toContainEqual({
      code: 'R-PS-01', level: 'ERROR', field: 'lines[0].endDate',
      message: 'Line 1: A leave to start a business lasts at most 3 years: the end date of 创业超期 cannot be after 2029-03-01',
    });
  });
});

describe('a return to post', () => {
  it('closes the open period the day before the return, and shows both periods in the person\'s history', async () => {
    const personId = await filed('病休返岗');
    const sick = await file(personId, { change: 'LONG_SICK', startDate: '2026-01-10' });
    expect((await periodsOf(personId))[0]).toMatchObject({ toStatus: 'LONG_SICK', endDate: null });
    const back = await file(personId, { change: 'RETURN_TO_POST', startDate: '2026-06-01' });
    expect(await periodsOf(personId)).toEqual([
      expect.objectContaining({ fromStatus: 'ON_DUTY', toStatus: 'LONG_SICK', startDate: '2026-01-10', endDate: '2026-05-31', sourceFilingId: sick.id }),
      expect.objectContaining({ fromStatus: 'LONG_SICK', toStatus: 'ON_DUTY', startDate: '2026-06-01', endDate: null, sourceFilingId: back.id }),
    ]);
    const { json } = await call<PersonDetail>(personDetail, '/Person/getDetail', { body: { id: personId }, ...as('jc') });
    expect(json.data.histories.statuses).toEqual([
      expect.objectContaining({ fromStatus: 'LONG_SICK', toStatus: 'ON_DUTY', startDate: '2026-06-01', endDate: null, sourceFilingNo: back.filingNo }),
      expect.objectContaining({ fromStatus: 'ON_DUTY', toStatus: 'LONG_SICK', startDate: '2026-01-10', endDate: '2026-05-31', sourceFilingNo: sick.filingNo }),
    ]);
  });

  it('ends a leave to start a business early at the return', async () => {
    const personId = await filed('创业返岗');
    await file(personId, { change: 'OFF_POST_STARTUP', startDate: '2026-01-01', endDate: '2028-12-31' });
    await file(personId, { change: 'RETURN_TO_POST', startDate: '2026-09-01' });
    expect((await periodsOf(personId))[0]).toMatchObject({ toStatus: 'OFF_POST_STARTUP', endDate: '2026-08-31' });
  });
});

describe('who may be named', () => {
  it('refuses a person not yet filed', async () => {
    const personId = await insertPerson(jcUnit, { name: '未备案人员' });
    const f = (await draft(personId, { change: 'LONG_SICK', startDate: '2026-03-01' })).json.data;
    expect(f.violations).toContainEqual({ code: 'R-GEN-01', level: 'ERROR', message: '第 1 行：未备案人员尚未备案，不能办理状态变动', field: 'lines[0].personId' });
  });

  it('does not reach a person of another unit', async () => {
    const elsewhere = await insertPerson(await unitIdOf('湖州市吴兴区织里实验小学'), { name: '他单位人员', recordStatus: 'FILED' });
    const { status, json } = await draft(elsewhere, { change: 'LONG_SICK', startDate: '2026-03-01' });
    expect([status, json.msg]).toEqual([422, 'lines.0.personId: 人员不存在']);
    expect(JSON.stringify(json)).not.toContain('他单位人员');
  });

  it('holds the person while under review', async () => {
    const personId = await filed('在途锁定');
    const first = await withPaper(personId, { change: 'LONG_SICK', startDate: '2026-03-01' });
    const submitted = (await doAct('jc', first, 'SUBMIT')).json.data;
    expect((await personOf(personId)).lockFilingId).toBe(submitted.id);
    const second = await withPaper(personId, { change: 'OTHER_OFF_DUTY', startDate: '2026-03-01' });
    const refused = await doAct('jc', second, 'SUBMIT');
    expect(refused.status).toBe(422);
    expect(refused.json.msg).toContain(submitted.filingNo);
  });
});

describe('the papers of a status change (R-GEN-02)', () => {
  it('warns on save without the paper of the change, refuses to submit, and takes it once attached', async () => {
    const personId = await filed('病休材料');
    const f = (await draft(personId, { change: 'LONG_SICK', startDate: '2026-03-01' })).json.data;
    expect(f.violations).toEqual([{ code: 'R-GEN-02', level: 'WARN', message: '此项状态变动须上传“病休证明”附件', field: 'attachments' }]);
    const refused = await doAct('jc', f, 'SUBMIT');
    expect([refused.status, refused.json.msg]).toEqual([422, '此项状态变动须上传“病休证明”附件']);
    await attachPapers(tokens.jc, f.id, ['病休证明']);
    expect((await doAct('jc', f, 'SUBMIT')).json.data.status).toBe('PENDING_ZG');
  });

  it('lists the paper each change calls for', async () => {
    const personId = await filed('材料类目');
    const f = (await draft(personId, { change: 'SECONDMENT_OUT_END', startDate: '2026-03-01' })).json.data;
    const { json } = await call<{ required: string[]; categories: string[] }>(attachmentList, '/Attachment/getList', { body: { filingId: f.id }, ...as('jc') });
    expect(json.data.required).toEqual(['借调结束通知']);
    expect(json.data.categories).toEqual(['借调结束通知', '病休证明', '离岗创业审批表', '返岗申请', '其他证明', '其他材料']);
  });
});
