import 'server-only';
import { and, asc, desc, eq, inArray, like, lte, notInArray, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import ExcelJS from 'exceljs';
import type { EstabUsageRow } from '@/lib/contracts/report';
import { today as todayInChina } from '@/lib/domain/datetime';
import { ESTAB_TYPES, OCCUPYING_STATUSES, sumUsage, unitBalance, usageRate, type TypeTally } from '@/lib/domain/statistics';
import type { AuditEntry } from '../../audit';
import type { Db } from '../../db/client';
import { persons, regions, unitEstablishments, units } from '../../db/tables';
import { regionPrefix } from '../../scope';
import type { SessionUser } from '../../session';
import { xlsxResponse } from '../persons/excel/workbook';
import { inFlightIntakeOf } from '../quota';
import { addBasisSheet } from './basisSheet';
import { countsOnDate, FEW_UNITS, overStatesOnDate, pastStatDate } from './asOf';
import zh from '@/data/i18n/modules/report.zh.json';
import en from '@/data/i18n/modules/report.en.json';

export interface EstabQuery { regionCode?: string | null; competentDeptId?: number; statDate?: string }

/** The base units a table of units lists (progress, post structure): jc its unit, zg the units under it, rsj its region, admin all. */
export function baseUnitsInScope(user: SessionUser): SQL {
  const base = and(eq(units.deleted, false), eq(units.unitTier, 'BASE'))!;
  switch (user.role) {
    case 'admin': return base;
    case 'rsj': return user.regionCode ? and(base, like(units.regionCode, `${regionPrefix(user.regionCode)}%`))! : eq(units.id, -1);
    case 'zg': return user.unitId ? and(base, eq(units.competentDeptId, user.unitId))! : eq(units.id, -1);
    default: return user.unitId ? and(base, eq(units.id, user.unitId))! : eq(units.id, -1);
  }
}

/**
 * The units whose staff a report counts (domain.md §2.1, §5.2): the base units of the scope and the competent authorities' own
 * staff — zg its own unit and the units under it, rsj every authority and base unit of its region, admin all; jc its unit.
 */
export function reportUnitsInScope(user: SessionUser): SQL {
  const counted = and(eq(units.deleted, false), inArray(units.unitTier, ['BASE', 'COMPETENT']))!;
  switch (user.role) {
    case 'admin': return counted;
    case 'rsj': return user.regionCode ? and(counted, like(units.regionCode, `${regionPrefix(user.regionCode)}%`))! : eq(units.id, -1);
    case 'zg': return user.unitId ? and(counted, or(eq(units.id, user.unitId), eq(units.competentDeptId, user.unitId)))! : eq(units.id, -1);
    default: return user.unitId ? and(counted, eq(units.id, user.unitId))! : eq(units.id, -1);
  }
}

/** One authority's part of the report units: its own unit and the units under it. */
export const underAuthority = (authorityId: number): SQL => or(eq(units.id, authorityId), eq(units.competentDeptId, authorityId))!;

/** The authority a unit's row is grouped under: its competent authority, and an authority's own unit itself. */
export const authorityOfUnit = (): SQL => sql`coalesce(case when ${units.unitTier} = 'COMPETENT' then ${units.id} end, ${units.competentDeptId})`;

const TYPE_KEYS = { ADMIN: 'Admin', INST: 'Inst', REF_CIVIL: 'RefCivil', ORGAN_WORKER: 'OrganWorker' } as const;
type TypeKey = (typeof TYPE_KEYS)[keyof typeof TYPE_KEYS];
type Figures = Omit<EstabUsageRow, 'unitId' | 'unitName' | 'regionCode' | 'regionName' | 'competentDeptId' | 'competentDeptName'>;

const emptyFigures = (): Figures => ({
  quota: 0, quotaAdmin: 0, quotaInst: 0, quotaRefCivil: 0, quotaOrganWorker: 0, inEstab: 0, inAdmin: 0, inInst: 0, inRefCivil: 0,
  inOrganWorker: 0, notArrived: 0, inTransit: 0, vacancy: 0, overQuota: 0, usageRate: null, outOfEstab: 0,
  overAdmin: 0, overInst: 0, overRefCivil: 0, overOrganWorker: 0, vacancyAdmin: 0, vacancyInst: 0, vacancyRefCivil: 0, vacancyOrganWorker: 0,
});

/** Adds up rows (a subtotal of a region or an authority, or the total): the sums of the units' own figures (§5.1). */
export const sumFigures = (rows: Figures[]): Figures => sumUsage(rows, emptyFigures());

/** The quota columns of an establishment version the report reads (null: the unit has none then). */
const quotaColumns = {
  approvedTotal: unitEstablishments.approvedTotal, quotaAdmin: unitEstablishments.quotaAdmin, quotaInst: unitEstablishments.quotaInst,
  quotaRefCivil: unitEstablishments.quotaRefCivil, quotaOrganWorker: unitEstablishments.quotaOrganWorker,
};
type Quotas = { [K in keyof typeof quotaColumns]: number | null };
/** What one unit holds, per 编制 type (a type outside §6.8, or none, is kept apart with no quota). */
interface UnitTally { types: Map<string, TypeTally>; outOfEstab: number; quota: number; past: boolean }

const tallyOf = (e: Quotas, past: boolean): UnitTally => {
  const quotas: Record<string, number> = {
    ADMIN: e.quotaAdmin ?? 0, INST: e.quotaInst ?? 0, REF_CIVIL: e.quotaRefCivil ?? 0, ORGAN_WORKER: e.quotaOrganWorker ?? 0,
  };
  const types = new Map(ESTAB_TYPES.map((t) => [t as string, { quota: quotas[t], inEstab: 0, notArrived: 0, inTransit: 0 }]));
  return { types, outOfEstab: 0, quota: e.approvedTotal ?? 0, past };
};
const typeOf = (u: UnitTally, estabType: string | null): TypeTally => {
  const key = estabType && TYPE_KEYS[estabType as keyof typeof TYPE_KEYS] ? estabType : 'OTHER';
  if (!u.types.has(key)) u.types.set(key, { quota: 0, inEstab: 0, notArrived: 0, inTransit: 0 });
  return u.types.get(key)!;
};

/** The row figures of a unit: counts per type, and 空编/超编 per type then added up (unitBalance). */
function figuresOf(u: UnitTally): Figures {
  const f = emptyFigures();
  f.quota = u.quota;
  f.outOfEstab = u.outOfEstab;
  for (const [type, t] of u.types) {
    const key = TYPE_KEYS[type as keyof typeof TYPE_KEYS] as TypeKey | undefined;
    f.inEstab += t.inEstab;
    f.notArrived += t.notArrived;
    f.inTransit! += t.inTransit;
    if (!key) continue;
    const b = unitBalance([t]);
    f[`quota${key}`] = t.quota;
    f[`in${key}`] = t.inEstab;
    f[`over${key}`] = b.overQuota;
    f[`vacancy${key}`] = b.vacancy;
  }
  const b = unitBalance([...u.types.values()]);
  f.vacancy = b.vacancy;
  f.overQuota = b.overQuota;
  f.usageRate = usageRate(f.inEstab, f.quota);
  if (u.past) f.inTransit = null;
  return f;
}

/** The rows that meet the condition, counted within a group. */
const countWhere = (condition: SQL | undefined) => sql<number>`cast(count(*) filter (where ${condition}) as int)`;

/** What a count adds to a unit in one 编制 type (outOfEstab to the unit whatever the type). */
interface Count { unitId: number; estabType: string | null; inEstab: number; notArrived: number; inTransit: number; outOfEstab: number }


/**
 * Today's counts from the live person rows, per unit and 编制 type in one pass (isInEstablishment's 在编, 已批未到岗 and 编外 as
 * counts), and 在途 as the quota rules and the unit's own page count it (quota.ts inFlightIntake), each in the type it will occupy.
 * The units come as a subquery (a whole city's ten thousand ids would be as many parameters); beyond a few, the persons of every
 * unit are counted and the groups of units outside the scope dropped, which costs less than looking up each person's unit.
 */
async function countToday(db: Db, scope: SQLWrapper, unitCount: number): Promise<Count[]> {
  const estabIn = eq(persons.estabStatus, 'IN');
  const inScope = inArray(persons.unitId, scope);
  const few = unitCount <= FEW_UNITS;
  const [counts, inFlight] = await Promise.all([
    db.select({
      unitId: persons.unitId, estabType: persons.estabType,
      inEstab: countWhere(and(eq(persons.recordStatus, 'FILED'), estabIn, inArray(persons.personStatus, [...OCCUPYING_STATUSES]))),
      notArrived: countWhere(and(estabIn, eq(persons.personStatus, 'PENDING_ARRIVAL'))),
      outOfEstab: countWhere(and(eq(persons.estabStatus, 'OUT'), notInArray(persons.personStatus, ['REDUCED', 'PENDING_ARRIVAL']))),
    }).from(persons)
      .where(and(eq(persons.deleted, false), notInArray(persons.recordStatus, ['DRAFT', 'PENDING']), few ? inScope : undefined))
      .groupBy(persons.unitId, persons.estabType)
      .having(few ? undefined : inScope),
    inFlightIntakeOf(db, scope),
  ]);
  const out: Count[] = counts.map((c) => ({ ...c, inTransit: 0 }));
  for (const [unitId, intake] of inFlight) {
    for (const [estabType, n] of intake) out.push({ unitId, estabType, inEstab: 0, notArrived: 0, inTransit: n, outOfEstab: 0 });
  }
  return out;
}

/** A past date's counts from the persons as they stood then (asOf.ts), counted in the database; in transit is not reconstructed. */
async function countOn(db: Db, scope: SQLWrapper, date: string, unitCount: number): Promise<Count[]> {
  const counts = await overStatesOnDate<{ unit_id: number; standing: string; estab_type: string | null; n: number }>(db,
    countsOnDate(scope, date, unitCount, ['unit_id', 'standing', 'estab_type']));
  return counts.map((c) => ({
    unitId: c.unit_id, estabType: c.estab_type, inEstab: c.standing === 'IN' ? c.n : 0, notArrived: c.standing === 'AWAITING' ? c.n : 0,
    inTransit: 0, outOfEstab: c.standing === 'OUT' ? c.n : 0,
  }));
}

/**
 * The establishment version each unit of `scope` reads: today the current one; on a past date the unit_estab version in force then,
 * the latest effective on or before it, of one day the last written (statDate.ts inForceOn); a unit without one then has none.
 */
function establishmentsOn(db: Db, scope: SQLWrapper, past: string | null) {
  const columns = { unitId: unitEstablishments.unitId, ...quotaColumns };
  if (!past) return db.select(columns).from(unitEstablishments).where(and(eq(unitEstablishments.isCurrent, true), eq(unitEstablishments.deleted, false))).as('estab');
  return db.selectDistinctOn([unitEstablishments.unitId], columns).from(unitEstablishments)
    .where(and(inArray(unitEstablishments.unitId, scope), eq(unitEstablishments.deleted, false), lte(unitEstablishments.effectiveFrom, past)))
    .orderBy(asc(unitEstablishments.unitId), desc(unitEstablishments.effectiveFrom), desc(unitEstablishments.id)).as('estab');
}

/**
 * The order of the table: by region code (digits: in their byte order, as `collate "C"` sorts them), then authority (none last), then
 * unit. Sorted here: ten thousand rows sort in a few milliseconds, where the database took tens.
 */
function byRegionAuthorityUnit(a: { regionCode: string; competentDeptId: number | null; unitId: number }, b: typeof a): number {
  if (a.regionCode !== b.regionCode) return a.regionCode < b.regionCode ? -1 : 1;
  if (a.competentDeptId !== b.competentDeptId) return a.competentDeptId == null ? 1 : b.competentDeptId == null ? -1 : a.competentDeptId - b.competentDeptId;
  return a.unitId - b.unitId;
}

/**
 * 编制使用情况表 on the statistics date, one row per unit in scope — base units and the authorities' own (the units as they are now). For a past date the quotas are
 * the unit_estab version in force then and the persons those on the books then; in transit is not reconstructed (null). The units
 * and the counts are read at once.
 */
export async function estabUsage(db: Db, user: SessionUser, q: EstabQuery) {
  const past = pastStatDate(q.statDate);
  const competent = alias(units, 'competent');
  const where = and(
    reportUnitsInScope(user),
    q.regionCode ? like(units.regionCode, `${regionPrefix(q.regionCode)}%`) : undefined,
    q.competentDeptId ? underAuthority(q.competentDeptId) : undefined,
  )!;
  const scope = db.select({ id: units.id }).from(units).where(where);
  const unitCount = await db.$count(units, where);
  const estab = establishmentsOn(db, scope, past);
  const [unitRows, counts] = await Promise.all([
    // Sorted while the counts are still running.
    db.select({
      unitId: units.id, unitName: units.unitName, regionCode: units.regionCode, regionName: regions.name, competentDeptId: competent.id,
      competentDeptName: competent.unitName, approvedTotal: estab.approvedTotal, quotaAdmin: estab.quotaAdmin, quotaInst: estab.quotaInst,
      quotaRefCivil: estab.quotaRefCivil, quotaOrganWorker: estab.quotaOrganWorker,
    }).from(units)
      .leftJoin(regions, eq(regions.code, units.regionCode))
      .leftJoin(competent, eq(competent.id, authorityOfUnit()))
      .leftJoin(estab, eq(estab.unitId, units.id))
      .where(where)
      .then((list) => list.sort(byRegionAuthorityUnit)),
    unitCount ? (past ? countOn(db, scope, past, unitCount) : countToday(db, scope, unitCount)) : [],
  ]);
  const byUnit = new Map(unitRows.map((u) => [u.unitId, tallyOf(u, past != null)]));
  for (const c of counts) {
    const u = byUnit.get(c.unitId);
    if (!u) continue;
    if (c.inEstab) typeOf(u, c.estabType).inEstab += c.inEstab;
    if (c.notArrived) typeOf(u, c.estabType).notArrived += c.notArrived;
    if (c.inTransit) typeOf(u, c.estabType).inTransit += c.inTransit;
    u.outOfEstab += c.outOfEstab;
  }
  const rows: EstabUsageRow[] = unitRows.map((u) => ({
    unitId: u.unitId, unitName: u.unitName, regionCode: u.regionCode, regionName: u.regionName ?? u.regionCode,
    competentDeptId: u.competentDeptId, competentDeptName: u.competentDeptName, ...figuresOf(byUnit.get(u.unitId)!),
  }));
  return { statDate: past ?? todayInChina(), rows, total: sumFigures(rows) };
}

const FIGURE_COLUMNS: { key: keyof Figures; zh: string; en: string }[] = [
  { key: 'quotaAdmin', zh: '核定-行政', en: 'Quota: admin' }, { key: 'quotaInst', zh: '核定-事业', en: 'Quota: institution' },
  { key: 'quotaRefCivil', zh: '核定-参公', en: 'Quota: ref. civil' }, { key: 'quotaOrganWorker', zh: '核定-工勤', en: 'Quota: worker' },
  { key: 'quota', zh: '核定-合计', en: 'Quota: total' }, { key: 'inAdmin', zh: '在编-行政', en: 'In: admin' },
  { key: 'inInst', zh: '在编-事业', en: 'In: institution' }, { key: 'inRefCivil', zh: '在编-参公', en: 'In: ref. civil' },
  { key: 'inOrganWorker', zh: '在编-工勤', en: 'In: worker' }, { key: 'inEstab', zh: '在编-合计', en: 'In: total' },
  { key: 'notArrived', zh: '已批未到岗', en: 'Approved, not arrived' }, { key: 'inTransit', zh: '在途', en: 'In transit' },
  { key: 'vacancy', zh: '空编', en: 'Vacancy' }, { key: 'overQuota', zh: '超编', en: 'Over quota' },
  { key: 'vacancyAdmin', zh: '空编-行政', en: 'Vacancy: admin' }, { key: 'vacancyInst', zh: '空编-事业', en: 'Vacancy: institution' },
  { key: 'vacancyRefCivil', zh: '空编-参公', en: 'Vacancy: ref. civil' }, { key: 'vacancyOrganWorker', zh: '空编-工勤', en: 'Vacancy: worker' },
  { key: 'overAdmin', zh: '超编-行政', en: 'Over: admin' }, { key: 'overInst', zh: '超编-事业', en: 'Over: institution' },
  { key: 'overRefCivil', zh: '超编-参公', en: 'Over: ref. civil' }, { key: 'overOrganWorker', zh: '超编-工勤', en: 'Over: worker' },
  { key: 'usageRate', zh: '使用率(%)', en: 'Usage (%)' }, { key: 'outOfEstab', zh: '编外人数', en: 'Outside the quota' },
];
export { FIGURE_COLUMNS };

/** The report as .xlsx: each region, then each authority within it, with subtotals, then its units; the total last. */
export async function exportEstabUsage(db: Db, user: SessionUser, q: EstabQuery, lang: 'zh' | 'en', audit: { detail?: string; type?: AuditEntry['type'] }) {
  const { statDate, rows, total } = await estabUsage(db, user, q);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(lang === 'en' ? 'Establishment usage' : '编制使用情况表', { views: [{ state: 'frozen', ySplit: 2, xSplit: 1 }] });
  const past = pastStatDate(q.statDate) != null;
  sheet.addRow([lang === 'en'
    ? `Statistics date ${statDate}${past ? ' (a past date: quotas and persons as recorded then; in transit is not reconstructed, shown as —)' : ''}`
    : `统计日期：${statDate}${past ? '（历史日期：按当日有效的编制核定与人员履历回溯；在途不回溯，记为“—”）' : ''}`]);
  sheet.addRow([lang === 'en' ? 'Region / authority / unit' : '区划 / 主管部门 / 单位', ...FIGURE_COLUMNS.map((c) => c[lang])]).font = { bold: true };
  sheet.getColumn(1).width = 36;
  FIGURE_COLUMNS.forEach((_, i) => { sheet.getColumn(i + 2).width = 11; });
  const line = (label: string, f: Figures, bold = false) => {
    const row = sheet.addRow([label, ...FIGURE_COLUMNS.map((c) => (c.key === 'inTransit' ? f.inTransit ?? '—' : f[c.key]))]);
    if (bold) row.font = { bold: true };
  };
  const regionsInOrder = [...new Set(rows.map((r) => r.regionCode))];
  for (const code of regionsInOrder) {
    const inRegion = rows.filter((r) => r.regionCode === code);
    line(inRegion[0].regionName, sumFigures(inRegion), true);
    for (const dept of [...new Set(inRegion.map((r) => r.competentDeptId))]) {
      const underDept = inRegion.filter((r) => r.competentDeptId === dept);
      line(`  ${underDept[0].competentDeptName ?? (lang === 'en' ? '(no authority)' : '（无主管部门）')}`, sumFigures(underDept), true);
      for (const u of underDept) line(`    ${u.unitName}`, u);
    }
  }
  line(lang === 'en' ? 'Total' : '合计', total, true);
  addBasisSheet(workbook, (lang === 'en' ? en : zh).report.usage.basis, lang);
  audit.type = 'export';
  audit.detail = `导出编制使用情况表（${rows.length} 个单位）`;
  return xlsxResponse(workbook, lang === 'en' ? `establishment-usage-${statDate}.xlsx` : `编制使用情况表-${statDate}.xlsx`);
}
