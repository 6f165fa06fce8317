import 'server-only';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { personStatusHeader, personStatusLine, type PersonStatusLine } from '@/lib/contracts/personStatus';
import type { Finding } from '@/lib/domain/filing/findingText';
import { PERSON_STATUS_CHANGES, STATUS_CHANGE_PATHS, statusChangeFindings } from '@/lib/domain/personStatus';
import { persons, personStatusHistory } from '../../../db/tables';
import { closeOpenPeriod } from '../../persons/statusPeriods';
import type { FilingDefinition, RuleContext } from '../definition';
import { evidenceRule, need, type EvidenceSpec } from './evidence';
import { linePersons, linesWithPersons, NO_LINES, onLine, perLinePerson } from './personLines';

const payloadOf = (l: { payload: Record<string, unknown> }) => l.payload as PersonStatusLine;

/** R-PS-01 per person: the unit's, filed, and in a status the change leaves. */
async function personRules(ctx: RuleContext): Promise<Finding[]> {
  if (!ctx.lines.length) return [NO_LINES];
  const people = await linePersons(ctx.db, ctx.lines);
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

/** 人员状态变动 RYZT (domain.md §3.5): approval moves each person into the new status and records the period. */
export const personStatusFiling: FilingDefinition = {
  type: 'PERSON_STATUS',
  header: personStatusHeader as unknown as z.ZodType<Record<string, unknown>>,
  line: personStatusLine as unknown as z.ZodType<Record<string, unknown>>,
  rules: [personRules, evidenceRule(statusEvidence)],
  evidence: statusEvidence,
  // A change dated later than its approval lands on its start date (domain.md §3.5); the person stays held till then.
  effectiveOn: { perLine: (l) => payloadOf(l).startDate },
  async applyEffect(db, filing, lines, actor) {
    for (const [l, p] of await linesWithPersons(db, lines)) {
      const line = payloadOf(l);
      const to = STATUS_CHANGE_PATHS[line.change].to;
      if (to === 'ON_DUTY') await closeOpenPeriod(db, p.id, p.personStatus, line.startDate);
      await db.update(persons).set({ personStatus: to, version: p.version + 1, updatedAt: new Date(), updatedBy: actor.id }).where(eq(persons.id, p.id));
      await db.insert(personStatusHistory).values({
        personId: p.id, unitId: p.unitId, sourceFilingId: filing.id, fromStatus: p.personStatus, toStatus: to,
        startDate: line.startDate, endDate: line.endDate ?? null, reason: line.reason,
      });
    }
  },
};
