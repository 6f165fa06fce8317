import 'server-only';
import { and, asc, count, desc, eq, gt, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AttachmentItem } from '@/lib/contracts/attachment';
import { CONSENT_CATEGORY, type ExchangeHeader, type InternalExchangeHeader } from '@/lib/contracts/exchange';
import { formatDateTime } from '@/lib/domain/datetime';
import { maskIdCard } from '@/lib/domain/idCard';
import type { Db } from '../db/client';
import { attachments, filingLines, filings, persons, units } from '../db/tables';
import { ApiError } from '../errors';
import { acceptAttachment } from '../fileContent';
import type { SessionUser } from '../session';
import { storeFile } from '../storage';

const EDITABLE = ['DRAFT', 'RETURNED_ZG', 'RETURNED_RSJ'];

/**
 * The exchange filings that concern a unit it did not file (domain.md §3.4 "系统内调出相关件只读"): transfers taking
 * its persons, from the draft on so that it can attach its consent, and internal exchanges between its authority's units.
 */
export function concerningUnit(unitId: number): SQL {
  const id = String(unitId);
  return or(
    and(eq(filings.filingType, 'EXCHANGE'), sql`${filings.header}->>'counterpartUnitId' = ${id}`),
    and(eq(filings.filingType, 'INTERNAL_EXCHANGE'), gt(filings.submitCount, 0),
      sql`(${filings.header}->>'fromUnitId' = ${id} or ${filings.header}->>'toUnitId' = ${id})`),
  )!;
}

/** The unit a line's person goes to and from, for a filing that moves persons between units of the system. */
export function moveOf(filing: { filingType: string; unitId: number; header: Record<string, unknown> }): { from: number; to: number } | null {
  if (filing.filingType === 'INTERNAL_EXCHANGE') {
    const h = filing.header as InternalExchangeHeader;
    return h.exchangeMode === 'SECONDMENT' ? null : { from: h.fromUnitId, to: h.toUnitId };
  }
  const h = filing.header as ExchangeHeader;
  return h.direction === 'IN' && h.counterpartInSystem && h.counterpartUnitId ? { from: h.counterpartUnitId, to: filing.unitId } : null;
}

/** Open units: not deleted, not closed. */
const openUnit = () => and(eq(units.deleted, false), eq(units.unitStatus, 'NORMAL'))!;

/** Counterpart units, open ones only: every other base unit for a base unit; a competent authority's own units for it. */
export function counterpartUnits(user: SessionUser): SQL {
  const where = user.role === 'zg'
    ? eq(units.competentDeptId, user.unitId!)
    : and(eq(units.isCompetentDept, false), ne(units.id, user.unitId!));
  return and(where, openUnit())!;
}

/** The open units of a competent authority (an internal exchange's range, domain.md §2.5 NBJL); none without one. */
export function unitsUnderAuthority(authorityId: number | null): SQL {
  return and(authorityId === null ? eq(units.id, -1) : eq(units.competentDeptId, authorityId), openUnit())!;
}

/** A base unit's internal exchange stays among its authority's units, its own among them. */
async function authorityUnits(db: Db, user: SessionUser): Promise<SQL> {
  const [own] = await db.select({ authority: units.competentDeptId }).from(units).where(eq(units.id, user.unitId!));
  return unitsUnderAuthority(own?.authority ?? null);
}

export async function exchangeUnits(db: Db, user: SessionUser, internal = false) {
  const where = internal && user.role === 'jc' ? await authorityUnits(db, user) : counterpartUnits(user);
  const list = await db.select({ id: units.id, unitName: units.unitName }).from(units).where(where).orderBy(asc(units.unitName));
  return { list };
}

/**
 * A person of another unit, found only by the exact name and ID number the receiving unit already holds on paper, and
 * only in a unit it may exchange with.
 */
export async function findPerson(db: Db, user: SessionUser, input: { unitId: number; name: string; idNumber: string }) {
  const [row] = await db.select({ p: persons, unitName: units.unitName }).from(persons).innerJoin(units, eq(units.id, persons.unitId))
    .where(and(eq(persons.unitId, input.unitId), counterpartUnits(user), eq(persons.idNumber, input.idNumber), eq(persons.name, input.name), eq(persons.deleted, false),
      eq(persons.recordStatus, 'FILED')));
  if (!row) throw new ApiError(404, '对方单位没有该姓名和身份证号的已备案人员，请核对', null, 'The other unit has no filed person with this name and ID number');
  const { p } = row;
  return {
    id: p.id, name: p.name, idNumber: maskIdCard(p.idNumber), unitName: row.unitName, estabType: p.estabType, postCategory: p.postCategory,
    postLevel: p.postLevel, personStatus: p.personStatus,
  };
}

const outgoingOf = (unitId: number) => and(eq(filings.filingType, 'EXCHANGE'), eq(filings.deleted, false), sql`${filings.header}->>'counterpartUnitId' = ${String(unitId)}`);

/** The sending unit's list: transfers that take its persons, with who and whether its consent is attached. */
export async function listOutgoing(db: Db, user: SessionUser, q: { pageNo: number; pageSize: number }) {
  const where = outgoingOf(user.unitId!);
  const rows = await db.select({ f: filings, unitName: units.unitName }).from(filings).innerJoin(units, eq(units.id, filings.unitId))
    .where(where).orderBy(desc(filings.updatedAt), desc(filings.id)).limit(q.pageSize).offset((q.pageNo - 1) * q.pageSize);
  const [{ total }] = await db.select({ total: count() }).from(filings).where(where);
  const ids = rows.map((r) => r.f.id);
  const names = ids.length
    ? await db.select({ filingId: filingLines.filingId, name: persons.name }).from(filingLines).innerJoin(persons, eq(persons.id, filingLines.personId))
      .where(inArray(filingLines.filingId, ids)).orderBy(asc(filingLines.lineNo))
    : [];
  const consents = ids.length
    ? new Set((await db.selectDistinct({ filingId: attachments.filingId }).from(attachments)
      .where(and(inArray(attachments.filingId, ids), eq(attachments.category, CONSENT_CATEGORY), eq(attachments.deleted, false)))).map((a) => a.filingId))
    : new Set<number | null>();
  return {
    total,
    list: rows.map(({ f, unitName }) => ({
      id: f.id, filingNo: f.filingNo ?? `草稿-${f.id}`, receivingUnitName: unitName, status: f.status as never,
      persons: names.filter((n) => n.filingId === f.id).map((n) => n.name), updatedAt: formatDateTime(f.updatedAt),
      hasConsent: consents.has(f.id), canAttach: EDITABLE.includes(f.status),
    })),
  };
}

/** The sending unit attaches its consent while the receiving unit can still change the filing. */
export async function uploadConsent(db: Db, user: SessionUser, input: { filingId: number; fileName: string; content: string }): Promise<AttachmentItem> {
  const [filing] = await db.select().from(filings).where(and(eq(filings.id, input.filingId), outgoingOf(user.unitId!)));
  if (!filing) throw new ApiError(404, '业务不存在或无权查看', null, 'No such filing in your scope');
  if (!EDITABLE.includes(filing.status)) throw new ApiError(422, '调入单位已提交该业务，不能再上传同意函', null, 'The receiving unit has submitted this filing');
  const bytes = new Uint8Array(Buffer.from(input.content, 'base64'));
  const mime = await acceptAttachment(input.fileName, bytes);
  const { sha256, storagePath } = await storeFile(bytes);
  const [row] = await db.insert(attachments).values({
    filingId: filing.id, unitId: user.unitId, category: CONSENT_CATEGORY, name: input.fileName, size: bytes.length, mime, sha256,
    storagePath, uploadedBy: user.id,
  }).returning();
  return {
    id: row.id, filingId: filing.id, category: row.category, name: row.name, size: row.size, mime: row.mime, sha256: row.sha256,
    uploadedAt: formatDateTime(row.uploadedAt), uploadedBy: user.username,
  };
}
