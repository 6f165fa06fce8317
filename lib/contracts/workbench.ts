import { z } from 'zod';
import { endpoint } from './endpoint';
import { filingStatus, filingType } from './filing';
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

export const unitWork = z.object({
  drafts: statusTally,
  returned: z.array(statusTally),
  inReview: z.array(statusTally),
  /** The latest returned filings, newest first. */
  latestReturned: z.array(returnedFiling),
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
  summary: "The signed-in user's work on the home page: a unit its drafts, returned filings and filings in review; a reviewer "
    + 'the filings waiting for it by type and age; the admin pending registrations, locked accounts and recent errors. '
    + 'Each count names the filtered list that shows the same rows.',
  body: z.object({}), response: workbenchSummary,
});
