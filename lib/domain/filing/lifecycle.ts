/** The filing lifecycle of domain.md §3: statuses, actions and the transition table T1-T9. */

export const FILING_STATUSES = ['DRAFT', 'PENDING_ZG', 'RETURNED_ZG', 'PENDING_RSJ', 'RETURNED_RSJ', 'APPROVED', 'VOID'] as const;
export type FilingStatus = (typeof FILING_STATUSES)[number];

export const FILING_ACTIONS = [
  'EDIT', 'DELETE', 'SUBMIT', 'WITHDRAW', 'ZG_APPROVE', 'ZG_RETURN', 'ZG_RECALL', 'RSJ_APPROVE', 'RSJ_RETURN', 'VOID',
] as const;
export type FilingAction = (typeof FILING_ACTIONS)[number];

export type ReviewRoute = 'ZG_ONLY' | 'ZG_RSJ';
export type ReviewNode = 'JC' | 'ZG' | 'RSJ' | 'NONE';

export interface FilingState {
  status: FilingStatus;
  route: ReviewRoute;
  /** How many times it was submitted; a draft never submitted may be deleted (T9). */
  submitCount: number;
  /** Whether the competent authority acted since the last submission (T2 needs it has not). */
  zgActedSinceSubmit: boolean;
}

/** The actor as the lifecycle sees it: a role and how it relates to this filing. */
export interface FilingActor {
  role: 'jc' | 'zg' | 'rsj' | 'admin';
  /** The actor's unit is the filing unit. */
  ownsFiling: boolean;
  /** zg: the actor's unit is the filing's competent authority. */
  isCompetentAuthority: boolean;
  /** rsj: the actor's region covers the filing's region. */
  coversRegion: boolean;
  /** The actor made the last submission (R-GEN-05: nobody reviews their own submission). */
  isSubmitter: boolean;
}

export interface Transition {
  to: FilingStatus;
  /** Who holds the filing afterwards. */
  node: ReviewNode;
  /** Final approval: apply the filing's effect in the same transaction. */
  appliesEffect: boolean;
  /** Quota reservation and person locks are taken (submit) or released (return, withdraw, void, approve). */
  holds: 'take' | 'release' | 'keep';
  /** A return needs a written opinion. */
  needsOpinion: boolean;
}

/** A refusal says whether the actor is not a party to the action ('actor') or the filing is not in a state for it ('state'). */
export type TransitionResult = { ok: true; transition: Transition } | { ok: false; reason: string; reasonEn: string; kind: 'actor' | 'state' };

const who = (reason: string, reasonEn: string): TransitionResult => ({ ok: false, reason, reasonEn, kind: 'actor' });
const refuse = (reason: string, reasonEn: string): TransitionResult => ({ ok: false, reason, reasonEn, kind: 'state' });
const go = (to: FilingStatus, node: ReviewNode, extra: Partial<Transition> = {}): TransitionResult => ({
  ok: true,
  transition: { to, node, appliesEffect: false, holds: 'keep', needsOpinion: false, ...extra },
});

const EDITABLE: readonly FilingStatus[] = ['DRAFT', 'RETURNED_ZG', 'RETURNED_RSJ'];

/** Whether the actor files for the unit (a base unit, or a competent authority filing as a unit itself: T1'). */
const isFiler = (a: FilingActor) => (a.role === 'jc' || a.role === 'zg') && a.ownsFiling;
const isZgReviewer = (a: FilingActor) => a.role === 'zg' && a.isCompetentAuthority;
const isRsjReviewer = (a: FilingActor) => a.role === 'rsj' && a.coversRegion;

/** Decides one action on one filing. Pure: the service runs it inside the transaction that applies it. */
export function decideTransition(state: FilingState, action: FilingAction, actor: FilingActor): TransitionResult {
  const { status } = state;
  switch (action) {
    case 'EDIT':
      if (!isFiler(actor)) return who('只有填报单位可以修改', 'Only the filing unit may edit');
      return EDITABLE.includes(status) ? go(status, 'JC') : refuse('已提交的业务不可修改', 'A submitted filing cannot be edited');
    case 'DELETE':
      if (!isFiler(actor)) return who('只有填报单位可以删除', 'Only the filing unit may delete');
      if (status !== 'DRAFT' || state.submitCount > 0) return refuse('只有从未提交过的草稿可以删除，已提交过的业务只能作废', 'Only a draft never submitted can be deleted; a filing once submitted can only be voided');
      return go('DRAFT', 'NONE');
    case 'SUBMIT':
      if (!isFiler(actor)) return who('只有填报单位可以提交', 'Only the filing unit may submit');
      return EDITABLE.includes(status) ? go('PENDING_ZG', 'ZG', { holds: 'take' }) : refuse('当前状态不能提交', 'The filing cannot be submitted in its current state');
    case 'WITHDRAW':
      if (!isFiler(actor)) return who('只有填报单位可以撤回', 'Only the filing unit may withdraw');
      if (status !== 'PENDING_ZG') return refuse('只有待主管部门审核的业务可以撤回', 'Only a filing awaiting the competent authority can be withdrawn');
      return state.zgActedSinceSubmit ? refuse('主管部门已处理，不能撤回', 'The competent authority has acted; it cannot be withdrawn') : go('DRAFT', 'JC', { holds: 'release' });
    case 'ZG_APPROVE':
    case 'ZG_RETURN':
      if (!isZgReviewer(actor)) return who('只有该单位的主管部门可以审核', "Only the unit's competent authority may review");
      if (actor.isSubmitter) return who('不能审核本人提交的业务', 'You cannot review a filing you submitted');
      if (status !== 'PENDING_ZG') return refuse('该业务不在主管部门审核环节', 'The filing is not at the competent authority');
      if (action === 'ZG_RETURN') return go('RETURNED_ZG', 'JC', { holds: 'release', needsOpinion: true });
      return state.route === 'ZG_ONLY' ? go('APPROVED', 'NONE', { appliesEffect: true, holds: 'release' }) : go('PENDING_RSJ', 'RSJ');
    case 'ZG_RECALL':
      if (!isZgReviewer(actor)) return who('只有该单位的主管部门可以收回', "Only the unit's competent authority may recall");
      return status === 'PENDING_RSJ' ? go('PENDING_ZG', 'ZG') : refuse('只有待人社局审核的业务可以收回', 'Only a filing awaiting the personnel bureau can be recalled');
    case 'RSJ_APPROVE':
    case 'RSJ_RETURN':
      if (!isRsjReviewer(actor)) return who('只有该区划的人社局可以审核', "Only the region's personnel bureau may review");
      if (status !== 'PENDING_RSJ') return refuse('该业务不在人社局审核环节', 'The filing is not at the personnel bureau');
      return action === 'RSJ_RETURN'
        ? go('RETURNED_RSJ', 'JC', { holds: 'release', needsOpinion: true })
        : go('APPROVED', 'NONE', { appliesEffect: true, holds: 'release' });
    case 'VOID':
      if (!isFiler(actor)) return who('只有填报单位可以作废', 'Only the filing unit may void');
      return EDITABLE.includes(status) ? go('VOID', 'NONE') : refuse('只有草稿或退回的业务可以作废', 'Only a draft or a returned filing can be voided');
  }
}

/** A return opinion must say something: at least 5 characters (domain.md §2.6). */
export const MIN_RETURN_OPINION = 5;
