import 'server-only';
import { and, count, eq, inArray, notInArray, or, sql, type SQLWrapper } from 'drizzle-orm';
import type { ExchangeHeader } from '@/lib/contracts/exchange';
import { quotaTaken, type Conversion } from '@/lib/domain/estabConversion';
import { QUOTA_FIELD, type HeldByType } from '@/lib/domain/unitStaff';
import type { Db } from '../db/client';
import { readAll } from '../db/readAll';
import { filingLines, filings, persons, unitEstablishments } from '../db/tables';
import { moveOf } from './exchange';
import { lineInFlight } from './filings/pending';

export const ESTAB_TYPES = ['ADMIN', 'INST', 'REF_CIVIL', 'ORGAN_WORKER'] as const;
export type EstabType = (typeof ESTAB_TYPES)[number];

/** Statuses that occupy an establishment post even when off post (domain.md §5.1). */
export const OCCUPYING_STATUSES = ['ON_DUTY', 'SECONDED_OUT', 'OFF_POST_STARTUP', 'LONG_SICK', 'OTHER_OFF_DUTY'];

/**
 * Whether a person takes a place of the unit's establishment: in establishment (those awaiting arrival already), and not
 * seconded in, who keeps their own unit's (domain.md §6.13).
 */
export const takesQuota = (p: { estabStatus: string | null; personStatus: string }) => p.estabStatus === 'IN' && p.personStatus !== 'SECONDED_IN';

type QuotaHolder = { estabStatus: string | null; estabType: string | null; personStatus: string };

/**
 * The establishment type a person record brings into its unit: the one it takes `after` a person information line that it
 * did not take `before` (a key-field change; none before a new record's first filing), or null.
 */
export function recordIntake(before: QuotaHolder | null, after: QuotaHolder): string | null {
  const held = before && takesQuota(before) ? before.estabType : null;
  return takesQuota(after) && after.estabType && after.estabType !== held ? after.estabType : null;
}

/** Statuses that hold a post level: those above, and a recruit approved and awaiting arrival (the post is theirs from the approval). */
export const POST_HOLDING_STATUSES = [...OCCUPYING_STATUSES, 'PENDING_ARRIVAL'];

export interface QuotaUse {
  estabType: EstabType;
  approved: number;
  actual: number;
  approvedNotArrived: number;
  /** What the in-flight filings will bring in (inFlightIntake). */
  inTransit: number;
  /** 空编 = approved − actual − approvedNotArrived − inTransit (negative: over quota). */
  vacancy: number;
  /** Actual ÷ approved, in per cent with one decimal; null without a quota. */
  usageRate: number | null;
}

type Estab = typeof unitEstablishments.$inferSelect;

export async function currentEstablishment(db: Db, unitId: number): Promise<Estab | undefined> {
  return (await currentEstablishments(db, [unitId])).get(unitId);
}

/** currentEstablishment for many units at once, by unit. */
export async function currentEstablishments(db: Db, unitIds: number[]): Promise<Map<number, Estab>> {
  if (!unitIds.length) return new Map();
  const rows = await db.select().from(unitEstablishments)
    .where(and(inArray(unitEstablishments.unitId, unitIds), eq(unitEstablishments.isCurrent, true), eq(unitEstablishments.deleted, false)));
  const out = new Map<number, Estab>();
  for (const r of rows) if (!out.has(r.unitId)) out.set(r.unitId, r);
  return out;
}

export function approvedOf(e: Estab | undefined, t: EstabType): number {
  return e ? e[QUOTA_FIELD[t]] : 0;
}

/** The persons in establishment of a unit's figures, by type (what R-BZ-04 and R-BZ-05 compare with). */
export const heldByType = (use: readonly QuotaUse[]): HeldByType => Object.fromEntries(use.map((u) => [u.estabType, u.actual]));

/** Persons in establishment per unit and type, filtered by `where`. */
async function countBy(db: Db, unitIds: number[], where: Parameters<typeof and>) {
  const rows = await db.select({ unitId: persons.unitId, estabType: persons.estabType, n: count() }).from(persons)
    .where(and(inArray(persons.unitId, unitIds), eq(persons.estabStatus, 'IN'), eq(persons.deleted, false), ...where))
    .groupBy(persons.unitId, persons.estabType);
  const byKey = new Map(rows.map((r) => [`${r.unitId}:${r.estabType}`, r.n]));
  return (unitId: number, estabType: string) => byKey.get(`${unitId}:${estabType}`) ?? 0;
}

type PersonRow = typeof persons.$inferSelect;
type FilingRow = typeof filings.$inferSelect;

const IN_FLIGHT = ['PENDING_ZG', 'PENDING_RSJ'];
/** The types a unit files that bring persons into its establishment; INTERNAL_EXCHANGE is filed by its authority. */
const OWN_INTAKE = ['PERSON_INFO', 'RECRUIT_RESULT', 'TALENT_INTRO', 'ESTAB_CONVERSION', 'EXCHANGE'];
/** The intakes whose correction withdraws the original's persons first (recruit/intake.ts replacedPersons). */
const CORRECTED_INTAKE = ['RECRUIT_RESULT', 'TALENT_INTRO'];

/** The establishment type one line of an in-flight filing brings into the unit, or null (domain.md §3.3 item 3, §4.2 R-BZ-01). */
function lineIntake(f: FilingRow, payload: Record<string, unknown>, p: PersonRow | null, unitId: number, planPosts: Map<number, { postCode: string; estabType: string }[]>): string | null {
  switch (f.filingType) {
    case 'PERSON_INFO': {
      if (!p) return null;
      const isChange = payload.op === 'CHANGE';
      return recordIntake(isChange ? p : null, isChange ? { ...p, ...(payload.changes as Partial<PersonRow> | undefined) } : p);
    }
    case 'RECRUIT_RESULT': {
      const posts = planPosts.get(Number(f.header.planFilingId)) ?? [];
      return posts.find((post) => post.postCode.toUpperCase() === String(payload.postCode).toUpperCase())?.estabType ?? 'INST';
    }
    case 'TALENT_INTRO':
      return f.header.introMode === 'FLEXIBLE' ? null : String(payload.estabType);
    case 'ESTAB_CONVERSION':
      return p ? quotaTaken(p, payload as unknown as Conversion) : null;
    case 'EXCHANGE':
    case 'INTERNAL_EXCHANGE': {
      const arriving = f.filingType === 'EXCHANGE' ? (f.header as ExchangeHeader).direction === 'IN' : moveOf(f)?.to === unitId;
      if (!arriving || !p || p.estabStatus !== 'IN') return null;
      return (payload.toEstabType as string | null | undefined) ?? p.estabType;
    }
    default:
      return null;
  }
}

/**
 * 在途占编 (domain.md §3.3, §4.2, §5.1): what the filings under review will bring into the unit's establishment, per
 * type — new and changed persons, recruitment results, talents, conversions, transfers in from outside or within the
 * system (the receiving side of internal exchanges too). Each filing counts once; `exceptFilingId` leaves out the
 * filing whose own rules are asking, which adds its own persons itself, and the original it corrects, whose arrivals
 * still waiting for their day its approval cancels. A correction under review and its waiting original count once
 * between them (the larger of the two, per type): one of them will land, never both. Likewise a correction of an
 * approved 招聘结果 or 人才引进 counts only the places beyond those its original's persons hold already (heldByOriginals).
 */
export async function inFlightIntake(db: Db, unitId: number, exceptFilingId?: number): Promise<Map<string, number>> {
  return (await inFlightIntakeOf(db, [unitId], exceptFilingId)).get(unitId) ?? new Map();
}

/**
 * inFlightIntake for many units at once, by receiving unit: the units by id, or (a whole city's statistics) as a query of
 * their ids in a column named `id`, which binds no parameter per unit.
 */
export async function inFlightIntakeOf(db: Db, unitIds: number[] | SQLWrapper, exceptFilingId?: number): Promise<Map<number, Map<string, number>>> {
  const out = new Map<number, Map<string, number>>();
  if (Array.isArray(unitIds) && !unitIds.length) return out;
  const toUnit = sql`${filings.header}->>'toUnitId'`;
  const except = exceptFilingId === undefined ? [] : [exceptFilingId, ...await correctedBy(db, exceptFilingId)];
  const rows = await db.select({ filing: filings, payload: filingLines.payload, person: persons }).from(filingLines)
    .innerJoin(filings, eq(filings.id, filingLines.filingId))
    .leftJoin(persons, eq(persons.id, filingLines.personId))
    .where(and(
      lineInFlight(inArray(filings.status, IN_FLIGHT)), eq(filings.deleted, false), except.length ? notInArray(filings.id, except) : undefined,
      or(
        and(inArray(filings.unitId, unitIds), inArray(filings.filingType, OWN_INTAKE)),
        and(eq(filings.filingType, 'INTERNAL_EXCHANGE'),
          Array.isArray(unitIds) ? inArray(toUnit, unitIds.map(String)) : sql`${toUnit} in (select id::text from (${unitIds}) as receiving)`),
      ),
    ));
  const planIds = [...new Set(rows.filter((r) => r.filing.filingType === 'RECRUIT_RESULT').map((r) => Number(r.filing.header.planFilingId)))];
  const planPosts = new Map<number, { postCode: string; estabType: string }[]>();
  if (planIds.length) {
    for (const l of await db.select({ filingId: filingLines.filingId, payload: filingLines.payload }).from(filingLines).where(inArray(filingLines.filingId, planIds))) {
      planPosts.set(l.filingId, [...(planPosts.get(l.filingId) ?? []), { postCode: String(l.payload.postCode), estabType: String(l.payload.estabType) }]);
    }
  }
  // Per receiving unit, per original (a correction counts under the original it replaces, of its own filing type: nothing
  // nets across types), per filing: the types taken.
  const byOriginal = new Map<string, Map<number, Map<string, number>>>();
  for (const r of rows) {
    const receiving = r.filing.filingType === 'INTERNAL_EXCHANGE' ? Number(r.filing.header.toUnitId) : r.filing.unitId;
    const type = lineIntake(r.filing, r.payload, r.person, receiving, planPosts);
    if (!type) continue;
    const key = `${receiving}:${r.filing.correctsFilingId ?? r.filing.id}:${r.filing.filingType}`;
    const group = byOriginal.get(key) ?? new Map<number, Map<string, number>>();
    const own = group.get(r.filing.id) ?? new Map<string, number>();
    own.set(type, (own.get(type) ?? 0) + 1);
    byOriginal.set(key, group.set(r.filing.id, own));
  }
  const held = await heldByOriginals(db, rows.filter((r) => r.filing.correctsFilingId !== null).map((r) => r.filing));
  for (const [key, group] of byOriginal) {
    const [receiving, original] = key.split(':').map(Number);
    const unit = out.get(receiving) ?? new Map<string, number>();
    const already = held.get(`${receiving}:${original}:${key.split(':')[2]}`);
    for (const type of new Set([...group.values()].flatMap((m) => [...m.keys()]))) {
      const most = Math.max(...[...group.values()].map((m) => m.get(type) ?? 0)) - (already?.get(type) ?? 0);
      if (most > 0) unit.set(type, (unit.get(type) ?? 0) + most);
    }
    out.set(receiving, unit);
  }
  return out;
}

/**
 * Of the approved 招聘结果 and 人才引进 that corrections under review replace, the persons they put on record still at the
 * unit in establishment (awaiting arrival, or arrived and listed again), per `unitId:originalId:filingType` and type:
 * already counted as 已批未到岗 or 实有, they hold the places of that type of the correction of the original's own filing type.
 */
async function heldByOriginals(db: Db, corrections: FilingRow[]): Promise<Map<string, Map<string, number>>> {
  const out = new Map<string, Map<string, number>>();
  const ids = [...new Set(corrections.filter((f) => CORRECTED_INTAKE.includes(f.filingType)).map((f) => f.correctsFilingId!))];
  if (!ids.length) return out;
  const rows = await db.select({ originalId: filings.id, filingType: filings.filingType, unitId: persons.unitId, estabType: persons.estabType }).from(filingLines)
    .innerJoin(filings, eq(filings.id, filingLines.filingId))
    .innerJoin(persons, eq(persons.id, filingLines.personId))
    .where(and(
      inArray(filings.id, ids), eq(filings.status, 'APPROVED'), eq(persons.unitId, filings.unitId), eq(persons.deleted, false),
      eq(persons.recordStatus, 'FILED'), eq(persons.estabStatus, 'IN'), inArray(persons.personStatus, ['PENDING_ARRIVAL', 'ON_DUTY']),
    ));
  for (const r of rows) {
    if (!r.estabType) continue;
    const key = `${r.unitId}:${r.originalId}:${r.filingType}`;
    const types = out.get(key) ?? new Map<string, number>();
    out.set(key, types.set(r.estabType, (types.get(r.estabType) ?? 0) + 1));
  }
  return out;
}

/** The original the filing corrects, if any: what its approval replaces. */
async function correctedBy(db: Db, filingId: number): Promise<number[]> {
  const [row] = await db.select({ correctsFilingId: filings.correctsFilingId }).from(filings).where(eq(filings.id, filingId));
  return row?.correctsFilingId ? [row.correctsFilingId] : [];
}

/**
 * The establishment use of a unit per type (domain.md §2.2 derived indicators): filed persons in establishment,
 * those approved but not yet arrived, and what in-flight filings bring in — less `exceptFilingId`, for that filing's
 * own rules. Never stored; always computed.
 */
export async function quotaUse(db: Db, unitId: number, exceptFilingId?: number): Promise<QuotaUse[]> {
  return (await quotaUseOf(db, [unitId], exceptFilingId)).get(unitId)!;
}

/** quotaUse for many units at once (the history import's warnings), by unit: every unit asked for has its figures. */
export async function quotaUseOf(db: Db, unitIds: number[], exceptFilingId?: number): Promise<Map<number, QuotaUse[]>> {
  if (!unitIds.length) return new Map();
  const [estabs, actual, notArrived, inTransit] = await readAll(db, [
    () => currentEstablishments(db, unitIds),
    () => countBy(db, unitIds, [eq(persons.recordStatus, 'FILED'), inArray(persons.personStatus, OCCUPYING_STATUSES)]),
    () => countBy(db, unitIds, [eq(persons.recordStatus, 'FILED'), eq(persons.personStatus, 'PENDING_ARRIVAL')]),
    () => inFlightIntakeOf(db, unitIds, exceptFilingId),
  ]);
  return new Map(unitIds.map((unitId) => [unitId, ESTAB_TYPES.map((estabType) => {
    const approved = approvedOf(estabs.get(unitId), estabType);
    const a = actual(unitId, estabType);
    const n = notArrived(unitId, estabType);
    const t = inTransit.get(unitId)?.get(estabType) ?? 0;
    return {
      estabType, approved, actual: a, approvedNotArrived: n, inTransit: t, vacancy: approved - a - n - t,
      usageRate: approved ? Math.round((a / approved) * 1000) / 10 : null,
    };
  })]));
}
