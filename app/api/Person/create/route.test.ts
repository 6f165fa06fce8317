import { and, desc, eq } from 'drizzle-orm';
import { POST as create } from './route';
import { POST as update } from '../update/route';
import { POST as remove } from '../delete/route';
import { POST as detail } from '../getDetail/route';
import { POST as createFiling } from '../../Filing/create/route';
import { POST as act } from '../../Filing/act/route';
import type { FilingDetail } from '@/lib/contracts/filing';
import type { PersonDetail } from '@/lib/contracts/person';
import { idCheckChar } from '@/lib/domain/idCard';
import { getDb } from '@/lib/server/db/client';
import { persons, systemLog } from '@/lib/server/db/tables';
import { call, loginAs } from '@/lib/server/testing/api';
import { withFreshDatabase } from '@/lib/server/testing/database';
import { idNumberFor, unitIdOf } from '@/lib/server/testing/fixtures';

withFreshDatabase();

const tokens: Record<string, string> = {};
beforeAll(async () => {
  for (const u of ['jc', 'jc2', 'zg']) tokens[u] = await loginAs(u);
});

function newPerson(over: Record<string, unknown> = {}) {
  return {
    name: '顾晓彤', idNumber: idNumberFor('1994-05-20', false), gender: '2', birthDate: '1994-05-20', ethnicity: '01', nativePlace: '330502',
    politicalStatus: '01', partyJoinDate: '2015-06-30', mobile: '13905721234', education: '14', degree: '304', graduateSchool: '浙江师范大学',
    major: '学科教学（数学）', graduationDate: '2019-06-30', workStartDate: '2019-08-01', unitEntryDate: '2019-08-01', entryMethod: 'OPEN_RECRUIT',
    deptName: '数学组', estabStatus: 'IN', estabType: 'INST', postCategory: 'TECH', postLevel: 'T11', postName: '中学数学教师',
    appointDate: '2020-08-01', profTitle: '中学二级教师', titleLevel: 'ASSISTANT', titleSeries: 'SCHOOL_TEACHER', titleDate: '2020-07-01',
    contractType: 'FIXED', contractStart: '2019-08-01', contractEnd: '2025-07-31', probationEnd: '2020-07-31',
    educations: [{ kind: 'FULLTIME', education: '21', degree: '407', school: '湖州师范学院', major: '数学与应用数学', startDate: '2012-09-01', endDate: '2016-06-30' }],
    resumes: [{ startDate: '2019-08-01', organisation: '湖州市第一中学', position: '数学教师' }],
    ...over,
  };
}

const createAs = (user: string, body: object) => call<PersonDetail>(create, '/Person/create', { body, token: tokens[user] });
const updateAs = (user: string, body: object) => call<PersonDetail>(update, '/Person/update', { body, token: tokens[user] });
const removeAs = (user: string, body: object) => call(remove, '/Person/delete', { body, token: tokens[user] });

async function lastLog(action: string) {
  const db = await getDb();
  const [entry] = await db.select().from(systemLog).where(eq(systemLog.action, action)).orderBy(desc(systemLog.id)).limit(1);
  return entry;
}

describe('POST /api/Person/create', () => {
  it('creates a draft person of the caller’s unit with its education and résumé, and logs it', async () => {
    const body = newPerson();
    const { status, json } = await createAs('jc', body);
    expect(status).toBe(200);
    expect(json.data).toMatchObject({ name: '顾晓彤', recordStatus: 'DRAFT', unitName: '湖州市第一中学', personStatus: 'ON_DUTY', version: 1 });
    expect(json.data.idNumber).toBe(`${body.idNumber.slice(0, 6)}********${body.idNumber.slice(-4)}`);
    expect(json.data.histories.educations).toEqual([expect.objectContaining({ school: '湖州师范学院', kind: 'FULLTIME' })]);
    expect(json.data.histories.resumes).toHaveLength(1);
    expect(json.data.allowedActions).toEqual(['EDIT', 'FILE_NEW', 'DELETE']);
    expect(await lastLog('person.create')).toMatchObject({ account: 'jc', result: 'success', type: 'operation' });
  });

  it('answers 400 naming a malformed field', async () => {
    const missing = await createAs('jc', newPerson({ name: undefined }));
    expect(missing.status).toBe(400);
    expect(missing.json.msg).toMatch(/^name/);
    const badDate = await createAs('jc', newPerson({ workStartDate: '2019-02-30' }));
    expect(badDate.json.msg).toBe('workStartDate: 参加工作时间不是有效日期');
    expect((await createAs('jc', newPerson({ estabStatus: 'X' }))).json.msg).toMatch(/^estabStatus: 请选择编制情况/);
  });

  it('answers 422 with every broken rule, the first one named: check digit, codes, regions, establishment', async () => {
    const good = newPerson().idNumber;
    const wrongDigit = good.slice(0, 17) + (good[17] === '1' ? '2' : '1');
    const { status, json } = await createAs('jc', newPerson({ idNumber: wrongDigit }));
    expect(status).toBe(422);
    expect(json.msg).toBe(`公民身份号码校验位错误，请核对（第18位应为 ${idCheckChar(good.slice(0, 17))}）`);
    expect((json.data as unknown as { field: string }).field).toBe('idNumber');
    const codes = await createAs('jc', newPerson({ ethnicity: '99', education: '20', nativePlace: '999999', estabType: 'ADMIN' }));
    const issues = (codes.json.data as unknown as { issues: { field: string; message: string }[] }).issues;
    expect(issues).toEqual(expect.arrayContaining([
      expect.objectContaining({ field: 'ethnicity', message: '民族“99”不在代码表中' }),
      expect.objectContaining({ field: 'education', message: '最高学历“大学本科教育”已停用或为汇总类，不能选择' }),
      expect.objectContaining({ field: 'nativePlace', message: '籍贯“999999”不是有效的行政区划代码' }),
      expect.objectContaining({ field: 'estabType', code: 'R-BZ-04' }),
    ]));
    const dates = await createAs('jc', newPerson({ workStartDate: '2008-01-01' }));
    expect(dates.json.msg).toBe('参加工作时间早于16周岁');
  });

  it('answers the English client in English, every finding of data.issues in both languages', async () => {
    const en = { 'accept-language': 'en-US,en;q=0.9' };
    const { status, json } = await call<PersonDetail>(create, '/Person/create', {
      body: newPerson({ ethnicity: '99', nativePlace: '999999', workStartDate: '2008-01-01' }), token: tokens.jc, headers: en,
    });
    expect(status).toBe(422);
    const issues = (json.data as unknown as { issues: { field: string; message: string; messageEn: string }[] }).issues;
    expect(json.msg).toBe(issues[0].messageEn);
    expect(issues).toEqual(expect.arrayContaining([
      { field: 'workStartDate', code: 'R-DT-01', message: '参加工作时间早于16周岁', messageEn: 'Started work before the age of 16' },
      { field: 'ethnicity', code: 'R-GEN-01', message: '民族“99”不在代码表中', messageEn: 'Ethnicity "99" is not in the code list' },
      expect.objectContaining({ field: 'nativePlace', messageEn: 'Native place "999999" is not a valid administrative division code' }),
    ]));
  });

  it('refuses an ID number registered elsewhere, naming the unit and the status (R-ID-03)', async () => {
    const db = await getDb();
    const jc3 = await unitIdOf('湖州市中心医院');
    const [other] = await db.select().from(persons).where(and(eq(persons.unitId, jc3), eq(persons.personStatus, 'ON_DUTY'))).limit(1);
    const { status, json } = await createAs('jc', newPerson({ idNumber: other.idNumber, gender: other.gender, birthDate: other.birthDate }));
    expect(status).toBe(422);
    expect(json.msg).toBe('该身份证号已在【湖州市中心医院】登记（在职在岗），请通过人员交流办理调入');
  });

  it('answers 401 without a token and 403 to a role that does not enter persons', async () => {
    expect((await call(create, '/Person/create', { body: newPerson() })).status).toBe(401);
    expect((await createAs('zg', newPerson())).status).toBe(403);
  });
});

describe('POST /api/Person/update', () => {
  let draft: PersonDetail;
  beforeAll(async () => {
    draft = (await createAs('jc', newPerson({ name: '钱思远', idNumber: idNumberFor('1990-01-15'), gender: '1', birthDate: '1990-01-15' }))).json.data;
  });

  it('changes any field of a draft, keeping the stored ID number when none is sent', async () => {
    const body = { ...newPerson({ name: '钱思源', gender: '1', birthDate: '1990-01-15', deptName: '教务处' }), idNumber: undefined };
    const { status, json } = await updateAs('jc', { ...body, id: draft.id, version: draft.version });
    expect(status).toBe(200);
    expect(json.data).toMatchObject({ name: '钱思源', deptName: '教务处', version: draft.version + 1, idNumber: draft.idNumber });
    draft = json.data;
    expect((await lastLog('person.update')).detail).toContain('姓名');
  });

  it('answers 409 to a stale version', async () => {
    const { status, json } = await updateAs('jc', { ...newPerson({ name: '钱思远' }), idNumber: undefined, gender: '1', birthDate: '1990-01-15', id: draft.id, version: draft.version - 1 });
    expect(status).toBe(409);
    expect(json.msg).toBe('数据已被他人修改，请刷新后重试');
  });

  it('answers 404 for another unit’s person and 403 to a reviewer', async () => {
    const body = { ...newPerson(), id: draft.id, version: draft.version };
    expect((await updateAs('jc2', body)).status).toBe(404);
    expect((await updateAs('zg', body)).status).toBe(403);
  });

  it('keeps a filed person’s key fields, pointing to the PERSON_INFO filing, and saves the others', async () => {
    const db = await getDb();
    const jc = await unitIdOf('湖州市第一中学');
    const [filed] = await db.select().from(persons).where(eq(persons.unitId, jc)).orderBy(persons.id).limit(1);
    const card = (await call<PersonDetail>(detail, '/Person/getDetail', { body: { id: filed.id }, token: tokens.jc })).json.data;
    const skip = ['histories', 'allowedActions', 'idNumber'];
    const base = Object.fromEntries(Object.entries(card).filter(([k, v]) => v !== null && !skip.includes(k)));
    const key = await updateAs('jc', { ...base, name: '改名测试', id: card.id, version: card.version });
    expect(key.status).toBe(422);
    expect(key.json.msg).toBe('姓名为关键信息，已备案人员须通过“人员信息上报”变更');
    expect(key.json.data).toMatchObject({ field: 'name', keyChanges: { name: '改名测试' } });
    const ok = await updateAs('jc', { ...base, mobile: '13605720001', id: card.id, version: card.version });
    expect(ok.status).toBe(200);
    expect(ok.json.data).toMatchObject({ mobile: '13605720001', recordStatus: 'FILED', allowedActions: ['EDIT', 'FILE_CHANGE'] });
  });
});

describe('a second post (双肩挑)', () => {
  const dual = { dualPost: true, secondPostCategory: 'MANAGE', secondPostLevel: 'M09' };

  it('is kept on a filed person, which files it as a post change counted against the plan', async () => {
    const db = await getDb();
    const jc = await unitIdOf('湖州市第一中学');
    const [filed] = await db.select().from(persons)
      .where(and(eq(persons.unitId, jc), eq(persons.recordStatus, 'FILED'), eq(persons.postCategory, 'TECH'), eq(persons.dualPost, false))).limit(1);
    const card = (await call<PersonDetail>(detail, '/Person/getDetail', { body: { id: filed.id }, token: tokens.jc })).json.data;
    const base = Object.fromEntries(Object.entries(card).filter(([k, v]) => v !== null && !['histories', 'allowedActions', 'idNumber'].includes(k)));
    const refused = await updateAs('jc', { ...base, ...dual, id: card.id, version: card.version });
    expect([refused.status, refused.json.msg, refused.json.data]).toEqual([
      422, '双肩挑、第二岗位类别、第二岗位等级：已备案人员的双肩挑岗位须通过“岗位变动”备案增减', { field: 'dualPost' },
    ]);
    expect((await db.select({ dualPost: persons.dualPost }).from(persons).where(eq(persons.id, filed.id)))[0].dualPost).toBe(false);
  });

  it('is set freely on a draft, whose filing counts it', async () => {
    const draft = (await createAs('jc', newPerson({ name: '双肩挑草稿', idNumber: idNumberFor('1993-02-11', false), birthDate: '1993-02-11' }))).json.data;
    const saved = await updateAs('jc', { ...newPerson({ name: '双肩挑草稿', idNumber: idNumberFor('1993-02-11', false), birthDate: '1993-02-11' }), ...dual, id: draft.id, version: draft.version });
    expect(saved.status).toBe(200);
    expect(saved.json.data).toMatchObject(dual);
  });
});

describe('POST /api/Person/delete and a reported draft', () => {
  it('deletes a draft never put in a filing, after checking the version', async () => {
    const p = (await createAs('jc', newPerson({ name: '孙可欣', idNumber: idNumberFor('1996-03-02', false), birthDate: '1996-03-02' }))).json.data;
    expect((await removeAs('jc2', { id: p.id, version: p.version })).status).toBe(404);
    expect((await removeAs('jc', { id: p.id, version: p.version + 1 })).status).toBe(409);
    const { status } = await removeAs('jc', { id: p.id, version: p.version });
    expect(status).toBe(200);
    expect((await call(detail, '/Person/getDetail', { body: { id: p.id }, token: tokens.jc })).status).toBe(404);
    expect((await lastLog('person.delete')).detail).toContain('孙可欣');
    expect((await removeAs('jc', { id: 'x' })).json.msg).toMatch(/^id: /);
  });

  it('locks a draft once reported, and keeps it from deletion', async () => {
    const created = await createAs('jc', newPerson({
      name: '周子墨', idNumber: idNumberFor('1997-07-07'), gender: '1', birthDate: '1997-07-07', politicalStatus: '03', partyJoinDate: null,
    }));
    expect(created.status).toBe(200);
    const p = created.json.data;
    const contact = { contactName: '李明华', contactPhone: '13857201234' };
    const f = (await call<FilingDetail>(createFiling, '/Filing/create', {
      body: { filingType: 'PERSON_INFO', ...contact, lines: [{ personId: p.id, payload: { op: 'NEW' } }] }, token: tokens.jc,
    })).json.data;
    expect(f.violations).toEqual([]);
    const refused = await removeAs('jc', { id: p.id, version: p.version });
    expect(refused.status).toBe(422);
    expect(refused.json.msg).toContain(`草稿-${f.id}`);
    const submitted = await call<FilingDetail>(act, '/Filing/act', { body: { id: f.id, version: f.version, action: 'SUBMIT' }, token: tokens.jc });
    expect(submitted.json.data.status).toBe('PENDING_ZG');
    const card = (await call<PersonDetail>(detail, '/Person/getDetail', { body: { id: p.id }, token: tokens.jc })).json.data;
    expect(card).toMatchObject({ recordStatus: 'PENDING', lockFilingNo: submitted.json.data.filingNo, allowedActions: [] });
    const edit = await updateAs('jc', { ...newPerson({ name: '周子墨', politicalStatus: '03' }), idNumber: undefined, gender: '1', birthDate: '1997-07-07', id: p.id, version: card.version });
    expect(edit.status).toBe(422);
    expect(edit.json.msg).toBe(`该人员存在在途业务【人员信息上报 ${submitted.json.data.filingNo}】，办结前不能修改`);
  });
});
