import 'server-only';
import { and, desc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { CampaignItem, CampaignType } from '@/lib/contracts/campaign';
import { formatDateTime } from '@/lib/domain/datetime';
import type { Db } from '../db/client';
import { campaigns, filings, filingTypeConfigs, regions, units } from '../db/tables';
import { ApiError } from '../errors';
import { regionPrefix } from '../scope';
import type { SessionUser } from '../session';
import { baseUnitsInScope } from './reports/estabUsage';
import { isUniqueViolation } from '../db/errors';

type Row = typeof campaigns.$inferSelect;
type Filing = typeof filings.$inferSelect;

const NOT_FOUND = () => new ApiError(404, '上报任务不存在或已删除', null, 'No such campaign');
const CONFLICT = () => new ApiError(409, '数据已被他人修改，请刷新后重试', null, 'Changed by someone else, please refresh and try again');

/** The page a unit starts a campaign's filing on. */
export const CAMPAIGN_STARTS: Record<CampaignType, string> = {
  ASSESSMENT_REPORT: '/yearcheckManage/yearcheckreport',
  POST_SETTING: '/jobplanrecord/jobplanrecord1',
};

/** The live filings of a type for a year; one without a year of its own counts for the year it was created in. */
export const filingsOf = (filingType: string, year: number) => and(
  eq(filings.filingType, filingType), eq(filings.deleted, false), ne(filings.status, 'VOID'),
  or(eq(filings.year, year), and(isNull(filings.year), sql`extract(year from ${filings.createdAt} at time zone 'Asia/Shanghai') = ${year}`)),
)!;

/** The latest filing of the type and year of each of the units that has one, by unit: the one a round's figures read. */
export async function latestFilings(db: Db, unitIds: number[], filingType: string, year: number): Promise<Map<number, Filing>> {
  const latest = new Map<number, Filing>();
  if (!unitIds.length) return latest;
  const found = await db.select().from(filings).where(and(inArray(filings.unitId, unitIds), filingsOf(filingType, year))).orderBy(desc(filings.id));
  for (const f of found) if (!latest.has(f.unitId)) latest.set(f.unitId, f);
  return latest;
}

/** Whether a campaign covers a unit of the region: one set for every region covers all, one of a region its units. */
export const covers = (campaign: Pick<Row, 'regionCode'>, unitRegion: string): boolean =>
  campaign.regionCode === null || unitRegion.startsWith(regionPrefix(campaign.regionCode));

/** The admin edits any campaign, the bureau those set for its region or inside it. */
function editable(user: SessionUser, c: Row): boolean {
  if (user.role === 'admin') return true;
  if (user.role !== 'rsj' || !user.regionCode || c.regionCode === null) return false;
  return regionPrefix(c.regionCode).startsWith(regionPrefix(user.regionCode));
}

/** The regions of the base units the user answers for (a unit its own, an authority those under it, the bureau its region). */
async function unitRegions(db: Db, user: SessionUser): Promise<string[]> {
  const rows = await db.selectDistinct({ regionCode: units.regionCode }).from(units).where(baseUnitsInScope(user));
  return rows.map((r) => r.regionCode);
}

/** The campaigns the user sees: the admin all; the bureau those over or inside its region; the others those covering their units. */
async function visibleCampaigns(db: Db, user: SessionUser): Promise<Row[]> {
  const rows = await db.select().from(campaigns).where(eq(campaigns.deleted, false))
    .orderBy(desc(campaigns.year), campaigns.deadline, campaigns.id);
  if (user.role === 'admin') return rows;
  if (user.role === 'rsj') {
    if (!user.regionCode) return [];
    const mine = regionPrefix(user.regionCode);
    return rows.filter((c) => c.regionCode === null || mine.startsWith(regionPrefix(c.regionCode)) || regionPrefix(c.regionCode).startsWith(mine));
  }
  const regionsOfUnits = await unitRegions(db, user);
  return rows.filter((c) => regionsOfUnits.some((r) => covers(c, r)));
}

async function toItems(db: Db, user: SessionUser, rows: Row[]): Promise<CampaignItem[]> {
  const codes = [...new Set(rows.flatMap((r) => (r.regionCode ? [r.regionCode] : [])))];
  const names = new Map(codes.length ? (await db.select().from(regions).where(inArray(regions.code, codes))).map((r) => [r.code, r.name]) : []);
  return rows.map((r) => ({
    id: r.id, filingType: r.filingType as CampaignType, year: r.year, deadline: r.deadline, note: r.note,
    regionCode: r.regionCode, regionName: r.regionCode ? names.get(r.regionCode) ?? r.regionCode : null,
    editable: editable(user, r), updatedAt: formatDateTime(r.updatedAt), version: r.version,
  }));
}

export async function listCampaigns(db: Db, user: SessionUser, q: { pageNo: number; pageSize: number; year?: number; filingType?: CampaignType }) {
  const rows = (await visibleCampaigns(db, user))
    .filter((c) => (q.year === undefined || c.year === q.year) && (q.filingType === undefined || c.filingType === q.filingType));
  const start = (q.pageNo - 1) * q.pageSize;
  return { list: await toItems(db, user, rows.slice(start, start + q.pageSize)), total: rows.length };
}

/** A campaign the user may change: 404 when it does not see it, 403 when it only reads it, 409 for a stale version. */
async function editableRow(db: Db, user: SessionUser, id: number, version?: number): Promise<Row> {
  const row = (await visibleCampaigns(db, user)).find((c) => c.id === id);
  if (!row) throw NOT_FOUND();
  if (!editable(user, row)) throw new ApiError(403, '该上报任务由上级设定，您只能查看', null, 'This campaign was set above your region: you may only read it');
  if (version !== undefined && version !== row.version) throw CONFLICT();
  return row;
}

/** The campaign in the system log's words: "2026 年年度考核上报，截止 2027-03-31". */
async function inWords(db: Db, c: Pick<Row, 'year' | 'filingType' | 'deadline'>): Promise<string> {
  const [t] = await db.select({ name: filingTypeConfigs.nameZh }).from(filingTypeConfigs).where(eq(filingTypeConfigs.type, c.filingType));
  return `${c.year} 年${t?.name ?? c.filingType}，截止 ${c.deadline}`;
}

/**
 * The region a save sets: a regionCode left out keeps the campaign's (a new one: the admin's every region, the bureau's its own);
 * the admin may name any region of the regions table or null (every region); the bureau its own region or one below it, as its
 * campaigns are only those of its region (403, as for a campaign set above it). An unknown code is 400 on regionCode.
 */
async function regionOf(db: Db, user: SessionUser, asked: string | null | undefined, existing: Row | null): Promise<string | null> {
  if (asked === undefined) return existing ? existing.regionCode : user.role === 'rsj' ? user.regionCode : null;
  if (user.role === 'rsj' && (asked === null || !asked.startsWith(regionPrefix(user.regionCode!)))) {
    throw new ApiError(403, 'regionCode: 只能为本区划或下级区划设定上报任务', { field: 'regionCode' }, 'regionCode: you may only set campaigns for your own region or those below it');
  }
  if (asked === null) return null;
  const [known] = await db.select({ code: regions.code }).from(regions).where(eq(regions.code, asked)).limit(1);
  if (!known) throw new ApiError(400, 'regionCode: 行政区划不存在', { field: 'regionCode' }, 'regionCode: there is no such region');
  return known.code;
}

const ROUND_TAKEN = () => new ApiError(400, 'year: 该年度已有此类上报任务', { field: 'year' }, 'year: there is already a campaign of this type for the year');

export async function saveCampaign(
  db: Db, user: SessionUser,
  body: { id?: number; version?: number; filingType: CampaignType; year: number; deadline: string; note?: string | null; regionCode?: string | null },
  audit: { detail?: string },
): Promise<CampaignItem> {
  if (user.role === 'rsj' && !user.regionCode) throw new ApiError(403, '您的账号未设置所属区划，不能设定上报任务', null, 'Your account has no region to set campaigns for');
  const existing = body.id ? await editableRow(db, user, body.id, body.version) : null;
  const regionCode = await regionOf(db, user, body.regionCode, existing);
  const same = await db.select({ id: campaigns.id, regionCode: campaigns.regionCode }).from(campaigns)
    .where(and(eq(campaigns.deleted, false), eq(campaigns.filingType, body.filingType), eq(campaigns.year, body.year)));
  if (same.some((c) => c.id !== existing?.id && c.regionCode === regionCode)) throw ROUND_TAKEN();
  const fields = { filingType: body.filingType, year: body.year, deadline: body.deadline, note: body.note || null, regionCode };
  audit.detail = `${existing ? '修改' : '新增'}上报任务：${await inWords(db, fields)}`;
  // The unique index campaign_round_uq settles two saves of one round at the same moment.
  const written = async <T>(write: () => Promise<T>): Promise<T> => {
    try {
      return await write();
    } catch (e) {
      throw isUniqueViolation(e) ? ROUND_TAKEN() : e;
    }
  };
  if (!existing) {
    const [row] = await written(() => db.insert(campaigns).values({ ...fields, createdBy: user.id, updatedBy: user.id }).returning());
    return (await toItems(db, user, [row]))[0];
  }
  const updated = await written(() => db.update(campaigns).set({ ...fields, version: existing.version + 1, updatedAt: new Date(), updatedBy: user.id })
    .where(and(eq(campaigns.id, existing.id), eq(campaigns.version, existing.version))).returning());
  if (!updated.length) throw CONFLICT();
  return (await toItems(db, user, updated))[0];
}

export async function deleteCampaign(db: Db, user: SessionUser, body: { id: number; version?: number }, audit: { detail?: string }): Promise<null> {
  const row = await editableRow(db, user, body.id, body.version);
  const done = await db.update(campaigns).set({ deleted: true, version: row.version + 1, updatedAt: new Date(), updatedBy: user.id })
    .where(and(eq(campaigns.id, row.id), eq(campaigns.version, row.version))).returning({ id: campaigns.id });
  if (!done.length) throw CONFLICT();
  audit.detail = `删除上报任务：${await inWords(db, row)}`;
  return null;
}

/** A campaign with the base units in the user's scope it covers and the latest filing of each for its type and year. */
export interface CampaignState {
  campaign: Row;
  units: { id: number; latest: Filing | undefined }[];
}

/** The campaigns covering the user's base units, each with those units and their latest filing of the round. */
export async function campaignStates(db: Db, user: SessionUser): Promise<CampaignState[]> {
  const inScope = await db.select({ id: units.id, regionCode: units.regionCode }).from(units).where(baseUnitsInScope(user));
  const states: CampaignState[] = [];
  for (const campaign of await visibleCampaigns(db, user)) {
    const covered = inScope.filter((u) => covers(campaign, u.regionCode));
    if (!covered.length) continue;
    const latest = await latestFilings(db, covered.map((u) => u.id), campaign.filingType, campaign.year);
    states.push({ campaign, units: covered.map((u) => ({ id: u.id, latest: latest.get(u.id) })) });
  }
  return states;
}

/** The campaigns of a round (a type and year) the user sees. */
export async function roundCampaigns(db: Db, user: SessionUser, filingType: string, year: number): Promise<Row[]> {
  return (await visibleCampaigns(db, user)).filter((c) => c.filingType === filingType && c.year === year);
}

/**
 * The deadline a unit of the region answers to in a round: the earliest of the round's campaigns covering it (one set for
 * every region and one for its own may both); undefined when none covers it, so that the round does not expect it.
 */
export function deadlineIn(round: readonly Pick<Row, 'regionCode' | 'deadline'>[], unitRegion: string): string | undefined {
  return round.filter((c) => covers(c, unitRegion)).map((c) => c.deadline).sort()[0];
}
