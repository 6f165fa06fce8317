import 'server-only';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { BodyOf, ResponseOf } from '@/lib/contracts/endpoint';
import type { recruitArrive } from '@/lib/contracts/recruit';
import { arrivalIssues } from '@/lib/domain/recruit';
import type { Db } from '../../db/client';
import { filingLines, filings, personEstabHistory, personPostHistory, persons } from '../../db/tables';
import { ApiError } from '../../errors';
import type { SessionUser } from '../../session';
import type { PersonRow } from '../filings/types/personLines';
import { approvedDay } from './intake';

const NOT_FOUND = () => new ApiError(404, '人员不存在或不属于本单位', null, 'No such person in your unit');

/**
 * 报到 (R-PS-01 PENDING_ARRIVAL → ON_DUTY, no further review): the person starts at the unit on the arrival day, which
 * becomes the unit entry and appointment date; the establishment and post histories record the start, citing the filing.
 */
export async function arrive(db: Db, user: SessionUser, input: BodyOf<typeof recruitArrive>, today: string): Promise<ResponseOf<typeof recruitArrive>> {
  return db.transaction(async (tx) => {
    const [p] = await tx.select().from(persons).where(and(eq(persons.id, input.personId), eq(persons.deleted, false))).for('update');
    if (!p || p.unitId !== user.unitId) throw NOT_FOUND();
    if (p.version !== input.version) throw new ApiError(409, '数据已被他人修改，请刷新后重试', null, 'Someone else changed this data; refresh and try again');
    if (p.personStatus !== 'PENDING_ARRIVAL' || p.recordStatus !== 'FILED') {
      throw new ApiError(422, `${p.name}不是已批待报到人员，不能办理报到`, null, `${p.name} is not awaiting arrival`);
    }
    const [source] = await tx.select({ filing: filings }).from(filingLines).innerJoin(filings, eq(filings.id, filingLines.filingId))
      .where(and(eq(filingLines.personId, p.id), inArray(filings.filingType, ['RECRUIT_RESULT', 'TALENT_INTRO']), eq(filings.status, 'APPROVED')))
      .orderBy(desc(filings.closedAt)).limit(1);
    const issues = arrivalIssues({
      ...input, birthDate: p.birthDate, approvedOn: source ? approvedDay(source.filing) : '1900-01-01', today,
    });
    if (issues.length) throw new ApiError(422, issues[0].message, { field: issues[0].field }, issues[0].messageEn);
    const [saved] = await tx.update(persons).set({
      personStatus: 'ON_DUTY', unitEntryDate: input.arrivalDate, workStartDate: input.workStartDate,
      appointDate: p.postLevel ? input.arrivalDate : p.appointDate, version: p.version + 1, updatedAt: new Date(), updatedBy: user.id,
    }).where(and(eq(persons.id, p.id), eq(persons.version, input.version))).returning();
    await recordArrival(tx, p, source?.filing ?? null, input.arrivalDate);
    return { id: saved.id, personStatus: saved.personStatus, unitEntryDate: saved.unitEntryDate, version: saved.version };
  });
}

/**
 * The histories' record of an arrival: the start in the establishment (within it only) and in the post (where the person
 * has one), from the arrival day, citing the filing that brought the person in.
 */
export async function recordArrival(
  db: Db, p: Pick<PersonRow, 'id' | 'unitId' | 'estabStatus' | 'estabType' | 'postCategory' | 'postLevel'>,
  source: { id: number; approvalDocNo: string | null } | null, arrivalDate: string,
): Promise<void> {
  const sourceFilingId = source?.id ?? null;
  if (p.estabStatus === 'IN') {
    await db.insert(personEstabHistory).values({
      personId: p.id, unitId: p.unitId, sourceFilingId, toEstabStatus: 'IN', toEstabType: p.estabType, effectiveDate: arrivalDate,
      basisDoc: source?.approvalDocNo ?? null,
    });
  }
  if (p.postCategory && p.postLevel) {
    await db.insert(personPostHistory).values({
      personId: p.id, unitId: p.unitId, sourceFilingId, postCategory: p.postCategory, postLevel: p.postLevel, changeKind: 'FIRST',
      appointStart: arrivalDate, docNo: source?.approvalDocNo ?? null,
    });
  }
}
