import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Finding } from '@/lib/domain/filing/findingText';
import { announcementHeader, type AnnouncementHeader } from '@/lib/contracts/recruit';
import { announcementHtml, announcementRelation, windowIssues } from '@/lib/domain/recruit';
import { z } from 'zod';
import { filings, notices, units } from '../../../db/tables';
import type { FilingDefinition, RuleContext } from '../definition';

const headerOf = (ctx: RuleContext) => ctx.filing.header as AnnouncementHeader;

const TYPE_NAMES: Record<string, string> = { RECRUIT_PLAN: '招聘计划', TALENT_INTRO: '高层次人才引进', ANNOUNCEMENT: '公告' };
const TYPE_NAMES_EN: Record<string, string> = { RECRUIT_PLAN: 'recruitment plan', TALENT_INTRO: 'talent introduction', ANNOUNCEMENT: 'announcement' };

/** The filing an announcement of its type hangs on: the unit's own, of the expected type, approved (or filed, for a talent). */
async function relationRule(ctx: RuleContext): Promise<Finding[]> {
  const h = headerOf(ctx);
  const relation = announcementRelation(h.noticeType);
  const field = 'header.relatedFilingId';
  if (!relation) return [];
  const name = TYPE_NAMES[relation.filingType];
  const nameEn = TYPE_NAMES_EN[relation.filingType];
  if (h.relatedFilingId === undefined) {
    return relation.required
      ? [{ code: 'R-GEN-01', level: 'ERROR', message: `该类公告须关联已核准的${name}`, messageEn: `This kind of announcement must name an approved ${nameEn}`, field }]
      : [];
  }
  const [related] = await ctx.db.select({ status: filings.status }).from(filings).where(and(
    eq(filings.id, h.relatedFilingId), eq(filings.unitId, ctx.unit.id), eq(filings.filingType, relation.filingType), eq(filings.deleted, false),
  ));
  if (!related) return [{ code: 'R-GEN-01', level: 'ERROR', message: `关联业务不是本单位的${name}`, messageEn: `The related filing is not a ${nameEn} of your unit`, field }];
  const accepted = relation.filingType === 'TALENT_INTRO' ? related.status !== 'DRAFT' && related.status !== 'VOID' : related.status === 'APPROVED';
  const talent = relation.filingType === 'TALENT_INTRO';
  return accepted ? [] : [{
    code: 'R-GEN-01', level: 'ERROR', message: `关联的${name}尚未${talent ? '提交' : '核准'}`,
    messageEn: `The related ${nameEn} is not ${talent ? 'submitted' : 'approved'} yet`, field,
  }];
}

async function windowRule(ctx: RuleContext): Promise<Finding[]> {
  const h = headerOf(ctx);
  return windowIssues(h.publishStart, h.publishEnd, ctx.today);
}

/** 发布公告 (domain.md §2.5 FBGG): approved, it is a notice every user sees during its window; a change is a new CORRECTION filing. */
export const announcementFiling: FilingDefinition = {
  type: 'ANNOUNCEMENT',
  header: announcementHeader,
  line: z.object({}),
  rules: [relationRule, windowRule],
  /** The related filing's number, for the reviewers and the printed form. */
  async onSubmit(db, filing) {
    const id = (filing.header as AnnouncementHeader).relatedFilingId;
    if (id === undefined) return;
    const [related] = await db.select({ filingNo: filings.filingNo }).from(filings).where(eq(filings.id, id));
    await db.update(filings).set({ header: { ...filing.header, relatedFilingNo: related?.filingNo ?? null } }).where(eq(filings.id, filing.id));
  },
  async applyEffect(db, filing, _lines, actor) {
    const h = filing.header as AnnouncementHeader;
    const [unit] = await db.select({ unitName: units.unitName }).from(units).where(eq(units.id, filing.unitId));
    await db.insert(notices).values({
      kind: 'notice', title: filing.title, content: announcementHtml(h.content), audience: 'all', publisherId: actor.id,
      publisherName: unit.unitName, validFrom: h.publishStart, validUntil: h.publishEnd, createdBy: actor.id,
    });
  },
};
