import 'server-only';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { estabConversionHeader, estabConversionLine, type EstabConversionLine } from '@/lib/contracts/estabConversion';
import type { Violation } from '@/lib/contracts/filing';
import { conversionIssues, postShortfall, quotaShortfall, quotaTaken } from '@/lib/domain/estabConversion';
import { levelName } from '@/lib/domain/postSetting';
import type { Db } from '../../../db/client';
import { filingLines, filings, personEstabHistory, personPostHistory, persons, unitPostPlanLines, unitPostPlans } from '../../../db/tables';
import { holdersByLevel } from '../../postPlans';
import { quotaUse } from '../../quota';
import type { FilingDefinition, FilingLineRow, RuleContext } from '../definition';

type PersonRow = typeof persons.$inferSelect;

const lineOf = (l: FilingLineRow) => l.payload as EstabConversionLine;
const field = (l: FilingLineRow, name: string) => `lines[${l.lineNo - 1}].${name}`;

async function linePersons(db: Db, lines: FilingLineRow[]): Promise<Map<number, PersonRow>> {
  const ids = lines.map((l) => l.personId).filter((id): id is number => id !== null);
  if (!ids.length) return new Map();
  const rows = await db.select().from(persons).where(and(inArray(persons.id, ids), eq(persons.deleted, false)));
  return new Map(rows.map((p) => [p.id, p]));
}

/** Each line names a filed person of the unit as the record still stands, converted into something allowed. */
async function lineRules(ctx: RuleContext): Promise<Violation[]> {
  if (!ctx.lines.length) return [{ code: 'R-GEN-01', level: 'ERROR', message: '请至少添加一名转换人员', field: 'lines' }];
  const people = await linePersons(ctx.db, ctx.lines);
  const found: Violation[] = [];
  for (const l of ctx.lines) {
    const p = l.personId === null ? undefined : people.get(l.personId);
    if (!p || p.unitId !== ctx.filing.unitId) {
      found.push({ code: 'R-GEN-01', level: 'ERROR', message: `第 ${l.lineNo} 行：人员不存在或不属于本单位`, field: field(l, 'personId') });
      continue;
    }
    const c = lineOf(l);
    if (c.fromEstabStatus !== p.estabStatus || (c.fromEstabType ?? null) !== (p.estabType ?? null)) {
      found.push({ code: 'R-GEN-03', level: 'ERROR', message: `第 ${l.lineNo} 行：${p.name}的编制情况已变化，请重新选择该人员`, field: field(l, 'personId') });
    }
    for (const issue of conversionIssues(p, c, ctx.unit.unitCategory, ctx.today)) {
      found.push({ code: issue.code, level: 'ERROR', message: `第 ${l.lineNo} 行：${issue.message}`, field: field(l, issue.field) });
    }
  }
  return found;
}

/** Persons other in-flight conversions of the unit bring into each establishment type. */
async function inFlightConversions(db: Db, unitId: number, exceptFilingId: number): Promise<Map<string, number>> {
  const rows = await db.select({ personId: filingLines.personId, payload: filingLines.payload }).from(filingLines)
    .innerJoin(filings, eq(filings.id, filingLines.filingId))
    .where(and(
      eq(filings.unitId, unitId), eq(filings.filingType, 'ESTAB_CONVERSION'), inArray(filings.status, ['PENDING_ZG', 'PENDING_RSJ']),
      ne(filings.id, exceptFilingId), eq(filings.deleted, false),
    ));
  const people = await linePersons(db, rows.map((r) => ({ personId: r.personId }) as FilingLineRow));
  const out = new Map<string, number>();
  for (const r of rows) {
    const p = r.personId === null ? undefined : people.get(r.personId);
    const taken = p && quotaTaken(p, r.payload as EstabConversionLine);
    if (taken) out.set(taken, (out.get(taken) ?? 0) + 1);
  }
  return out;
}

/** R-BZ-01: the persons entering a type fit its vacancies (in-flight conversions of the unit count as in transit). */
async function quotaRule(ctx: RuleContext): Promise<Violation[]> {
  const people = await linePersons(ctx.db, ctx.lines);
  const added = new Map<string, number>();
  for (const l of ctx.lines) {
    const p = l.personId === null ? undefined : people.get(l.personId);
    const taken = p && quotaTaken(p, lineOf(l));
    if (taken) added.set(taken, (added.get(taken) ?? 0) + 1);
  }
  if (!added.size) return [];
  const others = await inFlightConversions(ctx.db, ctx.unit.id, ctx.filing.id);
  const found: Violation[] = [];
  for (const u of await quotaUse(ctx.db, ctx.unit.id)) {
    const message = quotaShortfall({ ...u, inTransit: u.inTransit + (others.get(u.estabType) ?? 0) }, added.get(u.estabType) ?? 0);
    if (message) found.push({ code: 'R-BZ-01', level: 'ERROR', message, field: 'lines' });
  }
  return found;
}

/** R-GW-06: a person moved to a post level fits the unit's current post plan (holders + this filing ≤ the level's count). */
async function postRule(ctx: RuleContext): Promise<Violation[]> {
  const people = await linePersons(ctx.db, ctx.lines);
  const added = new Map<string, number>();
  for (const l of ctx.lines) {
    const c = lineOf(l);
    const p = l.personId === null ? undefined : people.get(l.personId);
    if (p && c.toLevel && c.toLevel !== p.postLevel) added.set(c.toLevel, (added.get(c.toLevel) ?? 0) + 1);
  }
  if (!added.size) return [];
  const plan = await ctx.db.select({ postLevel: unitPostPlanLines.postLevel, approvedCount: unitPostPlanLines.approvedCount }).from(unitPostPlanLines)
    .innerJoin(unitPostPlans, eq(unitPostPlans.id, unitPostPlanLines.planId))
    .where(and(eq(unitPostPlans.unitId, ctx.unit.id), eq(unitPostPlans.isCurrent, true), eq(unitPostPlans.deleted, false)));
  if (!plan.length) return [];
  const held = await holdersByLevel(ctx.db, ctx.unit.id);
  return [...added].flatMap(([level, n]) => {
    const message = postShortfall(levelName(level), plan.find((l) => l.postLevel === level)?.approvedCount ?? 0, held[level] ?? 0, n);
    return message ? [{ code: 'R-GW-06', level: 'ERROR' as const, message, field: 'lines' }] : [];
  });
}

/** 编制转换/身份转换 (domain.md §2.5 BZZH): approval changes each person's establishment (and post) and records it. */
export const estabConversionFiling: FilingDefinition = {
  type: 'ESTAB_CONVERSION',
  header: estabConversionHeader as unknown as z.ZodType<Record<string, unknown>>,
  line: estabConversionLine as unknown as z.ZodType<Record<string, unknown>>,
  rules: [lineRules, quotaRule, postRule],
  async applyEffect(db, filing, lines, actor) {
    const people = await linePersons(db, lines);
    for (const l of lines) {
      const p = l.personId === null ? undefined : people.get(l.personId);
      if (!p) continue;
      const c = lineOf(l);
      const postChanged = c.toCategory !== null && c.toLevel !== null && (c.toCategory !== p.postCategory || c.toLevel !== p.postLevel);
      await db.update(persons).set({
        estabStatus: c.toEstabStatus, estabType: c.toEstabStatus === 'IN' ? c.toEstabType : null,
        outEmployForm: c.toEstabStatus === 'OUT' ? c.toOutEmployForm : null,
        ...(postChanged ? { postCategory: c.toCategory, postLevel: c.toLevel, appointDate: c.effectiveDate } : {}),
        updatedAt: new Date(), updatedBy: actor.id, version: p.version + 1,
      }).where(eq(persons.id, p.id));
      await db.insert(personEstabHistory).values({
        personId: p.id, unitId: filing.unitId, sourceFilingId: filing.id, fromEstabStatus: p.estabStatus, fromEstabType: p.estabType,
        toEstabStatus: c.toEstabStatus, toEstabType: c.toEstabStatus === 'IN' ? c.toEstabType : null, effectiveDate: c.effectiveDate, basisDoc: c.basisDoc,
      });
      if (postChanged) {
        await db.insert(personPostHistory).values({
          personId: p.id, unitId: filing.unitId, sourceFilingId: filing.id, postCategory: c.toCategory!, postLevel: c.toLevel!,
          changeKind: 'ESTAB_CONVERT', appointStart: c.effectiveDate, docNo: c.basisDoc,
        });
      }
    }
  },
};
