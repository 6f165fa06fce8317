import { POST as summary } from './route';
import { POST as filingList } from '@/app/api/Filing/getList/route';
import { POST as registrationList } from '@/app/api/register/getList/route';
import { POST as systemLogList } from '@/app/api/SystemLog/getList/route';
import { POST as accountList } from '@/app/api/userInfo/getUserList/route';
import type { FilingSummary } from '@/lib/contracts/filing';
import type { Tally, WorkbenchSummary } from '@/lib/contracts/workbench';
import { workingDaysBetween } from '@/lib/domain/workdays';
import { getDb } from '@/lib/server/db/client';
import { eq } from 'drizzle-orm';
import { filings, loginFailures, systemLog, units } from '@/lib/server/db/tables';
import { call, loginAs } from '@/lib/server/testing/api';
import { withFreshDatabase } from '@/lib/server/testing/database';
import { unitIdOf } from '@/lib/server/testing/fixtures';
import { buildListQuery, filtersFromParams, type ListPreset } from '@/components/views/check/listQuery';

withFreshDatabase();

const DAY = 86_400_000;
const tokens: Record<string, string> = {};
let jcUnit: number;
let jc2Unit: number;
let jc3Unit: number;

beforeAll(async () => {
  for (const u of ['jc', 'jc2', 'jc3', 'zg', 'zg2', 'rsj', 'admin']) tokens[u] = await loginAs(u);
  jcUnit = await unitIdOf('湖州市第一中学');
  jc2Unit = await unitIdOf('湖州市吴兴区织里实验小学');
  jc3Unit = await unitIdOf('湖州市中心医院');
});

const workbenchOf = async (user: string) => {
  const res = await call<WorkbenchSummary>(summary, '/Workbench/summary', { body: {}, token: tokens[user] });
  expect(res.status).toBe(200);
  return res.json.data;
};

/** What each linked list shows before the user filters (the presets of the views under components/views/check). */
const PRESETS: Record<string, ListPreset> = {
  '/checkjc/listPage': { box: 'mine' },
  '/checklist/index': { box: 'mine', statuses: ['PENDING_ZG', 'PENDING_RSJ', 'RETURNED_ZG', 'RETURNED_RSJ'] },
  '/check/list/companyCheck': { box: 'review' },
};

/** The total of the filing list at the address, read as the list reads its address. */
async function listTotal(user: string, to: string): Promise<number> {
  const url = new URL(to, 'http://x');
  const preset = PRESETS[url.pathname];
  expect(preset).toBeDefined();
  const body = buildListQuery(preset, filtersFromParams(url.searchParams, [10, 20, 50]));
  const res = await call<{ total: number }>(filingList, '/Filing/getList', { body, token: tokens[user] });
  expect(res.status).toBe(200);
  return res.json.data.total;
}

async function insertFiling(unitId: number, status: string, extra: Partial<typeof filings.$inferInsert> = {}) {
  const db = await getDb();
  const [unit] = await db.select().from(units).where(eq(units.id, unitId));
  const [row] = await db.insert(filings).values({
    filingType: 'STAFF_REDUCE', unitId, competentDeptId: unit.competentDeptId, regionCode: unit.regionCode,
    title: `工作台测试 ${status}`, route: 'ZG_RSJ', status, currentNode: status.startsWith('PENDING_') ? status.slice(8) : 'JC',
    contactName: '李明华', contactPhone: '0572-2222222', submitCount: status === 'DRAFT' ? 0 : 1, filingNo: `JY-2026-W${Math.floor(Math.random() * 1e6)}`,
    lastSubmittedAt: new Date(), ...extra,
  }).returning();
  return row;
}

/** The latest instant whose working days until now are exactly `days` (the list's waitingDays). */
function waitedFor(days: number, now = new Date()): Date {
  for (let back = 0; back < 60; back++) {
    const at = new Date(now.getTime() - back * DAY);
    if (workingDaysBetween(at, now) === days) return at;
  }
  throw new Error(`no day ${days} working days back`);
}

describe('POST /api/Workbench/summary', () => {
  it("gives a base unit its drafts, returned filings and filings in review, each count the total of the list it links to", async () => {
    await insertFiling(jcUnit, 'DRAFT', { filingNo: null, submitCount: 0 });
    await insertFiling(jcUnit, 'RETURNED_ZG', { zgOpinion: '减员日期与批准文件不一致，请核对', zgReviewedAt: new Date() });
    await insertFiling(jcUnit, 'PENDING_RSJ');
    const data = await workbenchOf('jc');
    expect(data).toMatchObject({ role: 'jc', review: null, admin: null });
    const unit = data.unit!;
    const tallies = [unit.drafts, ...unit.returned, ...unit.inReview];
    expect(tallies.map((t) => t.status)).toEqual(['DRAFT', 'RETURNED_ZG', 'RETURNED_RSJ', 'PENDING_ZG', 'PENDING_RSJ']);
    for (const t of tallies) expect([t.to, await listTotal('jc', t.to)]).toEqual([t.to, t.count]);
    expect(unit.drafts.count).toBeGreaterThan(0);
    expect(unit.latestReturned[0]).toMatchObject({ status: 'RETURNED_ZG', opinion: '减员日期与批准文件不一致，请核对', to: expect.stringMatching(/^\/view\/checkDetail\?id=\d+$/) });
  });

  it("never counts another unit's filings for a base unit", async () => {
    const before = await workbenchOf('jc');
    const other = await insertFiling(jc2Unit, 'RETURNED_ZG', { zgOpinion: '另一单位的退回件', zgReviewedAt: new Date() });
    await insertFiling(jc2Unit, 'DRAFT', { filingNo: null, submitCount: 0 });
    const after = await workbenchOf('jc');
    expect(after.unit).toEqual(before.unit);
    expect(after.unit!.latestReturned.map((f) => f.id)).not.toContain(other.id);
    const jc2 = (await workbenchOf('jc2')).unit!;
    expect(jc2.latestReturned.map((f) => f.id)).toContain(other.id);
  });

  it('gives a competent authority its queue by type and age, each count the total of the list it links to', async () => {
    await insertFiling(jcUnit, 'PENDING_ZG', { filingType: 'POST_APPOINT', updatedAt: waitedFor(3) });
    await insertFiling(jc2Unit, 'PENDING_ZG', { filingType: 'RECRUIT_PLAN', updatedAt: waitedFor(1) });
    const data = await workbenchOf('zg');
    expect(data).toMatchObject({ role: 'zg', unit: null, admin: null });
    const review = data.review!;
    expect(review.waiting.count).toBe(await listTotal('zg', review.waiting.to));
    expect(review.byType.map((t) => t.filingType)).toEqual(expect.arrayContaining(['POST_APPOINT', 'RECRUIT_PLAN']));
    for (const t of review.byType as Tally[]) expect([t.to, await listTotal('zg', t.to)]).toEqual([t.to, t.count]);
    expect(review.byType.reduce((n, t) => n + t.count, 0)).toBe(review.waiting.count);
    const ages = review.oldest.map((f) => f.waitingDays);
    expect(ages).toEqual([...ages].sort((a, b) => b - a));
    const oldestOfTypes = review.byType.map((t) => t.oldestWaitingDays);
    expect(oldestOfTypes).toEqual([...oldestOfTypes].sort((a, b) => b - a));
  });

  it("never counts for a competent authority a filing of a unit under another authority", async () => {
    const before = (await workbenchOf('zg')).review!;
    const beforeZg2 = (await workbenchOf('zg2')).review!;
    const other = await insertFiling(jc3Unit, 'PENDING_ZG', { updatedAt: waitedFor(20) });
    const after = (await workbenchOf('zg')).review!;
    expect(after.waiting.count).toBe(before.waiting.count);
    expect(after.oldest.map((f) => f.id)).not.toContain(other.id);
    const zg2 = (await workbenchOf('zg2')).review!;
    expect(zg2.waiting.count).toBe(beforeZg2.waiting.count + 1);
    expect(zg2.oldest[0]).toMatchObject({ id: other.id, overdue: true });
    expect(zg2.waiting.count).toBe(await listTotal('zg2', zg2.waiting.to));
  });

  it('marks a filing overdue one working day past the limit, not at exactly the limit, as the list counts its days', async () => {
    const limit = (await workbenchOf('zg')).review!.overdueAfterDays;
    expect(limit).toBe(10);
    const start = (await workbenchOf('zg')).review!;
    const atLimit = await insertFiling(jcUnit, 'PENDING_ZG', { filingType: 'ESTAB_CONVERSION', updatedAt: waitedFor(limit) });
    const atLimitSeen = (await workbenchOf('zg')).review!;
    expect(atLimitSeen.waiting.count).toBe(start.waiting.count + 1);
    expect(atLimitSeen.overdue).toBe(start.overdue);
    const pastLimit = await insertFiling(jcUnit, 'PENDING_ZG', { filingType: 'ESTAB_CONVERSION', updatedAt: waitedFor(limit + 1) });
    const pastLimitSeen = (await workbenchOf('zg')).review!;
    expect(pastLimitSeen.overdue).toBe(start.overdue + 1);
    const conversions = pastLimitSeen.byType.find((t) => t.filingType === 'ESTAB_CONVERSION')!;
    expect(conversions).toMatchObject({ overdue: (start.byType.find((t) => t.filingType === 'ESTAB_CONVERSION')?.overdue ?? 0) + 1 });
    expect(conversions.oldestWaitingDays).toBeGreaterThanOrEqual(limit + 1);

    const listed = await call<{ list: FilingSummary[] }>(filingList, '/Filing/getList', {
      body: { box: 'review', filingType: ['ESTAB_CONVERSION'], pageNo: 1, pageSize: 100 }, token: tokens.zg,
    });
    const days = (id: number) => listed.json.data.list.find((f) => f.id === id)?.waitingDays;
    expect([days(atLimit.id), days(pastLimit.id)]).toEqual([limit, limit + 1]);
  });

  it('gives the personnel bureau the filings waiting at the bureau only', async () => {
    const before = (await workbenchOf('rsj')).review!;
    await insertFiling(jcUnit, 'PENDING_ZG');
    const waitingAtRsj = await insertFiling(jc3Unit, 'PENDING_RSJ', { updatedAt: waitedFor(2) });
    const review = (await workbenchOf('rsj')).review!;
    expect(review.waiting.count).toBe(before.waiting.count + 1);
    expect(review.waiting.count).toBe(await listTotal('rsj', review.waiting.to));
    for (const t of review.byType) expect(await listTotal('rsj', t.to)).toBe(t.count);
    expect(review.oldest.map((f) => f.id)).toContain(waitingAtRsj.id);
  });

  it('gives the admin pending registrations, locked accounts and recent errors, each the total of its list', async () => {
    const db = await getDb();
    const now = Date.now();
    await db.insert(loginFailures).values([1, 2, 3, 4, 5].map((i) => ({ account: 'jc2', ip: '10.7.7.7', at: new Date(now - i * 1000) })));
    await db.insert(systemLog).values([
      { account: 'jc', ip: '10.0.0.9', type: 'operation', action: 'filing.act', result: 'failure', code: 422, at: new Date(now - 60_000) },
      { account: 'jc', ip: '10.0.0.9', type: 'operation', action: 'filing.act', result: 'failure', code: 422, at: new Date(now - 8 * DAY) },
    ]);
    const data = await workbenchOf('admin');
    expect(data).toMatchObject({ role: 'admin', unit: null, review: null });
    const admin = data.admin!;
    const query = (to: string) => Object.fromEntries(new URL(to, 'http://x').searchParams);
    const page = { pageNo: 1, pageSize: 20 };

    expect(admin.pendingRegistrations.to).toBe('/check/list/registrationReview?status=PENDING');
    const registrations = await call<{ total: number }>(registrationList, '/register/getList', { body: { ...page, ...query(admin.pendingRegistrations.to) }, token: tokens.admin });
    expect(registrations.json.data.total).toBe(admin.pendingRegistrations.count);

    expect(admin.lockedAccounts.to).toBe('/setting/userManagement?status=locked');
    const locked = await call<{ total: number; list: { username: string }[] }>(accountList, '/userInfo/getUserList', { body: { ...page, ...query(admin.lockedAccounts.to) }, token: tokens.admin });
    expect(locked.json.data.total).toBe(admin.lockedAccounts.count);
    expect(locked.json.data.list.map((a) => a.username)).toContain('jc2');

    const errorsQuery = query(admin.recentErrors.to);
    expect(errorsQuery).toEqual({ result: 'failure', from: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    const errors = await call<{ total: number }>(systemLogList, '/SystemLog/getList', { body: { ...page, ...errorsQuery }, token: tokens.admin });
    expect(errors.json.data.total).toBe(admin.recentErrors.count);
    expect(admin.recentErrorDays).toBe(7);
    expect(admin.latestErrors.length).toBeGreaterThan(0);
    expect(admin.latestErrors.every((e) => e.result === 'failure')).toBe(true);
  });
});
