import 'server-only';
import { and, asc, count, desc, eq, ilike, inArray, lt, ne, or, type SQL } from 'drizzle-orm';
import type { FilingDetail, FilingSummary, FilingType, Violation } from '@/lib/contracts/filing';
import type { filingList } from '@/lib/contracts/filing';
import type { BodyOf } from '@/lib/contracts/endpoint';
import { formatDateTime, today as todayInChina } from '@/lib/domain/datetime';
import type { PlanLine } from '@/lib/domain/postSetting';
import { decideTransition, FILING_ACTIONS, type FilingAction, type FilingStatus } from '@/lib/domain/filing/lifecycle';
import { isReviewDecision } from '@/lib/domain/filing/reviewLock';
import { diffSnapshots } from '@/lib/domain/snapshotDiff';
import { workingDaysBetween } from '@/lib/domain/workdays';
import type { Db } from '../../db/client';
import { filingLines, filingSnapshots, filings, filingTypeConfigs, persons, reviewRecords, unitPostPlanLines, unitPostPlans, units } from '../../db/tables';
import { maskIdCard } from '@/lib/domain/idCard';
import { ApiError } from '../../errors';
import type { SessionUser } from '../../session';
import { actorFor } from './actor';
import { beforeAfterOf } from './beforeAfter';
import type { FilingLineRow, FilingRow } from './definition';
import { correctionConflict } from './corrections';
import { FILING_REFERENCES, provesIdentity } from './references';
import { definitionOf } from './registry';
import { enforcedExcellentCap } from './types/assessmentReport';
import type { ReviewLock } from './reviewLock';
import { ownFilings, readableFilings, reviewQueue, visibleFilings } from './visibility';

const PENDING = ['PENDING_ZG', 'PENDING_RSJ'];

function summary(f: FilingRow, typeName: string, unitName: string, now = new Date()): FilingSummary {
  return {
    id: f.id,
    filingNo: f.filingNo ?? `草稿-${f.id}`,
    filingType: f.filingType as FilingSummary['filingType'],
    typeName,
    title: f.title,
    year: f.year,
    unitId: f.unitId,
    unitName,
    status: f.status as FilingSummary['status'],
    currentNode: f.currentNode,
    route: f.route,
    submitCount: f.submitCount,
    lastSubmittedAt: formatDateTime(f.lastSubmittedAt),
    updatedAt: formatDateTime(f.updatedAt),
    waitingDays: PENDING.includes(f.status) ? workingDaysBetween(f.updatedAt, now) : 0,
    version: f.version,
    correctedById: f.correctedById,
  };
}

const typeName = (lang: 'zh' | 'en') => (lang === 'en' ? filingTypeConfigs.nameEn : filingTypeConfigs.nameZh);

type ListQuery = BodyOf<typeof filingList>;
export type FilingListFilters = Pick<ListQuery, 'box'> & Partial<Omit<ListQuery, 'box' | 'pageNo' | 'pageSize'>>;

/** The rows a filing list holds before paging: the user's scope, the box and the filters (the workbench counts the same rows). */
export function filingListCondition(user: SessionUser, q: FilingListFilters): SQL {
  const box = q.box === 'review' ? reviewQueue(user) : q.box === 'mine' ? ownFilings(user) : undefined;
  const keyword = q.keyword ? or(ilike(filings.title, `%${q.keyword}%`), ilike(filings.filingNo, `%${q.keyword}%`)) : undefined;
  return and(
    visibleFilings(user), box, keyword,
    q.filingType?.length ? inArray(filings.filingType, q.filingType) : undefined,
    q.status?.length ? inArray(filings.status, q.status) : undefined,
    q.year ? eq(filings.year, q.year) : undefined,
    q.unitId ? eq(filings.unitId, q.unitId) : undefined,
  )!;
}

export async function listFilings(db: Db, user: SessionUser, q: ListQuery, lang: 'zh' | 'en') {
  const condition = filingListCondition(user, q);
  const rows = await db
    .select({ filing: filings, typeName: typeName(lang), unitName: units.unitName })
    .from(filings)
    .innerJoin(filingTypeConfigs, eq(filingTypeConfigs.type, filings.filingType))
    .innerJoin(units, eq(units.id, filings.unitId))
    .where(condition)
    .orderBy(desc(filings.updatedAt), desc(filings.id))
    .limit(q.pageSize)
    .offset((q.pageNo - 1) * q.pageSize);
  const [{ total }] = await db.select({ total: count() }).from(filings).where(condition);
  return { total, list: rows.map((r) => summary(r.filing, r.typeName, r.unitName)) };
}

/**
 * Loads a filing the user may open (readableFilings), or answers 404 (a filing outside the scope does not exist for the
 * caller); what the user may do with it is the lifecycle's to say.
 */
export async function loadVisibleFiling(db: Db, user: SessionUser, id: number, forUpdate = false): Promise<FilingRow> {
  const query = db.select().from(filings).where(and(eq(filings.id, id), readableFilings(user)));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw new ApiError(404, '业务不存在或无权查看', null, 'No such filing in your scope');
  return row;
}

export function allowedActions(user: SessionUser, filing: FilingRow): FilingAction[] {
  const state = { status: filing.status as FilingStatus, route: filing.route, submitCount: filing.submitCount, zgActedSinceSubmit: filing.zgActedSinceSubmit };
  const actor = actorFor(user, filing);
  return FILING_ACTIONS.filter((a) => decideTransition(state, a, actor).ok);
}

/**
 * The plan a post setting changes: once its own plan is installed, the version in force before that one; until then
 * the unit's current plan. Null where there is none (a first setting).
 */
async function planBefore(db: Db, filing: FilingRow): Promise<PlanLine[] | null> {
  const unitPlans = and(eq(unitPostPlans.unitId, filing.unitId), eq(unitPostPlans.deleted, false));
  const [installed] = await db.select({ planVersion: unitPostPlans.planVersion }).from(unitPostPlans)
    .where(and(unitPlans, eq(unitPostPlans.sourceFilingId, filing.id))).orderBy(desc(unitPostPlans.planVersion)).limit(1);
  const [plan] = await db.select({ id: unitPostPlans.id }).from(unitPostPlans)
    .where(and(unitPlans, installed ? lt(unitPostPlans.planVersion, installed.planVersion) : eq(unitPostPlans.isCurrent, true)))
    .orderBy(desc(unitPostPlans.planVersion)).limit(1);
  if (!plan) return null;
  return db.select({ postCategory: unitPostPlanLines.postCategory, postLevel: unitPostPlanLines.postLevel, approvedCount: unitPostPlanLines.approvedCount })
    .from(unitPostPlanLines).where(eq(unitPostPlanLines.planId, plan.id)).orderBy(asc(unitPostPlanLines.id));
}

/** An assessment report's excellent cap (R-KH-04) as its page shows it: the share, and the population it is a share of. */
async function excellentCapFields(db: Db, filing: FilingRow): Promise<Pick<FilingDetail, 'excellentRate' | 'excellentBase'>> {
  const cap = await enforcedExcellentCap(db, filing, todayInChina());
  return { excellentRate: cap.rate, excellentBase: cap.base };
}

/**
 * A line's payload as filed. What an effect recorded of its person as it landed (`before`, recordBefore; `recordFound`)
 * stays with the server, which reads it from the table to undo the effect for a correction and to compare before → after:
 * the fields filed already show the change.
 */
export function filedPayload(payload: Record<string, unknown>): Record<string, unknown> {
  const { before: _recorded, recordFound: _found, ...filed } = payload;
  return filed;
}

/**
 * Whether a line lets a unit read another unit's person: it names them with their ID number (an arrival), its effect
 * moved them away from the unit (what it recorded of them), or it moves them between two units of the filing's authority.
 */
function namesOtherUnitsPerson(user: SessionUser, filing: FilingRow, l: FilingLineRow, p: { unitId: number; idNumber: string }): boolean {
  const type = filing.filingType as FilingType;
  if (FILING_REFERENCES[type].idNumberProof && provesIdentity(type, l.payload, p.idNumber)) return true;
  const before = l.payload.before;
  if (before && typeof before === 'object' && (before as { unitId?: unknown }).unitId === user.unitId) return true;
  return type === 'INTERNAL_EXCHANGE' && [filing.header.fromUnitId, filing.header.toUnitId].includes(p.unitId);
}

/** The comparison as the detail answers it: absent for a type that changes no person record. */
const beforeAfterField = (beforeAfter: FilingDetail['beforeAfter']) => (beforeAfter ? { beforeAfter } : {});

/** One filing as its page shows it; `reviewLock` names another reviewer holding it, whose decisions are then withheld. */
export async function filingDetail(
  db: Db, user: SessionUser, filing: FilingRow, lang: 'zh' | 'en', violations: Violation[] = [], reviewLock: ReviewLock | null = null,
): Promise<FilingDetail> {
  const [meta] = await db
    .select({ typeName: typeName(lang), unitName: units.unitName })
    .from(filingTypeConfigs)
    .innerJoin(units, eq(units.id, filing.unitId))
    .where(eq(filingTypeConfigs.type, filing.filingType));
  const lines = await db.select().from(filingLines).where(eq(filingLines.filingId, filing.id)).orderBy(asc(filingLines.lineNo));
  const reviews = await db.select().from(reviewRecords).where(eq(reviewRecords.filingId, filing.id)).orderBy(asc(reviewRecords.seq));
  const snapshots = filing.snapshotVersion >= 2
    ? await db.select().from(filingSnapshots)
      .where(and(eq(filingSnapshots.filingId, filing.id), inArray(filingSnapshots.snapshotVersion, [filing.snapshotVersion - 1, filing.snapshotVersion])))
      .orderBy(asc(filingSnapshots.snapshotVersion))
    : [];
  const personIds = [...new Set(lines.map((l) => l.personId).filter((id): id is number => id !== null))];
  const people = personIds.length
    ? await db.select({ person: persons, unitName: units.unitName }).from(persons).innerJoin(units, eq(units.id, persons.unitId))
      .where(inArray(persons.id, personIds))
    : [];
  const canRead = (p: { id: number; unitId: number; idNumber: string }) => user.role !== 'jc' || p.unitId === user.unitId
    || lines.some((l) => l.personId === p.id && namesOtherUnitsPerson(user, filing, l, p));
  const readable = ({ person: p }: (typeof people)[number]) => canRead(p);
  const corrects = filing.correctsFilingId === null ? [] : await db.select({ id: filings.id, filingNo: filings.filingNo }).from(filings)
    .where(and(eq(filings.id, filing.correctsFilingId), eq(filings.unitId, filing.unitId), eq(filings.deleted, false)));
  // A correction still in draft is the unit's own business until it is submitted.
  const correctedBy = await db.select({ id: filings.id, filingNo: filings.filingNo, status: filings.status }).from(filings)
    .where(and(eq(filings.correctsFilingId, filing.id), eq(filings.deleted, false),
      user.unitId === filing.unitId ? undefined : ne(filings.status, 'DRAFT')))
    .orderBy(asc(filings.id));
  const correctable = filing.status === 'APPROVED' && filing.correctedById === null && user.unitId === filing.unitId
    && Boolean(definitionOf(filing.filingType).reverseEffect) && !(await correctionConflict(db, filing.id));
  return {
    ...summary(filing, meta.typeName, meta.unitName),
    correctsFilingId: filing.correctsFilingId,
    correctable,
    corrects: corrects[0] ? { id: corrects[0].id, filingNo: corrects[0].filingNo ?? `草稿-${corrects[0].id}` } : null,
    correctedBy: correctedBy.map((c) => ({ id: c.id, filingNo: c.filingNo ?? `草稿-${c.id}`, status: c.status as FilingStatus })),
    linePersons: Object.fromEntries(people.filter(readable).map(({ person: p, unitName }) => [String(p.id), {
      name: p.name, idNumber: maskIdCard(p.idNumber), gender: p.gender, birthDate: p.birthDate, unitName, postCategory: p.postCategory,
      postLevel: p.postLevel, estabStatus: p.estabStatus, estabType: p.estabType, personStatus: p.personStatus, recordStatus: p.recordStatus,
    }])),
    subType: filing.subType,
    contactName: filing.contactName,
    contactPhone: filing.contactPhone,
    remark: filing.remark,
    header: filing.header,
    lines: lines.map((l) => ({ lineNo: l.lineNo, personId: l.personId, payload: filedPayload(l.payload) })),
    approvalDocNo: filing.approvalDocNo,
    ackWarnings: filing.ackWarnings,
    reviews: reviews.map((r) => ({
      seq: r.seq, node: r.node, action: r.action, fromStatus: r.fromStatus, toStatus: r.toStatus, opinion: r.opinion,
      actorName: r.actorName, actorRole: r.actorRole, actorUnitName: r.actorUnitName, actedAt: formatDateTime(r.actedAt),
      snapshotVersion: r.snapshotVersion, ackWarnings: r.ackWarnings, lineIssues: r.lineIssues,
    })),
    changesSincePreviousSubmission: snapshots.length === 2 ? diffSnapshots(snapshots[0].data, snapshots[1].data) : [],
    effectiveOn: filing.status === 'APPROVED' && !filing.effectAppliedAt && filing.correctedById === null ? filing.effectiveOn : null,
    ...(filing.filingType === 'POST_SETTING' ? { planBefore: await planBefore(db, filing) } : {}),
    ...(filing.filingType === 'ASSESSMENT_REPORT' ? await excellentCapFields(db, filing) : {}),
    ...beforeAfterField(await beforeAfterOf(db, filing, lines, canRead)),
    allowedActions: allowedActions(user, filing).filter((a) => !reviewLock || !isReviewDecision(a)),
    violations,
    reviewLock,
  };
}
