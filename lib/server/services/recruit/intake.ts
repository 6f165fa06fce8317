import 'server-only';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { RecruitPlanLine } from '@/lib/contracts/recruit';
import { formatDateTime } from '@/lib/domain/datetime';
import { planValidUntil, type PlanPost, type RoomFacts } from '@/lib/domain/recruit';
import type { Db } from '../../db/client';
import { filingLines, filings } from '../../db/tables';
import type { FilingLineRow, FilingRow } from '../filings/definition';
import { linePersons, type PersonRow } from '../filings/types/personLines';
import { quotaUse, type QuotaUse } from '../quota';

const LIVE = ['PENDING_ZG', 'PENDING_RSJ', 'APPROVED'];
const PENDING = ['PENDING_ZG', 'PENDING_RSJ'];
const INTAKE_TYPES = ['RECRUIT_PLAN', 'TALENT_INTRO', 'RECRUIT_RESULT'];
/** The statuses of a result's persons that its correction takes off the books. */
export const WITHDRAWABLE = ['PENDING_ARRIVAL', 'ON_DUTY'];

/** A unit's recruitment filings under review or approved, each with its lines: what holds or takes quota. */
export interface Intake {
  filings: FilingRow[];
  lines: Map<number, FilingLineRow[]>;
}

export async function loadIntake(db: Db, unitId: number, excludeFilingId?: number): Promise<Intake> {
  const rows = (await db.select().from(filings).where(and(
    eq(filings.unitId, unitId), inArray(filings.filingType, INTAKE_TYPES), inArray(filings.status, LIVE), eq(filings.deleted, false), isNull(filings.correctedById),
  )).orderBy(asc(filings.id))).filter((f) => f.id !== excludeFilingId);
  const lines = new Map<number, FilingLineRow[]>(rows.map((f) => [f.id, []]));
  if (rows.length) {
    const all = await db.select().from(filingLines).where(inArray(filingLines.filingId, rows.map((f) => f.id))).orderBy(asc(filingLines.lineNo));
    for (const l of all) lines.get(l.filingId)!.push(l);
  }
  return { filings: rows, lines };
}

/**
 * The persons on record through the result or talent introduction a correction (更正件) replaces, which its approval
 * withdraws first: what the correction's own counts (plan seats, quota, posts, ID numbers) must not hold against it.
 * None for anything else, nor for an original of another type (which the correction's rules refuse: R-CORR-01).
 */
export async function replacedPersons(db: Db, f: FilingRow): Promise<PersonRow[]> {
  if (f.correctsFilingId === null || !['RECRUIT_RESULT', 'TALENT_INTRO'].includes(f.filingType)) return [];
  const lines = (await db.select({ line: filingLines }).from(filingLines).innerJoin(filings, eq(filings.id, filingLines.filingId))
    .where(and(eq(filingLines.filingId, f.correctsFilingId), eq(filings.filingType, f.filingType)))).map((r) => r.line);
  return [...(await linePersons(db, lines)).values()].filter((p) => p.unitId === f.unitId && WITHDRAWABLE.includes(p.personStatus));
}

/** The day the filing was approved (China time). */
export const approvedDay = (f: FilingRow) => formatDateTime(f.closedAt).slice(0, 10);

export const planPosts = (lines: FilingLineRow[]): PlanPost[] => lines.map((l) => l.payload as unknown as RecruitPlanLine & PlanPost);

/**
 * The persons of results filed or under review against a plan, per post code (upper case). A correction under review and
 * the approved result it replaces count once between them (the larger of the two, per post): one of them will stand.
 */
export function postUse(intake: Intake, planId: number): Map<string, number> {
  const byOriginal = new Map<number, Map<string, number>[]>();
  for (const f of intake.filings) {
    if (f.filingType !== 'RECRUIT_RESULT' || (f.header as { planFilingId?: number }).planFilingId !== planId) continue;
    const own = new Map<string, number>();
    for (const l of intake.lines.get(f.id)!) {
      const code = String(l.payload.postCode).toUpperCase();
      own.set(code, (own.get(code) ?? 0) + 1);
    }
    const key = f.correctsFilingId ?? f.id;
    byOriginal.set(key, [...(byOriginal.get(key) ?? []), own]);
  }
  const used = new Map<string, number>();
  for (const group of byOriginal.values()) {
    for (const code of new Set(group.flatMap((m) => [...m.keys()]))) {
      used.set(code, (used.get(code) ?? 0) + Math.max(...group.map((m) => m.get(code) ?? 0)));
    }
  }
  return used;
}

/** Whether a plan still holds quota: under review, or approved and within its validity. */
export function planHolds(f: FilingRow, today: string): boolean {
  return PENDING.includes(f.status) || (f.status === 'APPROVED' && planValidUntil(f.year ?? 0) >= today);
}

/**
 * The room for recruitment per establishment type (R-BZ-02), with the quota figures it comes from: the vacancy counts
 * every in-flight intake (quota.ts inFlightIntake, results and talents under review included); plans reserve the rest.
 */
export async function recruitRooms(db: Db, unitId: number, today: string, excludeFilingId?: number): Promise<(QuotaUse & RoomFacts)[]> {
  const intake = await loadIntake(db, unitId, excludeFilingId);
  const use = await quotaUse(db, unitId, excludeFilingId);
  const reserved = new Map<string, number>();
  for (const f of intake.filings) {
    if (f.filingType !== 'RECRUIT_PLAN' || !planHolds(f, today)) continue;
    const used = postUse(intake, f.id);
    for (const p of planPosts(intake.lines.get(f.id)!)) {
      reserved.set(p.estabType, (reserved.get(p.estabType) ?? 0) + Math.max(0, p.recruitCount - (used.get(p.postCode.toUpperCase()) ?? 0)));
    }
  }
  return use.map((u) => ({ ...u, reservedByPlans: reserved.get(u.estabType) ?? 0 }));
}
