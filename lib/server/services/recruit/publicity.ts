import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import type { AnnouncementHeader, PlanPublicity } from '@/lib/contracts/recruit';
import { publicityLinkIssues, type PublicityAnnouncement } from '@/lib/domain/recruitPublicity';
import type { Db } from '../../db/client';
import { filings } from '../../db/tables';

/** The filing a result names as its publicity, read within the result's unit only: another unit's id reads as none. */
export async function publicityOf(db: Db, unitId: number, id: number): Promise<PublicityAnnouncement | null> {
  const [row] = await db.select({ filingType: filings.filingType, status: filings.status, filingNo: filings.filingNo, title: filings.title, header: filings.header })
    .from(filings).where(and(eq(filings.id, id), eq(filings.unitId, unitId), eq(filings.deleted, false)));
  return row ?? null;
}

/** What the server keeps of the publicity beside the id a result names: the announcement's dates, number and title. */
const DERIVED = ['publicityStart', 'publicityEnd', 'publicityFilingNo', 'publicityTitle'] as const;

/**
 * A result's header as saved: the publication period of the announcement it names copied in as its publicity period (a
 * typed one is overwritten), with the announcement's number and title. Only from an announcement the result may rely on
 * (the unit's approved 拟聘用人员公示 of the result's plan, R-GEN-06): without one, no period at all, and the rule's
 * finding names the announcement.
 */
export async function withPublicity(db: Db, unitId: number, header: Record<string, unknown>): Promise<Record<string, unknown>> {
  const out = Object.fromEntries(Object.entries(header).filter(([k]) => !(DERIVED as readonly string[]).includes(k)));
  const id = header.publicityFilingId;
  const a = typeof id === 'number' ? await publicityOf(db, unitId, id) : null;
  if (!a || publicityLinkIssues(a, header.planFilingId as number).length) return out;
  const h = a.header as AnnouncementHeader;
  return { ...out, publicityStart: h.publishStart, publicityEnd: h.publishEnd, publicityFilingNo: a.filingNo, publicityTitle: a.title };
}

/** The unit's approved 拟聘用人员公示 announcements, by the plan each names. */
export async function planPublicities(db: Db, unitId: number): Promise<Map<number, PlanPublicity[]>> {
  const rows = await db.select({ id: filings.id, filingNo: filings.filingNo, title: filings.title, header: filings.header }).from(filings)
    .where(and(eq(filings.unitId, unitId), eq(filings.filingType, 'ANNOUNCEMENT'), eq(filings.status, 'APPROVED'), eq(filings.deleted, false)))
    .orderBy(asc(filings.id));
  const out = new Map<number, PlanPublicity[]>();
  for (const r of rows) {
    const h = r.header as AnnouncementHeader;
    if (h.noticeType !== 'PUBLICITY' || typeof h.relatedFilingId !== 'number') continue;
    const list = out.get(h.relatedFilingId) ?? [];
    list.push({ id: r.id, filingNo: r.filingNo ?? '', title: r.title, publishStart: h.publishStart, publishEnd: h.publishEnd });
    out.set(h.relatedFilingId, list);
  }
  return out;
}
