import 'server-only';
import { eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Finding } from '@/lib/domain/filing/findingText';
import { REDUCE_PAPERS, REDUCE_TYPES, staffReduceHeader, staffReduceLine, type StaffReduceLine } from '@/lib/contracts/jobManage';
import { reduceFindings } from '@/lib/domain/jobManage';
import { filings, persons } from '../../../db/tables';
import { filingPolicyDate, valueOn } from '../../policySettings';
import type { FilingDefinition, RuleContext } from '../definition';
import { evidenceRule, need, type EvidenceSpec } from './evidence';
import { codeName, codeNameEn, lineError, linePersons, NO_LINES, onLine } from './personLines';

const payloadOf = (l: { payload: Record<string, unknown> }) => l.payload as StaffReduceLine;

/** R-JY-01..03 per person: in the unit, filed, not reduced before; the date's window; retirement before the statutory age. */
async function personRules(ctx: RuleContext): Promise<Finding[]> {
  if (!ctx.lines.length) return [NO_LINES];
  const people = await linePersons(ctx.db, ctx.lines);
  const earlier = [...people.values()].map((p) => p.reduceFilingId).filter((id): id is number => id !== null);
  const numbers = new Map(earlier.length
    ? (await ctx.db.select({ id: filings.id, filingNo: filings.filingNo }).from(filings).where(inArray(filings.id, earlier))).map((f) => [f.id, f.filingNo])
    : []);
  const retireRules = await valueOn(ctx.db, 'retire.baseAgeRules', filingPolicyDate(ctx.filing, ctx.phase, ctx.today));
  const found: Finding[] = [];
  for (const l of ctx.lines) {
    const p = l.personId === null ? undefined : people.get(l.personId);
    if (!p || p.unitId !== ctx.filing.unitId) {
      found.push(lineError(l, 'R-GEN-01', '人员不存在或不属于本单位', 'no such person in your unit'));
      continue;
    }
    if (p.recordStatus !== 'FILED') {
      found.push(lineError(l, 'R-GEN-01', `${p.name}尚未备案，未备案的人员请在人员信息中直接删除`,
        `${p.name} is not filed yet; delete a person not filed in the person records instead`));
      continue;
    }
    const subject = {
      ...p, reducedAs: p.reduceType ? codeName('reduceType', p.reduceType) : null, reducedAsEn: p.reduceType ? codeNameEn('reduceType', p.reduceType) : null,
      reduceFilingNo: p.reduceFilingId ? numbers.get(p.reduceFilingId) ?? null : null,
    };
    found.push(...reduceFindings(subject, payloadOf(l), ctx.today, retireRules).map((f) => onLine(l, f)));
  }
  return found;
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

/** 减员 JY (domain.md §2.5): approval marks the persons reduced, which frees their establishment and post. */
export const staffReduceFiling: FilingDefinition = {
  type: 'STAFF_REDUCE',
  header: staffReduceHeader as unknown as z.ZodType<Record<string, unknown>>,
  line: staffReduceLine as unknown as z.ZodType<Record<string, unknown>>,
  rules: [personRules, evidenceRule(reduceEvidence)],
  evidence: reduceEvidence,
  async applyEffect(db, filing, lines, actor) {
    const people = await linePersons(db, lines);
    for (const l of lines) {
      const p = l.personId === null ? undefined : people.get(l.personId);
      if (!p) continue;
      const { reduceType, reduceDate } = payloadOf(l);
      await db.update(persons).set({
        personStatus: 'REDUCED', reduceType, reduceDate, reduceFilingId: filing.id, version: p.version + 1, updatedAt: new Date(), updatedBy: actor.id,
      }).where(eq(persons.id, p.id));
    }
  },
};
