import 'server-only';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { today as todayInChina } from '@/lib/domain/datetime';
import type { Role } from '@/lib/contracts/endpoint';
import type { Db } from '../../db/client';
import { filingLines, filings, reviewRecords, roles, users } from '../../db/tables';
import { registerJob } from '../../jobs';
import type { SessionUser } from '../../session';
import type { FilingDefinition, FilingLineRow, FilingRow } from './definition';
import { releaseLanded } from './corrections';
import { effectPending } from './pending';
import { definitionOf } from './registry';

/** What of an approved filing lands on a day: the lines due (all of them for a filing dated as a whole), and when the rest does. */
interface Landing {
  lands: boolean;
  lines: FilingLineRow[];
  /** The next day something of the filing is still to land, or null when all of it has. */
  nextOn: string | null;
}

/** Splits the effect by date (domain.md §3.5): lines dated per line land each on its day; the rest on `executeOn`, default today. */
export function landingOn(def: FilingDefinition, lines: FilingLineRow[], today: string, executeOn: string | null): Landing {
  const by = def.effectiveOn;
  if (by && 'perLine' in by) {
    const open = lines.filter((l) => !l.effectAppliedAt);
    const due = open.filter((l) => by.perLine(l) <= today);
    const later = open.map((l) => by.perLine(l)).filter((d) => d > today).sort();
    return { lands: due.length > 0, lines: due, nextOn: later[0] ?? null };
  }
  const on = by ? executeOn ?? today : today;
  return on <= today ? { lands: true, lines, nextOn: null } : { lands: false, lines: [], nextOn: on };
}

/**
 * Applies what of an approved filing is due on `today` and records what waits: the lines landed are marked, the filing is
 * marked landed once all of it has (`effectAppliedAt`) or else dated for the next landing (`effectiveOn`), and the persons
 * lose this filing's lock as their lines land (domain.md §3.3). Returns the filing as it stands, and the lines landed now
 * (null when nothing did).
 */
export async function landEffect(
  db: Db, def: FilingDefinition, filing: FilingRow, lines: FilingLineRow[], actor: SessionUser, today: string, executeOn: string | null, now = new Date(),
): Promise<{ filing: FilingRow; landed: FilingLineRow[] | null }> {
  const landing = landingOn(def, lines, today, executeOn);
  if (landing.lands) {
    await def.applyEffect(db, filing, landing.lines, actor);
    if (def.effectiveOn && 'perLine' in def.effectiveOn && landing.lines.length) {
      await db.update(filingLines).set({ effectAppliedAt: now }).where(inArray(filingLines.id, landing.lines.map((l) => l.id)));
    }
  }
  // The persons of the lines still waiting stay held; the others are free once their line has landed, or held by a
  // correction under review that names them (the approved original lands on its day; the correction undoes it).
  const landedIds = new Set(landing.lands ? landing.lines.map((l) => l.id) : []);
  const waiting = landing.nextOn === null ? [] : lines.filter((l) => !l.effectAppliedAt && !landedIds.has(l.id))
    .map((l) => l.personId).filter((id): id is number => id !== null);
  await releaseLanded(db, filing.id, waiting);
  const [saved] = await db.update(filings).set(landing.nextOn === null ? { effectAppliedAt: now } : { effectiveOn: landing.nextOn })
    .where(eq(filings.id, filing.id)).returning();
  return { filing: saved, landed: landing.lands ? landing.lines : null };
}

/** The opinion of the SYS APPLY_EFFECT record: which lines landed when not all did on one day. */
export function landingNote(def: FilingDefinition, landed: FilingLineRow[], all: FilingLineRow[], today: string): string | undefined {
  if (!def.effectiveOn) return undefined;
  const partial = 'perLine' in def.effectiveOn && landed.length < all.length;
  return partial ? `${today} 生效：第 ${landed.map((l) => l.lineNo).join('、')} 行` : `${today} 生效`;
}

/** The reviewer whose approval the landing carries out: the effect is theirs, written on the day it is due. */
async function approverOf(db: Db, filing: FilingRow): Promise<SessionUser | null> {
  const id = filing.rsjReviewerId ?? filing.zgReviewerId ?? filing.submittedBy;
  if (id === null) return null;
  const [row] = await db.select({
    id: users.id, username: users.username, unitId: users.unitId, regionCode: users.regionCode, roleId: roles.id, role: roles.code, abilities: roles.abilities,
    isSubAccount: users.isSubAccount,
  }).from(users).innerJoin(roles, eq(roles.id, users.roleId)).where(eq(users.id, id));
  return row ? { ...row, role: row.role as Role, sid: 'effective-date-job', mustChangePassword: false } : null;
}

async function recordLanding(db: Db, filing: FilingRow, opinion: string | undefined): Promise<void> {
  const [{ next }] = await db.select({ next: sql<number>`coalesce(max(${reviewRecords.seq}), 0) + 1` }).from(reviewRecords)
    .where(eq(reviewRecords.filingId, filing.id));
  await db.insert(reviewRecords).values({
    filingId: filing.id, seq: Number(next), node: 'SYS', action: 'APPLY_EFFECT', fromStatus: filing.status, toStatus: filing.status,
    opinion: opinion ?? null, actorId: null, actorName: '系统', actorRole: 'system', actorUnitId: null, actorUnitName: null, ip: null,
  });
}

export interface DueEffectsRun {
  /** The filing numbers of which something landed. */
  landed: string[];
  lines: number;
  failed: { filingNo: string; reason: string }[];
}

/**
 * Lands every effect due on `today` (China calendar day): each filing in a transaction of its own, its row locked and
 * checked again, so a filing's effect or line lands once however many runs meet (two instances, a rerun of the day).
 */
export async function applyDueEffects(db: Db, today: string = todayInChina()): Promise<DueEffectsRun> {
  const due = await db.select({ id: filings.id, filingNo: filings.filingNo }).from(filings)
    .where(and(effectPending(), lte(filings.effectiveOn, today), eq(filings.deleted, false)))
    .orderBy(asc(filings.effectiveOn), asc(filings.id));
  const run: DueEffectsRun = { landed: [], lines: 0, failed: [] };
  for (const { id, filingNo } of due) {
    try {
      await db.transaction(async (tx) => {
        const [filing] = await tx.select().from(filings).where(and(eq(filings.id, id), effectPending())).for('update');
        if (!filing || filing.effectiveOn! > today) return;
        const def = definitionOf(filing.filingType);
        const actor = await approverOf(tx, filing);
        if (!actor) throw new Error('找不到审核人 / no approving reviewer');
        const lines = await tx.select().from(filingLines).where(eq(filingLines.filingId, filing.id)).orderBy(asc(filingLines.lineNo));
        const { filing: saved, landed } = await landEffect(tx, def, filing, lines, actor, today, filing.effectiveOn);
        if (!landed) return;
        await recordLanding(tx, saved, landingNote(def, landed, lines, today));
        run.landed.push(filing.filingNo ?? String(filing.id));
        run.lines += landed.length;
      });
    } catch (e) {
      run.failed.push({ filingNo: filingNo ?? String(id), reason: e instanceof Error ? e.message : String(e) });
    }
  }
  return run;
}

export const EFFECTS_JOB = 'effective-dates';

/** The daily landing of effects dated later than their approval: at start (a day the server was down is caught up) and at 00:05. */
export function registerEffectsJob(): void {
  registerJob({
    name: EFFECTS_JOB,
    at: '00:05',
    runAtStart: true,
    run: async (db) => {
      const run = await applyDueEffects(db);
      const landed = run.landed.length ? `生效 ${run.landed.length} 件（${run.lines} 行）：${run.landed.slice(0, 20).join('、')}${run.landed.length > 20 ? '…' : ''}` : '无到期生效的业务';
      if (run.failed.length) {
        throw new Error(`${landed}；失败 ${run.failed.length} 件：${run.failed.slice(0, 5).map((f) => `${f.filingNo} ${f.reason}`).join('；')}`);
      }
      return landed;
    },
  });
}
