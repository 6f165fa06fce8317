import { and, desc, eq, like } from 'drizzle-orm';
import { POST as list } from './route';
import { POST as detail } from '../getDetail/route';
import { POST as reveal } from '../revealId/route';
import type { PersonDetail, PersonListItem } from '@/lib/contracts/person';
import { getDb } from '@/lib/server/db/client';
import { persons, personAssessments, systemLog } from '@/lib/server/db/tables';
import { call, loginAs } from '@/lib/server/testing/api';
import { withFreshDatabase } from '@/lib/server/testing/database';
import { unitIdOf } from '@/lib/server/testing/fixtures';

withFreshDatabase();

const tokens: Record<string, string> = {};
let jcUnit: number;
let jc3Unit: number;
beforeAll(async () => {
  for (const u of ['jc', 'jc2', 'jc3', 'zg', 'zg2', 'rsj', 'admin']) tokens[u] = await loginAs(u);
  jcUnit = await unitIdOf('湖州市第一中学');
  jc3Unit = await unitIdOf('湖州市中心医院');
});

type Page = { list: PersonListItem[]; total: number };
const listAs = (user: string, body: object = {}) => call<Page>(list, '/Person/getList', { body, token: tokens[user] });
const detailAs = (user: string, id: number) => call<PersonDetail>(detail, '/Person/getDetail', { body: { id }, token: tokens[user] });
const MASKED = /^\d{6}\*{8}[\dX]{4}$/;

async function firstPerson(unitId: number, recordStatus: 'DRAFT' | 'FILED') {
  const db = await getDb();
  const [p] = await db.select().from(persons).where(and(eq(persons.unitId, unitId), eq(persons.recordStatus, recordStatus))).limit(1);
  return p;
}

describe('POST /api/Person/getList', () => {
  it('pages the unit’s own persons, newest first, with masked ID numbers', async () => {
    const first = await listAs('jc', { pageNo: 1, pageSize: 10 });
    expect(first.status).toBe(200);
    expect(first.json.data.list).toHaveLength(10);
    expect(first.json.data.total).toBeGreaterThan(100);
    expect(new Set(first.json.data.list.map((p) => p.unitId))).toEqual(new Set([jcUnit]));
    for (const p of first.json.data.list) expect(p.idNumber).toMatch(MASKED);
    const ids = first.json.data.list.map((p) => p.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const second = await listAs('jc', { pageNo: 2, pageSize: 10 });
    expect(second.json.data.list[0].id).toBeLessThan(ids[9]);
  });

  it('filters by name, the last digits of the ID number, status, category, establishment and record status', async () => {
    const p = await firstPerson(jcUnit, 'FILED');
    const byName = await listAs('jc', { name: p.name.slice(1) });
    expect(byName.json.data.list.map((x) => x.id)).toContain(p.id);
    const byTail = await listAs('jc', { idNumber: p.idNumber.slice(-6) });
    expect(byTail.json.data.list.map((x) => x.id)).toEqual([p.id]);
    expect((await listAs('jc', { idNumber: p.idNumber })).json.data.list.map((x) => x.id)).toEqual([p.id]);
    const drafts = await listAs('jc', { recordStatus: 'DRAFT', pageSize: 100 });
    expect(drafts.json.data.total).toBeGreaterThan(0);
    expect(drafts.json.data.list.every((x) => x.recordStatus === 'DRAFT' && x.allowedActions.includes('FILE_NEW'))).toBe(true);
    const outside = await listAs('jc', { estabStatus: 'OUT', pageSize: 100 });
    expect(outside.json.data.list.every((x) => x.estabStatus === 'OUT' && x.estabType === null)).toBe(true);
    const workers = await listAs('jc', { postCategory: 'WORKER', estabType: 'INST', personStatus: 'ON_DUTY', pageSize: 100 });
    expect(workers.json.data.total).toBeGreaterThan(0);
    expect(workers.json.data.list.every((x) => x.postCategory === 'WORKER' && x.estabType === 'INST' && x.personStatus === 'ON_DUTY')).toBe(true);
  });

  it('names the field of a bad filter (400) and refuses anonymous callers (401)', async () => {
    const bad = await listAs('jc', { idNumber: '12' });
    expect(bad.status).toBe(400);
    expect(bad.json.msg).toMatch(/^idNumber: 身份证号请输入完整号码或末 4 位以上/);
    expect((await listAs('jc', { pageSize: 500 })).json.msg).toMatch(/^pageSize/);
    expect((await call(list, '/Person/getList', { body: {} })).status).toBe(401);
  });

  it('searches by an ID number’s tail with an X only as its last character (the 18th of the number), in either case', async () => {
    const db = await getDb();
    const [p] = await db.select().from(persons).where(and(eq(persons.unitId, jcUnit), like(persons.idNumber, '%X'))).limit(1);
    const ids = async (idNumber: string) => (await listAs('jc', { idNumber })).json.data.list.map((x) => x.id);
    expect(await ids(p.idNumber)).toEqual([p.id]);
    expect(await ids(p.idNumber.slice(-6).toLowerCase())).toEqual([p.id]);
    expect((await listAs('jc', { idNumber: '3305' })).status).toBe(200);
    for (const idNumber of ['3305X0', 'X3305', '3305xx', `${p.idNumber.slice(0, 16)}X${p.idNumber.slice(-1)}`]) {
      const refused = await listAs('jc', { idNumber });
      expect(refused.status).toBe(400);
      expect(refused.json.msg).toBe('idNumber: 身份证号请输入完整号码或末 4 位以上，X 只能是最后一位');
    }
    const en = await call(list, '/Person/getList', { body: { idNumber: '3305x0' }, token: tokens.jc, headers: { 'accept-language': 'en' } });
    expect(en.json.msg).toBe('idNumber: must be the whole ID number or its last 4 or more characters, an X only as the last');
  });

  it('shows reviewers the reported persons of their scope, never drafts, and refuses a unit outside it (403)', async () => {
    const zg = await listAs('zg', { pageSize: 200 });
    expect(zg.json.data.list.some((p) => p.unitId === jc3Unit)).toBe(false);
    expect(zg.json.data.list.some((p) => p.unitId === jcUnit)).toBe(true);
    expect((await listAs('zg', { recordStatus: 'DRAFT', unitId: jcUnit })).json.data.total).toBe(0);
    expect((await listAs('zg', { unitId: jc3Unit })).status).toBe(403);
    const zg2 = await listAs('zg2', { unitId: jc3Unit, pageSize: 5 });
    expect(zg2.json.data.total).toBeGreaterThan(0);
    expect(zg2.json.data.list.every((p) => p.allowedActions.length === 0)).toBe(true);
    const rsj = await listAs('rsj', { pageSize: 1 });
    const admin = await listAs('admin', { pageSize: 1 });
    expect(rsj.json.data.total).toBe(admin.json.data.total);
    expect((await listAs('jc', { unitId: jc3Unit })).status).toBe(403);
  });
});

describe('POST /api/Person/getDetail', () => {
  it('answers the card with every field, the ID masked, derived figures and the history sub-sets', async () => {
    const db = await getDb();
    const [assessed] = await db.select({ personId: personAssessments.personId }).from(personAssessments)
      .innerJoin(persons, eq(persons.id, personAssessments.personId)).where(eq(persons.unitId, jcUnit)).limit(1);
    const { status, json } = await detailAs('jc', assessed.personId);
    expect(status).toBe(200);
    const card = json.data;
    expect(card.idNumber).toMatch(MASKED);
    expect(card).toMatchObject({ unitId: jcUnit, unitName: '湖州市第一中学', unitCategory: 'PUBLIC_INST' });
    expect(card.age).toBeGreaterThan(16);
    expect(card.retireDueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(card.histories.assessments.length).toBeGreaterThan(0);
    expect(card.histories.educations.length).toBeGreaterThan(0);
    expect(card.nativePlaceName).toMatch(/^浙江省湖州市/);
    expect(Object.keys(card)).toEqual(expect.arrayContaining(['formerName', 'politicalStatus', 'contractType', 'probationEnd', 'civilRank', 'workerSkill']));
  });

  it('answers 404 for another unit’s person and for a draft a reviewer may not see', async () => {
    const other = await firstPerson(jc3Unit, 'FILED');
    expect((await detailAs('jc', other.id)).status).toBe(404);
    expect((await detailAs('zg', other.id)).status).toBe(404);
    expect((await detailAs('zg2', other.id)).status).toBe(200);
    const draft = await firstPerson(jcUnit, 'DRAFT');
    expect((await detailAs('zg', draft.id)).status).toBe(404);
    expect((await detailAs('jc', draft.id)).json.data.allowedActions).toEqual(['EDIT', 'FILE_NEW', 'DELETE']);
    expect((await call(detail, '/Person/getDetail', { body: { id: 'x' }, token: tokens.jc })).json.msg).toMatch(/^id: /);
  });
});

describe('POST /api/Person/revealId', () => {
  it('answers the plain number and writes who saw it to the system log', async () => {
    const p = await firstPerson(jcUnit, 'FILED');
    const { status, json } = await call<{ idNumber: string }>(reveal, '/Person/revealId', { body: { id: p.id }, token: tokens.jc });
    expect(status).toBe(200);
    expect(json.data.idNumber).toBe(p.idNumber);
    const db = await getDb();
    const [entry] = await db.select().from(systemLog).where(eq(systemLog.action, 'person.revealId')).orderBy(desc(systemLog.id)).limit(1);
    expect(entry).toMatchObject({ account: 'jc', type: 'export', result: 'success', code: 200 });
    expect(entry.detail).toContain(p.name);
    expect(entry.detail).not.toContain(p.idNumber);
  });

  it('refuses a person outside the scope (404, logged as a failure) and anonymous callers (401)', async () => {
    const other = await firstPerson(jc3Unit, 'FILED');
    expect((await call(reveal, '/Person/revealId', { body: { id: other.id }, token: tokens.jc2 })).status).toBe(404);
    const db = await getDb();
    const [entry] = await db.select().from(systemLog).where(eq(systemLog.action, 'person.revealId')).orderBy(desc(systemLog.id)).limit(1);
    expect(entry).toMatchObject({ account: 'jc2', result: 'failure', code: 404 });
    expect((await call(reveal, '/Person/revealId', { body: { id: other.id } })).status).toBe(401);
  });
});
