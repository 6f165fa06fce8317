import { eq } from 'drizzle-orm';
import type { HistoryImportWarning } from '@/lib/contracts/historyImport';
import { today } from '@/lib/domain/datetime';
import { usccCheckChar } from '@/lib/domain/uscc';
import { getDb } from '@/lib/server/db/client';
import { unitPostPlanLines, unitPostPlans, units } from '@/lib/server/db/tables';
import { withFreshDatabase } from '@/lib/server/testing/database';
import { insertFilingRow } from '@/lib/server/testing/filingRows';
import { insertPerson, setEstablishment, unitIdOf } from '@/lib/server/testing/fixtures';
import { planPost, resultLine, THIS_YEAR } from '@/lib/server/testing/recruit';
import type { PersonValues } from '../persons/checks';
import { currentPostPlan, heldByLevel } from '../jobManage';
import { postsInTransit } from '../postClaims';
import { quotaUse } from '../quota';
import { occupancyWarnings } from './occupancy';
import type { NewPerson } from './plan';

/**
 * The warnings of many units are read together: each unit's figures equal those the one-unit functions give it
 * (quotaUse, currentPostPlan, heldByLevel, postsInTransit), with persons on record and filings in flight in several
 * of them, one of them the receiving side of another's internal exchange, another holding seats for a recruitment plan.
 */

withFreshDatabase();

let serial = 0;
async function addUnit(unitName: string): Promise<{ id: number; unitName: string }> {
  const db = await getDb();
  const [model] = await db.select().from(units).where(eq(units.unitName, '湖州市第一中学'));
  const { id: _id, createdAt: _c, updatedAt: _u, ...rest } = model;
  serial += 1;
  const body = `12330500MC${String(7000000 + serial)}`;
  const [{ id }] = await db.insert(units).values({ ...rest, unitName, uscc: body + usccCheckChar(body) }).returning({ id: units.id });
  return { id, unitName };
}

async function setPosts(unitId: number, t11: number) {
  const db = await getDb();
  const [plan] = await db.insert(unitPostPlans).values({
    unitId, planVersion: 1, effectiveFrom: '2026-01-01', isCurrent: true, postTotal: t11, managePosts: 0, techPosts: t11, workerPosts: 0,
  }).returning({ id: unitPostPlans.id });
  await db.insert(unitPostPlanLines).values({ planId: plan.id, postCategory: 'TECH', postLevel: 'T11', approvedCount: t11 });
}

const filed = { recordStatus: 'FILED', postLevel: 'T11' } as const;

/** One past its 事业编制 and its 专业技术十一级 posts once the import adds one. */
let over: { id: number; unitName: string };
/** Exactly at both once the import adds one: one on record, one new person and one arrival from `annex` in flight. */
let atLimit: { id: number; unitName: string };
/** No post setting; one on record, who is leaving for `atLimit`. */
let annex: { id: number; unitName: string };
/** Three of each; a plan's two seats held, one of them by a result under review: two posts in transit, one place. */
let recruiting: { id: number; unitName: string };
let school: { id: number; unitName: string };

beforeAll(async () => {
  over = await addUnit('湖州市批量测试甲校');
  atLimit = await addUnit('湖州市批量测试乙校');
  annex = await addUnit('湖州市批量测试丙校');
  recruiting = await addUnit('湖州市批量测试丁校');
  school = { id: await unitIdOf('湖州市第一中学'), unitName: '湖州市第一中学' };
  await setEstablishment(over.id, 1);
  await setPosts(over.id, 1);
  await insertPerson(over.id, filed);
  await setEstablishment(atLimit.id, 4);
  await setPosts(atLimit.id, 4);
  await insertPerson(atLimit.id, filed);
  await insertFilingRow(atLimit.id, 'PERSON_INFO', {
    status: 'PENDING_ZG', lines: [{ personId: await insertPerson(atLimit.id, { postLevel: 'T11', recordStatus: 'PENDING' }), payload: { op: 'NEW' } }],
  });
  await setEstablishment(annex.id, 1);
  const leaving = await insertPerson(annex.id, filed);
  await insertFilingRow(await unitIdOf('湖州市教育局'), 'INTERNAL_EXCHANGE', {
    status: 'PENDING_RSJ', header: { fromUnitId: annex.id, toUnitId: atLimit.id, exchangeMode: 'TRANSFER' },
    lines: [{ personId: leaving, payload: { reason: 'WORK_NEED', effectiveDate: today() } }],
  });
  await setEstablishment(recruiting.id, 3);
  await setPosts(recruiting.id, 3);
  const plan = await insertFilingRow(recruiting.id, 'RECRUIT_PLAN', { status: 'APPROVED', year: THIS_YEAR, lines: [planPost('Q01', 2, { postLevel: 'T11' })] });
  await insertFilingRow(recruiting.id, 'RECRUIT_RESULT', {
    status: 'PENDING_RSJ', header: { planFilingId: plan.id }, lines: [resultLine('新聘', 'Q01', { postLevel: 'T11' })],
  });
});

let row = 1;
function newPerson(unit: { id: number; unitName: string }, over: Partial<PersonValues> = {}): NewPerson {
  row += 1;
  const values = { personStatus: 'ON_DUTY', estabStatus: 'IN', estabType: 'INST', postLevel: 'T11', dualPost: false, secondPostLevel: null, ...over };
  return { row, unitId: unit.id, unitName: unit.unitName, values: values as PersonValues };
}

type Figure = Pick<HistoryImportWarning, 'unitId' | 'kind' | 'code' | 'approved' | 'after' | 'adding'>;

/** The warnings of one unit from the one-unit functions, figure by figure. */
async function oneByOne(unitId: number, estabs: Record<string, number>, levels: Record<string, number>): Promise<Figure[]> {
  const db = await getDb();
  const out: Figure[] = [];
  for (const u of await quotaUse(db, unitId)) {
    const adding = estabs[u.estabType] ?? 0;
    const after = u.actual + u.approvedNotArrived + u.inTransit + adding;
    if (adding && after > u.approved) out.push({ unitId, kind: 'ESTAB', code: u.estabType, approved: u.approved, after, adding });
  }
  const plan = await currentPostPlan(db, unitId);
  if (!plan) return out;
  const held = await heldByLevel(db, unitId);
  const inTransit = await postsInTransit(db, unitId, today(), { filingId: -1 });
  for (const [level, adding] of Object.entries(levels).sort(([a], [b]) => a.localeCompare(b))) {
    const approved = plan.lines.find((l) => l.postLevel === level)?.approvedCount ?? 0;
    const after = (held.find((h) => h.postLevel === level)?.holders.length ?? 0) + (inTransit[level] ?? 0) + adding;
    if (after > approved) out.push({ unitId, kind: 'POST', code: level, approved, after, adding });
  }
  return out;
}

const figures = (ws: HistoryImportWarning[]): Figure[] => ws.map(({ unitId, kind, code, approved, after, adding }) => ({ unitId, kind, code, approved, after, adding }));

describe('occupancyWarnings over many units at once', () => {
  it('gives each unit the figures the one-unit functions give it: over, at the limit, without a post setting', async () => {
    const db = await getDb();
    const added = [
      newPerson(over), newPerson(atLimit), newPerson(annex), newPerson(recruiting),
      newPerson(school), newPerson(school, { postLevel: 'T10', dualPost: true, secondPostLevel: 'M8' }), newPerson(school, { estabType: 'ADMIN', postLevel: null }),
    ];
    const warnings = await occupancyWarnings(db, added, today());
    expect(figures(warnings)).toEqual([
      ...await oneByOne(over.id, { INST: 1 }, { T11: 1 }),
      ...await oneByOne(atLimit.id, { INST: 1 }, { T11: 1 }),
      ...await oneByOne(annex.id, { INST: 1 }, { T11: 1 }),
      ...await oneByOne(recruiting.id, { INST: 1 }, { T11: 1 }),
      ...await oneByOne(school.id, { INST: 2, ADMIN: 1 }, { T11: 1, T10: 1, M8: 1 }),
    ]);
    expect(figures(warnings.filter((w) => w.unitId !== school.id))).toEqual([
      { unitId: over.id, kind: 'ESTAB', code: 'INST', approved: 1, after: 2, adding: 1 },
      { unitId: over.id, kind: 'POST', code: 'T11', approved: 1, after: 2, adding: 1 },
      { unitId: annex.id, kind: 'ESTAB', code: 'INST', approved: 1, after: 2, adding: 1 },
    ]);
  });

  it('counts the arrivals in flight at the receiving unit and the seats a plan holds at its unit: one more there is over', async () => {
    const added = [newPerson(atLimit), newPerson(atLimit), newPerson(recruiting), newPerson(recruiting)];
    const warnings = await occupancyWarnings(await getDb(), added, today());
    expect(figures(warnings)).toEqual([
      { unitId: atLimit.id, kind: 'ESTAB', code: 'INST', approved: 4, after: 5, adding: 2 },
      { unitId: atLimit.id, kind: 'POST', code: 'T11', approved: 4, after: 5, adding: 2 },
      { unitId: recruiting.id, kind: 'POST', code: 'T11', approved: 3, after: 4, adding: 2 },
    ]);
  });

  it('reads nothing for a file that adds nobody', async () => {
    expect(await occupancyWarnings(await getDb(), [], today())).toEqual([]);
  });
});
