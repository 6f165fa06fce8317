import { eq } from 'drizzle-orm';
import { POST as act } from './route';
import { POST as create } from '../create/route';
import { POST as update } from '../update/route';
import { POST as remove } from '../delete/route';
import { POST as detail } from '../getDetail/route';
import { POST as list } from '../getList/route';
import { POST as companyInfo } from '../../Company/getInfo/route';
import { POST as noticeList } from '../../Notice/getList/route';
import type { FilingDetail, FilingSummary } from '@/lib/contracts/filing';
import { unitKeyFields, type CompanyView } from '@/lib/contracts/unit';
import { getDb } from '@/lib/server/db/client';
import { filings, persons, reviewRecords, unitEstablishments } from '@/lib/server/db/tables';
import { usccCheckChar } from '@/lib/domain/uscc';
import { call, loginAs } from '@/lib/server/testing/api';
import { withFreshDatabase } from '@/lib/server/testing/database';
import { insertPerson, setEstablishment, setPostCount, unitIdOf } from '@/lib/server/testing/fixtures';

withFreshDatabase();

const tokens: Record<string, string> = {};
let jcUnit: number;
beforeAll(async () => {
  for (const u of ['jc', 'jc2', 'zg', 'zg2', 'rsj', 'admin']) tokens[u] = await loginAs(u);
  jcUnit = await unitIdOf('湖州市第一中学');
});

const as = (u: string) => ({ token: tokens[u] });
const contact = { contactName: '李明华', contactPhone: '13857201234' };

async function currentUnitHeader(user = 'jc') {
  const { json } = await call<CompanyView>(companyInfo, '/Company/getInfo', { body: {}, ...as(user) });
  const keys = Object.keys(unitKeyFields.shape);
  return Object.fromEntries(Object.entries(json.data.unit).filter(([k, v]) => keys.includes(k) && v !== null));
}

const establishment = (quotaInst: number) => ({
  approvedTotal: quotaInst, quotaAdmin: 0, quotaInst, quotaRefCivil: 0, quotaOrganWorker: 0, leaderFull: 1, leaderDeputy: 3,
  internalOrgCount: 6, docNo: '湖编〔2026〕12号', docDate: '2026-10-09',
});

async function createUnitInfo(quotaInst: number, user = 'jc') {
  const body = { filingType: 'UNIT_INFO', ...contact, header: { unit: await currentUnitHeader(user), establishment: establishment(quotaInst) } };
  return call<FilingDetail>(create, '/Filing/create', { body, ...as(user) });
}

/** The title and content of the newest message (待办消息) the user has, read in the language given. */
async function latestMessage(user: string, lang: 'zh' | 'en') {
  const { json } = await call<{ list: { title: string; content: string }[] }>(noticeList, '/Notice/getList', {
    body: { kind: 'email' }, ...as(user), headers: { 'accept-language': lang },
  });
  const [{ title, content }] = json.data.list;
  return { title, content };
}

const doAct = (user: string, f: { id: number; version: number }, action: string, extra: object = {}) =>
  call<FilingDetail>(act, '/Filing/act', { body: { id: f.id, version: f.version, action, ...extra }, ...as(user) });

describe('a UNIT_INFO filing through both reviews', () => {
  let filing: FilingDetail;

  it('is created as a draft with a provisional number and the allowed actions', async () => {
    const { status, json } = await createUnitInfo(200);
    expect(status).toBe(200);
    filing = json.data;
    expect(filing).toMatchObject({ status: 'DRAFT', currentNode: 'JC', filingNo: `草稿-${filing.id}`, route: 'ZG_RSJ', filingType: 'UNIT_INFO' });
    expect(filing.allowedActions).toEqual(expect.arrayContaining(['EDIT', 'DELETE', 'SUBMIT', 'VOID']));
    expect(filing.reviews.map((r) => r.action)).toEqual(['CREATE']);
  });

  it('is invisible to the competent authority while a draft, and to other units always', async () => {
    expect((await call(detail, '/Filing/getDetail', { body: { id: filing.id }, ...as('zg') })).status).toBe(404);
    expect((await call(detail, '/Filing/getDetail', { body: { id: filing.id }, ...as('jc2') })).status).toBe(404);
    expect((await call(detail, '/Filing/getDetail', { body: { id: filing.id }, ...as('rsj') })).status).toBe(404);
  });

  it('refuses a submission without an opinion-free return and a stale version (409)', async () => {
    const stale = await doAct('jc', { id: filing.id, version: filing.version - 1 }, 'SUBMIT');
    expect(stale.status).toBe(409);
    expect(stale.json.msg).toBe('数据已被他人修改，请刷新后重试');
  });

  it('is submitted: gets its number, a snapshot, and tells the competent authority', async () => {
    const { status, json } = await doAct('jc', filing, 'SUBMIT');
    expect(status).toBe(200);
    filing = json.data;
    expect(filing.filingNo).toMatch(/^DWXX-\d{4}-\d{6}$/);
    expect(filing).toMatchObject({ status: 'PENDING_ZG', currentNode: 'ZG', submitCount: 1 });
    expect(filing.allowedActions).toEqual(['WITHDRAW']);
    const queue = await call<{ list: FilingSummary[] }>(list, '/Filing/getList', { body: { box: 'review' }, ...as('zg') });
    expect(queue.json.data.list.map((f) => f.id)).toContain(filing.id);
    const notices = await call<{ list: { title: string }[] }>(noticeList, '/Notice/getList', { body: {}, ...as('zg') });
    expect(notices.json.data.list[0].title).toContain(filing.filingNo);
    expect(await latestMessage('zg', 'en')).toEqual({
      title: `[Unit information] ${filing.filingNo} awaits review`, content: `<p>${filing.title} was submitted: please review it.</p>`,
    });
    expect(await latestMessage('zg', 'zh')).toEqual({
      title: `【单位信息上报】${filing.filingNo} 待审核`, content: `<p>${filing.title} 已提交，请审核。</p>`,
    });
  });

  it('cannot be edited once submitted, nor reviewed by another competent authority', async () => {
    const edit = await call(update, '/Filing/update', { body: { id: filing.id, version: filing.version, ...contact, header: {} }, ...as('jc') });
    expect(edit.status).toBe(422);
    expect((await doAct('zg2', filing, 'ZG_APPROVE')).status).toBe(404);
    expect((await doAct('jc', filing, 'ZG_APPROVE')).status).toBe(403);
  });

  it('needs a return opinion of at least 5 characters', async () => {
    const { status, json } = await doAct('zg', filing, 'ZG_RETURN', { opinion: '不行' });
    expect(status).toBe(400);
    expect(json.msg).toBe('退回意见不能少于 5 个字');
  });

  it('goes from zg to rsj and is approved, applying its effect once', async () => {
    filing = (await doAct('zg', filing, 'ZG_APPROVE')).json.data;
    expect(filing).toMatchObject({ status: 'PENDING_RSJ', currentNode: 'RSJ' });
    expect((await call(detail, '/Filing/getDetail', { body: { id: filing.id }, ...as('rsj') })).status).toBe(200);
    const { status, json } = await doAct('rsj', filing, 'RSJ_APPROVE', { opinion: '同意备案' });
    expect(status).toBe(200);
    filing = json.data;
    expect(filing).toMatchObject({ status: 'APPROVED', currentNode: 'NONE' });
    expect(filing.reviews.map((r) => r.action)).toEqual(['CREATE', 'SUBMIT', 'ZG_APPROVE', 'RSJ_APPROVE', 'APPLY_EFFECT']);
    const db = await getDb();
    const current = await db.select().from(unitEstablishments).where(eq(unitEstablishments.unitId, jcUnit));
    expect(current.filter((e) => e.isCurrent)).toEqual([expect.objectContaining({ quotaInst: 200, source: 'UNIT_INFO_FILING', sourceFilingId: filing.id })]);
    const info = await call<CompanyView>(companyInfo, '/Company/getInfo', { body: {}, ...as('jc') });
    expect(info.json.data.quota.find((q) => q.estabType === 'INST')!.approved).toBe(200);
    const notices = await call<{ list: { title: string }[] }>(noticeList, '/Notice/getList', { body: {}, ...as('jc') });
    expect(notices.json.data.list[0].title).toContain('已审核通过');
    expect(await latestMessage('jc', 'en')).toEqual({
      title: `[Unit information] ${filing.filingNo} was approved`, content: '<p>湖州市人力资源和社会保障局 approved this filing.</p><p>Opinion: 同意备案</p>',
    });
    expect(await latestMessage('jc', 'zh')).toEqual({
      title: `【单位信息上报】${filing.filingNo} 已审核通过`, content: '<p>湖州市人力资源和社会保障局已审核通过该业务。</p><p>意见：同意备案</p>',
    });
  });

  it('is final: no action is allowed any more', async () => {
    expect(filing.allowedActions).toEqual([]);
    expect((await doAct('jc', filing, 'VOID')).status).toBe(422);
  });
});

describe('returns, resubmission and the difference between submissions', () => {
  it('comes back to the competent authority after an rsj return, showing what changed', async () => {
    let f = (await createUnitInfo(210)).json.data;
    f = (await doAct('jc', f, 'SUBMIT')).json.data;
    f = (await doAct('zg', f, 'ZG_APPROVE')).json.data;
    f = (await doAct('rsj', f, 'RSJ_RETURN', { opinion: '请补充编制核定文件依据' })).json.data;
    expect(f).toMatchObject({ status: 'RETURNED_RSJ', currentNode: 'JC' });
    expect(await latestMessage('jc', 'en')).toEqual({
      title: `[Unit information] ${f.filingNo} was returned: please revise it and submit it again`,
      content: '<p>湖州市人力资源和社会保障局 returned this filing.</p><p>Opinion: 请补充编制核定文件依据</p>',
    });
    expect(await latestMessage('jc', 'zh')).toMatchObject({ title: `【单位信息上报】${f.filingNo} 已被退回，请修改后再次提交` });
    expect(await latestMessage('zg', 'en')).toEqual({
      title: `[Unit information] ${f.filingNo} was returned by the personnel bureau`, content: '<p>Opinion: 请补充编制核定文件依据</p>',
    });
    expect(await latestMessage('zg', 'zh')).toEqual({ title: `【单位信息上报】${f.filingNo} 已被人社局退回`, content: '<p>意见：请补充编制核定文件依据</p>' });
    expect(f.allowedActions).toEqual([]);
    f = (await call<FilingDetail>(detail, '/Filing/getDetail', { body: { id: f.id }, ...as('jc') })).json.data;
    expect(f.allowedActions).toEqual(expect.arrayContaining(['EDIT', 'SUBMIT', 'VOID']));
    expect(f.allowedActions).not.toContain('DELETE');
    const header = { unit: await currentUnitHeader(), establishment: { ...establishment(215), docNo: '湖编〔2026〕15号' } };
    f = (await call<FilingDetail>(update, '/Filing/update', { body: { id: f.id, version: f.version, ...contact, header }, ...as('jc') })).json.data;
    f = (await doAct('jc', f, 'SUBMIT')).json.data;
    expect(f).toMatchObject({ status: 'PENDING_ZG', submitCount: 2 });
    expect(f.changesSincePreviousSubmission).toEqual(expect.arrayContaining([
      { path: 'header.establishment.quotaInst', before: 210, after: 215 },
      { path: 'header.establishment.docNo', before: '湖编〔2026〕12号', after: '湖编〔2026〕15号' },
    ]));
    const returned = await call<FilingDetail>(detail, '/Filing/getDetail', { body: { id: f.id }, ...as('jc') });
    expect(returned.json.data.reviews.find((r) => r.action === 'RSJ_RETURN')!.opinion).toBe('请补充编制核定文件依据');
  });

  it('refuses a second UNIT_INFO submission while one is under review', async () => {
    const second = (await createUnitInfo(220)).json.data;
    const { status, json } = await doAct('jc', second, 'SUBMIT');
    expect(status).toBe(422);
    expect(json.msg).toMatch(/正在审核中/);
  });

  it('lets the unit withdraw before the competent authority acts, and delete only never-submitted drafts', async () => {
    const mine = await call<{ list: FilingSummary[] }>(list, '/Filing/getList', { body: { box: 'mine', status: ['PENDING_ZG'] }, ...as('jc') });
    const pending = mine.json.data.list[0];
    const back = await doAct('jc', pending, 'WITHDRAW');
    expect(back.json.data).toMatchObject({ status: 'DRAFT' });
    expect((await call(remove, '/Filing/delete', { body: { id: pending.id, version: back.json.data.version }, ...as('jc') })).status).toBe(422);
    const fresh = (await createUnitInfo(230)).json.data;
    expect((await call(remove, '/Filing/delete', { body: { id: fresh.id, version: fresh.version }, ...as('jc') })).json.code).toBe(200);
    expect((await call(detail, '/Filing/getDetail', { body: { id: fresh.id }, ...as('jc') })).status).toBe(404);
  });

  it('refuses a unit category the establishment its persons hold does not fit (R-BZ-04)', async () => {
    const header = { unit: { ...(await currentUnitHeader('jc2')), unitCategory: 'ADMIN_ORGAN', instClass: undefined, mainPostType: undefined }, establishment: establishment(80) };
    const f = (await call<FilingDetail>(create, '/Filing/create', { body: { filingType: 'UNIT_INFO', ...contact, header }, ...as('jc2') })).json.data;
    expect(f.violations.filter((v) => v.code === 'R-BZ-04')).toEqual([{
      code: 'R-BZ-04', level: 'ERROR', field: 'header.unit.unitCategory', message: expect.stringMatching(/^该单位有 \d+ 名事业编制在编人员，与新的单位类别不相容，请先办理编制转换$/),
    }]);
    expect((await call(remove, '/Filing/delete', { body: { id: f.id, version: f.version }, ...as('jc2') })).json.code).toBe(200);
  });

  it('warns about a credit code whose prefix does not suit the category, and needs the warning acknowledged', async () => {
    const own = await currentUnitHeader('jc2');
    const organCode = `11${String(own.uscc).slice(2, 17)}`;
    const header = { unit: { ...own, uscc: organCode + usccCheckChar(organCode) }, establishment: establishment(80) };
    const f = (await call<FilingDetail>(create, '/Filing/create', { body: { filingType: 'UNIT_INFO', ...contact, header }, ...as('jc2') })).json.data;
    expect(f.violations).toEqual([expect.objectContaining({ code: 'R-USCC-02', level: 'WARN' })]);
    const refused = await call<{ needsAcknowledgement: string[] }>(act, '/Filing/act', { body: { id: f.id, version: f.version, action: 'SUBMIT' }, ...as('jc2') });
    expect(refused.status).toBe(422);
    expect(refused.json.data.needsAcknowledgement).toEqual(['R-USCC-02']);
    const ok = await doAct('jc2', f, 'SUBMIT', { ackWarnings: ['R-USCC-02'] });
    expect(ok.json.data.status).toBe('PENDING_ZG');
    expect(ok.json.data.reviews.at(-1)!.ackWarnings).toEqual(['R-USCC-02']);
  });

  it('refuses bad header fields with 400 naming the field', async () => {
    const header = { unit: { ...(await currentUnitHeader()), uscc: 'ABC' }, establishment: establishment(10) };
    const { status, json } = await call(create, '/Filing/create', { body: { filingType: 'UNIT_INFO', ...contact, header }, ...as('jc') });
    expect(status).toBe(400);
    expect(json.msg).toMatch(/^header\.unit\.uscc/);
    const sums = { unit: await currentUnitHeader(), establishment: { ...establishment(10), approvedTotal: 11 } };
    expect((await call(create, '/Filing/create', { body: { filingType: 'UNIT_INFO', ...contact, header: sums }, ...as('jc') })).json.msg)
      .toMatch(/^header\.establishment\.approvedTotal/);
  });
});

describe('PERSON_INFO: quota and person locks', () => {
  it('refuses new persons beyond the vacancies (R-BZ-01) and accepts them within', async () => {
    const db = await getDb();
    const jc3 = await unitIdOf('湖州市中心医院');
    const token = await loginAs('jc3');
    const info = await call<CompanyView>(companyInfo, '/Company/getInfo', { body: {}, token });
    const inst = info.json.data.quota.find((q) => q.estabType === 'INST')!;
    await setEstablishment(jc3, inst.actual + inst.approvedNotArrived + inst.inTransit + 1);
    const a = await insertPerson(jc3, { name: '王新甲' });
    const b = await insertPerson(jc3, { name: '王新乙' });
    const lines = [{ personId: a, payload: { op: 'NEW' } }, { personId: b, payload: { op: 'NEW' } }];
    const f = (await call<FilingDetail>(create, '/Filing/create', { body: { filingType: 'PERSON_INFO', ...contact, lines }, token })).json.data;
    const refused = await call<FilingDetail>(act, '/Filing/act', { body: { id: f.id, version: f.version, action: 'SUBMIT' }, token });
    expect(refused.status).toBe(422);
    expect(refused.json.msg).toMatch(/^事业编制已满：核定\d+，实有\d+，已批未到岗\d+，在途\d+，本次新增2，超出1人$/);
    const one = (await call<FilingDetail>(update, '/Filing/update', { body: { id: f.id, version: f.version, ...contact, lines: [lines[0]] }, token })).json.data;
    const ok = await call<FilingDetail>(act, '/Filing/act', { body: { id: one.id, version: one.version, action: 'SUBMIT' }, token });
    expect(ok.json.data.status).toBe('PENDING_ZG');
    const [row] = await db.select().from(persons).where(eq(persons.id, a));
    expect(row).toMatchObject({ recordStatus: 'PENDING', lockFilingId: one.id });
    const after = await call<CompanyView>(companyInfo, '/Company/getInfo', { body: {}, token });
    expect(after.json.data.quota.find((q) => q.estabType === 'INST')).toMatchObject({ inTransit: inst.inTransit + 1, vacancy: 0 });

    // a second filing with the same person is refused while the first holds it (R-GEN-04)
    const again = (await call<FilingDetail>(create, '/Filing/create', { body: { filingType: 'PERSON_INFO', ...contact, lines: [lines[0]] }, token })).json.data;
    expect(again.violations.map((v) => v.code)).toContain('R-GEN-04');

    // the competent authority's return releases the lock and the reservation
    const zg2 = await loginAs('zg2');
    await call(act, '/Filing/act', { body: { id: one.id, version: ok.json.data.version, action: 'ZG_RETURN', opinion: '请补充学历证明材料' }, token: zg2 });
    const [released] = await db.select().from(persons).where(eq(persons.id, a));
    expect(released).toMatchObject({ recordStatus: 'DRAFT', lockFilingId: null });
    const records = await db.select().from(reviewRecords).where(eq(reviewRecords.filingId, one.id));
    expect(records.map((r) => r.action)).toEqual(['CREATE', 'SAVE', 'SUBMIT', 'ZG_RETURN']);
    const [stored] = await db.select().from(filings).where(eq(filings.id, one.id));
    expect(stored.status).toBe('RETURNED_ZG');
  });

  it('refuses a change to a date that does not exist, and takes the leap day', async () => {
    const jc2 = await unitIdOf('湖州市吴兴区织里实验小学');
    const id = await insertPerson(jc2, { name: '钱日期', recordStatus: 'FILED' });
    const token = await loginAs('jc2');
    const lineWith = (birthDate: string) => [{ personId: id, payload: { op: 'CHANGE', changes: { birthDate }, reason: '档案核对' } }];
    const impossible = await call<FilingDetail>(create, '/Filing/create', { body: { filingType: 'PERSON_INFO', ...contact, lines: lineWith('1996-02-30') }, token });
    expect(impossible.status).toBeLessThan(500);
    expect(impossible.json.code).not.toBe(200);
    expect(impossible.json.msg).toContain('日期不是有效日期');
    const leap = await call<FilingDetail>(create, '/Filing/create', { body: { filingType: 'PERSON_INFO', ...contact, lines: lineWith('1996-02-29') }, token });
    expect(leap.json.code).toBe(200);
    await call(remove, '/Filing/delete', { body: { id: leap.json.data.id }, token });
  });

  it('files a new person on final approval', async () => {
    const db = await getDb();
    const jc2 = await unitIdOf('湖州市吴兴区织里实验小学');
    await setEstablishment(jc2, 500);
    await setPostCount(jc2, 'T10', 100);
    const id = await insertPerson(jc2, { name: '沈佳怡', gender: '2', birthDate: '1996-09-02', workStartDate: '2018-08-01', unitEntryDate: '2019-08-01', appointDate: '2020-08-01' });
    const token = await loginAs('jc2');
    let f = (await call<FilingDetail>(create, '/Filing/create', { body: { filingType: 'PERSON_INFO', ...contact, lines: [{ personId: id, payload: { op: 'NEW' } }] }, token })).json.data;
    expect(f.violations).toEqual([]);
    expect(f.linePersons[String(id)]).toMatchObject({ name: '沈佳怡', gender: '2', recordStatus: 'DRAFT' });
    expect(f.linePersons[String(id)].idNumber).toMatch(/^330502\*{8}\d{3}[\dX]$/);
    f = (await call<FilingDetail>(act, '/Filing/act', { body: { id: f.id, version: f.version, action: 'SUBMIT' }, token })).json.data;
    f = (await doAct('zg', f, 'ZG_APPROVE')).json.data;
    f = (await doAct('rsj', f, 'RSJ_APPROVE')).json.data;
    expect(f.status).toBe('APPROVED');
    const [filed] = await db.select().from(persons).where(eq(persons.id, id));
    expect(filed).toMatchObject({ recordStatus: 'FILED', lockFilingId: null });
  });
});
