import { eq } from 'drizzle-orm';
import { POST as roster } from '@/app/api/Assessment/getRoster/route';
import { POST as act } from '@/app/api/Filing/act/route';
import { POST as create } from '@/app/api/Filing/create/route';
import type { RosterPerson } from '@/lib/contracts/assessment';
import type { FilingDetail } from '@/lib/contracts/filing';
import { ApiError } from '@/lib/server/errors';
import type { SessionUser } from '@/lib/server/session';
import { isNewcomer, sanctionLimit, tally } from '@/lib/domain/assessment';
import { getDb } from '@/lib/server/db/client';
import { filings, personAssessments } from '@/lib/server/db/tables';
import { call, loginAs } from '@/lib/server/testing/api';
import { withFreshDatabase } from '@/lib/server/testing/database';
import { insertFilingRow } from '@/lib/server/testing/filingRows';
import { PUBLICITY_OVER, unitIdOf } from '@/lib/server/testing/fixtures';
import { correctionConflict, reverseCorrected } from './corrections';
import { definitionOf } from './registry';

/** R-KH-01's only allowed second report of a year is a correction (更正件, domain.md §3.5), whose results replace the original's. */
withFreshDatabase();

const YEAR = 2026;
const COMMENT = '本年度工作态度有待改进，需加强业务学习';
const tokens: Record<string, string> = {};
let people: RosterPerson[];
let jcUnit: number;

const as = (u: string) => ({ token: tokens[u] });
const doAct = (user: string, f: { id: number; version: number }, action: string) =>
  call<FilingDetail>(act, '/Filing/act', { body: { id: f.id, version: f.version, action }, ...as(user) });

/** Every person 合格 (newcomers and the sanctioned 不定等次), but the persons given another result. */
function results(override: Record<number, string> = {}) {
  return people.map((p) => {
    const ungraded = isNewcomer(p, YEAR) || sanctionLimit(p.sanctions, YEAR) !== 'NONE';
    const result = override[p.personId] ?? (ungraded ? '9' : '2');
    return { personId: p.personId, payload: { result, comment: ['3', '4', '9'].includes(result) ? COMMENT : null, absentReason: null } };
  });
}

const report = (lines: ReturnType<typeof results>, correctsFilingId?: number) => call<FilingDetail>(create, '/Filing/create', {
  body: {
    filingType: 'ASSESSMENT_REPORT', year: YEAR, contactName: '李明华', contactPhone: '13857201234', correctsFilingId,
    header: { ...tally(lines.map((l) => l.payload.result)), committeeNote: null, ...PUBLICITY_OVER }, lines,
  },
  ...as('jc'),
});

async function approve(f: FilingDetail): Promise<{ status: number; msg: string; data: FilingDetail }> {
  const submitted = await doAct('jc', f, 'SUBMIT');
  if (submitted.status !== 200) return { status: submitted.status, msg: submitted.json.msg, data: submitted.json.data };
  const { status, json } = await doAct('zg', submitted.json.data, 'ZG_APPROVE');
  return { status, msg: json.msg, data: json.data };
}

const resultsOf = async (filingId: number) => (await (await getDb()).select().from(personAssessments)
  .where(eq(personAssessments.sourceFilingId, filingId))).map((r) => [r.personId, r.result] as const);

beforeAll(async () => {
  for (const u of ['jc', 'zg']) tokens[u] = await loginAs(u);
  jcUnit = await unitIdOf('湖州市第一中学');
  people = (await call<{ persons: RosterPerson[] }>(roster, '/Assessment/getRoster', { body: { year: YEAR }, ...as('jc') })).json.data.persons;
});

describe('an assessment report corrected', () => {
  let original: FilingDetail;
  let correction: FilingDetail;
  let graded: number;

  beforeAll(async () => {
    graded = people.find((p) => !isNewcomer(p, YEAR) && sanctionLimit(p.sanctions, YEAR) === 'NONE')!.personId;
    const approved = await approve((await report(results())).json.data);
    expect(approved.status).toBe(200);
    original = approved.data;
  });

  it('still refuses a plain second report of the year (R-KH-01)', async () => {
    const second = (await report(results())).json.data;
    const { status, json } = await doAct('jc', second, 'SUBMIT');
    expect(status).toBe(422);
    expect(json.msg).toBe(`本单位 ${YEAR} 年度考核已上报（${original.filingNo}），如需修改请提交更正件`);
  });

  it('lets the correction through R-KH-01 and replaces the results with its own on approval', async () => {
    const drafted = (await report(results({ [graded]: '3' }), original.id)).json.data;
    expect(drafted.violations).toEqual([]);
    const approved = await approve(drafted);
    expect(approved.status).toBe(200);
    correction = approved.data;
    expect(correction.status).toBe('APPROVED');
    expect(await resultsOf(original.id)).toEqual([]);
    const replaced = await resultsOf(correction.id);
    expect(replaced).toHaveLength(people.length);
    expect(replaced).toContainEqual([graded, '3']);
    const [row] = await (await getDb()).select({ correctedById: filings.correctedById }).from(filings).where(eq(filings.id, original.id));
    expect(row.correctedById).toBe(correction.id);
  });

  it('refuses a plain report after the correction too, naming the correction that stands', async () => {
    const third = (await report(results())).json.data;
    const { status, json } = await doAct('jc', third, 'SUBMIT');
    expect(status).toBe(422);
    expect(json.msg).toBe(`本单位 ${YEAR} 年度考核已上报（${correction.filingNo}），如需修改请提交更正件`);
  });
});

describe('correctionConflict', () => {
  it('answers null for an original open to correction, and names an approved correction or one under review', async () => {
    const db = await getDb();
    const original = await insertFilingRow(jcUnit, 'STAFF_REDUCE', { status: 'APPROVED' });
    expect(await correctionConflict(db, original.id)).toBeNull();
    const draft = await insertFilingRow(jcUnit, 'STAFF_REDUCE', { status: 'DRAFT' });
    await db.update(filings).set({ correctsFilingId: original.id }).where(eq(filings.id, draft.id));
    expect(await correctionConflict(db, original.id)).toBeNull();
    await db.update(filings).set({ status: 'PENDING_ZG', filingNo: `JY-${YEAR}-900001` }).where(eq(filings.id, draft.id));
    expect(await correctionConflict(db, original.id)).toMatchObject({ message: expect.stringContaining(`已有更正件 JY-${YEAR}-900001 正在审核`) });
    expect(await correctionConflict(db, original.id, draft.id)).toBeNull();
    await db.update(filings).set({ status: 'APPROVED' }).where(eq(filings.id, draft.id));
    await db.update(filings).set({ correctedById: draft.id }).where(eq(filings.id, original.id));
    expect(await correctionConflict(db, original.id)).toMatchObject({ message: `草稿-${original.id} 已由 JY-${YEAR}-900001 更正，不能再次更正` });
    expect(await correctionConflict(db, original.id, draft.id)).toBeNull();
  });
});

describe('reverseCorrected', () => {
  const actor: SessionUser = { id: 1, username: 'zg', role: 'zg', roleId: 1, abilities: [], unitId: null, regionCode: null, sid: 's', mustChangePassword: false, isSubAccount: false };

  it("refuses an original of another type with R-CORR-01's reason, both types named in zh and en, and leaves the original unlinked", async () => {
    const db = await getDb();
    const original = await insertFilingRow(jcUnit, 'STAFF_REDUCE', { status: 'APPROVED' });
    const correction = await insertFilingRow(jcUnit, 'PERSON_STATUS', { status: 'APPROVED' });
    const [linked] = await db.update(filings).set({ correctsFilingId: original.id }).where(eq(filings.id, correction.id)).returning();
    const refusal = await reverseCorrected(db, linked, definitionOf('PERSON_STATUS'), actor).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({
      code: 422, data: { field: 'correctsFilingId' },
      message: `correctsFilingId: 草稿-${original.id} 是减员，不能以人员状态变动更正：更正件须与原件同一类型`,
      messageEn: `correctsFilingId: 草稿-${original.id} is a Staff reduction and cannot be corrected by a Person status change: a correction is of its original's type`,
    });
    expect((await db.select().from(filings).where(eq(filings.id, original.id)))[0].correctedById).toBeNull();
  });

  it('still refuses an original of the same type that is not approved, with the plain reason', async () => {
    const db = await getDb();
    const original = await insertFilingRow(jcUnit, 'STAFF_REDUCE', { status: 'PENDING_ZG' });
    const correction = await insertFilingRow(jcUnit, 'STAFF_REDUCE', { status: 'APPROVED' });
    const [linked] = await db.update(filings).set({ correctsFilingId: original.id }).where(eq(filings.id, correction.id)).returning();
    await expect(reverseCorrected(db, linked, definitionOf('STAFF_REDUCE'), actor)).rejects
      .toMatchObject({ code: 422, message: 'correctsFilingId: 被更正的业务不存在或未核准' });
  });
});
