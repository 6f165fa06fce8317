import 'server-only';
import { and, asc, desc, eq, ilike, inArray, like, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  departmentList, departmentMerge, departmentMove, departmentRevoke, departmentSave, departmentTree,
} from '@/lib/contracts/department';
import type { ResponseOf } from '@/lib/contracts/endpoint';
import { mergeRefusal, regionCovers, revokeRefusal, type Refusal, type UnitHoldings } from '@/lib/domain/unitAdmin';
import { unfitHoldingFindings } from '@/lib/domain/unitStaff';
import type { Db, Tx } from '../db/client';
import { filings, persons, regions, reviewRecords, units, users } from '../db/tables';
import { ApiError } from '../errors';
import type { HandlerContext } from '../http';
import { regionPrefix, unitCondition } from '../scope';
import { heldByType, quotaUse } from './quota';

type Conn = Db | Tx;
type UnitRow = typeof units.$inferSelect;

const UNDER_REVIEW = ['PENDING_ZG', 'PENDING_RSJ'];
const OPEN = ['DRAFT', 'RETURNED_ZG', 'RETURNED_RSJ'];

const refuse = (r: Refusal | null) => {
  if (r) throw new ApiError(422, r.message, null, r.messageEn);
};

/** The outer unit row, qualified: drizzle leaves columns of a one-table select bare, which a subquery would capture. */
const UNIT_ID = sql.raw('"unit"."id"');
const personCount = sql<number>`(select count(*)::int from person p where p.unit_id = ${UNIT_ID} and p.person_status <> 'REDUCED' and not p.deleted)`;
const filingCount = (statuses: string[]) =>
  sql<number>`(select count(*)::int from filing f where f.unit_id = ${UNIT_ID} and f.status in (${sql.join(statuses.map((st) => sql`${st}`), sql`, `)}))`;
const childCount = sql<number>`(select count(*)::int from unit c where c.competent_dept_id = ${UNIT_ID} and c.unit_status = 'NORMAL' and not c.deleted)`;

async function unitOf(db: Conn, id: number, version?: number): Promise<UnitRow> {
  const [row] = await db.select().from(units).where(and(eq(units.id, id), eq(units.deleted, false)));
  if (!row) throw new ApiError(404, '单位不存在', null, 'The unit does not exist');
  if (version !== undefined && row.version !== version) throw new ApiError(409);
  return row;
}

async function holdings(db: Conn, u: UnitRow): Promise<UnitHoldings> {
  const [row] = await db.select({ persons: personCount, underReview: filingCount(UNDER_REVIEW), childUnits: childCount })
    .from(units).where(eq(units.id, u.id));
  return { status: u.unitStatus, ...row };
}

/** The competent authority a base unit may be filed under: a normal competent unit of the same or an upper region. */
async function assertCompetent(db: Conn, competentId: number, regionCode: string, selfId?: number): Promise<UnitRow> {
  if (competentId === selfId) throw new ApiError(422, '隶属主管部门不能是单位自身', null, 'A unit cannot be its own competent authority');
  const [c] = await db.select().from(units).where(and(eq(units.id, competentId), eq(units.deleted, false)));
  if (!c || !c.isCompetentDept || c.unitStatus !== 'NORMAL') {
    throw new ApiError(422, '所选隶属主管部门不存在或不是正常状态的主管部门', null, 'The chosen competent authority does not exist or is not active');
  }
  if (!regionCovers(c.regionCode, regionCode)) {
    throw new ApiError(422, `主管部门须与单位同区划或为其上级区划（${c.unitName}：${c.regionCode}）`, null, 'The competent authority must be in the unit’s region or above it');
  }
  return c;
}

/** Accounts of a unit that is gone can neither sign in nor file. */
async function disableAccounts(tx: Tx, unitId: number, by: number): Promise<number> {
  const rows = await tx.update(users).set({ enabled: false, updatedAt: new Date(), updatedBy: by })
    .where(and(eq(users.unitId, unitId), eq(users.enabled, true))).returning({ id: users.id });
  return rows.length;
}

async function setStatus(tx: Tx, u: UnitRow, unitStatus: 'MERGED' | 'REVOKED', by: number): Promise<void> {
  const [row] = await tx.update(units).set({ unitStatus, version: u.version + 1, updatedAt: new Date(), updatedBy: by })
    .where(and(eq(units.id, u.id), eq(units.version, u.version))).returning({ id: units.id });
  if (!row) throw new ApiError(409);
}

export async function departmentTreeFor(ctx: HandlerContext<typeof departmentTree>): Promise<ResponseOf<typeof departmentTree>> {
  const { db } = ctx;
  const scope = ctx.scope();
  const competents = await db.select({
    id: units.id, unitName: units.unitName, regionCode: units.regionCode, unitStatus: units.unitStatus,
    unitCount: sql<number>`(select count(*)::int from unit c where c.competent_dept_id = ${UNIT_ID} and not c.deleted)`,
  }).from(units).where(and(eq(units.isCompetentDept, true), eq(units.deleted, false), unitCondition(scope)))
    .orderBy(asc(units.regionCode), asc(units.id));
  const all = await db.select().from(regions).orderBy(asc(regions.code));
  const visible = scope.kind === 'all' ? all : all.filter((r) => competents.some((c) => regionCovers(r.code, c.regionCode))
    || (scope.kind === 'region' && r.code.startsWith(scope.regionPrefix)));
  return { regions: visible, competents };
}

export async function listDepartments(ctx: HandlerContext<typeof departmentList>): Promise<ResponseOf<typeof departmentList>> {
  const { db } = ctx;
  const q = ctx.body ?? { pageNo: 1, pageSize: 20 };
  const competent = alias(units, 'competent');
  const where = and(
    eq(units.deleted, false),
    unitCondition(ctx.scope()),
    q.keyword ? or(ilike(units.unitName, `%${q.keyword}%`), ilike(units.shortName, `%${q.keyword}%`), ilike(units.uscc, `%${q.keyword}%`)) : undefined,
    q.regionCode ? like(units.regionCode, `${regionPrefix(q.regionCode)}%`) : undefined,
    q.competentDeptId ? or(eq(units.id, q.competentDeptId), eq(units.competentDeptId, q.competentDeptId)) : undefined,
    q.unitStatus ? eq(units.unitStatus, q.unitStatus) : undefined,
    q.unitTier ? eq(units.unitTier, q.unitTier) : undefined,
  );
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(units).where(where);
  const rows = await db.select({
    unit: units, regionName: regions.name, competentDeptName: competent.unitName,
    personCount, reviewCount: filingCount(UNDER_REVIEW), openCount: filingCount(OPEN),
  }).from(units)
    .innerJoin(regions, eq(regions.code, units.regionCode))
    .leftJoin(competent, eq(competent.id, units.competentDeptId))
    .where(where)
    .orderBy(asc(units.regionCode), desc(units.isCompetentDept), asc(units.id))
    .limit(q.pageSize).offset((q.pageNo - 1) * q.pageSize);
  return {
    total,
    list: rows.map(({ unit: u, ...r }) => ({
      id: u.id, unitName: u.unitName, shortName: u.shortName, uscc: u.uscc, unitCategory: u.unitCategory, instClass: u.instClass,
      unitRank: u.unitRank, affiliation: u.affiliation, fundingForm: u.fundingForm, mainPostType: u.mainPostType, estabDocNo: u.estabDocNo,
      estabDocDate: u.estabDocDate, legalRep: u.legalRep, contactName: u.contactName, contactPhone: u.contactPhone, address: u.address,
      postcode: u.postcode, unitTier: u.unitTier, isCompetentDept: u.isCompetentDept, competentDeptId: u.competentDeptId,
      regionCode: u.regionCode, companyType: u.companyType, unitStatus: u.unitStatus, version: u.version, ...r,
    })),
  };
}

/**
 * R-BZ-04: a unit's new category takes the establishment types its persons hold (else they convert first), as on its unit
 * information filing and in the registry import; the unit locked as a filing's decision locks it.
 */
async function refuseUnfitCategory(tx: Tx, unitId: number, unitCategory: string): Promise<void> {
  await tx.select({ id: units.id }).from(units).where(eq(units.id, unitId)).for('no key update');
  const [unfit] = unfitHoldingFindings(unitCategory, heldByType(await quotaUse(tx, unitId)), 'unit.unitCategory');
  if (unfit) throw new ApiError(422, unfit.message, { field: unfit.field }, unfit.messageEn);
}

export async function saveDepartment(ctx: HandlerContext<typeof departmentSave>): Promise<ResponseOf<typeof departmentSave>> {
  const { id, version, unit } = ctx.body;
  const by = ctx.user!.id;
  return ctx.db.transaction(async (tx) => {
    const old = id ? await unitOf(tx, id, version) : undefined;
    if (old && old.unitStatus !== 'NORMAL') throw new ApiError(422, '已撤销或已合并的单位不能修改', null, 'A revoked or merged unit cannot be changed');
    if (old && unit.unitCategory !== old.unitCategory) await refuseUnfitCategory(tx, old.id, unit.unitCategory);
    const [region] = await tx.select().from(regions).where(eq(regions.code, unit.regionCode));
    if (!region) throw new ApiError(422, '所在行政区划不存在', { field: 'regionCode' }, 'The region does not exist');
    if (!unit.isCompetentDept) await assertCompetent(tx, unit.competentDeptId!, unit.regionCode, id);
    if (old?.isCompetentDept && !unit.isCompetentDept) {
      const [{ n }] = await tx.select({ n: childCount }).from(units).where(eq(units.id, old.id));
      if (n > 0) throw new ApiError(422, `该主管部门下仍有 ${n} 个单位，不能改为基层单位`, null, `${n} unit(s) are still filed under it`);
    }
    const clash = await tx.select({ id: units.id, uscc: units.uscc }).from(units).where(and(
      id ? ne(units.id, id) : undefined,
      or(eq(units.uscc, unit.uscc), and(eq(units.regionCode, unit.regionCode), eq(units.unitName, unit.unitName))),
    )).limit(1);
    if (clash.length) {
      const uscc = clash[0].uscc === unit.uscc;
      throw new ApiError(422, uscc ? '统一社会信用代码已被其他单位使用' : '同一行政区划内已有同名单位', { field: uscc ? 'uscc' : 'unitName' },
        uscc ? 'Another unit already has this credit code' : 'A unit of this name already exists in the region');
    }
    const tier = old?.unitTier === 'RSJ_REGION' ? 'RSJ_REGION' : unit.isCompetentDept ? 'COMPETENT' : 'BASE';
    const values = {
      ...unit, shortName: unit.shortName || null, legalRep: unit.legalRep || null, address: unit.address || null, postcode: unit.postcode || null,
      instClass: unit.instClass ?? null, mainPostType: unit.mainPostType ?? null,
      competentDeptId: unit.isCompetentDept ? null : unit.competentDeptId!, unitTier: tier, updatedAt: new Date(), updatedBy: by,
    } as const;
    if (!old) {
      const [row] = await tx.insert(units).values({ ...values, createdBy: by }).returning({ id: units.id, version: units.version });
      ctx.audit.detail = `新增单位 ${unit.unitName}（${row.id}）`;
      return row;
    }
    const [row] = await tx.update(units).set({ ...values, version: old.version + 1 })
      .where(and(eq(units.id, old.id), eq(units.version, old.version))).returning({ id: units.id, version: units.version });
    if (!row) throw new ApiError(409);
    ctx.audit.detail = `修改单位 ${unit.unitName}（${row.id}）`;
    return row;
  });
}

export async function moveDepartment(ctx: HandlerContext<typeof departmentMove>): Promise<ResponseOf<typeof departmentMove>> {
  const { id, version, competentDeptId } = ctx.body;
  return ctx.db.transaction(async (tx) => {
    const u = await unitOf(tx, id, version);
    if (u.unitStatus !== 'NORMAL') throw new ApiError(422, '已撤销或已合并的单位不能改隶', null, 'A revoked or merged unit cannot be moved');
    if (u.isCompetentDept) throw new ApiError(422, '主管部门不隶属于其他主管部门', null, 'A competent authority is not filed under another');
    if (u.competentDeptId === competentDeptId) throw new ApiError(422, '该单位已隶属所选主管部门', null, 'The unit is already under that competent authority');
    const c = await assertCompetent(tx, competentDeptId, u.regionCode, u.id);
    const [row] = await tx.update(units).set({ competentDeptId, version: u.version + 1, updatedAt: new Date(), updatedBy: ctx.user!.id })
      .where(and(eq(units.id, id), eq(units.version, u.version))).returning({ version: units.version });
    if (!row) throw new ApiError(409);
    ctx.audit.detail = `单位 ${u.unitName}（${id}）改隶至 ${c.unitName}（${c.id}）`;
    return row;
  });
}

export async function mergeDepartment(ctx: HandlerContext<typeof departmentMerge>): Promise<ResponseOf<typeof departmentMerge>> {
  const { id, version, targetId } = ctx.body;
  const user = ctx.user!;
  return ctx.db.transaction(async (tx) => {
    const source = await unitOf(tx, id, version);
    const target = await unitOf(tx, targetId);
    refuse(mergeRefusal({ ...(await holdings(tx, source)), id }, { id: targetId, status: target.unitStatus }));
    // Reduced persons left the unit before it merged: their records stay with it.
    const moved = await tx.update(persons).set({ unitId: targetId, updatedAt: new Date(), updatedBy: user.id })
      .where(and(eq(persons.unitId, id), ne(persons.personStatus, 'REDUCED'), eq(persons.deleted, false))).returning({ id: persons.id });
    const open = await tx.select({ id: filings.id, status: filings.status }).from(filings)
      .where(and(eq(filings.unitId, id), inArray(filings.status, OPEN)));
    if (open.length) {
      const ids = open.map((f) => f.id);
      await tx.update(filings).set({ status: 'VOID' }).where(inArray(filings.id, ids));
      await tx.update(persons).set({ lockFilingId: null }).where(inArray(persons.lockFilingId, ids));
    }
    const [actor] = await tx.select({ realName: users.realName }).from(users).where(eq(users.id, user.id));
    for (const f of open) {
      const [{ next }] = await tx.select({ next: sql<number>`coalesce(max(${reviewRecords.seq}), 0) + 1` }).from(reviewRecords)
        .where(eq(reviewRecords.filingId, f.id));
      await tx.insert(reviewRecords).values({
        filingId: f.id, seq: Number(next), node: 'SYS', action: 'VOID', fromStatus: f.status, toStatus: 'VOID', opinion: `单位已并入${target.unitName}，未提交的业务作废`,
        actorId: user.id, actorName: actor?.realName || user.username, actorRole: user.role, actorUnitId: user.unitId, ip: ctx.ip,
      });
    }
    const disabled = await disableAccounts(tx, id, user.id);
    await setStatus(tx, source, 'MERGED', user.id);
    ctx.audit.detail = `单位 ${source.unitName}（${id}）并入 ${target.unitName}（${targetId}）：人员 ${moved.length}，作废业务 ${open.length}，停用账号 ${disabled}`;
    return { movedPersons: moved.length, voidedFilings: open.length, disabledAccounts: disabled };
  });
}

export async function revokeDepartment(ctx: HandlerContext<typeof departmentRevoke>): Promise<ResponseOf<typeof departmentRevoke>> {
  const { id, version, reason } = ctx.body;
  return ctx.db.transaction(async (tx) => {
    const u = await unitOf(tx, id, version);
    refuse(revokeRefusal(await holdings(tx, u)));
    const disabled = await disableAccounts(tx, id, ctx.user!.id);
    await setStatus(tx, u, 'REVOKED', ctx.user!.id);
    ctx.audit.detail = `撤销单位 ${u.unitName}（${id}）：${reason}；停用账号 ${disabled}`;
    return { disabledAccounts: disabled };
  });
}
