import 'server-only';
import { and, asc, eq, gt, inArray, lt, ne, notInArray, or, sql } from 'drizzle-orm';
import type { Finding } from '@/lib/domain/filing/findingText';
import type { Db } from '../../db/client';
import {
  filingLines, filings, filingTypeConfigs, personEstabHistory, personExchanges, personPostHistory, persons, personStatusHistory, personTitleHistory, reviewRecords, units,
  users,
} from '../../db/tables';
import { ApiError } from '../../errors';
import type { SessionUser } from '../../session';
import type { FilingDefinition, FilingLineRow, FilingRow, Rule } from './definition';

const FIELD = 'correctsFilingId';
const UNDER_REVIEW = ['PENDING_ZG', 'PENDING_RSJ'];
const numberOf = (f: { id: number; filingNo: string | null }) => f.filingNo ?? `草稿-${f.id}`;

/** An approved filing whose effect (some of it) still waits for its day (domain.md §3.5). */
const waits = (f: Pick<FilingRow, 'effectAppliedAt' | 'effectiveOn'>) => f.effectAppliedAt === null && f.effectiveOn !== null;

/** The lines of `f` whose effect has landed: all of them once the whole filing has. */
const landedLines = (f: Pick<FilingRow, 'effectAppliedAt' | 'effectiveOn'>, lines: FilingLineRow[]) =>
  (waits(f) ? lines.filter((l) => l.effectAppliedAt !== null) : lines);

/** Why the original cannot take one more correction: it was corrected already, or another correction of it is under review. */
export interface CorrectionConflict {
  message: string;
  messageEn: string;
}

/**
 * What stands in the way of correcting `originalId` (besides `selfId`, the correction at hand): null when nothing does.
 * An effect still waiting for its date is no obstacle: the correction's approval cancels it (reverseCorrected).
 */
export async function correctionConflict(db: Db, originalId: number, selfId = 0): Promise<CorrectionConflict | null> {
  const [original] = await db.select({ id: filings.id, filingNo: filings.filingNo, correctedById: filings.correctedById })
    .from(filings).where(eq(filings.id, originalId));
  if (!original) return null;
  if (original.correctedById !== null && original.correctedById !== selfId) {
    const [by] = await db.select({ id: filings.id, filingNo: filings.filingNo }).from(filings).where(eq(filings.id, original.correctedById));
    const byNo = by ? numberOf(by) : String(original.correctedById);
    return {
      message: `${numberOf(original)} 已由 ${byNo} 更正，不能再次更正`,
      messageEn: `${numberOf(original)} has already been corrected by ${byNo}; it cannot be corrected again`,
    };
  }
  const [other] = await db.select({ id: filings.id, filingNo: filings.filingNo }).from(filings).where(and(
    eq(filings.correctsFilingId, originalId), inArray(filings.status, UNDER_REVIEW), eq(filings.deleted, false), ne(filings.id, selfId),
  )).orderBy(asc(filings.id)).limit(1);
  if (other) {
    return {
      message: `${numberOf(original)} 已有更正件 ${numberOf(other)} 正在审核，不能同时再更正`,
      messageEn: `${numberOf(original)} already has a correction under review (${numberOf(other)})`,
    };
  }
  return null;
}

/** The refusal of a correction of a type that cannot undo its effect. */
export const NOT_CORRECTABLE = () => new ApiError(422, `${FIELD}: 该类业务暂不支持更正`, { field: FIELD }, `${FIELD}: filings of this type cannot be corrected yet`);

/**
 * Why the original is not one this correction can replace: of another type (a correction is of its original's type, so
 * that the counts netting the two — 编制, posts, plan seats — never net across types), or null.
 */
async function typeMismatch(db: Db, correction: FilingRow): Promise<CorrectionConflict | null> {
  const [original] = await db.select({ id: filings.id, filingNo: filings.filingNo, filingType: filings.filingType }).from(filings)
    .where(eq(filings.id, correction.correctsFilingId!));
  if (!original || original.filingType === correction.filingType) return null;
  const names = new Map((await db.select().from(filingTypeConfigs).where(inArray(filingTypeConfigs.type, [original.filingType, correction.filingType])))
    .map((t) => [t.type, t]));
  const [theirs, ours] = [names.get(original.filingType), names.get(correction.filingType)];
  return {
    message: `${numberOf(original)} 是${theirs?.nameZh ?? original.filingType}，不能以${ours?.nameZh ?? correction.filingType}更正：更正件须与原件同一类型`,
    messageEn: `${numberOf(original)} is a ${theirs?.nameEn ?? original.filingType} and cannot be corrected by a ${ours?.nameEn ?? correction.filingType}: `
      + 'a correction is of its original\'s type',
  };
}

/** At submission and at each approval: the original is of the correction's type and still open to it (domain.md §3.5). */
export const correctionRule: Rule = async (ctx) => {
  if (ctx.filing.correctsFilingId === null) return [];
  const conflict = await typeMismatch(ctx.db, ctx.filing) ?? await correctionConflict(ctx.db, ctx.filing.correctsFilingId, ctx.filing.id);
  const found: Finding[] = [];
  if (conflict) found.push({ code: 'R-CORR-01', level: 'ERROR', field: FIELD, ...conflict });
  return found;
};

/** The original's record of its correction: its effect undone, or what of it still waited for its day cancelled (`partly`: some lines had landed). */
async function recordOnOriginal(db: Db, original: FilingRow, correction: FilingRow, actor: SessionUser, partly: boolean): Promise<void> {
  const [who] = await db.select({ realName: users.realName, unitName: units.unitName }).from(users)
    .leftJoin(units, eq(units.id, users.unitId)).where(eq(users.id, actor.id));
  const [{ next }] = await db.select({ next: sql<number>`coalesce(max(${reviewRecords.seq}), 0) + 1` }).from(reviewRecords)
    .where(eq(reviewRecords.filingId, original.id));
  const what = !waits(original) ? '原效果已撤销'
    : partly ? `已生效的部分已撤销，原定 ${original.effectiveOn} 起生效的部分已取消` : `原定 ${original.effectiveOn} 起生效的效果已取消`;
  await db.insert(reviewRecords).values({
    filingId: original.id, seq: Number(next), node: 'SYS', action: 'CORRECTED', fromStatus: original.status, toStatus: original.status,
    opinion: `已由更正件 ${numberOf(correction)} 更正，${what}`, actorId: actor.id, actorRole: actor.role, actorUnitId: actor.unitId,
    actorName: who?.realName || actor.username, actorUnitName: who?.unitName ?? null,
  });
}

/**
 * The persons the original still held for its lines waiting for their day: those the correction names are its own to
 * hold until its effect lands (landEffect frees them), the others free.
 */
async function handOverHolds(db: Db, original: FilingRow, correction: FilingRow): Promise<void> {
  const named = (await db.select({ personId: filingLines.personId }).from(filingLines).where(eq(filingLines.filingId, correction.id)))
    .map((l) => l.personId).filter((id): id is number => id !== null);
  if (named.length) {
    await db.update(persons).set({ lockFilingId: correction.id }).where(and(eq(persons.lockFilingId, original.id), inArray(persons.id, named)));
  }
  await db.update(persons).set({ lockFilingId: null }).where(eq(persons.lockFilingId, original.id));
}

/**
 * Frees the persons `filingId` holds as its effect lands, bar `keep` (those whose line still waits): those a correction of
 * it under review names pass to that correction instead, which is to undo the landed effect and must find them unchanged.
 */
export async function releaseLanded(db: Db, filingId: number, keep: number[]): Promise<void> {
  const notKept = keep.length ? notInArray(persons.id, keep) : undefined;
  const [correction] = await db.select({ id: filings.id }).from(filings)
    .where(and(eq(filings.correctsFilingId, filingId), inArray(filings.status, UNDER_REVIEW), eq(filings.deleted, false))).limit(1);
  if (correction) {
    const named = (await db.select({ personId: filingLines.personId }).from(filingLines).where(eq(filingLines.filingId, correction.id)))
      .map((l) => l.personId).filter((id): id is number => id !== null);
    if (named.length) {
      await db.update(persons).set({ lockFilingId: correction.id }).where(and(eq(persons.lockFilingId, filingId), inArray(persons.id, named), notKept));
    }
  }
  await db.update(persons).set({ lockFilingId: null }).where(and(eq(persons.lockFilingId, filingId), notKept));
}

/**
 * The approval step of a correction (更正件), in its approving transaction and before its own effect lands: the original's
 * effect is undone by its type where it has landed, what of it still waits for its day is cancelled (the effects job
 * passes over a corrected filing: effectPending), and the original names the correction that replaced it. Nothing for a
 * filing that corrects nothing.
 */
export async function reverseCorrected(db: Db, correction: FilingRow, def: FilingDefinition, actor: SessionUser): Promise<void> {
  if (correction.correctsFilingId === null) return;
  // Locked: two corrections of one original approved at once must not both undo it, nor the effects job land it meanwhile.
  const [original] = await db.select().from(filings).where(and(
    eq(filings.id, correction.correctsFilingId), eq(filings.unitId, correction.unitId), eq(filings.deleted, false),
  )).for('update');
  // The rules (R-CORR-01) refuse another type first; its words here too, should a step ever reach this without them.
  const mismatch = original && original.filingType !== correction.filingType ? await typeMismatch(db, correction) : null;
  if (mismatch) throw new ApiError(422, `${FIELD}: ${mismatch.message}`, { field: FIELD }, `${FIELD}: ${mismatch.messageEn}`);
  if (!original || original.status !== 'APPROVED') {
    throw new ApiError(422, `${FIELD}: 被更正的业务不存在或未核准`, { field: FIELD }, `${FIELD}: the corrected filing does not exist or is not approved`);
  }
  if (!def.reverseEffect) throw NOT_CORRECTABLE();
  const conflict = await correctionConflict(db, original.id, correction.id);
  if (conflict) throw new ApiError(422, `${FIELD}: ${conflict.message}`, { field: FIELD }, `${FIELD}: ${conflict.messageEn}`);
  const lines = await db.select().from(filingLines).where(eq(filingLines.filingId, original.id)).orderBy(asc(filingLines.lineNo));
  const landed = landedLines(original, lines);
  const [linked] = await db.update(filings).set({ correctedById: correction.id, version: original.version + 1, updatedAt: new Date(), updatedBy: actor.id })
    .where(eq(filings.id, original.id)).returning();
  if (!waits(original) || landed.length) await def.reverseEffect(db, linked, landed, actor);
  if (waits(original)) await handOverHolds(db, original, correction);
  await recordOnOriginal(db, original, correction, actor, landed.length > 0);
}

/**
 * A filing other than the original and its correction that has changed the person since the original was approved, or
 * holds them under review now: its number, or null.
 */
export async function laterFilingOf(db: Db, personId: number, original: FilingRow): Promise<string | null> {
  const since = original.closedAt ?? new Date(0);
  const [row] = await db.select({ id: filings.id, filingNo: filings.filingNo }).from(filingLines)
    .innerJoin(filings, eq(filings.id, filingLines.filingId))
    .where(and(
      eq(filingLines.personId, personId), eq(filings.deleted, false), ne(filings.id, original.id), ne(filings.id, original.correctedById ?? 0),
      or(inArray(filings.status, UNDER_REVIEW), and(eq(filings.status, 'APPROVED'), gt(filings.closedAt, since))),
    )).orderBy(asc(filings.id)).limit(1);
  return row ? numberOf(row) : null;
}

/** The refusal to undo the original for a person changed since (by `by`, a filing number, where one is known). */
export function changedSince(person: { id: number; name: string }, by: string | null): ApiError {
  const zh = by ? `${person.name}在原件之后已有其他业务（${by}），不能撤销原件的效果` : `${person.name}在原件之后已有变动，不能撤销原件的效果`;
  const en = by ? `${person.name} has been changed by a later filing (${by}); the original's effect cannot be undone`
    : `${person.name} has been changed since the original; its effect cannot be undone`;
  return new ApiError(422, `${FIELD}: ${zh}`, { field: FIELD, personId: person.id }, `${FIELD}: ${en}`);
}

/**
 * Keeps on the line, when its effect lands, what the effect is about to change of the person (`before`): what a
 * correction's reversal gives back where no history table records it.
 */
export async function recordBefore(db: Db, line: FilingLineRow, before: Record<string, unknown>): Promise<void> {
  await db.update(filingLines).set({ payload: { ...line.payload, before } }).where(eq(filingLines.id, line.id));
}

/** What the line's effect recorded of its person before it landed (recordBefore), or null where nothing was recorded. */
export const beforeOf = <T extends object>(line: FilingLineRow): T | null => {
  const before = line.payload.before;
  return before && typeof before === 'object' ? before as T : null;
};

/**
 * Of the original a correction replaces, what its effect recorded of each person before it (recordBefore), by person
 * (null where it recorded nothing): the correction's rules judge those persons as its approval will find them, once the
 * original is undone. Only the lines landed: a person whose line still waits for its day stands as the original found them.
 */
export async function beforeCorrected<T extends object>(db: Db, correction: FilingRow): Promise<Map<number, T | null>> {
  if (correction.correctsFilingId === null) return new Map();
  const [original] = await db.select({ effectAppliedAt: filings.effectAppliedAt, effectiveOn: filings.effectiveOn }).from(filings)
    .where(eq(filings.id, correction.correctsFilingId));
  if (!original) return new Map();
  const lines = landedLines(original, await db.select().from(filingLines).where(eq(filingLines.filingId, correction.correctsFilingId)));
  return new Map(lines.flatMap((l) => (l.personId !== null ? [[l.personId, beforeOf<T>(l)] as [number, T | null]] : [])));
}

/** Refuses the reversal for a person changed since the original by a later filing, or held by a filing other than the correction. */
export async function assertUnchangedSince(db: Db, person: { id: number; name: string; lockFilingId: number | null }, original: FilingRow): Promise<void> {
  const later = await laterFilingOf(db, person.id, original);
  const held = person.lockFilingId !== null && person.lockFilingId !== original.correctedById;
  if (later || held) throw changedSince(person, later);
}

const notRecordedText = (name: string, what: string, whatEn: string) => ({
  message: `${name}在原件之前的${what}未有记录，不能自动撤销原件的效果`,
  messageEn: `${name}'s ${whatEn} before the original was not recorded; its effect cannot be undone automatically`,
});

/** The refusal to undo the original for a person whose state before it (`what`, zh and en) was not recorded anywhere. */
export function beforeNotRecorded(person: { id: number; name: string }, what: string, whatEn: string): ApiError {
  const text = notRecordedText(person.name, what, whatEn);
  return new ApiError(422, `${FIELD}: ${text.message}`, { field: FIELD, personId: person.id }, `${FIELD}: ${text.messageEn}`);
}

/** The same, as the correction's finding (R-CORR-01), shown on the draft before its approval meets it. */
export const beforeNotRecordedFinding = (name: string, what: string, whatEn: string): Finding =>
  ({ code: 'R-CORR-01', level: 'ERROR', field: FIELD, ...notRecordedText(name, what, whatEn) });

/**
 * Refuses to take off the books a person the original put on record: changed or held since, no longer at the unit
 * (`unitId`, the original's by default), or with a record older than the original (a former employee it brought back),
 * which withdrawing would lose.
 */
export async function assertWithdrawable(
  db: Db, p: { id: number; name: string; lockFilingId: number | null; unitId: number }, original: FilingRow, unitId = original.unitId,
): Promise<void> {
  const later = await laterFilingOf(db, p.id, original);
  const held = p.lockFilingId !== null && p.lockFilingId !== original.correctedById;
  if (later || held || p.unitId !== unitId) throw changedSince(p, later);
  const [earlier] = await db.select({ id: filings.id }).from(filingLines).innerJoin(filings, eq(filings.id, filingLines.filingId))
    .where(and(eq(filingLines.personId, p.id), eq(filings.status, 'APPROVED'), lt(filings.closedAt, original.closedAt ?? new Date()))).limit(1);
  // A reduced record the original revived leaves no earlier filing when it came from an import or the paper era.
  const [revived] = await db.select({ id: personStatusHistory.id }).from(personStatusHistory).where(and(
    eq(personStatusHistory.personId, p.id), eq(personStatusHistory.fromStatus, 'REDUCED'), eq(personStatusHistory.sourceFilingId, original.id),
  )).limit(1);
  if (earlier || revived) {
    throw new ApiError(422, `${FIELD}: ${p.name}的人员档案早于原件（原减员人员重新进入），不能撤回`, { field: FIELD, personId: p.id },
      `${FIELD}: ${p.name}'s record is older than the original (a former employee brought back); it cannot be withdrawn`);
  }
}

/** Removes what the original wrote into the person's histories (post, establishment, exchange, status, title). */
export async function removeHistoryOf(db: Db, personId: number, original: FilingRow): Promise<void> {
  for (const t of [personPostHistory, personEstabHistory, personExchanges, personStatusHistory, personTitleHistory]) {
    await db.delete(t).where(and(eq(t.personId, personId), eq(t.sourceFilingId, original.id)));
  }
}

/** Takes off the books a record the original put there (a person it created): marked deleted, its histories from the original removed. */
export async function withdrawRecord(db: Db, p: { id: number; version: number }, original: FilingRow, actor: SessionUser): Promise<void> {
  await removeHistoryOf(db, p.id, original);
  await db.update(persons).set({ deleted: true, lockFilingId: null, version: p.version + 1, updatedAt: new Date(), updatedBy: actor.id }).where(eq(persons.id, p.id));
}
