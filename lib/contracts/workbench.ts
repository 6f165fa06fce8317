import { z } from 'zod';
import { campaignType } from './campaign';
import { endpoint } from './endpoint';
import { filingStatus, filingType } from './filing';
import { progressStatus } from './report';
import { systemLogItem } from './systemLog';

const count = z.number().int().nonnegative();
/** The hash-router address of the filtered list that shows exactly the counted rows (or of the one record). */
const to = z.string().describe('Address (hash route) of the filtered list holding exactly the counted rows');

/** A count and the list it links to. */
export const tally = z.object({ count, to });
export type Tally = z.infer<typeof tally>;

const statusTally = tally.extend({ status: filingStatus });

/** A filing sent back to the unit, with the reviewer's latest opinion. */
const returnedFiling = z.object({
  id: z.number().int(),
  filingNo: z.string(),
  filingType,
  title: z.string(),
  status: z.enum(['RETURNED_ZG', 'RETURNED_RSJ']),
  opinion: z.string().nullable(),
  returnedAt: z.string(),
  to,
});

/** A filing waiting for the reviewer: working days at the node, overdue past the limit. */
const waitingFiling = z.object({
  id: z.number().int(),
  filingNo: z.string(),
  filingType,
  title: z.string(),
  unitName: z.string(),
  waitingDays: count,
  overdue: z.boolean(),
  to,
});

const typeQueue = tally.extend({ filingType, overdue: count, oldestWaitingDays: count });

/** A campaign's round as it stands: its type, year and deadline, the days left (0 on the day, negative after it). */
const campaignRound = z.object({
  id: z.number().int(),
  filingType: campaignType,
  year: z.number().int(),
  deadline: z.string(),
  note: z.string().nullable(),
  daysLeft: z.number().int(),
});

/** A round the unit must file: whether it has (a filing of the type and year sent or approved), overdue past the deadline without. */
const unitCampaign = campaignRound.extend({
  filed: z.boolean(),
  overdue: z.boolean(),
  /** The state of the unit's latest filing of the round; NOT_REPORTED when there is none. */
  status: progressStatus,
  /** The filing when there is one, else the page that starts it. */
  to,
});

/** A round as a reviewer follows it: its units that have filed of those in scope, and those overdue (past the deadline without). */
const reviewCampaign = campaignRound.extend({
  filed: count,
  expected: count,
  overdue: count,
  /** The progress view on the type and year. */
  to,
});

export const unitWork = z.object({
  drafts: statusTally,
  returned: z.array(statusTally),
  inReview: z.array(statusTally),
  /** The latest returned filings, newest first. */
  latestReturned: z.array(returnedFiling),
  /** The rounds due: those not yet filed and those whose deadline is still ahead, the nearest deadline first. */
  campaigns: z.array(unitCampaign),
});
export type UnitWork = z.infer<typeof unitWork>;

export const reviewWork = z.object({
  waiting: tally,
  /** Working days a filing may wait at the reviewer's node; one more and it is overdue (domain.md §3.2). */
  overdueAfterDays: count,
  overdue: count,
  /** The queue by filing type, the type holding the longest wait first. */
  byType: z.array(typeQueue),
  /** The longest-waiting filings, oldest first. */
  oldest: z.array(waitingFiling),
  /** The rounds of the units in scope still open (a unit yet to file, or the deadline ahead), the nearest deadline first. */
  campaigns: z.array(reviewCampaign),
});
export type ReviewWork = z.infer<typeof reviewWork>;

export const adminWork = z.object({
  pendingRegistrations: tally,
  lockedAccounts: tally,
  recentErrors: tally,
  /** The errors counted are those of the last this many days, today included. */
  recentErrorDays: count,
  latestErrors: z.array(systemLogItem),
});
export type AdminWork = z.infer<typeof adminWork>;

export const workbenchSummary = z.object({
  role: z.enum(['jc', 'zg', 'rsj', 'admin']),
  unit: unitWork.nullable(),
  review: reviewWork.nullable(),
  admin: adminWork.nullable(),
});
export type WorkbenchSummary = z.infer<typeof workbenchSummary>;

export const workbenchSummaryEndpoint = endpoint({
  method: 'POST', path: '/Workbench/summary', tag: 'filing', access: ['jc', 'zg', 'rsj', 'admin'],
  summary: "The signed-in user's work on the home page: a unit its drafts, returned filings, filings in review and the campaigns "
    + 'it must file by their deadlines; a reviewer the filings waiting for it by type and age and the progress of its units in the '
    + 'campaigns; the admin pending registrations, locked accounts and recent errors. '
    + 'Each count names the filtered list that shows the same rows.',
  body: z.object({}), response: workbenchSummary,
});
