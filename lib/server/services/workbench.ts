import 'server-only';
import { asc, count, desc, eq } from 'drizzle-orm';
import type { CampaignType } from '@/lib/contracts/campaign';
import type { FilingType } from '@/lib/contracts/filing';
import type { ProgressRow } from '@/lib/contracts/report';
import { campaignDue, hasFiled, isOverdue, roundFigures } from '@/lib/domain/campaign';
import type { WorkbenchSummary } from '@/lib/contracts/workbench';
import { addDays } from '@/lib/domain/dates';
import { formatDateTime, today } from '@/lib/domain/datetime';
import type { FilingStatus } from '@/lib/domain/filing/lifecycle';
import { OVERDUE_AFTER_DAYS, waitingLevel, workingDaysBetween } from '@/lib/domain/workdays';
import type { Db } from '../db/client';
import { filings, units } from '../db/tables';
import type { SessionUser } from '../session';
import { CAMPAIGN_STARTS, campaignStates } from './campaigns';
import { filingListCondition } from './filings/read';
import { listRegistrations } from './registration';
import { listSystemLog } from './systemLog';
import { listAccounts } from './users/accounts';


/** The errors of this many days, today included, count as recent. */
export const RECENT_ERROR_DAYS = 7;
const LATEST = 5;
const OLDEST = 10;

/** A list's address with its filters in the query, as the list reads them. */
const address = (path: string, filters: Record<string, string | number>) => `${path}?${new URLSearchParams(
  Object.entries(filters).map(([k, v]) => [k, String(v)]),
)}`;
const detail = (id: number) => address('/view/checkDetail', { id });

const DECLARATIONS = '/checkjc/listPage';
const UNIT_CHECKLIST = '/checklist/index';
const REVIEW_QUEUE = '/check/list/companyCheck';
const PROGRESS = '/report/reportScheduleSearch';

const round = (c: Awaited<ReturnType<typeof campaignStates>>[number]['campaign'], day: string) => ({
  id: c.id, filingType: c.filingType as CampaignType, year: c.year, deadline: c.deadline, note: c.note, daysLeft: campaignDue(c.deadline, day).daysLeft,
});

/** A unit's rounds: each not yet filed, or with its deadline ahead, linking to its filing or to the page that starts one. */
async function unitCampaigns(db: Db, user: SessionUser, day: string): Promise<NonNullable<WorkbenchSummary['unit']>['campaigns']> {
  return (await campaignStates(db, user)).flatMap(({ campaign, units: [unit] }) => {
    const f = unit?.latest;
    const filed = hasFiled(f?.status);
    if (filed && campaignDue(campaign.deadline, day).past) return [];
    return [{
      ...round(campaign, day), filed, overdue: isOverdue(f?.status, campaign.deadline, day), status: (f?.status ?? 'NOT_REPORTED') as ProgressRow['status'],
      to: f ? detail(f.id) : CAMPAIGN_STARTS[campaign.filingType as CampaignType],
    }];
  }).sort((a, b) => a.deadline.localeCompare(b.deadline) || a.id - b.id);
}

/**
 * A reviewer's rounds: its units that filed of those covered, and those overdue (roundFigures, as the progress view counts
 * them); open while a unit has not filed or the deadline is ahead.
 */
async function reviewCampaigns(db: Db, user: SessionUser, day: string): Promise<NonNullable<WorkbenchSummary['review']>['campaigns']> {
  return (await campaignStates(db, user)).flatMap(({ campaign, units: covered }) => {
    const figures = roundFigures(covered.map((u) => ({ status: u.latest?.status, deadline: campaign.deadline })), day);
    if (figures.filed === figures.expected && campaignDue(campaign.deadline, day).past) return [];
    return [{
      ...round(campaign, day), ...figures,
      to: address(PROGRESS, { type: campaign.filingType, year: campaign.year }),
    }];
  }).sort((a, b) => a.deadline.localeCompare(b.deadline) || a.id - b.id);
}

/** A base unit's work: its drafts, what was returned to it (with the opinion) and what is in review. */
async function unitWork(db: Db, user: SessionUser, now: Date): Promise<NonNullable<WorkbenchSummary['unit']>> {
  const rows = await db.select({ status: filings.status, n: count() }).from(filings)
    .where(filingListCondition(user, { box: 'mine' })).groupBy(filings.status);
  const tally = (status: FilingStatus, path: string) => ({ status, count: rows.find((r) => r.status === status)?.n ?? 0, to: address(path, { status }) });
  const returned = await db.select().from(filings)
    .where(filingListCondition(user, { box: 'mine', status: ['RETURNED_ZG', 'RETURNED_RSJ'] }))
    .orderBy(desc(filings.updatedAt), desc(filings.id)).limit(LATEST);
  return {
    drafts: tally('DRAFT', DECLARATIONS),
    returned: [tally('RETURNED_ZG', UNIT_CHECKLIST), tally('RETURNED_RSJ', UNIT_CHECKLIST)],
    inReview: [tally('PENDING_ZG', UNIT_CHECKLIST), tally('PENDING_RSJ', UNIT_CHECKLIST)],
    latestReturned: returned.map((f) => {
      const byZg = f.status === 'RETURNED_ZG';
      return {
        id: f.id, filingNo: f.filingNo ?? `草稿-${f.id}`, filingType: f.filingType as FilingType, title: f.title,
        status: f.status as 'RETURNED_ZG' | 'RETURNED_RSJ', opinion: byZg ? f.zgOpinion : f.rsjOpinion,
        returnedAt: formatDateTime(byZg ? f.zgReviewedAt : f.rsjReviewedAt), to: detail(f.id),
      };
    }),
    campaigns: await unitCampaigns(db, user, today('Asia/Shanghai', now)),
  };
}

/**
 * A reviewer's queue (the 数据审核 list): by type, and the longest waits first. The days are counted as the list counts
 * its `waitingDays` (working days since the filing reached the node), so a filing called overdue here is red there.
 */
async function reviewWork(db: Db, user: SessionUser, now: Date): Promise<NonNullable<WorkbenchSummary['review']>> {
  const rows = await db.select({ id: filings.id, filingNo: filings.filingNo, filingType: filings.filingType, title: filings.title, updatedAt: filings.updatedAt, unitName: units.unitName })
    .from(filings).innerJoin(units, eq(units.id, filings.unitId))
    .where(filingListCondition(user, { box: 'review' }))
    .orderBy(asc(filings.updatedAt), asc(filings.id));
  const waiting = rows.map((r) => {
    const waitingDays = workingDaysBetween(r.updatedAt, now);
    return { ...r, filingType: r.filingType as FilingType, waitingDays, overdue: waitingLevel(waitingDays) === 'overdue' };
  });
  const types = [...new Set(waiting.map((f) => f.filingType))];
  return {
    waiting: { count: waiting.length, to: REVIEW_QUEUE },
    overdueAfterDays: OVERDUE_AFTER_DAYS,
    overdue: waiting.filter((f) => f.overdue).length,
    byType: types.map((filingType) => {
      const ofType = waiting.filter((f) => f.filingType === filingType);
      return {
        filingType, count: ofType.length, to: address(REVIEW_QUEUE, { type: filingType }),
        overdue: ofType.filter((f) => f.overdue).length, oldestWaitingDays: ofType[0].waitingDays,
      };
    }),
    oldest: waiting.slice(0, OLDEST).map((f) => ({
      id: f.id, filingNo: f.filingNo ?? `草稿-${f.id}`, filingType: f.filingType, title: f.title, unitName: f.unitName,
      waitingDays: f.waitingDays, overdue: f.overdue, to: detail(f.id),
    })),
    campaigns: await reviewCampaigns(db, user, today('Asia/Shanghai', now)),
  };
}

/** The admin's: registrations to review, accounts locked by wrong passwords, and the failures of the last days. */
async function adminWork(db: Db, user: SessionUser, now: Date): Promise<NonNullable<WorkbenchSummary['admin']>> {
  const registrations = await listRegistrations(db, user, { status: 'PENDING', pageNo: 1, pageSize: 1 });
  const locked = await listAccounts(db, { kind: 'admin', user }, { status: 'locked', pageNo: 1, pageSize: 1 });
  const from = addDays(today('Asia/Shanghai', now), 1 - RECENT_ERROR_DAYS);
  const errors = await listSystemLog(db, user, { result: 'failure', from, pageNo: 1, pageSize: LATEST });
  return {
    pendingRegistrations: { count: registrations.total, to: address('/check/list/registrationReview', { status: 'PENDING' }) },
    lockedAccounts: { count: locked.total, to: address('/setting/userManagement', { status: 'locked' }) },
    recentErrors: { count: errors.total, to: address('/setting/systemLog', { result: 'failure', from }) },
    recentErrorDays: RECENT_ERROR_DAYS,
    latestErrors: errors.list,
  };
}

export async function workbenchSummary(db: Db, user: SessionUser, now = new Date()): Promise<WorkbenchSummary> {
  const role = user.role;
  return {
    role,
    unit: role === 'jc' ? await unitWork(db, user, now) : null,
    review: role === 'zg' || role === 'rsj' ? await reviewWork(db, user, now) : null,
    admin: role === 'admin' ? await adminWork(db, user, now) : null,
  };
}
