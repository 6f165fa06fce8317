import 'server-only';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { MigratedMark, PersonHistories } from '@/lib/contracts/person';
import { formatDateTime } from '@/lib/domain/datetime';
import type { Db } from '../../db/client';
import { readAll } from '../../db/readAll';
import {
  filings, importBatches, personAssessments, personEducations, personEstabHistory, personExchanges, personPostHistory, personResumes, personRewardPunish,
  personStatusHistory, personTitleHistory, units,
} from '../../db/tables';

const counterpart = alias(units, 'counterpart');

/** The imports (迁移导入) of the given ids, by id: the file and when it ran. */
export async function migratedMarks(db: Db, ids: (number | null)[]): Promise<(id: number | null) => MigratedMark | null> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  const rows = wanted.length
    ? await db.select({ id: importBatches.id, fileName: importBatches.fileName, at: importBatches.createdAt }).from(importBatches).where(inArray(importBatches.id, wanted))
    : [];
  const byId = new Map(rows.map((r) => [r.id, { batchId: r.id, fileName: r.fileName, importedAt: formatDateTime(r.at) }]));
  return (id) => (id === null ? null : byId.get(id) ?? null);
}

/** The person's history sub-sets (domain.md §2.3), newest first, each with the number of the filing that wrote it. */
export async function personHistories(db: Db, personId: number): Promise<PersonHistories> {
  const [posts, estabs, assessments, rewardPunish, exchanges, titles, resumes, educations, statuses] = await readAll(db, [
    () => db.select().from(personPostHistory).where(eq(personPostHistory.personId, personId)).orderBy(desc(personPostHistory.appointStart)),
    () => db.select().from(personEstabHistory).where(eq(personEstabHistory.personId, personId)).orderBy(desc(personEstabHistory.effectiveDate)),
    () => db.select().from(personAssessments).where(eq(personAssessments.personId, personId)).orderBy(desc(personAssessments.year)),
    () => db.select().from(personRewardPunish).where(eq(personRewardPunish.personId, personId)).orderBy(desc(personRewardPunish.decisionDate)),
    () => db.select({ row: personExchanges, counterpartName: counterpart.unitName }).from(personExchanges)
      .leftJoin(counterpart, eq(counterpart.id, personExchanges.counterpartUnitId))
      .where(eq(personExchanges.personId, personId)).orderBy(desc(personExchanges.effectiveDate)),
    () => db.select().from(personTitleHistory).where(eq(personTitleHistory.personId, personId)).orderBy(desc(personTitleHistory.titleDate)),
    () => db.select().from(personResumes).where(eq(personResumes.personId, personId)).orderBy(asc(personResumes.startDate)),
    () => db.select().from(personEducations).where(eq(personEducations.personId, personId)).orderBy(asc(personEducations.startDate)),
    () => db.select().from(personStatusHistory).where(eq(personStatusHistory.personId, personId)).orderBy(desc(personStatusHistory.startDate), desc(personStatusHistory.id)),
  ]);
  const sourceIds = [...posts, ...estabs, ...assessments, ...rewardPunish, ...exchanges.map((e) => e.row), ...titles, ...statuses]
    .map((r) => r.sourceFilingId).filter((id): id is number => id !== null);
  const numbers = new Map(sourceIds.length
    ? (await db.select({ id: filings.id, no: filings.filingNo }).from(filings).where(inArray(filings.id, sourceIds))).map((f) => [f.id, f.no])
    : []);
  const source = (r: { sourceFilingId: number | null }) => (r.sourceFilingId ? (numbers.get(r.sourceFilingId) ?? null) : null);
  const markOf = await migratedMarks(db, [...posts, ...estabs, ...assessments, ...rewardPunish].map((r) => r.importBatchId));
  return {
    posts: posts.map((r) => ({
      id: r.id, sourceFilingNo: source(r), postCategory: r.postCategory, postLevel: r.postLevel, changeKind: r.changeKind,
      appointStart: r.appointStart, appointEnd: r.appointEnd, docNo: r.docNo, migrated: markOf(r.importBatchId),
    })),
    estabs: estabs.map((r) => ({
      id: r.id, sourceFilingNo: source(r), fromEstabStatus: r.fromEstabStatus, fromEstabType: r.fromEstabType, toEstabStatus: r.toEstabStatus,
      toEstabType: r.toEstabType, effectiveDate: r.effectiveDate, basisDoc: r.basisDoc, migrated: markOf(r.importBatchId),
    })),
    assessments: assessments.map((r) => ({
      id: r.id, sourceFilingNo: source(r), year: r.year, kind: r.kind, result: r.result, comment: r.comment, migrated: markOf(r.importBatchId),
    })),
    rewardPunish: rewardPunish.map((r) => ({
      id: r.id, sourceFilingNo: source(r), rpKind: r.rpKind, rpType: r.rpType, rpName: r.rpName, decisionDate: r.decisionDate,
      approveOrg: r.approveOrg, docNo: r.docNo, punishEndDate: r.punishEndDate, migrated: markOf(r.importBatchId),
    })),
    exchanges: exchanges.map(({ row: r, counterpartName }) => ({
      id: r.id, sourceFilingNo: source(r), direction: r.direction, exchangeMode: r.exchangeMode,
      counterpartUnitName: r.counterpartUnitName ?? counterpartName, reason: r.reason, effectiveDate: r.effectiveDate, endDate: r.endDate,
    })),
    statuses: statuses.map((r) => ({
      id: r.id, sourceFilingNo: source(r), fromStatus: r.fromStatus, toStatus: r.toStatus, startDate: r.startDate, endDate: r.endDate, reason: r.reason,
    })),
    titles: titles.map((r) => ({ id: r.id, sourceFilingNo: source(r), profTitle: r.profTitle, titleLevel: r.titleLevel, titleSeries: r.titleSeries, titleDate: r.titleDate })),
    resumes: resumes.map((r) => ({ id: r.id, startDate: r.startDate, endDate: r.endDate, organisation: r.organisation, position: r.position })),
    educations: educations.map((r) => ({
      id: r.id, kind: r.kind, education: r.education, degree: r.degree, school: r.school, major: r.major, startDate: r.startDate, endDate: r.endDate,
    })),
  };
}
