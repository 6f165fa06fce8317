import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Finding } from '@/lib/domain/filing/findingText';
import { REDUCE_PAPERS, REDUCE_TYPES, staffReduceHeader, staffReduceLine, type StaffReduceLine } from '@/lib/contracts/jobManage';
import { reduceFindings } from '@/lib/domain/jobManage';
import type { Db } from '../../../db/client';
import { ApiError } from '../../../errors';
import { filings, persons, personStatusHistory } from '../../../db/tables';
import { startReduced, undoReduced, type ReducedBefore } from '../../persons/reductions';
import { filingPolicyDate, valueOn } from '../../policySettings';
import { beforeOf, changedSince, correctionRule, laterFilingOf } from '../corrections';
import { keepRecordFound } from '../recordFound';
import type { FilingDefinition, FilingLineRow, FilingRow, RuleContext } from '../definition';
import { evidenceRule, need, type EvidenceSpec } from './evidence';
import { codeName, codeNameEn, linePersons, NO_LINES, onLine, perLinePerson, personOf, type PersonRow } from './personLines';

const payloadOf = (l: { payload: Record<string, unknown> }) => l.payload as StaffReduceLine;

/** R-JY-01..03 per person: in the unit, filed, not reduced before; the date's window; retirement before the statutory age. */
async function personRules(ctx: RuleContext): Promise<Finding[]> {
  // A correction without lines undoes the whole reduction (减员撤销).
  if (!ctx.lines.length) return ctx.filing.correctsFilingId === null ? [NO_LINES] : [];
  const people = await linePersons(ctx.db, ctx.lines);
  // Whom the corrected reduction reduced are judged as they were before it, which its correction undoes first.
  const undone = ctx.filing.correctsFilingId === null ? new Map<number, string>()
    : await statusesBefore(ctx.db, ctx.filing.correctsFilingId, [...people.keys()]);
  for (const [id, status] of undone) {
    const p = people.get(id)!;
    if (p.reduceFilingId === ctx.filing.correctsFilingId) people.set(id, { ...p, personStatus: status, reduceType: null, reduceDate: null, reduceFilingId: null });
  }
  const earlier = [...people.values()].map((p) => p.reduceFilingId).filter((id): id is number => id !== null);
  const numbers = new Map(earlier.length
    ? (await ctx.db.select({ id: filings.id, filingNo: filings.filingNo }).from(filings).where(inArray(filings.id, earlier))).map((f) => [f.id, f.filingNo])
    : []);
  const retireRules = await valueOn(ctx.db, 'retire.baseAgeRules', filingPolicyDate(ctx.filing, ctx.phase, ctx.today));
  return perLinePerson(
    ctx.lines, people, ctx.filing.unitId,
    (p) => (p.recordStatus === 'FILED' ? null : [
      `${p.name}尚未备案，未备案的人员请在人员信息中直接删除`, `${p.name} is not filed yet; delete a person not filed in the person records instead`,
    ]),
    (l, p) => {
      const subject = {
        ...p, reducedAs: p.reduceType ? codeName('reduceType', p.reduceType) : null, reducedAsEn: p.reduceType ? codeNameEn('reduceType', p.reduceType) : null,
        reduceFilingNo: p.reduceFilingId ? numbers.get(p.reduceFilingId) ?? null : null,
      };
      return reduceFindings(subject, payloadOf(l), ctx.today, retireRules).map((f) => onLine(l, f));
    },
  );
}

/** Each kind of reduction is filed with its papers (R-GEN-02); an early retirement's are those of R-JY-03. */
const reduceEvidence: EvidenceSpec = {
  categories: REDUCE_TYPES.map((t) => REDUCE_PAPERS[t].zh),
  async needs(_db, _filing, lines) {
    return lines.map((l) => payloadOf(l).reduceType).filter((t) => REDUCE_PAPERS[t]).map((t) => need(
      REDUCE_PAPERS[t], `减员类型为“${codeName('reduceType', t)}”的`, `A reduction of type "${codeNameEn('reduceType', t)}"`,
      t === 'EARLY_RETIRE' ? 'R-JY-03' : 'R-GEN-02',
    ));
  },
};

/** The status each person was in before the reduction `filingId` took them out, as it recorded it. */
async function statusesBefore(db: Db, filingId: number, personIds: number[]): Promise<Map<number, string>> {
  if (!personIds.length) return new Map();
  const rows = await db.select({ personId: personStatusHistory.personId, fromStatus: personStatusHistory.fromStatus }).from(personStatusHistory)
    .where(and(eq(personStatusHistory.sourceFilingId, filingId), eq(personStatusHistory.toStatus, 'REDUCED'), inArray(personStatusHistory.personId, personIds)));
  return new Map(rows.filter((r) => r.fromStatus !== null).map((r) => [r.personId, r.fromStatus!]));
}

/**
 * The reduction's period in the person's status history, with the status it ended, and the period of that status closed
 * the day before, as the secondment of a person seconded out (startReduced, kept on the line): what 减员撤销 gives back.
 */
async function recordReduction(db: Db, filing: FilingRow, l: FilingLineRow, p: PersonRow, line: StaffReduceLine): Promise<void> {
  const ended = await startReduced(db, p, { sourceFilingId: filing.id, startDate: line.reduceDate, reason: codeName('reduceType', line.reduceType) });
  await keepRecordFound(db, l, p, ended);
}

/**
 * 减员撤销: each person the reduction took out is back in the status it recorded, the reduction fields cleared, its period
 * removed from the status history and the period it closed open again as before, as the secondment it ended — unless a later filing has changed
 * them since.
 */
async function undoReduction(db: Db, original: FilingRow, lines: FilingLineRow[], actor: { id: number }): Promise<void> {
  const people = await linePersons(db, lines);
  const before = await statusesBefore(db, original.id, [...people.keys()]);
  for (const l of lines) {
    const p = personOf(people, l);
    if (!p) continue;
    const later = await laterFilingOf(db, p.id, original);
    const status = before.get(p.id);
    if (later || p.personStatus !== 'REDUCED' || p.reduceFilingId !== original.id || p.unitId !== original.unitId) throw changedSince(p, later);
    if (!status) {
      throw new ApiError(422, `correctsFilingId: ${p.name}减员前的状态未有记录，不能自动撤销减员`, { field: 'correctsFilingId', personId: p.id },
        `correctsFilingId: ${p.name}'s status before the reduction was not recorded; the reduction cannot be undone automatically`);
    }
    await undoReduced(db, p.id, original.id, beforeOf<ReducedBefore>(l));
    await db.update(persons).set({
      personStatus: status, reduceType: null, reduceDate: null, reduceFilingId: null, version: p.version + 1, updatedAt: new Date(), updatedBy: actor.id,
    }).where(eq(persons.id, p.id));
  }
}

/** 减员 JY (domain.md §2.5): approval marks the persons reduced, which frees their establishment and post. */
export const staffReduceFiling: FilingDefinition = {
  type: 'STAFF_REDUCE',
  header: staffReduceHeader as unknown as z.ZodType<Record<string, unknown>>,
  line: staffReduceLine as unknown as z.ZodType<Record<string, unknown>>,
  rules: [personRules, evidenceRule(reduceEvidence), correctionRule],
  evidence: reduceEvidence,
  effectiveOn: { perLine: (l) => payloadOf(l).reduceDate },
  async applyEffect(db, filing, lines, actor) {
    const people = await linePersons(db, lines);
    for (const l of lines) {
      const p = personOf(people, l);
      if (!p) continue;
      const { reduceType, reduceDate } = payloadOf(l);
      await db.update(persons).set({
        personStatus: 'REDUCED', reduceType, reduceDate, reduceFilingId: filing.id, version: p.version + 1, updatedAt: new Date(), updatedBy: actor.id,
      }).where(eq(persons.id, p.id));
      await recordReduction(db, filing, l, p, payloadOf(l));
    }
  },
  reverseEffect: undoReduction,
};
