import { and, eq } from 'drizzle-orm';
import { POST as act } from '@/app/api/Filing/act/route';
import { POST as create } from '@/app/api/Filing/create/route';
import { POST as detail } from '@/app/api/Filing/getDetail/route';
import type { FilingDetail } from '@/lib/contracts/filing';
import { getDb } from '@/lib/server/db/client';
import { personEstabHistory, personPostHistory, persons, users } from '@/lib/server/db/tables';
import { postPlanContext } from '@/lib/server/services/postPlans';
import { quotaUse } from '@/lib/server/services/quota';
import { loadSessionUser } from '@/lib/server/session';
import { call, loginAs } from '@/lib/server/testing/api';
import { withFreshDatabase } from '@/lib/server/testing/database';
import { insertPerson, setEstablishment, unitIdOf } from '@/lib/server/testing/fixtures';
import { attachPapers } from '@/lib/server/testing/papers';

withFreshDatabase();

type Person = typeof persons.$inferSelect;
const tokens: Record<string, string> = {};
let jcUnit: number;
let worker: Person;
beforeAll(async () => {
  for (const u of ['jc', 'jc2', 'zg', 'rsj']) tokens[u] = await loginAs(u);
  jcUnit = await unitIdOf('湖州市第一中学');
  const db = await getDb();
  [worker] = await db.select().from(persons).where(and(
    eq(persons.unitId, jcUnit), eq(persons.postCategory, 'WORKER'), eq(persons.personStatus, 'ON_DUTY'), eq(persons.recordStatus, 'FILED'),
    eq(persons.estabType, 'INST'),
  )).limit(1);
});

const as = (u: string) => ({ token: tokens[u] });
const doAct = (user: string, f: { id: number; version: number }, action: string, extra: object = {}) =>
  call<FilingDetail>(act, '/Filing/act', { body: { id: f.id, version: f.version, action, ...extra }, ...as(user) });

function line(p: Person, to: Record<string, unknown>) {
  return {
    personId: p.id,
    payload: {
      fromEstabStatus: p.estabStatus, fromEstabType: p.estabType, fromCategory: p.postCategory, fromLevel: p.postLevel,
      toEstabStatus: 'IN', toEstabType: 'INST', toOutEmployForm: null, toCategory: null, toLevel: null,
      basisDoc: '湖人社〔2026〕88号', effectiveDate: '2026-10-01', ...to,
    },
  };
}

const draftConversion = (lines: ReturnType<typeof line>[], headers: Record<string, string> = {}) => call<FilingDetail>(create, '/Filing/create', {
  body: { filingType: 'ESTAB_CONVERSION', contactName: '李明华', contactPhone: '13857201234', header: { reason: '工勤人员经考核转任管理岗位' }, lines },
  ...as('jc'), headers,
});
/** A draft with its approval attached, as the detail page then shows it. */
async function createConversion(lines: ReturnType<typeof line>[]) {
  const created = await draftConversion(lines);
  if (created.status !== 200) return created;
  await attachPapers(tokens.jc, created.json.data.id, ['编制转换批准文件']);
  return call<FilingDetail>(detail, '/Filing/getDetail', { body: { id: created.json.data.id }, ...as('jc') });
}

const personNow = async (id: number) => (await (await getDb()).select().from(persons).where(eq(persons.id, id)))[0];

describe('an ESTAB_CONVERSION through both reviews', () => {
  let filing: FilingDetail;

  it('locks the person on submission and keeps other units out', async () => {
    filing = (await createConversion([line(worker, { toCategory: 'MANAGE', toLevel: 'M09' })])).json.data;
    expect(filing).toMatchObject({ status: 'DRAFT', route: 'ZG_RSJ', violations: [] });
    const { status, json } = await doAct('jc', filing, 'SUBMIT');
    expect(status).toBe(200);
    filing = json.data;
    expect(filing.filingNo).toMatch(/^BZZH-\d{4}-\d{6}$/);
    expect((await personNow(worker.id)).lockFilingId).toBe(filing.id);
    expect((await call(detail, '/Filing/getDetail', { body: { id: filing.id }, ...as('jc2') })).status).toBe(404);
    expect((await doAct('jc2', filing, 'WITHDRAW')).status).toBe(404);
  });

  it('refuses the same person in a second filing while the first is under review (R-GEN-04)', async () => {
    const second = (await createConversion([line(worker, { toCategory: 'MANAGE', toLevel: 'M10' })])).json.data;
    const { status, json } = await doAct('jc', second, 'SUBMIT');
    expect(status).toBe(422);
    expect(json.msg).toBe(`${worker.name}存在在途业务【编制转换 ${filing.filingNo}】`);
  });

  it('changes the person and writes the histories on rsj approval, releasing the lock', async () => {
    filing = (await doAct('zg', filing, 'ZG_APPROVE')).json.data;
    expect(filing.status).toBe('PENDING_RSJ');
    filing = (await doAct('rsj', filing, 'RSJ_APPROVE')).json.data;
    expect(filing.status).toBe('APPROVED');
    const p = await personNow(worker.id);
    expect(p).toMatchObject({ postCategory: 'MANAGE', postLevel: 'M09', appointDate: '2026-10-01', estabType: 'INST', lockFilingId: null, version: worker.version + 1 });
    const db = await getDb();
    expect(await db.select().from(personEstabHistory).where(eq(personEstabHistory.sourceFilingId, filing.id))).toEqual([expect.objectContaining({
      personId: worker.id, fromEstabStatus: 'IN', fromEstabType: 'INST', toEstabStatus: 'IN', toEstabType: 'INST', effectiveDate: '2026-10-01', basisDoc: '湖人社〔2026〕88号',
    })]);
    expect(await db.select().from(personPostHistory).where(eq(personPostHistory.sourceFilingId, filing.id))).toEqual([expect.objectContaining({
      personId: worker.id, postCategory: 'MANAGE', postLevel: 'M09', changeKind: 'ESTAB_CONVERT', appointStart: '2026-10-01',
    })]);
  });
});

describe('the quota of the target type (R-BZ-01)', () => {
  const contractor = { estabStatus: 'OUT' as const, estabType: null, outEmployForm: 'CONTRACT', postCategory: null, postLevel: null, recordStatus: 'FILED' as const };
  let first: Person;
  let second: Person;
  /** A technical level of the plan their 中级 title reaches (R-GW-07), with room for both contractors (R-GW-06 stays quiet). */
  let roomy: string;

  beforeAll(async () => {
    const db = await getDb();
    first = await personNow(await insertPerson(jcUnit, { ...contractor, name: '编外甲' }));
    second = await personNow(await insertPerson(jcUnit, { ...contractor, name: '编外乙' }));
    const inst = (await quotaUse(db, jcUnit)).find((q) => q.estabType === 'INST')!;
    await setEstablishment(jcUnit, inst.actual + inst.approvedNotArrived + inst.inTransit + 1);
    const [jc] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'jc'));
    const ctx = await postPlanContext(db, (await loadSessionUser(db, jc.id, 'test'))!);
    roomy = ctx.plan!.lines.find((l) => ['T08', 'T09', 'T10'].includes(l.postLevel) && l.approvedCount - (ctx.holders[l.postLevel] ?? 0) >= 2)!.postLevel;
  });

  it('refuses two persons entering when one post is vacant, with the figures', async () => {
    const f = (await createConversion([line(first, { toCategory: 'TECH', toLevel: roomy }), line(second, { toCategory: 'TECH', toLevel: roomy })])).json.data;
    const { status, json } = await doAct('jc', f, 'SUBMIT');
    expect(status).toBe(422);
    expect(json.msg).toMatch(/^事业编制已满：核定\d+，实有\d+，已批未到岗\d+，在途\d+，本次新增2，超出1人$/);
  });

  it('accepts one, and then counts it in transit against the next', async () => {
    const one = (await createConversion([line(first, { toCategory: 'TECH', toLevel: roomy })])).json.data;
    expect((await doAct('jc', one, 'SUBMIT')).status).toBe(200);
    const next = (await createConversion([line(second, { toCategory: 'TECH', toLevel: roomy })])).json.data;
    const { status, json } = await doAct('jc', next, 'SUBMIT');
    expect(status).toBe(422);
    expect(json.msg).toMatch(/在途1，本次新增1，超出1人$/);
  });

  it('refuses a line whose person changed since the form was filled', async () => {
    const stale = line(second, { toCategory: 'TECH', toLevel: roomy });
    stale.payload.fromEstabStatus = 'IN';
    const f = (await createConversion([stale])).json.data;
    expect(f.violations).toContainEqual(expect.objectContaining({ code: 'R-GEN-03', message: '第 1 行：编外乙的编制情况已变化，请重新选择该人员' }));
  });

  it('refuses a post level the plan has no room for (R-GW-06)', async () => {
    const f = (await createConversion([line(second, { toCategory: 'TECH', toLevel: 'T01' })])).json.data;
    expect(f.violations).toContainEqual(expect.objectContaining({ code: 'R-GW-06', message: '专业技术一级岗位已满（设置0，已聘0，在途0，本次1）' }));
  });

  it('refuses a conversion into 编外 without the form of employment, on save', async () => {
    const { status, json } = await createConversion([line(worker, { toEstabStatus: 'OUT', toEstabType: null })]);
    expect(status).toBe(400);
    expect(json.msg).toBe('第 1 行 toOutEmployForm: 转为编外须选择用工形式');
  });
});

describe('the approval of a conversion (R-GEN-02) and the codes of its line (R-GEN-01)', () => {
  let person: Person;
  beforeAll(async () => {
    person = await personNow(await insertPerson(jcUnit, { estabStatus: 'OUT', estabType: null, outEmployForm: 'CONTRACT', postCategory: null, postLevel: null, recordStatus: 'FILED', name: '批文测试' }));
  });

  it('warns on save without the approval, refuses to submit, in both languages', async () => {
    const f = (await draftConversion([line(person, {})])).json.data;
    expect(f.violations).toContainEqual({ code: 'R-GEN-02', level: 'WARN', message: '编制转换须上传“编制转换批准文件”附件', field: 'attachments' });
    const refused = await doAct('jc', f, 'SUBMIT');
    expect(refused.status).toBe(422);
    expect(refused.json.data.violations).toContainEqual(expect.objectContaining({ code: 'R-GEN-02', level: 'ERROR', field: 'attachments' }));
    const en = (await draftConversion([line(person, {})], { 'accept-language': 'en' })).json.data;
    expect(en.violations).toContainEqual({ code: 'R-GEN-02', level: 'WARN', message: 'An establishment conversion needs the approval of the conversion attached', field: 'attachments' });
  });

  it('finds nothing missing once the approval is attached', async () => {
    const f = (await createConversion([line(person, {})])).json.data;
    expect(f.violations.filter((v) => v.code === 'R-GEN-02')).toEqual([]);
  });

  it('refuses a level of no code list, naming the field, and takes one of the list', async () => {
    const { status, json } = await draftConversion([line(person, { toCategory: 'TECH', toLevel: 'T14' })]);
    expect([status, json.msg, json.data]).toEqual([400, '第 1 行 toLevel: 岗位等级“T14”不在代码表中', { field: 'lines[0].toLevel', lineNo: 1 }]);
    expect((await draftConversion([line(person, { toCategory: 'TECH', toLevel: 'T13' })])).status).toBe(200);
  });
});
