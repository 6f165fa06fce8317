import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Finding } from '@/lib/domain/filing/findingText';
import { EARLY_RETIRE_PROOF, staffReduceHeader, staffReduceLine, type StaffReduceLine } from '@/lib/contracts/jobManage';
import { reduceFindings } from '@/lib/domain/jobManage';
import { attachments, filings, persons } from '../../../db/tables';
import type { FilingDefinition, RuleContext } from '../definition';
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
    found.push(...reduceFindings(subject, payloadOf(l), ctx.today).map((f) => onLine(l, f)));
  }
  return found;
}

/** R-JY-03: an early retirement is filed with its approval papers. */
async function earlyRetireProofRule(ctx: RuleContext): Promise<Finding[]> {
  if (!ctx.lines.some((l) => payloadOf(l).reduceType === 'EARLY_RETIRE')) return [];
  const [proof] = await ctx.db.select({ id: attachments.id }).from(attachments)
    .where(and(eq(attachments.filingId, ctx.filing.id), eq(attachments.category, EARLY_RETIRE_PROOF), eq(attachments.deleted, false))).limit(1);
  if (proof) return [];
  return [{
    code: 'R-JY-03', level: ctx.phase === 'save' ? 'WARN' : 'ERROR', message: `提前退休须上传“${EARLY_RETIRE_PROOF}”附件`,
    messageEn: 'An early retirement needs its approval papers as an attachment', field: 'attachments',
  }];
}

/** 减员 JY (domain.md §2.5): approval marks the persons reduced, which frees their establishment and post. */
export const staffReduceFiling: FilingDefinition = {
  type: 'STAFF_REDUCE',
  header: staffReduceHeader as unknown as z.ZodType<Record<string, unknown>>,
  line: staffReduceLine as unknown as z.ZodType<Record<string, unknown>>,
  rules: [personRules, earlyRetireProofRule],
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
