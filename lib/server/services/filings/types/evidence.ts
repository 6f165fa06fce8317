import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Finding } from '@/lib/domain/filing/findingText';
import type { Db } from '../../../db/client';
import { attachments } from '../../../db/tables';
import type { FilingLineRow, FilingRow, RulePhase, RuleContext } from '../definition';

/** The category every filing accepts for papers the unit adds of its own accord; never required. */
export const OTHER_MATERIAL = '其他材料';

/** An attachment the filing's content calls for, and what to say while it is missing. */
export interface EvidenceNeed {
  category: string;
  code: string;
  message: string;
  messageEn: string;
}

/** The papers a filing type asks for beyond its configured ones, decided by what its lines say (domain.md §2.5). */
export interface EvidenceSpec {
  /** Every category the content may call for, in the order the upload offers them. */
  categories: readonly string[];
  needs(db: Db, filing: FilingRow, lines: FilingLineRow[]): Promise<EvidenceNeed[]>;
}

/** A rule finding the unit can still put right: shown as a warning while it saves, blocking on submit and approval. */
export const levelFor = (phase: RulePhase): 'WARN' | 'ERROR' => (phase === 'save' ? 'WARN' : 'ERROR');

export async function presentCategories(db: Db, filingId: number): Promise<Set<string>> {
  const rows = await db.selectDistinct({ category: attachments.category }).from(attachments)
    .where(and(eq(attachments.filingId, filingId), eq(attachments.deleted, false)));
  return new Set(rows.map((r) => r.category));
}

/** The needs of the spec, one per category (the first reason given wins). */
export async function distinctNeeds(spec: EvidenceSpec, db: Db, filing: FilingRow, lines: FilingLineRow[]): Promise<EvidenceNeed[]> {
  const byCategory = new Map<string, EvidenceNeed>();
  for (const n of await spec.needs(db, filing, lines)) if (!byCategory.has(n.category)) byCategory.set(n.category, n);
  return [...byCategory.values()];
}

/** R-GEN-02 for the papers the content calls for: each needed category has a file. */
export function evidenceRule(spec: EvidenceSpec) {
  return async (ctx: RuleContext): Promise<Finding[]> => {
    const needs = await distinctNeeds(spec, ctx.db, ctx.filing, ctx.lines);
    if (!needs.length) return [];
    const have = await presentCategories(ctx.db, ctx.filing.id);
    return needs.filter((n) => !have.has(n.category))
      .map((n) => ({ code: n.code, level: levelFor(ctx.phase), message: n.message, messageEn: n.messageEn, field: 'attachments' }));
  };
}

/** A category's name in both languages: the Chinese one is what is stored on the file. */
export interface Paper { zh: string; en: string }

/** The usual wording of a missing paper: "{what}须上传“{category}”附件". */
export const need = (paper: Paper, what: string, whatEn: string, code = 'R-GEN-02'): EvidenceNeed => ({
  category: paper.zh, code, message: `${what}须上传“${paper.zh}”附件`, messageEn: `${whatEn} needs the ${paper.en} attached`,
});
