import { POST as attachmentList } from '@/app/api/Attachment/getList/route';
import { POST as act } from '@/app/api/Filing/act/route';
import { POST as create } from '@/app/api/Filing/create/route';
import type { FilingDetail } from '@/lib/contracts/filing';
import { call, loginAs } from '@/lib/server/testing/api';
import { withFreshDatabase } from '@/lib/server/testing/database';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { persons } from '@/lib/server/db/tables';
import { quotaUse } from '@/lib/server/services/quota';
import { insertPerson, setEstablishment, unitIdOf } from '@/lib/server/testing/fixtures';
import { attachPapers } from '@/lib/server/testing/papers';

withFreshDatabase();

let token: string;
let jcUnit: number;
beforeAll(async () => {
  token = await loginAs('jc');
  jcUnit = await unitIdOf('湖州市第一中学');
});

const filed = (name: string) => insertPerson(jcUnit, { name, recordStatus: 'FILED' });
const change = (personId: number, changes: Record<string, unknown>, reason?: string, headers: Record<string, string> = {}) =>
  call<FilingDetail>(create, '/Filing/create', {
    body: { filingType: 'PERSON_INFO', contactName: '李明华', contactPhone: '13857201234', header: {}, lines: [{ personId, payload: { op: 'CHANGE', changes, reason } }] },
    token, headers,
  });
const submit = (f: FilingDetail) => call<FilingDetail>(act, '/Filing/act', { body: { id: f.id, version: f.version, action: 'SUBMIT' }, token });

describe('the codes of a key-field change (R-GEN-01)', () => {
  it('refuses an establishment type of no code list, naming the field, and takes one of the list', async () => {
    const personId = await filed('编制代码');
    const bad = await change(personId, { estabType: 'FOO' });
    expect([bad.status, bad.json.msg, bad.json.data]).toEqual([400, '第 1 行 changes.estabType: 编制类型“FOO”不在代码表中', { field: 'lines[0].changes.estabType', lineNo: 1 }]);
    const good = await change(personId, { estabType: 'REF_CIVIL' });
    expect(good.status).toBe(200);
  });

  it('refuses an education of no list and a summary one, naming the field, and takes a final code', async () => {
    const personId = await filed('学历代码');
    const unknown = await change(personId, { education: '99' }, '在职取得学历');
    expect([unknown.status, unknown.json.msg, unknown.json.data]).toEqual([400, '第 1 行 changes.education: 学历“99”不在代码表中', { field: 'lines[0].changes.education', lineNo: 1 }]);
    const summary = await change(personId, { education: '20' }, '在职取得学历');
    expect([summary.status, summary.json.msg]).toEqual([400, '第 1 行 changes.education: 学历“大学本科教育”为汇总类或已停用，不能选择']);
    expect((await change(personId, { education: '14' }, '在职取得学历')).status).toBe(200);
  });

  it('refuses a post level and a degree of no list', async () => {
    const personId = await filed('等级代码');
    expect((await change(personId, { postLevel: 'T99' })).json.data).toEqual({ field: 'lines[0].changes.postLevel', lineNo: 1 });
    expect((await change(personId, { degree: '999' })).json.data).toEqual({ field: 'lines[0].changes.degree', lineNo: 1 });
  });
});

describe('a change of 三龄两历 rests on the personnel file', () => {
  it('warns on save of an education change without a reason or the file pages, and refuses to submit it', async () => {
    const personId = await filed('学历变更');
    const { json } = await change(personId, { education: '14' });
    expect(json.data.violations).toEqual([
      { code: 'R-GEN-01', level: 'WARN', message: '第 1 行：变更学历须填写变更原因', field: 'lines[0].reason' },
      { code: 'R-GEN-02', level: 'WARN', message: '变更出生日期、参加工作时间或学历须上传“档案材料”附件', field: 'attachments' },
    ]);
    const refused = await submit(json.data);
    expect([refused.status, refused.json.msg]).toEqual([422, '第 1 行：变更学历须填写变更原因']);
    expect(refused.json.data.violations.map((v) => v.level)).toEqual(['ERROR', 'ERROR']);
  });

  it('names each file-backed field changed, in English too', async () => {
    const personId = await filed('工龄变更');
    const { json } = await change(personId, { workStartDate: '2012-09-01', education: '14' }, undefined, { 'accept-language': 'en' });
    expect(json.data.violations).toEqual([
      { code: 'R-GEN-01', level: 'WARN', message: 'Line 1: a change of start of work and education needs its reason', field: 'lines[0].reason' },
      { code: 'R-GEN-02', level: 'WARN', message: 'A change of birth date, start of work or education needs the pages of the personnel file attached', field: 'attachments' },
    ]);
  });

  it('submits it with a reason and the file pages, which the attachment list asks for', async () => {
    const personId = await filed('档案齐全');
    const { json } = await change(personId, { workStartDate: '2012-09-01' }, '据档案记载更正参加工作时间');
    expect(json.data.violations).toEqual([
      { code: 'R-GEN-02', level: 'WARN', message: '变更出生日期、参加工作时间或学历须上传“档案材料”附件', field: 'attachments' },
    ]);
    const listed = await call<{ required: string[]; categories: string[] }>(attachmentList, '/Attachment/getList', { body: { filingId: json.data.id }, token });
    expect(listed.json.data).toMatchObject({ required: ['档案材料'], categories: ['档案材料', '其他材料'] });
    await attachPapers(token, json.data.id, ['档案材料']);
    expect((await submit(json.data)).json.data.status).toBe('PENDING_ZG');
  });

  it('asks nothing of a change of other key fields, or of a value left as it was', async () => {
    const personId = await filed('改名测试');
    const { json } = await change(personId, { name: '改名成功', education: '21', workStartDate: '2012-08-01' });
    expect(json.data.violations).toEqual([]);
    const listed = await call<{ required: string[] }>(attachmentList, '/Attachment/getList', { body: { filingId: json.data.id }, token });
    expect(listed.json.data.required).toEqual([]);
  });
});

describe('a new person is filed as the unit recorded them', () => {
  const filing = (personId: number, payload: Record<string, unknown>) => call<FilingDetail>(create, '/Filing/create', {
    body: { filingType: 'PERSON_INFO', contactName: '李明华', contactPhone: '13857201234', header: {}, lines: [{ personId, payload }] },
    token,
  });

  it('refuses key fields to change on a NEW line, naming them, since no rule would judge them before they reach the record', async () => {
    const personId = await insertPerson(jcUnit, { name: '新增改字段', recordStatus: 'DRAFT' });
    const refused = await filing(personId, { op: 'NEW', changes: { estabStatus: 'IN', estabType: 'ADMIN', birthDate: '1970-01-01' } });
    expect([refused.status, refused.json.msg, refused.json.data]).toEqual([
      400, '第 1 行 changes: 新增人员的上报不能附带变更的关键信息，请先在人员信息中修改', { field: 'lines[0].changes', lineNo: 1 },
    ]);
  });

  it('takes a NEW line with no changes or an empty set of them', async () => {
    const personId = await insertPerson(jcUnit, { name: '新增无改动', recordStatus: 'DRAFT' });
    expect((await filing(personId, { op: 'NEW', changes: {} })).status).toBe(200);
    expect((await filing(personId, { op: 'NEW' })).status).toBe(200);
  });

  it('counts a person seconded in against no quota of the unit (R-BZ-01), their neighbour on duty against it', async () => {
    const db = await getDb();
    const inst = (await quotaUse(db, jcUnit)).find((u) => u.estabType === 'INST')!;
    await setEstablishment(jcUnit, inst.actual + inst.approvedNotArrived + inst.inTransit);
    const codes = async (personStatus: string, post: Record<string, unknown> = {}) => {
      const personId = await insertPerson(jcUnit, { name: `新增${personStatus}`, recordStatus: 'DRAFT', personStatus, estabStatus: 'IN', estabType: 'INST', ...post });
      const { json } = await filing(personId, { op: 'NEW' });
      await db.update(persons).set({ deleted: true }).where(eq(persons.id, personId));
      return json.data.violations.map((v) => v.code);
    };
    expect(await codes('SECONDED_IN')).not.toContain('R-BZ-01');
    expect(await codes('ON_DUTY')).toContain('R-BZ-01');
    // Nor a post here (R-GW-05..09): their post is at their own unit.
    const professor = { postCategory: 'TECH', postLevel: 'T02', titleLevel: null };
    expect((await codes('SECONDED_IN', professor)).filter((c) => c.startsWith('R-GW'))).toEqual([]);
    expect((await codes('ON_DUTY', professor)).filter((c) => c.startsWith('R-GW'))).not.toEqual([]);
    // A recruit awaiting arrival takes the quota they are given: moved into establishment on a full unit, refused.
    const awaiting = await insertPerson(jcUnit, {
      name: '待报到编外', recordStatus: 'FILED', personStatus: 'PENDING_ARRIVAL', estabStatus: 'OUT', estabType: null, outEmployForm: 'OTHER', appointDate: null,
    });
    const intoEstablishment = await change(awaiting, { estabStatus: 'IN', estabType: 'INST' }, '入编');
    expect(intoEstablishment.json.data.violations.map((v) => v.code)).toContain('R-BZ-01');
    await db.update(persons).set({ deleted: true }).where(eq(persons.id, awaiting));
    await setEstablishment(jcUnit, inst.approved);
  });
});

describe('a key-field change keeps the record whole', () => {
  it('refuses a change that leaves a record rule broken (title before the start of work), not one that keeps it', async () => {
    const personId = await insertPerson(jcUnit, { name: '工龄变更', recordStatus: 'FILED', titleDate: '2013-07-01' });
    const dated = (workStartDate: string) => change(personId, { workStartDate }, '核对档案更正参加工作时间');
    const broken = (await dated('2013-07-02')).json.data.violations.filter((v) => v.code === 'R-DT-01');
    expect(broken).toEqual([{ code: 'R-DT-01', level: 'ERROR', message: '第 1 行 工龄变更：职称取得时间不能早于参加工作时间', field: 'lines[0].changes.titleDate' }]);
    expect((await dated('2013-07-01')).json.data.violations.filter((v) => v.code === 'R-DT-01')).toEqual([]);
  });

  it('does not hold up a change over a gap the record already had (no contract type on file)', async () => {
    const personId = await insertPerson(jcUnit, { name: '旧档人员', recordStatus: 'FILED', contractType: null });
    const { json } = await change(personId, { name: '旧档人员甲' });
    expect(json.data.violations.filter((v) => v.level === 'ERROR')).toEqual([]);
  });
});
