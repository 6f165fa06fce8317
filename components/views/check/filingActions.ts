import type { FilingDetail } from '@/lib/contracts/filing';
import { MIN_RETURN_OPINION } from '@/lib/domain/filing/lifecycle';
import { checkForm, failureKey, failureKeys } from '@/lib/domain/formRules';

export type AllowedAction = FilingDetail['allowedActions'][number];
/** The actions the detail page offers; EDIT belongs to each type's own entry form. */
export type PageAction = Exclude<AllowedAction, 'EDIT'>;

/** The order of the action bar: the reviewer's decision first, the destructive ones last. */
const ORDER: PageAction[] = ['ZG_APPROVE', 'RSJ_APPROVE', 'ZG_RETURN', 'RSJ_RETURN', 'ZG_RECALL', 'SUBMIT', 'WITHDRAW', 'VOID', 'DELETE'];

export const pageActions = (allowed: readonly AllowedAction[]): PageAction[] => ORDER.filter((a) => allowed.includes(a));

export const isApprove = (a: PageAction) => a === 'ZG_APPROVE' || a === 'RSJ_APPROVE';
export const isReturn = (a: PageAction) => a === 'ZG_RETURN' || a === 'RSJ_RETURN';

/** A return needs a written opinion; an approval may have one (default 同意); other actions take none. */
export function opinionRule(action: PageAction): 'required' | 'optional' | 'none' {
  if (isReturn(action)) return 'required';
  return isApprove(action) ? 'optional' : 'none';
}

/** What is wrong with the opinion for this action, if anything (domain.md §2.6: a return needs ≥ 5 characters). */
export function opinionProblem(action: PageAction, opinion: string): 'required' | 'tooShort' | null {
  if (opinionRule(action) !== 'required') return null;
  return failureKey(opinion, { trim: true, required: true, min: MIN_RETURN_OPINION, message: { min: 'tooShort' } }) as 'required' | 'tooShort' | null;
}

/** The approval that closes the filing, where the filing or approval document number is given. */
export const isFinalApproval = (action: PageAction, route: FilingDetail['route']) =>
  action === 'RSJ_APPROVE' || (action === 'ZG_APPROVE' && route === 'ZG_ONLY');

/** Approve and return open the review dialog; every other action is confirmed first. */
export const needsReviewDialog = (action: PageAction) => isApprove(action) || isReturn(action);

/** Actions that cannot be undone, confirmed with a red button. */
export const isDestructive = (action: PageAction) => action === 'VOID' || action === 'DELETE';

export interface LineIssue {
  lineNo: number;
  issue: string;
}

/** A line issue being typed, not yet added to the return. */
export interface IssueDraft {
  lineNo: number | '';
  issue: string;
}

export const MAX_LINE_ISSUE = 200;

/** The draft as a line issue, or what is wrong with it; an empty draft is nothing to add. */
export function draftIssue(d: IssueDraft): LineIssue | 'incomplete' | 'tooLong' | null {
  const found = failureKeys(checkForm(d, {
    lineNo: { required: true, message: 'incomplete' },
    issue: { trim: true, required: true, max: MAX_LINE_ISSUE, message: { required: 'incomplete', max: 'tooLong' } },
  }));
  if (found.lineNo && found.issue === 'incomplete') return null;
  return (found.lineNo ?? found.issue ?? { lineNo: d.lineNo as number, issue: d.issue.trim() }) as LineIssue | 'incomplete' | 'tooLong';
}

export { MIN_RETURN_OPINION };
