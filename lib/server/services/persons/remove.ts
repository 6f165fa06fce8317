import 'server-only';
import { and, eq } from 'drizzle-orm';
import { maskIdCard } from '@/lib/domain/idCard';
import type { Db } from '../../db/client';
import {
  filingLines, filings, personAssessments, personEducations, personEstabHistory, personExchanges, personPostHistory, personResumes,
  personRewardPunish, persons, personTitleHistory,
} from '../../db/tables';
import { ApiError } from '../../errors';
import type { SessionUser } from '../../session';
import { loadVisiblePerson } from './detail';
import { CONFLICT } from './update';

/**
 * Deletes a person entered by mistake: only a draft that no filing ever listed, so every reported record and
 * every filing line keeps its person. The row goes for good, which frees its ID number.
 */
export async function deletePerson(db: Db, user: SessionUser, input: { id: number; version: number }, audit: { detail?: string }): Promise<null> {
  await db.transaction(async (tx) => {
    const { person: p } = await loadVisiblePerson(tx, user, input.id, true);
    if (p.recordStatus !== 'DRAFT') {
      throw new ApiError(422, '只能删除待上报的人员，已上报的人员请通过减员等业务办理', null, 'Only persons not yet reported can be deleted');
    }
    const [listed] = await tx.select({ filingNo: filings.filingNo, filingId: filings.id }).from(filingLines)
      .innerJoin(filings, eq(filings.id, filingLines.filingId)).where(eq(filingLines.personId, p.id)).limit(1);
    if (listed) {
      throw new ApiError(422, `该人员已列入人员信息上报【${listed.filingNo ?? `草稿-${listed.filingId}`}】，不能删除；请先从该上报中移除`,
        { filingId: listed.filingId }, 'This person is listed in a filing and cannot be deleted');
    }
    if (p.version !== input.version) throw CONFLICT();
    const subSets = [personPostHistory, personEstabHistory, personAssessments, personRewardPunish, personExchanges, personTitleHistory, personResumes, personEducations];
    for (const table of subSets) await tx.delete(table).where(eq(table.personId, p.id));
    const [gone] = await tx.delete(persons).where(and(eq(persons.id, p.id), eq(persons.version, input.version))).returning({ id: persons.id });
    if (!gone) throw CONFLICT();
    audit.detail = `删除人员 ${p.id} ${p.name} ${maskIdCard(p.idNumber)}`;
  });
  return null;
}
