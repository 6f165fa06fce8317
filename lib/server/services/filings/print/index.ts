import 'server-only';
import { alias } from 'drizzle-orm/pg-core';
import { asc, eq, inArray } from 'drizzle-orm';
import { formatDateTime } from '@/lib/domain/datetime';
import { buildFilingForm, type PrintFiling } from '@/lib/domain/filingPrint/form';
import type { AuditEntry } from '../../../audit';
import type { Db } from '../../../db/client';
import { filingLines, filingTypeConfigs, persons, reviewRecords, units } from '../../../db/tables';
import { pdfResponse } from '../../../pdf';
import type { SessionUser } from '../../../session';
import { filedPayload, loadVisibleFiling } from '../read';
import { fieldDictionary, printWords } from './dictionary';
import { renderFilingForm } from './render';

const competent = alias(units, 'competent');

/**
 * POST /Filing/printPdf: the filing's paper form as a PDF. Who may print is exactly who may open the filing
 * (loadVisibleFiling answers 404 otherwise, as the detail does).
 */
export async function printFilingPdf(
  db: Db, user: SessionUser, id: number, lang: 'zh' | 'en', audit: { type?: AuditEntry['type']; detail?: string },
): Promise<Response> {
  const filing = await loadVisibleFiling(db, user, id);
  const [meta] = await db
    .select({
      nameZh: filingTypeConfigs.nameZh, nameEn: filingTypeConfigs.nameEn, isApproval: filingTypeConfigs.isApproval,
      unitName: units.unitName, uscc: units.uscc, competentName: competent.unitName,
    })
    .from(filingTypeConfigs)
    .innerJoin(units, eq(units.id, filing.unitId))
    .leftJoin(competent, eq(competent.id, filing.competentDeptId ?? units.competentDeptId))
    .where(eq(filingTypeConfigs.type, filing.filingType));
  const lines = await db.select().from(filingLines).where(eq(filingLines.filingId, filing.id)).orderBy(asc(filingLines.lineNo));
  const reviews = await db.select().from(reviewRecords).where(eq(reviewRecords.filingId, filing.id)).orderBy(asc(reviewRecords.seq));
  const personIds = [...new Set(lines.map((l) => l.personId).filter((p): p is number => p !== null))];
  const names = new Map(personIds.length
    ? (await db.select({ id: persons.id, name: persons.name }).from(persons).where(inArray(persons.id, personIds))).map((p) => [p.id, p.name])
    : []);

  const input: PrintFiling = {
    filingType: filing.filingType,
    typeName: lang === 'en' ? meta.nameEn : meta.nameZh,
    route: filing.route,
    isApproval: meta.isApproval,
    filingNo: filing.filingNo ?? `草稿-${filing.id}`,
    status: filing.status,
    year: filing.year,
    title: filing.title,
    unitName: meta.unitName,
    unitUscc: meta.uscc,
    competentName: meta.competentName,
    contactName: filing.contactName,
    contactPhone: filing.contactPhone,
    submittedAt: formatDateTime(filing.lastSubmittedAt),
    approvalDocNo: filing.approvalDocNo,
    remark: filing.remark,
    header: filing.header,
    lines: lines.map((l) => ({ lineNo: l.lineNo, personName: l.personId === null ? null : names.get(l.personId) ?? null, payload: filedPayload(l.payload) })),
    reviews: reviews.map((r) => ({
      seq: r.seq, action: r.action, opinion: r.opinion, actorName: r.actorName, actorUnitName: r.actorUnitName, actedAt: formatDateTime(r.actedAt),
    })),
  };
  const form = buildFilingForm(input, await fieldDictionary(db, filing.filingType, lang), printWords(lang));
  const bytes = await renderFilingForm(form, lang, formatDateTime(new Date()).slice(0, 16));
  audit.type = 'export';
  audit.detail = `打印备案表 ${input.filingNo}`;
  return pdfResponse(bytes, form.fileName);
}
