import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { personStatusHeader, personStatusLine, type PersonStatusLine } from '@/lib/contracts/personStatus';
import type { Finding } from '@/lib/domain/filing/findingText';
import { PERSON_STATUS_CHANGES, STATUS_CHANGE_PATHS, statusChangeFindings } from '@/lib/domain/personStatus';
import type { Db } from '../../../db/client';
import { persons, personStatusHistory } from '../../../db/tables';
import type { SessionUser } from '../../../session';
import { endSecondment, reopenSecondment } from '../../persons/secondments';
import { reopenPeriod, startPeriod, type ClosedPeriod } from '../../persons/statusPeriods';
import { assertUnchangedSince, beforeNotRecorded, beforeOf, changedSince, correctionRule } from '../corrections';
import { keepRecordFound } from '../recordFound';
import type { FilingDefinition, FilingLineRow, FilingRow, RuleContext } from '../definition';
import { evidenceRule, need, type EvidenceSpec } from './evidence';
import { linePersons, linesWithPersons, NO_LINES, onLine, perLinePerson, personOf } from './personLines';

const payloadOf = (l: { payload: Record<string, unknown> }) => l.payload as PersonStatusLine;

/**
 * A change ends the period of the status it leaves (startPeriod), and a secondment's end (借调结束) its exchange rows on both
 * units (endSecondment): the line keeps that period with its end before, and the rows it ended (recordBefore).
 */
interface StatusBefore {
  closedPeriod: ClosedPeriod | null;
  endedSecondment?: number[];
}

/** The periods the filing `filingId` started, by person: the status each person left (`fromStatus`) and the one entered. */
async function periodsOf(db: Db, filingId: number, personIds: number[]) {
  if (!personIds.length) return new Map<number, typeof personStatusHistory.$inferSelect>();
  const rows = await db.select().from(personStatusHistory)
    .where(and(eq(personStatusHistory.sourceFilingId, filingId), inArray(personStatusHistory.personId, personIds)));
  return new Map(rows.map((r) => [r.personId, r]));
}

/** R-PS-01 per person: the unit's, filed, and in a status the change leaves. */
async function personRules(ctx: RuleContext): Promise<Finding[]> {
  if (!ctx.lines.length) return [NO_LINES];
  const people = await linePersons(ctx.db, ctx.lines);
  // Whom the corrected change moved are judged in the status they left, which the correction's approval gives back.
  if (ctx.filing.correctsFilingId !== null) {
    for (const [id, r] of await periodsOf(ctx.db, ctx.filing.correctsFilingId, [...people.keys()])) {
      const p = people.get(id)!;
      if (r.fromStatus !== null && p.personStatus === r.toStatus) people.set(id, { ...p, personStatus: r.fromStatus });
    }
  }
  return perLinePerson(
    ctx.lines, people, ctx.filing.unitId,
    (p) => (p.recordStatus === 'FILED' ? null : [`${p.name}尚未备案，不能办理状态变动`, `${p.name} is not filed yet and cannot change status`]),
    (l, p) => statusChangeFindings(p, payloadOf(l)).map((f) => onLine(l, f)),
  );
}

/** Each change is filed with its papers (R-GEN-02): a sick leave certificate, the approval of the leave, … */
const statusEvidence: EvidenceSpec = {
  categories: PERSON_STATUS_CHANGES.map((c) => STATUS_CHANGE_PATHS[c].paper.zh),
  async needs(_db, _filing, lines) {
    return lines.map((l) => payloadOf(l).change).filter((c) => STATUS_CHANGE_PATHS[c])
      .map((c) => need(STATUS_CHANGE_PATHS[c].paper, '此项状态变动', 'This status change'));
  },
};

/**
 * The correction's reversal (domain.md §3.5): each person back in the status the change's period recorded it left, that
 * period removed, and the period the change closed given back its end (open again), as the secondment rows a secondment's end
 * ended — unless a later filing has changed or holds the person, or the status is no longer the one the change gave.
 */
async function undoStatusChange(db: Db, original: FilingRow, lines: FilingLineRow[], actor: SessionUser): Promise<void> {
  const people = await linePersons(db, lines);
  const periods = await periodsOf(db, original.id, [...people.keys()]);
  for (const l of lines) {
    const p = personOf(people, l);
    if (!p) continue;
    await assertUnchangedSince(db, p, original);
    const period = periods.get(p.id);
    const to = STATUS_CHANGE_PATHS[payloadOf(l).change].to;
    const before = beforeOf<StatusBefore>(l);
    if (!period?.fromStatus || (to === 'ON_DUTY' && !before)) throw beforeNotRecorded(p, '人员状态', 'status');
    if (p.personStatus !== period.toStatus) throw changedSince(p, null);
    await reopenPeriod(db, before?.closedPeriod);
    await reopenSecondment(db, before?.endedSecondment);
    await db.delete(personStatusHistory).where(eq(personStatusHistory.id, period.id));
    await db.update(persons).set({ personStatus: period.fromStatus, version: p.version + 1, updatedAt: new Date(), updatedBy: actor.id }).where(eq(persons.id, p.id));
  }
}

/**
 * 人员状态变动 RYZT (domain.md §3.5): approval moves each person into the new status, ending the period of the one left, and
 * records the new period; a secondment's end also ends its exchange rows at both units.
 */
export const personStatusFiling: FilingDefinition = {
  type: 'PERSON_STATUS',
  header: personStatusHeader as unknown as z.ZodType<Record<string, unknown>>,
  line: personStatusLine as unknown as z.ZodType<Record<string, unknown>>,
  rules: [personRules, evidenceRule(statusEvidence), correctionRule],
  evidence: statusEvidence,
  // A change dated later than its approval lands on its start date (domain.md §3.5); the person stays held till then.
  effectiveOn: { perLine: (l) => payloadOf(l).startDate },
  async applyEffect(db, filing, lines, actor) {
    for (const [l, p] of await linesWithPersons(db, lines)) {
      const line = payloadOf(l);
      const to = STATUS_CHANGE_PATHS[line.change].to;
      const closedPeriod = await startPeriod(db, p, {
        sourceFilingId: filing.id, toStatus: to, startDate: line.startDate, endDate: line.endDate ?? null, reason: line.reason,
      });
      const endedSecondment = line.change === 'SECONDMENT_OUT_END' ? await endSecondment(db, p.id, line.startDate) : [];
      await keepRecordFound(db, l, p, { closedPeriod, ...(endedSecondment.length ? { endedSecondment } : {}) } satisfies StatusBefore);
      await db.update(persons).set({ personStatus: to, version: p.version + 1, updatedAt: new Date(), updatedBy: actor.id }).where(eq(persons.id, p.id));
    }
  },
  reverseEffect: undoStatusChange,
};
