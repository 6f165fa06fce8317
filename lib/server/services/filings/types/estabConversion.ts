import 'server-only';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { CONVERSION_APPROVAL, estabConversionHeader, estabConversionLine, type EstabConversionLine } from '@/lib/contracts/estabConversion';
import { onLineEn, type Finding } from '@/lib/domain/filing/findingText';
import { conversionIssues, quotaShortfall, quotaTaken } from '@/lib/domain/estabConversion';
import { personEstabHistory, personPostHistory, persons } from '../../../db/tables';
import { postClaimRule } from '../../postClaims';
import { quotaUse } from '../../quota';
import type { FilingDefinition, FilingLineRow, RuleContext } from '../definition';
import { evidenceRule, need, type EvidenceSpec } from './evidence';
import { lineField as field, linePersons, personOf } from './personLines';

const lineOf = (l: FilingLineRow) => l.payload as EstabConversionLine;

/** Each line names a filed person of the unit as the record still stands, converted into something allowed. */
async function lineRules(ctx: RuleContext): Promise<Finding[]> {
  if (!ctx.lines.length) return [{ code: 'R-GEN-01', level: 'ERROR', message: '请至少添加一名转换人员', messageEn: 'Add at least one person to convert', field: 'lines' }];
  const people = await linePersons(ctx.db, ctx.lines);
  const found: Finding[] = [];
  for (const l of ctx.lines) {
    const p = personOf(people, l);
    if (!p || p.unitId !== ctx.filing.unitId) {
      found.push({
        code: 'R-GEN-01', level: 'ERROR', message: `第 ${l.lineNo} 行：人员不存在或不属于本单位`,
        messageEn: onLineEn(l.lineNo, 'no such person in your unit'), field: field(l, 'personId'),
      });
      continue;
    }
    const c = lineOf(l);
    if (c.fromEstabStatus !== p.estabStatus || (c.fromEstabType ?? null) !== (p.estabType ?? null)) {
      found.push({
        code: 'R-GEN-03', level: 'ERROR', message: `第 ${l.lineNo} 行：${p.name}的编制情况已变化，请重新选择该人员`,
        messageEn: onLineEn(l.lineNo, `the establishment of ${p.name} has changed; choose the person again`), field: field(l, 'personId'),
      });
    }
    for (const issue of conversionIssues(p, c, ctx.unit.unitCategory, ctx.today)) {
      found.push({ code: issue.code, level: 'ERROR', message: `第 ${l.lineNo} 行：${issue.message}`, messageEn: onLineEn(l.lineNo, issue.messageEn), field: field(l, issue.field) });
    }
  }
  return found;
}

/** R-BZ-01: the persons entering a type fit its vacancies (every in-flight intake of the unit counts as in transit). */
async function quotaRule(ctx: RuleContext): Promise<Finding[]> {
  const people = await linePersons(ctx.db, ctx.lines);
  const added = new Map<string, number>();
  for (const l of ctx.lines) {
    const p = personOf(people, l);
    const taken = p && quotaTaken(p, lineOf(l));
    if (taken) added.set(taken, (added.get(taken) ?? 0) + 1);
  }
  if (!added.size) return [];
  const found: Finding[] = [];
  for (const u of await quotaUse(ctx.db, ctx.unit.id, ctx.filing.id)) {
    const texts = quotaShortfall(u, added.get(u.estabType) ?? 0);
    if (texts) found.push({ code: 'R-BZ-01', level: 'ERROR', ...texts, field: 'lines' });
  }
  return found;
}

/** A conversion is filed with its approval (R-GEN-02). */
const approvalEvidence: EvidenceSpec = {
  categories: [CONVERSION_APPROVAL.zh],
  needs: async (_db, _filing, lines) => (lines.length ? [need(CONVERSION_APPROVAL, '编制转换', 'An establishment conversion')] : []),
};

/** 编制转换/身份转换 (domain.md §2.5 BZZH): approval changes each person's establishment (and post) and records it. */
export const estabConversionFiling: FilingDefinition = {
  type: 'ESTAB_CONVERSION',
  header: estabConversionHeader as unknown as z.ZodType<Record<string, unknown>>,
  line: estabConversionLine as unknown as z.ZodType<Record<string, unknown>>,
  rules: [lineRules, quotaRule, postClaimRule, evidenceRule(approvalEvidence)],
  evidence: approvalEvidence,
  effectiveOn: { perLine: (l) => lineOf(l).effectiveDate },
  async applyEffect(db, filing, lines, actor) {
    const people = await linePersons(db, lines);
    for (const l of lines) {
      const p = personOf(people, l);
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
