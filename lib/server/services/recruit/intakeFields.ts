import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import type { RecruitResultHeader, TalentIntroHeader, TalentIntroLine } from '@/lib/contracts/recruit';
import type { PlanPost } from '@/lib/domain/recruit';
import type { Db } from '../../db/client';
import { filingLines, filings } from '../../db/tables';
import type { FilingLineRow, FilingRow } from '../filings/definition';
import { planPosts } from './intake';
import type { IntakeFields } from './persons';

/** A 柔性引进 brings talents in without establishment. */
export const isFlexible = (header: Record<string, unknown>) => (header as TalentIntroHeader).introMode === 'FLEXIBLE';

/** What an approved 人才引进 sets of each talent besides the line's own fields (its effect, and its before → after). */
export function talentIntakeFields(filing: FilingRow): IntakeFields {
  const outside = isFlexible(filing.header);
  return (l) => {
    const t = l.payload as unknown as TalentIntroLine;
    return {
      entryMethod: 'TALENT_INTRO', estabStatus: outside ? 'OUT' : 'IN', estabType: outside ? null : t.estabType,
      outEmployForm: outside ? 'OTHER' : null, postCategory: t.postCategory, postLevel: t.postLevel,
      profTitle: t.profTitle ?? null, titleLevel: t.titleLevel ?? null,
    };
  };
}

/** The plan a result is filed against, with its posts: the unit's own, of the right type. */
export async function resultPlanOf(db: Db, f: FilingRow): Promise<{ plan: FilingRow; posts: PlanPost[] } | null> {
  const [plan] = await db.select().from(filings).where(and(
    eq(filings.id, (f.header as RecruitResultHeader).planFilingId), eq(filings.unitId, f.unitId), eq(filings.filingType, 'RECRUIT_PLAN'), eq(filings.deleted, false),
  ));
  if (!plan) return null;
  const lines = await db.select().from(filingLines).where(eq(filingLines.filingId, plan.id)).orderBy(asc(filingLines.lineNo));
  return { plan, posts: planPosts(lines) };
}

/** What an approved 招聘结果 sets of each person besides the line's own fields: the plan post's establishment and category. */
export function resultIntakeFields(posts: PlanPost[]): IntakeFields {
  const postOf = (l: FilingLineRow) => posts.find((p) => p.postCode.toUpperCase() === String(l.payload.postCode).toUpperCase());
  return (l) => ({
    entryMethod: 'OPEN_RECRUIT', estabStatus: 'IN', estabType: postOf(l)?.estabType ?? 'INST', postCategory: postOf(l)?.postCategory ?? null,
    postLevel: String(l.payload.postLevel), postName: postOf(l)?.postName ?? null,
  });
}
