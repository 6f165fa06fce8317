import 'server-only';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { persons, unitEstablishments } from '../db/tables';

export const ESTAB_TYPES = ['ADMIN', 'INST', 'REF_CIVIL', 'ORGAN_WORKER'] as const;
export type EstabType = (typeof ESTAB_TYPES)[number];

/** Statuses that occupy an establishment post even when off post (domain.md §5.1). */
export const OCCUPYING_STATUSES = ['ON_DUTY', 'SECONDED_OUT', 'OFF_POST_STARTUP', 'LONG_SICK', 'OTHER_OFF_DUTY'];

export interface QuotaUse {
  estabType: EstabType;
  approved: number;
  actual: number;
  approvedNotArrived: number;
  inTransit: number;
  /** 空编 = approved − actual − approvedNotArrived − inTransit (negative: over quota). */
  vacancy: number;
  /** Actual ÷ approved, in per cent with one decimal; null without a quota. */
  usageRate: number | null;
}

type Estab = typeof unitEstablishments.$inferSelect;

export async function currentEstablishment(db: Db, unitId: number): Promise<Estab | undefined> {
  const [row] = await db.select().from(unitEstablishments)
    .where(and(eq(unitEstablishments.unitId, unitId), eq(unitEstablishments.isCurrent, true), eq(unitEstablishments.deleted, false)))
    .limit(1);
  return row;
}

export function approvedOf(e: Estab | undefined, t: EstabType): number {
  if (!e) return 0;
  return { ADMIN: e.quotaAdmin, INST: e.quotaInst, REF_CIVIL: e.quotaRefCivil, ORGAN_WORKER: e.quotaOrganWorker }[t];
}

async function countBy(db: Db, unitId: number, where: Parameters<typeof and>) {
  const rows = await db.select({ estabType: persons.estabType, n: count() }).from(persons)
    .where(and(eq(persons.unitId, unitId), eq(persons.estabStatus, 'IN'), eq(persons.deleted, false), ...where))
    .groupBy(persons.estabType);
  return new Map(rows.map((r) => [r.estabType, r.n]));
}

/**
 * The establishment use of a unit per type (domain.md §2.2 derived indicators): filed persons in establishment,
 * those approved but not yet arrived, and those in in-flight filings. Never stored; always computed.
 */
export async function quotaUse(db: Db, unitId: number): Promise<QuotaUse[]> {
  const estab = await currentEstablishment(db, unitId);
  const actual = await countBy(db, unitId, [eq(persons.recordStatus, 'FILED'), inArray(persons.personStatus, OCCUPYING_STATUSES)]);
  const notArrived = await countBy(db, unitId, [eq(persons.recordStatus, 'FILED'), eq(persons.personStatus, 'PENDING_ARRIVAL')]);
  const inTransit = await countBy(db, unitId, [eq(persons.recordStatus, 'PENDING')]);
  return ESTAB_TYPES.map((estabType) => {
    const approved = approvedOf(estab, estabType);
    const a = actual.get(estabType) ?? 0;
    const n = notArrived.get(estabType) ?? 0;
    const t = inTransit.get(estabType) ?? 0;
    return {
      estabType, approved, actual: a, approvedNotArrived: n, inTransit: t, vacancy: approved - a - n - t,
      usageRate: approved ? Math.round((a / approved) * 1000) / 10 : null,
    };
  });
}
