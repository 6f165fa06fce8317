import 'server-only';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { CONVERSION_APPROVAL, estabConversionHeader, estabConversionLine, type EstabConversionLine } from '@/lib/contracts/estabConversion';
import { onLineEn, type Finding } from '@/lib/domain/filing/findingText';
import { conversionIssues, quotaShortfall, quotaTaken } from '@/lib/domain/estabConversion';
import type { Db } from '../../../db/client';
import { personEstabHistory, personPostHistory, persons } from '../../../db/tables';
import type { SessionUser } from '../../../session';
import { postClaimRule } from '../../postClaims';
import { quotaUse } from '../../quota';
import {
  assertUnchangedSince, beforeCorrected, beforeNotRecorded, beforeNotRecordedFinding, beforeOf, changedSince, correctionRule, removeHistoryOf,
} from '../corrections';
import { keepRecordFound } from '../recordFound';
import type { FilingDefinition, FilingLineRow, FilingRow, RuleContext } from '../definition';
import { evidenceRule, need, type EvidenceSpec } from './evidence';
import { lineField as field, linePersons, personOf, type PersonRow } from './personLines';

const lineOf = (l: FilingLineRow) => l.payload as EstabConversionLine;

/** What a conversion changes of its person, kept on the line when it lands (recordBefore): what a correction gives back. */
const CONVERTED_FIELDS = ['estabStatus', 'estabType', 'outEmployForm', 'postCategory', 'postLevel', 'appointDate'] as const;
type ConversionBefore = Pick<PersonRow, (typeof CONVERTED_FIELDS)[number]>;
const beforeConversion = (p: PersonRow) => Object.fromEntries(CONVERTED_FIELDS.map((k) => [k, p[k]])) as ConversionBefore;

/** What the line makes of the person's establishment and post. */
function convertedOf(p: ConversionBefore, c: EstabConversionLine): ConversionBefore {
  const postChanged = c.toCategory !== null && c.toLevel !== null && (c.toCategory !== p.postCategory || c.toLevel !== p.postLevel);
  return {
    estabStatus: c.toEstabStatus, estabType: c.toEstabStatus === 'IN' ? c.toEstabType : null, outEmployForm: c.toEstabStatus === 'OUT' ? c.toOutEmployForm : null,
    ...(postChanged ? { postCategory: c.toCategory, postLevel: c.toLevel, appointDate: c.effectiveDate } : { postCategory: p.postCategory, postLevel: p.postLevel, appointDate: p.appointDate }),
  };
}

/**
 * The persons the lines name, as the rules judge them: those of the conversion a correction replaces at the
 * establishment it recorded before it (its approval gives it back first), with findings for those it did not record, and
 * the establishment that undoing frees, by type.
 */
async function peopleOf(db: Db, filing: FilingRow, lines: FilingLineRow[]) {
  const people = await linePersons(db, lines);
  const unrecorded: Finding[] = [];
  const freed = new Map<string, number>();
  for (const [id, before] of await beforeCorrected<ConversionBefore>(db, filing)) {
    const p = people.get(id);
    if (!p) continue;
    if (!before) {
      unrecorded.push(beforeNotRecordedFinding(p.name, '编制情况', 'establishment'));
      continue;
    }
    const took = p.estabStatus === 'IN' && p.estabType && !(before.estabStatus === 'IN' && before.estabType === p.estabType);
    if (took) freed.set(p.estabType!, (freed.get(p.estabType!) ?? 0) + 1);
    people.set(id, { ...p, ...before });
  }
  return { people, unrecorded, freed };
}

/** Each line names a filed person of the unit as the record still stands, converted into something allowed. */
async function lineRules(ctx: RuleContext): Promise<Finding[]> {
  if (!ctx.lines.length) return [{ code: 'R-GEN-01', level: 'ERROR', message: '请至少添加一名转换人员', messageEn: 'Add at least one person to convert', field: 'lines' }];
  const { people, unrecorded } = await peopleOf(ctx.db, ctx.filing, ctx.lines);
  const found: Finding[] = [...unrecorded];
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
  const { people, freed } = await peopleOf(ctx.db, ctx.filing, ctx.lines);
  const added = new Map<string, number>();
  for (const l of ctx.lines) {
    const p = personOf(people, l);
    const taken = p && quotaTaken(p, lineOf(l));
    if (taken) added.set(taken, (added.get(taken) ?? 0) + 1);
  }
  if (!added.size) return [];
  const found: Finding[] = [];
  for (const u of await quotaUse(ctx.db, ctx.unit.id, ctx.filing.id)) {
    const texts = quotaShortfall(u, (added.get(u.estabType) ?? 0) - (freed.get(u.estabType) ?? 0));
    if (texts) found.push({ code: 'R-BZ-01', level: 'ERROR', ...texts, field: 'lines' });
  }
  return found;
}

/** A conversion is filed with its approval (R-GEN-02). */
const approvalEvidence: EvidenceSpec = {
  categories: [CONVERSION_APPROVAL.zh],
  needs: async (_db, _filing, lines) => (lines.length ? [need(CONVERSION_APPROVAL, '编制转换', 'An establishment conversion')] : []),
};

/**
 * The correction's reversal (domain.md §3.5): each person back at the establishment (and post) the conversion recorded
 * before it, the history rows it wrote removed — unless a later filing has changed or holds the person, or the
 * establishment is no longer the one the conversion gave.
 */
async function undoConversion(db: Db, original: FilingRow, lines: FilingLineRow[], actor: SessionUser): Promise<void> {
  const people = await linePersons(db, lines);
  for (const l of lines) {
    const p = personOf(people, l);
    if (!p) continue;
    await assertUnchangedSince(db, p, original);
    const before = beforeOf<ConversionBefore>(l);
    if (!before) throw beforeNotRecorded(p, '编制情况', 'establishment');
    const given = convertedOf(before, lineOf(l));
    if (Object.entries(given).some(([k, v]) => p[k as keyof ConversionBefore] !== v)) throw changedSince(p, null);
    await removeHistoryOf(db, p.id, original);
    await db.update(persons).set({ ...before, version: p.version + 1, updatedAt: new Date(), updatedBy: actor.id }).where(eq(persons.id, p.id));
  }
}

/** 编制转换/身份转换 (domain.md §2.5 BZZH): approval changes each person's establishment (and post) and records it. */
export const estabConversionFiling: FilingDefinition = {
  type: 'ESTAB_CONVERSION',
  header: estabConversionHeader as unknown as z.ZodType<Record<string, unknown>>,
  line: estabConversionLine as unknown as z.ZodType<Record<string, unknown>>,
  rules: [lineRules, quotaRule, postClaimRule, evidenceRule(approvalEvidence), correctionRule],
  evidence: approvalEvidence,
  effectiveOn: { perLine: (l) => lineOf(l).effectiveDate },
  async applyEffect(db, filing, lines, actor) {
    const people = await linePersons(db, lines);
    for (const l of lines) {
      const p = personOf(people, l);
      if (!p) continue;
      const c = lineOf(l);
      const postChanged = c.toCategory !== null && c.toLevel !== null && (c.toCategory !== p.postCategory || c.toLevel !== p.postLevel);
      await keepRecordFound(db, l, p, beforeConversion(p));
      await db.update(persons).set({ ...convertedOf(p, c), updatedAt: new Date(), updatedBy: actor.id, version: p.version + 1 }).where(eq(persons.id, p.id));
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
  reverseEffect: undoConversion,
};
